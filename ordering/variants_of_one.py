""""And a lemon loaf": a kind of a thing the menu has one of (the banana loaf), said with a word of another
item ("lemon", of the lemon poppyseed muffin), is a thing we lack.

`unknown_things` leaves alone a phrase that ends in a word of the menu ("a tea please" is a tea not yet
chosen), so "a lemon loaf", "a zucchini bread" and "a pumpkin loaf" were no thing at all and the turn got
"didn't catch". Where that last word names one item of the menu only, the phrase says more than one word,
and none of the words before it is a word of that item, the phrase is a thing we lack, said back as such.
"And a banana", a word of the banana bread said alone, is a thing we lack too, where the item is the one
of its kind (not "lemon" of the lemon poppyseed muffin: the kind of a muffin). A portion said first ("a
piece of lemon loaf", "a slice of pumpkin bread") is no part of the kind: the words of "a slice of banana
bread" made "slice" and "of" words of the banana bread's, and the turn got "didn't catch" again.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any


def variant_of_one_lacked(phrase: Sequence[str], menu: Any) -> bool:
    """Whether a phrase `unknown_things` found, ending in a word of the menu, orders a kind of a one-item
    thing we lack (see the module): ``unknown_things(..., lacked_anyway=...)``."""
    if len(phrase) > 2 and phrase[0] in _PORTIONS and phrase[1] == "of":
        phrase = phrase[2:]  # "a piece of lemon loaf": the lemon loaf's words, not the portion's
    if menu is None or not phrase or any(":" in t for t in phrase):
        return False
    holders = [name for name, words in _item_words(menu) if phrase[-1] in words]
    if len(phrase) == 1:  # "and a banana": a word of the banana bread, said alone
        return len(holders) == 1 and _said_alone_lacked(phrase[0], holders[0], menu)
    if len(holders) != 1 or menu.resolve("item", " ".join(phrase)) is not None:
        return False
    words = dict(_item_words(menu))[holders[0]]
    return not any(w in words for w in phrase[:-1])


# "prep:cut_in_half": the tagger's reading of "slice"
_PORTIONS = frozenset({"piece", "slice", "prep:cut_in_half", "bit", "square", "wedge", "bar", "chunk"})


@cache
def _item_words(menu: Any) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each item's name and the words of its name and aliases."""
    return tuple((name, frozenset(w for said in (name, *item.aliases) for w in said.split()))
                 for name, item in menu.items.items())


def _said_alone_lacked(word: str, item: str, menu: Any) -> bool:
    """Whether ``word``, said alone, orders a thing we lack rather than ``item``, the one item it is a word
    of: not the item's own noun or name ("bread", "chai"), nor a word of a family, which names a kind of it
    ("lemon" of the muffins)."""
    noun = item.split()[-1]
    nouns = {noun} | {alias.split()[-1] for alias in menu.item(item).aliases}  # "loaf": the banana loaf
    return word not in nouns and menu.resolve("item", word) is None and len(menu.family(noun)) == 1
