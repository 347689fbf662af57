""""Undo" takes the last turn back: the lines it added go, the lines it changed get their values back, and the
lines it removed return ("a latte", "and a cappuccino", then "undo that": the latte alone; "make it large",
then "undo": the latte as it was).

The model reads a turn alone and cannot see what the last one did; it read "undo that" as nothing ("didn't
catch") or as a stray note. The cart keeps what the last turn did for the next turn only: the lines it removed
(`Cart.removed`), each line it changed as it was before (`Cart.changed`), and the ids of the lines it added
(`Cart.added`). A turn that only asks to undo ("undo", "undo that", "revert my last change", "change it back",
"add it back") is read as the edits that reverse them; so is "never mind" ("actually don't bother", "forget
it") said after a turn that only changed lines ("heat up the muffin": not warmed; the model removed the line).
One step only: the turn after an undo may undo the undo.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit, RemoveLine
from ordering.last_change import restored

_UNDO = re.compile(
    r"""^\W*(?:(?:oh|oops|sorry|hmm|no|nope|wait|actually|ok|okay|please|pls|can\s+you|could\s+you)\W+)*
    (?:(?:undo|revert|reverse)(?:\s+(?:that|it|this|the\s+last\s+(?:one|thing|change|step|bit)
                                      |my\s+last\s+(?:one|change|step|edit)|what\s+i\s+just\s+(?:did|said)))?
      |(?:change|put|set|make|add|bring)\s+(?:it|that|them)\s+back(?:\s+(?:to\s+how\s+it\s+was|the\s+way\s+it\s+was))?
      |go\s+back\s+to\s+(?:how|what)\s+it\s+was)
    (?:\W+(?:please|pls|thanks|thank\s+you))?\W*$""",
    re.I | re.X,
)


# "never mind", "actually don't bother": said after a change only, the change taken back (the model
# removed the line: "make it large", then "never mind", lost the latte)
_LET_GO = re.compile(
    r"""^\W*(?:(?:oh|sorry|hmm|no|nope|wait|actually|ok|okay|on\s+second\s+thought)\W+)*
    (?:never\s*mind|(?:don'?t|do\s+not)\s+bother|forget\s+(?:it|that|about\s+(?:it|that)))
    (?:\W+(?:then|please|thanks|thank\s+you))?\W*$""",
    re.I | re.X,
)


def asks_to_undo(text: str) -> bool:
    """Whether the turn only asks to take the last turn back ("undo that", "change it back please")."""
    return bool(text) and len(text) <= 80 and bool(_UNDO.search(text))


def undone(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or, where the turn only asks to undo (`asks_to_undo`) and the last turn added, changed or
    removed lines, the edits that take those back (see the module)."""
    only_changed = bool(getattr(cart, "changed", None)) and not (
        getattr(cart, "added", None) or getattr(cart, "removed", None))
    let_go = only_changed and bool(text) and len(text) <= 60 and _LET_GO.search(text) is not None
    if not asks_to_undo(text) and not let_go:
        return list(edits)
    added = set(getattr(cart, "added", None) or [])
    position = {line.id: ref for ref, line in enumerate(cart.lines, start=1)}
    out: list[Edit] = []
    seen: set[int] = set()
    for change in getattr(cart, "changed", None) or []:
        line_id = change.line.id
        if line_id in seen or line_id in added or line_id not in position:
            continue  # the first change of a line holds it as it was; a line added is removed below
        seen.add(line_id)
        back = restored(position[line_id], cart.lines[position[line_id] - 1], change.line)
        if back.model_dump(exclude={"op", "ref"}, exclude_defaults=True):
            out.append(back)
    out += [RemoveLine(ref=position[i]) for i in sorted(added & position.keys(), key=position.get)]
    out += [AddLine(**line.model_dump(exclude={"id"}))
            for line in getattr(cart, "removed", None) or [] if line.id not in added]
    return out or list(edits)
