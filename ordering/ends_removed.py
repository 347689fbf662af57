"""'Remove the last two', 'cancel the first two drinks': that many lines from that end of the cart; 'make the
last two large': those lines changed (`ends_changed`).

The model took off one line: the last, or the first; or, for "get rid of the last two", set the last line's
count to two. Where the turn removes (it wrote removals only, or the words remove and it wrote one count) and
says "the last <n>" or "the first <n>" (then "items", "drinks", "ones", "lines" or nothing), and every
line of the cart is one unit (so lines and units count alike), the <n> lines at that end come off; of a
cart of one line of more units, that many units.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.turn_words import REMOVE_WORDS

_ENDS = {"last": -1, "first": 1}
_RID = frozenset({("get", "rid"), ("take", "off"), ("take", "away"), ("lose", "the"), ("nix", "the")})
_NOUNS = frozenset({"", "items", "drinks", "ones", "lines", "things", "please", ",", "."})


def ends_removed(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the lines at the end said removed (see the module)."""
    removing = REMOVE_WORDS & set(words) or _RID.intersection(zip(words, words[1:], strict=False))
    recounted = len(edits) == 1 and isinstance(edits[0], ChangeLine) and edits[0].values_changed() == {"qty"}
    if not edits or not (all(isinstance(e, RemoveLine) for e in edits) or removing and recounted):
        return list(edits)
    said = _ends_said(words)
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


def ends_changed(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the change the model made to the line at one end made to the <n> lines at that end, where
    the turn changes "the last <n>" or "the first <n>" ("make the last two large" of a latte, a mocha and a
    chai: the model changed the chai alone). Only where each of those lines is one unit."""
    said = _ends_said(words, values=True)
    if len(said) != 1 or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    end, count = said[0]
    change = edits[0]
    changed = change.values_changed()
    if count < 2 or count > len(cart.lines) or "qty" in changed or not changed:
        return list(edits)
    refs = range(len(cart.lines) - count + 1, len(cart.lines) + 1) if end < 0 else range(1, count + 1)
    if change.ref != (refs[-1] if end < 0 else refs[0]) or any(cart.lines[r - 1].qty != 1 for r in refs):
        return list(edits)
    return [change.model_copy(update={"ref": ref}) for ref in refs]


def _ends_said(words: Sequence[str], values: bool = False) -> list[tuple[int, int]]:
    """(end, count) of each "the last <n>" / "the first <n>" the turn says; with ``values``, a value may
    follow ("the last two large")."""
    def ends_the_phrase(word: str) -> bool:
        return word in _NOUNS or values and (":" in word or word in ("to", "with", "as", "be"))

    return [(_ENDS[w], number_value(words[k + 1])) for k, w in enumerate(words[:-1])
            if w in _ENDS and is_count(words[k + 1]) and k and words[k - 1] == "the"
            and ends_the_phrase(words[k + 2] if k + 2 < len(words) else "")]
