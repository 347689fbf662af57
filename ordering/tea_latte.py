"""'An earl grey latte' is the earl grey made as a latte (steeped strong, topped with steamed milk), not a
latte beside a refusal.

The model wrote the tea and a latte, and `variants_lacking.tea_drink_lacking` (right for "a lavender
latte": a latte flavoured with what the menu lacks) made it a plain latte and "Sorry, we don't have earl
grey latte". Where the tea is named by its own name ("earl grey", "english breakfast", "oolong"; not a
flavour word such as "lavender" or "peppermint") right before "latte", the line is that tea, noted "as a
latte" for the barista, with the values said of either (the milk, the size); its price is the tea's. Said
of the tea just ordered ("can I get it as a latte?") the tea is noted so (`tea_made_latte`). A london fog
is the earl grey as a latte with vanilla (the tagger's `RECIPES`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import CHOICE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, note_after

LATTE = "latte"
NOTE = "as a latte"
_IT = frozenset({"it", "that", "this", "one", "mine"})
CAFE_NAMES = {"london fog": "earl grey tea"}  # the tagger reads it as "vanilla earl grey latte"


def tea_latte(edits: Sequence[Edit], words: Sequence[str], text: str, menu: Any) -> list[Edit]:
    """``edits`` with a tea said by its name right before "latte" made one line of that tea as a latte
    (see the module)."""
    if menu is None or LATTE not in menu.items:
        return list(edits)
    at = next((k for k in range(len(words) - 1) if words[k + 1] == f"item:{LATTE}"
               and words[k].startswith("item:")), None)
    if at is None or words.count(words[at]) != 1 or words.count(words[at + 1]) != 1:
        return list(edits)
    tea = unsymbol(words[at])[1]
    if tea not in menu.items or menu.item(tea).category != "tea" or not _named_fully(tea, text, menu):
        return list(edits)
    teas = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == tea]
    lattes = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == LATTE]
    if len(teas) != 1 or len(lattes) != 1:
        return list(edits)
    said, latte = edits[teas[0]], edits[lattes[0]]
    update = {g: value for g in CHOICE_GROUPS if getattr(said, g) is None
              and (value := getattr(latte, g)) is not None and menu.allows(tea, g, value)}
    update.update(qty=max(said.qty, latte.qty), notes=note_after(said.notes, NOTE))
    made = said.model_copy(update=update)
    return [made if k == teas[0] else e for k, e in enumerate(edits) if k != lattes[0]]


def tea_made_latte(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the cart's last line, a tea, noted "as a latte" where the turn asks for "it as a
    latte" (or opens with "as a latte") and the model added a latte instead."""
    if (menu is None or not cart.lines or len(edits) != 1 or not isinstance(edits[0], AddLine)
            or edits[0].item != LATTE or f"item:{LATTE}" not in words):
        return list(edits)
    at = words.index(f"item:{LATTE}")
    if tuple(words[max(0, at - 3):at]) not in {(w, "as", "a") for w in _IT} and words[:at] not in (
            ["as", "a"], ["and", "as", "a"]):  # "as a latte please" after an earl grey
        return list(edits)
    line = cart.lines[-1]
    if line.item not in menu.items or menu.item(line.item).category != "tea" or NOTE in (line.notes or ""):
        return list(edits)
    return [ChangeLine(ref=len(cart.lines), notes=note_after(line.notes, NOTE))]


def _named_fully(tea: str, text: str, menu: Any) -> bool:
    """Whether the turn names the tea by its name (with or without "tea"), or by an alias of two words or
    more ("earl grey"; not "lavender" of the lavender earl grey), or by a café name of its latte ("london
    fog")."""
    said = " " + " ".join(text.lower().replace(",", " ").split()) + " "
    names = [tea.removesuffix(" tea"), tea, *(a for a in menu.item(tea).aliases if " " in a)]
    return any(f" {name} {LATTE}" in said for name in names) or any(
        f" {name}" in said for name, made_of in CAFE_NAMES.items() if made_of == tea)
