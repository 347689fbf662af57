"""Two lines' values of one kind traded: "switch the sizes" of a small latte and a large mocha is a large
latte and a small mocha; "swap the milks around", "i got the sizes backwards".

The model had no edit for it: it read the words as a question about sizes (and listed them) or as a stray
note ("didn't catch"). Where the turn says a trade (swap, switch, flip, reverse, trade, exchange, mixed
up, backwards, the other way round) of a kind named in the plural (sizes, milks, temperatures, syrups or
flavours), and the lines it means (the two items it names, else the cart's lines with a value of that
kind) are two with two different values, each line gets the other's value. Said of the lines alone ("i
meant the other way around"), the two lines the last turn added trade the one kind of value they differ
in, and two values of one kind named ("switch the soy and the almond") are traded by the lines holding
them. Of two lines, one for someone ("a latte and a mocha for my partner"), "swap them" trades the person.
A turn that adds or removes a line is the model's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine
from ordering.for_whom import ME

# "i mixed them up", "i got them mixed up", "backwards", "the other way round"
_MIXED_UP = (r"(?:mixed|mix|got)\s+(?:them\s+|it\s+|those\s+)?(?:up|mixed\s+up)|backwards|"
             r"other\s+way\s+a?round|wrong\s+way\s+a?round")
_TRADED = re.compile(
    rf"\b(?:swap|swapped|switch|switched|flip|flipped|reverse|reversed|trade|exchange|{_MIXED_UP})\b", re.I)
# said of the lines, not of a kind: "swap them around", "i mixed them up" (not "switch the latte to oat", a
# change of one line)
_LINES_TRADED = re.compile(
    rf"\b(?:(?:swap|switch|flip|trade|reverse)\s+(?:them|those|these|the\s+two)|{_MIXED_UP})\b", re.I)
_KINDS = {"sizes": "size", "milks": "milk", "temperatures": "temp", "temps": "temp"}
_FLAVOURS = {"syrups", "flavors", "flavours", "sauces"}  # the add-ons that flavour: syrups and sauces
_KIND = re.compile(r"\b(?:the\s+|their\s+|our\s+)?(" + "|".join([*_KINDS, *_FLAVOURS]) + r")\b", re.I)


def values_switched(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                    menu: Any = None) -> list[Edit]:
    """``edits``, or the two lines' values of the kind said traded between them (see the module)."""
    kind = _KIND.search(text or "")
    if not _TRADED.search(text or "") or any(isinstance(e, AddLine | RemoveLine) for e in edits):
        return list(edits)
    if kind is None and not edits and _LINES_TRADED.search(text):
        # "i meant the other way around"; "swap them, i want the mocha" of a latte and a mocha for my partner
        return _one_difference_traded(cart) or _people_traded(cart)
    if kind is None and (named_values := _two_values_named(words, cart)) is not None:
        return named_values  # "switch the soy and the almond"
    if kind is None:
        return _value_traded(edits, cart) if _LINES_TRADED.search(text) else list(edits)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if kind[1].lower() in _FLAVOURS:
        return _flavours_traded(edits, named, cart)
    group = _KINDS[kind[1].lower()]
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if (line.item in named if named else getattr(line, group) is not None)]
    if len(refs) == 1 and not named and len(cart.lines) == 2:  # "swap the milks" of an oat latte and a latte
        return _default_traded(cart, group, menu) or list(edits)
    values = [getattr(cart.lines[r - 1], group) for r in refs]
    if len(refs) != 2 or None in values or values[0] == values[1]:
        return list(edits)
    return [ChangeLine(ref=refs[0], **{group: values[1]}), ChangeLine(ref=refs[1], **{group: values[0]})]


_DEFAULTS = {"milk": "default_milk", "size": "default_size"}


def _default_traded(cart: Any, group: str, menu: Any) -> list[Edit]:
    """Of two lines, one with a value of ``group`` and one made as its item comes (no value said), the
    value traded for the other's usual one ("swap the milks" of an oat latte and a latte: a latte and an
    oat milk latte), where both items take both values; [] otherwise."""
    if menu is None or group not in _DEFAULTS or any(line.item not in menu.items for line in cart.lines):
        return []
    (a, valued), (b, plain) = sorted(enumerate(cart.lines, start=1),
                                     key=lambda pair: getattr(pair[1], group) is None)
    usual = getattr(menu.item(plain.item), _DEFAULTS[group])
    value = getattr(valued, group)
    if usual is None or usual == value or getattr(menu.item(valued.item), _DEFAULTS[group]) != usual or not (
            menu.allows(plain.item, group, value)):
        return []
    return [ChangeLine(ref=a, unset=[group]), ChangeLine(ref=b, **{group: value})]


def _two_values_named(words: Sequence[str], cart: Any) -> list[Edit] | None:
    """The two lines holding the two values of one group the turn names traded ("switch the soy and the
    almond" of a soy cappuccino and an almond latte), or None where the words name no such two."""
    at = [k for k, w in enumerate(words) if ":" in w and unsymbol(w)[0] in SINGLE_GROUPS]
    values = [unsymbol(words[k]) for k in at]
    if len(values) != 2 or values[0][0] != values[1][0] or values[0] == values[1] or any(
            w.startswith("item:") for w in words) or "and" not in words[at[0] : at[1]]:
        return None  # "swap the soy for oat": the soy line made oat, the model's
    group = values[0][0]
    refs = []
    for _, name in values:
        holding = [r for r, line in enumerate(cart.lines, start=1)
                   if line.holds(group, name.replace("_", " "))]
        if len(holding) != 1:
            return None
        refs.append(holding[0])
    a, b = (getattr(cart.lines[r - 1], group) for r in refs)
    return [ChangeLine(ref=refs[0], **{group: b}), ChangeLine(ref=refs[1], **{group: a})]


def _flavours_traded(edits: Sequence[Edit], named: set[str], cart: Any) -> list[Edit]:
    """``edits``, or the flavours of two lines traded: "a vanilla latte and a caramel latte", then "swap
    the syrups" (the model listed the syrups). The lines are the two items named, else the cart's lines
    with a flavour (a syrup or a sauce), each with one flavour of its own."""
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if (line.item in named if named else _flavours(cart.lines[r - 1]))]
    held = [_flavours(cart.lines[r - 1]) for r in refs]
    if len(refs) != 2 or any(len(h) != 1 for h in held) or held[0] == held[1]:
        return list(edits)
    (a, n), (b, m) = held[0][0], held[1][0]
    return [ChangeLine(ref=refs[0], add_addons={b: m}, drop=[a]),
            ChangeLine(ref=refs[1], add_addons={a: n}, drop=[b])]


def _flavours(line: Any) -> list[tuple[str, int]]:
    """The line's flavouring add-ons (syrups and sauces) and their counts."""
    return [(name, n) for name, n in line.addons.items() if name.endswith(("syrup", "sauce"))]


def _one_difference_traded(cart: Any) -> list[Edit]:
    """The two lines the last turn added (else the cart's two lines), where they differ in the value of one
    kind only and both have one, each given the other's: "one small cappuccino and one large americano",
    then "oops, i meant the other way around" (the model wrote nothing: "didn't catch"); [] otherwise."""
    refs = _two_lines(cart)
    if len(refs) != 2:
        return []
    first, second = (cart.lines[r - 1] for r in refs)
    apart = [g for g in SINGLE_GROUPS if getattr(first, g) != getattr(second, g)]
    if len(apart) != 1 or None in (getattr(first, apart[0]), getattr(second, apart[0])):
        return []
    group = apart[0]
    return [ChangeLine(ref=refs[0], **{group: getattr(second, group)}),
            ChangeLine(ref=refs[1], **{group: getattr(first, group)})]


def _two_lines(cart: Any) -> list[int]:
    """The refs of the two lines the last turn added, else of all the cart's lines (two where it has two)."""
    last_turn = getattr(cart, "added", None) or []
    added = [r for r, line in enumerate(cart.lines, start=1) if line.id in last_turn]
    return added if len(added) == 2 else list(range(1, len(cart.lines) + 1))


def _people_traded(cart: Any) -> list[Edit]:
    """The two lines the last turn added (else the cart's two), one of them for someone, traded between the
    customer and that person; [] where neither or both are someone's."""
    refs = _two_lines(cart)
    if len(refs) != 2:
        return []
    whose = [cart.lines[r - 1].who for r in refs]
    if whose.count(None) != 1 or ME in whose:
        return []
    other = next(w for w in whose if w is not None)
    return [ChangeLine(ref=r, who=ME if who is not None else other)
            for r, who in zip(refs, whose, strict=True)]


def _value_traded(edits: Sequence[Edit], cart: Any) -> list[Edit]:
    """``edits``, or the value the model set on a line taken off the one line that has it, which gets the
    first line's own: "an oat latte and a cortado", then "swap them around, the cortado should be oat" (the
    model set oat on both: the latte kept it)."""
    said = {(g, getattr(e, g)) for e in edits if isinstance(e, ChangeLine) for g in SINGLE_GROUPS
            if getattr(e, g) is not None}
    if len(said) != 1 or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    group, value = said.pop()
    having = [r for r, line in enumerate(cart.lines, start=1) if getattr(line, group) == value]
    lacking = {e.ref for e in edits
               if 1 <= e.ref <= len(cart.lines) and getattr(cart.lines[e.ref - 1], group) != value}
    if len(having) != 1 or len(lacking) != 1:
        return list(edits)
    to = lacking.pop()
    had = getattr(cart.lines[to - 1], group)
    back = ChangeLine(ref=having[0], **({group: had} if had is not None else {"unset": [group]}))
    return [ChangeLine(ref=to, **{group: value}), back]
