""""One of them" said of the cart's one line of several units while it holds other lines: "a bagel and two
lattes", then "make one of them iced"; "a croissant, a chocolate croissant and two coffees", then "one
decaf".

The model reads the turn alone and writes the change to a line by where it sits: here the bagel's or the
croissant's temperature or caffeine unset, a change the line cannot take or one of no value said. Where
the turn says one unit and only values, no item, and the model's changes give none of those values (to
any line), the values go to the one line of two or more units that takes them all; `one_of_them_changed`
then splits that unit off. Where two such lines take them, the model's stand is kept; where the model gave
a value said to a line of one ("3 coffees", "2 with cream", then "one with sugar": the plain one), too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS
from ordering.edits import ChangeLine, Edit, change_takes
from ordering.turn_words import LINE_VALUE_KINDS, kind_of, prep_values, value_fields
from ordering.units_said import said_one_first, said_one_of_them


def one_unit_meant(edits: Sequence[Edit], text: str, tokens: Sequence[str], cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits``, or the values said made to the one line of several units that takes them (see the
    module)."""
    values = [t for t in tokens if kind_of(t) in LINE_VALUE_KINDS]
    if (menu is None or not values or any(t.startswith("item:") for t in tokens)
            or not (said_one_of_them(text) or said_one_first(tokens))
            or not edits or not all(isinstance(e, ChangeLine) for e in edits)):
        return list(edits)
    several = [r for r, line in enumerate(cart.lines, start=1) if line.qty > 1]
    fields, addons = value_fields(values)
    change = ChangeLine(ref=0, add_addons=addons, preps=prep_values(values), **fields)
    if any(e.ref in several or _gives(e, change) for e in edits):
        return list(edits)  # "3 coffees", "2 with cream", then "one with sugar": the plain one
    takers = [r for r in several if change_takes(cart, change.model_copy(update={"ref": r}), menu)]
    if len(takers) != 1:
        return list(edits)
    return [change.model_copy(update={"ref": takers[0]})]


def _gives(edit: ChangeLine, change: ChangeLine) -> bool:
    """Whether ``edit`` gives a value of ``change``."""
    return (any(getattr(change, g) is not None and getattr(edit, g) == getattr(change, g)
                for g in SINGLE_GROUPS)
            or bool(set(change.add_addons) & set(edit.add_addons))
            or bool(set(change.preps) & set(edit.preps)))
