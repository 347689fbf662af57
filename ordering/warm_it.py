""""A croissant and an americano", "is the croissant fresh?", then "ok warm it please": the croissant
warmed, not the americano made warm.

The model reads "warm" as the warm temperature of a drink and gave it to the cart's last line. "Warm it" /
"heat that" is a verb said of a thing ("make it warm" would be the drink's temperature), and what is warmed
is food: where the turn says that verb with "it", "that" or "this", names no item, and the model only made
a drink warm, the cart's one line of a food the menu warms and that is not warmed yet is warmed instead. With
no such line, or two, the model's reading stands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit

_WARM_IT = re.compile(r"\b(?:warm|heat)\s+(?:it|that|this)\b", re.I)


def warm_it(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the warming of the cart's one food line that can be warmed (see the module)."""
    if (menu is None or not edits or not text or len(text) > 80 or not _WARM_IT.search(text)
            or any(w.startswith("item:") for w in words)):
        return list(edits)
    if not all(isinstance(e, ChangeLine) and e.temp in ("warm", "hot") and 1 <= e.ref <= len(cart.lines)
               and menu.kind(cart.lines[e.ref - 1].item) == "drink"
               and not e.model_dump(exclude={"op", "ref", "temp", "notes"}, exclude_defaults=True)
               for e in edits):
        return list(edits)
    foods = [r for r, line in enumerate(cart.lines, start=1)
             if menu.allows(line.item, "prep", "warmed") and "warmed" not in line.preps]
    return [ChangeLine(ref=foods[0], preps=["warmed"])] if len(foods) == 1 else list(edits)
