"""'Add some hot water', 'with more hot water', 'extra hot water on the side': water asked in or with a drink
is a note on that drink, not a thing we lack and not a temperature.

The menu sells no water, so "an americano", then "add some hot water", was said back as "Sorry, we don't
have hot water" and nothing reached the barista; "with more hot water" found nothing to change, and
"with extra hot water on the side" of a tea made the tea extra hot. Where the turn asks for water with a
word of amount or adding before it ("add", "with", "extra", "more", "less", "some", "a little", "a splash
of", "top it up with", "no" …) and the turn adds or changes one drink, or adds and changes nothing and the
cart holds a drink, the request goes on that drink's line as a note in the customer's words ("add" left
off): "a grande chai tea latte with soy milk and no water" is noted "no water".
A temperature the model read from the "hot" of "hot water" alone is dropped. The engine does not say back
a thing we lack that a note now holds (`Engine._read`). "A glass of water" or "a water" orders water,
which the menu refuses, as before.
"""

from __future__ import annotations

import re
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, line_to_note, note_after

_LEAD = (r"(?:add|adding|with|extra|more|less|some|light|no|without|easy\s+on\s+the|"
         r"(?:an?\s+)?(?:little|bit|drop|splash|dash|lot|touch)(?:\s+(?:more|of|less))?|"
         r"top(?:\s+it)?\s+(?:up|off)(?:\s+with)?)")
_WATER_ASKED = re.compile(
    rf"\b(?P<request>(?:{_LEAD}\s+)+(?:extra\s+)?(?:hot\s+|cold\s+)?water"
    r"(?:\s+on\s+the\s+side|\s+in\s+it)?)\b", re.I)
_TEMP_WORDS = re.compile(r"\b(?:hot|hotter|iced|ice|warm|cold|cool|heated|steaming|scalding|lukewarm)\b",
                         re.I)


def water_asked(edits: list[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with water asked of a drink noted on its line (see the module)."""
    match = _WATER_ASKED.search(text or "") if text and len(text) <= 300 and menu is not None else None
    if match is None:
        return list(edits)
    noted = [k for k, e in enumerate(edits) if "water" in (getattr(e, "notes", None) or "")]
    if noted:  # noted already ("with extra hot water on the side"): only the "hot" of the water is dropped
        return [_no_water_temp(e, text, match) if k in noted else e for k, e in enumerate(edits)]
    target = line_to_note(edits, [k for k, e in enumerate(edits) if _of_a_drink(e, cart, menu)], cart, menu)
    if target is None:
        return list(edits)
    out, at = target
    request = re.sub(r"^(?:add|adding)\s+", "", match["request"].lower())
    edit = out[at].model_copy(update={"notes": note_after(out[at].notes, request)[:MAX_NOTE_CHARS]})
    out[at] = _no_water_temp(edit, text, match)
    return out


def _no_water_temp(edit: Edit, text: str, match: re.Match) -> Edit:
    """``edit`` without a temperature read from the "hot" of "hot water" alone."""
    rest = text[: match.start()] + text[match.end():]
    if not isinstance(edit, AddLine | ChangeLine) or _TEMP_WORDS.search(rest):
        return edit
    update: dict[str, Any] = {"temp": None}
    if isinstance(edit, ChangeLine):
        update["unset"] = [field for field in edit.unset if field != "temp"]
    return edit.model_copy(update=update)


def _of_a_drink(edit: Edit, cart: Any, menu: Any) -> bool:
    """Whether ``edit`` adds a drink or changes a drink line of the cart."""
    if isinstance(edit, AddLine):
        return edit.item in menu.items and menu.kind(edit.item) == "drink"
    if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
        return menu.kind(cart.lines[edit.ref - 1].item) == "drink"
    return False
