""""A latte and a pumpkin muffin" ("Sorry, we don't have pumpkin muffin."), then "never mind the muffin",
"forget the pumpkin one then", "scratch the almond one" or "fine, no scone then": the customer takes back
the thing we lack, and the order keeps its lines.

The model, which reads a removal by its shape, took the latte off (or, for "the almond one", noted "no
almond" on the chocolate croissant). Where the last turn ordered a thing the menu lacks (`Cart.lacked`),
this turn takes back "the" / "that" / "my" thing (or says "no" thing) named by words of it only ("the
muffin", "the pumpkin one"), and no line of the order has one of those words in its item (a blueberry
muffin ordered makes "the muffin" that line), the removals and changes give way: the reply says the order
has no such thing and nothing has changed. What the turn orders stays, without that answer ("never mind
the muffin, a blueberry one then"), but not the line of the menu's own muffin that the model or a reading
added for "the muffin": an item's other words must be said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Edit, RemoveLine
from ordering.replies import NOT_ORDERED

_TAKEN_BACK = re.compile(
    r"""\b(?:(?:remove|cancel|skip|delete|drop|scratch|forget|never\s*mind|nvm|take\s+off|get\s+rid\s+of)
    \s+(?:about\s+)?(?:the|that|my)|(?P<no>no)(?:\s+(?:the|that))?)\s+(?P<thing>[a-z]+(?:\s+[a-z]+){0,2}?)(?:\s+ones?)?
    (?=\s*(?:$|[,.!?]|\s(?:and|then|please|thanks|too|instead|actually|after\s+all)\b))""",
    re.I | re.X,
)
_ARTICLES = frozenset({"a", "an", "the", "some"})


def lacked_let_go(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or, where the turn takes back the thing the menu lacks (see the module), its orders
    only, else the answer that the order has no such thing."""
    lacked = [[w for w in thing.lower().split() if w not in _ARTICLES]
              for thing in getattr(cart, "lacked", [])]
    said = _TAKEN_BACK.search(text or "") if lacked and len(text) <= 200 else None
    if said is None or said["no"] and re.search(r"\b(?:just|only)\b", text, re.I):
        return list(edits)  # "ok no scone, just the coffee then": the order read back (`only_kept`)
    words = said["thing"].lower().split()
    thing = next((t for t in lacked if set(words) <= set(t)), None)
    if thing is None or any(set(words) & set(line.item.split()) for line in cart.lines):
        return list(edits)
    told = set(re.findall(r"[a-z]+", text.lower()))
    kept = [e for e in edits if not isinstance(e, RemoveLine | ChangeLine | ClearCart) and not (
        isinstance(e, AddLine) and set(e.item.split()) & set(words)
        and not set(e.item.split()) - set(words) <= told)]  # the muffin let go; "no scone, a croissant"
    if any(isinstance(e, AddLine) for e in kept):
        return kept
    return [AskMenu(about=[NOT_ORDERED, " ".join(thing)])]
