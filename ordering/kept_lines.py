"""A line the model both changed and removed in one turn: "No, I wanted a cortado, warm" gave "set L4
temp:warm ; del L4". A line a turn changes is not also removed unless the turn says a removal ("remove",
"skip", "don't want", "anymore", ...): the removal goes.

A line the turn says stays as a value ("actually the macchiato should stay small" after both were made
large) the model read as removed ("del L2"): the words of staying and no word of removal make it the
change to that value.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.turn_words import REMOVE_WORDS, value_fields

_REMOVING = REMOVE_WORDS | frozenset({"don't", "dont", "rid", "anymore", "ditch", "lose", "without", "off",
                                      "out", "nevermind", "undo"})


def changed_not_removed(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` less the removal of a line the turn also changes, where no word of the turn removes."""
    changed = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if not changed or _REMOVING.intersection(words):
        return list(edits)
    return [e for e in edits if not (isinstance(e, RemoveLine) and e.ref in changed)]


_STAYING = frozenset({"stay", "stays", "remain", "remains"})


def kept_as_said(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits``, or the one line the model removed changed to the values said after a word of staying
    ("the macchiato stays small"), where no word of the turn removes."""
    if len(edits) != 1 or not isinstance(edits[0], RemoveLine) or _REMOVING.intersection(words):
        return list(edits)
    at = next((i for i, w in enumerate(words) if w in _STAYING), None)
    after = words[at + 1 :] if at is not None else []
    values = [w for w in after if ":" in w and unsymbol(w)[0] in SINGLE_GROUPS]
    if not values or any(w.startswith("item:") for w in after):
        return list(edits)
    fields, _ = value_fields(values)
    return [ChangeLine(ref=edits[0].ref, **fields)]
