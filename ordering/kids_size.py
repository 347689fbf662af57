""""Kids" said before a drink: the short size. "A kids hot chocolate", "two kid's steamers".

The menu's short size is said "kids size" (an alias), but "kids" alone is no size: the word also says whom
a thing is for ("two hot chocolates for the kids"), so the grounding leaves it as said, and the model
added the drink at its default size. Where "kids" (or "kid", "kid's", "childrens", "children's") comes
right before a drink's name, with only menu values between ("a kids warm hot chocolate"), the line the
turn adds of that drink is short, when the drink comes short and the turn sets no other size for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_KIDS = frozenset({"kids", "kid", "kid's", "childrens", "children's", "child's"})
_SHORT = "short"


def kids_size(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the lines said "kids" (see the module) made short."""
    edits = list(edits)
    if menu is None or not _KIDS.intersection(words):
        return edits
    for start, word in enumerate(words):
        named = _drink_named_after(words, start) if word in _KIDS else None
        if named is None:
            continue
        index, name = named
        said_before = sum(1 for w in words[:index] if w == words[index])
        adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == name]
        item = menu.items.get(name)
        if said_before >= len(adds) or item is None or _SHORT not in item.sizes:
            continue
        added = edits[adds[said_before]]
        if added.size is None:
            edits[adds[said_before]] = added.model_copy(update={"size": _SHORT})
    return edits


def _drink_named_after(words: Sequence[str], start: int) -> tuple[int, str] | None:
    """(index, item name) of the item named after ``words[start]`` with only menu values between."""
    for index in range(start + 1, len(words)):
        kind, _, value = words[index].partition(":")
        if not value:
            return None
        if kind == "item":
            return index, unsymbol(words[index])[1]
    return None
