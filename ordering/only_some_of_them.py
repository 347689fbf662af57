"""'Make both oat', then 'actually just one of them oat': the others go back to the usual milk.

The line of two lattes had oat milk already, so the model set oat milk again and the split gave two oat
lattes, one on each line, with the reply "Added an oat milk latte". Said with "just" or "only" of a count
of a line's units ("just one of them", "only two of them", "just one decaf") where the line has every
value the turn names, those units keep the values and the others lose them: the milk and the other
values go back to the usual, an add-on or a preparation comes off ("two chocolate croissants warmed",
then "actually only warm one of them").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.units_said import units_of_them

_ONLY = frozenset({"just", "only"})


def only_some_kept(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line's values kept on the units said "just ... of them" and taken off the others
    (see the module), where the model wrote at most one change of that line."""
    counted = units_of_them(tokens) or _just_counted(tokens)
    at = next((k for k, t in enumerate(tokens) if t in _ONLY), None)
    if counted is None or at is None or len(edits) > 1 or counted[1] is not None:
        return list(edits)
    values = [unsymbol(t) for t in tokens if ":" in t and unsymbol(t)[0] in (*SINGLE_GROUPS, "addon", "prep")]
    if not values or (edits and not isinstance(edits[0], ChangeLine)):
        return list(edits)
    refs = [edits[0].ref] if edits else [r for r, line in enumerate(cart.lines, start=1) if line.qty > 1]
    if len(refs) != 1 or not 1 <= refs[0] <= len(cart.lines):
        return list(edits)
    line = cart.lines[refs[0] - 1]
    # "only warm one of them" of two croissants warmed: "warm" said of a food is its warming
    values = [("prep", "warmed") if (group, name) == ("temp", "warm") and "warmed" in line.preps
              else (group, name) for group, name in values]
    if line.qty <= counted[0] or not all(_has(line, group, name) for group, name in values):
        return list(edits)
    groups = [group for group, _ in values if group not in ("addon", "prep")]
    addons = [name.replace("_", " ") for group, name in values if group in ("addon", "prep")]
    kept = AddLine(**line.model_dump(exclude={"id", "qty"}), qty=counted[0])
    return [ChangeLine(ref=refs[0], qty=line.qty - counted[0], unset=groups, drop=addons), kept]


_ORDINALS = frozenset({"first", "second", "third", "fourth", "last", "other"})


def _just_counted(tokens: Sequence[str]) -> tuple[int, None] | None:
    """(how many, None) where "just" or "only" is said right before a count and a value, no item named:
    "actually just one decaf" of two decaf lattes, "only the first one oat" of two oat ones ("just one
    decaf latte" may be one latte in all)."""
    if any(t.startswith("item:") for t in tokens):
        return None
    for k in range(len(tokens) - 2):
        # "only the first one oat" of two oat lattes: one of them, as "just one oat"
        j = k + 3 if tokens[k + 1] == "the" and tokens[k + 2] in _ORDINALS else k + 1
        value = tokens[j + 2] if tokens[j + 1:j + 2] == ["with"] and j + 2 < len(tokens) else (
            tokens[j + 1] if j + 1 < len(tokens) else "")
        if (tokens[k] in _ONLY and j < len(tokens) and tokens[j] in NUMBERS and tokens[j] != "nbig"
                and ":" in value and unsymbol(value)[0] in (*SINGLE_GROUPS, "addon", "prep")):
            return number_value(tokens[j]), None  # "just one decaf", "only one with vanilla"
    return None


def _has(line: Any, group: str, name: str) -> bool:
    """Whether the line has the value said (``name`` as the grounding writes it: "oat_milk")."""
    value = name.replace("_", " ")
    if group == "addon":
        return value in line.addons
    if group == "prep":
        return value in line.preps
    have = getattr(line, group, None)
    return have is not None and str(have) == value


# the words of "actually just one of them", "only the first one please": units of the line changed last
_SOME_WORDS = frozenset({"actually", "just", "only", "of", "them", "those", "the", "first", "one", "please",
                         ",", ".", "!", "oh", "wait", "sorry", "no", "i", "meant"})


def change_kept_to_some(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the change the last turn made of a line of several units kept on the units said
    "just" or "only" ("make them both medium", then "actually just the first one": one medium, the other
    small as it was; the model took one latte off)."""
    if len(getattr(cart, "changed", None) or []) != 1 or not _ONLY.intersection(tokens) or any(
            t not in _SOME_WORDS and t not in NUMBERS for t in tokens):
        return list(edits)
    counts = [number_value(t) for t in tokens if t in NUMBERS and t != "nbig"] or (
        [1] if "first" in tokens else [])
    changed = cart.changed[0]
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.id == changed.line.id]
    if len(counts) != 1 or len(refs) != 1 or "qty" in changed.fields_set():
        return list(edits)
    line = cart.lines[refs[0] - 1]
    if not 1 <= counts[0] < line.qty or changed.line.qty != line.qty:
        return list(edits)
    if any(not isinstance(e, ChangeLine) or e.ref != refs[0] for e in edits):  # the model's recount, or none
        return list(edits)
    before = AddLine(**changed.line.model_dump(exclude={"id", "qty"}), qty=line.qty - counts[0])
    return [ChangeLine(ref=refs[0], qty=counts[0]), before]
