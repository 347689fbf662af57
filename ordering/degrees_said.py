"""A drink's temperature said in degrees: "a decaf soy latte, 140 degrees", "make it 160°F". The menu
has no value for it (extra hot is the nearest), so a barista needs the number: it goes on the drink's line
as a note in the customer's words. The model had no word for it; "degrees" read as a thing we lack
("Sorry, we don't have degrees."), and "make it 150 degrees" got "didn't catch". Applied in `read_words`
(workers/engine/readings.py)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, note_after, only_a_note

_DEGREES = re.compile(r"\b(\d{2,3})\s*(?:°\s*|degrees?\b\s*)(f\b|fahrenheit\b|c\b|celsius\b)?"
                      r"|\b(1\d\d)\s*(f)\b", re.I)  # "140 degrees", "160°F", "180F"
_UNITS = {"f": "°F", "fahrenheit": "°F", "c": "°C", "celsius": "°C"}


def degrees_noted(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the temperature said in degrees noted on its drink: the one drink the turn adds, else
    the cart's latest drink where the turn changes at most that line."""
    found = _DEGREES.findall(text or "")
    if menu is None or len(found) != 1:
        return list(edits)
    number, unit = found[0][:2] if found[0][0] else found[0][2:]
    note = f"{number} degrees" if not unit else f"{number}{_UNITS[unit.lower()]}"
    out = list(edits)
    drinks = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item in menu.items
              and menu.kind(e.item) == "drink"]
    if len(drinks) == 1:
        add = out[drinks[0]]
        if note not in (add.notes or ""):
            out[drinks[0]] = add.model_copy(update={"notes": _noted(add.notes, note)})
        return out
    refs = [r for r, line in enumerate(cart.lines, start=1) if menu.kind(line.item) == "drink"]
    if drinks or not refs or any(not isinstance(e, ChangeLine) for e in out):
        return out
    ref = refs[-1]
    if any(e.ref != ref and not only_a_note(e) for e in out):
        return out
    kept = [e for e in out if e.ref == ref and not only_a_note(e)]  # a stray note of the model's goes
    had = cart.lines[ref - 1].notes
    if note in (had or ""):
        return out
    change = kept[0] if kept else ChangeLine(ref=ref)
    return [change.model_copy(update={"notes": _noted(had, note)}), *kept[1:]]


def _noted(notes: str | None, note: str) -> str:
    joined = note_after(notes, note)
    return joined if len(joined) <= MAX_NOTE_CHARS else note
