"""A turn that only declines anything more ("no thanks", "nope, that'll do", "finished") ends the order.

Every reply that adds or changes asks "Anything else?". The model read "no thanks" as a removal (the
customer's only latte was removed), "no more thanks" or "no more for me" too, and "finished" or "that'll
do" as nothing it knew. Where the whole turn is a "no" and/or words that close the order, the cart holds
lines, and the last reply asked no question the turn could answer (`Cart.asked`), the turn finishes the
order (the reply reads it back to confirm) and does nothing else; where the order is had ("to go") is kept.

"Ok, just those two then" (after a question of something we lack) says the same of the lines the cart
holds: the model read "two" as a count of the last line and doubled it. Where the whole turn keeps "just" or
"only" those lines, with a count (if any) that is the cart's number of lines or of units, it finishes too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import Edit, Finish, SetOrder
from ordering.said import NUMBER_NAMES

_DECLINING = re.compile(
    r"""^\W*(?:(?:no|nope|nah|naw|not\s+really)\b[\s,.!]*)?
    (?:(?:thanks?|thank\s+you|ty)\b[\s,.!]*)?
    (?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?
    (?:finished|done|all\s+done|all\s+set|good|that'?ll\s+do|that\s+will\s+do|that\s+(?:will|'?ll)\s+be\s+all
     |nothing(?:\s+(?:else|more))?|i\s+think\s+that'?s\s+(?:it|all)|that'?s\s+(?:it|all|everything)
     |more|(?:that'?s|that\s+is\s+)?\s*enough)?(?:\s+for\s+(?:me|us|now|today))?
    [\s,.!]*(?:(?:thanks?|thank\s+you|cheers|please)\b[\s,.!]*)?$""", re.I | re.X)
_THOSE_KEPT = re.compile(
    r"""^\W*(?:(?:ok|okay|alright|all\s+right|right|fine|so|yeah|yes)\b[\s,.!]*)*
    (?:just|only)\s+(?:those|these|them|the|that)
    (?:\s+(?P<count>\d|two|three|four|five|six))?(?:\s+(?:things|items|ones|of\s+them))?
    [\s,.!]*(?:(?:then|please|thanks?|thank\s+you|for\s+now)\b[\s,.!]*)*$""", re.I | re.X)
_SAYS_NO_OR_CLOSES = re.compile(
    r"\b(?:no|nope|nah|naw|not|finished|done|set|good|do|all|nothing|it|everything|enough)\b", re.I)


def declined_more(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the order finished where the turn only declines anything more (see the module)."""
    if not text or len(text) > 80 or not cart.lines or _answers_a_question(getattr(cart, "asked", None)):
        return list(edits)
    if not (_DECLINING.match(text) and _SAYS_NO_OR_CLOSES.search(text)) and not _those_kept(text, cart):
        return list(edits)
    return [*(e for e in edits if isinstance(e, SetOrder) and e.customer_name is None), Finish()]


def _those_kept(text: str, cart: Any) -> bool:
    """Whether the turn keeps just the lines the cart holds ("ok just those two then"): a count said is
    the number of lines or of units."""
    kept = _THOSE_KEPT.match(text)
    if not kept:
        return False
    count = (kept["count"] or "").lower()
    said = int(count) if count.isdigit() else NUMBER_NAMES.index(count) if count else None
    return said is None or said in (len(cart.lines), sum(line.qty for line in cart.lines))


def _answers_a_question(asked: Any) -> bool:
    """Whether the last reply asked something a "no" answers: a choice or an offer, not the answer to a
    question of one line ("No, the croissant isn't warmed", which keeps the line only for "warm it")."""
    if asked is not None and asked.option is not None:  # "do you have caramel?": "no thanks" takes none
        return False
    return asked is not None and not (len(asked.lines) == 1 and asked.change is None and not asked.kind
                                      and not asked.offer)
