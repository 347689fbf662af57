""""Two espressos", then "could you put them in one cup": one cup, not one espresso.

The model read the count said of the cup as the line's count and took an espresso off. Where a count is
said right after "in" (or "into") and before a vessel ("in one cup", "into two bags"), a count the model
set to that number is dropped; the words are noted as the model or the note readings write them.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import is_count, number_value
from ordering.edits import Edit, recounts_dropped
from ordering.said import CUP_WORDS

_INTO = frozenset({"in", "into"})
_VESSELS = CUP_WORDS | {"trays", "carriers", "container", "containers"}


def vessel_counted(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with no line recounted to the count of a vessel said (see the module)."""
    vessels = {number_value(tokens[k]) for k in range(1, len(tokens) - 1)
               if is_count(tokens[k]) and tokens[k - 1] in _INTO and tokens[k + 1] in _VESSELS}
    if not vessels or any(is_count(t) and number_value(t) not in vessels for t in tokens):
        return list(edits)
    return recounts_dropped(edits, vessels)
