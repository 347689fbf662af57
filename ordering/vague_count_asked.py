""""A few croissants", "some lattes": how many is asked, not one guessed.

The model read "a few lattes" and "some croissants" as one latte and one croissant, and the customer who
wanted three saw one in the cart. Where the turn says "a few", "several", "some", "a bunch of" or "a
handful of" before an item said in the plural, and the model added one unit of it, that unit is not added:
the reply asks "How many lattes would you like?" and the line waits, with the values said ("a few large
lattes": large), for the answer that gives a count ("three": three large lattes; `refused_answered`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import HOW_MANY, AddLine, AskMenu, Edit

_VAGUE = re.compile(r"\b(?:a\s+few|several|some|a\s+bunch\s+of|a\s+handful\s+of)\s+"
                    r"(?:[a-z%'-]+\s+){0,4}?(?P<plural>[a-z]+)s\b", re.I)
_OFFERED = ("size", "temp", "milk", "caffeine")


def vague_count_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` with the one unit the model guessed for "a few <items>" asked about instead (see the
    module)."""
    said = [m["plural"].lower() for m in _VAGUE.finditer(text or "")]
    if len(said) != 1:
        return list(edits)
    guessed = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.qty == 1
               and e.item.split()[-1] in (said[0], said[0].removesuffix("e"))]  # "lattes", "peaches"
    if len(guessed) != 1:
        return list(edits)
    add = edits[guessed[0]]
    if add.addons or add.removals or add.preps or add.notes or add.shots is not None:
        return list(edits)  # "a few lattes with vanilla": the model's; the question keeps no add-ons
    values = [f"{g}:{getattr(add, g)}" for g in _OFFERED if getattr(add, g) is not None]
    ask = AskMenu(about=[HOW_MANY, add.item, *values])
    return [ask if k == guessed[0] else e for k, e in enumerate(edits)]
