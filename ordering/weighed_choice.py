""""A latte or a mocha, hmm, I'll go with the mocha": of items weighed with "or", the one chosen at the end.

The model added every item the turn names (or asked of one and added another: "maybe a latte? or a
cappuccino? let's do the latte" asked of the latte and added the cappuccino). Where the turn weighs items
with "or" and then names one of them again as "the <item>" at its end, that item is the order: the lines
and questions of the others go, and the chosen one is added once (with the values the model gave it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit

_TRAILING = frozenset({".", "!", "?", "please", "thanks", "then", "one", "n1"})


def weighed_choice(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with only the item chosen of those weighed (see the module)."""
    named = [(i, unsymbol(t)[1]) for i, t in enumerate(tokens) if t.startswith("item:")]
    if menu is None or len(named) < 3:
        return list(edits)
    last, chosen = named[-1]
    weighed = {item for _, item in named[:-1]}
    if (tokens[last - 1] != "the" or chosen not in weighed or len(weighed) < 2 or chosen not in menu.items
            or "or" not in tokens[named[0][0] : named[-2][0]] or "and" in tokens[named[0][0] : last]
            or any(t not in _TRAILING for t in tokens[last + 1 :])):
        return list(edits)
    kept: list[Edit] = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.item in weighed:
            if edit.item == chosen and not any(isinstance(k, AddLine) and k.item == chosen for k in kept):
                kept.append(edit)
        elif isinstance(edit, AskMenu) and edit.ref is None and set(edit.about) & weighed:
            continue
        else:
            kept.append(edit)
    if not any(isinstance(e, AddLine) and e.item == chosen for e in kept):
        kept.append(AddLine(item=chosen))
    return kept
