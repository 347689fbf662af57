"""Portions of milk or cream said with a count ("a coffee with 2 milks", "a tea with two creams") or an
amount ("and some milk", "with a little cream") go on the line's ticket as a note in the customer's words.

A line has one milk, and no slot counts its portions: the model added the plain coffee and dropped "2
milks" without a word (or set half and half for "two creams" and dropped the count). How many portions a
barista pours is free text, like any request the menu lacks: the note carries it, and half and half stays
the line's milk where the model chose it. Only items served without milk (brewed coffee, americano, teas)
take portions on the side; a latte's milk is the drink. The portions end the part ("and one cream
espresso" orders an espresso with cream). "And some milk" said of a coffee was read as a question of the
milks ("Our milk options: …") where the model's note was dropped; "can you add two creams" of the coffee
ordered was a turn not caught, said after "add", "get", "put", "have" or "want" as after "with".

"Make that 3 creams" after "4 creams" counts the portions again (`portions_recounted`): the note's count
is changed, not the line's (the model made three coffees).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, Finish
from ordering.menu import Menu
from ordering.order_review import finished

_PORTIONS = re.compile(
    r"""(?:^\W*|(?:\bwith|\band|\bplus|,|\badd|\bget|\bput|\bhave|\bwant)\s+)
    (?P<said>(?:\d+|one|two|three|four|five|six|a\s+couple\s+of|some|a\s+little
    (?:\s+bit\s+of)?|a\s+bit\s+of|a\s+touch\s+of|a(?=\s+(?:splash|dash)))\s+
    (?:(?:splash(?:es)?|shots?|dash(?:es)?|portions?|pours?)\s+of\s+)?
    (?:milks?|creams?|creamers?|half\s+(?:and|&)\s+halfs?))\b
    (?=\s*(?:$|[,.!?;]|(?:and|please|thanks|each|in|on|for|to|plus|with|but|too|also|no)\b
            |(?:\d+|one|two|three|four|five|six)\s+[a-z]))  # or a count of more: "with 2 milk 2 sugar"
    """,
    re.I | re.X,
)


def milk_counted(edits: Sequence[Edit], text: str, cart: Any, menu: Menu) -> list[Edit]:
    """``edits`` with the milk portions said with a count put on the line's note (see the module): the one
    line the turn adds or changes, or, when the model wrote nothing or an end, the cart's last line (the
    order ends where closing words are said: "that's all, with two milks")."""
    said = _PORTIONS.search(text) if text and len(text) <= 2000 else None
    if said is None:
        return list(edits)
    out = list(edits)
    lines = [k for k, e in enumerate(out) if isinstance(e, AddLine | ChangeLine)]
    if not lines and all(isinstance(e, Finish) for e in out) and cart.lines:
        # "with two milks please" was read as the end: no end; "that's all, with two milks" ends too
        out, lines = [ChangeLine(ref=len(cart.lines)), *finished([], text)], [0]
    if len(lines) != 1:
        return out
    edit = out[lines[0]]
    line = cart.lines[edit.ref - 1] if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines) \
        else None
    item = edit.item if isinstance(edit, AddLine) else line.item if line is not None else None
    if item not in menu.items or menu.item(item).default_milk or "milk" not in menu.item(item).groups:
        return [e for e in out if not (isinstance(e, ChangeLine) and e == ChangeLine(ref=e.ref))]
    request = " ".join(said.group("said").split())
    had = edit.notes if edit.notes is not None else line.notes if line is not None else None
    if not had or request.lower() not in had.lower():
        notes = ", ".join([*filter(None, [had]), request])[:MAX_NOTE_CHARS]
        out[lines[0]] = edit.model_copy(update={"notes": notes})
    return [e for e in out if not (isinstance(e, ChangeLine) and e == ChangeLine(ref=e.ref))]


_NUMBER = r"(?:\d+|one|two|three|four|five|six)"
_PORTION = rf"{_NUMBER}\s+(?:milks?|creams?|creamers?)"
_RECOUNTED = re.compile(
    rf"""^\W*(?:(?:actually|sorry|no|oh|wait|um|uh|and|so)\W+)*
    (?:(?:(?:can|could)\s+you\s+)?make\s+(?:that|it)\s+|(?:just|only)\s+)?
    (?P<said>{_PORTION})(?:\s+(?:instead|please|thanks|then))*\W*$""",
    re.I | re.X,
)
_PORTION_NOTED = re.compile(rf"\b{_PORTION}\b", re.I)


def portions_recounted(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the milk portions of a line counted again in its note where the turn only says "make
    that 3 creams" of a line noted "4 creams" (the model changed the line's count)."""
    said = _RECOUNTED.match(text) if text and len(text) <= 80 else None
    noted = [r for r, line in enumerate(cart.lines, start=1)
             if line.notes and _PORTION_NOTED.search(line.notes)]
    if said is None or len(noted) != 1 or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    ref = noted[0]
    portions = " ".join(said.group("said").split())
    notes = _PORTION_NOTED.sub(portions, cart.lines[ref - 1].notes, count=1)
    return [ChangeLine(ref=ref, notes=notes)]
