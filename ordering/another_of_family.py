""""Two lemon poppyseed muffins", then "and one blueberry": a blueberry muffin; "a dozen muffins, assorted",
then "6 blueberry, 6 lemon": the dozen so.

The kind said alone ("blueberry", "lemon", "chocolate") names no item of the menu, and the model, which reads
items by their names, wrote nothing: "didn't catch". Where the turn is only a count (or "a", "an") and one or
two plain words, and the cart's last line is of a family of the menu (its last word names several items:
"muffin", "croissant", "tea"), the words with that noun name one item of the family ("blueberry muffin"),
which the turn orders, that many of it. Values said after "one" ("and a blueberry one, heated", "a blueberry
one not warmed") the model wrote as a change of the last line (the lemon muffin warmed or not): they are the
new line's, and the last line stays as it was. "And one of the lemon ones" is one of the family too (the model
read a recount of the last line: a blueberry muffin lost). Where the last turn added several lines of one
family and the turn only counts kinds of it as many as those lines hold ("6 blueberry, 6 lemon" of four each
of the three muffins), those counts take their place (`family_recounted`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, change_as_added, only_a_note, only_a_recount
from ordering.unknown_things import plain_thing_word

_OPENING = frozenset({"and", "plus", "also", "oh", "then", "um", "uh", ","})
_CLOSING = frozenset({"please", "too", "as", "well", "thanks", "one", "n1", ",", ".", "!"})  # "a lemon one"
_ONE = frozenset({"one", "n1"})
_ONES = frozenset({"ones"})


def another_of_family(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item of the last line's family the kind said names, ordered (see the module)."""
    if menu is None or not cart.lines:
        return list(edits)
    said = list(words)
    while said and said[0] in _OPENING:
        said = said[1:]
    if said == list(words) and house_item_just_added(cart, menu):
        return list(edits)  # "a muffin" (the house one), then "a blueberry one": that one (`kind_chosen`)
    if said[:1] in (["a"], ["an"]):
        count, said = 1, said[1:]
    elif said and is_count(said[0]) and said[0] != "nbig":
        count, said = number_value(said[0]), said[1:]
    else:
        return list(edits)
    of_the = said[:2] == ["of", "the"]  # "and one of the lemon ones"
    if of_the:
        said = said[2:]
    values = _values_after_one(said)
    if values:
        said = said[: len(said) - len(values)]
    while said and said[-1] in _CLOSING | _ONES:
        said = said[:-1]
    noun = cart.lines[-1].item.split()[-1]
    if not 1 <= len(said) <= 2 or not all(map(plain_thing_word, said)) or len(menu.family(noun)) < 2:
        return list(edits)
    named = menu.family(f"{' '.join(said)} {noun}")
    if len(named) != 1:
        return list(edits)
    recounted = of_the and all(only_a_note(e) or only_a_recount(e) for e in edits) and not any(
        line.item == named[0] for line in cart.lines)  # "just one of the blueberry ones" of two: a recount
    if all(map(only_a_note, edits)) or recounted:
        return [AddLine(item=named[0], qty=count)]  # "one of the lemon ones": no recount of the last line
    last = len(cart.lines)
    changes = [e for e in edits if isinstance(e, ChangeLine) and e.ref == last]
    if values and len(changes) == 1 and len(edits) == 1:
        return [change_as_added(named[0], changes[0], count)]
    return list(edits)


def house_item_just_added(cart: Any, menu: Any) -> bool:
    """Whether the last turn added the cart's last line, one unit of the item its family's plain word names
    ("a muffin": the apple bran muffin): the kind said next is which one it is."""
    last = cart.lines[-1]
    return (last.id in (cart.added or []) and last.qty == 1
            and menu.resolve("item", last.item.split()[-1]) == last.item)


def _values_after_one(said: Sequence[str]) -> list[str]:
    """The words after "one" that say more than a closing ("not warmed", ", heated"); none otherwise."""
    ones = [i for i, w in enumerate(said) if w in _ONE]
    after = list(said[ones[0] + 1:]) if ones else []
    return after if any(w not in _CLOSING for w in after) else []


def family_recounted(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the lines the last turn added of one family counted again by kind (see the module)."""
    if menu is None or not all(map(only_a_note, edits)):
        return list(edits)
    added = [r for r, line in enumerate(cart.lines, start=1) if line.id in getattr(cart, "added", [])]
    nouns = {cart.lines[r - 1].item.split()[-1] for r in added}
    if len(added) < 2 or len(nouns) != 1 or len(menu.family(next(iter(nouns)))) < 2:
        return list(edits)
    noun = nouns.pop()
    counts = _kinds_counted(words, noun, menu)
    if counts is None or sum(counts.values()) != sum(cart.lines[r - 1].qty for r in added):
        return list(edits)
    out: list[Edit] = []
    for r in added:
        item, qty = cart.lines[r - 1].item, cart.lines[r - 1].qty
        if item not in counts:
            out.append(RemoveLine(ref=r))
        elif counts[item] != qty:
            out.append(ChangeLine(ref=r, qty=counts[item]))
    had = {cart.lines[r - 1].item for r in added}
    return out + [AddLine(item=item, qty=n) for item, n in counts.items() if item not in had]


_AROUND_PARTS = (_OPENING | _CLOSING | {"actually", "make", "it", "that", "them"}) - {"n1", "one"}


def _kinds_counted(words: Sequence[str], noun: str, menu: Any) -> dict[str, int] | None:
    """{item: count} of a turn that only counts kinds of the family of ``noun`` ("6 blueberry , 6 lemon"),
    two parts or more, each naming one item; None otherwise."""
    parts: list[list[str]] = [[]]
    for w in words:
        if w in (",", "and"):
            parts.append([])
        elif w not in _AROUND_PARTS:
            parts[-1].append(w)
    parts = [p for p in parts if p]
    counts: dict[str, int] = {}
    for part in parts:
        if len(part) < 2 or not is_count(part[0]) or part[0] == "nbig" or not all(
                map(plain_thing_word, part[1:])):
            return None
        named = menu.family(f"{' '.join(part[1:])} {noun}")
        if len(named) != 1 or named[0] in counts:
            return None
        counts[named[0]] = number_value(part[0])
    return counts if len(counts) >= 2 else None

