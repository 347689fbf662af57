""""A medium mocha with almond milk, and a large black coffee": a value said right before an item is that
item's.

The model wrote the coffee without its size (a plain coffee, priced as the usual size). Where the words
say values right before an item ("a large black coffee", "an iced oat latte"), with nothing between but
other such values and plain words of how it is ("black"), and the turn adds one line of that item that
has no value of that group, the line takes the value; a value the model gave to another line added in
the turn is left to the model (it may have put it on the wrong one, but which is not known).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, Edit

_PLAIN_WORDS = frozenset({"black", "plain", "regular", "hot", "fresh", "nice", "little", "big"})


def values_before_item(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the values said right before an item given to its one added line that lacks them."""
    if menu is None:
        return list(edits)
    out = list(edits)
    items = [t for t in tokens if t.startswith("item:")]
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or items.count(tok) != 1:
            continue
        item = unsymbol(tok)[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(mine) != 1:
            continue
        said = []
        for j in range(i - 1, -1, -1):
            if ":" in tokens[j] and unsymbol(tokens[j])[0] in SINGLE_GROUPS:
                said.append(unsymbol(tokens[j]))
            elif tokens[j] not in _PLAIN_WORDS:
                break
        line = out[mine[0]]
        update = {}
        for group, value in said:
            others = [e for e in out if isinstance(e, AddLine) and e is not line]
            if getattr(line, group) is not None or not menu.allows(item, group, value) or any(
                    str(getattr(e, group)) == value for e in others):
                continue
            update[group] = int(value) if group == "shots" else value
        if update:
            out[mine[0]] = line.model_copy(update=update)
    return out
