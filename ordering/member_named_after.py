""""Ok a muffin then, blueberry": the kind of a food said after its plain noun names the line's food.

The words read the plain noun "muffin" as the house muffin (apple bran) and left "blueberry", said after
it, as a plain word, so the customer who chose the blueberry muffin was given the apple bran one. Where
the turn adds one line of a food family by its plain noun (the house item's own words unsaid), and a plain
word said after it, with no article or count between ("then, blueberry", "the blueberry one"), names
another of that family with the noun, the line is that one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, symbol
from ordering.edits import AddLine, Edit
from ordering.said import said_by_its_noun_alone

_ANOTHER = frozenset({"a", "an", "another", "and", "plus", "also", *NUMBERS})  # a line of its own follows


def member_named_after(edits: Sequence[Edit], words: Sequence[str], text: str, menu: Any) -> list[Edit]:
    """``edits`` with the one added line of a family's house food made the member named after it."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, AddLine) or edit.item not in menu.items:
            continue
        family = menu.food_family_of(edit.item)
        noun = edit.item.split()[-1]
        if not family or not said_by_its_noun_alone(edit.item, text) or words.count(
                symbol("item", edit.item)) != 1:
            continue
        if sum(isinstance(e, AddLine) and e.item in family for e in out) != 1:
            continue
        at = words.index(symbol("item", edit.item))
        named = set()
        for word in words[at + 1 :]:
            if word in _ANOTHER or word.startswith("item:"):
                break
            member = menu.resolve("item", f"{word} {noun}") if word.isalpha() else None
            if member in family and member != edit.item:
                named.add(member)
        if len(named) == 1:
            out[k] = edit.model_copy(update={"item": named.pop()})
    return out
