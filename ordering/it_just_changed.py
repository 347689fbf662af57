""""Make the hot chocolate large", then "make it iced": "it" is the line the last turn changed.

The grounding reads "it" as the cart's last line. After a change of an earlier line ("make the hot
chocolate large" of a hot chocolate and a latte), the customer's "it" is the line they were just talking
of: "make it iced", "no whipped cream on it either", "can you put vanilla in it too" went to the latte.
Where the last turn changed one line and added none, and this turn says "it" ("that", "this", "that one"),
names no item and counts nothing, the model's changes of the last line are made to the line just changed
instead, if it takes them; "remove it" removes that line, not the last (the cappuccino went). Turns that
name another line ("the other one", "both", "all of them"), order things, or say nothing of "it" are left as
the model read them; so are changes the line just changed refuses ("warm it" after the latte was made
large: the muffin). A question of "it" ("what size is it") is asked of that line too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, ChangeLine, Edit, RemoveLine, apply_edits
from ordering.it_meant import IT, item_or_count_said
from ordering.turn_words import REMOVE_WORDS

_ELSEWHERE = frozenset({"other", "others", "both", "all", "them", "they", "those", "each", "every", "rest",
                        "everything", "first", "second", "last"})


def it_just_changed(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with changes the model made of the last line made of the line the last turn changed,
    where the turn says "it" of it (see the module)."""
    removing = len(edits) == 1 and isinstance(edits[0], RemoveLine)  # "remove it": the line just changed
    ref = _line_meant(words, cart, removing) if menu is not None else None
    last = len(cart.lines)
    if ref is None or any(not isinstance(e, ChangeLine | RemoveLine) or e.ref != last for e in edits):
        return list(edits)
    moved = [e.model_copy(update={"ref": ref}) for e in edits]
    if removing:
        return moved
    if apply_edits(cart, moved, menu).refused:
        return list(edits)
    return moved


def it_just_changed_asked(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a question the model asked of the last line ("what size is it") asked of the line
    the last turn changed, where the turn says "it" of it."""
    ref = _line_meant(words, cart, False)
    if ref is None or len(edits) != 1 or not isinstance(edits[0], AskMenu) or edits[0].ref != len(cart.lines):
        return list(edits)
    return [edits[0].model_copy(update={"ref": ref})]


def _line_meant(words: Sequence[str], cart: Any, removing: bool) -> int | None:
    """The place of the one line the last turn changed, where the turn says "it" of it, names no item or
    other line and counts nothing, and it is not the last line; else None."""
    changed = getattr(cart, "changed", None) or []
    if len(changed) != 1 or getattr(cart, "added", None) or getattr(cart, "removed", None):
        return None
    said = set(words)
    if not IT & said or _ELSEWHERE & said or bool(REMOVE_WORDS & said) != removing:
        return None
    if item_or_count_said(words):
        return None
    ref = next((r for r, line in enumerate(cart.lines, start=1) if line.id == changed[0].line.id), None)
    return None if ref is None or ref == len(cart.lines) else ref
