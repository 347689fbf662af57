"""Of a line of two units, one changed and both changed in one turn: "two mochas", then "make one decaf and
add whip to both" is a mocha with whipped cream and a decaf mocha with whipped cream.

The model wrote one change of the line with every value said, and both mochas were made decaf. Where the
model changed one line of two or more units and nothing else, and the turn says, in parts apart ("and", a
comma), values of "one" (or "one of them") and values of "both" (or "all", "each", "all of them"), the line
takes the values of "both", and one unit of it, split off as a line of its own, those of "one" too. Of food,
"warm" is its preparation ("make one of them chocolate and warm them all" of three croissants).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit
from ordering.named_lines import warm_for
from ordering.turn_words import EVERY_UNIT, kind_of, prep_values, said_parts, value_fields

_PARTS = frozenset({"and", ",", ".", "plus"})
_VALUES = frozenset({"size", "temp", "milk", "caffeine", "shots", "addon", "prep"})


def one_and_both_units(edits: Sequence[Edit], words: Sequence[str], cart: Any,
                       menu: Any = None) -> list[Edit]:
    """``edits``, or the values of "both" on the line and those of "one" on one unit split off it (see the
    module)."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not 1 <= edits[0].ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[edits[0].ref - 1]
    parts = said_parts(words, _PARTS)
    every = [p for p in parts if EVERY_UNIT.intersection(p)]
    ones = [p for p in parts if p not in every and _said_of_one(p)]
    if line.qty < 2 or len(every) != 1 or len(ones) != 1 or len(parts) != 2:
        return list(edits)
    # "warm them all" of croissants: warmed, not a temperature
    both = [warm_for(menu, line.item, w) for w in every[0] if kind_of(w) in _VALUES and ":" in w]
    one = [warm_for(menu, line.item, w) for w in ones[0] if kind_of(w) in _VALUES and ":" in w]
    if not both or not one:
        return list(edits)
    fields, addons = value_fields(both)
    one_fields, one_addons = value_fields(one)
    preps = prep_values(both)
    unit = line.model_dump(exclude={"id", "qty"})
    split = AddLine(**{**unit, **fields, **one_fields, "qty": 1,
                       "addons": {**line.addons, **addons, **one_addons},
                       "preps": list(dict.fromkeys([*line.preps, *preps, *prep_values(one)]))})
    return [ChangeLine(ref=edits[0].ref, qty=line.qty - 1, add_addons=addons, preps=preps, **fields), split]


def _said_of_one(part: Sequence[str]) -> bool:
    """Whether the part says "one" of the units: "make one decaf", "one of them decaf", "one with oat"."""
    return "n1" in part and not {"other", "another", "more", "the"}.intersection(part)
