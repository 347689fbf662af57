""""A white coffee", "one black coffee and one white coffee": a coffee with milk.

A white coffee is a coffee with milk, said the British way; the menu has no value "white", so the model
wrote a plain coffee (and of "one black coffee and one white coffee", two plain coffees). Where "white" is
said right before an item served without milk by default (a coffee, an americano: `Item.default_milk`
unset) and the model added that item without a milk, that unit gets the note "with milk", as "a coffee
with milk" does; of a line of several units named apart, only the white ones. "Flat white" is an item of
its own and never says this.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol
from ordering.edits import AddLine, Edit

NOTE = "with milk"
_ONE = frozenset({"a", "an", "n1", "one"})


def white_said(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the units of an item said "white" noted "with milk" (see the module)."""
    if menu is None or "white" not in words:
        return list(edits)
    out = list(edits)
    for name in {e.item for e in edits if isinstance(e, AddLine)}:
        if name not in menu.items or menu.item(name).default_milk or "milk" not in menu.item(name).groups:
            continue
        at = [k for k, w in enumerate(words) if w == symbol("item", name)]
        white = [k for k in at if words[k - 1 : k] == ["white"]]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == name]
        if not white or any(out[k].milk or out[k].notes for k in mine):
            continue
        if len(at) == 1 and len(mine) == 1:  # "a white coffee", "two white coffees"
            out[mine[0]] = out[mine[0]].model_copy(update={"notes": NOTE})
        elif not all(_one_said(words, k) for k in at):
            continue
        elif len(mine) == len(at) and all(out[k].qty == 1 for k in mine):  # one line a unit, in order
            for k, said in zip(mine, at, strict=True):
                if said in white:
                    out[k] = out[k].model_copy(update={"notes": NOTE})
        elif len(mine) == 1 and out[mine[0]].qty == len(at):  # one line of them all
            line = out[mine[0]]
            noted = line.model_copy(update={"qty": len(white), "notes": NOTE})
            plain = [line.model_copy(update={"qty": len(at) - len(white)})] if len(at) > len(white) else []
            out[mine[0] : mine[0] + 1] = [*plain, noted]
    return out


def _one_said(words: Sequence[str], at: int) -> bool:
    """Whether the item at ``at`` is said as one unit: "a", "one", with "black" / "white" between."""
    k = at - 1
    while k >= 0 and words[k] in ("white", "black"):
        k -= 1
    return k >= 0 and words[k] in _ONE
