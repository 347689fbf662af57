""""What's Sam having?", "what did my wife order?": one person's lines read back from the order.

The model knows no question of whose a line is: it read "what's sam having" as a question of the menu's
sections ("We have espresso drinks, …") and the customer, ordering for several people, could not check
what one of them was getting. Where the turn asks what a person of the order's lines is having (their
name, "my wife", as the lines were ordered for them; "what am I having" of the customer's own, where the
order's lines are for several people) and the model changed nothing, the reply names that person's lines
with their prices: "Sam is having an iced latte ($4.75)." Nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, Edit, Finish, only_a_note
from ordering.replies import WHOSE_ASKED

_OPENING = r"^\W*(?:(?:so|and|ok|okay|um|uh|sorry|wait|remind\s+me|can\s+you\s+remind\s+me)\W+)*"
_PERSON = r"(?:my\s+)?[a-z]+"
_WHOSE = re.compile(
    _OPENING + r"""(?:
        what(?:'s|’s|\s+is|\s+was|\s+did|\s+does|\s+do)?\s+(?P<who>""" + _PERSON + r""")\s+
        (?:having|getting|ordering|ordered|order|get|got|have|drinking|want|wanted|wants)
      | what(?:'s|’s|\s+is|\s+was)\s+(?:in\s+)?(?P<whose>""" + _PERSON + r""")(?:'s|’s)\s+
        (?:order|drink|drinks)
      | what\s+(?P<me>am\s+i|i'm|i’m|i\s+am|did\s+i|do\s+i)\s+(?:having|getting|ordering|get|got|order|have)
    )\s*(?:again|now)?[\s?.!]*$""",
    re.I | re.X,
)


def whose_asked(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or a question of the lines of the person the turn names (see the module), where the
    model wrote no change: a question of nothing or of the menu, a note, or the order's end."""
    said = _WHOSE.search(text or "") if cart is not None and len(text or "") <= 80 else None
    if said is None:
        return list(edits)
    who = "me" if said["me"] else re.sub(r"\s+", " ", (said["who"] or said["whose"]).lower())
    who = "me" if who == "i" else who  # "what did i get"
    if not any(line.who == who for line in cart.lines) or any(
            not (isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None or only_a_note(e))
            for e in edits):
        return list(edits)
    return [AskMenu(about=[f"{WHOSE_ASKED}{who}"])]
