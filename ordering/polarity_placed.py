"""An add-on said of each of two items keeps the sign said with it: "a latte with no foam and a cappuccino
with extra foam" is a latte without foam and a cappuccino with extra foam.

The model wrote the first item's "no foam" on both lines (and "a cappuccino with extra foam and a latte
with no foam" gave two lines without foam). Each item's part of the turn runs from the item to the next
one; an add-on said there after "no", "without", "hold", "minus" or "skip" (back to the value before it,
a comma, "and", or a word that adds) is taken off, said after "with", "extra", "add" or "plus" it is
added. Where each item is said once and the model added one line of it, an add-on the line has with the
other sign than its part says is turned round: only add-ons said in that item's part, and only ones the
menu lets the item have.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_NOT = frozenset({"no", "without", "hold", "skip", "minus", "nix", "not", "none", "zero"})
_WITH = frozenset({"extra", "with", "add", "plus", "more", "some", "added", "lots", "double"})
_BOUNDS = frozenset({",", "and", *_WITH})  # where the words said of an add-on begin


def polarity_placed(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with each added line's add-ons signed as its own part of the turn says (see the module)."""
    at_items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    names = [unsymbol(tokens[k])[1] for k in at_items]
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
