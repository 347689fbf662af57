""""A cappuccino and a croissant", "cancel the croissant", then "add a plain bagel instead": the bagel
takes the croissant's place, and the cappuccino stays.

The model reads "instead" as a swap of a line of the cart, and with the croissant already gone it took
the cappuccino off; so did "replace it with a chocolate croissant" (and "swap it for …"). Where the
last turn removed a line (`Cart.removed`) and this turn adds a line and says "instead" (not "instead of
…", which names the line to swap) or "replace it with", no line of the cart whose item the turn does not
name is removed: the new thing replaces the one just taken off. "And add a chocolate one
instead" after the croissant was taken off is a chocolate croissant (`removed_kind_named`), not chocolate
sauce on the latte.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine

_SWAPS = frozenset({"replace", "swap", "switch", "substitute", "exchange", "trade", "sub"})


def removed_replaced(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` without the removal of a line that "instead" after a removal never named (see the
    module)."""
    said_instead = [k for k, w in enumerate(words) if w == "instead" and words[k + 1:k + 2] != ["of"]
                    or w in _SWAPS and words[k + 1:k + 2] in (["it"], ["that"]) and words[k + 2:k + 3] in (
                        ["with"], ["for"])]
    adds = any(isinstance(e, AddLine) for e in edits)
    if not getattr(cart, "removed", None) or not said_instead or not adds:
        return list(edits)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    return [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)
                                     and cart.lines[e.ref - 1].item not in named)]


def removed_kind_named(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item "a <word> one" names of the kind of the line the last turn removed: "take off
    the croissant", then "and add a chocolate one instead", adds a chocolate croissant (the model put
    chocolate sauce on the latte). Only where the model added no line and the word and the removed line's
    kind name one item of the menu that is not the removed line's."""
    removed = getattr(cart, "removed", None) or []
    said = [k for k in range(len(words) - 2) if words[k] in ("a", "an") and words[k + 2] == "n1"]
    if menu is None or len(removed) != 1 or len(said) != 1 or any(
            isinstance(e, AddLine) or not isinstance(e, ChangeLine | AskMenu) for e in edits):
        return list(edits)
    word = words[said[0] + 1]
    word = unsymbol(word)[1].split()[0] if ":" in word else word  # "chocolate" of the chocolate sauce
    item = menu.resolve("item", f"{word} {removed[0].item.split()[-1]}")
    if item is None or item == removed[0].item:
        return list(edits)
    return [AddLine(item=item)]

