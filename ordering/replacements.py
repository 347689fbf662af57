"""A line replaced by another item keeps the choices the customer made for it: "a large oat latte", then
"make it a mocha", is a large oat mocha.

The model reads a replacement ("change the latte to a mocha", "a mocha instead", "I meant a mocha") as the
line removed and a line of the new item added with the values said, so the size, milk and the rest the
customer had chosen were lost, and the cart showed a plain mocha. The new line now takes each choice of
the old one that it does not say itself and that its item allows (a croissant takes no milk): size,
temperature, milk, caffeine, and, where it names none of its own, the add-ons, removals, preparations,
note and the person it is for; and the line's count, where the turn says none ("two lattes", then "change
them to mochas": two mochas, not one). A drink stands in for a drink and food for food; a turn that adds
the item in so many words ("remove the latte and add a mocha", "scrap the latte, i'll get a chai") orders
a new line, not a replacement.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart, Line
from ordering.dsl import is_count, symbol
from ordering.edits import AddLine, Edit, RemoveLine
from ordering.menu import Menu
from ordering.turn_words import REMOVE_WORDS

_SINGLE = ("size", "temp", "milk", "caffeine")
_MANY = (("addons", "addon"), ("removals", "removal"), ("preps", "prep"))
_NEW_LINE_WORDS = frozenset({"add", "also", "plus"})
_SAID_WITH = 6  # words between "add" and the item it adds ("add two large iced oat lattes")


def carried_over(old: Line, new: AddLine, menu: Menu) -> AddLine:
    """``new`` with the choices of the line it replaces that it does not say and its item allows."""
    if old.item not in menu.items or new.item not in menu.items or menu.kind(old.item) != menu.kind(new.item):
        return new
    update: dict = {}
    for group in _SINGLE:
        value = getattr(old, group)
        if getattr(new, group) is None and value is not None and menu.allows(new.item, group, value):
            update[group] = value
    for field, group in _MANY:
        if not getattr(new, field):
            kept = [n for n in getattr(old, field) if menu.allows(new.item, group, n)]
            if kept:
                update[field] = {n: old.addons[n] for n in kept} if field == "addons" else kept
    if new.notes is None and old.notes:
        update["notes"] = old.notes
    if new.who is None and old.who:  # "kim wants a mocha instead": still Kim's
        update["who"] = old.who
    return new.model_copy(update=update) if update else new


def choices_kept(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits`` with the one line they add in place of the one they remove given that line's choices
    (``carried_over``)."""
    removed = [e.ref for e in edits if isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)]
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if menu is None or len(removed) != 1 or len(added) != 1:
        return list(edits)
    old, k = cart.lines[removed[0] - 1], added[0]
    if old.item == edits[k].item or _said_added(tokens, symbol("item", edits[k].item)):
        return list(edits)
    out = list(edits)
    out[k] = carried_over(old, edits[k], menu)
    if old.qty > 1 and out[k].qty == 1 and not _one_said(tokens):  # "change them to mochas" of 2 lattes
        out[k] = out[k].model_copy(update={"qty": old.qty})
    return out


def _one_said(tokens: Sequence[str]) -> bool:
    """Whether the words say a count or "a"/"an" ("change them to a mocha": one)."""
    return any(is_count(t) or t in ("a", "an") for t in tokens)


_SCRAPPED = frozenset({*REMOVE_WORDS, "scrap", "ditch", "nix"})
_ORDERED = frozenset({"get", "have", "take", "want", "order"})
_ORDERING = frozenset({"i", "i'll", "ill", "i'd", "we", "we'll", "me"})  # "i'll get", "get me"; not "make it"


def _said_added(tokens: Sequence[str], item: str) -> bool:
    """Whether the words add the item as a line of its own: "and add a mocha" (not "add a pump of vanilla"
    of the new drink), "scrap the latte, i'll get a chai" (the line taken off, and an order of its own; not
    "cancel the latte, a mocha instead")."""
    at = tokens.index(item) if item in tokens else -1
    said_before = tokens[max(0, at - 4) : at]
    if (at > 0 and "instead" not in tokens and _SCRAPPED.intersection(tokens[:at])
            and "make" not in said_before and _ORDERED.intersection(said_before)
            and _ORDERING.intersection(said_before)):
        return True
    for i, tok in enumerate(tokens):
        if tok in _NEW_LINE_WORDS:
            after = tokens[i + 1 : i + 1 + _SAID_WITH]
            first_item = next((t for t in after if t.startswith("item:")), None)
            if first_item == item:
                return True
    return False
