""""A medium coffee", then "with 2 milk 2 sugar": the sugar (and the milk's note) on the coffee, not the end.

The model read a turn of add-ons said with counts and no item ("with 2 milk 2 sugar") as the order's end,
and the customer's sugar was lost while the reply read the order back. Where the model wrote only an end,
the turn says no word that closes the order, names no item, and says only values of a line (add-ons with
their counts, a size, a milk) and words that join them, the values go to the cart's last line; the milk
said with a count is then noted on it (`milk_counted`). A change the line refuses is left as the model
read it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import ChangeLine, Edit, Finish, SetOrder, apply_edits
from ordering.order_review import closing_said
from ordering.turn_words import LINE_VALUE_KINDS, kind_of, value_fields

# words that join the values: "with 2 milk 2 sugar", "and some cream plus an extra shot please"
_JOINING = frozenset({"with", "and", ",", "plus", "also", "please", "a", "an", "some", "extra", "of", "milk",
                      "milks", "cream", "creams", "pump", "pumps", "splash", "little", "bit"})


def values_not_finished(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                        menu: Any) -> list[Edit]:
    """``edits``, or the values said given to the cart's last line where the model wrote only an end (see
    the module)."""
    if (menu is None or not cart.lines or not any(isinstance(e, Finish) for e in edits)
            or any(not isinstance(e, Finish | SetOrder) for e in edits) or closing_said(text or "")):
        return list(edits)
    values = [w for w in words if kind_of(w) in LINE_VALUE_KINDS]
    if not values or any(w not in _JOINING and kind_of(w) not in LINE_VALUE_KINDS and not is_count(w)
                         for w in words):
        return list(edits)
    fields, addons = value_fields(values)
    for k, word in enumerate(words):  # "2 sugar": two of it
        if word.startswith("addon:") and k and is_count(words[k - 1]):
            addons[word.partition(":")[2].replace("_", " ")] = number_value(words[k - 1])
    change = ChangeLine(ref=len(cart.lines), add_addons=addons, **fields)
    if apply_edits(cart, [change], menu).refused:
        return list(edits)
    return [e for e in edits if isinstance(e, SetOrder)] + [change]
