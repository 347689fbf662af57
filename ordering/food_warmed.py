"""Whose "warmed" it is: "one banana bread, heated", "a bagel please heated and a cappuccino" warm the
food said before the word; "a muffin and a warm cortado" is a warm cortado, not a warmed muffin.

The grounding reads "warmed" and "heated" as a drink's temperature (temp:warm, temp:hot); of a food the
menu gives no temperature they are its preparation (`named_lines.warm_for`). The model, trained on "a
warmed bagel" and "a bagel, warmed", left the word off where words stood between it and the food ("and
heated", "please heated", "heated add jam") and once gave a drink's "warm" to the muffins said before the
drink. A warming word belongs to the item it stands before when only values and fillers lie between them
(no comma, "and" or "with"), else to the item said before it, or to every item before it after "both" or
"all". Where each item of the turn is said once
and added once, the food it belongs to is warmed and the drink it belongs to takes the temperature, where
the line has none; a food warmed by a word that is a drink's, with no warming word of its own, is not,
nor is a drink warmed by the food's word ("one croissant heated and a large caramel macchiato": the
model warmed the macchiato, which the menu refuses, and the macchiato was lost).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit
from ordering.named_lines import warm_for
from ordering.turn_words import WARMED, WARMING

# words between a warming word and the item after it that end the words said before that item
_BREAKS = frozenset({",", ".", "!", "?", ";", "and", "with", "plus", "also", "then", "but", "add"})
_NOT = frozenset({"not", "no", "don't", "dont", "never", "without"})  # "a muffin, not heated"
_NOT_OF_ITEM = frozenset({"water", "milk", "foam", "cream"})  # "a lot of hot water": a request, a note
_EVERY = frozenset({"both", "all", "each", "every", "everything"})  # "a bagel and a muffin, both warmed"


def food_warmed(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with each warming word of the turn given to the added line of the item it is said of
    (see the module)."""
    at_items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    names = [unsymbol(tokens[k])[1] for k in at_items]
    if menu is None or not at_items or len(set(names)) != len(names):
        return list(edits)
    said: dict[str, str] = {}  # item -> the warming word said of it
    for p, tok in enumerate(tokens):
        for owner in _owners(tokens, p, at_items) if tok in WARMING else ():
            said.setdefault(names[owner], tok)
    if not said:
        return list(edits)
    out = list(edits)
    added = [e.item for e in out if isinstance(e, AddLine)]
    # an item added twice: whose is unclear ("two flat whites, one decaf, and a croissant warmed": the
    # croissant's is clear)
    lines = {e.item: k for k, e in enumerate(out) if isinstance(e, AddLine) and added.count(e.item) == 1}
    drinks_warm = False
    for item, value in said.items():
        if item not in lines:
            continue
        line = out[lines[item]]
        if warm_for(menu, item, value) == WARMED:
            if "warmed" not in line.preps:
                out[lines[item]] = line.model_copy(update={"preps": [*line.preps, "warmed"]})
        else:
            drinks_warm = True
            temp = value.partition(":")[2]
            if line.temp is None and menu.allows(item, "temp", temp):
                out[lines[item]] = line.model_copy(update={"temp": temp})
    for k, e in enumerate(out):
        # a food warmed with no warming word, or "warmed up", of its own: the drink's word; a drink warmed
        # ("one croissant heated and a large caramel macchiato"): the food's word, put on the wrong line
        if (isinstance(e, AddLine) and "warmed" in e.preps and e.item not in said
                and (drinks_warm or not menu.allows(e.item, "prep", "warmed"))
                and WARMED not in _said_of(tokens, at_items, names, e.item)):
            out[k] = e.model_copy(update={"preps": [p for p in e.preps if p != "warmed"]})
    return out


def _owners(tokens: Sequence[str], p: int, at_items: Sequence[int]) -> list[int]:
    """The indices in ``at_items`` of the items the warming word at ``p`` is said of: the item after it, the
    item before it, every item said before it ("both warmed"), or none ("not heated")."""
    if p and tokens[p - 1] in _NOT or p + 1 < len(tokens) and tokens[p + 1] in _NOT_OF_ITEM:
        return []
    after = [i for i, k in enumerate(at_items) if k > p]
    if after and not _BREAKS.intersection(tokens[p + 1:at_items[after[0]]]):
        return [after[0]]
    before = [i for i, k in enumerate(at_items) if k < p]
    if before and _EVERY.intersection(tokens[at_items[before[-1]] + 1:p]):
        return before
    return before[-1:]


def _said_of(tokens: Sequence[str], at_items: Sequence[int], names: Sequence[str], item: str) -> set[str]:
    """The tokens said from ``item`` to the next item (its own part of the turn)."""
    if item not in names:
        return set()
    i = names.index(item)
    end = at_items[i + 1] if i + 1 < len(at_items) else len(tokens)
    return set(tokens[at_items[i]:end])
