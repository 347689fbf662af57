""""Toast both of them", then "actually only toast the butter one": the toasting stays on that bagel alone.

The model wrote the toasting on the butter bagel again, which had it, and the customer heard "couldn't find
anything to change". Where the turn says "only" / "just" and the model's one change gives a line what it
has already, and the last turn gave that to other lines too (`Cart.changed`), those other lines go back to
what they had before it. Lines the last turn added with it ("a small latte and a large latte, both decaf",
then "just the small one decaf") lose it: the large latte comes as the menu makes it.
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
    if not out and not cart.changed:  # "a small latte and a large latte, both decaf", then "just the small
        out = _off_the_others_added(change, fields, cart)  # one decaf": the large one as it comes
    return out or list(edits)


def _off_the_others_added(change: ChangeLine, fields: dict, cart: Any) -> list[Edit]:
    """The values of ``change`` taken off the other lines the last turn added with all of them."""
    out: list[Edit] = []
    item = cart.lines[change.ref - 1].item
    for ref, line in enumerate(cart.lines, start=1):
        if ref == change.ref or line.id not in (cart.added or []) or line.item != item:
            continue
        if any(getattr(line, g) != v for g, v in fields.items()) or (
                set(change.preps) - set(line.preps) or set(change.add_addons) - set(line.addons)):
            continue
        out.append(ChangeLine(ref=ref, unset=list(fields), drop=[*change.preps, *change.add_addons]))
    return out
