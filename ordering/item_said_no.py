"""An item of the menu said after "no" or "not" is not ordered: "a medium latte and no croissant thanks",
"no latte, a mocha please", "a latte, not a cappuccino", "a latte without a muffin".

The model writes an item wherever the menu's words name one, so it added the croissant the customer
declined, and after a mocha it read "no croissant thanks" as a removal of the mocha. Where the turn names an
item once, right after "no" or "not" (past "a", "an", "the" or "any"; "no" only where a clause begins) or
after "without a"/"without an" (`item_said_without` keeps "a latte without the espresso" as the latte's
note, and `corrections.not_ordered` "a mocha for my son, no coffee" so: coffee or espresso said after a
drink), a line of it the model added is not added; and where the cart holds no line of it and it is the
only item said, a line of another item the model removed stays. A turn that says nothing else ("no
croissant thanks") is answered "No problem — nothing has changed".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit, RemoveLine
from ordering.item_said_without import items_said_once
from ordering.replies import NEVER_MIND

_ARTICLES = frozenset({"a", "an", "the", "any"})
_CLAUSE_STARTS = frozenset({"and", "but", ",", ".", ";", "!", "?", "so", "just", "also", "please", "thanks"})
IN_A_DRINK = frozenset({"coffee", "espresso"})  # items that are also what a drink is made with
_NOTHING_ELSE = frozenset({*_ARTICLES, *_CLAUSE_STARTS, "no", "not", "thank", "you", "ok", "okay", "then"})


def declined_items(words: Sequence[str]) -> set[str]:
    """The items the turn names once, right after "no", "not" or "without a" (see the module)."""
    out = set()
    for at, k in items_said_once(words, _ARTICLES):
        if k < 0:
            continue
        cue, article = words[k], words[k + 1] if k + 1 < at else None
        said_no = cue == "no" and (k == 0 or words[k - 1] in _CLAUSE_STARTS)
        item = unsymbol(words[at])[1]
        if item in IN_A_DRINK and any(w.startswith("item:") for w in words[:k]):
            continue  # "a mocha for my son, no coffee": the mocha's note
        if said_no or cue == "not" or (cue == "without" and article in ("a", "an")):
            out.add(item)
    return out


def item_said_no(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` without a line added of an item said after "no" or "not" (see the module)."""
    declined = declined_items(words)
    if not declined:
        return list(edits)
    out = [e for e in edits if not (isinstance(e, AddLine) and e.item in declined)]
    said = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    held = {line.item for line in cart.lines} if cart is not None else set()
    if said == declined and not declined & held:  # "no croissant thanks" of a mocha: the mocha stays
        out = [e for e in out if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines))]
    if edits and not out and all(w.startswith("item:") or w in _NOTHING_ELSE for w in words):
        return [AskMenu(about=[NEVER_MIND])]
    return out
