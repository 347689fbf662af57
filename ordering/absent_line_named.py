""""Remove the latte" or "change the latte to a cappuccino" of an order with a mocha and no latte: nothing
changes, and the reply says the order has no latte.

The model, which reads a removal or a swap by its shape, took the one line there was off (the mocha went,
and a latte and a cappuccino came in its place). Where the turn asks a line off or changes it by its item
("remove the latte", "change my latte to …", "make the latte iced", "remove the whip from the mocha"), the
item is not ordered in the turn ("a latte"), and the cart has no line of it nor of its kind (a chai latte is
a latte too; "the coffee" may be any coffee drink), the edits give way to the question: the order has no
such line (the model added a mocha without whip). An item ordered apart after it ("remove the latte and add a
mocha") is added, and only it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.named_lines import ordered
from ordering.replies import NEVER_MIND, NOT_ORDERED
from ordering.turn_words import REMOVE_WORDS

_CHANGING = REMOVE_WORDS | frozenset({"change", "switch", "swap", "make", "turn", "replace"})
_ANY_DRINK = frozenset({"coffee", "drink", "tea"})  # what may name a line of many items
_OFF_OF = frozenset({"from", "off"})  # "remove the whip from the mocha": the mocha is named


def absent_line_named(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the question of a line the order lacks where the turn changes or removes one by an item
    no line has (see the module)."""
    named = {words[k + 2] for k in range(len(words) - 2)
             if (words[k] in _CHANGING or words[k] in _OFF_OF and _CHANGING.intersection(words[:k])
                 or words[k] == "off" and words[k - 1 : k] == ["take"])  # "take off the latte"
             and words[k + 1] in ("the", "my") and words[k + 2].startswith("item:")}
    if len(named) != 1:
        return list(edits)
    token = named.pop()
    item = unsymbol(token)[1]
    if (item in _ANY_DRINK or ordered(words, token) or any(
            line.item == item or item.split()[-1] in line.item.split() for line in cart.lines)):
        return list(edits)
    touched = any(isinstance(e, ChangeLine | RemoveLine) or isinstance(e, AddLine) and e.item == item
                  for e in edits)
    if not touched:
        return list(edits)
    apart = [e for e in edits
             if isinstance(e, AddLine) and e.item != item and _ordered_apart(words, token, e.item)]
    return apart or [AskMenu(about=[NOT_ORDERED, item])]


_JOINS = frozenset({"and", "plus", "also"})


def _ordered_apart(words: Sequence[str], token: str, item: str) -> bool:
    """Whether ``item`` is ordered on its own after the line the order lacks is named: "remove the latte
    and add a mocha" (not "change the latte to a mocha")."""
    at, said = words.index(token), symbol("item", item)
    return said in words[at + 1:] and bool(_JOINS.intersection(words[at + 1 : words.index(said, at + 1)]))


_TEA_WORDS = frozenset({"tea", "chai", "matcha"})  # "the tea" of a chai latte names it


def tea_line_named(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` where "remove the tea" (or "cancel my tea") names the cart's one line of a tea, a chai or a
    matcha: that line removed in place of the model's removal of another ("a chai latte and a mocha", then
    "remove the tea": the model took the mocha off); of an order with no such line, the question of a line
    the order lacks, or, where "which tea?" is still asked, nothing changed. "Tea" is no item of the menu
    (its teas are named ones), so the words hold the plain word. Only where the turn removes nothing else by
    name."""
    said = [k for k in range(len(words) - 2) if words[k] in _CHANGING and words[k + 1] in ("the", "my")
            and words[k + 2] in ("tea", "teas") and words[k] in REMOVE_WORDS]
    if len(said) != 1 or any(w.startswith("item:") for w in words) or not all(
            isinstance(e, RemoveLine) for e in edits) or not edits:
        return list(edits)
    teas = [r for r, line in enumerate(cart.lines, start=1) if _TEA_WORDS.intersection(line.item.split())]
    if not teas and cart.asked is not None and "tea" in (cart.asked.kind or ""):
        return [AskMenu(about=[NEVER_MIND])]  # which tea was still asked: none, then
    if not teas:
        return [AskMenu(about=[NOT_ORDERED, "tea"])]
    return [RemoveLine(ref=teas[0])] if len(teas) == 1 else list(edits)
