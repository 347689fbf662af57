""""What's the cheapest drink?" is answered from the menu's prices, not with the menu's sections.

The model knows no words of comparing prices: it read such a turn as a question of nothing (the menu's
sections) or as nothing at all. The menu holds every price, so the answer is exact: the item of the kind
asked (a drink, a pastry, else anything) whose smallest price is lowest, or highest for "most
expensive", with that price ("Our cheapest drink is the coffee: short $2.25."). Nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AskMenu, Edit, Finish
from ordering.replies import kind_words

CHEAPEST, DEAREST = "cheapest", "dearest"  # in an ``ask``: the item asked for by its price
_CHEAP = re.compile(r"\b(?:cheapest|least\s+expensive|lowest\s+price[d]?)\b", re.I)
_DEAR = re.compile(r"\b(?:most\s+expensive|priciest|highest\s+price[d]?|dearest)\b", re.I)
_FOOD = re.compile(r"\b(?:food|pastry|pastries|bakery|baked|snack|snacks|muffin|muffins|eat)\b", re.I)
_KINDS = kind_words() | {"bakery", "drinks", "coffee"}  # a question of a kind: "what's your dearest pastry?"
_DRINK = re.compile(r"\b(?:drink|drinks|coffee|coffees|beverage|beverages)\b", re.I)


def cheapest_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or a question of the cheapest (or dearest) item of the kind the turn names, when it asks
    so and the model wrote nothing but a question of nothing or of a kind, or the order's end."""
    if not text or len(text) > 200:
        return list(edits)
    asked = CHEAPEST if _CHEAP.search(text) else DEAREST if _DEAR.search(text) else None
    if asked is None or any(not (isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None
                                 and set(e.about) <= _KINDS) for e in edits):
        return list(edits)
    kind = "food" if _FOOD.search(text) else "drink" if _DRINK.search(text) else ""
    return [AskMenu(about=[asked, *([kind] if kind else [])])]
