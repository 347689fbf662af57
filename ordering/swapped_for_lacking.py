"""A line swapped for another names the line it replaces, not a line to add: "a blueberry muffin", then
"swap the muffin for a lemon one" leaves one lemon poppyseed muffin, and "instead of the muffin i'll have
a danish" keeps the blueberry muffin and says we have no danish.

The model, which knows only menu words, reads every item it can see: beside the removal of the blueberry
muffin it added "the muffin" (the house apple bran muffin), a line the customer never asked for. Where
the turn removes a line and adds a line of that line's kind that it names as a line of the cart ("the
muffin", "my latte"), that added line is dropped when something else takes the removed line's place (a
line of its own, or a thing the menu lacks: ``lacking``). For a thing we lack the removal goes too: the
customer keeps what they had, and the thing is said back as ever ("Sorry, we don't have a danish.").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit, RemoveLine

_DEFINITE = frozenset({"the", "my", "that", "this", "your"})
_SWAPPING = frozenset({"swap", "switch", "replace", "exchange", "trade", "sub", "substitute", "instead"})


def swapped_for_lacking(edits: Sequence[Edit], words: Sequence[str], cart: Any,
                        lacking: Sequence[str]) -> list[Edit]:
    """``edits`` without the model's line of the item the turn names as the line it replaces (see the
    module); without that line's removal too where what replaces it is a thing the menu lacks."""
    adds = [e for e in edits if isinstance(e, AddLine)]
    removals = [e for e in edits if isinstance(e, RemoveLine)]
    if len(removals) != 1 or not 1 <= removals[0].ref <= len(cart.lines):
        return list(edits)
    kind = cart.lines[removals[0].ref - 1].item.split()[-1]
    named = [e for e in adds if e.item.split()[-1] == kind and _named_as_a_line(e.item, words)]
    if len(named) != 1 or not (lacking and len(adds) == 1 or len(adds) == 2):
        return list(edits)
    dropped = (named[0],) if len(adds) == 2 else (named[0], removals[0])
    return [e for e in edits if all(e is not d for d in dropped)]


def _named_as_a_line(item: str, words: Sequence[str]) -> bool:
    """Whether the turn says ``item`` once, as a line it has ("the muffin"), not as one to add."""
    said = [k for k, w in enumerate(words) if w.startswith("item:") and unsymbol(w)[1] == item]
    return len(said) == 1 and said[0] > 0 and words[said[0] - 1] in _DEFINITE


def swapped_for_a_kind_lacked(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` without the removal of the line swapped away where every line the turn adds in its place
    is a kind the menu lacks ("swap the muffin for a banana nut muffin": `drink_variant_lacking`): the menu
    refuses the kind, and the customer keeps the muffin rather than losing it for nothing."""
    removals = [e for e in edits if isinstance(e, RemoveLine)]
    adds = [e for e in edits if isinstance(e, AddLine)]
    if menu is None or len(removals) != 1 or not adds or any(e.item in menu.items for e in adds) or not (
            _SWAPPING.intersection(words)):
        return list(edits)
    return [e for e in edits if e is not removals[0]]
