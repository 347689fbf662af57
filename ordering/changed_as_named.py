"""A line changed is the line the words name by its kind: "double the honey in the tea", "add honey to my
tea", said of an earl grey tea and a bagel, change the tea, not the bagel.

"Tea" names no item of the menu (it has ten teas and no plain one), so the words hold no item to point
at; the model changed a line it chose by itself (the bagel, which the menu refused honey, or which took
the note). Where the turn says "the" or "my" and a plain word that ends the name of exactly one line of
the cart (its kind), and the model changed one other line, whose item is not of that kind, the change is
moved to the line named. A word the menu reads as an item ("the muffin") is read by ``named_by_kind``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit


def changed_as_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the one line changed moved to the cart's one line of the kind the words name."""
    changes = [k for k, e in enumerate(edits) if isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)]
    if len(changes) != 1 or any(isinstance(e, ChangeLine) and k not in changes for k, e in enumerate(edits)):
        return list(edits)
    kinds = {line.item.split()[-1] for line in cart.lines}
    named = {tokens[k + 1] for k in range(len(tokens) - 1)
             if tokens[k] in ("the", "my") and tokens[k + 1].isalpha() and tokens[k + 1] in kinds}
    if len(named) != 1:
        return list(edits)
    word = named.pop()
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] == word]
    change = edits[changes[0]]
    if len(refs) != 1 or cart.lines[change.ref - 1].item.split()[-1] == word:
        return list(edits)
    out = list(edits)
    out[changes[0]] = change.model_copy(update={"ref": refs[0]})
    return out
