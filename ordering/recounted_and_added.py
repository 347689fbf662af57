""""Make that two mochas and a latte" of three mochas: the mochas recounted, and a latte added.

The model read the turn as an order, or as a change of the mochas into lattes: "make that two mochas and a
latte" made five mochas and a latte (or two lattes); "actually two mochas and a latte" changed the three
mochas to two lattes; "actually make it two and a latte" lost the latte; "make that one latte and a mocha"
of two lattes kept both lattes. Where the turn corrects ("actually", "no", "sorry", "wait") or recounts
("make that", "make it", "change that to"), then says a count and the item of the cart's one line (or no
item), then "and" and one phrase that orders another item ("a latte", "two large mochas"),
and nothing after it, the line takes that count and the other item is added with the values its phrase
says (before the item: "a large oat latte"). Of a cart of two lines or more the turn may restate the
whole order ("make it two lattes and a croissant" of a latte and a muffin), and is left to the model.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import count_said, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.phrases_apart import phrase_line

_CORRECTING = frozenset({"actually", "no", "sorry", "wait", "oops"})
_OPENING = _CORRECTING | {"hmm", "oh", "um", "uh", "ok", "okay", ",", "."}
_RECOUNTING = (("make", "that"), ("make", "it"), ("change", "that", "to"), ("change", "it", "to"),
               ("make", "that", "to"))
_JOINS = frozenset({"and", "plus", ","})
_ENDS = frozenset({"please", "too", "thanks", ".", "!"})
_PHRASE_VALUES = ("size", "temp", "milk", "caffeine", "addon")


def recounted_and_added(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line recounted and the other item added, where the turn says so (see the
    module)."""
    said = _said(words, cart)
    if said is None or not edits or any(isinstance(e, AskMenu) for e in edits) or not all(
            isinstance(e, AddLine | ChangeLine | RemoveLine) for e in edits):
        return list(edits)
    count, added = said
    out: list[Edit] = [] if cart.lines[0].qty == count else [ChangeLine(ref=1, qty=count)]
    return [*out, added]


def _said(words: Sequence[str], cart: Any) -> tuple[int, AddLine] | None:
    """(the one line's new count, the line added) of a turn that says them, else None."""
    at, corrected = 0, False
    while at < len(words) and words[at] in _OPENING:
        corrected = corrected or words[at] in _CORRECTING
        at += 1
    recount = next((p for p in _RECOUNTING if tuple(words[at : at + len(p)]) == p), ())
    at += len(recount)
    if not (recount or corrected) or len(cart.lines) != 1:
        return None  # of two lines or more, "make it two lattes and a croissant" may restate the order
    count = count_said(words[at]) if at < len(words) else None
    if count is None:
        return None
    at += 1  # "make it two and a latte": no item said, the one line
    if at < len(words) and words[at].startswith("item:"):
        item = unsymbol(words[at])[1]
        if cart.lines[0].item != item:
            return None
        at += 1
    if at >= len(words) or words[at] not in _JOINS:
        return None
    at += 1 + (words[at] == "," and words[at + 1 : at + 2] == ["and"])
    added = _phrase(words[at:])
    if added is None or added.item == cart.lines[0].item:
        return None
    return count, added


def _phrase(words: Sequence[str]) -> AddLine | None:
    """The line one phrase orders ("a large oat latte", "two mochas please"), where the words are that
    phrase and nothing more; else None."""
    count = count_said(words[0]) if words else None
    if count is None:
        return None
    k = 1
    while k < len(words) and ":" in words[k] and unsymbol(words[k])[0] in _PHRASE_VALUES:
        k += 1
    if k >= len(words) or not words[k].startswith("item:") or not set(words[k + 1 :]) <= _ENDS:
        return None
    values = [unsymbol(w) for w in words[1:k]]
    return phrase_line(unsymbol(words[k])[1], values).model_copy(update={"qty": count})
