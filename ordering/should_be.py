""""The latte should be a mocha", "it was supposed to be a cappuccino": the line said is the other item.

The model wrote a stray note ("didn't catch"), or added the new item beside the old one. Where the turn
says of a line of the cart (named by its item, else "it" / "that": the last line) that it "should be",
"was supposed to be", "needs to be" or "was meant to be" another item, the line is taken off and the item
said added in its place (a drink for a drink); `replacements.choices_kept` gives it the choices of the
line that it does not say. Only where the model wrote nothing else (notes, or the new item added).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit, RemoveLine, only_a_note
from ordering.turn_words import LINE_VALUE_KINDS, kind_of, value_fields

_SHOULD_BE = re.compile(r"\b(?:should|shoulda|needs?\s+to|was\s+supposed\s+to|is\s+supposed\s+to|"
                        r"was\s+meant\s+to|was\s+to|ought\s+to)\s+(?:have\s+)?be(?:en)?\b", re.I)
_NAMING = frozenset({"it", "that", "this", "mine", "my", "the"})


def should_be(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line said taken off and the item it "should be" added in its place (see the
    module)."""
    if menu is None or not cart.lines or not _SHOULD_BE.search(text or ""):
        return list(edits)
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if not 1 <= len(items) <= 2 or not _NAMING.intersection(words[: items[-1]]):
        return list(edits)
    new = unsymbol(words[items[-1]])[1]
    if len(items) == 2:  # "the latte should be a mocha": the line of the item named first
        old = unsymbol(words[items[0]])[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == old]
    else:  # "it should be a cappuccino": the last line
        refs = [len(cart.lines)] if {"it", "that", "this"}.intersection(words[: items[0]]) else []
    if len(refs) != 1 or cart.lines[refs[0] - 1].item == new or new not in menu.items:
        return list(edits)
    if menu.kind(cart.lines[refs[0] - 1].item) != menu.kind(new):
        return list(edits)  # "it should be a cappuccino" of a muffin: which line is not said
    if not all(only_a_note(e) or isinstance(e, AddLine) and e.item == new for e in edits):
        return list(edits)
    fields, addons = value_fields([w for w in words[items[-1] - 4 :] if kind_of(w) in LINE_VALUE_KINDS])
    return [RemoveLine(ref=refs[0]), AddLine(item=new, addons=addons, **fields)]
