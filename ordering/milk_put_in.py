""""Put milk in the hot one", "can you add some milk to it": milk asked for a line, noted on it.

"Milk" alone is no milk of the menu (which sells whole, 2 %, oat …), so the model read the turn as a change
it could write: the hot coffee lost its temperature ("the usual temperature") and the words left made a
note "put milk". Where the turn asks milk put in a line ("put/add/pour/get (some / a splash of) milk
in/into/to it / that / the <item> / the <values> one", or without the verb: "a little milk in it please"),
and the model wrote only changes of lines, the line named (or, said "it", the one the model changed, else
the last) is noted "with milk" in the customer's amount ("with a splash of milk"), and nothing else of it
changes. A line with a milk of its own, or of an item made with milk (a latte), is the model's to read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit, note_after
from ordering.named_by_values import line_named_by_values

_PUT_IN = re.compile(  # "a little milk in it please", said without a verb, asks it too
    r"(?:\b(?:put|add|pour|get)\s+|^\W*(?:(?:and|also|oh|ok|okay|just)\W+)*)"
    r"(?P<amount>(?:some|a\s+(?:little|bit|splash|dash|drop)(?:\s+of)?)\s+)?milk\s+"
    r"(?:in|into|to|on)\s+(?P<target>it|that|this|mine|them|each|both|the\s+[a-z' ]+?)\s*"
    r"(?:please|thanks|too)?\W*$",
    re.I)


def milk_put_in(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line the turn puts milk in noted "with milk" (see the module)."""
    said = _PUT_IN.search(text or "")
    if said is None or not cart.lines or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    target = said["target"].lower()
    if target.startswith("the "):
        items = [unsymbol(w)[1] for w in words if w.startswith("item:")]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in items]
        ref = refs[0] if len(refs) == 1 else None if items else line_named_by_values(words, cart, menu)
    elif target in ("each", "both", "them") and len(cart.lines) > 1:
        return list(edits)  # "… in each" of several lines: which, the model's to read
    else:
        changed = {e.ref for e in edits}
        ref = changed.pop() if len(changed) == 1 else len(cart.lines)
    if ref is None or not 1 <= ref <= len(cart.lines) or cart.lines[ref - 1].milk is not None:
        return list(edits)
    item = menu.items.get(cart.lines[ref - 1].item) if menu is not None else None
    if item is None or item.default_milk is not None:
        return list(edits)  # a latte is made with milk: the model's to read
    amount = " ".join(said["amount"].lower().split()) if said["amount"] else ""
    note = f"with {amount} milk" if amount else "with milk"
    if amount.startswith("a ") and not amount.endswith((" of", " little")):
        note = f"with {amount} of milk"  # "a splash milk": "with a splash of milk"; "a little milk" is so
    return [ChangeLine(ref=ref, notes=note_after(cart.lines[ref - 1].notes, note))]
