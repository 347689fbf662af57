""""Two mochas, one extra shot": one mocha with the extra shot and one plain, not two with it.

The model gave what was said of the one to every unit (two mochas with a shot, joined as one line of two).
Where the turn says a count of two or more, the item, then "one" and nothing after it but values of the
menu (with "with", "extra", "please"), and the model's lines of that item are all alike and all hold those
values, one unit keeps them and the others go without them. The values said before the item ("two iced
lattes, one with vanilla") stay on every unit. A line the model already wrote without the values, a second
part ("one black, one with cream": `split_values_placed`) or a word of several units ("both", "each")
leave the model's reading.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine, Edit

_GLUE = frozenset({"with", "added", "extra", "a", "an", "please", "thanks", ".", "!"})


def one_of_several_valued(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits``, or the values said of "one" of a counted item on one unit only (see the module)."""
    said = _one_said(tokens)
    if said is None:
        return list(edits)
    item, count, values = said
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    lines = [edits[k] for k in mine]
    if not mine or sum(e.qty for e in lines) != count or any(
            e.model_copy(update={"qty": 1}) != lines[0].model_copy(update={"qty": 1}) for e in lines):
        return list(edits)
    first = lines[0]
    if not all(_holds(first, group, name) for group, name in values):
        return list(edits)
    plain = first.model_copy(update={
        "qty": count - 1,
        **{g: None for g, _ in values if g in SINGLE_GROUPS},
        "addons": {a: n for a, n in first.addons.items() if ("addon", a) not in values},
        "preps": [p for p in first.preps if ("prep", p) not in values]})
    out = [e for k, e in enumerate(edits) if k not in mine[1:]]
    at = mine[0]
    return [*out[:at], first.model_copy(update={"qty": 1}), plain, *out[at + 1:]]


def _one_said(tokens: Sequence[str]) -> tuple[str, int, list[tuple[str, str]]] | None:
    """(the item, its count, the values said of "one" of it) where the turn says only that, else None."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if len(items) != 1:
        return None
    at = items[0]
    k = at - 1
    while k >= 0 and ":" in tokens[k]:
        k -= 1
    count = number_value(tokens[k]) if k >= 0 and is_count(tokens[k]) else None
    rest = list(tokens[at + 1:])
    if rest[:1] == [","]:
        rest = rest[1:]
    if count is None or count < 2 or rest[:1] != ["n1"]:
        return None
    part = rest[1:]
    values = [tuple(unsymbol(t)) for t in part if ":" in t]
    if not values or any(":" not in t and t not in _GLUE for t in part) or any(
            g not in (*SINGLE_GROUPS, "addon", "prep") for g, _ in values):
        return None
    return unsymbol(tokens[at])[1], count, values


def _holds(line: AddLine, group: str, name: str) -> bool:
    """Whether ``line`` has the value ``group:name``."""
    if group == "addon":
        return name in line.addons
    if group == "prep":
        return name in line.preps
    return getattr(line, group) == name
