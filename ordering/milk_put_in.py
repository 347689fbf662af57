""""Put milk in the hot one", "can you add some milk to it": milk asked for a line, noted on it.

"Milk" alone is no milk of the menu (which sells whole, 2 %, oat …), so the model read the turn as a change
it could write: the hot coffee lost its temperature ("the usual temperature") and the words left made a
note "put milk". Where the turn asks milk put in a line ("put/add/pour/get (some / a splash of) milk
in/into/to it / that / the <item> / the <values> one", or without the verb: "a little milk in it please"),
and the model wrote only changes of lines, the line named (or, said "it", the one the model changed, else
the last) is noted "with milk" in the customer's amount ("with a splash of milk"), and nothing else of it
changes. A line with a milk of its own, or of an item made with milk (a latte), is the model's to read.
Said of "all the coffees", each line of the item is noted; of "both", "each" or "them", each line of the
order, where every one takes the note ("milk in both please" of two teas); of "two of them", the line
changed, for `units_said.one_of_them_changed` to split those units off.

"Milk and sugar" of a coffee, milk said beside add-ons, is noted on the line changed (`milk_listed`).
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
    r"(?:in|into|to|on)\s+(?P<all>all\s+(?:of\s+)?)?"
    r"(?P<target>it|that|this|mine|them|each|both|the\s+[a-z' ]+?"
    r"|(?P<some>one|two|three|four|five|\d+)\s+of\s+(?:them|those|these))\s*"
    r"(?:please|thanks|too)?\W*$",
    re.I)


def milk_put_in(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line the turn puts milk in noted "with milk" (see the module)."""
    said = _PUT_IN.search(text or "")
    if said is None or not cart.lines or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    target = said["target"].lower()
    if said["all"] and target.startswith("the "):  # "put milk in all the coffees": each coffee
        items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in items]
        notes = [_milk_note(ref, said, cart, menu) for ref in refs]
        return [n for n in notes if n] if refs and all(notes) else list(edits)
    if target.startswith("the "):
        items = [unsymbol(w)[1] for w in words if w.startswith("item:")]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in items]
        ref = refs[0] if len(refs) == 1 else None if items else line_named_by_values(words, cart, menu)
    elif target in ("each", "both", "them") and len(cart.lines) > 1:
        # "milk in both please" of two teas: each noted; of a latte beside them, the model's to read
        notes = [_milk_note(ref, said, cart, menu) for ref in range(1, len(cart.lines) + 1)]
        fits = all(notes) and (target != "both" or len(notes) == 2)
        return [n for n in notes if n] if fits else list(edits)
    else:  # "it", "that"; "two of them": the line whose units `one_of_them_changed` splits off
        changed = {e.ref for e in edits}
        ref = changed.pop() if len(changed) == 1 else len(cart.lines)
        if said["some"]:  # of the line the model changed, else the last: one of units that take milk
            ref = next((r for r in (ref, len(cart.lines)) if 1 <= r <= len(cart.lines)
                        and cart.lines[r - 1].qty >= 2 and _milk_note(r, said, cart, menu)), None)
    note = _milk_note(ref, said, cart, menu)
    return [note] if note else list(edits)


def _milk_note(ref: int | None, said: re.Match, cart: Any, menu: Any) -> ChangeLine | None:
    """The line at ``ref`` noted "with milk" in the amount said, or None where it has a milk of its own, its
    item is made with milk (a latte: the model's to read) or is no drink (a muffin)."""
    if ref is None or not 1 <= ref <= len(cart.lines) or cart.lines[ref - 1].milk is not None:
        return None
    item = menu.items.get(cart.lines[ref - 1].item) if menu is not None else None
    if item is None or item.default_milk is not None or menu.kind(item.name) != "drink":
        return None
    amount = " ".join(said["amount"].lower().split()) if said["amount"] else ""
    note = f"with {amount} milk" if amount else "with milk"
    if amount.startswith("a ") and not amount.endswith((" of", " little")):
        note = f"with {amount} of milk"  # "a splash milk": "with a splash of milk"; "a little milk" is so
    return ChangeLine(ref=ref, notes=note_after(cart.lines[ref - 1].notes, note))


_LISTED_WITH = frozenset({"with", "and", ",", "some", "please", "a", "little", "bit", "of", "splash", "also"})


def milk_listed(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with "milk" said beside add-ons ("milk and sugar" of a coffee; the model added the sugar and
    dropped the milk) noted "with milk" on the one line the model changed, where that line has no milk of
    its own and its item is made without one."""
    if "milk" not in words or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or menu is None:
        return list(edits)
    edit = edits[0]
    if edit.notes or edit.milk or not edit.add_addons or not 1 <= edit.ref <= len(cart.lines):
        return list(edits)
    if any(w != "milk" and w not in _LISTED_WITH and not w.startswith("addon:") for w in words):
        return list(edits)
    line = cart.lines[edit.ref - 1]
    item = menu.items.get(line.item)
    if item is None or item.default_milk is not None or line.milk is not None or "milk" in (line.notes or ""):
        return list(edits)
    return [edit.model_copy(update={"notes": note_after(line.notes, "with milk")})]
