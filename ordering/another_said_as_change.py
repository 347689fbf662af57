"""'And a regular latte with soy milk' after 'a decaf latte with soy milk': one more line, not a change that
changes nothing.

The model read the second latte as a change of the first, setting the soy milk it had already, and the
customer heard "The latte has soy milk already" with one latte in the cart. Where the turn begins "and
a/an …" (or "also a", "plus a"), names one item of the menu, and the model only changed lines of that
item to values they have already, the turn orders one more of that item with the values the model wrote.
The same holds where the model changed the line to something else, when the item is said right after
"a"/"an" and values only ("and a regular hot latte" after an iced oat latte: the iced latte was made hot);
after "one", only where the order has one of that item ("and one latte hot" of two lattes may be one of
them). A turn that replaces or corrects ("instead", "actually") and "and the latte with oat", which names
the line, are the model's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.turn_words import CORRECTION_WORDS, REPLACE_WORDS

_ANOTHER = re.compile(r"^\W*(?:and|also|plus|oh\s+and)\s+(?:also\s+)?(?:a|an|one)\b", re.I)
_SINGLE = ("size", "temp", "milk", "caffeine", "shots")


def another_said_as_change(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any
                           ) -> list[Edit]:
    """``edits``, or one more line of the item the turn names where the model changed its line to what it
    is already (see the module)."""
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if not text or not _ANOTHER.match(text) or len(items) != 1 or not edits:
        return list(edits)
    item = items.pop()
    named_new = _named_new(words, item, cart)
    if not all(isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)
               and cart.lines[e.ref - 1].item == item
               and (_changes_nothing(e, cart.lines[e.ref - 1]) or named_new and e.qty is None)
               for e in edits):
        return list(edits)
    said = edits[0]
    return [AddLine(item=item, **{f: getattr(said, f) for f in _SINGLE}, addons=dict(said.add_addons),
                    preps=list(said.preps), notes=said.notes)]


_OPENING = frozenset({"and", "also", "plus", "oh"})
_PLAIN = frozenset({"regular", "normal", "plain", "usual"})
_VALUE_KINDS = frozenset({"size", "temp", "milk", "caffeine", "shots"})


def _named_new(words: Sequence[str], item: str, cart: Any) -> bool:
    """Whether the words say "and a/an [values] <item>" (or "and one …" where the order has one of the
    item), and neither replace nor correct."""
    i = 0
    while i < len(words) and words[i] in _OPENING:
        i += 1
    if i == len(words) or words[i] not in ("a", "an", "one", "n1"):
        return False
    if words[i] in ("one", "n1") and sum(line.qty for line in cart.lines if line.item == item) != 1:
        return False
    i += 1
    while i < len(words) and (words[i] in _PLAIN or unsymbol(words[i])[0] in _VALUE_KINDS):
        i += 1
    said = {w.partition(":")[2] or w for w in words}
    return i < len(words) and unsymbol(words[i]) == ("item", item) and not said & (
        REPLACE_WORDS | CORRECTION_WORDS)


def _changes_nothing(change: ChangeLine, line: Any) -> bool:
    """Whether ``change`` sets only values ``line`` has already (and takes nothing off)."""
    if change.qty is not None or change.drop or change.unset or change.who is not None or change.notes:
        return False
    if any(getattr(change, f) is not None and getattr(change, f) != getattr(line, f) for f in _SINGLE):
        return False
    return all(line.addons.get(n) == c for n, c in change.add_addons.items()) and set(change.preps) <= set(
        line.preps)
