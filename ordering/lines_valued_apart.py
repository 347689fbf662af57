""""The decaf should be large and the regular small" of a decaf and a regular flat white: each its size.

The model wrote one change, the second size on the decaf line (the first said was lost). Where the turn
says "the <values> (one) (should be / is) <values>" and then "and the <values> (one) <values>" (or "the
regular / plain / other one …", the line of the same item without the first part's naming values), each
part names one line of the cart by the values it holds, the two lines are different, and each part says
values of its own, each line gets its own values, in place of the model's changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.turn_words import OTHER_UNITS, PLAIN_UNITS, value_fields

_ONE = frozenset({"one", "n1"})
_SAYING = frozenset({"should", "be", "is", "needs", "can", "will", "gets", "to"})


def lines_valued_apart(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or each of two lines named by their values given the values said after them (see the
    module)."""
    if not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    # "the decaf …", "make the decaf one …": the first "the"; the second after "and" or a comma
    joined = [k for k, t in enumerate(tokens) if t == "the" and k and tokens[k - 1] in ("and", ",")]
    first = next((k for k, t in enumerate(tokens) if t == "the"), None)
    starts = joined if first in joined else [first, *joined]
    if first is None or len(starts) != 2:
        return list(edits)
    first = _part(tokens[starts[0] + 1 : starts[1] - 1])
    second = _part(tokens[starts[1] + 1 :])
    if first is None or second is None or not first[0]:
        return list(edits)
    one = _line_holding(cart, first[0])
    other = _line_holding(cart, second[0]) if second[0] else _the_other(cart, one, first[0])
    if one is None or other is None or one == other:
        return list(edits)
    return [_change(one, first[1]), _change(other, second[1])]


def _part(words: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """(the values naming the line, the values said of it) of "<values> (one) (should be) <values>"; a
    plain word ("regular", "other") names with no values; None where the words are no such part."""
    k = 0
    naming = []
    while k < len(words) and ":" in words[k]:
        naming.append(words[k])
        k += 1
    if not naming and k < len(words) and words[k] in PLAIN_UNITS | OTHER_UNITS:
        k += 1
    elif not naming:
        return None
    while k < len(words) and (words[k] in _ONE or words[k] in _SAYING):
        k += 1
    said = list(words[k:])
    if not said or any(":" not in w for w in said) or any(w.startswith("item:") for w in said):
        return None
    return naming, said


def _line_holding(cart: Any, values: Sequence[str]) -> int | None:
    """The ref of the one line holding every value, or None."""
    refs = [r for r, line in enumerate(cart.lines, start=1) if all(line.holds(*unsymbol(v)) for v in values)]
    return refs[0] if len(refs) == 1 else None


def _the_other(cart: Any, ref: int | None, values: Sequence[str]) -> int | None:
    """The one line of the same item as ``ref`` that lacks the values naming it ("the regular one")."""
    if ref is None:
        return None
    item = cart.lines[ref - 1].item
    refs = [r for r, line in enumerate(cart.lines, start=1) if r != ref and line.item == item
            and not any(line.holds(*unsymbol(v)) for v in values)]
    return refs[0] if len(refs) == 1 else None


def _change(ref: int, values: Sequence[str]) -> ChangeLine:
    """A change of line ``ref`` setting the values said."""
    fields, addons = value_fields(values)
    return ChangeLine(ref=ref, add_addons=addons, **fields)
