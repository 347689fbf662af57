""""A latte", "add a croissant", "make that two croissants", then "warm them both": the two croissants are
warmed, not the latte.

"Both" of a cart of two lines read as those two lines: the model made the latte warm, and the croissants
could not take a temperature. Said with a preparation of food ("warm", "heat", "toast") and no item, "both"
is the two units of food the cart holds (one line of two, or two lines of one): each line of them that the
menu lets take it gets the preparation, and the model's warming of a drink goes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, ChangeLine, Edit
from ordering.turn_words import WARMING

_HEATING = frozenset({"heat", "heated", "warm", "warmed", "reheat", "microwave", *WARMING, "prep:warmed"})
_TOASTING = frozenset({"toast", "toasted", "prep:toasted"})


def food_both_prepared(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the preparation said with "both" given to the cart's two units of food (see the
    module)."""
    said = set(words)
    if menu is None or "both" not in said or any(w.startswith("item:") for w in words):
        return list(edits)
    prep = "toasted" if _TOASTING & said else "warmed" if _HEATING & said else None
    if prep is None or not all(_a_warming(e) for e in edits):
        return list(edits)
    food = [r for r, line in enumerate(cart.lines, start=1) if menu.kind(line.item) == "food"]
    if sum(cart.lines[r - 1].qty for r in food) != 2 or not all(
            menu.allows(cart.lines[r - 1].item, "prep", prep) for r in food):
        return list(edits)
    prepared = [ChangeLine(ref=r, preps=[prep]) for r in food if prep not in cart.lines[r - 1].preps]
    return prepared or list(edits)


def _a_warming(edit: Edit) -> bool:
    """Whether the model's edit is one it writes of such a turn: a temperature or a preparation set, or a
    question."""
    if isinstance(edit, ChangeLine):
        return edit.values_changed() <= {"temp", "preps"}
    return isinstance(edit, AskMenu) and edit.ref is None
