""""Two lattes and two mochas", then "remove one of each": one latte and one mocha left.

The model removed one whole line (both lattes); "add one of each" was not understood. Where a turn takes
away "one of each" (or "one each") and names no item, every line of the cart loses one unit (a line of one
goes); where it adds one of each, every line gains one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, ChangeLine, Edit, Finish, RemoveLine
from ordering.fewer_units import _TAKING

_ONE = frozenset({"one", "n1"})
_OF_EACH = (["of", "each"], ["each"], ["more", "of", "each"], ["more", "each"])  # "one (more) of each"
_ADDING = frozenset({"add", "another", "more", "plus", "extra"})


def one_of_each_removed(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one unit taken off (or added to) every line of the cart where the turn takes away (or
    adds) "one of each"."""
    said = any(w in _ONE and any(words[k + 1 : k + 1 + len(tail)] == tail for tail in _OF_EACH)
               for k, w in enumerate(words))
    taking, adding = bool(_TAKING.intersection(words)), bool(_ADDING.intersection(words))
    if (not said or taking == adding or len(cart.lines) < 2 or any(w.startswith("item:") for w in words)
            or not all(isinstance(e, RemoveLine | ChangeLine | AskMenu | Finish) for e in edits)):
        return list(edits)
    if adding:
        return [ChangeLine(ref=r, qty=line.qty + 1) for r, line in enumerate(cart.lines, start=1)]
    return [ChangeLine(ref=r, qty=line.qty - 1) if line.qty > 1 else RemoveLine(ref=r)
            for r, line in enumerate(cart.lines, start=1)]
