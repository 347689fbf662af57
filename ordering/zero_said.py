"""A count of nothing: "two lattes and a mocha", then "actually zero lattes" (or "make it 0 lattes").

No count of the grammar says zero, so the model wrote nothing and the turn went "didn't catch". Where
"zero" is said right before an item the order has lines of (values between allowed: "zero iced
lattes"), and the model wrote nothing but notes or the removal of those lines, those lines come off.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import Edit, RemoveLine, only_a_note
from ordering.turn_words import kind_of

_VALUES = frozenset({"size", "temp", "milk", "caffeine", "shots", "addon", "prep"})


def zero_said(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` as the removal of the lines of each item said with a count of zero (see the module)."""
    named = []
    for k, word in enumerate(words):
        if word != "zero":
            continue
        at = k + 1
        while at < len(words) and kind_of(words[at]) in _VALUES:
            at += 1
        if at < len(words) and words[at].startswith("item:"):
            named.append(unsymbol(words[at])[1])
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in named]
    if not named or not refs or any(not (only_a_note(e) or isinstance(e, RemoveLine) and e.ref in refs)
                                    for e in edits):
        return list(edits)
    return [RemoveLine(ref=r) for r in refs]
