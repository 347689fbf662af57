"""A turn that only names an item ("ok the blueberry muffin", "the chocolate croissant then"), most
often chosen from a list the last reply gave, orders one of it.

With lines in the cart, the model reads such a turn as a change of a line it does not name: a note of
words never said (which `notes` drops: the customer hears "didn't catch"), or the values said given to
the latte ("the large chocolate croissant" made the latte large). Where the turn is one item of the menu
with its values and words that choose ("ok", "the", "i'll have", "please"), the cart has no line of
that item's kind, and what is left to do after the readings is nothing or changes of lines of other items, one
of that item is added with the values said (the menu refuses those it cannot take, with its reason).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.turn_words import FILLER_WORDS, line_of_values

# words that choose what they are said with, and say nothing else
_CHOOSING = frozenset({
    "ok", "okay", "alright", "yes", "yeah", "yep", "sure", "then", "please", "just", "the", "a", "an", "n1",
    "i'll", "i'd", "have", "take", "get", "go", "with", "for", "me", "that", "sounds", "good", "great",
    "perfect", "let's", "lets", "do", "try", "thanks", "thank", "you", ",", ".", "!", "let", "and", "also",
    "plus",  # "and the blueberry muffin" after a croissant: one, the model wrote nothing
    "can", "could", "may", "i", "we", "like", "want", "need", "grab"})  # "can i get the lemon muffin"


def named_alone(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one line of the item the turn only names, when the cart has no line of its kind
    ("muffin") and nothing is left to do of the turn but changes of lines of other items."""
    if menu is None or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    items = [unsymbol(t)[1] for t in tokens if t.startswith("item:")]
    kind = items[0].split()[-1] if len(items) == 1 else ""  # "muffin" names the cart's blueberry muffin
    if not kind or items[0] not in menu.items or any(line.item.split()[-1] == kind for line in cart.lines):
        return list(edits)
    if any(":" not in t and t not in _CHOOSING and t not in FILLER_WORDS for t in _side_said(tokens)):
        return list(edits)
    at = next(k for k, t in enumerate(tokens) if t.startswith("item:"))
    if at and tokens[at - 1] == "with" and tokens[at - 2 : at - 1] not in (["go"], ["going"]):
        return list(edits)  # "with steamed milk": how the cart's drink is made, no steamer chosen
    line = line_of_values(items[0], [t for t in tokens if ":" in t and not t.startswith("item:")])
    notes = [e.notes for e in edits if e.notes] if len(_side_said(tokens)) < len(tokens) else []
    return [line.model_copy(update={"notes": notes[0]}) if len(notes) == 1 else line]


def _side_said(tokens: Sequence[str]) -> list[str]:
    """The words less "on the side" said after an add-on ("with butter on the side": the model's note of it
    goes with the line)."""
    for k in range(1, len(tokens) - 2):
        if tokens[k : k + 3] == ["on", "the", "side"] and tokens[k - 1].startswith("addon:"):
            return [*tokens[:k], *tokens[k + 3 :]]
    return list(tokens)
