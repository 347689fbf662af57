""""How much for a large?" of a small latte ordered: the price of that latte in the size asked.

The words name a size and no item, so the model asked of the size alone ("Yes, we have large.") or of
nothing. Where the turn asks a price, names one size and nothing else of the menu, each item of the
order that comes in sizes (its last line) is priced as it stands (its milk, its add-ons) in that size ("A
large oat milk latte is $5.95."; of a latte and a mocha, both), and the cart stays as it was. Two sizes
named ("what's the price difference between large and medium") price the one item in both. Where the
turn is the question alone and the model made the line that size ("wait, how much is a large"), the line
stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.order_review import PRICE_ASKED
from ordering.replies import PRICE

# a price asked without its words: "what would a medium cost", "what would a large be"
_WOULD_COST = re.compile(r"\bwhat\s+(?:would|will|does)\b.*\b(?:be|cost)\b", re.I)
_LINE_VALUES = ("temp", "milk", "caffeine", "shots")
# the turn is the question, a few words before it: "wait, how much is a large", "so what would a medium be"
_ASKED_FIRST = re.compile(
    r"^\W*(?:(?:wait|oh|um|uh|so|and|ok|okay|hmm|sorry|actually|also|well|hey)\W+)*"
    r"(?:how\s+much|what\s+(?:would|will|does|is|'s)|what's)\b[^,;?]*\?*\W*$", re.I)


def _sized_only(edit: Edit) -> bool:
    """Whether ``edit`` is a change of a line's size and nothing else."""
    return isinstance(edit, ChangeLine) and edit.size is not None and edit.model_dump(
        exclude={"op", "ref", "size"}, exclude_defaults=True) == {}


def size_priced(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the price asked of the order's drink in the size said (see the module)."""
    sizes = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("size:")))
    asked = PRICE_ASKED.search(text or "") or _WOULD_COST.search(text or "")
    if asked and _ASKED_FIRST.search(text) and all(_sized_only(e) for e in edits):
        edits = []  # "wait, how much is a large": the model made the line large; the turn only asks
    if (menu is None or not 1 <= len(sizes) <= 2 or not asked
            or any(":" in w and not w.startswith("size:") for w in words)
            or any(isinstance(e, AddLine | ChangeLine | RemoveLine) for e in edits)
            or any(isinstance(e, AskMenu) and e.ref is not None for e in edits)):
        return list(edits)
    sized = [line for line in cart.lines if line.item in menu.items and menu.item(line.item).sizes]
    last = {line.item: line for line in sized}  # of each item, its last line
    if not last or len(last) > (3 if len(sizes) == 1 else 1) or any(
            size not in menu.item(item).sizes for item in last for size in sizes):
        return list(edits)
    asks = [_priced_in(line, size) for line in last.values() for size in sizes]
    return list(edits) if None in asks else asks


def _priced_in(line: Any, size: str) -> AskMenu | None:
    """The question of the line's price in ``size``, as it stands; None where an add-on is counted ("×2" is
    not said in a question of the menu)."""
    if any(count != 1 for count in line.addons.values()):
        return None
    values = [f"{group}:{getattr(line, group)}" for group in _LINE_VALUES if getattr(line, group) is not None]
    return AskMenu(about=[line.item, f"size:{size}", *values, *(f"addon:{n}" for n in line.addons), PRICE])
