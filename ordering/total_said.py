"""A count said as the total sets the line's count: "four lattes", then "actually just three total" is three
lattes; "make it 2 lattes in all" two.

The model read "total" as a question or a stray note ("didn't catch"). Where the turn says a count with
"total", "in total", "altogether" or "in all", changes nothing else, and names one line (the cart's one
line, or the one line of the item it names), that line's count is set to it. "One croissant is enough",
"just two will do" of a line of more sets it to fewer; the model added a croissant.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, ReviewOrder, only_a_note
from ordering.said import NUMBER_NAMES

_TOTAL = re.compile(
    r"\b(?P<n>\d{1,2}|" + "|".join(NUMBER_NAMES[1:]) + r")\s+(?:[a-z]+\s+)?"
    r"(?:total|in\s+total|all\s+together|altogether|in\s+all|overall)\b", re.I)
_ASKING = re.compile(r"\b(?:how|what|what's|whats|is|are)\b|\?", re.I)
# "one croissant is enough", "just 2 lattes will do": fewer of the line than it has
_LEAD = r"^\W*(?:(?:oh|actually|no|ok|okay|hmm|um|wait)\W+)*(?:just\s+|only\s+)?"
_ENOUGH = re.compile(
    _LEAD + r"(?P<n>\d{1,2}|" + "|".join(NUMBER_NAMES[1:]) + r")\s+(?:[a-z]+\s+){0,3}?"
    r"(?:is|are|would\s+be|will\s+be|should\s+be|'s)\s+(?:enough|fine|plenty|good|ok|okay|sufficient)"
    r"|" + _LEAD + r"(?P<m>\d{1,2}|" + "|".join(NUMBER_NAMES[1:]) + r")\s+(?:[a-z]+\s+){0,3}?"
    r"will\s+do\b", re.I)


def total_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the count said as the total set on the one line the turn means (see the module)."""
    said = _TOTAL.search(text or "")
    if said is None and (enough := _ENOUGH.search(text or "")) is not None:
        return _fewer_enough(edits, enough["n"] or enough["m"], words, cart)
    if said is None or _ASKING.search(text) or not cart.lines:
        return list(edits)
    n = _count(said["n"])
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


def _count(said: str) -> int:
    return int(said) if said.isdigit() else NUMBER_NAMES.index(said.lower())


def _fewer_enough(edits: Sequence[Edit], said: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line of the thing named (by its noun: "croissant" of the chocolate croissants),
    else the cart's one line, recounted to the fewer said "is enough"; the model added one more."""
    n = _count(said)
    nouns = {unsymbol(w)[1].split()[-1] for w in words if w.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1) if not nouns or line.item.split()[-1] in nouns]
    if n < 1 or len(refs) != 1 or len(nouns) > 1 or cart.lines[refs[0] - 1].qty < n:
        return list(edits)
    ref = refs[0]
    if any(not (only_a_note(e) or isinstance(e, ChangeLine) and e.ref == ref
                or isinstance(e, AddLine) and e.item.split()[-1] in nouns
                or isinstance(e, AskMenu) and not e.about and e.ref is None) for e in edits):
        return list(edits)
    # "one is enough" of one latte: the order read back, not the menu's sections
    return [ReviewOrder()] if cart.lines[ref - 1].qty == n else [ChangeLine(ref=ref, qty=n)]
