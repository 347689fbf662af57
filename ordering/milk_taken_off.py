"""Milk taken off: "no cream actually", "without the cream please", "no oat milk", "without milk".

The menu's "cream" is half and half, a milk, so the tagger reads "no cream" as that milk and the model,
which writes menu values, sets it: the request turned the other way ("Changed the mocha to half and
half"), or, where the line has that milk already, nothing changed. Said of a drink that already has
the milk, the milk goes back to the drink's own; said of a drink with a topping that is named so
("whipped cream"), the topping comes off; a plain "no milk" of a drink without one goes on its ticket
as a note. Only for a turn that orders nothing and swaps to no other milk ("no whole milk, make it
skim" is the model's to read).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine
from ordering.turn_words import TAKING_OFF_WORDS

_BEFORE = frozenset({"the", "any", "a", "all", "that"})  # "without the cream", "no any milk"


def milk_taken_off(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits`` with a milk the turn takes off taken off (see the module), in place of the model's."""
    taken = _milk_taken(tokens)
    if taken is None or menu is None or not cart.lines or any(t.startswith("item:") for t in tokens):
        return list(edits)
    if any(isinstance(e, AddLine | RemoveLine) for e in edits) or any(
            isinstance(e, ChangeLine) and e.milk not in (None, taken) for e in edits):
        return list(edits)
    refs = [e.ref for e in edits if isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)]
    ref = refs[0] if refs and len(set(refs)) == 1 else len(cart.lines)
    mine = _taking_off(ref, taken, text, cart, menu)
    if mine is None:
        return list(edits)
    out = []
    for edit in edits:  # the model's own setting of that milk goes; the rest of what it wrote stays
        if isinstance(edit, ChangeLine) and edit.milk == taken:
            edit = edit.model_copy(update={"milk": None})
        if isinstance(edit, ChangeLine) and edit.ref == mine.ref:
            mine = edit.model_copy(update={
                "drop": [*edit.drop, *mine.drop], "unset": [*edit.unset, *mine.unset],
                "notes": mine.notes or edit.notes})
        elif not isinstance(edit, ChangeLine) or edit != ChangeLine(ref=edit.ref):
            out.append(edit)
    return [*out, mine]


def _milk_taken(tokens: Sequence[str]) -> str | None:
    """The milk said right after a word that takes it off ("" for plain "milk"), else None."""
    for i, tok in enumerate(tokens):
        if tok != "milk" and not tok.startswith("milk:"):
            continue
        before = [t for t in tokens[max(0, i - 3) : i] if t not in _BEFORE]
        if before and before[-1] in TAKING_OFF_WORDS:
            return unsymbol(tok)[1] if tok != "milk" else ""
    return None


def _taking_off(ref: int, milk: str, text: str, cart: Any, menu: Any) -> ChangeLine | None:
    """The change that takes ``milk`` (a menu milk, or "" for any) off the cart, the line ``ref`` first."""
    order = [ref, *(r for r in range(1, len(cart.lines) + 1) if r != ref)]
    key = _said_words(milk, text, menu) - {"milk"}
    if key:  # "no cream" of a drink with whipped cream: the topping
        toppings = [(r, name) for r in order for name in cart.lines[r - 1].addons if key <= set(name.split())]
        if toppings and (toppings[0][0] == ref or len(toppings) == 1):
            return ChangeLine(ref=toppings[0][0], drop=[toppings[0][1]])
    having = [r for r in order if cart.lines[r - 1].milk is not None
              and (not milk or cart.lines[r - 1].milk == milk)]
    if having and (having[0] == ref or len(having) == 1):
        return ChangeLine(ref=having[0], unset=["milk"])
    line, said = cart.lines[ref - 1], " ".join(sorted(key)) or "milk"
    if line.milk is None and not (line.notes and said in line.notes):  # "no milk" of an americano
        return ChangeLine(ref=ref, notes=", ".join(filter(None, [line.notes, f"no {said}"])))
    return None


def _said_words(milk: str, text: str, menu: Any) -> set[str]:
    """The words of the longest of ``milk``'s names that the customer said ("cream" for half and half)."""
    if not milk:
        return set()
    option = menu.options.get(("milk", milk))
    said = text.lower()
    names = sorted({milk, *(option.aliases if option else ())}, key=len, reverse=True)
    for name in names:
        if re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", said):
            return set(name.lower().split())
    return set()
