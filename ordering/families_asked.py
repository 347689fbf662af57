"""A question of a family of the menu's items said by its plain noun lists the family: "what muffins do
you have?", "what kinds of croissants are there?", "do you have muffins?".

"Muffin" is the house muffin's alias ("a muffin" orders it), so the model asked of the apple bran muffin
alone and the reply said "Yes, we have the apple bran muffin: $3.25", hiding the lemon poppyseed and the
blueberry ones. Where a turn only asks of the one item a family's plain noun means (no word of its own
name but the noun: not "apple bran muffins"), and the menu has two items or more named by that noun, the
question is of the family, and the reply lists its items with their prices; the answer that follows
("a blueberry one") names one of them (`count_asked.kind_answered`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import FAMILY, AskMenu, Edit


def family_items(menu: Any, noun: str) -> list[str]:
    """The menu's items whose name ends in ``noun`` ("muffin": apple bran, lemon poppyseed, blueberry)."""
    return menu.family(noun)


def families_asked(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits``, or a question of the family the turn names by its plain noun (see the module)."""
    if menu is None or not edits or not text or len(text) > 200:
        return list(edits)
    asked = {name for e in edits if isinstance(e, AskMenu) for name in e.about}
    if any(not isinstance(e, AskMenu) or e.ref is not None for e in edits) or len(asked) != 1:
        return list(edits)
    item = asked.pop()
    if item not in menu.items or " " not in item:
        return list(edits)
    noun = item.split()[-1]
    said = set(re.findall(r"[a-z]+", text.lower()))
    own = set(item.split()[:-1])  # "apple bran": the item named, not the family
    if not said & {noun, noun + "s"} or said & own or len(family_items(menu, noun)) < 2:
        return list(edits)
    return [AskMenu(about=[FAMILY + noun])]
