""""Four coffees", then "two with milk", then "and two with sugar": the two the last turn left, not the two
it split off.

The model gave the sugar to the line it wrote last, the coffees with milk, and the two plain ones stayed
plain. Where the last turn split a line (it set the count of one line and added one of the same item), the
turn goes on its list ("and" then a count, "with" and values, nothing else), the count is that of both
lines, and the model changed the line split off, the change goes to the line left instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value
from ordering.edits import ChangeLine, Edit

_CLOSING = frozenset({"please", "thanks", "too", ".", "!", ","})


def rest_given(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the change said with "and <count> with …" moved to the line the last turn's split left
    (see the module)."""
    said = [w for w in words if w not in _CLOSING]
    if (len(said) < 3 or said[0] != "and" or said[1] not in NUMBERS or len(edits) != 1
            or not isinstance(edits[0], ChangeLine) or edits[0].qty is not None
            or not all(w == "with" or ":" in w and not w.startswith("item:") for w in said[2:])):
        return list(edits)
    edit, count = edits[0], number_value(said[1])
    refs = {line.id: r for r, line in enumerate(cart.lines, start=1)}
    split = [c for c in cart.changed if c.change.get("qty") is not None]
    if len(cart.added) != 1 or len(split) != 1 or cart.added[0] not in refs or split[0].line.id not in refs:
        return list(edits)
    new, left = refs[cart.added[0]], refs[split[0].line.id]
    lines = cart.lines
    if (edit.ref != new or lines[new - 1].item != lines[left - 1].item
            or lines[new - 1].qty != count or lines[left - 1].qty != count):
        return list(edits)
    return [edit.model_copy(update={"ref": left})]
