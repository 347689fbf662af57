"""'Make all three large' of three cappuccinos: "all three" names the units, it does not count them again.

Of a line of two cappuccinos and one of one, "and make all three large" made the second line three
cappuccinos and the first large (five in all, two large). Where the turn says "all <n>" ("all three",
"all 3 of them") and the cart's units (of the item the turn names, else all of them) are n, the count is
a way of naming them: the values the model wrote (its size, milk, add-ons …) go on each of those lines,
and no line's count changes.

"Make each latte a large" of two lattes added a large latte: "make each / every / both / all" and an item
the cart has names its lines, which take the values of the line the model added (`each_made`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_FIELDS = ("size", "temp", "milk", "caffeine", "shots")


def all_counted(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with "all <n>" of the cart's n units read as naming them (see the module)."""
    at = next((k for k in range(len(words) - 1) if words[k] == "all" and is_count(words[k + 1])), None)
    if at is None or not edits or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    count = number_value(words[at + 1])
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    refs = [k for k, line in enumerate(cart.lines, 1) if not items or line.item in items]
    if len(items) > 1 or sum(cart.lines[k - 1].qty for k in refs) != count or len(refs) < 2:
        return list(edits)
    values: dict[str, Any] = {f: getattr(e, f) for e in edits for f in _FIELDS if getattr(e, f) is not None}
    addons = {n: c for e in edits for n, c in e.add_addons.items()}
    preps = list(dict.fromkeys(p for e in edits for p in e.preps))
    if not values and not addons and not preps:
        return list(edits)
    return [ChangeLine(ref=ref, **values, add_addons=dict(addons), preps=list(preps)) for ref in refs]


_EVERY = frozenset({"each", "every", "both", "all"})


def each_made(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the values of the one line the model added of an item said after "make each" (every,
    both, all) put on the cart's lines of it instead (see the module)."""
    at = next((k for k in range(len(words) - 2) if words[k] == "make" and words[k + 1] in _EVERY
               and words[k + 2].startswith("item:")), None)
    if at is None or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    item, add = unsymbol(words[at + 2])[1], edits[0]
    refs = [k for k, line in enumerate(cart.lines, 1) if line.item == item]
    values = {f: getattr(add, f) for f in _FIELDS if getattr(add, f) is not None}
    if add.item != item or not refs or not values or add.qty != 1 or add.addons or add.removals or add.preps:
        return list(edits)
    return [ChangeLine(ref=ref, **values) for ref in refs]
