"""'Remove the whip and the extra shot': both come off. 'Remove the mocha and one latte': the mocha goes and
the lattes are one fewer.

The model read the second part of a removal joined by "and" as an order of its own: the extra shot was put
on again (a mocha with two extra shots and no whip), and the latte count stayed. Where the turn begins by
removing ("remove", "take off", "no", "without" …) and names, joined by "and", an add-on the line has, or a
count of an item a line has more of, that part is taken off too. "Remove a latte and a cappuccino" of two
of each takes one of each off (`each_counted_removed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.turn_words import REMOVE_WORDS, TAKING_OFF_WORDS

_REMOVING_FIRST = REMOVE_WORDS | TAKING_OFF_WORDS | {"take"}
_CORRECTING = frozenset({"sorry", "actually", "mean", "meant", "rather"})
_LEADING = frozenset({"actually", "oh", "and", "please", "can", "you", ",", "also", "then", "wait", "sorry",
                      "um", "uh", "hmm"})
_AFTER_A_NO_OF_ITS_OWN = frozenset({",", "wait", "sorry", "actually", "no"})
_BETWEEN = frozenset({"and", ",", "the", "my", "added", "extra", "a", "an", "also", "too", "please"})


def removed_together(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the add-ons and the counted units named after "and" in a removal taken off rather
    than added (see the module)."""
    start = next((k for k, t in enumerate(tokens) if t not in _LEADING
                  and not (t == "no" and tokens[k + 1:k + 2] and tokens[k + 1] in _AFTER_A_NO_OF_ITS_OWN)),
                 None)  # "no, regular ice", "no wait, make it a dirty chai": a "no" of its own
    if start is None or tokens[start] not in _REMOVING_FIRST or (
            tokens[start] == "take" and "off" not in tokens and "out" not in tokens):
        return list(edits)
    if not set(tokens[start + 1:]) & {"and", ","} or {"add", "with", "instead"} & set(tokens):
        return list(edits)
    if _CORRECTING & set(tokens[start + 1:]):  # "no drizzle sorry, caramel syrup": what is wanted instead
        return list(edits)
    out = list(edits)
    addons = {unsymbol(t)[1] for t in tokens[start + 1:] if t.startswith("addon:")}
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines):
            continue
        line = cart.lines[edit.ref - 1]
        back = [n for n in edit.add_addons if n in addons and n in line.addons]
        if back:  # "remove the whip and the extra shot": the shot was put on again
            out[k] = edit.model_copy(update={
                "add_addons": {n: c for n, c in edit.add_addons.items() if n not in back},
                "drop": [*edit.drop, *(n for n in back if n not in edit.drop)]})
    return out + _units_named(out, tokens, start, cart)


def _units_named(edits: Sequence[Edit], tokens: Sequence[str], start: int, cart: Any) -> list[Edit]:
    """A change taking the count said off the one line of the item named after "and" ("and one latte"),
    where the edits do not touch that line."""
    extra: list[Edit] = []
    for k in range(start + 1, len(tokens) - 1):
        if tokens[k] != "and" or not is_count(tokens[k + 1]) or k + 2 >= len(tokens):
            continue
        if not tokens[k + 2].startswith("item:"):
            continue
        name, count = unsymbol(tokens[k + 2])[1], number_value(tokens[k + 1])
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == name]
        if len(refs) != 1 or any(isinstance(e, ChangeLine | RemoveLine) and e.ref == refs[0] for e in edits):
            continue
        line = cart.lines[refs[0] - 1]
        fewer = ChangeLine(ref=refs[0], qty=line.qty - count)
        extra.append(RemoveLine(ref=refs[0]) if count >= line.qty else fewer)
    return extra


def each_counted_removed(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or each line named by a count or "a" in a removal ("remove a latte and a cappuccino" of two
    of each) made that many fewer, where the model removed or recounted only those lines (it took the
    cappuccinos off, both of them). Only where every part is "<count> <item>" (or "the <item>": all of it)
    of the one line of that item, and some part counts."""
    start = next((k for k, t in enumerate(tokens) if t not in _LEADING), None)
    if start is None or tokens[start] not in REMOVE_WORDS | {"take"} or not edits:
        return list(edits)
    parts, k = {}, start + 1
    while k < len(tokens):
        if tokens[k] in (",", "and", "off", "out", "please"):
            k += 1
            continue
        whole = tokens[k] in ("the", "my")  # "and the mocha": the line
        count = 1 if tokens[k] in ("a", "an") else number_value(tokens[k]) if is_count(tokens[k]) else None
        if count is None and not whole or k + 1 >= len(tokens) or not tokens[k + 1].startswith("item:"):
            return list(edits)
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == unsymbol(tokens[k + 1])[1]]
        if len(refs) != 1 or refs[0] in parts:
            return list(edits)
        parts[refs[0]] = cart.lines[refs[0] - 1].qty if whole else count
        k += 2
    counted = any(tokens[k] not in ("the", "my") for k in range(start + 1, len(tokens) - 1)
                  if tokens[k + 1].startswith("item:"))
    if len(parts) < 2 or not counted or any(
            not isinstance(e, ChangeLine | RemoveLine) or e.ref not in parts for e in edits):
        return list(edits)
    return [RemoveLine(ref=ref) if count >= cart.lines[ref - 1].qty
            else ChangeLine(ref=ref, qty=cart.lines[ref - 1].qty - count) for ref, count in parts.items()]
