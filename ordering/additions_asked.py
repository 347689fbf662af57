"""'What can I put on it?', 'what goes on the bagel?', 'what can I add to it?': the add-ons a line's item
takes, listed by kind; so too of an item not ordered ("what can i get on the bagel", "what toppings for
the hot chocolate"), which the model ordered.

Of a bagel just ordered, "what can i put on it" got the menu's sections. Where the turn asks what can go
on or in a line ("what can i put / add / get on it", "what goes on it", "what do you put in it", "what
syrups can go in it": that kind only) and names one line (its item's, or "it"/"that": the cart's last),
and the model changed nothing, the reply lists the add-ons of the kinds that item takes (a bagel: its
spreads; a latte: the syrups, sauces, sweeteners and toppings), from the menu.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine

_WHAT_GOES = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|um|uh|hmm)[\s,]+)*what\s+(?:else\s+)?(?:(?P<kind>syrup|sauce|topping|spread|"
    r"sweetener)s?\s+)?(?:can|could|do|should)\s+(?:(?:i|we|you)\s+(?:put|add|get|have)|go)\s+"
    r"(?:on|in|to|with)\s+(?P<what>[a-z ]+?)\W*$"
    r"|^\W*what\s+(?:else\s+)?(?:(?:goes|go)\s+(?:on|in|with)|comes\s+on)\s+(?P<what2>[a-z ]+?)\W*$"
    # "what toppings for the bagel", "which spreads on a croissant": that kind, of an item named
    r"|^\W*(?:what|which)\s+(?P<kind2>syrup|sauce|topping|spread|sweetener)s?\s+(?:(?:do\s+you\s+have|are\s+"
    r"there)\s+)?(?:for|on|with|in)\s+(?P<what3>(?:a|an|the|your)\s+[a-z ]+?)\W*$", re.I)
# ("what comes in it", "what does it come with": what it is made of, `items_asked.what_the_line_is`)
_POINTING = frozenset({"it", "that", "this", "mine"})
_KINDS = ("spread", "syrup", "sauce", "sweetener", "topping")  # the add-on kinds a question names
_PLURAL = {"spread": "spreads", "syrup": "syrups", "sauce": "sauces", "sweetener": "sweeteners",
           "topping": "toppings"}


def additions_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any
                    ) -> list[Edit]:
    """``edits``, or the add-ons the line asked of takes, by kind (see the module)."""
    match = _WHAT_GOES.match(text or "") if text and len(text) <= 100 and menu is not None else None
    if match is None:
        return list(edits)
    what = (match["what"] or match["what2"] or match["what3"]).split()
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    # "what can i get on the bagel" with no bagel ordered: the model ordered one
    named = items.pop() if len(items) == 1 and not (items - set(menu.items)) else None
    if named is not None and all(e == AddLine(item=named) or isinstance(e, AskMenu) for e in edits) and (
            not any(line.item == named for line in cart.lines)):
        item = named
    else:
        if not cart.lines or any(isinstance(e, AddLine | ChangeLine | RemoveLine) for e in edits):
            return list(edits)
        if items or named:
            refs = [k for k, line in enumerate(cart.lines, 1) if line.item == named]
            ref = refs[-1] if named and refs else None
        else:
            ref = len(cart.lines) if _POINTING & set(what) else None
        if ref is None:
            return list(edits)
        item = cart.lines[ref - 1].item
    kinds = [kind for kind in _KINDS if any(
        option.category == kind and menu.allows(item, "addon", option.name)
        for (group, _), option in menu.options.items() if group == "addon")]
    kind = match["kind"] or match["kind2"]
    if kind:  # "what syrups can go in it": that kind alone
        kinds = [k for k in kinds if k == kind.lower()]
    return [AskMenu(about=[_PLURAL[k] for k in kinds])] if kinds else list(edits)
