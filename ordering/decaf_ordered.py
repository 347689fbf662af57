""""A decaf, please", "two decafs", "a large decaf": a decaf coffee, the café word for it.

The model knows "decaf" only as a value of a drink named beside it: with no drink named it wrote nothing
(the customer heard "didn't catch"), and "and a decaf" after a latte made the latte decaf. Where the turn
orders decaf with an article or a count before it (its size may come between) and names no item nor a
line ("make it a decaf", "that one"; of an order with lines, "and one decaf" may be one of them: only "a
decaf" is one more, and so are "two decafs" the model read as a count of a line of one, or as that line
made decaf), and the model wrote nothing or only made a line decaf (or counted it), the turn orders that
many decaf coffees (our house drip coffee), of the size said. "Decaf please" said alone on an empty order
is one too; "a small decaf and a croissant" orders both (the model added the croissant alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import count_said, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_DECAF = "caffeine:decaf"
_OF_A_LINE = frozenset({"it", "that", "this", "them", "both", "all", "make", "change", "switch", "turn",
                        "swap", "ones", "mine", "the", "my", "of", "just", "only", "actually", "instead",
                        "no", "sorry", "rather"})  # "actually just one decaf" of two decaf lattes
_MISREAD = frozenset({"qty", "caffeine"})  # the model's "two decafs" of a line: counted, or made decaf
_ENDS = frozenset({"and", ",", ".", "!", "please", "plus", "also", "then", "thanks"})
_ORDERING = frozenset({"get", "have", "want", "take", "need", "like", "me"})
_ALONE = frozenset({"please", "thanks", ",", ".", "!", "and", "just", "a", "an", "one", "oh"})


def decaf_ordered(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the decaf coffees the turn orders (see the module)."""
    if words.count(_DECAF) != 1 or _OF_A_LINE.intersection(words):
        return list(edits)
    at = words.index(_DECAF)
    if at + 1 < len(words) and words[at + 1] not in _ENDS:
        return list(edits)  # "a decaf doppio": the decaf of what is said after it
    k = at - 1
    size = None
    if k >= 0 and words[k].startswith("size:"):
        size = unsymbol(words[k])[1]
        k -= 1
    count = count_said(words[k]) if k >= 0 else None
    # of an order with lines, "and one decaf" may be one of them (three lattes, one made oat); "a decaf" is
    # one more, and so is "two decafs" of lines of another count (the model counted a line or made it decaf)
    counted = [e for e in edits if isinstance(e, ChangeLine) and e.values_changed("notes") <= _MISREAD
               and 1 <= e.ref <= len(cart.lines) and cart.lines[e.ref - 1].qty != count]  # not "two lattes"
    said_apart = k >= 0 and (k == 0 or words[k - 1] in _ENDS | _ORDERING)  # not "line 2 decaf", "item 2"
    if cart.lines and (k < 0 or words[k] not in ("a", "an") and not (
            said_apart and count is not None and count >= 2 and counted and len(counted) == len(edits))):
        return list(edits)
    decaf = AddLine(item="coffee", qty=count or 1, size=size, caffeine="decaf")
    items_before = sum(w.startswith("item:") for w in words[:at])
    if items_before or any(w.startswith("item:") for w in words):
        # "a small decaf and a croissant": a phrase of its own beside the items the model added
        if count is None or not said_apart or not all(
                isinstance(e, AddLine) and e.caffeine != "decaf" for e in edits):
            return list(edits)
        out = list(edits)
        out.insert(min(items_before, len(out)), decaf)
        return out
    if edits and not (len(edits) == 1 and isinstance(edits[0], ChangeLine)
                      and edits[0].values_changed("notes") <= _MISREAD):
        return list(edits)
    if count is None and not (not cart.lines and not edits and set(words) - {_DECAF} <= _ALONE):
        return list(edits)
    return [decaf]
