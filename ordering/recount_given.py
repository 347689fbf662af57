""""A latte", then "actually make that two, one for my husband": one more latte, for the husband.

The model read the count and made the latte two, and the husband was lost ("his with an extra shot" then
went on both). Where the model only raised a line's count and the turn says after the count "one for"
someone, the units added beyond the line's own go on a line of their own, one of them for that person
(the line's values copied).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count
from ordering.edits import AddLine, ChangeLine, Edit, SetOrder
from ordering.for_whom import person_at


def recount_given(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line kept and one more unit for the person said (see the module)."""
    changes = [e for e in edits if not _named_so(e)]  # "one for jen" read as the customer's name too
    if len(changes) != 1 or not isinstance(changes[0], ChangeLine) or changes[0].qty is None:
        return list(edits)
    change = changes[0]
    if not 1 <= change.ref <= len(cart.lines) or change.model_dump(
            exclude={"op", "ref", "qty", "notes"}, exclude_defaults=True):
        return list(edits)
    line = cart.lines[change.ref - 1]
    counts = [k for k, w in enumerate(words) if is_count(w)]
    if change.qty != line.qty + 1 or len(counts) != 2 or words[counts[1]] != "n1":
        return list(edits)  # "make that two, one for my husband": two counts, the second one
    at = counts[1]
    person = person_at(words, at + 2) if words[at + 1 : at + 2] == ["for"] else None
    if person is None or person[1] < len(words) and words[person[1]] not in (".", "!", "please", "thanks"):
        return list(edits)
    named = [e for e in edits if _named_so(e) and e.customer_name.lower() != person[0]]
    values = line.model_dump(exclude={"id", "qty", "who", "notes"})
    return [AddLine(**values, who=person[0]), *named]


def _named_so(edit: Edit) -> bool:
    """Whether the edit only names the customer."""
    return isinstance(edit, SetOrder) and edit.customer_name is not None and edit.to_go is None
