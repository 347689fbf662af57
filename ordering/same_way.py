""""Medium mocha, no whip, extra hot", then "and a medium latte same way": another item, made as the last.

The model added a plain latte: "the same way" said nothing to it. Where the turn orders one line of an
item other than the cart's last line's and says, right after it, "(the) same (way)" or "made the same
way" (with "please", "too" or "as well" after), the new line takes the last line's size, temperature,
milk, caffeine, add-ons, preparations and note wherever the turn set none of its own and the menu lets the
item have it. What the last line leaves off (its removals: "no whip" of a mocha) is its own recipe's,
not copied. "Another the same" of the same item is `repeats`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit

_SAME_WAY = (["same"], ["same", "way"], ["the", "same"], ["the", "same", "way"], ["made", "the", "same"],
             ["made", "the", "same", "way"])
_AFTER = frozenset({"please", "too", "as", "well", ".", "!", ",", "thanks"})
_SINGLE = ("size", "temp", "milk", "caffeine")


def same_way(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the one line added made as the cart's last line where the turn says so (see the
    module)."""
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if menu is None or not cart.lines or len(adds) != 1 or len(edits) != 1:
        return list(edits)
    add, last = edits[adds[0]], cart.lines[-1]
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if add.item == last.item or add.item not in menu.items or len(items) != 1 or add.qty != 1:
        return list(edits)
    rest = list(words[items[0] + 1 :])
    while rest and rest[-1] in _AFTER:
        rest.pop()
    if rest not in _SAME_WAY:
        return list(edits)
    fields = {g: getattr(last, g) for g in _SINGLE if getattr(add, g) is None and getattr(last, g) is not None
              and menu.allows(add.item, g, getattr(last, g))}
    addons = {name: n for name, n in last.addons.items() if menu.allows(add.item, "addon", name)}
    preps = [p for p in last.preps if menu.allows(add.item, "prep", p)]
    return [add.model_copy(update={
        **fields, "addons": {**addons, **add.addons}, "preps": list(dict.fromkeys([*add.preps, *preps])),
        "notes": add.notes or last.notes})]
