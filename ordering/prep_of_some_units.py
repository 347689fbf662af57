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
    if menu is None or counted is None or counted[1] is not None:
        return list(edits)
    preps = {unsymbol(t)[1] for t in tokens if t.startswith("prep:")} | (
        {WARMED} if _WARMING.intersection(tokens) else set())
    if len(preps) != 1:
        return list(edits)
    prep = preps.pop()
    warm = ChangeLine(ref=0, temp="warm")  # "and warm 2 of them" of a latte and croissants: the latte warm
    if any(not (isinstance(e, ChangeLine) and (only_a_note(e) or e in (
            ChangeLine(ref=e.ref), ChangeLine(ref=e.ref, preps=[prep])) or prep == WARMED and e.model_copy(
                update={"ref": 0}) == warm)) for e in edits):
        return list(edits)  # "heat one up": the model warmed the whole line, or wrote nothing
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.qty > counted[0]
            and menu.allows(line.item, "prep", prep) and prep not in line.preps]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    some = AddLine(**line.model_dump(exclude={"id", "qty", "preps"}), preps=[*line.preps, prep],
                   qty=counted[0])
    return [ChangeLine(ref=refs[0], qty=line.qty - counted[0]), some]


def _counted_after_the_verb(tokens: Sequence[str]) -> tuple[int, None] | None:
    """(how many, None) where a count follows the word that prepares ("heat one up", "toast one please",
    "warm up one"), naming no item; else None."""
    for k, tok in enumerate(tokens):
        if tok not in _WARMING and not tok.startswith("prep:"):
            continue
        rest = [t for t in tokens[k + 1 : k + 4] if t != "up"]
        if rest and rest[0] in NUMBERS and rest[0] != "nbig" and not any(
                t.startswith("item:") or t in ("more", "of", "minutes", "seconds") for t in rest[1:]):
            return number_value(rest[0]), None
    return None
