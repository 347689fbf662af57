""""How long will it take?" ("what's taking so long", "where's my coffee", "what time will it be ready")
is answered with how the order goes on, not read back as the order's end.

The model knows no words of waiting: it read such a turn as the order's end (the order read back, "Press
Confirm") or as a question of nothing (the menu's sections). The café cannot promise minutes; the reply
says the order is started once confirmed and the page follows it until it is ready (`replies.WAIT`, one
place for a café to change). The cart stays as it was.

"It's for pickup at 8", "can it be ready by 9am", "I'll be there in 10 minutes": the model read the hour as
the last line's count (eight cortados). A time to collect, said with no item, changes nothing; the reply
says no order is held for later (`replies.NOT_LATER`).

"A latte for pickup", "it's for pickup", "i'll pick it up": with no time said, the order is to go (the model
read nothing, or the order's end, and "i'll pick it up" was "didn't catch") (`pickup_said`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AskMenu, Edit, Finish, ReviewOrder, SetOrder, only_a_note, only_a_recount
from ordering.replies import LATER, WAITING

_WAITING = re.compile(
    r"""\bhow\s+long\s+(?:will|would|does|do|is|are|until|till|to|for)\b
    | \bhow\s+much\s+longer\b
    | \bwhen\s+(?:will|would|is|are)\s+(?:it|that|they|my\s+\w+|the\s+order|the\s+drinks?|everything)
      (?:\s+be)?\s+(?:ready|done)\b
    | ^\W*(?:so\s+|and\s+|um\s+)?(?:is|are)\s+(?:it|that|they|my\s+\w+|the\s+\w+|everything)
      \s+(?:almost\s+|nearly\s+)?(?:ready|done)(?:\s+yet)?\W*$
    | \btaking\s+(?:so|too|this|that)\s+long\b
    | ^\W*(?:so\s+|and\s+|um\s+|hey\s+)?where(?:'s|\s+is|\s+are)\s+(?:my|our)\s+
      (?:order|coffee|coffees|drinks?)\W*$
    | \b(?:what\s+time|how\s+soon)\s+(?:will|would|is|are|can|should)\s+(?:it|that|they|my\s+\w+|the\s+order
      |the\s+drinks?|everything|i|we)\b
    | \bhow\s+many\s+minutes\b
    | \bwait(?:ing)?\s+time\b
    | \bhow\s+(?:long|much\s+time)\s+(?:is|will\s+be)\s+the\s+wait\b""",
    re.I | re.X,
)


def wait_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the waiting question answered, when the turn asks how long the order takes and the
    model wrote nothing but the order's end, a read-back or a question of nothing."""
    if not text or len(text) > 300 or not _WAITING.search(text):
        return list(edits)
    nothing = [e for e in edits if isinstance(e, Finish | ReviewOrder)
               or isinstance(e, AskMenu) and not e.about and e.ref is None]
    if len(nothing) != len(edits):
        return list(edits)
    if _FINISHED.search(text) and any(isinstance(e, Finish | ReviewOrder) for e in edits):
        return [Finish(), AskMenu(about=[WAITING])]  # "that's all, how long will it be": read back, and when
    return [AskMenu(about=[WAITING])]


_FINISHED = re.compile(r"\b(?:that(?:'s|\s+is|'ll\s+be|\s+will\s+be)\s+(?:all|it|everything)|i'?m\s+done|"
                       r"nothing\s+else)\b", re.I)


# a time of day or a wait said as when the customer comes: "at 8", "by 9am", "8:30", "in 10 minutes"
_CLOCK = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)(?!\w)|\b\d{1,2}:\d{2}\b", re.I)
_COMING = re.compile(
    r"\b(?:pick(?:ing)?\s+(?:it|them|that|this|everything|the\s+order)?\s*up|pick-?up|collect(?:ing|ed)?|"
    r"ready|be\s+(?:there|here|in)|come\s+(?:by|in|back)|swing\s+by|arriv(?:e|ing)|get\s+there|grab\s+it)\b"
    r".{0,30}?\b(?:at|by|around|for|in|about)\s+(?:about\s+|around\s+)?(?:\d|a\s+few\b|noon\b|half\b)", re.I)


def pickup_time_said(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or the turn answered that no order is held for later, where it names a time to collect
    and no item, and the model only recounted a line (the hour read as a count), noted, or wrote nothing."""
    if not text or len(text) > 200 or not (_COMING.search(text) or _CLOCK.search(text)):
        return list(edits)
    if any(w.startswith("item:") for w in words):
        return list(edits)
    named = [e for e in edits if isinstance(e, SetOrder) and e.customer_name and e.to_go is None]
    if not all(isinstance(e, Finish | ReviewOrder) or only_a_note(e) or only_a_recount(e) or e in named
               or isinstance(e, AskMenu) and e.ref is None for e in edits):
        return list(edits)
    return [*named, AskMenu(about=[LATER])]  # "the name is sam, pickup at 8": the name kept


_PICKUP = re.compile(r"\bfor\s+pick\s*-?\s*up\b"
                     r"|\b(?:i'll|i\s+will|we'll|we\s+will|gonna|going\s+to)\s+pick\s+"
                     r"(?:it|them|this|that|everything|the\s+order)\s+up\b", re.I)


def pickup_said(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` with the order made to go where the turn says it is for pickup and no time (see the
    module), in place of the order's end or a question of nothing the model read from those words."""
    if not text or len(text) > 200 or not _PICKUP.search(text) or _CLOCK.search(text):
        return list(edits)
    if any(isinstance(e, SetOrder) and e.to_go is not None or isinstance(e, AskMenu) and e.about
           for e in edits):
        return list(edits)  # a way said, or a question with a subject ("no order held for later")
    kept = [e for e in edits if not (isinstance(e, Finish | ReviewOrder | AskMenu) or only_a_note(e))]
    asked = [e for e in edits if isinstance(e, AskMenu)][:1] if not kept else []  # "what would you like?"
    return [*kept, SetOrder(to_go=True), *asked]
