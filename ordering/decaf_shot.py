""""A latte with an extra shot", then "make the extra shot decaf": the shot added is decaf, not the drink.

The model made the whole latte decaf, and the barista would pull no caffeinated shot at all. Where the
turn says "decaf" once, of the shot ("the shot decaf", "a decaf shot"), and the line made decaf is no
espresso and has (or gets) an extra espresso shot, the drink keeps its caffeine and the line is noted
"decaf extra shot"; the shot stays on, as ordered.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit, note_once

_SHOT = "espresso shot"
_NOTE = "decaf extra shot"
_OF_THE_SHOT = re.compile(r"\b(?:the|that|extra|added|espresso)\s+shot\s+(?:be\s+|is\s+)?decaf\b|"
                          r"\bdecaf\s+(?:extra\s+|espresso\s+)?shot\b(?!s)", re.I)


def decaf_shot(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` with the decaf said of the extra shot noted on its line, not the line made decaf (see the
    module)."""
    if not text or _OF_THE_SHOT.search(text) is None or len(re.findall(r"\bdecaf\b", text, re.I)) != 1:
        return list(edits)
    out = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.caffeine == "decaf" and _SHOT in edit.addons and (
                edit.item != "espresso"):
            edit = edit.model_copy(update={"caffeine": None, "notes": note_once(edit.notes, _NOTE)})
        elif isinstance(edit, ChangeLine) and edit.caffeine == "decaf" and 1 <= edit.ref <= len(cart.lines):
            line = cart.lines[edit.ref - 1]
            if line.item != "espresso" and line.caffeine is None and (
                    _SHOT in line.addons or _SHOT in edit.add_addons):
                kept = {n: c for n, c in edit.add_addons.items() if not (n == _SHOT and n in line.addons)}
                edit = edit.model_copy(update={"caffeine": None, "add_addons": kept,
                                               "notes": note_once(edit.notes or line.notes, _NOTE)})
        out.append(edit)
    return out
