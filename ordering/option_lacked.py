""""A latte with macadamia milk", "a bagel with peanut butter": a milk or a spread the menu lacks.

The model has no word for the thing and read what it could: the macadamia milk was dropped without a word
(a plain latte), the peanut butter became our butter. Where the turn orders or changes a line "with <plain
word> milk" (of a drink) or "with <plain word> butter" (of a food), the plain word no word of the menu, the
line is ordered without it (the butter read of "peanut butter" comes off) and the reply says we lack it
and lists our milks or spreads ("Sorry, we don't have macadamia milk. Our milk options: …"), as it does
when asked "do you have macadamia milk?" (`lacked_asked`). Words of a milk or spread we have, or of how it
is ("dairy milk", "steamed milk", "salted butter"), are no thing of their own. A syrup or sauce we lack
("with cinnamon dolce syrup") stays a note on the ticket (`unlisted`), as the benchmarks' cafés keep it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, item_of
from ordering.lacked_asked import DESCRIBING
from ordering.topping_lacked import SPREADS
from ordering.unknown_things import plain_thing_word

_LACKED = re.compile(
    r"\bwith\s+(?:some\s+|a\s+little\s+|a\s+splash\s+of\s+)?([a-z]+)\s+(milk|butter)\b", re.I)
_KINDS = {"milk": "milk", "butter": SPREADS}
# words of a milk or a spread we have, or of how it is ("dairy milk", "frothy milk", "salted butter")
_OURS = frozenset({"dairy", "cow", "cows", "cow's", "frothy", "foamy", "foamed", "creamy", "thick", "your",
                   "our", "my", "salted", "unsalted", "skimmed", "whipped", "melted", "soft", "softened"})


def option_lacked(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with a milk or a spread the menu lacks said back as one we lack (see the module)."""
    said = _LACKED.search(text or "") if menu is not None else None
    if said is None:
        return list(edits)
    plain, noun = said.group(1).lower(), said.group(2).lower()
    if plain in menu.words or plain in DESCRIBING or plain in _OURS or not plain_thing_word(plain):
        return list(edits)
    if len(edits) != 1 or not isinstance(edits[0], AddLine | ChangeLine):
        return list(edits)
    edit = edits[0]
    item = item_of(edit, cart)
    food = noun == "butter"
    if item is None or item not in menu.items or (menu.kind(item) == "food") != food:
        return list(edits)
    thing = f"{plain} {noun}"
    notes = ", ".join(p for p in (edit.notes or "").split(", ") if p and thing not in p.lower()) or None
    field = "addons" if isinstance(edit, AddLine) else "add_addons"
    addons = {n: c for n, c in getattr(edit, field).items() if not (food and n == "butter")}
    kept = edit.model_copy(update={"notes": notes, field: addons})
    if isinstance(kept, ChangeLine) and not kept.values_changed():
        return [AskMenu(about=[thing, _KINDS[noun]])]
    return [kept, AskMenu(about=[thing, _KINDS[noun]])]
