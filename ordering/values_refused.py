"""A value said of a food (or drink) that cannot take it ("a croissant with oat milk", "a muffin, iced") is
refused in words, not dropped without one.

The model writes only what an item can take, so the oat milk was left out and the customer heard "Added a
butter croissant", as if the milk were on it. Where a value is said in the part of the turn that orders one
line, the item cannot take it, and no line the turn writes has it, a change giving the new line that value
follows the line: the menu refuses it with its reason ("The butter croissant doesn't take milk.") and the
croissant stays. A line with a note is left alone: the words are the note's ("a muffin, not too much
cream").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.cream_on_top import read_as_topping
from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.turn_words import kind_of

_SINGLE = ("size", "temp", "milk", "caffeine")
_PART_END = frozenset({"and", ",", ".", "!", "?", "plus", "also"})
_GLUE = frozenset({"please", "thanks", "too", "as", "well", "then"})


def values_refused(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with a change after each added line giving it the values said of it that its item
    cannot take and no line of the turn has, for the menu to refuse (see the module's docstring)."""
    if menu is None:
        return list(edits)
    adds = [e for e in edits if isinstance(e, AddLine)]
    out = list(edits)
    for n, add in enumerate(adds):
        at = [i for i, t in enumerate(tokens) if t.startswith("item:") and unsymbol(t)[1] == add.item]
        if len(at) != 1 or add.item not in menu.items or sum(a.item == add.item for a in adds) != 1:
            continue
        if add.notes:  # "a muffin, not too much cream": the words went into a note for the barista
            continue
        change = {}
        for value in _said_of(tokens, at[0]):
            group, name = kind_of(value), unsymbol(value)[1]
            if group == "temp" and add.preps:  # "a warm muffin": warmed already (`food_warmed`)
                continue
            if read_as_topping(add, group, name):  # "a hot chocolate with cream": the whipped cream
                continue
            if not menu.allows(add.item, group, name) and not _written(edits, group, name):
                change[group] = name
        if change:
            ref = len(cart.lines) + n + 1  # lines this turn adds follow the cart's
            out.insert(out.index(add) + 1, ChangeLine(ref=ref, **change))
    return out


def _said_of(tokens: Sequence[str], at: int) -> list[str]:
    """The value tokens of the part of the turn the item at ``at`` is said in."""
    start = at
    while start > 0 and tokens[start - 1] not in _PART_END and not tokens[start - 1].startswith("item:"):
        start -= 1
    end = at + 1
    while end < len(tokens) and tokens[end] not in _PART_END and not tokens[end].startswith("item:"):
        end += 1
    after = []  # "a muffin, iced": values said after a comma, up to the next bound, with no item of their own
    if end < len(tokens) and tokens[end] == ",":
        stop = next((k for k in range(end + 1, len(tokens)) if tokens[k] in _PART_END), len(tokens))
        rest = tokens[end + 1:stop]
        if rest and not any(t.startswith("item:") for t in rest) and all(
                kind_of(t) in _SINGLE or t in _GLUE for t in rest):
            after = rest
    return [t for t in [*tokens[start:at], *tokens[at + 1:end], *after] if kind_of(t) in _SINGLE]


def _written(edits: Sequence[Edit], group: str, name: str) -> bool:
    """Whether some line the turn writes has that value already (the model placed it)."""
    return any(isinstance(e, AddLine | ChangeLine) and str(getattr(e, group, None)) == name for e in edits)
