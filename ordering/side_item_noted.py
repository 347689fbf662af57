""""A latte and a muffin on the side": the muffin is a line of its own, not the latte's note.

The model wrote its "milk on the side" note on the drink, which the turn re-read as "muffin on the side",
beside the muffin it added: the barista would have read a muffin twice. A part of a note that names only
an item the turn adds as a line of its own ("(with) a croissant on the side") comes off the other line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit

_AROUND = frozenset({"with", "a", "an", "the", "some", "on", "side", "too", "please"})


def side_item_not_noted(edits: Sequence[Edit], menu: Any) -> list[Edit]:
    """``edits`` less the note parts that only name an item another line of the turn adds (see the
    module)."""
    added = [e for e in edits if isinstance(e, AddLine)]
    if menu is None or len(edits) < 2 or not added:
        return list(edits)
    out = []
    for edit in edits:
        notes = getattr(edit, "notes", None)
        if isinstance(edit, AddLine | ChangeLine) and notes:
            others = {e.item for e in added if e is not edit}
            kept = [part for part in notes.split(", ") if not _names_only(part, others, menu)]
            if len(kept) < len(notes.split(", ")):
                edit = edit.model_copy(update={"notes": ", ".join(kept) or None})
        out.append(edit)
    return out


def _names_only(part: str, items: set[str], menu: Any) -> bool:
    """Whether the note part says nothing but one of ``items`` and where it goes ("a steamer on the side")."""
    words = part.lower().split()
    rest = " ".join(w for w in words if w not in _AROUND)
    return "side" in words and bool(rest) and menu.resolve("item", rest) in items
