""""Swap the lemon for another blueberry" of a blueberry and a lemon muffin: the lemon muffin becomes a
blueberry one.

The words name the two muffins by their own words alone ("lemon", "blueberry"), which name no item without
"muffin": the model read nothing it could write, and a repeat of the last line added a third muffin (or
the customer heard "didn't catch"). Where the turn swaps ("swap", "switch", "change", "replace", "make")
one line named by a word of its item for a word naming one other item of the same family ("the lemon" for
"a blueberry", "the earl grey one to peppermint"), that line is taken off and the other item put in its
place, with its count and how it was to be made. Only where the model wrote no change of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine, only_a_note

_SWAP = re.compile(
    r"^\W*(?:(?:oh|ok|okay|actually|sorry|and|no|wait|can\s+you|could\s+you|please)\W+)*"
    r"(?:swap|switch|change|replace|exchange|trade|make)\s+(?:the|my)\s+"
    r"(?P<old>[a-z]+(?:\s+(?!(?:for|to|into|with|a|an)\b)[a-z]+)?)\s+"
    r"(?:(?:for|to|into|with)\s+)?(?:(?:a|an|another|the|one)\s+)?(?P<new>[a-z]+(?:\s+[a-z]+)?)"
    r"(?:\s+(?:please|instead|then|thanks))*\W*$", re.I)


_NOT_NAMING = frozenset({"one", "ones", "please", "instead", "then", "thanks"})


def member_swapped(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line named by a word of its item swapped for another of its family (see the
    module)."""
    said = _SWAP.match(text or "")
    if menu is None or said is None or not cart.lines:
        return list(edits)
    old, new = ([w for w in said[k].lower().split() if w not in _NOT_NAMING] for k in ("old", "new"))
    refs = [r for r, line in enumerate(cart.lines, start=1) if set(old) <= set(line.item.split())]
    if not old or not new or len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    noun = line.item.split()[-1]
    family = menu.family(noun)
    others = [n for n in family if set(new) <= set(n.split()) and n != line.item and noun not in new]
    if len(others) != 1 or not all(_no_change_of_its_own(e, line, refs[0]) for e in edits):
        return list(edits)
    return [RemoveLine(ref=refs[0]),
            AddLine(item=others[0], qty=line.qty, preps=list(line.preps), who=line.who)]


def _no_change_of_its_own(edit: Edit, line: Any, ref: int) -> bool:
    """Whether the model's edit is no change of its own: a stray note, a question of nothing, the line's
    item added again (a repeat) or the line set to the count it has."""
    if isinstance(edit, AddLine):
        return edit.item == line.item
    if isinstance(edit, ChangeLine):
        return only_a_note(edit) or (edit.ref == ref and edit.values_changed() == {"qty"}
                                     and edit.qty == line.qty)
    return isinstance(edit, AskMenu) and not edit.about and edit.ref is None
