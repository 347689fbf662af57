""""Does the peppermint tea have caffeine?", "is the rooibos caffeine free?", "which teas are caffeine
free?": answered from the menu (an item's `caffeine_free`, and which items can be made decaf).

The model read such a turn as a question of the item ("Sorry, I can't tell you that about the peppermint
rose tea") or as an order of it made decaf (a question "is the rooibos caffeine free" answered "Yes, the
tangerine rooibos tea can be decaf", though rooibos has no caffeine to take out), or, of an order with a
latte, as the latte made decaf. A whole turn that asks
whether one item has caffeine, where the model asked of that item or added it, is that question; a turn
that asks what has no caffeine, naming no item, lists the caffeine-free items (of the teas, where it
asks of teas: "which teas are caffeine free?" named the steamer too). An item the order has,
which the menu does not mark caffeine free, is left to the readings of the order's lines ("is the latte
decaf?" of a decaf latte ordered: `line_value_asked`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit
from ordering.replies import CAFFEINE, COFFEE_IN, TEAS

_LEAD = r"^\W*(?:(?:so|and|um|uh|oh|ok|okay|hi|hey|hello|sorry|quick\s+question|also|just\s+wondering)\W+)*"
# the question of one item's caffeine, at the turn's start: "does the chai have caffeine", "is the rooibos
# caffeine free", "is there any caffeine in the earl grey", "how much caffeine is in a cortado"
_ASKS = re.compile(_LEAD + r"""(?:
    (?:does|do|has|have)\s+(?:the|a|an|your)\b[^?.!,;]*\b(?:have|got|contain)\s+(?:any\s+)?caffeine
  | (?:is|are)\s+there\s+(?:any\s+)?caffeine\s+in
  | how\s+much\s+caffeine
  | any\s+caffeine\s+in
  | (?:is|are)\s+(?!(?:that|it|this|those|these|they|there)\b)(?:(?:the|a|an|your)\s+)?[a-z][^?.!,;]*
    \b(?:caffeine[-\s]?free|decaf|decaffeinated|caffeinated)\b
)""", re.I | re.X)  # "is matcha caffeinated": no article
_TEAS = re.compile(r"\bteas?\b", re.I)
_OF_A_LINE = re.compile(r"\b(?:the|my|that|this|your|it)\b", re.I)  # the item said as the cart's line
_CAFFEINE_WORDS = re.compile(r"\b(?:caffeine|caffeinated|decaf|decaffeinated)\b", re.I)
_NONE_OF_IT = re.compile(r"\bcaffeine[-\s]?free\b|\b(?:without|no|non|zero)[-\s]caffeine\b|"
                         r"\b(?:non|not|un)[-\s]?caffeinated\b", re.I)


def caffeine_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits``, or the question of caffeine the turn asks (see the module)."""
    if not text or len(text) > 120 or not _CAFFEINE_WORDS.search(text):
        return list(edits)
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if not items:  # "which teas are caffeine free?", "can I get a caffeine free tea": the list
        nothing_ordered = all(isinstance(e, AskMenu) and e.ref is None for e in edits)
        teas = [TEAS] if _TEAS.search(text) else []  # "which teas are caffeine free": of the teas
        if not _NONE_OF_IT.search(text) or not nothing_ordered:
            return list(edits)
        return [AskMenu(about=[*teas, CAFFEINE])]
    if not _ASKS.match(text):
        return list(edits)
    if len(items) != 1 or items[0] not in menu.items:
        return list(edits)
    item = items[0]
    ordered = any(line.item == item for line in cart.lines)
    if ordered and not menu.items[item].caffeine_free and _OF_A_LINE.search(text):
        return list(edits)  # "is the matcha latte caffeinated" of the one ordered: the line's question
    if not all(isinstance(e, AskMenu) or isinstance(e, AddLine) and e.item == item or _caffeine_changed(e)
               for e in edits):  # a question, or the item ordered, or a line's caffeine changed: all misread
        return list(edits)
    return [AskMenu(about=[item, CAFFEINE])]


def _caffeine_changed(edit: Edit) -> bool:
    """Whether the edit only sets or unsets a line's caffeine: the model's reading of a question of caffeine
    as a change of an order's line ("is the rooibos caffeine free" of a latte ordered: the latte decaf)."""
    changed = edit.values_changed() if isinstance(edit, ChangeLine) else set()
    return bool(changed) and changed <= {"caffeine", "unset"} and set(edit.unset) <= {"caffeine"}


# the question whether coffee is in one item: "does the mocha have coffee in it", "is there coffee in that"
_COFFEE = r"(?:any\s+)?(?:coffee|espresso)\b"
_THE = r"(?:it|that|this|they|those|the|a|an|your)\b"
_ASKS_COFFEE = re.compile(_LEAD + rf"""(?:
    (?:does|do|has|have)\s+{_THE}[^?.!,;]*?\b(?:have|got|contain|come\s+with)\s+{_COFFEE}
  | (?:is|are)\s+there\s+{_COFFEE}\s+in\s+{_THE}
  | any\s+(?:coffee|espresso)\s+in\s+{_THE}
  | (?:is|are)\s+{_THE}[^?.!,;]*?\b(?:made\s+)?(?:with|from)\s+{_COFFEE}
)[^,;]*$""", re.I | re.X)
_COFFEES = frozenset({"coffee", "espresso"})


def coffee_in_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                    menu: Any) -> list[Edit]:
    """``edits``, or the question whether coffee is in the item named (else the cart's last line's), where
    the model ordered it, or a coffee, or asked: "does the mocha have coffee in it" added a mocha and a
    coffee; "is there coffee in that" of a hot chocolate answered "Yes, we have the coffee"."""
    if not text or len(text) > 120 or menu is None or not _ASKS_COFFEE.match(text):
        return list(edits)
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    named = [i for i in items if i not in _COFFEES]  # the coffee said is the thing asked of, not an item
    if len(named) > 1 or not named and not cart.lines:
        return list(edits)
    item = named[0] if named else cart.lines[-1].item
    if item not in menu.items or not all(isinstance(e, AskMenu) and e.ref is None or isinstance(
            e, AddLine) and e.item in (item, *_COFFEES) for e in edits):  # asked of a line: its shots
        return list(edits)
    return [AskMenu(about=[item, COFFEE_IN])]
