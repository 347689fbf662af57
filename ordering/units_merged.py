"""'Six drinking chocolates with almond milk and one more thing, a mocha': one line of six, not one almond
milk hot chocolate and five plain ones.

In long orders the model sometimes wrote a counted item as that many lines of one, the values said on the
first line only ("5 flat whites in a small with one extra shot": a small one with a shot, two with a shot
and two plain). Where the turn says the item once, with a count before it, adds that many units of it on
several lines, and says nothing of single units ("one of them", "one with oat", "the other", "each",
"both"), the lines are one line of that count, with every value any of them has (none said twice
otherwise: lines that differ in a value stay as written).

Lines a turn adds that are the same in every value are one line of their units (`lines_joined`): "three
lattes with oat milk, one decaf" is a decaf oat milk latte and 2 oat milk lattes, as a barista writes it,
not three lines. A line holds as many units as the menu lets one line hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, symbol
from ordering.edits import AddLine, Edit

# words that speak of single units or of several lines: their lines are the customer's
_UNITS = frozenset({"other", "others", "rest", "each", "both", "all", "them", "ones", "first", "second",
                    "third", "last", "remaining", "another", "different", "separate"})
# said after a smaller count, these make it no count of units: "with one extra shot", "one more thing"
_NOT_UNITS = frozenset({"more", "added", "extra", "pump", "pumps", "shot", "shots", "scoop", "scoops"})
_INTO = frozenset({"in", "on", "into", "onto", "to"})  # "oat milk in one", "whip on one", "sugar to one"
_FILLERS = frozenset({"like", "uh", "um", "i", "think", "right", "just"})
_CLAUSE = frozenset({",", ";", "-"})  # a count that begins a part of the turn speaks of units
_FIELDS = ("size", "temp", "milk", "caffeine", "shots", "notes", "who")


def units_merged(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the lines of one counted item, written as several, made one (see the module)."""
    out = list(edits)
    if _UNITS.intersection(tokens):
        return out
    said = [t for t in tokens if t.startswith("item:")]
    for at, tok in enumerate(tokens):
        count = _count_before(tokens, at) if said.count(tok) == 1 else None
        if count is None or count < 2:
            continue
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and symbol("item", e.item) == tok]
        if len(mine) < 2 or sum(out[k].qty for k in mine) != count or _units_said(tokens, at, count):
            continue
        merged = _union([out[k] for k in mine])
        if merged is not None:
            out = [merged.model_copy(update={"qty": count}) if k == mine[0] else e
                   for k, e in enumerate(out) if k == mine[0] or k not in mine]
    return out


def _count_before(tokens: Sequence[str], at: int) -> int | None:
    """The count said before the item at ``at``, over its values ("n6 milk:almond_milk item:latte"); None
    where none is said."""
    if not tokens[at].startswith("item:"):
        return None
    k = at - 1
    while k >= 0 and ":" in tokens[k] and not tokens[k].startswith("item:"):
        k -= 1
    return number_value(tokens[k]) if k >= 0 and is_count(tokens[k]) else None


def _units_said(tokens: Sequence[str], at: int, count: int) -> bool:
    """Whether a smaller count after the item at ``at`` speaks of some of its units ("two with oat milk",
    "one decaf", "one 3, one plain"), not of an add-on ("with one extra shot"), of the next item ("and one
    mocha") or of nothing ("and one more thing")."""
    for k in range(at + 1, len(tokens)):
        if not is_count(tokens[k]) or number_value(tokens[k]) >= count:
            continue
        if k == len(tokens) - 1:  # the turn ends in the count: "room for milk in one" says a unit
            if tokens[k - 1] in _INTO:
                return True
            continue
        if (tokens[k + 1] in _NOT_UNITS or tokens[k + 1].startswith("addon:")) and (
                tokens[k - 1] not in _CLAUSE):
            continue  # "with one extra shot" is the add-on's count; "two lattes, one extra foamy" a unit's
        after = k + 1
        while after < len(tokens) and (":" in tokens[after] and not tokens[after].startswith("item:")
                                       or is_count(tokens[after]) or tokens[after] in _FILLERS):
            after += 1
        if after == len(tokens) or not tokens[after].startswith("item:"):
            return True  # not the next item's count
    return False


def _union(lines: Sequence[AddLine]) -> AddLine | None:
    """One line with every value the lines have, or None where two of them say a field differently."""
    update: dict = {}
    for field in _FIELDS:
        values = {getattr(line, field) for line in lines} - {None}
        if len(values) > 1:
            return None
        update[field] = values.pop() if values else None
    addons: dict[str, int] = {}
    for line in lines:
        for name, n in line.addons.items():
            if addons.setdefault(name, n) != n:
                return None
    update["addons"] = addons
    update["removals"] = list(dict.fromkeys(r for line in lines for r in line.removals))
    update["preps"] = list(dict.fromkeys(p for line in lines for p in line.preps))
    return lines[0].model_copy(update=update)


def lines_joined(edits: Sequence[Edit], menu: Any, cart: Any = None) -> list[Edit]:
    """``edits`` with the lines they add that are the same in every value but the count joined into the
    first of them (see the module), and the lines of one item kept together (`items_together`)."""
    most = menu.limits.max_qty_per_line if menu is not None else 1
    out: list[Edit] = []
    for edit in edits:
        same = next((k for k, e in enumerate(out) if isinstance(edit, AddLine) and isinstance(e, AddLine)
                     and e.model_copy(update={"qty": edit.qty}) == edit and e.qty + edit.qty <= most), None)
        if same is None:
            out.append(edit)
        else:
            out[same] = out[same].model_copy(update={"qty": out[same].qty + edit.qty})
    return items_together(out, cart) if cart is not None else out


def items_together(edits: Sequence[Edit], cart: Any) -> list[Edit]:
    """``edits`` with the lines they add of one item next to each other, in the order the items are first
    added: "one decaf americano, one regular americano, both large, and one earl grey tea" lists the two
    americanos, then the tea (the regular one, split off, came last). Not where an edit names an added
    line by its place in the cart."""
    places = len(getattr(cart, "lines", []))
    if any(not isinstance(e, AddLine) and (getattr(e, "ref", None) or 0) > places for e in edits):
        return list(edits)
    at = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    first = {}
    for k in at:
        first.setdefault(edits[k].item, len(first))
    ordered = sorted((edits[k] for k in at), key=lambda e: first[e.item])  # stable: as said within an item
    out = list(edits)
    for k, edit in zip(at, ordered, strict=True):
        out[k] = edit
    return out
