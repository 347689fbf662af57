""""We'll both have a banana bread", "me and my wife will both have a latte", "both of us would like a
muffin": one of each item for each of the two, two in all.

The model, which learned "both" of lines ("both iced"), read the turn as one banana bread. Where "both"
(or "both of us") is said before a verb of having ("have", "get", "want", "like" …) and the items it
orders each with "a" / "an" / "one" (values between), every line the model added of one of those items
holds two.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


# "… for each", "for each of them", "for both (of them)": one for each of the drinks ordered
_FOR_EACH = (("for", "each"), ("for", "each", "of", "them"), ("for", "each", "of", "those"), ("for", "both"),
             ("for", "both", "of", "them"))
_AFTER_EACH = frozenset({"please", "thanks", "too", "as", "well", ".", "!", ","})


def one_for_each(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the one unit the turn adds "for each" of the cart's drinks made as many as those
    drinks: "two americanos", then "and a muffin for each" (the model added one muffin). Only of an item
    said once with "a" / "an" / "one", where the cart holds only drinks, two or more."""
    said = list(tokens)
    while said and said[-1] in _AFTER_EACH:
        said.pop()
    if menu is None or not cart.lines or not any(tuple(said[-len(p):]) == p for p in _FOR_EACH):
        return list(edits)
    if any(menu.kind(line.item) != "drink" for line in cart.lines if line.item in menu.items):
        return list(edits)
    drinks = sum(line.qty for line in cart.lines)
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    items = [t for t in tokens if t.startswith("item:")]
    if drinks < 2 or len(adds) != 1 or edits[adds[0]].qty != 1 or len(items) != 1 or not _ONE.intersection(
            tokens[: tokens.index(items[0])]):
        return list(edits)
    out = list(edits)
    out[adds[0]] = out[adds[0]].model_copy(update={"qty": drinks})
    return out
