""""An espresso", "and another one", "and one more", then "that's three right?": a count checked, not set.

The model read the count as the new count of the last line and made five espressos. Where the turn only
asks whether the order comes to a count ("that's three, right?", "so that's two lattes?", "that makes two,
right"), and the model wrote nothing but counts and notes, nothing changes: the order is read back, so the
customer sees what it holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import is_count
from ordering.edits import ChangeLine, Edit, ReviewOrder, only_a_note

_CHECKING = (("that's",), ("that", "is"), ("that", "makes"), ("so", "that's"), ("so", "that", "makes"),
             ("so", "that", "is"), ("making", "it"))
_CHECKED = frozenset({"right", "correct", "yes", "yeah", "total", "in", "all", "?", ",", ".", "then", "now",
                      "isn't", "it", "ok", "okay"})


def count_checked(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits``, or the order read back where the turn asks whether it comes to a count (see the module)."""
    start = next((len(p) for p in _CHECKING if tuple(words[: len(p)]) == p), 0)
    rest = list(words[start:])
    if not start or not rest or not is_count(rest[0]) or "?" not in words and not {"right", "correct"} & set(
            words):
        return list(edits)
    rest = rest[1:]
    if rest[:1] and rest[0].startswith("item:"):
        rest = rest[1:]
    if set(rest) - _CHECKED or not all(only_a_note(e) or isinstance(e, ChangeLine) and e.values_changed() <= {
            "qty", "notes"} for e in edits):
        return list(edits)
    return [ReviewOrder()]
