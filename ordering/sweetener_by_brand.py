"""The pink packet asked by its brand: "an americano", then "and 2 sweet n lows" (or "sweet and low").

The words are plain English, so no thing we lack was heard: the model read "two" as two americanos and
"sweet" as a note "less sweet". The brand is an artificial sweetener, which the menu sells as
"sweetener": the line said with it (or the order's line the model changed, else its last) gets that many
portions of it, and nothing else the model wrote of the words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import count_said
from ordering.edits import AddLine, ChangeLine, Edit, only_a_note, only_a_recount

# "sweet n low" reads as "sweet and low"; "sweet'n low" is heard as a thing we lack and said back so
_BRAND = (("sweet", "and", "low"), ("sweet", "and", "lows"))
_SWEETENER = "sweetener"


def sweetener_by_brand(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the brand's packets as the menu's sweetener (see the module)."""
    at = next(((k, len(b)) for k in range(len(words)) for b in _BRAND if tuple(words[k : k + len(b)]) == b),
              None)
    if at is None:
        return list(edits)
    count = count_said(words[at[0] - 1]) if at[0] else None
    portions = {_SWEETENER: count or 1}
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if len(adds) == 1 and any(w == f"item:{edits[adds[0]].item.replace(' ', '_')}" for w in words[: at[0]]):
        out = list(edits)
        add = out[adds[0]]
        out[adds[0]] = add.model_copy(update={"addons": {**add.addons, **portions}, "notes": None,
                                               "qty": 1 if add.qty == count else add.qty})
        return out
    changes = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if adds or len(changes) > 1 or not cart.lines or not all(
            only_a_note(e) or only_a_recount(e) for e in edits):
        return list(edits)
    ref = changes.pop() if changes else len(cart.lines)
    return [ChangeLine(ref=ref, add_addons=portions)]
