""""With an extra shot of espresso and 2 pumps of hazelnut" of a latte: the latte's add-ons, no espresso.

The words read "shot of espresso" as the espresso shot and the espresso after it as an item of its own;
said of the cart's drink in a turn of its own, the model ordered an espresso with the shot and the syrup,
and the latte stayed plain. Where the turn names no item but the espresso said right after "shot of", the
shot is said as an extra ("extra shot", "added shot", or the turn goes on from the last: "with", "and",
"plus", "also"), and the model added one espresso with that shot, the add-ons it wrote go on the cart's
last line that takes an espresso shot. "Can I get a shot of espresso" with nothing ordered is an espresso.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit
from ordering.strength_said import SHOT

_SHOT = f"addon:{SHOT.replace(' ', '_')}"
_GOING_ON = frozenset({"with", "and", "plus", "also", "add"})


def shot_of_espresso(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the espresso added for "an extra shot of espresso" made the add-ons of the cart's
    drink (see the module)."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if menu is None or not cart.lines or len(items) != 1 or words[items[0]] != "item:espresso" or (
            words[items[0] - 2 : items[0]] != [_SHOT, "of"]):
        return list(edits)
    extra = items[0] >= 3 and words[items[0] - 3] in ("added", "extra") or words[0] in _GOING_ON
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if not extra or len(adds) != 1 or edits[adds[0]].item != "espresso" or SHOT not in edits[adds[0]].addons:
        return list(edits)
    add = edits[adds[0]]
    if add.qty != 1 or add.model_dump(exclude={"op", "item", "qty", "addons"}, exclude_defaults=True):
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if menu.allows(line.item, "addon", SHOT)]
    if not refs:
        return list(edits)
    return [ChangeLine(ref=refs[-1], add_addons=dict(add.addons)) if k == adds[0] else e
            for k, e in enumerate(edits)]
