""""A chai, no milk", "a hot chocolate with no milk": a drink made with milk asked without it is noted so.

The model wrote a note of milk in words never said ("extra milk"), which was dropped, and the chai went on
the ticket with its milk, the request lost without a word. A drink the menu makes with a milk of its own
(`Item.default_milk`: a latte, a chai latte, a hot chocolate) cannot lose it by a value; where the turn
says "no milk", "without milk", "hold the milk" or "skip the milk" of the one line it adds or changes (else
of the cart's last drink, where the model wrote nothing else), that line is noted in the customer's words
for the barista. A drink served without milk (a coffee, a tea) is as asked already, and is left as it is.
A turn that orders nothing and takes a milk off a line is `milk_taken_off`'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import (
    MAX_NOTE_CHARS,
    AddLine,
    ChangeLine,
    Edit,
    item_of,
    line_to_note,
    note_once,
    notes_had,
)

_REFUSED = re.compile(r"\b(?:no|without|hold\s+the|skip\s+the|minus\s+the|minus)\s+milk\b(?!\s+(?:foam|on))",
                      re.I)


def milk_refused(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with "no milk" noted on the line of a drink made with milk (see the module)."""
    said = _REFUSED.search(text or "") if menu is not None and len(text or "") <= 200 else None
    if said is None:
        return list(edits)
    lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]
    target = line_to_note(edits, lines, cart, menu)
    if target is None:
        return list(edits)
    out, at = target
    item = item_of(out[at], cart)
    if item not in menu.items or not menu.item(item).default_milk or out[at].milk is not None:
        return list(edits)
    had = notes_had(out[at], cart)
    request = " ".join(said.group(0).lower().split())
    out[at] = out[at].model_copy(update={"notes": note_once(had, request)[:MAX_NOTE_CHARS]})
    return out
