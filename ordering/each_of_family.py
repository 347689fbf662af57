""""One of each muffin", "one of every kind of croissant": one of each item of the family named.

The grounding reads a family's noun alone as its house item ("muffin": the apple bran muffin), and the
model added that one muffin. Where the turn says "one of each" / "one of every" (past "kind of", "type of",
"the", "your") and then a noun two or more of the menu's items end in, the line the model added of that
family is one line of each of them, with the values the model gave it ("one of each muffin, warmed").
So with the noun said before ("three muffins, one of each kind"), where the model added as many units
of the family as it has items: all of the house item, before. Said of the order's line ("three muffins",
then "the muffins should be one of each"), that line is one of each (`each_of_family_ordered`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit, only_a_note, only_a_recount

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


# "the muffins should be one of each", "one of each please": said of the order's line of the family
_EACH_ALONE = re.compile(r"\b(?:one|1|a)\s+of\s+(?:each|every)(?:\s+(?:kind|type|sort|flavou?r)s?)?\b", re.I)


def each_of_family_ordered(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the order's one line of a family's item, of as many units as the family has items,
    made one of each ("three muffins", then "the muffins should be one of each": the model made it one
    muffin). Only where the model wrote nothing but a recount or a note of that line."""
    if menu is None or not cart.lines or not _EACH_ALONE.search(text or ""):
        return list(edits)
    lines = [(ref, line) for ref, line in enumerate(cart.lines, start=1) if " " in line.item  # not "latte"
             and line.qty == len(family := menu.family(line.item.split()[-1])) >= 2 and line.item in family]
    if len(lines) != 1 or any(not (only_a_recount(e) or only_a_note(e)) or e.ref != lines[0][0]
                              for e in edits):
        return list(edits)
    ref, line = lines[0]
    others = [name for name in menu.family(line.item.split()[-1]) if name != line.item]
    kept = line.model_dump(exclude={"id", "qty", "item", "notes", "who"})
    return [ChangeLine(ref=ref, qty=1), *(AddLine(item=name, **kept) for name in others)]
