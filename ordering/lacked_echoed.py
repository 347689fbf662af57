""""A cortado and an almond croissant" ("Sorry, we don't have almond croissant."), then "no almond? ok just
the cortado then": the cortado stays as it was, not made with almond milk.

The model reads "almond" as the almond milk and changed the cortado. Where the last turn ordered a thing
the menu lacks (`Cart.lacked`), this turn says a word of that thing back ("no almond", "almond?"), the
model took the word for a value of a line (a milk, a temperature, an add-on), and the turn says no other
word of the value ("almond", not "almond milk"), the value is the customer's echo of what we lack: it is
taken off the model's change, and a turn left with nothing is answered "nothing has changed". "A pumpkin
muffin" lacked, then "no pumpkin? fine, a blueberry one" orders the blueberry muffin
(`lacked_kind_named`): the model removed the mocha. "An everything bagel" added the plain bagel beside
"we don't have everything bagel": "plain then" is that one, nothing more ("nothing has changed").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.replies import NEVER_MIND

_SINGLE = ("size", "temp", "milk", "caffeine")
_ARTICLES = frozenset({"a", "an", "the", "some", "of"})


def lacked_echoed(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` without the values the turn only echoes from the thing the menu lacks (see the module)."""
    lacked = getattr(cart, "lacked", None)
    if not lacked or not text or len(text) > 200:
        return list(edits)
    said = set(re.findall(r"[a-z]+", text.lower()))
    echoed = {w for thing in lacked for w in thing.lower().split() if w not in _ARTICLES and re.search(
        rf"\bno\s+{re.escape(w)}\b|\b{re.escape(w)}\s*\?", text, re.I)}  # "no almond?", "almond?"
    if not echoed:
        return list(edits)
    out, dropped = [], False
    for edit in edits:
        if isinstance(edit, ChangeLine):
            update = {g: None for g in _SINGLE if _echo(getattr(edit, g), echoed, said)}
            addons = {n: c for n, c in edit.add_addons.items() if not _echo(n, echoed, said)}
            if update or addons != edit.add_addons:
                dropped = True
                edit = edit.model_copy(update={**update, "add_addons": addons})
                if not edit.model_dump(exclude={"op", "ref"}, exclude_defaults=True):
                    continue
        out.append(edit)
    if dropped and not out:
        return [AskMenu(about=[NEVER_MIND])]
    return out


def _echo(value: Any, echoed: set[str], said: set[str]) -> bool:
    """Whether ``value`` is named by an echoed word alone: "almond" of the almond milk, "milk" unsaid."""
    if not isinstance(value, str):
        return False
    words = set(value.lower().split())
    return bool(words & echoed) and not words <= said


_KIND_ENDS = frozenset({"n1", "one", "then", "instead", "please", "thanks", ".", "!", ",", "?"})
# the word before the kind's plain word: "a blueberry one", "no sorry, blueberry", "how about lemon then"
_KIND_LEADS = frozenset({"a", "an", "the", ",", "just", "maybe", "sorry", "no", "oh", "ok", "okay", "well",
                         "fine", "about", "take", "try", "get", "have"})


def lacked_kind_named(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item of the lacked thing's kind that the turn names by a plain word ("a pumpkin
    muffin" lacked, then "no pumpkin? fine, a blueberry one": a blueberry muffin), where the model added
    nothing (it removed the mocha) and the turn names no item."""
    lacked = getattr(cart, "lacked", None)
    if not lacked or menu is None or any(w.startswith("item:") for w in words) or any(
            isinstance(e, AddLine) for e in edits):
        return list(edits)
    nouns = {thing.split()[-1] for thing in lacked}
    found = []
    for k in range(len(words)):
        for end in (k + 1, k + 2):  # "a blueberry one", "the lemon poppyseed one"
            said = words[k:end]
            after = words[end] if end < len(words) else "."
            if (len(said) < end - k or not all(w.isalpha() for w in said) or after not in _KIND_ENDS
                    or k and words[k - 1] not in _KIND_LEADS):
                continue
            found += [item for noun in nouns if (item := menu.resolve("item", " ".join([*said, noun])))
                      is not None and item not in found]
    if len(found) != 1:
        return list(edits)
    kept = [e for e in edits if not isinstance(e, AddLine | ChangeLine | RemoveLine | AskMenu)]
    if any(line.item == found[0] and line.id in (getattr(cart, "added", None) or []) for line in cart.lines):
        return [*kept, AskMenu(about=[NEVER_MIND])]  # "plain then": the plain bagel added already
    return [*kept, AddLine(item=found[0])]
