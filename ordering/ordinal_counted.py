"""'Make the second item two', 'make the first one 3': the line named by its place, given that count.

The model read "make the second item two" as a note on the second line ("set L2 note ..."), which the
notes reading then dropped: nothing changed. Where a turn that adds and removes nothing says "make" (or
"change", "turn") and a line by its place ("the first item", "the second one", "the last drink") with a
count right after it, and nothing after the count but the turn's end, the line takes that count.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine

_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "last": -1}
_LINE_WORDS = frozenset({"item", "one", "drink", "line", "thing", "n1"})
_FILLERS = frozenset({"right", "like", "uh", "um", "i", "think", "to", "just"})
_ENDS = frozenset({".", ",", "!", "?", "please", "when", "thanks", "instead"})


def ordinal_counted(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the count said of a line named by its place (see the module)."""
    if any(isinstance(e, AddLine | RemoveLine) for e in edits) or not cart.lines:
        return list(edits)
    for at, word in enumerate(words[:-2]):
        if word not in _PLACES or words[at + 1] not in _LINE_WORDS or not {"make", "change", "turn"} & set(
                words[:at]):
            continue
        k = at + 2
        while k < len(words) and words[k] in _FILLERS:
            k += 1
        if k >= len(words) or not is_count(words[k]) or k + 1 < len(words) and words[k + 1] not in _ENDS:
            continue
        index = _PLACES[word]
        if not -len(cart.lines) <= index < len(cart.lines):
            return list(edits)
        ref = index % len(cart.lines) + 1
        count = number_value(words[k])
        others = [e for e in edits if not (isinstance(e, ChangeLine) and e.ref == ref)]
        return [*others, ChangeLine(ref=ref, qty=count)]
    return list(edits)
