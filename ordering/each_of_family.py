""""One of each muffin", "one of every kind of croissant": one of each item of the family named.

The grounding reads a family's noun alone as its house item ("muffin": the apple bran muffin), and the
model added that one muffin. Where the turn says "one of each" / "one of every" (past "kind of", "type of",
"the", "your") and then a noun two or more of the menu's items end in, the line the model added of that
family is one line of each of them, with the values the model gave it ("one of each muffin, warmed").
So with the noun said before ("three muffins, one of each kind"), where the model added as many units
of the family as it has items: all of the house item, before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit

_EACH_OF = re.compile(
    r"\b(?:one|1|a)\s+of\s+(?:each|every|all)\s+(?:(?:kind|type|sort|flavou?r)s?\s+of\s+)?"
    r"(?:of\s+)?(?:the\s+|your\s+)?([a-z]+?)(?:e?s)?\b", re.I)
# "three muffins, one of each (kind)": the family's noun said before, "one of each" ending the part
_EACH_AFTER = re.compile(
    r"\b([a-z]+?)(?:e?s)\s*,?\s+(?:one|1)\s+of\s+(?:each|every)(?:\s+(?:kind|type|sort|flavou?r)s?)?"
    r"\s*(?=[,.!?]|$|please\b|thanks\b|and\b)", re.I)


def each_of_family(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits`` with the line of a family said "one of each" made one line per item (see the module)."""
    out = list(edits)
    if menu is None:
        return out
    for said in _EACH_OF.finditer(text or ""):
        family = menu.family(said.group(1).lower())
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item in family]
        if len(family) < 2 or len(mine) != 1 or out[mine[0]].qty != 1:
            continue
        line = out[mine[0]]
        out[mine[0] : mine[0] + 1] = [line.model_copy(update={"item": name}) for name in family]
    for said in _EACH_AFTER.finditer(text or ""):
        family = menu.family(said.group(1).lower())
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item in family]
        if len(family) < 2 or sum(out[k].qty for k in mine) != len(family):
            continue
        preps = list(dict.fromkeys(p for k in mine for p in out[k].preps))  # "…, one of each, warmed"
        line = out[mine[0]].model_copy(update={"qty": 1, "preps": preps})
        out = [e for k, e in enumerate(out) if k not in mine[1:]]
        out[mine[0] : mine[0] + 1] = [line.model_copy(update={"item": name}) for name in family]
    return out
