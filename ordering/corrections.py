"""Corrections the model leaves unanswered: "sorry, I meant a mocha", "just one actually".

Said right after an order, such a turn names only what the last line should have been: another item,
or another count. The model, which learned corrections that name both sides ("change the latte to a
mocha"), may write nothing usable for them; then the words alone are read, and only then.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine
from ordering.menu import Menu
from ordering.turn_words import value_fields

CORRECTING = frozenset({"meant", "said", "wanted", "actually", "instead", "rather", "sorry", "oops"})
# the words a bare count may come with: "just one actually", "oh, three", "only two please"
_COUNT_COMPANY = frozenset({"just", "only", "actually", "oh", "sorry", "no", "wait", ",", ".", "!", "please",
                            "make", "it", "that", "them", "those", "oops", "i", "meant", "said"})
_MEANT = frozenset({"meant", "said", "wanted"})  # "I meant a mocha" names what the last line should be


def item_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits``, or the last line of the same kind (a drink for a drink, food for food) replaced by the
    one item a correction names ("sorry, I meant a mocha"; "no I said a large mocha": values said go with
    it), when the model wrote nothing or, for "meant / said / wanted", only changes of that line (it set
    the latte large and lost the mocha)."""
    items = [t for t in tokens if t.startswith("item:")]
    if menu is None or not cart.lines or len(items) != 1 or not CORRECTING.intersection(tokens):
        return list(edits)
    name = unsymbol(items[0])[1]
    if name not in menu.items or any(line.item == name for line in cart.lines):
        return list(edits)
    same_kind = [ref for ref, line in enumerate(cart.lines, start=1)
                 if line.item in menu.items and _kind(line.item, menu) == _kind(name, menu)]
    if not same_kind:
        return list(edits)
    last = same_kind[-1]
    if edits and not (_MEANT.intersection(tokens)
                      and all(isinstance(e, ChangeLine) and e.ref == last for e in edits)):
        return list(edits)
    fields, addons = value_fields([t for t in tokens if ":" in t])
    return [RemoveLine(ref=last), AddLine(item=name, addons=addons, **fields)]


def _kind(item: str, menu: Menu) -> str:
    return "food" if menu.item(item).category == "bakery" else "drink"


def count_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, when they are empty, the last line's count set to the one count said alone
    ("just one actually", "oh, three")."""
    counts = [t for t in tokens if t in NUMBERS and t != "nbig"]
    if edits or not cart.lines or len(counts) != 1:
        return list(edits)
    if any(t not in _COUNT_COMPANY for t in tokens if t not in counts):
        return list(edits)
    return [ChangeLine(ref=len(cart.lines), qty=number_value(counts[0]))]
