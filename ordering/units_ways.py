"""'Two lattes', then 'one for here and one to go': the line's units split by the way each is had.

The model set the whole order to go and the barista made both lattes in paper cups. The order is to go
or for here as a whole, so the units said first keep the line and give the order their way, and the
others go on a line of their own with a note of theirs ("to go"), as "3 lattes to go and 1 for here"
does when ordered (`taken_away.to_go_split`). The counts must make up the line: "one for here and the
other to go", "one to stay, two to go", "one of them for here and the rest to go" of three ("in a mug" is
for here). The line is the one the turn names, else the cart's one line of more than one unit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, SetOrder, note_after
from ordering.turn_words import OTHER_UNITS

# the words the two parts may come with: "make one of them for here and the rest to go please"
_AROUND = frozenset({"make", "actually", "please", "so", "ok", "okay", "then", "and", ",", ".", "of", "them",
                     "those", "these", "the", "but", "can", "you", "just", "one", "oh", "wait", "um", "uh"})


def ways_of_units(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line split by the ways its units are said to be had (see the module), where the
    model wrote no more than the order's way."""
    if any(not (isinstance(e, SetOrder) and e.to_go is not None and not e.customer_name) for e in edits):
        return list(edits)
    parts = _parts(words)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if line.qty > 1 and (not named or line.item in named)]
    if parts is None or len(refs) != 1 or len(named) > 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    (first, first_way), (second, second_way) = parts
    second = line.qty - first if second is None else second
    if first + second != line.qty or second < 1 or first_way == second_way:
        return list(edits)
    note = note_after(line.notes, "to go" if second_way else "for here")
    copy = AddLine(**line.model_dump(exclude={"id", "qty", "notes"}), qty=second, notes=note)
    return [SetOrder(to_go=first_way), ChangeLine(ref=refs[0], qty=first), copy]


def _parts(words: Sequence[str]) -> list[tuple[int | None, bool]] | None:
    """The two parts said, each (its count, or None for "the other(s)" / "the rest"; whether to go), or
    None where the turn says anything else."""
    parts: list[tuple[int | None, bool]] = []
    count: int | None = None
    rest = False
    for word in _in_a_mug(words):
        if word.startswith("to_go:"):
            if count is None and not (rest and parts):
                return None
            parts.append((None if rest and count is None else count, word == "to_go:true"))
            count, rest = None, False
        elif is_count(word):
            count = number_value(word)
        elif word in OTHER_UNITS:
            rest = True
        elif word not in _AROUND and not word.startswith("item:"):
            return None
    if len(parts) != 2 or parts[0][0] is None or count is not None:
        return None
    return parts


# "in a mug", "in a proper cup": had here, as "for here" says ("one in a mug, the other to go")
_MUGS = (("in", "a", "mug"), ("in", "mugs"), ("in", "a", "real", "cup"), ("in", "a", "proper", "cup"),
         ("in", "a", "ceramic", "cup"), ("in", "a", "ceramic", "mug"))


def _in_a_mug(words: Sequence[str]) -> list[str]:
    """``words`` with each way of saying a mug read as "for here" (the way token "to_go:false")."""
    out: list[str] = []
    k = 0
    while k < len(words):
        mug = next((m for m in _MUGS if tuple(words[k : k + len(m)]) == m), None)
        out.append("to_go:false" if mug else words[k])
        k += len(mug) if mug else 1
    return out
