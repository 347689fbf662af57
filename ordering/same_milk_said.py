""""A matcha latte with soy", then "and a chai latte with the same milk": a soy chai latte; "a latte with
hazelnut", then "and a mocha with the same": a hazelnut mocha (`same_extras_said`).

"The same milk" names no milk, so the model added a chai latte with the usual one. Where the turn adds
one line and says "the same milk" (or "same milk as the <item>"), the line takes the milk of the cart's
last line that has one (of the item said after "as", where one is: the model added one of that item too,
which goes), if the menu lets the item have it. "The same size" gives the size so: "a small mocha", then
"a latte the same size" (`same_size_said`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit


def same_milk_said(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the one line added given the milk "the same milk" points at (see the module)."""
    return _same_value_said(edits, tokens, cart, menu, "milk")


def same_size_said(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the one line added given the size "the same size" points at: "a small mocha", then "a
    latte the same size" (the model added a latte of the usual size)."""
    return _same_value_said(edits, tokens, cart, menu, "size")


def _same_value_said(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any,
                     group: str) -> list[Edit]:
    at = next((k for k in range(len(tokens) - 1) if tokens[k : k + 2] == ["same", group]), None)
    if at is None or menu is None:
        return list(edits)
    named = [unsymbol(t)[1] for t in tokens[at + 2 : at + 5] if t.startswith("item:")]  # "as the latte"
    if named and any(line.item == named[0] for line in cart.lines):  # the latte named: no second latte
        edits = [e for e in edits if e != AddLine(item=named[0])]
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if len(adds) != 1 or getattr(edits[adds[0]], group) is not None:
        return list(edits)
    holding = [line for line in cart.lines if getattr(line, group) and (not named or line.item == named[0])]
    add = edits[adds[0]]
    if not holding or not menu.allows(add.item, group, getattr(holding[-1], group)):
        return list(edits)
    out = list(edits)
    out[adds[0]] = add.model_copy(update={group: getattr(holding[-1], group)})
    return out


_EXTRAS = frozenset({"syrup", "syrups", "flavor", "flavour", "flavors", "flavours", "extras", "add-ons",
                     "addons", "toppings", "stuff"})
_CLOSE = frozenset({"", "please", "thanks", ".", "!", "too", "as", "in", "it", "on"})


def same_extras_said(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the one line added given what "with the same" (syrup, flavour, extras) points at: "a
    latte with hazelnut", then "and a mocha with the same" (the model added a plain mocha): the add-ons of
    the cart's last line that has some, and with "the same" alone its milk too, where the menu allows them
    on the item and the model gave the line none of its own."""
    at = next((k for k in range(1, len(tokens) - 1) if tokens[k - 1 : k + 2] == ["with", "the", "same"]),
              None)
    if at is None or menu is None or not cart.lines:
        return list(edits)
    after = tokens[at + 2] if at + 2 < len(tokens) else ""
    if after not in _EXTRAS and after not in _CLOSE:
        return list(edits)  # "with the same milk": `same_milk_said`
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if len(adds) != 1 or edits[adds[0]].addons:
        return list(edits)
    add = edits[adds[0]]
    flavoured = [line for line in cart.lines if line.addons]
    addons = {n: c for n, c in (flavoured[-1].addons.items() if flavoured else ())
              if menu.allows(add.item, "addon", n)}
    update: dict[str, Any] = {"addons": addons} if addons else {}
    last = cart.lines[-1]
    if after in _CLOSE and add.milk is None and last.milk and menu.allows(add.item, "milk", last.milk):
        update["milk"] = last.milk
    if not update:
        return list(edits)
    out = list(edits)
    out[adds[0]] = add.model_copy(update=update)
    return out
