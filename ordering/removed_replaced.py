""""A cappuccino and a croissant", "cancel the croissant", then "add a plain bagel instead": the bagel
takes the croissant's place, and the cappuccino stays.

The model reads "instead" as a swap of a line of the cart, and with the croissant already gone it took
the cappuccino off. Where the last turn removed a line (`Cart.removed`) and this turn adds a line and
says "instead" (not "instead of …", which names the line to swap), no line of the cart whose item the
turn does not name is removed: the new thing replaces the one just taken off.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit, RemoveLine


def removed_replaced(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` without the removal of a line that "instead" after a removal never named (see the
    module)."""
    said_instead = [k for k, w in enumerate(words) if w == "instead" and words[k + 1:k + 2] != ["of"]]
    adds = any(isinstance(e, AddLine) for e in edits)
    if not getattr(cart, "removed", None) or not said_instead or not adds:
        return list(edits)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    return [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)
                                     and cart.lines[e.ref - 1].item not in named)]
