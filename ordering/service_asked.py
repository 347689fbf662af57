""""A muffin", then "and a fork" (or "and a napkin please", "can i get two forks"): a note on the line it
goes with, not "Sorry, we don't have a fork" nor "didn't catch".

What a café hands over with an order (napkins, straws, forks, a sleeve) is on no menu: the model wrote a
note for some ("with a straw"), nothing for others ("didn't catch"), and a fork read as a thing we lack.
Where the whole turn asks for such things and the model changed no line but for a note, they are noted in
the customer's words on the cart's last food line for cutlery and plates, else on its last line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, AskMenu, ChangeLine, Edit, Finish, note_after

_CUTLERY = r"forks?|knife|knives|spoons?|plates?|cutlery|utensils"
_HANDED = rf"napkins?|straws?|lids?|sleeves?|stirrers?|{_CUTLERY}"
_SERVICE = re.compile(
    r"^\W*(?:(?:and|also|plus|oh|ok(?:ay)?|um|uh)[\s,]+)*(?:(?:can|could|may)\s+(?:i|we)\s+(?:get|have|grab)\s+|"
    r"i'?d\s+like\s+|i\s+need\s+|we\s+need\s+)?"
    rf"(?P<asked>(?:(?:a|an|one|two|three|four|\d+|some|extra|a\s+couple\s+of|a\s+few)\s+)?"
    rf"(?:paper\s+|plastic\s+|extra\s+)?(?:{_HANDED})"
    rf"(?:\s+(?:and|&)\s+(?:(?:a|an|one|two|three|\d+|some)\s+)?(?:{_HANDED}))?)"
    r"(?:\s+(?:please|too|as\s+well|thanks|for\s+(?:it|that|them|the\s+\w+)))*\W*$", re.I)


def service_asked(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the things handed over with an order noted on the line they go with (see the
    module)."""
    match = _SERVICE.match(text or "") if text and len(text) <= 80 else None
    if match is None or not cart.lines or menu is None or not all(_written_instead(e) for e in edits):
        return list(edits)
    refs = list(range(1, len(cart.lines) + 1))
    if re.search(rf"\b(?:{_CUTLERY})\b", match["asked"].lower()):
        refs = [r for r in refs if menu.kind(cart.lines[r - 1].item) == "food"] or refs
    ref = refs[-1]
    note = note_after(cart.lines[ref - 1].notes, match["asked"].lower())[:MAX_NOTE_CHARS]
    return [ChangeLine(ref=ref, notes=note)]


def _written_instead(edit: Edit) -> bool:
    """Whether the model's edit is one it writes of such a turn: nothing to change, a note, a question, the
    order's end, or the thing ordered as one we lack."""
    if isinstance(edit, ChangeLine):
        return edit.values_changed() <= {"notes"}
    if isinstance(edit, AddLine):
        return False
    return isinstance(edit, AskMenu | Finish)
