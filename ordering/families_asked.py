"""A question of a family of the menu's items said by its plain noun lists the family: "what muffins do
you have?", "what kinds of croissants are there?", "do you have muffins?".

"Muffin" is the house muffin's alias ("a muffin" orders it), so the model asked of the apple bran muffin
alone and the reply said "Yes, we have the apple bran muffin: $3.25", hiding the lemon poppyseed and the
blueberry ones. Where a turn only asks of the one item a family's plain noun means (no word of its own
name but the noun: not "apple bran muffins"), and the menu has two items or more named by that noun, the
question is of the family, and the reply lists its items with their prices; the answer that follows
("a blueberry one") names one of them (`count_asked.kind_answered`).

"A croissant", then "what kinds?" got the menu's sections: a question of the kinds that names no thing is
of the family of the cart's last line (`kinds_of_the_last_asked`), where the menu has two or more. "Can I
get a muffin, what kinds are there?" added the house muffin without an answer: an order of a family's
plain noun that asks its kinds in the same turn is that question (`kinds_asked_with_order`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import COUNT, FAMILY, AddLine, AskMenu, Edit
from ordering.said import said_by_its_noun_alone


def family_items(menu: Any, noun: str) -> list[str]:
    """The menu's items whose name ends in ``noun`` ("muffin": apple bran, lemon poppyseed, blueberry)."""
    return menu.family(noun)


_KIND_WORDS = re.compile(r"\b(?:flavou?rs?|kinds?|types?|sorts?|varieties|options)\b", re.I)


def families_asked(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits``, or a question of the family the turn names by its plain noun (see the module)."""
    if menu is None or not edits or not text or len(text) > 200:
        return list(edits)
    asked = {name for e in edits if isinstance(e, AskMenu) for name in e.about}
    if _KIND_WORDS.search(text):  # "what are your muffin flavors": the kinds, not one described
        from ordering.replies import DESCRIBE  # replies reads this module

        asked -= {DESCRIBE, "flavors"}
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


# "what kinds?", "which types do you have?", "what flavors are there?": kinds asked, no thing named
_KINDS = r"(?:what|which)\s+(?:other\s+)?(?:kinds?|types?|sorts?|flavou?rs?|ones|options)"
_HAD = r"do\s+you\s+have|have\s+you\s+got|do\s+you\s+do|are\s+there|is\s+there|you\s+got|can\s+i\s+get"
_KINDS_ASKED = re.compile(rf"^\W*(?:(?:and|so|ok|okay|oh|um|uh|hmm)\W+)*{_KINDS}"
                          rf"(?:\s+(?:{_HAD}|of\s+(?:them|those|it)))?\W*$", re.I)


def kinds_of_the_last_asked(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or a question of the family of the cart's last line where the turn asks what kinds there
    are and names no thing ("a croissant", then "what kinds?": the croissants), and the model asked
    nothing of its own; where the last reply asked which of a kind ("Which tea would you like?"), that
    question again, its count and values kept."""
    if menu is None or not text or not _KINDS_ASKED.match(text):
        return list(edits)
    if any(not isinstance(e, AskMenu) or e.ref is not None or e.about for e in edits):
        return list(edits)
    asked = getattr(cart, "asked", None)
    if asked is not None and asked.kind and not (asked.lines or asked.change or asked.offer or asked.option):
        return [_kind_asked_again(asked)]  # "Which tea would you like?", "what kinds do you have?"
    if not cart.lines:
        return list(edits)
    last = cart.lines[-1].item
    if _FLAVOURS.search(text) and (last not in menu.items or menu.kind(last) != "food"):
        return list(edits)  # a drink's flavours are the syrups
    noun = last.split()[-1]
    return [AskMenu(about=[FAMILY + noun])] if len(family_items(menu, noun)) >= 2 else list(edits)


def _kind_asked_again(asked: Any) -> AskMenu:
    """The question of the kind the last reply asked, again, with its count and the values said with it
    ("a medium hot tea": which tea, medium and hot kept for the answer)."""
    from ordering.replies import names_a_category  # replies lists families with this module's help

    values = [f"{group}:{name}" for group, names in asked.values.items() for name in names.split(",")]
    if names_a_category(asked.kind):
        return AskMenu(about=[asked.kind, f"{COUNT}{asked.count}", *values])
    return AskMenu(about=[FAMILY + asked.kind.removesuffix("s"), f"{COUNT}{asked.count}", *values])


_FLAVOURS = re.compile(r"\bflavou?rs?\b", re.I)


# "…, what kinds are there?", "… — which ones do you have": the kinds asked at the end of a turn
_KINDS_AT_END = re.compile(rf"\b{_KINDS}(?:\s+(?:{_HAD}))?\W*$", re.I)


def kinds_asked_with_order(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits``, or a question of the family, where the turn orders one item by its family's plain noun
    alone and asks in the same turn what kinds there are (see the module); a drink's flavours are left
    to the model (they are its syrups)."""
    if menu is None or not text or len(text) > 200 or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    add = edits[0]
    if not _KINDS_AT_END.search(text) or add.item not in menu.items or " " not in add.item:
        return list(edits)
    if add.model_dump(exclude={"op", "item", "qty"}, exclude_defaults=True) or menu.kind(add.item) != "food":
        return list(edits)
    noun = add.item.split()[-1]
    if not said_by_its_noun_alone(add.item, text) or len(family_items(menu, noun)) < 2:
        return list(edits)
    return [AskMenu(about=[FAMILY + noun])]


_SIZES_ASKED = re.compile(rf"^\W*(?:(?:and|so|ok|okay|oh|um|uh|hmm)\W+)*(?:what|which)\s+sizes?"
                          rf"(?:\s+(?:{_HAD}|does\s+it\s+come\s+in|can\s+it\s+be|is\s+it))?\W*$", re.I)


def sizes_of_the_last_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                            menu: Any) -> list[Edit]:
    """``edits``, or the sizes of the cart's last line with their prices, where the turn asks only what
    sizes there are and names no item ("a coffee", then "what sizes?": the coffee's, not the menu's size
    names), and the model asked nothing of its own."""
    if menu is None or not cart.lines or not text or not _SIZES_ASKED.match(text):
        return list(edits)
    if any(w.startswith("item:") for w in words) or any(
            not isinstance(e, AskMenu) or e.ref is not None or e.about not in ([], ["sizes"], ["size"])
            for e in edits):
        return list(edits)
    last = cart.lines[-1].item
    if last not in menu.items or len(menu.item(last).sizes) < 2:
        return list(edits)
    return [AskMenu(about=["sizes", last])]
