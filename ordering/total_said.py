"""A count said as the total sets the line's count: "four lattes", then "actually just three total" is three
lattes; "make it 2 lattes in all" two.

The model read "total" as a question or a stray note ("didn't catch"). Where the turn says a count with
"total", "in total", "altogether" or "in all", changes nothing else, and names one line (the cart's one
line, or the one line of the item it names), that line's count is set to it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit, Finish, only_a_note
from ordering.said import NUMBER_NAMES

_TOTAL = re.compile(
    r"\b(?P<n>\d{1,2}|" + "|".join(NUMBER_NAMES[1:]) + r")\s+(?:[a-z]+\s+)?"
    r"(?:total|in\s+total|all\s+together|altogether|in\s+all|overall)\b", re.I)
_ASKING = re.compile(r"\b(?:how|what|what's|whats|is|are)\b|\?", re.I)


def total_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the count said as the total set on the one line the turn means (see the module)."""
    said = _TOTAL.search(text or "")
    if said is None or _ASKING.search(text) or not cart.lines:
        return list(edits)
    n = int(said["n"]) if said["n"].isdigit() else NUMBER_NAMES.index(said["n"].lower())
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1) if not named or line.item in named]
    if n < 1 or len(refs) != 1 or len(named) > 1:
        return list(edits)
    ref = refs[0]
    if any(not (only_a_note(e) or isinstance(e, Finish) or isinstance(e, ChangeLine) and e.ref == ref
                and not e.model_dump(exclude={"op", "ref", "qty", "notes"}, exclude_defaults=True))
           for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, qty=n)]
