""""Two lattes and two mochas", then "remove one of each": one latte and one mocha left.

The model removed one whole line (both lattes); "add one of each" was not understood. Where a turn takes
away "one of each" (or "one each") and names no item, every line of the cart loses one unit (a line of one
goes); where it adds one of each, every line gains one.

"A blueberry muffin and a lemon muffin", then "make it two of each": the model made two of the lemon
alone. A count said "of each" with no word of taking or adding sets it on each line the last turn added
(where it added two or more), else on every line (`each_counted`); of an order of one line with two add-ons
or more, on each add-on ("a latte with vanilla and hazelnut", then "make it two of each").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
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


_SET_OF_EACH = (["of", "each"], ["each"])


def each_counted(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the count said "of each" set on each line the last turn added (two or more), else on
    each line of the cart, where the turn neither takes away nor adds and names no item (see the module)."""
    said = [number_value(w) for k, w in enumerate(words) if is_count(w) and any(
        words[k + 1 : k + 1 + len(tail)] == tail for tail in _SET_OF_EACH)]
    if (len(said) != 1 or said[0] < 2 and not {"just", "only"}.intersection(words)
            or _TAKING.intersection(words) or _ADDING.intersection(words)
            or any(w.startswith("item:") for w in words)
            or not all(isinstance(e, ChangeLine | RemoveLine | AskMenu | Finish) for e in edits)):
        return list(edits)
    added = [r for r, line in enumerate(cart.lines, start=1) if line.id in cart.added]
    refs = added if len(added) > 1 else list(range(1, len(cart.lines) + 1))
    if len(refs) == 1 and len(cart.lines[0].addons) >= 2 and said[0] >= 2:  # "a latte with 1 pump vanilla and
        line = cart.lines[0]  # 1 pump hazelnut", then "make it 2 of each": each add-on's count
        return [ChangeLine(ref=1, add_addons={n: said[0] for n in line.addons})]
    if len(refs) < 2:
        return list(edits)
    recounts = [ChangeLine(ref=r, qty=said[0]) for r in refs if cart.lines[r - 1].qty != said[0]]
    return recounts or list(edits)
