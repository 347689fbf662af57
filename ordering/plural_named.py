"""An item named in the plural changes every line of it: "make the lattes decaf" of two latte lines.

The words lose the plural (the tagger reads "lattes" as the latte), so the model points at one line:
it changed the first latte only, or, for "make both lattes iced", iced the mocha beside them as well.
Where the turn only changes lines, names one item, and says it in the plural after "the", "both", "all"
or "my", and the cart holds two lines or more of that item (or, with none of the item itself, of its kind:
"the muffins" of a blueberry and a lemon one; "the croissants", said by the kind alone, of a butter and a
chocolate croissant), the change the model wrote is made to each of them and to
no other line. One line of two units is the model's to change ("make the lattes large" of "two lattes").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import ChangeLine, Edit

_NAMING = frozenset({"the", "both", "all", "my", "those", "these"})  # "all the lattes", "both lattes"


def plural_named(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the change they make applied to every line of the item named in the plural."""
    named = [at for at, tok in enumerate(tokens) if tok.startswith("item:")]
    if len(named) != 1 or not edits or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    at = named[0]
    before = at - 1
    while before >= 0 and unsymbol(tokens[before])[0] in (*SINGLE_GROUPS, "addon"):
        before -= 1
    item = unsymbol(tokens[at])[1]
    kind = item.split()[-1]
    if before < 0 or tokens[before] not in _NAMING or not re.search(
            rf"\b{re.escape(kind)}e?s\b", text or "", re.I):
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
    if not refs or item != kind and item.split()[0] not in (text or "").lower():
        # "warm the croissants" names the kind, though "croissants" is the butter croissant's word too
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] == kind]
    if len(refs) < 2:
        return list(edits)
    template = next((e for e in edits if e.ref in refs), edits[0])
    if any(e.ref in refs and e.model_copy(update={"ref": template.ref}) != template for e in edits):
        return list(edits)  # different changes to the lines named: the words tell them apart
    return [template.model_copy(update={"ref": r}) for r in refs]
