""""A matcha latte", "sweetened please", then "with honey": the sweetener asked for is honey, not honey
beside a packet of sweetener.

The model read "with honey" as one more add-on. Where a turn adds one sweetener of its own name (honey,
sugar, stevia …) to a line that the last turn gave one plain "sweetener" (ordered with it, or added it),
and says no "and", "also", "too" or "plus" that would make it a second one, it names the sweetener the
line has: the plain one goes. Sugar asked for later, of a line sweetened before, is sugar beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit

_PLAIN = "sweetener"
_BESIDE = frozenset({"and", "also", "too", "plus", "both", "as", "more", "extra", "another"})


def sweetener_named(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the plain sweetener dropped where the turn names the line's sweetener (see the
    module)."""
    if menu is None or _BESIDE.intersection(words):
        return list(edits)
    out = []
    for edit in edits:
        if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
            named = [a for a in edit.add_addons if a != _PLAIN and menu.addon_kind(a) == _PLAIN]
            line = cart.lines[edit.ref - 1]
            if (len(named) == 1 and line.addons.get(_PLAIN) == 1 and _PLAIN not in edit.add_addons
                    and _PLAIN not in edit.drop and _just_sweetened(line, cart)):
                edit = edit.model_copy(update={"drop": [*edit.drop, _PLAIN]})
        out.append(edit)
    return out


def _just_sweetened(line: Any, cart: Any) -> bool:
    """Whether the last turn gave the line its sweetener: ordered it so, or added it."""
    return line.id in cart.added or any(
        c.line.id == line.id and _PLAIN in (c.change.get("add_addons") or {}) for c in cart.changed)
