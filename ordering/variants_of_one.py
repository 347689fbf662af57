""""And a lemon loaf": a kind of a thing the menu has one of (the banana loaf), said with a word of another
item ("lemon", of the lemon poppyseed muffin), is a thing we lack.

`unknown_things` leaves alone a phrase that ends in a word of the menu ("a tea please" is a tea not yet
chosen), so "a lemon loaf", "a zucchini bread" and "a pumpkin loaf" were no thing at all and the turn got
"didn't catch". Where that last word names one item of the menu only, the phrase says more than one word,
and none of the words before it is a word of that item, the phrase is a thing we lack, said back as such.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ordering.unknown_things import unknown_things


def variants_of_one_lacked(tokens: Sequence[str], spans: Sequence[Any], found: Sequence[tuple[int, int]],
                           menu: Any) -> list[tuple[int, int]]:
    """``found`` (`unknown_things`' phrases) with the phrases of a kind of a one-item thing we lack."""
    if menu is None:
        return list(found)
    extra = []
    for start, end in unknown_things(tokens, spans):
        phrase = list(tokens[start + 1 : end])
        if (start, end) in found or len(phrase) < 2 or any(":" in t for t in phrase):
            continue
        holders = [name for name, words in _item_words(menu) if phrase[-1] in words]
        if len(holders) != 1 or menu.resolve("item", " ".join(phrase)) is not None:
            continue
        words = dict(_item_words(menu))[holders[0]]
        if not any(w in words for w in phrase[:-1]):
            extra.append((start, end))
    return sorted([*found, *extra])


@cache
def _item_words(menu: Any) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each item's name and the words of its name and aliases."""
    return tuple((name, frozenset(w for said in (name, *item.aliases) for w in said.split()))
                 for name, item in menu.items.items())
