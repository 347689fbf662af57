""""How much is it?", then "and if I make it large": a price asked, not the coffee made large.

The model read the turn as the change it supposes and made it. Where the turn opens with "(what) if I
make / get / change / add …" (after "and", "so", "ok" and the like) and the model wrote one change of one
line's values (size, temperature, milk, caffeine, add-ons) and nothing else, the turn asks the price of
the line's item so made, with the values it has: "A large coffee is $3.25." ("ok large then" takes it, as
any price offered).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import PRICE, AskMenu, ChangeLine, Edit

_WHAT_IF = re.compile(r"^\W*(?:(?:and|so|ok|okay|hmm|um|uh|but)\W+)*(?:what\s+|how\s+much\s+)?if\s+"
                      r"(?:i|we)\s+(?:make|made|get|got|change|changed|switch|switched|go|went|add|added|do|"
                      r"did)\b", re.I)
_VALUES = ("size", "temp", "milk", "caffeine")


def what_if_asked(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the price of the line's item with the change supposed (see the module)."""
    if not text or _WHAT_IF.match(text) is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    if not 1 <= change.ref <= len(cart.lines):
        return list(edits)
    said = change.model_dump(exclude={"op", "ref"}, exclude_defaults=True)
    if not said or set(said) - {*_VALUES, "add_addons"}:
        return list(edits)
    line = cart.lines[change.ref - 1]  # "and if I make it iced" of a small coffee: a small iced coffee
    values = {group: said.get(group) or getattr(line, group) for group in _VALUES}
    about = [f"{group}:{value}" for group, value in values.items() if value is not None]
    about += [f"addon:{name}" for name in change.add_addons]
    return [AskMenu(about=[line.item, *about, PRICE])]
