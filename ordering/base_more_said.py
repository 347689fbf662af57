"""'With extra chai', 'more matcha please', 'an extra shot of matcha' said after a chai or a matcha latte:
more of the drink's own base, a note on its line, not another drink (nor an espresso shot).

Said with the drink ("a chai latte with extra chai") the request is noted already (`special_requests`);
said in a turn of its own after it, the model added a second chai latte, and "with more matcha" read as the
order's end. Where the whole turn asks for more (or less) of a word of the name of one line's item
("extra", "more", "a bit more", "less", "light on the" …) that is no word of a menu option ("extra foam"
is the foam add-on), and the model only added that item, ended the order or wrote nothing, the request is
that line's note in the customer's words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, Finish, note_after

_MORE = re.compile(
    r"^\W*(?:(?:and|oh|also|please|um|uh|ok|okay)[\s,]+)*(?:(?:can|could)\s+(?:i|you)\s+(?:get|have|make|do|add)"
    r"\s+(?:it\s+|that\s+)?|make\s+it\s+|add\s+)?(?:with\s+)?(?:an?\s+)?(?P<request>(?:extra|more|a\s+(?:bit|little|"
    r"touch)\s+more|double\s+the|lots\s+of|less|a\s+(?:bit|little)\s+less|light\s+on\s+the|easy\s+on\s+the|"
    r"(?:extra\s+|another\s+|more\s+)?(?:shot|scoop|pump)s?\s+of(?:\s+the)?)\s+"  # "an extra shot of matcha"
    r"(?P<base>[a-z]+))(?:\s+(?:please|in\s+it|thanks|too))*\W*$", re.I)


def base_more_said(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or more of a line's own base noted on that line (see the module)."""
    match = _MORE.match(text or "") if text and len(text) <= 80 and menu is not None else None
    if match is None or not cart.lines:
        return list(edits)
    base = match["base"].lower()
    if base in menu.option_words:
        return list(edits)  # "extra foam", "more vanilla": the add-on
    refs = [k for k, line in enumerate(cart.lines, 1) if base in line.item.split()]
    if len({cart.lines[k - 1].item for k in refs}) != 1:
        return list(edits)
    item = cart.lines[refs[-1] - 1].item
    ref = refs[-1]
    shot = ChangeLine(ref=ref, add_addons={"espresso shot": 1})  # "shot" read as the espresso shot
    if any(not (isinstance(e, AddLine) and e.item == item or isinstance(e, Finish) or e == shot)
           for e in edits):
        return list(edits)
    note = note_after(cart.lines[ref - 1].notes, match["request"].lower())[:MAX_NOTE_CHARS]
    return [ChangeLine(ref=ref, notes=note)]
