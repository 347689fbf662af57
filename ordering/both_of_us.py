""""We'll both have a banana bread", "me and my wife will both have a latte", "both of us would like a
muffin": one of each item for each of the two, two in all.

The model, which learned "both" of lines ("both iced"), read the turn as one banana bread. Where "both"
(or "both of us") is said before a verb of having ("have", "get", "want", "like" …) and the items it
orders each with "a" / "an" / "one" (values between), every line the model added of one of those items
holds two.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_BEFORE_VERB = frozenset({"of", "us", "will", "would", "'ll", "are", "gonna", "going", "to", "can", "could",
                          "just", "also"})
_HAVING = frozenset({"have", "get", "take", "want", "need", "like", "grab", "do"})
_ONE = frozenset({"a", "an", "one", "n1"})
_ENDS = frozenset({".", "!", "?", ",", "but"})


def both_of_us(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the lines of one unit of the items "both" of two people have made two each (see the
    module)."""
    items = _had_by_both(tokens)
    if not items:
        return list(edits)
    return [e.model_copy(update={"qty": 2}) if isinstance(e, AddLine) and e.item in items and e.qty == 1
            else e for e in edits]


def _had_by_both(tokens: Sequence[str]) -> set[str]:
    """The items ordered one each after "both … have" ("we both want an iced mocha and a muffin")."""
    for at, tok in enumerate(tokens):
        if tok != "both":
            continue
        k = at + 1
        while k < len(tokens) and tokens[k] in _BEFORE_VERB:
            k += 1
        if k >= len(tokens) or tokens[k] not in _HAVING:
            continue
        return _ordered_one_each(tokens, k + 1)
    return set()


def _ordered_one_each(tokens: Sequence[str], start: int) -> set[str]:
    """The items said from ``start`` each after "a" / "an" / "one" (values between), in a run joined by
    "and a …", up to the end of the part; empty where one is said otherwise ("two lattes")."""
    items: set[str] = set()
    k = start
    while k < len(tokens) and tokens[k] not in _ENDS:
        if tokens[k] == "and" and tokens[k + 1 : k + 2] and tokens[k + 1] not in _ONE:
            break  # "and my son wants …"
        if tokens[k].startswith("item:"):
            j = k - 1
            while j >= start and ":" in tokens[j]:
                j -= 1
            if j < start or tokens[j] not in _ONE:
                return set()
            items.add(unsymbol(tokens[k])[1])
        k += 1
    return items
