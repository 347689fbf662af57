"""A line asked "with everything": "a bagel", then "with everything" (or "with everything on it").

The model read "everything" as the order's end ("that's everything") and read the order back. Said after
"with", and alone, it asks all the toppings on the order's last line: that line's note, in these words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit, Finish, ReviewOrder, note_after, only_a_note

_AFTER = frozenset({"on", "it", "please", "thanks", "that", "this", "one", ".", "!"})
_BEFORE = frozenset({"and", "oh", "ok", "okay", "um", "uh", "can", "i", "get", "it", "have", "make"})


def with_everything(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` as the note "with everything" on the last line where the turn only asks that (see the
    module)."""
    at = next((k for k in range(len(words) - 1) if words[k : k + 2] == ["with", "everything"]), None)
    if at is None or not cart.lines or not set(words[:at]) <= _BEFORE or not set(words[at + 2 :]) <= _AFTER:
        return list(edits)
    if not all(isinstance(e, Finish | ReviewOrder) or only_a_note(e) for e in edits):
        return list(edits)
    ref = len(cart.lines)
    return [ChangeLine(ref=ref, notes=note_after(cart.lines[-1].notes, "with everything"))]
