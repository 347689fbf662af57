""""Warm them", "toast them", "heat those up": the order's pastries, prepared.

Said after two croissants were named, "warm them" warmed the flat white (the model gave the drink the
temperature and took it off a croissant); "toast them" of a latte and two bagels was "didn't catch". The
verb says a preparation of food, and "them" (or "those", "these", "both", "all") the order's food. Where the
turn is a warming or toasting verb said right before one of those words, names no item and no other value,
and the order's food that takes the preparation is two units or more, each such line is prepared, and the
model's changes are dropped. Said after "make" ("make them warm") the word is a drink's temperature, the
model's to read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, ClearCart, Edit, RemoveLine
from ordering.turn_words import WARMED, WARMING

_THEM = frozenset({"them", "those", "these", "both", "all"})
_HEATING = frozenset({"heat", "reheat"})  # verbs the tagger reads as no value


def food_prepared_them(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or each food line of the order that takes it given the preparation said (see the
    module)."""
    prep = _prepared_them(tokens)
    if prep is None or menu is None or any(isinstance(e, AddLine | RemoveLine | ClearCart) for e in edits):
        return list(edits)
    foods = [r for r, line in enumerate(cart.lines, start=1)
             if menu.kind(line.item) == "food" and menu.allows(line.item, "prep", prep)]
    if sum(cart.lines[r - 1].qty for r in foods) < 2:
        return list(edits)
    prepared = [ChangeLine(ref=r, preps=[prep]) for r in foods if prep not in cart.lines[r - 1].preps]
    return prepared or list(edits)


def _prepared_them(tokens: Sequence[str]) -> str | None:
    """The preparation "warm them" / "toast those" says, where the turn says nothing else of the menu."""
    verbs = [k for k, t in enumerate(tokens[:-1]) if (t in WARMING or t in _HEATING or t.startswith("prep:"))
             and tokens[k + 1] in _THEM]
    if len(verbs) != 1 or any(":" in t for k, t in enumerate(tokens) if k != verbs[0]):
        return None
    said = tokens[verbs[0]]
    return unsymbol(WARMED if said in WARMING or said in _HEATING else said)[1]
