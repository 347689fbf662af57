""""And something to eat", "something sweet", "a snack": our bakery listed, not the order ended.

The model has no word for food asked of in general: it read "and something to eat" as the order's end,
"and something sweet" as a note on the mocha ("something sweet"), and "a snack" was said back as a thing we
lack ("Sorry, we don't have a snack": `unknown_things` now knows these words as no thing). Where the turn
asks for something to eat in words of no item ("do you have anything to eat?", "what's good to eat?" too),
and the model added nothing, the bakery is listed to choose from; the cart stays as it was. Asked beside an
order ("a latte, and what do you have to eat?"), the order is kept and the bakery listed after it; where
the turn orders food itself ("and something to eat, maybe a croissant"), nothing is listed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, only_a_note

_FOOD_ASKED = re.compile(
    r"""\b(?:something|anything|sth)\s+(?:(?:small|little|quick|light|warm|hot|savou?ry)\s+)?
         (?:to\s+eat|to\s+snack\s+on|sweet|for\s+breakfast|to\s+go\s+with\s+(?:it|that|this))\b
    | \b(?:a|some|any)\s+(?:(?:small|little|quick|light)\s+)?(?:snacks?|food|bite\s+to\s+eat|treats?)\b
    | \bwhat(?:'s|\s+is|\s+do\s+you\s+have|\s+have\s+you\s+got|\s+is\s+there
              |\s+(?:would|do)\s+you\s+recommend)?
       \s+(?:good\s+)?to\s+eat\b  # "what's good to eat", "what do you have to eat"
    | \bwhat\s+(?:food|snacks)\b
    | \b(?:i'm|im|i\s+am|we're|were|we\s+are|getting|feeling)\s+  # "i'm hungry", "we're a bit peckish"
       (?:a\s+(?:bit|little)\s+|kind\s+of\s+|kinda\s+|so\s+|really\s+|very\s+|pretty\s+|quite\s+)?
       (?:hungry|starving|peckish|famished)\b""",
    re.I | re.X)


# "something sweet and cold", "something sweet to drink": a drink asked of, not food
_A_DRINK = re.compile(r"\b(?:cold|iced|icy|hot|warm|to\s+drink|a\s+drink|drinks?|beverages?)\b", re.I)
_TO_EAT = re.compile(r"\bto\s+eat\b|\bwhat\s+(?:food|snacks)\b|\b(?:hungry|starving|peckish|famished)\b",
                     re.I)  # not "something sweet in it"


def food_asked(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Any = None) -> list[Edit]:
    """``edits``, or the bakery listed where the turn asks for something to eat (see the module)."""
    if not text or len(text) > 120 or not _FOOD_ASKED.search(text) or (
            _A_DRINK.search(text) and not _TO_EAT.search(text)):
        return list(edits)
    if menu is not None and any(isinstance(e, AddLine) and e.item in menu.items
                                and menu.kind(e.item) == "food" for e in edits):
        return list(edits)  # "and something to eat, maybe a croissant": the food chosen
    if any(w.startswith("item:") for w in words):  # "a latte, and what do you have to eat": the latte too
        adds = [e for e in edits if isinstance(e, AddLine)]
        if adds and _TO_EAT.search(text) and all(
                isinstance(e, AddLine) or isinstance(e, AskMenu) and not e.ref for e in edits):
            return [*adds, AskMenu(about=["bakery"])]
        return list(edits)
    if not all(isinstance(e, Finish) or isinstance(e, ChangeLine) and only_a_note(e)
               or isinstance(e, AskMenu) and not e.ref for e in edits):
        return list(edits)
    return [AskMenu(about=["bakery"])]
