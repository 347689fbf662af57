"""'Three lattes', then 'make the first one iced': the first of the three, not all of them.

The model changed the whole line of three. Where the cart holds one item only (every line of it: "three
lattes", or the lines a split left of them) or the turn names the item after the place ("the second
latte"), and the turn changes one line and says one place ("the first one", "the second latte", "the
first two", "the first with oat"), the place counts the item's units in cart order. When the units said
are some of a line's, they become a line of their own with the change, and the units before and after
them keep the line's values, in that order: "the first one iced", then "the second one with caramel",
then "the third one decaf" gives an iced latte, a caramel latte and a decaf latte. An add-on said in
another's place ("make the second one with caramel instead of vanilla") takes its place on the unit after
(`swaps.swapped`).

"Two lattes", then "and add a third one with soy": the model changed the second latte. A place said after
"a" one past the item's units is one more unit: a new line with the values every unit shares and the
change said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.cart import Cart, Line
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, apply_edits
from ordering.grounding_read import DEFAULT_WORDS
from ordering.turn_words import LINE_VALUE_KINDS, kind_of

_PLACES = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_EVERY = frozenset({"other", "others", "rest", "both", "all", "each", "them", "last"})
_SHARED = ("size", "temp", "milk", "caffeine", "shots", "addons", "removals", "preps")


def ordinal_unit(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the one change made of the units said by their place (see the module)."""
    said = _place_said(words)
    if said is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or edits[0].qty is not None:
        return list(edits)
    place, count, item = said
    change = edits[0]
    if place < 0:  # "and a second one, regular": the copy plain is the repeat's (`repeats.repeated`)
        plain = DEFAULT_WORDS.intersection(words)
        return list(edits) if plain else _unit_added(change, -place, cart, menu, item) or list(edits)
    lines = [(ref, line) for ref, line in enumerate(cart.lines, start=1) if item in (None, line.item)]
    if not 1 <= change.ref <= len(cart.lines) or change.ref not in [ref for ref, _ in lines]:
        return list(edits)
    if item is None and len({line.item for line in cart.lines}) != 1:
        return list(edits)
    units = [(ref, j, line.qty) for ref, line in lines for j in range(line.qty)]
    chosen = units[place - 1 : place - 1 + count]
    if len(chosen) != count or len({ref for ref, _, _ in chosen}) != 1:
        return list(edits)
    ref, offset, qty = chosen[0]
    if qty == count:
        return [change.model_copy(update={"ref": ref})]
    return _units_split(cart, menu, change.model_copy(update={"ref": ref}), offset, count) or list(edits)




def _place_said(words: Sequence[str]) -> tuple[int, int, str | None] | None:
    """(place, how many, the item named or None) of the one place said ("the first one", "the second
    latte", "the first two"; the place negative for one more unit: "a third one"); None if none is said,
    or more than one, or every unit is spoken of."""
    if _EVERY.intersection(words):
        return None
    said = []
    for at, word in enumerate(words[:-1]):
        after = words[at + 1]
        before = words[at - 1] if at else ""
        if word not in _PLACES or before not in ("", "the", "my", "your", "that", "a"):
            continue
        if before == "a":  # "a third one", "a second latte for my wife": one more unit
            said.append((-_PLACES[word], 1, None) if after in ("n1", "one") else (
                -_PLACES[word], 1, unsymbol(after)[1]) if after.startswith("item:") else None)
        elif after in ("n1", "one"):
            said.append((_PLACES[word], 1, None))
        elif after.startswith("item:"):
            said.append((_PLACES[word], 1, unsymbol(after)[1].replace("_", " ")))
        elif is_count(after) and word == "first" and number_value(after) <= 5:
            said.append((1, number_value(after), None))
        elif before == "the" and (after == "with" or kind_of(after) in LINE_VALUE_KINDS):
            said.append((_PLACES[word], 1, None))  # "the first with oat", "the second iced"
        else:
            return None
    return said[0] if len(said) == 1 else None


def _unit_added(change: ChangeLine, place: int, cart: Any, menu: Any, item: str | None = None
                ) -> list[Edit] | None:
    """One more unit of the cart's one item (or of the item named), said by its place one past them, with
    what every unit shares and ``change``'s values; None unless that is so, or when the menu refuses the
    change."""
    lines = [line for line in cart.lines if item in (None, line.item)]
    items = {line.item for line in lines}
    if len(items) != 1 or sum(line.qty for line in lines) + 1 != place:
        return None
    shared = {field: getattr(lines[0], field) for field in _SHARED
              if all(getattr(line, field) == getattr(lines[0], field) for line in lines)}
    alone = Cart(lines=[Line(id=1, item=items.pop(), **shared)], next_line_id=2)
    result = apply_edits(alone, [change.model_copy(update={"ref": 1})], menu)
    if result.refused:
        return None
    return [AddLine(**result.cart.lines[0].model_dump(exclude={"id", "qty"}))]


def _units_split(cart: Any, menu: Any, change: ChangeLine, offset: int, count: int) -> list[Edit] | None:
    """``count`` units of line ``change.ref`` from ``offset`` given the change, the units before them kept
    on the line and those after them a line of their own; None when the menu refuses the change."""
    result = apply_edits(cart, [change.model_copy(update={"qty": count})], menu)
    if result.refused:
        return None
    line = cart.lines[change.ref - 1]
    changed = result.cart.lines[change.ref - 1].model_dump(exclude={"id", "qty"})
    kept = line.model_dump(exclude={"id", "qty"})
    after = line.qty - offset - count
    if offset == 0:
        return [change.model_copy(update={"qty": count}), AddLine(**kept, qty=after)]
    return [ChangeLine(ref=change.ref, qty=offset), AddLine(**changed, qty=count),
            *([AddLine(**kept, qty=after)] if after else [])]
