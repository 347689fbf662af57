""""Two lemon poppyseed muffins", then "and one blueberry": a blueberry muffin.

The kind said alone ("blueberry", "lemon", "chocolate") names no item of the menu, and the model, which
reads items by their names, wrote nothing: "didn't catch". Where the turn is only a count (or "a", "an")
and one or two plain words, and the cart's last line is of a family of the menu (its last word names
several items: "muffin", "croissant", "tea"), the words with that noun name one item of the family
("blueberry muffin"), which the turn orders, that many of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import AddLine, Edit, only_a_note
from ordering.unknown_things import plain_thing_word

_OPENING = frozenset({"and", "plus", "also", "oh", "then", "um", "uh", ","})
_CLOSING = frozenset({"please", "too", "as", "well", "thanks", "one", "n1", ",", ".", "!"})  # "a lemon one"


def another_of_family(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item of the last line's family the kind said names, ordered (see the module)."""
    if menu is None or not cart.lines or not all(map(only_a_note, edits)):
        return list(edits)
    said = list(words)
    while said and said[0] in _OPENING:
        said = said[1:]
    if said[:1] in (["a"], ["an"]):
        count, said = 1, said[1:]
    elif said and is_count(said[0]) and said[0] != "nbig":
        count, said = number_value(said[0]), said[1:]
    else:
        return list(edits)
    while said and said[-1] in _CLOSING:
        said = said[:-1]
    noun = cart.lines[-1].item.split()[-1]
    if not 1 <= len(said) <= 2 or not all(map(plain_thing_word, said)) or len(menu.family(noun)) < 2:
        return list(edits)
    named = menu.family(f"{' '.join(said)} {noun}")
    return [AddLine(item=named[0], qty=count)] if len(named) == 1 else list(edits)
