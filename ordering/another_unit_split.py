"""After one unit of a line was split off ("three lattes", then "make one oat"), "and one decaf" splits
another unit off the rest: three lattes become two lattes and an oat milk latte, then a latte, an oat milk
latte and a decaf latte.

The model reads "and one decaf" as a change of the line the last turn added (the oat milk latte: a decaf
oat milk latte), since that line is the newest and single. But a turn begun with "one" that names no item
singles out one more unit of those not yet told apart (`units_said.said_one_first`): while the line the
last turn split that unit from still holds two or more of the same item, one of them gets the change;
when it holds one ("two mochas", "make one iced", "and one decaf"), that one does. The units split off may
be several: "3 coffees", "2 with cream", then "one with sugar" is the third coffee with sugar, not one of
the two with cream.

"Another with just sugar" said so, while two or more of the line split from are still untold apart ("three
black coffees", "one with cream and sugar"), is one more of those, not a fourth coffee: the model changed
the line split off and the turn's "another" copied it (`another_split_off`). "And another one skim" of
"three iced lattes", "make one of them oat", is the third iced latte made skim, not a fourth latte, hot:
the model added a latte with the values said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, ChangeLine, added_as_change
from ordering.units_said import said_one_first, units_split_off


def split_from(cart: Any, line: Any) -> int | None:
    """The position of the line that the last turn split ``line`` off from (only its count lowered, the
    same item, ``line`` the newest line), or None."""
    if not cart.lines or cart.lines[-1].id != line.id:
        return None
    for changed in cart.changed:
        change = {k: v for k, v in changed.change.items()
                  if k not in ("op", "ref") and v not in (None, [], {})}
        if set(change) != {"qty"} or change["qty"] >= changed.line.qty or changed.line.item != line.item:
            continue
        for at, source in enumerate(cart.lines, start=1):
            if source.id == changed.line.id and source.id < line.id:
                return at
    return None


def another_unit_split(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """``edits``, or, when the turn begins with "one" of a value and the model changed the single line the
    last turn split off, that change made to one more unit split off the line it came from (to that line,
    when it has one unit)."""
    if menu is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not said_one_first(tokens):
        return list(edits)
    change = edits[0]
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    if change.qty is not None or change.who is not None or line is None:
        return list(edits)
    source = split_from(cart, line)
    if source is None:
        return list(edits)
    unit = change.model_copy(update={"ref": source})
    if cart.lines[source - 1].qty == 1:
        return [unit]
    rest = ChangeLine(ref=source, qty=cart.lines[source - 1].qty - 1)
    return units_split_off(cart, menu, unit, rest) or list(edits)


_OPENING = frozenset({"and", "then", "also", "plus"})


def another_split_off(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """``edits``, or, where the turn begins with "another" and its values, naming no item, and the line the
    last turn split a unit off still holds two or more, the model's one change made to one more unit split
    off that line (see the module); so also where the model added one more of that line's item, its
    values said without the item's name ("and another one skim")."""
    at = next((k for k, t in enumerate(tokens) if t not in _OPENING), None)
    if menu is None or at is None or tokens[at] != "another":
        return list(edits)
    said = tokens[at + 1 + (tokens[at + 1 : at + 2] == ["n1"]) :]  # "another one skim"
    if len(edits) != 1 or not cart.lines or not said_one_first([*tokens[:at], "n1", *said]):
        return list(edits)
    source = split_from(cart, cart.lines[-1])
    kept = cart.lines[source - 1] if source is not None else None
    if kept is None or kept.qty < 2:
        return list(edits)
    change = edits[0]
    if (isinstance(change, AddLine) and (change.item, change.qty, change.who) == (kept.item, 1, None)
            and not any(t.startswith("item:") for t in tokens)):
        change = added_as_change(change, source)  # "and another one skim": the model added a latte
    if not isinstance(change, ChangeLine) or change.qty is not None or change.who is not None:
        return list(edits)
    rest = ChangeLine(ref=source, qty=kept.qty - 1)
    return units_split_off(cart, menu, change.model_copy(update={"ref": source}), rest) or list(edits)
