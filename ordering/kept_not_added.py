""""Ok then just the muffin, and a peppermint tea" of an order with a blueberry muffin: the muffin is the
one ordered, so only the tea is added; "actually just the muffin" of a latte and a blueberry muffin keeps
the muffin and takes the latte off.

The model, given "the muffin", added the house muffin beside the blueberry one (or, read as a correction,
in its place: `corrections.item_corrected`). Where the turn says "just the <item>" or "only my <item>" of
an item the cart has no line of but one line of its kind ("muffin"), the words name that line: a bare
line of the item added (no value of its own) and that line's removal beside it go, and the turn keeps
only what it names as `corrections.only_kept` reads it of the line's own item.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.corrections import only_kept
from ordering.dsl import symbol, unsymbol
from ordering.edits import AddLine, Edit, RemoveLine
from ordering.named_lines import lines_of_kind

_ONLY = frozenset({"just", "only"})


def kept_not_added(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with "just the <item>" read as the cart's one line of its kind (see the module)."""
    resolved, meant = list(words), {}
    for at, tok in enumerate(words):
        if not tok.startswith("item:") or at < 2 or words[at - 1] not in ("the", "my") or (
                words[at - 2] not in _ONLY):
            continue
        item = unsymbol(tok)[1]
        kin = lines_of_kind(item, cart)  # the cart's one line of the kind, none of the item itself
        if not kin:
            continue
        meant[item] = kin[0]
        resolved[at] = symbol("item", cart.lines[kin[0] - 1].item)
    if not meant:
        return list(edits)
    added = {e.item for e in edits if isinstance(e, AddLine) and e.item in meant and e == AddLine(
        item=e.item)}
    cleaned = [e for e in edits if not (isinstance(e, AddLine) and e.item in added) and not (
        isinstance(e, RemoveLine) and e.ref in {meant[item] for item in added})]
    return only_kept(cleaned, resolved, cart)
