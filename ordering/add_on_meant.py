""""Could I add cinnamon dolce", then "sorry, I meant cinnamon powder on top, not the syrup": the add-on
meant takes the place of the one the last turn put on.

The model put the cinnamon powder on beside the cinnamon syrup, and the drink had both. Where the turn
corrects ("meant", "sorry", "no", "oops") and the model adds one add-on to a line whose add-on the last
turn put on, and that one shares a word with the new one ("cinnamon syrup", "cinnamon") or the turn says
it is not that one ("not the syrup", "not cinnamon syrup"), the old one comes off.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart, Line
from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.menu import Menu

_CORRECTING = frozenset({"meant", "mean", "sorry", "no", "oops", "nope"})
_BESIDE = frozenset({"too", "also", "plus", "another", "both", "as"})  # "no, cinnamon too": beside it


def add_on_meant(edits: Sequence[Edit], words: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits`` with the add-on the last turn put on a line taken off where the turn says another was
    meant (see the module)."""
    if menu is None or len(edits) != 1 or not _CORRECTING.intersection(words) or _BESIDE.intersection(words):
        return list(edits)
    edit = edits[0]
    if not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines) or edit.drop or len(
            edit.add_addons) != 1 or edit.values_changed() != {"add_addons"}:
        return list(edits)
    line = cart.lines[edit.ref - 1]
    new = next(iter(edit.add_addons))
    old = [name for name in _put_on_last(line, cart) if name != new and name in line.addons and (
        set(name.split()) & set(new.split()) or _said_not(name, words, menu))]
    if len(old) != 1 or new in line.addons:
        return list(edits)
    return [edit.model_copy(update={"drop": old})]


def _put_on_last(line: Line, cart: Cart) -> list[str]:
    """The add-ons the last turn put on ``line``: all of its own where the last turn added it."""
    if line.id in cart.added:
        return list(line.addons)
    return [name for changed in cart.changed if changed.line.id == line.id
            for name in changed.change.get("add_addons") or {}]


def _said_not(name: str, words: Sequence[str], menu: Menu) -> bool:
    """Whether the words say "not (the) <add-on>" or "not the <its kind>" ("not the syrup")."""
    for i, word in enumerate(words):
        if word != "not":
            continue
        after = [w for w in words[i + 1 : i + 3] if w not in ("the", "a")][:1]
        if after and (unsymbol(after[0])[1] == name or after[0] == menu.addon_kind(name)):
            return True
    return False
