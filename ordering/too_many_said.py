""""A latte with 4 pumps of vanilla", then "that's too many, make it 2": two pumps, not two lattes.

The model read the count as the line's new count (two lattes with four pumps each), or read nothing ("too
much, just 2": "didn't catch"; "that's too sweet, make it one" of three sugars: a note). Where the turn
says "too many", "too much" or "too sweet", says one count and names no item, and the model only recounted
a line, noted or wrote nothing, the count is that of the add-on the line has more of: the model's line,
else the last line, where it has one add-on counted above the count said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import ChangeLine, Edit, only_a_note, only_a_recount

_TOO_MANY = re.compile(r"\btoo\s+(?:many|much|sweet)\b", re.I)


def too_many_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line's add-on counted down to the count said (see the module)."""
    counts = [w for w in words if is_count(w)]
    if (not cart.lines or len(counts) != 1 or not _TOO_MANY.search(text or "")
            or any(w.startswith("item:") or w.startswith("addon:") for w in words)):
        return list(edits)
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if len(refs) > 1 or not all(only_a_note(e) or only_a_recount(e) for e in edits):
        return list(edits)
    ref = refs.pop() if refs else len(cart.lines)
    if not 1 <= ref <= len(cart.lines):
        return list(edits)
    count = number_value(counts[0])
    over = [name for name, n in cart.lines[ref - 1].addons.items() if n > count]
    if len(over) != 1:
        return list(edits)
    return [ChangeLine(ref=ref, add_addons={over[0]: count})]
