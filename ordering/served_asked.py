"""'Can you do iced flat whites?', 'oh you can't do iced flat whites?', 'do you make decaf lattes?': whether
the café makes a drink so is asked, not ordered.

The model read these as orders and added an iced flat white (a second one, where the cart had one). Where
the turn asks whether we make a thing ("do you do/make/serve …", "you can't do …", "don't you do …"; "can
you do/make …" only of a plural: "can you do me a latte?" orders one), names one item of the menu with no
count, ends with a question mark, and the model only added lines of that item, the turn is a question of
the menu about that item and the values named ("Yes, the flat white can be iced.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.dsl import is_count, unsymbol
from ordering.edits import AddLine, AskMenu, Edit

_WHETHER = re.compile(
    r"^\W*(?:(?:oh|so|wait|hmm|um|and)[\s,]+)*(?:(?:do|don't|dont)\s+you|you\s+(?:can't|cant|cannot|don't|dont)|"
    r"(?P<can>can|could)\s+you)\s+(?:guys\s+)?(?:do|make|serve|have)\s+(?P<thing>[^?]+)\?\s*$", re.I)
_VALUE_GROUPS = ("size", "temp", "milk", "caffeine", "prep", "addon")


def served_asked(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or the question whether we make the item the turn names so (see the module)."""
    match = _WHETHER.match(text or "") if text and len(text) <= 120 else None
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if (match is None or len(items) != 1 or not edits or any(is_count(w) for w in words)
            or any(not isinstance(e, AddLine) or e.item != items[0] for e in edits)):
        return list(edits)
    last = items[0].split()[-1]
    if match["can"] and not {f"{last}s", f"{last}es"} & set(re.findall(r"[a-z]+", match["thing"].lower())):
        return list(edits)  # "can you do me a latte?": an order; "can you make lattes with oat?" asks
    values = [":".join(unsymbol(w)) for w in words if ":" in w and w.partition(":")[0] in _VALUE_GROUPS]
    return [AskMenu(about=list(dict.fromkeys([items[0], *values])))]
