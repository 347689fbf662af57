"""Lines of the cart named in a turn that also orders: "add a croissant and make the latte large", "make
one of them a mocha".

The model reads every item of such a turn as one more line: the latte came back as a second, large
latte, and "one of them a mocha" added a mocha beside the two lattes it was said of. The words tell
a line of the cart ("the latte", with "make" or "change" before it; "one of them") from an item ordered
("a latte", "another latte").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.turn_words import value_fields

_MAKING = frozenset({"make", "change", "have", "turn", "get"})  # "make the latte large"
_VALUES = frozenset({*SINGLE_GROUPS, "addon", "prep"})
_ONE_OF = (("n1", "of", "them"), ("n1", "of", "those"), ("n1", "of", "the"))


def made_not_added(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a line added for "make the <item> <values>", where the item is one line of the
    cart, turned into the change of that line; only when the model added one line of that item."""
    out = list(edits)
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or at < 2 or tokens[at - 1] != "the" or tokens[at - 2] not in _MAKING:
            continue
        item = unsymbol(tok)[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        end = at + 1
        while end < len(tokens) and tokens[end].partition(":")[0] in _VALUES and ":" in tokens[end]:
            end += 1
        fields, addons = value_fields(tokens[at + 1 : end])
        if len(refs) != 1 or len(mine) != 1 or not (fields or addons) or out[mine[0]].qty != 1:
            continue
        out[mine[0]] = ChangeLine(ref=refs[0], add_addons=addons, **fields)
    return out


def one_made_another(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the unit taken off the line "one of them" is said of, when the turn makes one of
    them another item ("two lattes" then "make one of them a mocha": one latte and a mocha, where the
    model added a mocha beside both lattes). The line is the cart's last of two units or more."""
    said = any(tuple(tokens[i : i + 3]) in _ONE_OF and tokens[i - 1] in _MAKING
               for i in range(1, len(tokens)))
    adds = [e for e in edits if isinstance(e, AddLine)]
    counted = [r for r, line in enumerate(cart.lines, start=1) if line.qty >= 2]
    if not said or len(adds) != 1 or len(edits) != 1 or not counted or any(t in NUMBERS and t != "n1"
                                                                           for t in tokens):
        return list(edits)
    ref = counted[-1]
    if cart.lines[ref - 1].item == adds[0].item:
        return list(edits)
    return [ChangeLine(ref=ref, qty=cart.lines[ref - 1].qty - 1), adds[0]]
