""""An americano, use caramel in place of sugar", "honey as the sweetener", "swap the sugar for stevia" of a
latte without sugar: the add-on named as the one replaced is not added.

The model wrote both add-ons named, and the customer got the caramel and the sugar they asked not to have
("with honey and sweetener"; "Changed the latte: with stevia, with sugar"). Where the turn names an add-on
as the one another takes the place of (after "instead of", "in place of", "rather than", "as the"/"as my",
or after "swap", "replace", "substitute" before "for"/"with" and another add-on), a line the turn adds or
changes that does not have it does not get it, where the line gets another add-on beside it, or where a
thing the menu lacks is said in its place ("add marshmallows instead of whip" of a hot chocolate without
whip: no whip, and the marshmallows refused). A line that has it gives it up as before (`swaps`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit
from ordering.swaps import named_old_add_ons
from ordering.turn_words import INSTEAD_OF
from ordering.unknown_things import plain_thing_word

_AS = (("as", "the"), ("as", "my"), ("as", "a"), ("as", "your"))  # "honey as the sweetener"


def add_on_in_place_of(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` without the add-on named as replaced added to a line that lacks it (see the module)."""
    if not any(w.startswith("addon:") for w in words):
        return list(edits)
    old = named_old_add_ons(words) | _named_after_a_phrase(words)
    if not old:
        return list(edits)
    out: list[Edit] = []
    for edit in edits:
        if isinstance(edit, AddLine) and old & set(edit.addons) and set(edit.addons) - old:
            edit = edit.model_copy(update={"addons": {n: c for n, c in edit.addons.items() if n not in old}})
        elif isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
            had = cart.lines[edit.ref - 1].addons
            lacked = {n for n in old if n not in had}
            if lacked & set(edit.add_addons) and (set(edit.add_addons) - old or _plain_in_place(words)):
                edit = edit.model_copy(update={
                    "add_addons": {n: c for n, c in edit.add_addons.items() if n not in lacked},
                    "drop": [n for n in edit.drop if n not in lacked]})
                if not edit.values_changed():  # "add marshmallows instead of whip": a thing we lack
                    continue
        out.append(edit)
    return out


def _plain_in_place(words: Sequence[str]) -> bool:
    """Whether a plain word, no menu value, is said right before "instead of" / "in place of" / "rather
    than" ("add marshmallows instead of whip"): a thing the menu lacks in the add-on's place."""
    for at in range(1, len(words)):
        if any(tuple(words[at : at + len(p)]) == p for p in INSTEAD_OF):
            return plain_thing_word(words[at - 1])
    return False


def _named_after_a_phrase(words: Sequence[str]) -> set[str]:
    """The add-ons said right after "instead of", "in place of", "rather than" or "as the"."""
    out: set[str] = set()
    for at, word in enumerate(words):
        if word.startswith("addon:") and any(tuple(words[max(0, at - len(p)) : at]) == p
                                             for p in (*INSTEAD_OF, *_AS)):
            out.add(word[len("addon:"):].replace("_", " "))
    return out
