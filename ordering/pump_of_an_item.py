""""With an extra pump of mocha" of a latte: the latte's chocolate sauce (the menu's "mocha sauce"), no mocha.

The words read "mocha" as the mocha, an item of its own, so the model ordered a mocha ("two pumps of mocha":
two mochas), or wrote nothing and the customer heard "didn't catch" ("add a pump of mocha to it"). Where
the turn names one item only, right after a measure of a flavour and "of" ("a pump of", "two pumps of",
"a shot of"), and the menu has a sauce or syrup by that item's name, the flavour goes on the cart's last
line that takes it, as many as the measure counts. Only where the model ordered that item alone, with
nothing else said of it, or wrote nothing but a note.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, only_a_note

_MEASURES = frozenset({"pump", "pumps", "shot", "shots", "squirt", "squirts", "drizzle", "splash", "dash"})


def pump_of_an_item(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the flavour measured out of an item's name put on the cart's last line that takes it
    (see the module)."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if menu is None or not cart.lines or len(items) != 1 or items[0] < 2:
        return list(edits)
    at = items[0]
    if words[at - 1] != "of" or words[at - 2] not in _MEASURES:
        return list(edits)
    item = unsymbol(words[at])[1]
    flavour = menu.resolve("addon", f"{item} sauce") or menu.resolve("addon", f"{item} syrup")
    if flavour is None or not _ordered_alone(edits, item):
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if menu.allows(line.item, "addon", flavour)]
    if not refs:
        return list(edits)
    count = words[at - 3] if at >= 3 else ""
    pumps = number_value(count) if count in NUMBERS and count != "nbig" else 1
    line = cart.lines[refs[-1] - 1]
    return [ChangeLine(ref=refs[-1], add_addons={flavour: line.addons.get(flavour, 0) + pumps})]


def _ordered_alone(edits: Sequence[Edit], item: str) -> bool:
    """Whether the model ordered ``item`` alone, with nothing said of it, or wrote nothing but a note."""
    if all(only_a_note(e) for e in edits):
        return True
    return len(edits) == 1 and isinstance(edits[0], AddLine) and edits[0].item == item and not (
        edits[0].model_dump(exclude={"op", "item", "qty"}, exclude_defaults=True))
