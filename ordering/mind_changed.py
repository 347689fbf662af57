""""A small latte", then "on second thought, I'll have a cortado" (or "I changed my mind, a cortado
please"): the cortado in place of the latte, not beside it.

The model added the cortado and kept the latte, or wrote nothing it could apply ("didn't catch"). Where the
turn says the customer changed their mind, orders one item (values allowed, no count above one) and adds
nothing else ("too", "also", "another", "and"), and the model wrote that item added or only a note, the
last line of its kind (a drink for a drink) among those the last turn added (else in the cart) is replaced
by it, keeping the choices it does not
say and its item allows ("a small cortado"). An item the line already is is left to the model ("on second
thought, make the latte iced"). "I changed my mind about the muffin", and nothing more, takes the muffin
off (`mind_changed_about`). "Never mind, make it 12oz" changes the line (`never_mind_made`); the model took
it off.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, only_a_note
from ordering.replacements import carried_over
from ordering.turn_words import MORE_WORDS, value_fields

_MIND_CHANGED = re.compile(
    r"\b(?:on\s+(?:second|2nd)\s+thoughts?|(?:i\s+(?:have\s+|'ve\s+)?|i've\s+)?changed\s+my\s+mind|"
    r"change\s+of\s+plans?)\b", re.I)
_ADDING = MORE_WORDS | {"and", "plus", "extra", "well"}


def _same_kind(a: str, b: str, menu: Any) -> bool:
    """Whether items ``a`` and ``b`` are of one kind of the menu (drinks, food)."""
    return a in menu.items and b in menu.items and menu.kind(a) == menu.kind(b)


def mind_changed(edits: Sequence[Edit], text: str, tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item ordered after a change of mind in place of the line last ordered (see the
    module)."""
    if menu is None or not cart.lines or not _MIND_CHANGED.search(text or ""):
        return list(edits)
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if (len(items) != 1 or _ADDING.intersection(tokens)
            or any(t in NUMBERS and t != "n1" for t in tokens)):
        return list(edits)
    if _said_about(tokens, items[0]) and not set(tokens[items[0] + 1 :]) - _AFTER_ITEM:
        return list(edits)  # "changed my mind about the muffin": the line named (`mind_changed_about`)
    item = unsymbol(tokens[items[0]])[1]
    adds = [e for e in edits if isinstance(e, AddLine)]
    removed = [e for e in edits if isinstance(e, RemoveLine)]
    if not (all(map(only_a_note, edits)) or len(adds) == 1 and len(removed) <= 1
            and len(edits) == 1 + len(removed) and adds[0].item == item):
        return list(edits)
    refs = {line.id: r for r, line in enumerate(cart.lines, start=1)}
    kin = [r for r in refs.values() if _same_kind(cart.lines[r - 1].item, item, menu)]
    last = [refs[i] for i in cart.added if i in refs and refs[i] in kin] or kin
    if not last or cart.lines[last[-1] - 1].item == item or any(
            1 <= e.ref <= len(cart.lines) and _same_kind(cart.lines[e.ref - 1].item, item, menu)
            and e.ref != last[-1] for e in removed):
        return list(edits)  # the model removed another line of the kind: its reading
    ref = last[-1]
    old = cart.lines[ref - 1]
    fields, addons = value_fields([t for t in tokens if ":" in t and not t.startswith("item:")])
    new = adds[0].model_copy(update={"qty": 1}) if adds else AddLine(item=item, addons=addons, **fields)
    return [RemoveLine(ref=ref), carried_over(old, new, menu)]


_ABOUT = frozenset({"about", "on", "regarding", "re"})


def _said_about(tokens: Sequence[str], at: int) -> bool:
    """Whether the item at ``at`` is said "about the <item>" ("changed my mind about the muffin")."""
    return at >= 2 and tokens[at - 1] in ("the", "my") and tokens[at - 2] in _ABOUT
_AFTER_ITEM = frozenset({"please", "thanks", ",", ".", "!", "actually", "sorry", "after", "all"})


def mind_changed_about(edits: Sequence[Edit], text: str, tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line named taken off where the turn says only that the customer changed their mind
    about it: "i changed my mind about the muffin" (the model wrote a stray note). Of the cart's one line
    of that item, else of its kind ("the muffin" of a blueberry muffin)."""
    if not cart.lines or not _MIND_CHANGED.search(text or "") or not all(map(only_a_note, edits)):
        return list(edits)
    at = next((k for k, t in enumerate(tokens) if t.startswith("item:")), None)
    if at is None or not _said_about(tokens, at) or set(tokens[at + 1 :]) - _AFTER_ITEM:
        return list(edits)
    item = unsymbol(tokens[at])[1]
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item] or [
        r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] == item.split()[-1]]
    return [RemoveLine(ref=refs[0])] if len(refs) == 1 else list(edits)


_MADE_AFTER = frozenset({"make", "change", "do"})
_MADE_THE = frozenset({"it", "that", "this", "mine"})
_AROUND = frozenset({",", ".", "!", "please", "actually", "instead", "then", "a", "an", "oh", "um", "uh"})


def never_mind_made(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the change said after "never mind" ("nvm make it 12oz" of a 16oz americano: small),
    where the model read "never mind" as the line taken off: the words take back the last choice, not the
    line. Only where the turn says nothing but "never mind", "make it" and values, and the model removed
    the cart's last line (or wrote nothing)."""
    words = [t for t in tokens if t not in _AROUND]
    if words[:2] != ["never", "mind"] or len(words) < 5 or words[2] not in _MADE_AFTER or (
            words[3] not in _MADE_THE) or not cart.lines:
        return list(edits)
    values = words[4:]
    if any(":" not in v or v.startswith(("item:", "to_go:")) for v in values):
        return list(edits)
    last = len(cart.lines)
    if edits and edits != [RemoveLine(ref=last)]:
        return list(edits)
    fields, addons = value_fields(values)
    preps = [unsymbol(v)[1] for v in values if v.startswith("prep:")]
    return [ChangeLine(ref=last, add_addons=addons, preps=preps, **fields)]
