"""'A latte, a flat white and two croissants', then 'and heat one of them' (or 'heat one up'): one croissant
warmed.

With other lines in the cart the model wrote an empty change of the first line, and the customer heard
"didn't catch"; of "heat one up" it warmed both muffins. Where the turn asks a preparation ("heat", "warm",
"toast" or the menu's word for one) of a count "of them" (or a count said right after the word) and the
model wrote nothing of its own or that preparation of a whole line, the cart's one line of more units than
that which takes the preparation gives that many units a line of their own, prepared so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, only_a_note
from ordering.turn_words import WARMING
from ordering.units_said import units_of_them

_WARMING = frozenset({"heat", "heated", "warm", "warmed", "microwave", *WARMING})
WARMED = "warmed"


def prep_of_some_units(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or some units of the cart's one line that takes the preparation said split off with it
    (see the module)."""
    counted = units_of_them(tokens) or _counted_after_the_verb(tokens)
    if menu is None or counted is None:
        return list(edits)
    count, item = counted
    preps = {unsymbol(t)[1] for t in tokens if t.startswith("prep:")} | (
        {WARMED} if _WARMING.intersection(tokens) else set())
    if len(preps) != 1:
        return list(edits)
    prep = preps.pop()
    # "and warm 2 of them" of a latte and croissants: the latte warm (or its temperature unset)
    warm = (ChangeLine(ref=0, temp="warm"), ChangeLine(ref=0, unset=["temp"]))
    if any(not (isinstance(e, ChangeLine) and (only_a_note(e) or e in (
            ChangeLine(ref=e.ref), ChangeLine(ref=e.ref, preps=[prep])) or prep == WARMED and e.model_copy(
                update={"ref": 0}) in warm) or item is not None and e in _ordered_so(item, count, prep))
            for e in edits):
        return list(edits)  # "heat one up": the model warmed the whole line, or wrote nothing
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.qty > count
            and menu.allows(line.item, "prep", prep) and prep not in line.preps and item in (None, line.item)]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    some = AddLine(**line.model_dump(exclude={"id", "qty", "preps"}), preps=[*line.preps, prep], qty=count)
    return [ChangeLine(ref=refs[0], qty=line.qty - count), some]


def _ordered_so(item: str, count: int, prep: str) -> list[AddLine]:
    """The model's readings of "warm one croissant" as one more croissant ordered, warmed."""
    return [AddLine(item=item, qty=count, preps=[prep]), AddLine(item=item, qty=count, temp="warm"),
            AddLine(item=item, qty=count)]


def _counted_after_the_verb(tokens: Sequence[str]) -> tuple[int, str | None] | None:
    """(how many, None) where a count follows the word that prepares ("heat one up", "toast one please",
    "warm up one"), naming no item; (how many, the item) where the item follows the count and ends the
    turn ("warm one croissant", "heat one croissant please"); else None."""
    for k, tok in enumerate(tokens):
        if tok not in _WARMING and not tok.startswith("prep:"):
            continue
        rest = [t for t in tokens[k + 1 : k + 4] if t != "up"]
        if not rest or rest[0] not in NUMBERS or rest[0] == "nbig":
            continue
        if not any(t.startswith("item:") or t in ("more", "of", "minutes", "seconds") for t in rest[1:]):
            return number_value(rest[0]), None
        after = [t for t in tokens[k + 1 :] if t != "up"]
        if after[1].startswith("item:") and set(after[2:]) <= _CLOSING:
            return number_value(rest[0]), unsymbol(after[1])[1]
    return None


_CLOSING = frozenset({"please", "thanks", ".", "!", "up", "too"})
