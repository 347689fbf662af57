"""Two lines' values of one kind traded: "switch the sizes" of a small latte and a large mocha is a large
latte and a small mocha; "swap the milks around", "i got the sizes backwards".

The model had no edit for it: it read the words as a question about sizes (and listed them) or as a stray
note ("didn't catch"). Where the turn says a trade (swap, switch, flip, reverse, trade, exchange, mixed
up, backwards, the other way round) of a kind named in the plural (sizes, milks, temperatures), and the
lines it means (the two items it names, else the cart's lines with a value of that kind) are two with two
different values, each line gets the other's value. A turn that adds or removes a line is the model's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine

_TRADED = re.compile(
    r"\b(?:swap|swapped|switch|switched|flip|flipped|reverse|reversed|trade|exchange|mixed\s+up|mix\s+up|"
    r"backwards|other\s+way\s+a?round|wrong\s+way\s+a?round)\b", re.I)
_KINDS = {"sizes": "size", "milks": "milk", "temperatures": "temp", "temps": "temp"}
_KIND = re.compile(r"\b(?:the\s+|their\s+|our\s+)?(" + "|".join(_KINDS) + r")\b", re.I)


def values_switched(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the two lines' values of the kind said traded between them (see the module)."""
    kind = _KIND.search(text or "")
    if kind is None or not _TRADED.search(text) or any(isinstance(e, AddLine | RemoveLine) for e in edits):
        return list(edits)
    group = _KINDS[kind[1].lower()]
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if (line.item in named if named else getattr(line, group) is not None)]
    values = [getattr(cart.lines[r - 1], group) for r in refs]
    if len(refs) != 2 or None in values or values[0] == values[1]:
        return list(edits)
    return [ChangeLine(ref=refs[0], **{group: values[1]}), ChangeLine(ref=refs[1], **{group: values[0]})]
