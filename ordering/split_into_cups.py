"""'Can you split it into two cups': a drink served in two cups is one drink, noted for the barista.

The model read the count of cups as a count of drinks ("You now have 2 large lattes", the price doubled),
and "for the kids" after it as a kids' size. Where the turn asks to split, divide or pour a line into a
count of cups (glasses, mugs) and the model only recounted or resized one line, that line keeps its count
and size and takes the request, in the words said, as a note.
"""

from __future__ import annotations

import re
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, ChangeLine, Edit

_SPLIT = re.compile(r"\b(?:split|divide|pour|share)\b[^.,!?]{0,20}?\b(?:into|in|between)\s+"
                    r"(?:two|three|four|2|3|4)\s+(?:separate\s+|small\s+|smaller\s+)?(?:cups|glasses|mugs)\b",
                    re.I)


def split_into_cups(edits: list[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the request to split a line into cups noted on it (see the module)."""
    said = _SPLIT.search(text or "") if len(text or "") <= 200 else None
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if said is None or not cart.lines or len(refs) > 1 or any(
            not isinstance(e, ChangeLine) or e.values_changed() - {"qty", "size", "notes"} for e in edits):
        return list(edits)
    ref = refs.pop() if refs else len(cart.lines)
    if not 1 <= ref <= len(cart.lines):
        return list(edits)
    had = cart.lines[ref - 1].notes
    note = ", ".join(filter(None, [had, said.group(0).lower()]))[:MAX_NOTE_CHARS]
    return [ChangeLine(ref=ref, notes=note)]
