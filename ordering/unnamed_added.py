""""Two more large hazelnut lattes" of a mocha: two lattes, not a large mocha beside them.

The model, asked for "more" of a named item, sometimes also wrote a line of an item the cart has and the
turn never names: the customer got a large mocha they did not order. An added line of an item the turn
does not name (no word of it, as said or as the grounding reads it), beside added lines of items it does
name, is dropped, unless the turn points back at what was ordered ("another one", "the same", "those",
"again", "it"): those turns name their item by pointing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit
from ordering.said import said_words

# words that point at a line already ordered, so an item can be added without being named
_POINTING = frozenset({"another", "same", "again", "those", "that", "these", "this", "it", "them", "one",
                       "ones", "usual", "repeat", "twice", "each", "both"})


def unnamed_added(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` without an added line of a cart's item the turn never names, beside added lines of items
    it names (see the module)."""
    said = set(said_words(text))
    if said & _POINTING:
        return list(edits)
    named = {w.partition(":")[2].replace("_", " ") for w in words if w.startswith("item:")}
    ordered = {line.item for line in cart.lines}

    def unnamed(edit: Edit) -> bool:
        return (isinstance(edit, AddLine) and edit.item in ordered and edit.item not in named
                and not set(edit.item.split()) & said)

    adds = [e for e in edits if isinstance(e, AddLine)]
    if not any(unnamed(e) for e in adds) or all(unnamed(e) for e in adds):
        return list(edits)
    return [e for e in edits if not unnamed(e)]
