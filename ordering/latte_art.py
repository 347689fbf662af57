"""'With a heart in the foam', 'can you do latte art': a design poured in the milk is a note for the barista,
not more foam.

The model read "can i get it with a heart in the foam" of a cappuccino as the foam add-on. Where the turn
asks for latte art (a heart, a leaf, a rosetta, a tulip, a swan, "latte art", "a design") and names no
item of its own, the words from the design on ("a heart in the foam", "a heart in the latte art": no
latte) are the note of the line it is said of (the one line the model changed or added, else the cart's
last drink), and a foam add-on the model read from "in the foam" is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, line_to_note, note_after

_ART = re.compile(
    r"\b(?P<art>(?:a|some)\s+(?:little\s+|cute\s+|nice\s+)?(?:heart|leaf|rosetta|tulip|swan|design|pattern)"
    r"(?:\s+(?:in|on|as)\s+(?:the|it|top|my)(?:\s+(?:foam|milk|top|latte\s+art))?)?|latte\s+art)\b", re.I)
_FOAM = "foam"


def latte_art(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with latte art asked noted on its drink's line (see the module)."""
    match = _ART.search(text or "") if text and len(text) <= 200 and menu is not None else None
    if match is None:
        return list(edits)
    out = list(edits)
    if match["art"].lower().endswith("latte art") and len(re.findall(r"\blattes?\b", text.lower())) == 1:
        out = [e for e in out if not (isinstance(e, AddLine) and e.item == "latte")]  # "can you do latte art"
    lines = [k for k, e in enumerate(out) if isinstance(e, AddLine | ChangeLine)]
    target = line_to_note(out, lines, cart, menu)
    if target is None:  # no drink to draw on (the latte of "latte art" gone), or which line is not told
        return out if not lines else list(edits)
    out, at = target
    edit = out[at]
    art = match["art"].lower()
    if art in (edit.notes or ""):
        return out
    update: dict[str, Any] = {"notes": note_after(edit.notes, art)[:MAX_NOTE_CHARS]}
    said_foam = re.findall(r"\bfoam\w*", text.lower())
    if _FOAM in (edit.addons if isinstance(edit, AddLine) else edit.add_addons) and len(said_foam) <= (
            "foam" in art):  # "in the foam" is where the art goes, not more foam
        key = "addons" if isinstance(edit, AddLine) else "add_addons"
        update[key] = {n: c for n, c in getattr(edit, key).items() if n != _FOAM}
    out[at] = edit.model_copy(update=update)
    return [e for e in out if not (isinstance(e, ChangeLine) and e == ChangeLine(ref=e.ref))]
