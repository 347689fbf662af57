""""A latte with syrup": the latte, and which syrup? (the syrups listed), not a note "with syrup".

A drink ordered with a syrup, a flavour or a sweetener not named was added with the words as its note
("with syrup"), which no barista can make, and the note stayed after the customer named the syrup. The
line is added without that note and the reply asks which one, listing them ("Which syrup would you like?
We have vanilla syrup, …"); the answer ("vanilla") goes to the line as any add-on said of it does.

"No thanks" to that question, or "actually no syrup" of a drink without any, changes nothing
(`syrup_declined`): the model read both as the removal of the drink, and the mocha ordered was lost.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import COUNT, AddLine, AskMenu, Edit, Finish, RemoveLine
from ordering.replies import NEVER_MIND

# "with syrup", "with a flavor", "with some sweetener", "with a shot of syrup", "with any flavored syrup"
_UNNAMED = re.compile(
    r"\bwith\s+(?:(?:a|some|any|one|an?\s+(?:pump|shot|splash|dash)\s+of)\s+)?(?:flavou?red\s+)?"
    r"(?P<kind>syrup|flavou?r(?:ing)?|sweetener)s?\b(?!\s+(?:of|in|on|that|which)\b)", re.I)
_KINDS = {"syrup": "syrup", "flavor": "syrup", "flavour": "syrup", "flavoring": "syrup",
          "flavouring": "syrup", "sweetener": "sweetener"}


def syrup_unnamed(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits``, or the one drink added with a syrup not named, without the note, and the question of
    which syrup (see the module)."""
    said = _UNNAMED.search(text or "") if menu is not None else None
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if said is None or len(added) != 1 or any(isinstance(e, AskMenu) for e in edits):
        return list(edits)
    kind = _KINDS[said["kind"].lower()]
    line = edits[added[0]]
    if line.item not in menu.items or any(menu.addon_kind(name) == kind for name in line.addons) or not any(
            menu.addon_kind(name) == kind for group, name in menu.options if group == "addon"
            and menu.allows(line.item, "addon", name)):
        return list(edits)
    notes = line.notes if line.notes and not _NOTED.search(line.notes) else None
    out = list(edits)
    out[added[0]] = line.model_copy(update={"notes": notes})
    return [*out, AskMenu(about=[kind, f"{COUNT}1"])]


_NOTED = re.compile(r"\b(?:syrup|flavou?r|sweetener)", re.I)


# "no thanks", "actually no syrup", "none for me", "without flavor then"
_DECLINED = re.compile(
    r"^\W*(?:(?:actually|oh|sorry|um|uh|ok|okay|hmm|on\s+second\s+thought|nah)\W+)*"
    r"(?:no|none|nope|nah|without|skip(?:\s+the)?)(?:\W+(?:thanks|thank\s+you|need))?"
    r"(?:\s+(?:the\s+|any\s+)?(?P<kind>syrup|flavou?r(?:ing)?|sweetener)s?)?"
    r"(?:\W+(?:then|please|thanks|thank\s+you|after\s+all|for\s+me|is\s+fine|needed|actually))*\W*$", re.I)


def syrup_declined(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or nothing changed where the turn declines a syrup (or sweetener) the cart's drinks have
    none of, and the model removed a line or ended the order (see the module)."""
    said = _DECLINED.match(text or "") if menu is not None else None
    asked = getattr(cart, "asked", None)
    kind = _KINDS[said["kind"].lower()] if said and said["kind"] else (
        asked.kind if said and asked is not None and asked.kind in _KINDS.values() else None)
    if kind is None or not edits or not all(isinstance(e, RemoveLine | Finish) for e in edits) or any(
            menu.addon_kind(name) == kind for line in cart.lines for name in line.addons):
        return list(edits)
    return [AskMenu(about=[NEVER_MIND])]
