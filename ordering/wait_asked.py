""""How long will it take?" is answered with how the order goes on, not read back as the order's end.

The model knows no words of waiting: it read such a turn as the order's end (the order read back, "Press
Confirm") or as a question of nothing (the menu's sections). The café cannot promise minutes; the reply
says the order is started once confirmed and the page follows it until it is ready (`replies.WAIT`, one
place for a café to change). The cart stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AskMenu, Edit, Finish, ReviewOrder
from ordering.replies import WAITING

_WAITING = re.compile(
    r"""\bhow\s+long\s+(?:will|would|does|do|is|are|until|till|to|for)\b
    | \bhow\s+much\s+longer\b
    | \bwhen\s+(?:will|would|is|are)\s+(?:it|that|they|my\s+\w+|the\s+order|the\s+drinks?|everything)
      (?:\s+be)?\s+(?:ready|done)\b
    | ^\W*(?:so\s+|and\s+|um\s+)?(?:is|are)\s+(?:it|that|they|my\s+\w+|the\s+order|the\s+drinks?|everything)
      \s+(?:ready|done)(?:\s+yet)?\W*$
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
    return [AskMenu(about=[WAITING])]
