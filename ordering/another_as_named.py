"""One more drink said as another item: "a latte", then "and another one as a mocha" (or "another one but a
mocha", "another one, a cappuccino this time").

The model wrote the item twice, once for "another one" and once for the item named: two mochas. Where
"another one" is followed, through "as", "but" or a comma (not "and": "another one and a mocha" is two
things), by one item named with "a"/"an", and the model added that item twice and nothing else, one of it
is added. With "and" ("another one and a mocha" after a latte), one more of the order's last line is added
beside the one mocha.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_AS = frozenset({"as", "but", ",", "only", "just", "make", "it", "instead"})
_LEADS = frozenset({"and", "also", "then", "ok", "okay", "oh", "please", "can", "i", "get", "have"})


def another_as_named(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the item said as "another one" added once (see the module)."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if len(items) != 1 or len(edits) != 2 or not all(isinstance(e, AddLine) for e in edits):
        return list(edits)
    at = next((k for k in range(1, len(words)) if words[k - 1 : k + 1] == ["another", "n1"]), None)
    if at is None or not set(words[: at - 1]) <= _LEADS:
        return list(edits)
    between = words[at + 1 : items[0]]
    joined = between == ["and", between[-1]]  # "another one and a mocha": one more of the last, and a mocha
    if len(between) < 2 or between[-1] not in ("a", "an") or not (joined or set(between[:-1]) <= _AS):
        return list(edits)
    item = unsymbol(words[items[0]])[1]
    first, second = (e.model_copy(update={"notes": None}) for e in edits)
    if first != second or first.item != item or first.qty != 1:
        return list(edits)
    one = edits[0] if not edits[0].notes or edits[0].notes == edits[1].notes else second
    if not joined:
        return [one]
    if not cart.lines or cart.lines[-1].item == item:
        return list(edits)
    again = AddLine(**cart.lines[-1].model_dump(exclude={"id", "qty", "who"}))
    return [again, one]
