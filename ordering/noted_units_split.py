""""Four coffees, two with milk and two black": a request said of some of a counted line's units is theirs.

The model wrote one line of four coffees and put the request ("with milk", a note: the menu has no plain
milk for a coffee) on all four. Where a count below the line's is said after the item, followed by "with"
and the words of the line's note (or the note's words alone), that many units keep the note and the rest
go without it. Values of the menu are `per_line.counted_units_split`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, Edit
from ordering.said import said_words

_GLUE = frozenset({"with", "a", "an", "the", "of", "some", "and", "please"})
_PART_END = frozenset({",", "and", ".", "!", "?", "but"})


def noted_units_split(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with a counted line whose note the words give to some of its units split in two: those
    units with the note, the others without (see the module)."""
    out = list(edits)
    for line in edits:
        if not isinstance(line, AddLine) or line.qty < 2 or not line.notes or _noted_elsewhere(line, edits):
            continue
        noted = _units_noted(tokens, line)
        if noted is not None:
            at = out.index(line)
            out[at : at + 1] = [line.model_copy(update={"qty": noted}),
                                line.model_copy(update={"qty": line.qty - noted, "notes": None})]
    return out


def _noted_elsewhere(line: AddLine, edits: Sequence[Edit]) -> bool:
    """Whether another line of the item has the same note: the units were split by their parts already ("6
    coffees, 3 black, 2 with milk, and 1 with milk and sugar": the one is the sugar's)."""
    return any(isinstance(e, AddLine) and e is not line and e.item == line.item and e.notes == line.notes
               for e in edits)


def _units_noted(tokens: Sequence[str], line: AddLine) -> int | None:
    """The count said of the line's units with its note ("two with milk"), below the line's, else None."""
    note = {w for w in said_words(line.notes or "") if w not in _GLUE}
    items = [i for i, t in enumerate(tokens) if t.startswith("item:") and unsymbol(t)[1] == line.item]
    if len(items) != 1 or not note:
        return None
    for j in range(items[0] + 1, len(tokens) - 1):
        if tokens[j] not in NUMBERS or tokens[j] == "nbig" or (
                tokens[j - 1] not in (",", "and") and j - 1 != items[0]):  # "three coffees two with milk"
            continue
        stop = next((s for s in range(j + 1, len(tokens)) if tokens[s] in _PART_END), len(tokens))
        said = {w for t in tokens[j + 1 : stop] for w in said_words(unsymbol(t)[1] if ":" in t else t)}
        if note <= said and said - _GLUE <= note and 0 < number_value(tokens[j]) < line.qty:
            return number_value(tokens[j])
    return None
