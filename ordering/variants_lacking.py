"""'An almond croissant': a food said with a value it cannot take is a variant the menu lacks, not the
plain one.

The grounding reads "almond" as almond milk and "croissant" as the butter croissant; the model, which
cannot put milk on a croissant, wrote a butter croissant, and the customer who asked for an almond
croissant was given another thing than the one asked for. Where a milk is said right before a food item
that takes no milk, and the turn adds one line of that item, the line is the thing said ("almond
croissant"), which the menu refuses with its reason: "Sorry, we don't have almond croissant."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit


def variant_lacking(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the plain item added for a variant the menu lacks put back as the variant said."""
    out = list(edits)
    if menu is None:
        return out
    for at, tok in enumerate(words):
        if at == 0 or not tok.startswith("item:") or not words[at - 1].startswith("milk:"):
            continue
        item = unsymbol(tok)[1]
        if item not in menu.items or menu.kind(item) != "food" or "milk" in menu.item(item).groups:
            continue
        lines = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(lines) != 1 or words.count(tok) != 1:
            continue
        said = unsymbol(words[at - 1])[1].split()[0]  # "almond milk": "almond"
        out[lines[0]] = AddLine(item=f"{said} {item.split()[-1]}", qty=out[lines[0]].qty)
    return out
