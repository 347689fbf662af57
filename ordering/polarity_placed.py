"""An add-on said of each of two items keeps the sign said with it: "a latte with no foam and a cappuccino
with extra foam" is a latte without foam and a cappuccino with extra foam.

The model wrote the first item's "no foam" on both lines (and "a cappuccino with extra foam and a latte
with no foam" gave two lines without foam). Each item's part of the turn runs from the item to the next
one; an add-on said there after "no", "without", "hold", "minus" or "skip" (back to the value before it,
a comma, "and", or a word that adds) is taken off, said after "with", "extra", "add" or "plus" it is
added. Where each item is said once and the model added one line of it, an add-on the line has with the
other sign than its part says is turned round: only add-ons said in that item's part, and only ones the
menu lets the item have. Units of one item said one by one ("2 cappuccinos, 1 with extra foam and 1 with
no foam") are signed so, unit by unit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_NOT = frozenset({"no", "without", "hold", "skip", "minus", "nix", "not", "none", "zero"})
_WITH = frozenset({"extra", "with", "add", "plus", "more", "some", "added", "lots", "double"})
_BOUNDS = frozenset({",", "and", *_WITH})  # where the words said of an add-on begin
_UNIT_SAID = frozenset({"with", "without", "no", "extra", "minus", "hold", "skip"})


def polarity_placed(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with each added line's add-ons signed as its own part of the turn says (see the module)."""
    at_items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    names = [unsymbol(tokens[k])[1] for k in at_items]
    if menu is not None and len(at_items) == 1:
        return _units_signed(edits, tokens, at_items[0], names[0], menu)
    if menu is None or len(at_items) < 2 or len(set(names)) != len(names):
        return list(edits)
    out = list(edits)
    for at, end, item in zip(at_items, [*at_items[1:], len(tokens)], names, strict=True):
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(mine) != 1:
            continue
        line = out[mine[0]]
        for j in range(at + 1, end):
            if not tokens[j].startswith("addon:"):
                continue
            name = unsymbol(tokens[j])[1]
            said = _said_of(tokens, at, j)
            taken_off = bool(said & _NOT)
            if not taken_off and said & _WITH and name in line.removals and menu.allows(item, "addon", name):
                line = line.model_copy(update={"removals": [r for r in line.removals if r != name],
                                               "addons": {**line.addons, name: line.addons.get(name, 1)}})
            elif taken_off and name in line.addons and name not in line.removals:
                line = line.model_copy(update={"addons": {n: c for n, c in line.addons.items() if n != name},
                                               "removals": [*line.removals, name]})
        out[mine[0]] = line
    return out


def _said_of(tokens: Sequence[str], at: int, j: int) -> set[str]:
    """The words said of the add-on at ``j``, back to the value before it, a comma, "and" or a word that
    adds ("with", "extra"; kept): "minus i think the ice", "hold the foam", "with no foam", "extra foam"."""
    said = set()
    for k in range(j - 1, at, -1):
        if ":" in tokens[k]:
            break
        said.add(tokens[k])
        if tokens[k] in _BOUNDS:
            break
    return said


def _units_signed(edits: Sequence[Edit], tokens: Sequence[str], at: int, item: str, menu: Any) -> list[Edit]:
    """``edits`` with the units of one item said one by one ("2 cappuccinos, 1 with extra foam and 1 with
    no foam") signed as each unit's part says, where the model added one line of one unit for each part
    (it wrote "no foam" on both). "Extra" is two portions, as the benchmark counts it."""
    # a unit's part begins "1 with", "1 no", "1 extra" or "the other" ("one more thing" is none)
    parts = [k for k in range(at + 1, len(tokens) - 1) if tokens[k] == "n1" and (
        tokens[k + 1] in _UNIT_SAID or tokens[k + 1].startswith("addon:"))
        or tokens[k] == "other" and tokens[k - 1] == "the"]
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if len(parts) < 2 or len(mine) != len(parts) or any(edits[k].qty != 1 for k in mine):
        return list(edits)
    out = list(edits)
    for start, end, k in zip(parts, [*parts[1:], len(tokens)], mine, strict=True):
        line = out[k]
        for j in range(start + 1, end):
            if not tokens[j].startswith("addon:"):
                continue
            name = unsymbol(tokens[j])[1]
            said = _said_of(tokens, start, j)
            if said & _NOT:
                line = line.model_copy(update={"addons": {n: c for n, c in line.addons.items() if n != name},
                                               "removals": list(dict.fromkeys([*line.removals, name]))})
            elif said & _WITH and menu.allows(item, "addon", name):
                count = 2 if "extra" in said else line.addons.get(name, 1)
                line = line.model_copy(update={"removals": [r for r in line.removals if r != name],
                                               "addons": {**line.addons, name: count}})
        out[k] = line
    return out
