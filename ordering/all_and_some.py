""""Change both to decaf and make one iced" of two lattes: both decaf, one of them iced.

The model wrote one change of the whole line with every value said (both lattes iced and decaf). Where the
turn first gives values to every unit ("both", "all", "them", "each" before them), then singles out a count
of them ("one", "one of them", "two of them") with values of their own, and the model wrote one change of a
line of more units than that count, the line takes the first values and the units counted are a line of
their own with both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value
from ordering.edits import ChangeLine, Edit, apply_edits
from ordering.turn_words import SEVERAL, value_fields
from ordering.units_said import units_split_off

_BETWEEN = frozenset({"and", ",", "make", "with", "but", "then", "of", "them", "those", "should", "be"})


def all_and_some_changed(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the values said of every unit on the line and those said of a count of them on a line
    of their own (see the module)."""
    split = _split_said(tokens)
    if (split is None or menu is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine)
            or not 1 <= edits[0].ref <= len(cart.lines)):
        return list(edits)
    every, count, some = split
    ref, line = edits[0].ref, cart.lines[edits[0].ref - 1]
    if line.qty <= count or edits[0].qty not in (None, count):
        return list(edits)
    (all_fields, all_addons), (some_fields, some_addons) = value_fields(every), value_fields(some)
    whole = ChangeLine(ref=ref, add_addons=all_addons, **all_fields)
    unit = ChangeLine(ref=ref, add_addons={**all_addons, **some_addons}, **{**all_fields, **some_fields})
    if apply_edits(cart, [whole], menu).refused:
        return list(edits)
    rest = whole.model_copy(update={"qty": line.qty - count})
    return units_split_off(cart, menu, unit, rest, count) or list(edits)


def _split_said(tokens: Sequence[str]) -> tuple[list[str], int, list[str]] | None:
    """(the values said of every unit, the count singled out, its values) for "both decaf, one iced",
    "make them all large and two of them with oat"; None where the words say otherwise."""
    if any(t.startswith("item:") for t in tokens):
        return None
    values = [i for i, t in enumerate(tokens) if ":" in t]
    counts = [i for i, t in enumerate(tokens) if t in NUMBERS and t != "nbig"]
    if not values or len(counts) != 1 or not SEVERAL.intersection(tokens[: values[0]]):
        return None
    at = counts[0]
    every = [t for t in tokens[:at] if ":" in t]
    some = [t for t in tokens[at + 1 :] if ":" in t]
    if not every or not some or any(t not in _BETWEEN and ":" not in t for t in tokens[values[0] : at]):
        return None
    if any(t not in _BETWEEN and ":" not in t and t not in ("please", ".", "!") for t in tokens[at + 1 :]):
        return None
    return every, number_value(tokens[at]), some
