""""Two cold brews", then "one with sweet cream, the other black": the note is one unit's, not both.

The menu has no value for what is said of the one ("with sweet cream"), so the model wrote it as a note of
the whole line, and both cold brews carried it. Where the turn says something of "one" (or "one of them")
and only that "the other" (or a second "one") is as it is ("black", "plain", "regular", "as is"), or the
other way round ("one black, the other with a splash of milk"), names
no menu value, and the model wrote only a note on a line of several units that has none, one unit becomes
a line of its own with the note and the others keep none. "One coffee with milk, the other black" of two
coffees is read so too (the model added a third coffee with the note). "Black" said of a line with a milk
is a change of the others too, left to the model.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, only_a_note
from ordering.turn_words import OTHER_UNITS
from ordering.units_said import second_one_at, units_split_off

_THEM = frozenset({"them", "those", "these", "the"})
# what "the other" may be said to be, and be as it is
_AS_IT_IS = frozenset({"black", "plain", "regular", "normal", "as", "is", "it", "nothing", "just", "fine",
                       "please", "thanks", "one", "n1", ".", "!", ",", "with", "without", "anything"})


def one_noted(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one unit of the line split off with the model's note (see the module)."""
    named = unsymbol(tokens[1])[1] if tokens[:1] == ["n1"] and tokens[1:2] and tokens[1].startswith(
        "item:") else None  # "one coffee with milk, the other black"
    edit = _noted(edits, named, cart)
    if edit is None or menu is None:
        return list(edits)
    line = cart.lines[edit.ref - 1]
    if line.qty < 2 or line.notes or any(":" in t for t in tokens[2 if named else 0 :]):
        return list(edits)
    if named:
        tokens = [tokens[0], *tokens[2:]]
    said = _said_of_each(tokens)
    if said is None:
        return list(edits)
    plain = next((words for words in reversed(said) if not set(words) - _AS_IT_IS), None)  # "one black, the
    if plain is None or "black" in plain and line.milk:  # other with milk" too: the plain one said first
        return list(edits)
    split = units_split_off(cart, menu, ChangeLine(ref=edit.ref, notes=edit.notes),
                            ChangeLine(ref=edit.ref, qty=line.qty - 1))
    return split if split else list(edits)


def _noted(edits: Sequence[Edit], named: str | None, cart: Any) -> ChangeLine | None:
    """The model's note of a line, as a change of it: written on the line, or, of the item said after
    "one", as one more of it with only the note (of the one line of that item the cart holds)."""
    if len(edits) != 1 or not getattr(edits[0], "notes", None):
        return None
    edit = edits[0]
    if isinstance(edit, AddLine):
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == named]
        if named is None or edit != AddLine(item=named, notes=edit.notes) or len(refs) != 1:
            return None
        return ChangeLine(ref=refs[0], notes=edit.notes)
    if not 1 <= edit.ref <= len(cart.lines):
        return None
    if "milk" in edit.unset and cart.lines[edit.ref - 1].milk is None:  # "one black": no milk to take off
        edit = edit.model_copy(update={"unset": [g for g in edit.unset if g != "milk"]})
    return edit if only_a_note(edit) else None


def _said_of_each(tokens: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """The words said of the "one" the turn begins with (or "one of them") and of "the other" (or of a
    second "one"), else None."""
    if tokens[:1] != ["n1"] or len(tokens) < 3:
        return None
    start = 3 if tokens[1] == "of" and tokens[2] in _THEM else 1
    second = second_one_at(tokens)
    at = second if second is not None else next(
        (k for k in range(start, len(tokens)) if tokens[k] in OTHER_UNITS), None)
    if at is None or at <= start:
        return None
    first = list(tokens[start:at])
    while first and first[-1] in ("the", "and", ","):  # "one black, and the other …"
        first.pop()
    return first, list(tokens[at + 1 :])
