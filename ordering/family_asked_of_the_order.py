""""How many calories in the muffin?", "what's in the muffin?" of a lemon poppyseed muffin ordered: of it.

The words read "muffin" as the house muffin (the apple bran), so the question was answered of a muffin the
customer did not order. Where a question names an item of a family by the family's noun alone ("the
muffin", "my croissant"), none of that item's own words said, and the order holds one kind of that
family, the question is of that kind. "What's in a muffin?", asked of the menu, stays the house muffin's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, Edit


def family_asked_of_the_order(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the questions of a family's item named by its noun alone asked of the one kind of
    that family the order holds (see the module)."""
    if menu is None or not cart.lines or not any(isinstance(e, AskMenu) and e.about for e in edits):
        return list(edits)
    said = set(re.findall(r"[a-z]+", (text or "").lower()))
    return [_of_the_order(e, said, text, cart, menu) if isinstance(e, AskMenu) and e.about else e
            for e in edits]


def _of_the_order(edit: AskMenu, said: set[str], text: str, cart: Any, menu: Any) -> AskMenu:
    item = edit.about[0]
    if item not in menu.items or edit.ref is not None:
        return edit
    noun = item.split()[-1]
    family = menu.family(noun)
    if len(family) < 2 or said & set(item.split()[:-1]) or not re.search(
            rf"\b(?:the|my|this|that|our)\s+{noun}\b", text, re.I):
        return edit
    kinds = {line.item for line in cart.lines if line.item in family}
    if len(kinds) != 1 or kinds == {item}:
        return edit
    return edit.model_copy(update={"about": [kinds.pop(), *edit.about[1:]]})
