""""Add lemon", "can I get lemon with it" of an earl grey: a request for the drink, noted ("with lemon").

"An earl grey with lemon" is noted by the model ("with lemon": the menu has no lemon add-on), but said in a
turn of its own the model wrote nothing and the customer heard "didn't catch"; and "lemon" is a word of the
lemon poppyseed muffin, so it is no thing we lack either. Where the turn only asks to add (or get, or have
with it) one word that is a word of the menu's items alone (no option, no item, no family's noun), and
the model wrote nothing, the cart's last drink is noted "with <word>", for the barista; a word of the one
item of its kind ("add banana") is a thing we lack, said back (`variants_of_one`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, note_after
from ordering.variants_of_one import variant_of_one_lacked

_ASKING = frozenset({"add", "get", "have", "put", "with", "some", "and", "also", "can", "could", "i", "you",
                     "please", "a", "bit", "of", "little", "it", "in", "on", "the", "side", "too", "just",
                     "may", "we", "ok", "okay", "thanks", "."})
_ADDING = frozenset({"add", "get", "have", "put", "with"})


def garnish_noted(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any,
                  menu_words: frozenset[str]) -> list[Edit]:
    """``edits``, or the cart's last drink noted "with <word>" where the turn only asks to add a word of
    the menu's items alone (see the module)."""
    if edits or menu is None or not cart.lines or not _ADDING.intersection(words):
        return list(edits)
    said = [w for w in words if w not in _ASKING]
    if len(said) != 1 or ":" in said[0] or not said[0].isalpha() or said[0] not in menu_words:
        return list(edits)
    word = said[0]
    if menu.resolve("item", word) is not None or menu.family(word):
        return list(edits)
    if variant_of_one_lacked([word], menu):  # "add banana": a thing we lack, said back
        return [AddLine(item=word)]
    drinks = [r for r, line in enumerate(cart.lines, start=1)
              if line.item in menu.items and menu.kind(line.item) == "drink"]
    if not drinks:
        return list(edits)
    line = cart.lines[drinks[-1] - 1]
    return [ChangeLine(ref=drinks[-1], notes=note_after(line.notes, f"with {word}")[:MAX_NOTE_CHARS])]
