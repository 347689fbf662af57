"""A count split into units in words ("two lattes, one decaf and the other oat"): whether an item is split,
the unit each add-on said after it belongs to, and a bare number said of a unit as its shot count."""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, symbol
from ordering.options_said import ADDON_UNITS
from ordering.turn_words import REMOVE_WORDS, next_word, previous_word

_UNIT_MARKERS = frozenset({"n1", "other", "others", "rest", "first", "second", "third"})


def addon_units_said(tokens: Sequence[str]) -> dict[str, dict[str, set[int]]]:
    """For an item split between units ("two teas, the first with toffee and the second with sweetener"),
    the unit (line) each add-on said after a unit marker belongs to."""
    out: dict[str, dict[str, set[int]]] = {}
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or not split_after(tokens, i):
            continue
        unit = -1
        for j in range(i + 1, len(tokens)):
            later, after = tokens[j], tokens[j + 1] if j + 1 < len(tokens) else ""
            if later.startswith("item:"):
                break
            of_them = tokens[j + 1 : j + 3] == ["of", "them"]  # "one of them with ..." is a unit
            if later in _UNIT_MARKERS and not (
                later == "n1" and not of_them and (after.startswith("addon:") or after in ADDON_UNITS)
            ):
                unit += 1  # "one with ...", "the other ..." (not "one sweetener", "one pump of ...")
            elif later.startswith("addon:") and unit >= 0:
                out.setdefault(tok, {}).setdefault(later, set()).add(unit)
    return out


def split_after(tokens: Sequence[str], i: int) -> bool:
    """Whether "one" follows the item at i without naming another item: "two lattes, one decaf"."""
    rest = tokens[i + 1 :]
    for k, tok in enumerate(rest):
        if tok.startswith("item:") or tok in REMOVE_WORDS or tok == "add":
            return False
        if tok in ("other", "first", "second") and rest[k + 1 : k + 2] != ["item"]:
            return True  # "the other", "the first decaf and the second half caf" (not "drop the first item")
        following = rest[k + 1 : k + 5]
        if (
            tok == "n1"
            and following[:1] != ["more"]
            and not (following and following[0].startswith("addon:"))
            and not any(t.startswith("item:") for t in following)
        ):
            return True  # "one decaf" (not "one whip cream", "one more thing")
    return False


_SPLIT_WORDS = frozenset(
    {"n1", "them", "other", "first", "second", "third", "rest", "others", "each", "both", "all"}
)
# "two lattes, one of them 1", "the first 1" (not "the other one", which names the unit)
_UNIT_NAMED = frozenset({"them", "first", "second", "third", "n1", "each"})


def _in_split(tokens: Sequence[str], i: int) -> bool:
    """Whether ``i`` is said after an item counted two or more and split into units ("two lattes, one
    ..."), with no other item between."""
    k = i - 1
    while k >= 0 and not tokens[k].startswith("item:"):
        k -= 1
    counts = [t for t in tokens[max(0, k - 4) : k] if t in NUMBERS]
    return k >= 0 and counts[-1:] != ["n1"] and bool(counts) and split_after(tokens, k)


_SPLIT_ENDS = frozenset({"and", ",", ".", "!", "?", "please", "when", "each", "one", "n1"})


def split_shot_counts(tokens: Sequence[str]) -> list[str]:
    """A bare number said of a unit in a split is its shot count: "two americanos, one 6 and the other 5",
    "two lattes, each 3", "two macchiatos 2 each", "two cappuccinos 5 for both" (a count of the item is
    said before it)."""
    out = list(tokens)
    if not any(t.startswith("item:") for t in tokens):
        return out
    first_item = next(i for i, t in enumerate(tokens) if t.startswith("item:"))
    for i, tok in enumerate(tokens):
        if tok not in NUMBERS or tok == "nbig" or i <= first_item:
            continue
        j = previous_word(tokens, i)  # at the first item or after it
        k = next_word(tokens, i)
        after = tokens[k] if k < len(tokens) else ""
        if tok == "n1" and (tokens[j] not in _UNIT_NAMED or after in ("n1", "one")
                            or not _in_split(tokens, i)):
            continue  # "one" is mostly a unit ("one decaf"); after one named ("the first 1") it is a count
        every = tokens[k + 1] if after in ("for", "in") and k + 1 < len(tokens) else ""
        if (tokens[j] in _SPLIT_WORDS and (not after or after in _SPLIT_ENDS)) or (
            tokens[j].startswith("item:") and (after == "each" or every in ("both", "all", "each"))
        ):  # "two macchiatos 2 each", "two cappuccinos 5 for both", "two espressos 3 in each"
            out[i] = symbol("shots", tok[1:])
    return out
