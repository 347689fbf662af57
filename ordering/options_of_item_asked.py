""""What syrups can I get in a latte?", "which milks can I have with the hot chocolate?": a question of the
options of one item, not an order of it.

The model read the item named and added it (a latte the customer never ordered). Where the turn begins
"what" or "which" (or "what kind of") with a kind of option ("milks", "syrups", "toppings", "flavors",
"sizes") and a verb of asking, names one item, and the model wrote only that item added (or a question),
it is asked: the reply lists the options of that kind the item can have ("The hot chocolate is made with
whole milk; it can have whole milk, nonfat milk and almond milk").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit
from ordering.replies import subjects_asked

_ASKED = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|hey|um|uh)\W+)*(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    r"(?P<kind>[a-z ]+?)\s+(?:can|could|do|does|are|is|would|will|come|go)\b", re.I)


def options_of_item_asked(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or the options of a kind asked of the one item the turn names (see the module)."""
    asked = _ASKED.match(text or "")
    kinds = subjects_asked(asked["kind"]) if asked else []
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if len(kinds) != 1 or len(items) != 1 or not edits:
        return list(edits)
    item = next(iter(items))
    if not all(isinstance(e, AskMenu) and e.ref is None or isinstance(e, AddLine) and e.item == item
               for e in edits):
        return list(edits)
    return [AskMenu(about=[item, kinds[0]])]
