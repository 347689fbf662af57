"""'A croissant with chocolate', 'a muffin with blueberries': the family's item of that flavour, not the house
one with an add-on it cannot have.

"Croissant" and "muffin" are the house items' aliases, so the model added a butter croissant with chocolate
sauce (refused: "Chocolate sauce isn't available for the butter croissant", and no croissant at all) and an
apple bran muffin noted "with blueberries". Where a line the turn adds has an add-on the menu does not let
its item have, or a note "with <word>", and "<that word> <the item's last word>" names another item of the
same family ("chocolate croissant", "blueberry muffin"), the line is of that item, without the add-on or
the note.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit

_WITH_NOTE = re.compile(r"^with\s+(?:some\s+)?([a-z]+)$")


def variant_with_said(edits: Sequence[Edit], menu: Any) -> list[Edit]:
    """``edits`` with a house item said "with" a flavour of its family made that family's item (see the
    module)."""
    if menu is None:
        return list(edits)
    out = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.item in menu.items:
            edit = _flavoured(edit, menu)
        out.append(edit)
    return out


def _flavoured(line: AddLine, menu: Any) -> AddLine:
    """``line`` made the item of its family that its refused add-on or "with" note names, if any."""
    noun = line.item.split()[-1]
    family = set(menu.family(noun))
    if len(family) < 2:
        return line
    for name in line.addons:
        if not menu.allows(line.item, "addon", name):
            item = _variant(name.split()[0], noun, family, menu)
            if item is not None:
                return line.model_copy(update={
                    "item": item, "addons": {n: c for n, c in line.addons.items() if n != name}})
    said = _WITH_NOTE.match((line.notes or "").lower())
    if said:
        item = _variant(said[1], noun, family, menu)
        if item is not None:
            return line.model_copy(update={"item": item, "notes": None})
    return line


def _variant(word: str, noun: str, family: set[str], menu: Any) -> str | None:
    """The item of ``family`` named "<word> <noun>" (the word maybe plural: "blueberries"), or None."""
    for said in dict.fromkeys((word, word.removesuffix("s"), re.sub(r"ies$", "y", word))):
        item = menu.resolve("item", f"{said} {noun}")
        if item in family:
            return item
    return None
