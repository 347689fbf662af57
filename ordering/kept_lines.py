"""A line the model both changed and removed in one turn: "No, I wanted a cortado, warm" gave "set L4
temp:warm ; del L4". A line a turn changes is not also removed unless the turn says a removal ("remove",
"skip", "don't want", "anymore", ...): the removal goes.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.turn_words import REMOVE_WORDS

_REMOVING = REMOVE_WORDS | frozenset({"don't", "dont", "rid", "anymore", "ditch", "lose", "without", "off",
                                      "out", "nevermind", "undo"})


def changed_not_removed(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` less the removal of a line the turn also changes, where no word of the turn removes."""
    changed = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if not changed or _REMOVING.intersection(words):
        return list(edits)
    return [e for e in edits if not (isinstance(e, RemoveLine) and e.ref in changed)]

