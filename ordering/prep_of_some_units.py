"""'A latte, a flat white and two croissants', then 'and heat one of them': one croissant warmed.

With other lines in the cart the model wrote an empty change of the first line, and the customer heard
"didn't catch". Where the turn asks a preparation ("heat", "warm", "toast" or the menu's word for one) of a
count "of them" and the model wrote nothing of its own, the cart's one line of more units than that which
takes the preparation gives that many units a line of their own, prepared so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, only_a_note
from ordering.turn_words import WARMING
from ordering.units_said import units_of_them

_WARMING = frozenset({"heat", "heated", "warm", "warmed", "microwave", *WARMING})
WARMED = "warmed"


def prep_of_some_units(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or some units of the cart's one line that takes the preparation said split off with it
    (see the module)."""
    counted = units_of_them(tokens)
    if menu is None or counted is None or counted[1] is not None:
        return list(edits)
    if any(not (isinstance(e, ChangeLine) and (only_a_note(e) or e == ChangeLine(ref=e.ref))) for e in edits):
        return list(edits)
    preps = {unsymbol(t)[1] for t in tokens if t.startswith("prep:")} | (
        {WARMED} if _WARMING.intersection(tokens) else set())
    if len(preps) != 1:
        return list(edits)
    prep = preps.pop()
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.qty > counted[0]
            and menu.allows(line.item, "prep", prep) and prep not in line.preps]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    some = AddLine(**line.model_dump(exclude={"id", "qty", "preps"}), preps=[*line.preps, prep],
                   qty=counted[0])
    return [ChangeLine(ref=refs[0], qty=line.qty - counted[0]), some]
