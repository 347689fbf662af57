"""'Remove the last two', 'cancel the first two drinks': that many lines from that end of the cart.

The model took off one line: the last, or the first. Where the turn removes (it wrote removals only) and
says "the last <n>" or "the first <n>" (then "items", "drinks", "ones", "lines" or nothing), and every
line of the cart is one unit (so lines and units count alike), the <n> lines at that end come off; of a
cart of one line of more units, that many units.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import ChangeLine, Edit, RemoveLine

_ENDS = {"last": -1, "first": 1}
_NOUNS = frozenset({"", "items", "drinks", "ones", "lines", "things", "please", ",", "."})


def ends_removed(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the lines at the end said removed (see the module)."""
    if not edits or not all(isinstance(e, RemoveLine) for e in edits):
        return list(edits)
    said = [(_ENDS[w], number_value(words[k + 1])) for k, w in enumerate(words[:-1])
            if w in _ENDS and is_count(words[k + 1]) and k and words[k - 1] == "the"
            and (words[k + 2] if k + 2 < len(words) else "") in _NOUNS]
    if len(said) != 1:
        return list(edits)
    end, count = said[0]
    if count < 2:
        return list(edits)  # "the last one" is the model's
    if len(cart.lines) == 1 and cart.lines[0].qty > count:  # "remove the last two" of three lattes: one left
        return [ChangeLine(ref=1, qty=cart.lines[0].qty - count)]
    if any(line.qty != 1 for line in cart.lines) or count > len(cart.lines):
        return list(edits)
    refs = range(len(cart.lines) - count + 1, len(cart.lines) + 1) if end < 0 else range(1, count + 1)
    return [RemoveLine(ref=ref) for ref in refs]
