"""'A cortado and a scone' ("Sorry, we don't have a scone"), then 'ok, a croissant instead of the scone':
the croissant, and the cortado stays.

The scone never reached the cart, so the model took the line it could see for the one replaced and removed
the cortado. A line comes off for "instead of" only where the words after it name that line: a thing the
cart has no line of ("the scone", "the smoothie") replaces nothing, and the item is added. Nor does "a
small latte instead of a large one" take the tea off: the one said is a latte.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit, RemoveLine
from ordering.replies import kind_words
from ordering.turn_words import INSTEAD_OF
from ordering.unknown_things import plain_thing_word

_NAMING = frozenset({"the", "a", "an", "my", "that", "this", "those"})
_KINDS = kind_words()  # "instead of the pastry" may name the croissant


def instead_of_lacking(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` less the lines they remove that the thing said after "instead of" does not name, where
    that thing is no line of the cart and the edits add an item (see the module)."""
    added = {e.item for e in edits if isinstance(e, AddLine)}
    if _one_of_values_said(words) and len(added) == 1:  # "a small latte instead of a large one": a latte's
        return [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)
                                         and cart.lines[e.ref - 1].item not in added)]
    thing = _said_instead_of(words)
    if thing is None or not added:
        return list(edits)
    named = {thing, thing.removesuffix("s"), thing.removesuffix("es")}
    if any(named & set(line.item.split()) for line in cart.lines):
        return list(edits)  # "instead of the latte": the model's, whichever line it took
    return [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines))]


def _one_of_values_said(words: Sequence[str]) -> bool:
    """Whether "instead of" is followed by "a <values> one", which names the item the turn orders."""
    for at in range(len(words)):
        phrase = next((p for p in INSTEAD_OF if tuple(words[at : at + len(p)]) == p), None)
        if phrase is None:
            continue
        k = at + len(phrase)
        while k < len(words) and words[k] in _NAMING:
            k += 1
        start = k
        while k < len(words) and ":" in words[k] and not words[k].startswith("item:"):
            k += 1
        return k > start and k < len(words) and words[k] in ("one", "n1")
    return False


def _said_instead_of(words: Sequence[str]) -> str | None:
    """The one plain word said after "instead of" (an article between) that ends the turn or its part:
    "scone" of "a croissant instead of the scone"; None where a menu word or more words follow."""
    for at in range(len(words)):
        phrase = next((p for p in INSTEAD_OF if tuple(words[at : at + len(p)]) == p), None)
        if phrase is None:
            continue
        k = at + len(phrase)
        while k < len(words) and words[k] in _NAMING:
            k += 1
        if k < len(words) and plain_thing_word(words[k]) and words[k] not in _KINDS and (
                k + 1 == len(words) or words[k + 1] in (",", ".", "!", "please", "then", "thanks")):
            return words[k]  # not "instead of it", "instead of my order", "instead of the coffee"
    return None
