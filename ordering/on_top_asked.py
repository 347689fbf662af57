""""What comes on top?", "what's on top of it", "does it come with anything on top": the toppings asked of.

The model wrote the words as a note ("Changed the mocha: note "what comes on top"") or took the question for
the item's prices. Where the turn asks only what goes on top and the model wrote a note, a question or
nothing, the reply lists the toppings the menu has for the order's last line (of no line, all of them):
"For the mocha we have whipped cream (+$0.50), foam, cinnamon, nutmeg and cocoa powder." Nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, Edit, Finish, only_a_note

_ON_TOP = re.compile(
    r"^\W*(?:(?:so|and|oh|um|uh|wait|ok|okay)\W+)*"
    r"(?:what(?:'s|\s+is|\s+comes|\s+goes|\s+do\s+you\s+put|\s+can\s+(?:i|you|we)\s+(?:get|have|put))\s+on\s+top"
    r"(?:\s+of\s+(?:it|that|this|them|the\s+[a-z]+))?"
    r"|(?:does|do|will|can)\s+(?:it|that|this|they|the\s+[a-z]+)\s+(?:come|be\s+made)\s+with\s+(?:anything|something)"
    r"\s+on\s+top)\W*$", re.I)


def on_top_asked(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the toppings for the order's last line asked (see the module)."""
    if not text or not _ON_TOP.match(text) or not all(
            only_a_note(e) or isinstance(e, Finish) or isinstance(e, AskMenu) and not e.lines for e in edits):
        return list(edits)
    lines = getattr(cart, "lines", None) or []
    return [AskMenu(about=[lines[-1].item, "toppings"] if lines else ["toppings"])]
