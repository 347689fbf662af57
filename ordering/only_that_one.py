""""Toast both of them", then "actually only toast the butter one": the toasting stays on that bagel alone.

The model wrote the toasting on the butter bagel again, which had it, and the customer heard "couldn't find
anything to change". Where the turn says "only" / "just" and the model's one change gives a line what it
has already, and the last turn gave that to other lines too (`Cart.changed`), those other lines go back to
what they had before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS
from ordering.edits import ChangeLine, Edit

_ONLY = frozenset({"only", "just"})


def only_that_one(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the last turn's change taken back off the other lines it went on (see the module)."""
    if not _ONLY.intersection(words) or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    if not 1 <= change.ref <= len(cart.lines) or change.qty is not None or change.drop or change.unset:
        return list(edits)
    line = cart.lines[change.ref - 1]
    fields = {g: getattr(change, g) for g in SINGLE_GROUPS if getattr(change, g) is not None}
    said = bool(fields or change.preps or change.add_addons)
    if not said or any(getattr(line, g) != v for g, v in fields.items()) or (
            set(change.preps) - set(line.preps) or set(change.add_addons) - set(line.addons)):
        return list(edits)  # the change is new to the line: the model's
    refs = {ln.id: r for r, ln in enumerate(cart.lines, start=1)}
    out: list[Edit] = []
    for changed in cart.changed:
        ref = refs.get(changed.line.id)
        if ref is None or ref == change.ref:
            continue
        was = changed.line
        back = ChangeLine(
            ref=ref, **{g: getattr(was, g) for g in fields if getattr(was, g) is not None},
            unset=[g for g in fields if getattr(was, g) is None],
            drop=[p for p in change.preps if p not in was.preps] + [a for a in change.add_addons
                                                                  if a not in was.addons])
        if back != ChangeLine(ref=ref):
            out.append(back)
    return out or list(edits)
