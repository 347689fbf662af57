"""'Put the vanilla in my latte instead', 'add vanilla to the latte instead': an add-on of one line moved
onto another.

The model puts the add-on on the line named and leaves it where it was, so the mocha kept the vanilla the
customer moved to the latte. When the words say a move ("instead", "rather", "move") of the add-on the
customer has ("the vanilla", "my vanilla") and the change puts it on a line, it comes off the one other
line of the cart that has it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import symbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine

_MOVE_WORDS = frozenset({"instead", "rather", "move", "moved"})
_REFERRING = frozenset({"the", "that", "my"})
_EXTRA = frozenset({"extra", "added"})  # "the extra shot" ("extra" reads as the word "added")


def add_on_moved(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with an add-on the words move onto a line taken off the one other line that had it."""
    if not _MOVE_WORDS.intersection(tokens):
        return list(edits)
    out = list(edits)
    changed = {e.ref for e in edits if isinstance(e, ChangeLine)}
    for edit in edits:
        if not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines):
            continue
        for name in edit.add_addons:
            if name in cart.lines[edit.ref - 1].addons or not _said_as_its_own(tokens, symbol("addon", name)):
                continue
            others = [r for r, line in enumerate(cart.lines, start=1)
                      if r != edit.ref and name in line.addons]
            if len(others) == 1 and others[0] not in changed:
                out.append(ChangeLine(ref=others[0], drop=[name]))
    return out


def _said_as_its_own(tokens: Sequence[str], addon: str) -> bool:
    """Whether the add-on is said as one the customer has ("the vanilla", "that vanilla", "my vanilla", "the
    extra shot")."""
    for i, tok in enumerate(tokens):
        k = i - 1
        while k >= 0 and tokens[k] in _EXTRA:
            k -= 1
        if tok == addon and k >= 0 and tokens[k] in _REFERRING:
            return True
    return False


_ONTO = frozenset({"to", "on", "in", "into", "onto"})


def added_to_a_line_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, where the model read "add vanilla to the latte instead" as the mocha replaced by a
    new latte with vanilla, the vanilla put on the cart's latte (and, the words saying a move, taken off
    the mocha that had it)."""
    removed = [e for e in edits if isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)]
    added = [e for e in edits if isinstance(e, AddLine)]
    if len(removed) != 1 or len(added) != 1 or len(edits) != 2 or not added[0].addons:
        return list(edits)
    new, old = added[0], removed[0].ref
    named = symbol("item", new.item)
    if not any(tokens[i] in _ONTO and tokens[i + 1] in _REFERRING and tokens[i + 2] == named
               for i in range(len(tokens) - 2)):
        return list(edits)
    targets = [r for r, line in enumerate(cart.lines, start=1) if r != old and line.item == new.item]
    if len(targets) != 1 or cart.lines[old - 1].item == new.item:
        return list(edits)
    out: list[Edit] = [ChangeLine(ref=targets[0], add_addons=dict(new.addons))]
    taken = [n for n in new.addons if n in cart.lines[old - 1].addons]
    if taken and _MOVE_WORDS.intersection(tokens):
        out.append(ChangeLine(ref=old, drop=taken))
    return out
