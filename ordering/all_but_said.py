"""Every unit or line but some: "three lattes", then "all of them with oat except one with almond" (two oat
lattes and an almond one), "make them all large except one" (three large, one as it was), "three lattes,
all with oat except one with soy" in one turn, and "all oat except the mocha" of a latte, a mocha and a
cappuccino (the latte and the cappuccino). The model wrote the values after "except" on every unit, or the
values before it on every line, the mocha too. Applied in `read_words` (workers/engine/readings.py).

The units said apart take the values said of all with those said of them in their place ("all large and
iced except one hot": a large hot one; "both iced but one decaf": an iced decaf one); said with no values
("make them all large except one") they stay as they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import SINGLE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, apply_edits
from ordering.menu import Menu
from ordering.recounted_split import changed_fields
from ordering.turn_words import kind_of, line_of_values, prep_values, value_fields, values_in_place

_EXCEPT = frozenset({"except", "besides", "excluding", "but"})
_EXCEPT_PAIRS = (("apart", "from"), ("other", "than"))
_EVERY = frozenset({"all", "them", "both", "every", "everything", "each"})
_VALUE_KINDS = (*SINGLE_GROUPS, "addon", "prep")
# the words around the units said apart: "except n1 of them, which should be with milk:almond_milk"
_FILLERS = frozenset({",", ".", "!", "for", "of", "them", "with", "which", "that", "is", "should", "be",
                      "one", "make", "it", "as", "a", "an", "in", "has", "have", "gets", "please", "and",
                      "keep"})
_LINE_FILLERS = frozenset({",", ".", "!", "for", "the", "my", "and", "please", "one", "not"})
_BEING = frozenset({"should", "be", "can", "could", "will", "is", "are", "get", "gets", "make", "them", "it",
                    "with", ",", "please"})


def all_but_said(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits``, or the change said of all but some units or lines, made of all but those (see the
    module's docstring)."""
    split = _split(tokens)
    if menu is None or split is None:
        return list(edits)
    before, after = split
    every = next((k for k, tok in enumerate(before) if tok in _EVERY), None)
    values = [tok for tok in before[every or 0:] if kind_of(tok) in _VALUE_KINDS]
    if every is not None and not values:  # "everything except the mocha should be large": said after
        after, values = _values_after_lines(after)
    units = _units_apart(after)
    if every is None or not values and not (units and units[1]):  # "all black but one with room": one
        return list(edits)
    if units is not None and edits and all(isinstance(e, AddLine) for e in edits):
        return _added_apart(edits, before[:every], values, units, cart, menu)
    if any(not isinstance(e, ChangeLine) for e in edits) or not cart.lines:
        return list(edits)
    if units is not None:
        return _line_apart(edits, before, values, units, cart, menu)
    items = _lines_apart(after)
    if not items or not values:
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item not in items
            and all(menu.allows(line.item, *unsymbol(v)) for v in values)]
    if not refs or len(refs) == len(cart.lines):
        return list(edits)  # "except the mocha" of a cart without one: the model's
    fields, addons = value_fields(values)
    return [ChangeLine(ref=r, add_addons=addons, preps=prep_values(values), **fields) for r in refs]


def _split(tokens: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """The words before and after the one "except" ("apart from", "other than") of the turn."""
    at = [(k, 1 + (tokens[k + 1 : k + 2] == ["for"])) for k, tok in enumerate(tokens) if tok in _EXCEPT]
    at += [(k, 2) for k in range(len(tokens) - 1) if tuple(tokens[k : k + 2]) in _EXCEPT_PAIRS]
    if len(at) != 1:
        return None
    k, width = at[0]
    return list(tokens[:k]), list(tokens[k + width :])


def _units_apart(after: Sequence[str]) -> tuple[int, list[str]] | None:
    """(how many, their values) of "n1 with milk:almond_milk", "n1" (as it was); None for anything else."""
    words = [tok for tok in after if tok not in _FILLERS or is_count(tok)]
    if not words or not is_count(words[0]) or any(kind_of(tok) not in _VALUE_KINDS for tok in words[1:]):
        return None
    return number_value(words[0]), words[1:]


def _values_after_lines(after: Sequence[str]) -> tuple[list[str], list[str]]:
    """The lines said apart and the values said after them ("the item:mocha should be size:large"); the
    words as they are and no values where anything else follows the lines."""
    last = max((k for k, tok in enumerate(after) if tok.startswith("item:")), default=None)
    if last is None:
        return list(after), []
    rest = after[last + 1:]
    values = [tok for tok in rest if kind_of(tok) in _VALUE_KINDS]
    if not values or any(tok not in _BEING and kind_of(tok) not in _VALUE_KINDS for tok in rest):
        return list(after), []
    return list(after[:last + 1]), values


def _lines_apart(after: Sequence[str]) -> set[str]:
    """The items of "the item:mocha", "the item:mocha and the item:bagel"; empty for anything else."""
    words = [tok for tok in after if tok not in _LINE_FILLERS]
    if not words or any(not tok.startswith("item:") for tok in words):
        return set()
    return {unsymbol(tok)[1] for tok in words}


def _added_apart(edits: Sequence[Edit], head: Sequence[str], values: Sequence[str],
                 units: tuple[int, list[str]], cart: Cart, menu: Menu) -> list[Edit]:
    """"n3 item:latte , all with milk:oat_milk except n1 with milk:soy_milk": two oat lattes, one soy."""
    items = {e.item for e in edits}
    named = [f"item:{e}" for e in items]
    counts = [k for k, tok in enumerate(head) if is_count(tok) and head[k + 1 : k + 2] == named]
    apart, said = units
    if len(items) != 1 or len(counts) != 1 or any(tok.startswith("item:") for tok in head[counts[0] + 2:]):
        return list(edits)
    total, item = number_value(head[counts[0]]), items.pop()
    shared = [tok for tok in head if kind_of(tok) in _VALUE_KINDS]
    if not 0 < apart < total:
        return list(edits)
    lines = [line_of_values(item, [*shared, *values], total - apart),
             line_of_values(item, [*shared, *_overridden(values, said)], apart)]
    return list(edits) if apply_edits(cart, lines, menu).refused else lines


def _overridden(values: Sequence[str], said: Sequence[str]) -> list[str]:
    """The values of the units said apart: those said of all, but those said of them in their place ("all
    large and iced except one hot": large and hot); none where none is said of them ("except one")."""
    return values_in_place(values, said) if said else []


def _line_apart(edits: Sequence[Edit], before: Sequence[str], values: Sequence[str],
                units: tuple[int, list[str]], cart: Cart, menu: Menu) -> list[Edit]:
    """"all of them with milk:oat_milk except n1 with milk:almond_milk" of a line of three: two oat, one
    almond; "make them all size:large except n1": three large, one as it was."""
    apart, said = units
    named = {unsymbol(tok)[1] for tok in before if tok.startswith("item:")}
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)}
    fits = [r for r, line in enumerate(cart.lines, start=1)
            if line.qty > apart and (not named or line.item in named)]
    ref = (fits[0] if len(fits) == 1 else None) if named else (
        min(refs) if len(refs) == 1 and min(refs) in fits else fits[-1] if fits and not refs else None)
    if ref is None:
        return list(edits)
    had = cart.lines[ref - 1]
    lines = []
    for part in (values, _overridden(values, said)):
        fields, addons = value_fields(part)
        change = ChangeLine(ref=ref, add_addons=addons, preps=prep_values(part), **fields)
        changed = apply_edits(cart, [change], menu)
        if changed.refused:
            return list(edits)
        lines.append(changed.cart.lines[ref - 1])
    rest, kept = lines
    if rest == had == kept:
        return list(edits)
    change = ChangeLine(ref=ref, qty=had.qty - apart, **changed_fields(had, rest))
    return [change, AddLine(**kept.model_dump(exclude={"id", "qty"}), qty=apart)]

