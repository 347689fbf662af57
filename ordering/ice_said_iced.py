""""An ice latte" is an iced latte, not a latte with ice cubes added.

The menu has ice as an add-on ("extra ice", "with ice") and iced as a temperature; the model, which
learned "ice" from the add-on's phrasings, writes "add item:latte + addon:ice" for "an ice latte". Said
right before a drink word, after "a", "an", "the", a size or at the turn's start, "ice" describes the
drink: the line is made iced (where the menu has the drink iced) and carries no ice add-on. After a
count ("one ice macchiato", "add one ice") or a word that asks for ice as such ("with ice", "extra ice")
it stays the add-on, as the synthetic corpus writes it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, Edit

_WORD = re.compile(r"[a-z0-9']+|[,.;:!?]")
# words before "ice" that make it describe the drink: "an ice latte", "a large ice americano"
_DESCRIBED_AFTER = frozenset({"a", "an", "the", "my", "short", "small", "medium", "large", "tall", "grande",
                              "venti", "regular", "big", "little", "lg", "lrg", "sm", "med", "md", "reg"})
# words after "ice" that are the ice itself, not a drink: "ice cubes", "ice water"
_NOT_A_DRINK = frozenset({"ice", "cubes", "cube", "cold", "water", "please", "thanks", "too", "and", "on",
                          "in", "separately", "separate", "side"})


def ice_as_adjective(text: str, menu_words: frozenset[str]) -> bool:
    """Whether ``text`` says "ice" after an article, a size or nothing and right before a menu word that
    is no ice ("an ice latte", "a large ice oat mocha"), and never asks for ice otherwise ("with ice",
    "one ice", "extra ice")."""
    words = _WORD.findall(text.lower()[:2000])
    adjective = False
    for at, word in enumerate(words):
        if word != "ice":
            continue
        if at and words[at - 1] not in _DESCRIBED_AFTER or at + 1 == len(words):
            return False
        following = words[at + 1]
        if following in _NOT_A_DRINK or following not in menu_words:
            return False
        adjective = True
    return adjective


def ice_said_iced(edits: Sequence[Edit], text: str, menu: Any, menu_words: frozenset[str]) -> list[Edit]:
    """``edits`` with an ice add-on that the turn said as "ice <drink>" made the line's iced temperature,
    on lines whose drink the menu has iced."""
    if not any(isinstance(e, AddLine) and "ice" in e.addons or isinstance(e, ChangeLine) and "ice" in
               e.add_addons for e in edits) or not ice_as_adjective(text, menu_words):
        return list(edits)
    out: list[Edit] = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.addons.get("ice") == 1 and edit.temp in (None, "iced") \
                and menu.allows(edit.item, "temp", "iced"):
            edit = edit.model_copy(update={"temp": "iced",
                                           "addons": {k: v for k, v in edit.addons.items() if k != "ice"}})
        elif isinstance(edit, ChangeLine) and edit.add_addons.get("ice") == 1 and edit.temp in (None, "iced"):
            edit = edit.model_copy(update={"temp": "iced", "add_addons": {
                k: v for k, v in edit.add_addons.items() if k != "ice"}})
        out.append(edit)
    return out
