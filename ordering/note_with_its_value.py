""""3 cappuccinos, 1 with chocolate on top": the note goes with the cappuccino that has the chocolate.

The model wrote the chocolate sauce on one cappuccino and the note of the customer's words on another, so
the ticket read one cappuccino with chocolate sauce, one "with chocolate on top" and one plain: two of the
three had chocolate. Where the lines a turn adds of one item hold a note on one line that names a value
(its add-on or milk, by the word of its own: "chocolate" of the chocolate sauce) that only one other line
of that item holds, and that line has no note, the note is that line's; the lines left alike are then
one line of their count (`units_merged.lines_joined`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit
from ordering.said import said_words

# the words of a value's name that say what kind of value it is, not which ("caramel syrup": "caramel")
_KIND_WORDS = frozenset({"syrup", "sauce", "milk", "shot", "powder", "cream", "sugar", "free"})


def note_with_its_value(edits: Sequence[Edit], menu: Any) -> list[Edit]:
    """``edits`` with a note moved to the one line of its item that holds the value it names (see the
    module)."""
    out = list(edits)
    added = [k for k, e in enumerate(out) if isinstance(e, AddLine)]
    for k in added:
        line = out[k]
        if not line.notes:
            continue
        noted = set(said_words(line.notes))
        if _value_words(line) & noted:
            continue  # "with extra vanilla" beside the line's own vanilla
        holders = [j for j in added if j != k and out[j].item == line.item and _value_words(out[j]) & noted]
        if len(holders) != 1 or out[holders[0]].notes:
            continue
        out[holders[0]] = out[holders[0]].model_copy(update={"notes": line.notes})
        out[k] = line.model_copy(update={"notes": None})
    return out


def _value_words(line: AddLine) -> set[str]:
    """The words that say which add-ons and milk the line has ("chocolate" of chocolate sauce)."""
    names = [*line.addons, *([line.milk] if line.milk else [])]
    return {w for name in names for w in name.split() if w not in _KIND_WORDS}
