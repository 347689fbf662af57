""""A white hot chocolate": the hot chocolate made with the menu's white chocolate sauce.

The menu has no white hot chocolate, and "white" alone is no word of it (the sauce is "white chocolate"),
so the model added a plain hot chocolate and the "white" was lost without a word. Where "white" comes right
before the hot chocolate's name, the line the turn adds of it (or, of "make it a white hot chocolate", the
change of the cart's hot chocolate) gets the white chocolate sauce, priced as the menu prices it; the reply
says so ("a hot chocolate with white chocolate sauce"), so the customer sees what the barista will make.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit

_HOT_CHOCOLATE = "hot chocolate"
_WHITE = "white chocolate sauce"


def white_hot_chocolate(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the white chocolate sauce on the hot chocolate said "white" (see the module)."""
    said = sum(1 for k in range(1, len(words)) if words[k - 1 : k + 1] == ["white", "item:hot_chocolate"])
    if not said or menu is None or not menu.allows(_HOT_CHOCOLATE, "addon", _WHITE):
        return list(edits)
    out = list(edits)
    adds = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == _HOT_CHOCOLATE]
    if len(adds) == said:
        for k in adds:
            out[k] = out[k].model_copy(update={"addons": {_WHITE: 1, **out[k].addons}})
        return out
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == _HOT_CHOCOLATE]
    if adds or said != 1 or len(refs) != 1 or any(
            not isinstance(e, ChangeLine) or e.ref != refs[0] for e in out):
        return out  # "make it a white hot chocolate" of the one hot chocolate: that line
    if _WHITE in cart.lines[refs[0] - 1].addons:
        return out
    return [*out, ChangeLine(ref=refs[0], add_addons={_WHITE: 1})]
