""""Make the hot chocolate large", then "make it iced": "it" is the line the last turn changed.

The grounding reads "it" as the cart's last line. After a change of an earlier line ("make the hot
chocolate large" of a hot chocolate and a latte), the customer's "it" is the line they were just talking
of: "make it iced", "no whipped cream on it either", "can you put vanilla in it too" went to the latte.
Where the last turn changed one line and added none, and this turn says "it" ("that", "this", "that one"),
names no item and counts nothing, the model's changes of the last line are made to the line just changed
instead, if it takes them; "remove it" removes that line, not the last (the cappuccino went). Turns that
name another line ("the other one", "both", "all of them"), order things, or say nothing of "it" are left as
the model read them; so are changes the line just changed refuses ("warm it" after the latte was made
large: the muffin).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count
from ordering.edits import ChangeLine, Edit, RemoveLine, apply_edits
from ordering.turn_words import REMOVE_WORDS

_IT = frozenset({"it", "that", "this"})
_ELSEWHERE = frozenset({"other", "others", "both", "all", "them", "they", "those", "each", "every", "rest",
                        "everything", "first", "second", "last"})


def it_just_changed(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with changes the model made of the last line made of the line the last turn changed,
    where the turn says "it" of it (see the module)."""
    changed = getattr(cart, "changed", None) or []
    if menu is None or len(changed) != 1 or getattr(cart, "added", None) or getattr(cart, "removed", None):
        return list(edits)
    said = set(words)
    removing = len(edits) == 1 and isinstance(edits[0], RemoveLine)  # "remove it": the line just changed
    if not _IT & said or _ELSEWHERE & said or bool(REMOVE_WORDS & said) != removing:
        return list(edits)
    if any(w.startswith("item:") or is_count(w) and not (w == "n1" and i and words[i - 1] in _IT)
           for i, w in enumerate(words)):
        return list(edits)  # an item named or a count said ("that one" is no count)
    last = len(cart.lines)
    ref = next((r for r, line in enumerate(cart.lines, start=1) if line.id == changed[0].line.id), None)
    if ref is None or ref == last or not edits:
        return list(edits)
    if any(not isinstance(e, ChangeLine | RemoveLine) or e.ref != last for e in edits):
        return list(edits)
    moved = [e.model_copy(update={"ref": ref}) for e in edits]
    if removing:
        return moved
    if apply_edits(cart, moved, menu).refused:
        return list(edits)
    return moved
