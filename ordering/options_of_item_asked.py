""""What syrups can I get in a latte?", "which milks can I have with the hot chocolate?": a question of the
options of one item, not an order of it.

The model read the item named and added it (a latte the customer never ordered). Where the turn begins
"what" or "which" (or "what kind of") with a kind of option ("milks", "syrups", "toppings", "flavors",
"sizes") and a verb of asking, names one item, and the model wrote only that item added (or a question),
it is asked: the reply lists the options of that kind the item can have ("The hot chocolate is made with
whole milk; it can have whole milk, nonfat milk and almond milk").

"What sizes does that come in?" of a cold brew names no item: the answer was every size of the menu, short
ones too, which the cold brew has. A question that names no item but says "it", "that" or "this" asks of
the order's last line ("they", "those", "them": of its lines where they are all of one item).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit
from ordering.replies import subjects_asked

_ASKED = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|hey|um|uh)\W+)*(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    r"(?P<kind>[a-z ]+?)\s+(?:can|could|do|does|are|is|would|will|comes?|goes?|went)\b", re.I)


_ONE = frozenset({"it", "that", "this"})
_ALL = frozenset({"they", "those", "them", "these"})


def options_of_item_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the options of a kind asked of the one item the turn names, or of the line it says
    "it" or "that" of (see the module)."""
    asked = _ASKED.match(text or "")
    kinds = subjects_asked(asked["kind"]) if asked else []
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")} or _items_meant(words, cart)
    if len(kinds) != 1 or len(items) != 1 or not edits:
        return list(edits)
    item = next(iter(items))
    if not all(isinstance(e, AskMenu) and e.ref is None or isinstance(e, AddLine) and e.item == item
               for e in edits):
        return list(edits)
    return [AskMenu(about=[item, kinds[0]])]


def _items_meant(words: Sequence[str], cart: Any) -> set[str]:
    """The item of the cart's last line where the words say "it" or "that"; of all its lines where they say
    "they" or "those"; none where they say neither."""
    lines = getattr(cart, "lines", None) or []
    if not lines:
        return set()
    if _ONE.intersection(words) and not _ALL.intersection(words):
        return {lines[-1].item}
    if _ALL.intersection(words) and not _ONE.intersection(words):
        return {line.item for line in lines}
    return set()
