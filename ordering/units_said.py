"""Readings of what the customer's words say of single units of a line of several, applied in
`Engine._read`: "one of them decaf", "one of them iced and the other hot", "the other with soy", "remove one
espresso", and the values said before a counted item that its split units share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, RemoveLine, apply_edits
from ordering.said import FILLERS
from ordering.said import said_words as _words
from ordering.turn_words import REMOVE_WORDS, kind_of, value_fields
from ordering.unit_splits import split_after


def said_one_of_them(text: str) -> bool:
    """Whether the words single out one unit of a line ("make one of them decaf"), saying nothing of the
    others ("one of them decaf and the other iced" tells both)."""
    words = [w for w in _words(text) if w not in FILLERS]
    said = any(one in ("one", "1") and of == "of" and them in ("them", "those", "these")
               for one, of, them in zip(words, words[1:], words[2:], strict=False))
    return said and not {"other", "others", "rest", "both", "all"} & set(words)


def said_one_first(tokens: Sequence[str]) -> bool:
    """Whether the turn begins with "one" and what that one is to be, naming no item and no other unit:
    "one with almond milk", "one decaf please" (said of a line of two lattes, it is one of them)."""
    words = [t for t in tokens if t not in FILLERS and t not in ("and", "make", ",")]
    if len(words) < 2 or words[0] != "n1" or any(t.startswith("item:") for t in words):
        return False
    said = words[1] in ("with", "in", "as") or kind_of(words[1]) in (*SINGLE_GROUPS, "addon")
    return said and not {"other", "others", "rest", "both", "all", "each", "more", "them"} & set(words)


_MAKING = frozenset({"make", "change", "turn", "switch"})


def said_one_named(tokens: Sequence[str], item: str) -> bool:
    """Whether the words single out one unit of a line of ``item`` by naming the item right after "make
    one" ("make one americano iced", "change one latte to oat milk"; not "make it one americano": a
    count, nor "no I wanted one latte with oat milk": what the line should have been)."""
    for i, tok in enumerate(tokens[1:-1], start=1):
        if tok == "n1" and tokens[i + 1] == symbol("item", item) and tokens[i - 1] in _MAKING:
            return not {"other", "others", "rest", "both", "all", "each", "more", "them"} & set(tokens)
    return False


def one_of_them_changed(edits: Sequence[Any], text: str, cart: Any, menu: Any,
                        tokens: Sequence[str] = ()) -> list[Any]:
    """Return the edits with a change of a line of several units, said of "one of them" (or begun with
    "one": `said_one_first`; or "make one <item>": `said_one_named`), read as a change of one unit: the
    line keeps the others, and the changed unit is a line of its own ("two medium cappuccinos" then "make
    one of them decaf": one medium cappuccino and one medium decaf cappuccino; "2 lattes" then "one with
    almond milk")."""
    said = said_one_of_them(text) or said_one_first(tokens)
    if menu is not None and said and len(edits) > 1 and all(isinstance(e, ChangeLine) for e in edits):
        # "and one of them with jam" written on every line: the one the menu allows is the one meant
        allowed = [e for e in edits if not apply_edits(cart, [e], menu).refused]
        edits = allowed if len(allowed) == 1 else edits
    if menu is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    if change.qty is not None or line is None or line.qty < 2:
        return list(edits)
    if not (said or said_one_named(tokens, line.item)):
        return list(edits)
    return _one_unit_split(cart, menu, change, ChangeLine(ref=change.ref, qty=line.qty - 1)) or list(edits)


def _one_unit_split(cart: Any, menu: Any, unit: ChangeLine, rest: ChangeLine) -> list[Any] | None:
    """One unit of line ``unit.ref`` made a line of its own with ``unit``'s change (every other value of
    the line kept), the line itself changed by ``rest``; None when the menu refuses the unit's change."""
    result = apply_edits(cart, [unit], menu)
    if result.refused:
        return None
    return [rest, AddLine(**result.cart.lines[unit.ref - 1].model_dump(exclude={"id", "qty"}), qty=1)]


_THEM = frozenset({"them", "those", "these"})


_OTHER = frozenset({"other", "others", "rest", "second"})


def one_and_the_other_changed(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """Return the edits for "one of them X and the other Y" said of a line of several units: one unit
    becomes a line of its own with X, the line keeps the others with Y ("two medium lattes", then "make one
    of them iced and the other hot": a medium iced latte and a medium hot latte). The model writes one
    change of the whole line for it."""
    split = _one_and_the_other(tokens)
    if menu is None or split is None or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    refs = {e.ref for e in edits} or {i for i, line in enumerate(cart.lines, start=1) if line.qty >= 2}
    if len(refs) != 1:
        return list(edits)
    ref = refs.pop()
    line = cart.lines[ref - 1] if 1 <= ref <= len(cart.lines) else None
    if line is None or line.qty < 2:
        return list(edits)
    one, others = split
    split_off = _one_unit_split(cart, menu, _change(ref, one), _change(ref, others, qty=line.qty - 1))
    return split_off or list(edits)


def _one_and_the_other(tokens: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """The values said of "one of them" and of "the other" (each a list of symbols), or None."""
    starts = [i for i in range(len(tokens) - 2)
              if tokens[i] == "n1" and tokens[i + 1] == "of" and tokens[i + 2] in _THEM]
    if len(starts) != 1:
        return None
    rest = tokens[starts[0] + 3:]
    at = next((i for i, t in enumerate(rest) if t in _OTHER), None)
    if at is None:
        return None
    one = [t for t in rest[:at] if kind_of(t) in (*SINGLE_GROUPS, "addon")]
    others = [t for t in rest[at + 1:] if kind_of(t) in (*SINGLE_GROUPS, "addon")]
    if not one or {kind_of(t) for t in rest} - {"", *SINGLE_GROUPS, "addon"}:
        return None
    return one, others


def _change(ref: int, values: Sequence[str], qty: int | None = None) -> ChangeLine:
    """A change of line ``ref`` setting ``values`` (symbols of single groups and add-ons)."""
    fields, addons = value_fields(values)
    return ChangeLine(ref=ref, qty=qty, add_addons=addons, **fields)


def split_units_share(edits: Sequence[Any], tokens: Sequence[str]) -> list[Any]:
    """Return the edits with the values said before a counted item that is then split given to every unit
    line that lacks them: "two large oat lattes, one of them decaf" is a large oat decaf latte and a large
    oat latte (the model may write the second unit as a bare latte)."""
    out = list(edits)
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or not split_after(tokens, i):
            continue
        c = i - 1
        while c >= 0 and kind_of(tokens[c]) in (*SINGLE_GROUPS, "addon"):
            c -= 1
        shared = tokens[c + 1 : i]
        if c < 0 or tokens[c] not in NUMBERS or number_value(tokens[c]) < 2 or not shared:
            continue
        item = unsymbol(tok)[1]
        units = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(units) < 2 or sum(out[k].qty for k in units) > number_value(tokens[c]):
            continue
        for k in units:
            out[k] = _with_values(out[k], shared)
    return out


def _with_values(line: AddLine, values: Sequence[str]) -> AddLine:
    """``line`` with each of ``values`` it has no value of its group for."""
    fields, addons = value_fields(values)
    update = {group: value for group, value in fields.items() if getattr(line, group) is None}
    return line.model_copy(update={**update, "addons": {**line.addons, **{
        name: n for name, n in addons.items() if name not in line.addons}}})


def one_unit_removed(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """Return the edits with "remove one espresso", "cancel one of the croissants" or "get rid of one of
    them", said of a line of two, taking one unit off rather than the line: the model writes ``del`` for
    it. The item may be named by its kind ("one of the muffins" of two blueberry muffins: the words read
    "muffins" as the house muffin), as long as it ends in the line's own last word."""
    if len(edits) != 1 or not isinstance(edits[0], RemoveLine) or not 1 <= edits[0].ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[edits[0].ref - 1]
    kind = line.item.split()[-1]
    for i, tok in enumerate(tokens[:-1]):
        if tok not in REMOVE_WORDS and tok not in ("take", "rid", "lose"):  # "get rid of one of the muffins"
            continue
        after = list(tokens[i + 2 :] if tokens[i + 1] == "of" else tokens[i + 1 :])  # "rid of one of them"
        them = after[:3] in (["n1", "of", "them"], ["n1", "of", "those"])
        rest = [t for t in tokens[i + 1 :] if t not in ("of", "the", "those", "them")]
        named = [unsymbol(t)[1] for t in rest[1:3] if t.startswith("item:")]
        one = rest[:1] in (["n1"], ["a"], ["an"]) and named and named[0].split()[-1] == kind
        if (one or (them and not named)) and line.qty >= 2:
            return [ChangeLine(ref=edits[0].ref, qty=line.qty - 1)]
    return list(edits)


def the_other_retargeted(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """Return the edits with a change said of "the other" moved to the other line of the same item when
    the model wrote it on the line that was just split off with a value of its own: after "2 lattes" and
    "one with almond milk" (a plain latte and an almond milk latte), "the other with soy" and "the other
    decaf" are said of the plain one: the line written on has every value the other has, and more, or
    already has a value of each group the change sets, which the other lacks."""
    if "other" not in tokens or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    if not 1 <= change.ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[change.ref - 1]
    mine = _values(line)
    groups = [g for g in ("size", "temp", "milk", "caffeine") if getattr(change, g) is not None]
    given = bool(groups) and all(getattr(line, g) is not None for g in groups)  # what it was given
    others = [ref for ref, other in enumerate(cart.lines, start=1)
              if ref != change.ref and other.item == line.item and (_values(other) < mine or (
                  given and all(getattr(other, g) is None for g in groups)))]
    return [change.model_copy(update={"ref": others[0]})] if len(others) == 1 else list(edits)


def _values(line: Any) -> set[tuple[str, Any]]:
    """The values a line has (of the single groups, and its add-ons), as (group, value) pairs."""
    values = {(g, getattr(line, g)) for g in SINGLE_GROUPS if getattr(line, g) is not None}
    return values | {("addon", name) for name in line.addons}
