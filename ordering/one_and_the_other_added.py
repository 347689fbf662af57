"""'A latte and a cappuccino, one with oat and the other with soy': of two drinks ordered in one turn, the
first takes the values said of "one" and the second those said of "the other".

The corpus says "one ..., the other ..." only of the units of one line ("two lattes, one with oat and the
other with soy"), so for two lines of different items the model put one value on one of them and lost
the other (a plain latte and an oat cappuccino). The words say it in order: "one" / "the first" is the
first drink named, "the other" / "the second" / a second "one" the next.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, Edit
from ordering.menu import Menu
from ordering.turn_words import WARMED, WARMING, value_fields

_FIRST = frozenset({"n1", "first"})
_SECOND = frozenset({"other", "second", "n1"})
_GLUE = frozenset({",", "and", "with", "the", "a", "an", "please", "of", "them", "those", "but", ".",
                   "extra", "added"})  # "an extra shot" (grounding writes "added" for it)
_VALUE_GROUPS = (*SINGLE_GROUPS, "addon", "prep")


def one_and_the_other_said(tokens: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """The values said of "one" and of "the other" after the last item a turn names, or None."""
    last = max((i for i, t in enumerate(tokens) if t.startswith("item:")), default=None)
    if last is None:
        return None
    rest = list(tokens[last + 1 :])
    start = next((i for i, t in enumerate(rest) if t in _FIRST), None)
    if start is None or any(t not in _GLUE for t in rest[:start]):
        return None
    parts: list[list[str]] = [[]]
    for tok in rest[start + 1 :]:
        if ":" in tok and unsymbol(tok)[0] in _VALUE_GROUPS:
            parts[-1].append(tok)
        elif tok in _SECOND and parts[-1] and len(parts) == 1:
            parts.append([])
        elif tok not in _GLUE:
            return None
    if len(parts) != 2 or not parts[0] or not parts[1]:
        return None
    return parts[0], parts[1]


def one_and_the_other_added(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with the values said of "one" on the first of the two lines they add and those of "the
    other" on the second, in place of where the model put them."""
    said = one_and_the_other_said(tokens)
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if said is None or menu is None or len(added) != 2 or any(edits[k].qty != 1 for k in added):
        return list(edits)
    first, second = (edits[k] for k in added)
    if first.item == second.item:
        return list(edits)  # "two lattes, one ... the other ...": one line's units, read elsewhere
    said = tuple([_warm_for(menu, line.item, v) for v in values]
                 for line, values in zip((first, second), said, strict=True))
    if not all(_allows(menu, line.item, v) for line, values in zip((first, second), said, strict=True)
               for v in values):
        return list(edits)
    every = [*said[0], *said[1]]
    groups = {unsymbol(v)[0] for v in every}
    names = {unsymbol(v)[1].replace("_", " ") for v in every if not v.startswith(SINGLE_GROUPS)}
    out = list(edits)
    for k, line_values in zip(added, said, strict=True):
        line = edits[k]
        fields, addons = value_fields(line_values)
        preps = [unsymbol(v)[1].replace("_", " ") for v in line_values if v.startswith("prep:")]
        cleared = {g: None for g in groups if g in SINGLE_GROUPS}
        out[k] = line.model_copy(update={
            **cleared, **fields,
            "addons": {**{n: c for n, c in line.addons.items() if n not in names}, **addons},
            "preps": [*(p for p in line.preps if p not in names), *preps]})
    return out


def _warm_for(menu: Menu, item: str, value: str) -> str:
    """"Warm" of a drink is its temperature, of a bakery item its preparation (``turn_words.WARMING``)."""
    if value in WARMING and not _allows(menu, item, value) and _allows(menu, item, WARMED):
        return WARMED
    return value


def _allows(menu: Menu, item: str, value: str) -> bool:
    group, name = unsymbol(value)
    name = name.replace("_", " ")
    return menu.allows(item, group, int(name) if group == "shots" else name)
