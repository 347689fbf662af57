""""Can I change my order?" is answered "Sure — what would you like to change?", not "didn't catch".

The model reads such a turn as a change of a line that says nothing (a note of words never said, which
`notes` drops), and the customer heard "Sorry, I didn't catch an order in that". Where the turn only asks
to change (or edit, fix, update) the order or something in it, and the model changed nothing that the turn
says, the reply asks what to change (`replies.CHANGE`) and the cart stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AskMenu, ChangeLine, Edit, Finish, ReviewOrder
from ordering.replies import CHANGING

_CHANGE_ASKED = re.compile(
    r"""^\W*(?:(?:hi|hey|hello|um|uh|oh|wait|sorry|actually|so|ok|okay)\W+)*
    (?:(?:can|could|may)\s+i|i\s+(?:want|need|would\s+like|'d\s+like|’d\s+like)\s+to|i'd\s+like\s+to|
       let\s+me|i\s+wanna|is\s+it\s+(?:ok|okay|possible)\s+(?:to|if\s+i))\s+
    (?:change|edit|fix|update|modify|amend|adjust)\s+
    (?:my\s+order|the\s+order|my\s+drink|something|a\s+few\s+things|an?\s+item|it|that|one\s+thing)
    (?:\s+(?:please|real\s+quick|quickly))?\W*$""",
    re.I | re.X,
)


def change_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the question what to change, when the turn only asks to change the order and the
    model wrote nothing, a change that says nothing, the order's end or a read-back."""
    if not text or len(text) > 200 or not _CHANGE_ASKED.match(text):
        return list(edits)
    empty = [e for e in edits if isinstance(e, Finish | ReviewOrder)
             or isinstance(e, AskMenu) and not e.about and e.ref is None
             or isinstance(e, ChangeLine) and e == ChangeLine(ref=e.ref, notes=e.notes)]
    if len(empty) != len(edits):
        return list(edits)
    return [AskMenu(about=[CHANGING])]
