"""The lines said to be alike: "two cappuccinos", then "both the same" (or "the same for both", "all the
same please").

The turn orders nothing again and changes nothing: the units already are alike. Read as "the same again"
it added two more cappuccinos; the model wrote a stray note of nothing said. The honest reply is that
nothing has changed. Where the turn says a value too ("both the same, oat") the lines take it and nothing
is added.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit
from ordering.repeats import MORE_OF_US
from ordering.replies import NEVER_MIND
from ordering.turn_words import EVERY_UNIT

_OTHERWISE = frozenset({"not", "no", "but", "except", "different", "apart", "another", "again", "more"})


def alike_said(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` as "nothing has changed" where the turn only says the order's units are all the same."""
    units = sum(line.qty for line in cart.lines)
    if units < 2 or "same" not in words or not EVERY_UNIT.intersection(words):
        return list(edits)
    if _OTHERWISE.intersection(words) or MORE_OF_US.intersection(words):
        return list(edits)
    if any(w.startswith("item:") for w in words):
        return list(edits)
    changed = [e for e in edits if isinstance(e, ChangeLine) and e.model_dump(
        exclude={"op", "ref", "notes"}, exclude_defaults=True)]
    if changed:  # "both the same, oat": both made oat, none added
        return changed if all(isinstance(e, (ChangeLine, AddLine)) for e in edits) else list(edits)
    if any(":" in w for w in words) or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    return [AskMenu(about=[NEVER_MIND])]
