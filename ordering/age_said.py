""""For my son, he's 6": an age, not six hot chocolates.

The model read the number said of a person as the line's count and made six hot chocolates. Where a count
is said as someone's age ("he's 6", "she is only 4", "who is 5", "aged 7", "6 years old"), a count the
model set to that number is no count: a recount of a line to it is dropped, and a line it added of that
many is one, unless the count was also said before the item ("six hot chocolates for the kids, they're
6"). The readings after read the words without the age (`without_ages`): "for my son" gives the line to
the son.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import is_count, number_value
from ordering.edits import AddLine, Edit, recounts_dropped

_WHO_IS = frozenset({"he's", "she's", "they're", "who's", "he", "she", "they", "who", "aged", "age"})
_BEING = frozenset({"is", "are", "only", "just", "about", "turning", "turned"})
_YEARS = frozenset({"years", "year", "yrs", "yr", "months"})


def age_said(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with no count set to an age said (see the module)."""
    ages = _ages(tokens)
    if not ages:
        return list(edits)
    counted = {number_value(t) for k, t in enumerate(tokens) if is_count(t) and k not in ages}
    said = {number_value(tokens[k]) for k in ages} - counted
    # "for my son, he's 6": a recount to the age goes; a line added of that many is one
    return [e.model_copy(update={"qty": 1}) if isinstance(e, AddLine) and e.qty in said else e
            for e in recounts_dropped(edits, said)]


def without_ages(tokens: Sequence[str]) -> list[str]:
    """The words less each age said and the words saying it (", he's 6", "who is 5 years old"), so that
    what is left reads as said without it ("for my son")."""
    out = list(tokens)
    for start, k in reversed(_age_spans(tokens)):
        end = k + 1
        while end < len(out) and out[end] in _YEARS | {"old"}:
            end += 1
        while start > 0 and out[start - 1] in (",", "and"):
            start -= 1
        del out[start:end]
    return out


def _ages(tokens: Sequence[str]) -> list[int]:
    """The positions of the counts said as ages."""
    return [k for _, k in _age_spans(tokens)]


def _age_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """(where the words saying it begin, where the count is) of each age said."""
    found = []
    for k, tok in enumerate(tokens):
        if not is_count(tok):
            continue
        j = k - 1
        while j >= 0 and tokens[j] in _BEING:
            j -= 1
        if j >= 0 and tokens[j] in _WHO_IS and (j < k - 1 or tokens[j].endswith("'s") or tokens[j] in (
                "they're", "aged", "age")):
            found.append((j, k))
        elif tokens[k + 1 : k + 2] and tokens[k + 1] in _YEARS:  # "6 years old"
            found.append((k, k))
    return found
