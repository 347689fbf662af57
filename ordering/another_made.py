""""Three americanos", "make one of them decaf", then "make another one iced": one more of the three made
iced, not a fourth.

The model read "another one" as one more of the last line (the decaf americano just split off) and added an
iced decaf americano. Where the turn says "make / change / turn another (one)" with values and the cart has
one line of several units of the item the model added (the units the last change left), one unit of that
line takes the values said, as "make one of them iced" does; the new unit keeps the line's own values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit
from ordering.turn_words import LINE_VALUE_KINDS, kind_of, value_fields

_MAKING = frozenset({"make", "change", "turn", "have"})


def another_made(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one unit of the cart's line of several made as said where the turn makes "another"
    of them (see the module)."""
    at = next((k for k in range(1, len(words)) if words[k] == "another" and words[k - 1] in _MAKING), None)
    if at is None or len(edits) != 1 or not isinstance(edits[0], AddLine) or edits[0].qty != 1:
        return list(edits)
    said = [w for w in words[at + 1 :] if kind_of(w) in LINE_VALUE_KINDS and ":" in w]
    fields, addons = value_fields(said)
    several = [r for r, line in enumerate(cart.lines, start=1)
               if line.item == edits[0].item and line.qty >= 2]
    if not said or len(several) != 1 or any(w.startswith("item:") for w in words):
        return list(edits)
    line = cart.lines[several[0] - 1]
    own = line.model_dump(exclude={"id", "qty"})
    unit = AddLine(**{**own, **fields, "addons": {**line.addons, **addons}})
    return [ChangeLine(ref=several[0], qty=line.qty - 1), unit]
