""""A few croissants", "some lattes": how many is asked, not one guessed.

The model read "a few lattes" and "some croissants" as one latte and one croissant, and the customer who
wanted three saw one in the cart. Where the turn says "a few", "several", "some", "a bunch of" or "a
handful of" before an item said in the plural (or the plural alone, no count said: "lattes please", "the
kids want hot chocolates"), and the model added one unit of it, that unit is not added:
the reply asks "How many lattes would you like?" and the line waits, with the values said ("a few large
lattes": large), for the answer that gives a count ("three": three large lattes; `refused_answered`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, unsymbol
from ordering.edits import HOW_MANY, AddLine, AskMenu, Edit

_VAGUE = re.compile(r"\b(?:a\s+few|several|some|a\s+bunch\s+of|a\s+handful\s+of)\s+"
                    r"(?:[a-z%'-]+\s+){0,4}?(?P<plural>[a-z]+)s\b", re.I)
_OFFERED = ("size", "temp", "milk", "caffeine")


def vague_count_asked(edits: Sequence[Edit], text: str, words: Sequence[str] = (), cart: Any = None
                      ) -> list[Edit]:
    """``edits`` with the one unit the model guessed for "a few <items>" (or the plural alone) asked about
    instead (see the module)."""
    said = [m["plural"].lower() for m in _VAGUE.finditer(text or "")] or _plural_alone(text, words, cart)
    if len(said) != 1:
        return list(edits)
    guessed = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.qty == 1
               and e.item.split()[-1] in (said[0], said[0].removesuffix("e"))]  # "lattes", "peaches"
    if len(guessed) != 1:
        return list(edits)
    add = edits[guessed[0]]
    if add.addons or add.removals or add.preps or add.notes or add.shots is not None:
        return list(edits)  # "a few lattes with vanilla": the model's; the question keeps no add-ons
    values = [f"{g}:{getattr(add, g)}" for g in _OFFERED if getattr(add, g) is not None]
    ask = AskMenu(about=[HOW_MANY, add.item, *values])
    return [ask if k == guessed[0] else e for k, e in enumerate(edits)]


_POINTING = frozenset({"the", "my", "our", "those", "these", "your"})  # "the lattes": lines of the order
_EVERY = frozenset({"them", "both", "all", "each", "more", "another", "some", "few", "several"})


def _plural_alone(text: str, words: Sequence[str], cart: Any) -> list[str]:
    """The item said in the plural with no count ("lattes please", "the kids want hot chocolates"), where
    the turn names that one item, says no count and points at no line ("the lattes"), and the cart has no
    line of it nor was a count of a kind asked: [its last word], else []."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if len(items) != 1 or any(is_count(w) or w in _EVERY for w in words) or len(text or "") > 120 or (
            items[0] and words[items[0] - 1] in _POINTING):
        return []
    item = unsymbol(words[items[0]])[1]
    if cart is not None and any(line.item == item for line in cart.lines):
        return []
    asked = getattr(cart, "asked", None)
    if asked is not None and asked.kind and asked.count > 1:  # "Which two pastries would you like?", then
        return []  # "blueberry muffins": the count asked
    noun = item.split()[-1]  # the item's own name in the plural: "muffins" names no one muffin
    return [noun] if re.search(rf"\b{re.escape(item)}e?s\b", text, re.I) else []
