"""The answer to "Which two teas would you like?" is two of what it names: "earl grey" adds two.

The reply to "two teas please" asks which (the menu has ten teas and no plain one) and the cart keeps the
question (`Cart.asked`) for the next turn only. The model reads that turn alone ("earl grey": one earl
grey tea); where it adds one unit of one item of the kind asked, and the turn says no count of its own,
the line takes the count the customer said before. Two teas named ("earl grey and oolong") are theirs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS
from ordering.edits import AddLine, Edit
from ordering.replies import category_named


def count_asked(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, with the one unit added of the kind asked before given the count said then."""
    asked = getattr(cart, "asked", None)
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if (asked is None or asked.count < 2 or menu is None or len(added) != 1
            or any(t in NUMBERS for t in tokens)):
        return list(edits)
    line = edits[added[0]]
    section = category_named(asked.kind)
    if line.qty != 1 or line.item not in menu.items or menu.item(line.item).category != section:
        return list(edits)
    out = list(edits)
    out[added[0]] = line.model_copy(update={"qty": asked.count})
    return out
