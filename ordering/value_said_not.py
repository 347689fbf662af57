"""A value said only after "not" is not put on the line ordered: "i'll take a latte but not a big one" is a
latte of the usual size, "a latte not too big" too.

The model wrote "size:large" on the latte, and `per_line.kind_named_one` read "a big one" as a second,
large latte: the customer got two lattes, one of the size refused. Where a line is added this turn with a
size, temperature, milk, caffeine or shots value that the turn says only right after "not" (past "a",
"an", "too" or "so"), the line takes none: its value is the menu's usual one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, symbol
from ordering.edits import AddLine, Edit

_BETWEEN = frozenset({"a", "an", "too", "so"})


def said_after_not(words: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` is said right after "not" (past "a", "an", "too" or "so")."""
    k = at - 1
    while k >= 0 and words[k] in _BETWEEN:
        k -= 1
    return k >= 0 and words[k] == "not"


def value_said_not(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with each added line's value said only after "not" taken off (see the module)."""
    out = []
    for edit in edits:
        if isinstance(edit, AddLine):
            refused = {}
            for group in SINGLE_GROUPS:
                value = getattr(edit, group)
                said = [k for k, w in enumerate(words) if value is not None and w == symbol(group, value)]
                if said and all(said_after_not(words, k) for k in said):
                    refused[group] = None
            edit = edit.model_copy(update=refused) if refused else edit
        out.append(edit)
    return out
