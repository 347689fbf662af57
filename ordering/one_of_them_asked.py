""""Make one of them iced" of a decaf latte and a latte: which one? Asked, not both changed.

The model, pointed at no line, wrote the same change on every line the words could mean, and "one of
them" changed them all. Where the turn says "one of them" (or "in one", `said_one_of_them`), names no
item, and the model wrote one change on two or more lines of one unit each that read apart, none is
changed: the reply asks "Which flat white — the decaf flat white or the flat white?", and the answer
takes the change (`which_answered`). Lines of several units are `one_of_them_changed`'s to split.
Where the turn names the item of one of those lines ("and one of them with honey, the earl grey"), that
line alone is changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol
from ordering.edits import WHICH, AskMenu, ChangeLine, Edit
from ordering.pricing import describe_line
from ordering.units_said import said_one_of_them


def one_of_them_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                      menu: Any) -> list[Edit]:
    """``edits``, or a "which one?" in place of one change written on every line (see the module)."""
    if (menu is None or len(edits) < 2 or not said_one_of_them(text)
            or not all(isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines) for e in edits)):
        return list(edits)
    if len({e.model_copy(update={"ref": 0}).model_dump_json() for e in edits}) != 1:
        return list(edits)
    named = {w for w in words if w.startswith("item:")}
    if named:  # "and one of them with honey, the earl grey": the one named
        mine = [e for e in edits if symbol("item", cart.lines[e.ref - 1].item) in named]
        return mine if len(named) == 1 and len(mine) == 1 else list(edits)
    refs = [e.ref for e in edits]
    lines = [cart.lines[r - 1] for r in refs]
    names = [describe_line(line.model_copy(update={"notes": None, "qty": 1, "who": None}), menu)
             for line in lines]
    if len(set(refs)) != len(refs) or any(line.qty != 1 for line in lines) or len(set(names)) != len(names):
        return list(edits)
    items = {line.item for line in lines}
    kind = menu.item(items.pop()).display if len(items) == 1 else "one"
    return [AskMenu(about=[f"{WHICH}{kind}", *names], lines=refs, then=edits[0])]
