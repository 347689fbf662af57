"""'That wild strawberry tea, more steamed milk please': a request said of a line the cart has is a note on
that line, not a second tea.

The model, reading "that <item>" and a request it cannot write, added another line of the item, which
the notes reading then gave the request. Where the turn names the item after "the", "that", "this" or
"my", the cart has one line of it, and the model added one line of it that holds nothing but the note
(and a temperature the line may take), the note goes on the cart's line instead; not where the turn
takes that unit off the line ("one of the americanos with milk" of two: one of them is the line added).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_NAMING = frozenset({"the", "that", "this", "my"})
_BARE = AddLine(item="-").model_dump(exclude={"item", "notes", "temp"})


def noted_not_added(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a line added only to hold a request said of a cart line made that line's note."""
    out = list(edits)
    for at, tok in enumerate(words):
        if not tok.startswith("item:") or at == 0 or words[at - 1] not in _NAMING or words.count(tok) != 1:
            continue
        item = unsymbol(tok)[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(refs) != 1 or len(mine) != 1:
            continue
        added = out[mine[0]]
        if not added.notes or added.model_dump(exclude={"item", "notes", "temp"}) != _BARE or _split(
                out, refs[0], cart):
            continue
        out[mine[0]] = ChangeLine(ref=refs[0], notes=added.notes, temp=added.temp)
    return out


def _split(edits: Sequence[Edit], ref: int, cart: Any) -> bool:
    """Whether ``edits`` lower the count of line ``ref``: a unit of it split off as the line added."""
    qty = cart.lines[ref - 1].qty
    return any(isinstance(e, ChangeLine) and e.ref == ref and e.qty is not None and e.qty < qty
               for e in edits)
