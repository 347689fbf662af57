""""Swap the mocha for a hot chocolate", then "and the chai for a matcha": the chai swapped too.

A swap said again without its verb names the line and what it becomes, nothing else: the model, which
learned swaps by their verbs, wrote a stray note ("didn't catch"). Where the turn is only "(and) the
<item> for a <values> <item>" (its values said before the new item, "please", "too" or "then" after it),
the cart has one line of the first item and the model changed nothing but that line (it put "large" of
"a large hot chocolate" on the mocha), that line is replaced by one of
the second, with the choices of the old line the new one does not say and can take (`carried_over`).
"For" before a person ("the latte for my wife") names no item and is left alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine, only_a_note
from ordering.replacements import carried_over
from ordering.turn_words import line_of_values

_LEADS = frozenset({"and", "also", "then", "oh", "okay", "plus", ","})
_ENDS = frozenset({"please", "too", "then", "as", "well", "instead", ".", "!", ","})


def swap_continued(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line the turn names swapped for the item it names after "for" (see the module)."""
    if menu is None or not cart.lines or not all(only_a_note(e) or isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    said = list(words)
    while said and said[0] in _LEADS:
        said = said[1:]
    while said and said[-1] in _ENDS:
        said = said[:-1]
    if len(said) < 4 or said[0] not in ("the", "my") or not said[1].startswith("item:") or said[2] != "for":
        return list(edits)
    rest = said[4:] if said[3] in ("a", "an") else said[3:]
    if not rest or not rest[-1].startswith("item:") or any(":" not in w or w.startswith("item:")
                                                            for w in rest[:-1]):
        return list(edits)
    old, new = unsymbol(said[1])[1], unsymbol(rest[-1])[1]
    refs = [ref for ref, line in enumerate(cart.lines, start=1) if line.item == old]
    if len(refs) != 1 or old == new or new not in menu.items or any(
            isinstance(e, ChangeLine) and not only_a_note(e) and e.ref != refs[0] for e in edits):
        return list(edits)  # the model's values said of the new item went on the old line: replaced too
    line = line_of_values(new, rest[:-1])
    return [RemoveLine(ref=refs[0]), carried_over(cart.lines[refs[0] - 1], line, menu)]
