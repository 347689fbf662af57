""""A cappuccino, dry", then "actually wet": the cappuccino no longer dry, and noted "wet".

The menu has "dry" (less milk, more foam) as a preparation but not its opposite, and the model, which
knows only menu words, wrote a stray note ("didn't catch"). Where the turn only asks a drink wet ("actually
wet", "make it wet please", "wet instead") and the model changed nothing but a note, the one line that is
dry (else the last line, where its drink can be made dry) loses the dry and is noted "wet".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit, note_after, only_a_note

_WET = re.compile(r"^\W*(?:(?:actually|oh|no|sorry|wait|ok|okay|and|but|um|uh)\W+)*"
                  r"(?:(?:(?:can|could)\s+you\s+)?make\s+(?:it|that|this|mine|the\s+[a-z]+)\s+)?(?:a\s+)?wet"
                  r"(?:\s+(?:cappuccino|latte|flat\s+white|cortado|macchiato|mocha))?"  # "wet cappuccino"
                  r"(?:\s+(?:one|please|instead|actually|thanks|then))*\W*$", re.I)
_DRY = "dry"


def wet_said(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the dry (else the last) line made wet (see the module)."""
    if menu is None or not cart.lines or not _WET.match(text or "") or not all(map(only_a_note, edits)):
        return list(edits)
    dry = [ref for ref, line in enumerate(cart.lines, start=1) if _DRY in line.preps]
    if len(dry) > 1:
        return list(edits)
    ref = dry[0] if dry else len(cart.lines)
    line = cart.lines[ref - 1]
    if not dry and not menu.allows(line.item, "prep", _DRY):
        return list(edits)
    if line.notes and "wet" in line.notes.lower():
        return list(edits)
    return [ChangeLine(ref=ref, drop=[_DRY] if dry else [], notes=note_after(line.notes, "wet"))]
