""""How much is a mocha?", then "and a latte?": the same question of the latte, not a latte ordered.

The model reads each turn alone: "and a latte?" or "what about a flat white" after a question of an item's
price or of what it is read as an order, and the customer who was comparing found a latte in the cart.
Where the last reply answered a question of one item's price or of what it is (`Asked.subject`) and the
turn names one item and nothing more but words that carry the question on ("and …?", "what about", "how
about"; of a price, the values it is asked with: "and a large latte?"), and the model added that item or
asked of it, the turn asks the same of it: "A latte is short $3.75, …". Nothing is ordered; "and a latte"
said without a question mark orders one, as ever.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit

_CARRYING = frozenset({"and", "what", "how", "about", "a", "an", "the", "your", "?", "so", "ok", "okay",
                       "hmm", "um", "then", "one"})
_PRICED_BY = ("size:", "temp:", "milk:", "caffeine:", "addon:")  # values a price is asked with


def question_carried_on(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the last question asked again of the one item the turn names (see the module)."""
    asked = getattr(cart, "asked", None)
    if asked is None or not asked.subject or not asked.offer or not ("?" in words or "about" in words):
        return list(edits)
    items = [w for w in words if w.startswith("item:")]
    values = [w for w in words if w.startswith(_PRICED_BY)] if asked.subject == "price" else []
    if len(items) != 1 or any(w not in _CARRYING and w not in items and w not in values for w in words):
        return list(edits)
    item = unsymbol(items[0])[1]
    if item == asked.offer.get("item") or not edits or not all(
            isinstance(e, AddLine) and e.item == item and e.qty == 1
            or isinstance(e, AskMenu) and e.ref is None and item in e.about for e in edits):
        return list(edits)
    return [AskMenu(about=[item, *(":".join(unsymbol(v)) for v in values), asked.subject])]
