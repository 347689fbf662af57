""""An iced latte", then "not too much ice please": still iced, noted "not too much ice".

The model read the ice's amount as the drink's temperature taken back (the latte went hot) and "not much
ice" as ice added without a word of how much. Where the turn says how much ice ("not too much ice", "less
ice", "light on the ice", "hardly any ice") of an iced line, a change keeps its temperature, and the amount
is noted in the customer's words where no note says it yet.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, ChangeLine, Edit, note_after
from ordering.said import said_words

_ICE_AMOUNT = re.compile(r"\b(?:not\s+(?:too\s+|that\s+|so\s+)?much|less|light(?:\s+on(?:\s+the)?)?|"
                         r"easy\s+on(?:\s+the)?|(?:just\s+|only\s+)?a\s+little|hardly\s+any|"
                         r"not\s+a\s+lot\s+of)\s+ice\b", re.I)


def ice_amount_said(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` with an iced line kept iced where the turn only says how much ice (see the module)."""
    said = _ICE_AMOUNT.search(text or "")
    if said is None:
        return list(edits)
    out = []
    for edit in edits:
        if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines) and (
                cart.lines[edit.ref - 1].temp == "iced"):
            line = cart.lines[edit.ref - 1]
            update: dict[str, Any] = {"unset": [g for g in edit.unset if g != "temp"]}
            if edit.temp not in (None, "iced"):
                update["temp"] = None
            noted = " ".join(filter(None, (edit.notes, line.notes))).lower()
            if said.group(0).lower() not in noted and "ice" not in noted:
                update["notes"] = note_after(edit.notes or line.notes, said.group(0).lower())[:MAX_NOTE_CHARS]
            edit = edit.model_copy(update=update)
        out.append(edit)
    return out


_PLAIN_ICE = re.compile(r"\b(?:regular|normal|usual|standard)\s+(?:amount\s+of\s+)?ice\b", re.I)


def plain_ice_said(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` where the turn asks for the usual amount of ice ("no, regular ice" of a chai noted "light
    ice"): the note's part about the ice comes off the line the edits change (or the one line whose note
    has one), and ice the line has already is not put on again. The model read it as ice added, which the
    line had: "The chai latte has ice already", and the barista still made it light."""
    if _PLAIN_ICE.search(text or "") is None:
        return list(edits)
    iced = {ref: parts for ref, line in enumerate(cart.lines, start=1) if line.notes
            for parts in [line.notes.split(", ")] if any("ice" in said_words(part) for part in parts)}
    changed = {e.ref for e in edits if isinstance(e, ChangeLine)}
    refs = changed & iced.keys() or (set(iced) if len(iced) == 1 and not changed - iced.keys() else set())
    if not refs:
        return list(edits)
    out = [e for e in edits if not (isinstance(e, ChangeLine) and e.ref in refs)]
    for ref in sorted(refs):
        kept = [part for part in iced[ref] if "ice" not in said_words(part)]
        update: dict[str, Any] = {"notes": ", ".join(kept)} if kept else {"unset": ["notes"]}
        line = cart.lines[ref - 1]
        base = next((e for e in edits if isinstance(e, ChangeLine) and e.ref == ref), ChangeLine(ref=ref))
        addons = {n: c for n, c in base.add_addons.items() if not (n == "ice" and n in line.addons)}
        unset = [g for g in base.unset if g != "notes"] + update.get("unset", [])
        out.append(base.model_copy(update={**update, "add_addons": addons, "unset": unset}))
    return out
