""""A coffee", then "actually make that a tea" ("Which tea would you like?"), then "earl grey": the earl grey
takes the coffee's place.

The question of the kind kept nothing of the swap, so the answer added an earl grey beside the coffee.
Where the turn swaps a line for a kind still to choose ("make that a tea", "change it to a muffin", "switch
the latte to a tea"), the question keeps the line it would take the place of (`AskMenu.lines`, then
`Cart.asked.replacing`); where the answer adds a line and takes nothing off, that line comes off.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import COUNT, FAMILY, AddLine, AskMenu, ChangeLine, Edit, RemoveLine

# "make that a tea", "change it to a tea", "switch the latte to a tea", "turn it into a muffin", "a tea
# instead"; "i meant a tea, not a chai", "not the chai, a tea"
_SWAP = re.compile(r"\b(?:make|change|switch|swap|turn)\s+(?:that|it|this|(?:the|my)\s+\S+)\s+"
                   r"(?:(?:in)?to\s+|for\s+)?(?:a|an|n1)\b|\binstead\b|\bmeant\s+(?:a|an|n1)\b"
                   r"|\bnot\s+(?:a|an|the|my)\s+item:"
                   # "no sorry, a tea", "oops, a tea": the line just ordered turned down for the kind
                   r"|^(?:(?:actually|oh|wait|um|,)\s+)*(?:no|nope|sorry|oops)\s+(?:(?:sorry|actually|,)\s+)*(?:a|an|n1)\b")


def kind_asked_in_place(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the question of a kind keeping the line a swap would replace (see the module)."""
    if len(edits) != 1 or not isinstance(edits[0], AskMenu) or not cart.lines or not _SWAP.search(
            " ".join(words)):
        return list(edits)
    ask = edits[0]
    if ask.ref is not None or ask.lines or not ask.about or not (
            ask.about[0].startswith(FAMILY) or any(a.startswith(COUNT) for a in ask.about)):
        return list(edits)
    named = {unsymbol(w)[1] for k, w in enumerate(words) if w.startswith("item:") and k and (
        words[k - 1] in ("the", "my") or words[k - 1] in ("a", "an") and words[k - 2 : k - 1] == ["not"])}
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in named]
    if named and len(refs) != 1:
        return list(edits)
    return [ask.model_copy(update={"lines": refs or [len(cart.lines)]})]


def kind_replaces(edits: Sequence[Edit], cart: Any) -> list[Edit]:
    """``edits`` with the line the kind asked of would replace taken off, where the answer adds a line and
    takes nothing off (see the module)."""
    asked = getattr(cart, "asked", None)
    replacing = asked.replacing if asked is not None else None
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.id == replacing]
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if not refs or not adds or any(isinstance(e, RemoveLine | ChangeLine) for e in edits):
        return list(edits)
    out = list(edits)
    out.insert(adds[0], RemoveLine(ref=refs[0]))
    return out
