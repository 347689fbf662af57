""""Also a bit less milk", "a splash of milk", "light on the foam": how much of what a drink comes with,
said alone, is a note on the drink.

The model wrote a stray note ("with a straw"), which the readings drop, and the kind said ("milk") was
then read as a question of the kind: the reply listed the milks. Where the turn says an amount of milk,
cream, foam, water or ice, or fewer pumps ("with two pumps less" of a chai), and nothing else of the
menu, and nothing else was read of it, the amount is noted in the customer's words on the order's latest
drink (`amount_noted`); "and one with a splash of milk" (a cold brew, then) is one more of the drink
with that note. A kind so said is no kind asked of (`order_review.kinds_listed`), and a line taken from
an offer carries it ("is the cold brew strong?", then "i'll take one, large, with a splash of milk":
`offer_taken`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, note_after

_AMOUNT = re.compile(
    r"\b(?P<said>(?:(?:just|only)\s+)?(?:(?:a\s+)?(?:(?:little\s+|tiny\s+)?bit|little|touch|tad|splash|dash|drop|"
    r"hint)\s+(?:of\s+)?(?:(?:more|less|extra)\s+)?|(?:a\s+lot\s+)?(?:less|more)\s+|"
    r"(?:light|easy|heavy)\s+on\s+(?:the\s+)?)(?:the\s+)?(?:milk|cream|foam|froth|water|ice))\b", re.I)
# "with two pumps less", "one less pump", "fewer pumps": of a drink whose pumps no add-on of the line counts
# (a chai's), said alone; the model read the number as the drink's count (`recounted` undoes that)
_COUNT = r"(?:one|two|three|four|a\s+couple(?:\s+of)?|\d+)"
_FEWER_PUMPS = re.compile(
    rf"\b(?P<said>(?:{_COUNT}\s+)?(?:less|fewer)\s+pumps?|{_COUNT}\s+pumps?\s+(?:less|fewer)|"
    r"half\s+(?:the\s+)?pumps)\b", re.I)
# what else a turn that only says an amount may hold: "also a bit less milk please"
_BESIDE = frozenset({"also", "and", "please", "thanks", "with", "oh", "ok", "okay", "um", "uh", "actually",
                     "can", "could", "i", "get", "have", "make", "it", "that", "but", "just"})


def amount_said(text: str) -> str | None:
    """The amount of a thing a drink comes with said in ``text`` ("a bit less milk"), lowered, or None."""
    found = _AMOUNT.search(text or "") or _FEWER_PUMPS.search(text or "")
    return re.sub(r"\s+", " ", found["said"].lower()) if found else None


def without_amount(text: str) -> str:
    """``text`` less the amount said in it."""
    return _FEWER_PUMPS.sub(" ", _AMOUNT.sub(" ", text or ""))


def amount_noted(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the amount said noted on the order's latest drink where the turn says only that and
    nothing was read of it (see the module)."""
    said = amount_said(text)
    if said is None or menu is None or len(text) > 120:
        return list(edits)
    rest = re.findall(r"[a-z']+", without_amount(text).lower())
    drinks = [r for r, line in enumerate(cart.lines, start=1) if menu.kind(line.item) == "drink"]
    another = rest[:1] in (["and"], ["plus"], ["also"]) and rest[1:2] == ["one"]  # "and one with a splash …"
    if edits and not (another and all(isinstance(e, ChangeLine) and e.ref == len(cart.lines) and (
            e.values_changed() <= {"notes", "unset"}) for e in edits)):  # the model's: the last line noted
        return list(edits)
    if not drinks or any(w not in _BESIDE for w in (rest[2:] if another else rest)):
        return list(edits)
    line = cart.lines[drinks[-1] - 1]
    if another:  # one more of the cart's last line, a drink of one, with the amount its own
        if drinks[-1] != len(cart.lines) or line.qty != 1:
            return list(edits)
        return [AddLine(**line.model_dump(exclude={"id", "qty", "who", "notes"}), notes=said)]
    if said in (line.notes or "").lower():
        return list(edits)
    return [ChangeLine(ref=drinks[-1], notes=note_after(line.notes, said)[:MAX_NOTE_CHARS])]
