"""A turn that only declines anything more ("no thanks", "nope, that'll do", "finished") ends the order.

Every reply that adds or changes asks "Anything else?". The model read "no thanks" as a removal (the
customer's only latte was removed) and "finished" or "that'll do" as nothing it knew. Where the whole
turn is a "no" and/or words that close the order, the cart holds lines, and the last reply asked no
question the turn could answer (`Cart.asked`), the turn finishes the order (the reply reads it back to
confirm) and does nothing else; where the order is had ("to go") is kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import Edit, Finish, SetOrder

_DECLINING = re.compile(
    r"""^\W*(?:(?:no|nope|nah|naw|not\s+really)\b[\s,.!]*)?
    (?:(?:thanks?|thank\s+you|ty)\b[\s,.!]*)?
    (?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?
    (?:finished|done|all\s+done|all\s+set|good|that'?ll\s+do|that\s+will\s+do|that\s+(?:will|'?ll)\s+be\s+all
     |nothing(?:\s+(?:else|more))?|i\s+think\s+that'?s\s+(?:it|all)|that'?s\s+(?:it|all|everything))?
    [\s,.!]*(?:(?:thanks?|thank\s+you|cheers|please)\b[\s,.!]*)?$""", re.I | re.X)
_SAYS_NO_OR_CLOSES = re.compile(
    r"\b(?:no|nope|nah|naw|not|finished|done|set|good|do|all|nothing|it|everything)\b", re.I)


def declined_more(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the order finished where the turn only declines anything more (see the module)."""
    if (not text or len(text) > 80 or not cart.lines or _answers_a_question(getattr(cart, "asked", None))
            or not _DECLINING.match(text) or not _SAYS_NO_OR_CLOSES.search(text)):
        return list(edits)
    return [*(e for e in edits if isinstance(e, SetOrder) and e.customer_name is None), Finish()]


def _answers_a_question(asked: Any) -> bool:
    """Whether the last reply asked something a "no" answers: a choice or an offer, not the answer to a
    question of one line ("No, the croissant isn't warmed", which keeps the line only for "warm it")."""
    if asked is not None and asked.option is not None:  # "do you have caramel?": "no thanks" takes none
        return False
    return asked is not None and not (len(asked.lines) == 1 and asked.change is None and not asked.kind
                                      and not asked.offer)
