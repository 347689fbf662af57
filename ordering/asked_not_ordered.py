"""A yes-or-no question of a thing said without its question mark ("do the muffins come warm", "does the
mocha have whipped cream") is answered, not ordered.

The model reads such a turn as an order (it adds a warmed muffin, a mocha with whipped cream), having
learned questions mostly with their question mark. The words tell the question (`asks_of_a_line`): of a
line of the cart that holds the item, the reply answers from the line; of an item the cart lacks, from the
menu ("Yes, the apple bran muffin can be warmed."); nothing is added either way. An item said by its kind
("is the croissant warm") is the cart's one line of that kind (the chocolate croissant). "Can the mocha be
iced?" of an order with no mocha asks the menu too (the model added an iced mocha).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol, unsymbol
from ordering.edits import WHAT, AddLine, AskMenu, ChangeLine, Edit
from ordering.named_lines import lines_named, lines_of_kind, warm_for
from ordering.order_review import asked_not_changed, asks_of_a_line

_VALUE_GROUPS = ("size", "temp", "milk", "caffeine", "prep", "addon")


def asked_not_ordered(edits: Sequence[Edit], text: str, cart: Any, words: Sequence[str],
                      menu: Any) -> list[Edit]:
    """``edits``, or, when the turn only asks of an item and the model added it, the question: of the
    cart's line of that item (`asked_not_changed` reads it), else of the menu, with the values named."""
    if edits and asks_of_a_line(text) and cart.lines and _made_with_espresso(words):
        return _asked_of_its_espresso(edits, text, cart, words)
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if edits and _CAN_IT_BE.match(text or "") and len(items) == 1 and not lines_named(items[0], cart) and all(
            isinstance(e, AddLine) and e.item == items[0] for e in edits):  # "can the mocha be iced?" of
        values = [_value(w, items[0], menu) for w in words  # no mocha ordered: whether it can
                  if ":" in w and w.partition(":")[0] in _VALUE_GROUPS]
        return [AskMenu(about=list(dict.fromkeys([*items, *values])))] if values else list(edits)
    if not edits or not asks_of_a_line(text):
        return list(edits)
    if len(items) == 1 and all(isinstance(e, ChangeLine) or isinstance(e, AskMenu) and e.ref is not None
                               for e in edits) and not lines_named(items[0], cart):
        # "is the croissant warm" of a latte, read as the latte's warmth: asked of the menu's croissant
        return asked_not_ordered([AddLine(item=items[0])], text, cart, words, menu)
    if len(items) == 1 and edits == [AskMenu(about=items)] and any(
            ":" in w and w.partition(":")[0] in _VALUE_GROUPS for w in words):
        edits = [AddLine(item=items[0])]  # "is the matcha sweetened": asked of the item, with the value
    if not all(isinstance(e, AddLine) for e in edits):
        return list(edits)
    if len(items) != 1 or {e.item for e in edits} != {items[0]}:
        return list(edits)  # "is the latte hot" that adds a mocha: not this question
    kin = lines_of_kind(items[0], cart)  # "is the croissant warm" of a chocolate croissant: that one
    if kin:
        said, items = symbol("item", items[0]), [cart.lines[kin[0] - 1].item]
        words = [symbol("item", items[0]) if w == said else w if menu is None else warm_for(menu, items[0], w)
                 for w in words]
    if any(line.item == items[0] for line in cart.lines):
        return asked_not_changed([], text, cart, words) or [AskMenu(about=items)]
    values = [_value(w, items[0], menu) for w in words
              if ":" in w and w.partition(":")[0] in _VALUE_GROUPS]
    return [AskMenu(about=list(dict.fromkeys([*items, *values])))]


def _value(word: str, item: str, menu: Any) -> str:
    """The value ``word`` names, as "group:name": "warm" said of a food is its warming (`warm_for`)."""
    if menu is not None:
        word = warm_for(menu, item, word)
    return ":".join(unsymbol(word))


# "can the mocha be iced?", "could a chai be made with oat milk": whether an item can be so
_CAN_IT_BE = re.compile(r"^\W*(?:(?:so|and|ok|okay|hi|hey)\W+)*(?:can|could)\s+(?:the|a|an|your)\s+"
                        r"[a-z' ]{2,40}?\s+be\s+(?:made\s+)?[a-z' ]{2,40}?\s*\??\s*$", re.I)
_MADE = frozenset({"made", "brewed", "done", "prepared", "pulled"})
_ESPRESSO = "item:espresso"


def _made_with_espresso(words: Sequence[str]) -> bool:
    """Whether the words ask what a drink is made with, naming espresso ("is that made with decaf
    espresso", "is it made with espresso"): a question of the drink, no espresso ordered."""
    return any(w in _MADE and words[k + 1 : k + 2] and words[k + 1] in ("with", "from", "using")
               and _ESPRESSO in words[k + 2 : k + 5] for k, w in enumerate(words))


def _asked_of_its_espresso(edits: Sequence[Edit], text: str, cart: Any, words: Sequence[str]) -> list[Edit]:
    """The question of the drink's espresso: of the values said with it on the line ("decaf": "Yes, the
    americano is decaf."), else of the line's shots ("The latte has 2 espresso shots.")."""
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    said = [w for w in words if w != _ESPRESSO]
    read = asked_not_changed(changes, text, cart, said) if changes else []  # the line's values asked of
    asked = [e for e in read if isinstance(e, AskMenu)]
    if asked:
        return asked
    values = [":".join(unsymbol(w)) for w in said if w.startswith(("caffeine:", "size:"))]
    ref = next((e.ref for e in changes if 1 <= e.ref <= len(cart.lines)), len(cart.lines))
    if values:
        return [AskMenu(about=values, ref=ref)]
    return [AskMenu(about=[WHAT + "shots"], ref=ref)]
