""""Can you make it with oat milk and no whip" of a hot chocolate: no whip, and oat milk asked again.

The menu refuses a change of a line with a value its item does not take (the hot chocolate comes with
whole, nonfat or almond milk), and the whole change went: the customer was asked which milk, and the "no
whip" said with it was lost without a word. Where a change of a line sets a size, temperature, milk or
caffeine the line's item does not take beside other things, the values it takes are a change of their own,
made, and the ones it refuses a change of their own, refused and asked again as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import CHOICE_GROUPS
from ordering.edits import ChangeLine, Edit


def refused_kept_apart(edits: Sequence[Edit], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with each change of a line split in the values its item takes and the ones it refuses
    (see the module)."""
    if menu is None:
        return list(edits)
    out: list[Edit] = []
    for edit in edits:
        if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
            item = cart.lines[edit.ref - 1].item
            refused = {g: getattr(edit, g) for g in CHOICE_GROUPS
                       if getattr(edit, g) is not None and not menu.allows(item, g, getattr(edit, g))}
            taken = edit.model_copy(update={g: None for g in refused})
            if refused and taken.values_changed("who"):
                out += [taken, ChangeLine(ref=edit.ref, **refused)]
                continue
        out.append(edit)
    return out
