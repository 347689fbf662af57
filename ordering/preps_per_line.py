""""Toast the bagel, warm the croissant": each line named after its preparation gets that preparation.

The model writes one change for such a turn, and it put both preparations on one line (the bagel toasted
and warmed, the croissant left cold). Where the turn says two or more "<preparation> the <item>" clauses
("toast the bagel", "heat up the muffin", "warm the croissant"; "warm the latte" is the drink's
temperature), each naming one line of the cart that may have it, and the model wrote only preparations and
temperatures on those lines, each line gets its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.named_lines import lines_named, warm_for

_HEATING = frozenset({"heat", "warm", "reheat", "microwave"})  # said as plain words: warmed, or warm


def preps_per_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one change per line named after a preparation (see the module)."""
    if menu is None or not edits or not all(isinstance(e, ChangeLine) and e == ChangeLine(
            ref=e.ref, preps=e.preps, temp=e.temp) for e in edits):
        return list(edits)
    changes: dict[int, ChangeLine] = {}
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or at < 2 or tokens[at - 1] not in ("the", "my"):
            continue
        verb = at - 2 - (tokens[at - 2] == "up")  # "heat up the muffin"
        refs = lines_named(unsymbol(tok)[1], cart)
        said = _said(tokens[verb] if verb >= 0 else "", cart.lines[refs[0] - 1].item if refs else "", menu)
        if said is None:
            continue
        group, value = said
        if len(refs) != 1 or not menu.allows(cart.lines[refs[0] - 1].item, group, value):
            return list(edits)
        change = changes.get(refs[0], ChangeLine(ref=refs[0]))
        changes[refs[0]] = (change.model_copy(update={"preps": [*change.preps, value]}) if group == "prep"
                            else change.model_copy(update={"temp": value}))
    if len(changes) < 2 or any(e.ref not in changes for e in edits):
        return list(edits)
    return list(changes.values())


def _said(word: str, item: str, menu: Any) -> tuple[str, str] | None:
    """(group, value) the word says of the item: "prep:toasted"; "warm" or "heat" a food's warming, a
    drink's warm temperature; a temperature ("ice the mocha")."""
    if not item:
        return None
    word = "temp:warm" if word in _HEATING else word
    value = warm_for(menu, item, word)
    if value.startswith("prep:"):
        return "prep", unsymbol(value)[1]
    return ("temp", unsymbol(value)[1]) if value.startswith("temp:") else None  # "ice the mocha": iced
