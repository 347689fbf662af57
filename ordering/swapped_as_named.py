"""A line swapped for another is the line the words name: "swap the tea for an english breakfast" of a
peppermint tea and a chocolate croissant takes the tea off, not the croissant.

"Tea" names no item of the menu (it has ten teas and no plain one), so the words hold no item to point
at; the model removed a line it chose by itself, and the customer lost the croissant and kept the tea.
Where the turn says "swap", "switch", "replace", "exchange" or "change" and then "the" or "my" and a word
that ends the name of one line of the cart (its kind: "tea", "muffin") or that line's item, and the model
removed one other line while adding one, the removal is moved to the line named; where no line of the
cart is of the kind named (the tea asked for was never added: "Which tea would you like?"), nothing is
removed and the new line is added. A change of a value ("swap the soy for oat") is moved to the one line
that has the value swapped away.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine

_SINGLE_FIELDS = frozenset({"size", "temp", "milk", "caffeine"})  # one value a line, swapped for another
_SWAPPING = frozenset({"swap", "switch", "replace", "exchange", "change", "trade", "sub", "substitute"})


def swapped_as_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Any,
                     menu: Any = None) -> list[Edit]:
    """``edits`` with the one line removed for what is added moved to the line the words name; with the
    ``menu``, no line removed where the words name a kind the cart has no line of ("change the tea to a chai
    latte" when the tea was never added: the chai is added, the croissant stays)."""
    removes = [k for k, e in enumerate(edits) if isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)]
    if len(removes) != 1 or not any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    named = [_name(tokens[k + 2]) for k in range(len(tokens) - 2)
             if tokens[k] in _SWAPPING and tokens[k + 1] in ("the", "my")]
    if len(named) != 1 or not named[0]:
        return list(edits)
    word = named[0]
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == word]
    refs = refs or [r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] == word]
    # "the muffin" is the house muffin's name too: of a blueberry muffin, it names that line by its kind
    refs = refs or [r for r, line in enumerate(cart.lines, start=1)
                    if " " in word and line.item.split()[-1] == word.split()[-1]]
    if not refs and menu is not None and any(item.split()[-1] == word for item in menu.items):
        return [e for k, e in enumerate(edits) if k != removes[0]]  # no such line: nothing to swap away
    if len(refs) != 1 or edits[removes[0]].ref == refs[0]:
        return list(edits)
    out = list(edits)
    out[removes[0]] = RemoveLine(ref=refs[0])
    return out


def _name(token: str) -> str:
    """The item a token names ("item:latte": "latte"), or the plain word itself ("tea"); "" for others."""
    if token.startswith("item:"):
        return unsymbol(token)[1]
    return token if token.isalpha() else ""


def value_swapped_on_its_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a change of one value moved to the line that has the value the turn swaps away:
    "swap the soy for oat" of an oat cappuccino, a soy latte and an almond mocha changes the latte's milk,
    where the model changed the mocha's. Only where one line of the cart has that value. Where the model
    set the value swapped away ("swap oat for soy" of an oat flat white), the value said after it is set."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    for at, tok in enumerate(tokens):
        if tok not in _SWAPPING:
            continue
        said = [t for t in tokens[at + 1 : at + 4] if ":" in t and not t.startswith("item:")]
        if not said:
            continue
        group, old = unsymbol(said[0])
        new = getattr(change, group, None) if group in _SINGLE_FIELDS else None
        if new == old:  # "swap oat for soy" of an oat flat white: the model set the oat again
            after = [unsymbol(t) for t in tokens[at + 1 :] if ":" in t and unsymbol(t)[0] == group]
            new = after[1][1] if len(after) == 2 and after[1][1] != old else None
            change = change.model_copy(update={group: new}) if new is not None else change
        if new is None or new == old:
            return list(edits)
        having = [ref for ref, line in enumerate(cart.lines, start=1) if getattr(line, group, None) == old]
        if len(having) == 1 and (having[0] != change.ref or change != edits[0]):
            return [change.model_copy(update={"ref": having[0]})]
        return list(edits)
    return list(edits)
