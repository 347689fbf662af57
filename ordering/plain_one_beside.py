""""Two vanilla lattes and one plain one": three lattes, the third with none of the values.

The model wrote the count as the syrup's ("a latte with 2 pumps of vanilla") and a bare latte, then the
values said before the counted item were shared with the bare one, or the lines were joined: two vanilla
lattes, or one. Where the turn says a count of two or more, values, the item, then "and one (or a) plain
(regular, normal) one", the item's lines the turn adds are the counted line, with the values said and that
count (an add-on at one portion where the model gave it the count), and one plain unit.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, Edit
from ordering.turn_words import PLAIN_UNITS, value_fields

_ONE = frozenset({"n1", "a", "an"})
_UNIT = frozenset({"n1", "one"})


def plain_one_beside(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with "N <values> <item> and one plain one" read as N with the values and one plain."""
    said = _said(tokens)
    if said is None:
        return list(edits)
    count, values, item = said
    at = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if not at:
        return list(edits)
    fields, addons = value_fields(values)
    first = edits[at[0]]
    counted = first.model_copy(update={
        "qty": count, **fields,
        "addons": {**first.addons, **{n: 1 if first.addons.get(n) in (None, count) else first.addons[n]
                                      for n in addons}}})
    out = [e for k, e in enumerate(edits) if k not in at[1:]]
    out[at[0]] = counted
    out.insert(at[0] + 1, AddLine(item=item))
    return out


def _said(tokens: Sequence[str]) -> tuple[int, list[str], str] | None:
    """The count, the values said before the item and the item of "N <values> <item> and one plain one"."""
    for k in range(len(tokens) - 3):
        if not (tokens[k] == "and" and tokens[k + 1] in _ONE and tokens[k + 2] in PLAIN_UNITS
                and tokens[k + 3] in _UNIT):
            continue
        j = k - 1
        if j < 1 or not tokens[j].startswith("item:") or tokens.count(tokens[j]) != 1:
            return None
        c = j - 1
        while c >= 0 and ":" in tokens[c]:
            c -= 1
        values = list(tokens[c + 1 : j])
        if c < 0 or tokens[c] not in NUMBERS or number_value(tokens[c]) < 2 or not values:
            return None
        return number_value(tokens[c]), values, unsymbol(tokens[j])[1]
    return None
