"""A line's count changed and some of its units made different in one turn: "a latte", then "actually can
you make that two, one with oat" (a latte and an oat latte), "make the latte three, one of them decaf"
(two lattes and a decaf one). The model writes the values on the whole line, or on the wrong line, and
drops the count. Applied in `read_words` (workers/engine/readings.py)."""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import SINGLE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, apply_edits
from ordering.menu import Menu
from ordering.named_lines import warm_for
from ordering.turn_words import kind_of, value_fields

_MAKING = frozenset({"make", "change"})
_IT = frozenset({"that", "it", "this"})
# the words around the parts of "make that two, one with oat milk", "n1 of them with an added shot"
_FILLERS = frozenset({",", "and", "please", "but", "with", "of", "them", "a", "an", "in", "as", "added",
                      "extra", ".", "!"})
_VALUE_KINDS = (*SINGLE_GROUPS, "addon", "prep")
_ONE_NAMED = frozenset({"second", "other", "last", "third"})  # "the second one": one unit of the count


def recounted_split(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
                    menu: Menu | None) -> list[Edit]:
    """``edits``, or the line recounted and its units split as "make that N, K with <values>" says, where
    the model changed at most that line and added nothing."""
    said = _recount_said(tokens)
    if menu is None or said is None or not cart.lines or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    item, total, parts = said
    parts = [(count or total, values) for count, values in parts]
    ref = _the_line(cart, menu, item, [v for _, values in parts for v in values])
    apart = sum(count for count, _ in parts)
    if ref is None or apart > total:
        return list(edits)
    had = cart.lines[ref - 1]
    copies = []
    for count, values in parts:
        fields, addons = value_fields(values)
        preps = [unsymbol(v)[1] for v in values if kind_of(v) == "prep"]
        changed = apply_edits(cart, [ChangeLine(ref=ref, add_addons=addons, preps=preps, **fields)], menu)
        if changed.refused or changed.cart.lines[ref - 1] == had:
            return list(edits)
        copies.append(AddLine(**changed.cart.lines[ref - 1].model_dump(exclude={"id", "qty"}), qty=count))
    if apart == total:  # "one with oat and one with soy", "both with oat": every unit said
        first = copies.pop(0)
        change = ChangeLine(ref=ref, qty=first.qty, **changed_fields(had, first))
        return [change, *copies]
    rest = [ChangeLine(ref=ref, qty=total - apart)] if total - apart != had.qty else []
    return [*rest, *copies]


def changed_fields(line, copy: AddLine) -> dict:
    """The change that makes ``line`` the copy: its single-valued groups, add-ons and preparations said."""
    out: dict = {g: getattr(copy, g) for g in SINGLE_GROUPS if getattr(copy, g) != getattr(line, g)}
    out["add_addons"] = {a: n for a, n in copy.addons.items() if line.addons.get(a) != n}
    out["preps"] = [p for p in copy.preps if p not in line.preps]
    return out


def _recount_said(tokens: Sequence[str]) -> tuple[str | None, int, list[tuple[int, list[str]]]] | None:
    """(item named or None for "that", the new count, the units said apart with their values) of "make
    that two, one with oat milk", "make the item:latte n3, n1 of them caffeine:decaf", "make it two, one
    with oat and one with soy", "make that two but the second one with almond"; None for anything else (an
    item added)."""
    for i, tok in enumerate(tokens):
        if tok not in _MAKING:
            continue
        j, item = i + 1, None
        if j < len(tokens) and tokens[j] in _IT:
            j += 1
        elif tokens[j : j + 1] == ["the"] and tokens[j + 1 : j + 2] and tokens[j + 1].startswith("item:"):
            item, j = unsymbol(tokens[j + 1])[1], j + 2
        else:
            continue
        if not (j < len(tokens) and is_count(tokens[j])):
            return None
        total, j = number_value(tokens[j]), j + 1
        if j < len(tokens) and tokens[j].startswith("item:") and item in (None, unsymbol(tokens[j])[1]):
            item, j = unsymbol(tokens[j])[1], j + 1  # "make that two lattes"
        parts = _parts(tokens[j:])
        return (item, total, parts) if parts else None
    return None


def _parts(tokens: Sequence[str]) -> list[tuple[int, list[str]]]:
    """The counted parts said after the new count: [(1, ["milk:oat_milk"]), (1, ["milk:soy_milk"])] of ", n1
    with milk:oat_milk and n1 with milk:soy_milk"; [] where any word is not a count, a value or a filler."""
    parts: list[tuple[int, list[str]]] = []
    skip = False
    for k, tok in enumerate(tokens):
        if skip:
            skip = False
            continue
        if tok in _ONE_NAMED and tokens[k + 1 : k + 2] in (["n1"], ["one"]):
            parts.append((1, []))  # "make that two but the second one with almond": one of the two
            skip = True
        elif tok == "the" and tokens[k + 1 : k + 2] and tokens[k + 1] in _ONE_NAMED:
            continue
        elif is_count(tok):
            parts.append((number_value(tok), []))
        elif tok in ("both", "all") and not parts:  # "make it two, both with oat": every unit
            parts.append((0, []))
        elif kind_of(tok) in _VALUE_KINDS and parts:
            parts[-1][1].append(tok)
        elif tok not in _FILLERS:
            return []
    return parts if all(values for _, values in parts) else []


def _the_line(cart: Cart, menu: Menu, item: str | None, values: Sequence[str]) -> int | None:
    """The line recounted: the one line of the item named, else the latest line that takes every value."""
    def takes(line) -> bool:
        return all(menu.allows(line.item, *unsymbol(v)) for v in values)

    refs = [k for k, line in enumerate(cart.lines, 1) if (item is None or line.item == item) and takes(line)]
    if item is not None:
        return refs[0] if len(refs) == 1 else None
    return refs[-1] if refs else None


# words that take back the count of a split just made: "no wait, two with soy", "sorry, i meant two decaf"
_TAKING_BACK = frozenset({"no", "wait", "actually", "sorry", "oops", "i", "meant", "mean", "make", "that",
                          "it", "oh", "um", "uh"})


def split_recounted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None = None
                    ) -> list[Edit]:
    """``edits``, or the units of a split the last turn made moved between its two lines where the turn
    takes back the count of one: "three flat whites, one with soy", then "no wait, two with soy" makes two
    soy and one plain (the model made all three soy)."""
    counts = [k for k, t in enumerate(tokens) if is_count(t)]
    if len(counts) != 1 or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    at = counts[0]
    words = [t for t in tokens[at + 1:] if t not in _FILLERS]
    if not words or any(kind_of(w) not in _VALUE_KINDS for w in words) or any(
            t not in _TAKING_BACK | _FILLERS for t in tokens[:at]) or not _TAKING_BACK & set(tokens[:at]):
        return list(edits)
    added = [r for r, line in enumerate(cart.lines, start=1) if line.id in (cart.added or [])]
    if len(added) != 2 or cart.lines[added[0] - 1].item != cart.lines[added[1] - 1].item:
        return list(edits)
    words = [warm_for(menu, cart.lines[added[0] - 1].item, w) for w in words]  # "two warmed" of croissants
    fields, addons = value_fields(words)
    preps = [unsymbol(w)[1] for w in words if w.startswith("prep:")]
    named = [r for r in added if all(getattr(cart.lines[r - 1], g) == v for g, v in fields.items())
             and all(n in cart.lines[r - 1].addons for n in addons)
             and set(preps) <= set(cart.lines[r - 1].preps)]
    if len(named) != 1:
        return list(edits)
    other = next(r for r in added if r != named[0])
    total = cart.lines[named[0] - 1].qty + cart.lines[other - 1].qty
    count = number_value(tokens[at])
    if not 1 <= count <= total or count == cart.lines[named[0] - 1].qty:
        return list(edits)
    if count == total:  # "two croissants, one warmed", then "actually two warmed": both
        return [ChangeLine(ref=other, add_addons=addons, preps=preps, **fields)]
    return [ChangeLine(ref=named[0], qty=count), ChangeLine(ref=other, qty=total - count)]
