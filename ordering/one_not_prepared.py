""""A bagel toasted with cream cheese, and one not toasted with butter": two bagels, the second not toasted.

The model wrote one bagel, toasted, with cream cheese and butter; the readings of "not toasted" then took
the toasting off it. Where the turn says a preparation of an item and then "and one / another not
<preparation>", and the model added one line of that item with the preparation, the line is two: the
first with the preparation and the values said before "one", the second without it (noted "not toasted"
for the barista) and with the values said after.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit
from ordering.turn_words import value_fields

_SECOND = frozenset({"one", "n1", "another"})
_NOT = frozenset({"not", "without"})


def one_not_prepared(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits``, or the one line of the item split in two where the turn says a second not prepared so
    (see the module)."""
    said = [k for k in range(2, len(words)) if words[k].startswith("prep:") and words[k - 1] in _NOT
            and words[k - 2] in _SECOND]
    if len(said) != 1 or len(edits) != 1 or not isinstance(edits[0], AddLine) or edits[0].qty != 1:
        return list(edits)
    at, prep = said[0], unsymbol(words[said[0]])[1]
    line = edits[0]
    split = at - 2 - (words[at - 3 : at - 2] == ["and"])
    if prep not in line.preps or words.count(words[at]) != 2 or words.index(words[at]) > split:
        return list(edits)  # the preparation said of the first one too
    first_fields, first_addons = value_fields([w for w in words[:split] if ":" in w and "prep:" not in w])
    second_fields, second_addons = value_fields([w for w in words[at + 1 :] if ":" in w and "prep:" not in w])
    own = line.model_dump(exclude={"op", "qty", "addons", "preps", "notes", *first_fields, *second_fields})
    first = AddLine(**own, **first_fields, addons={n: c for n, c in line.addons.items() if n in first_addons},
                    preps=list(line.preps), notes=line.notes)
    second_own = {n: c for n, c in line.addons.items() if n in second_addons}
    second = AddLine(**own, **second_fields, addons=second_own, preps=[p for p in line.preps if p != prep],
                     notes=f"not {prep}")
    return [first, second]
