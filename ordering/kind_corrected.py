"""A correction that names only another kind of an item the cart has: "actually a blueberry one" of the
house muffin, "actually two muffins" of a blueberry muffin, "make the croissant a plain one" of a chocolate
croissant.

The model learned corrections that name both sides ("change the muffin to a blueberry muffin"); said with the
kind alone it added a second line beside the first (the apple bran muffin stayed), read the bare "muffins"
as two more house muffins, or wrote nothing. The cart's line of the item's kind (its name's last word:
"muffin", "croissant") is the one corrected: replaced by the kind named, or given the count said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine

_CORRECTING = frozenset({"actually", "sorry", "meant", "oops", "instead", "rather"})
_ADDING = frozenset({"add", "also", "too", "another", "more", "and", "plus", "extra", "both", "each",
                     "other"})
_NAMING = frozenset({"it", "that", "this", "the", "my"})


def _kind(item: str) -> str:
    return item.split()[-1]


def _kind_line(cart: Any, menu: Any, kind: str, not_item: str) -> int | None:
    """The position of the cart's one line of food of that kind, of another item than ``not_item``; None if
    none or several. Drinks are left alone: "latte macchiato" is no kind of macchiato."""
    refs = [r for r, line in enumerate(cart.lines, start=1) if _kind(line.item) == kind
            and line.item in menu.items and menu.kind(line.item) == "food"]
    if len(refs) != 1 or cart.lines[refs[0] - 1].item == not_item:
        return None
    return refs[0]


def _said_bare(item: str, text: str, menu: Any) -> bool:
    """Whether ``item`` was named only by its kind word ("muffins" for the house muffin), none of its longer
    names said."""
    words = f" {' '.join(text.lower().split())} "
    return menu.resolve("item", _kind(item)) == item and not any(
        e.kind == "item" and e.name == item and " " in e.alias and f" {e.alias} " in words
        for e in menu.lexicon())


def _kind_named(tokens: Sequence[str], menu: Any, kind: str) -> str | None:
    """The item "a <words> one" names of that kind ("a plain one" of croissants: the butter croissant)."""
    for i, tok in enumerate(tokens):
        if tok in ("a", "an"):
            end = next((j for j in range(i + 2, min(i + 4, len(tokens))) if tokens[j] == "n1"), None)
            words = tokens[i + 1 : end] if end else []
            if words and all(w.isalpha() for w in words):
                return menu.resolve("item", " ".join([*words, kind]))
    return None


def kind_corrected(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits`` read as the correction of the cart's line of one kind, when the turn corrects ("actually",
    "make ...") and names only that kind's item, adding nothing else ("also", "too", "add" keep the model's
    reading)."""
    if menu is None or not cart.lines or _ADDING.intersection(tokens):
        return list(edits)
    items = [unsymbol(t)[1] for t in tokens if t.startswith("item:")]
    added = [e for e in edits if isinstance(e, AddLine)]
    if len(added) == 1 and len(edits) == 1 and set(items) <= {added[0].item} and _CORRECTING.intersection(
            tokens):
        new = added[0]
        ref = _kind_line(cart, menu, _kind(new.item), new.item)
        if ref is None:
            return list(edits)
        line = cart.lines[ref - 1]
        counted = new.qty != 1 or any(is_count(t) and t != "n1" for t in tokens)
        if items and _said_bare(new.item, text, menu):  # "actually two muffins": the line's count
            return [ChangeLine(ref=ref, qty=new.qty)] if counted and new.qty != line.qty else list(edits)
        if counted:
            return list(edits)
        return [RemoveLine(ref=ref), new.model_copy(update={"qty": line.qty})]
    # "make the croissant a plain one", "make it a blueberry one": the model wrote no new line
    if added or "make" not in tokens or len(items) > 1:
        return list(edits)
    at = tokens.index("make")
    if at + 1 >= len(tokens) or tokens[at + 1] not in _NAMING:
        return list(edits)
    kinds = {_kind(items[0])} if items else {_kind(line.item) for line in cart.lines[-1:]}
    for kind in kinds:
        item = _kind_named(tokens[at:], menu, kind)
        ref = _kind_line(cart, menu, kind, item) if item else None
        if ref is not None:
            qty = cart.lines[ref - 1].qty
            return [RemoveLine(ref=ref), AddLine(item=item, qty=qty)]
    return list(edits)

