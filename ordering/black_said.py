""""Black" said of a coffee: no milk in it. "A coffee", then "black please", "make it black".

The menu has no value "black" (a coffee has no milk unless one is asked for), so the model, which writes
menu values, wrote nothing, and the customer heard "didn't catch". Where the turn's words, less the words
that frame a choice, are "black" (and the line's item), the latest line of a drink served without milk by
default (a coffee, an americano, a cold brew, a tea) loses the milk and the creamers it has; a line with none
is found so already ("The coffee has no milk already."). A turn that orders, removes or changes anything
else is the model's. "One black" said after a unit was split off a line of coffees with no milk ("4 coffees",
"2 with cream", "1 black") is one of those not yet told apart, black already, not one of those with cream.
"The small one black" is the small one's. "Americano black", said of the cart's americano with no article,
count or "and" (the model added another americano), is that line's. "All black" / "both black" of several
such drinks (the model read "all" as the order's end) takes the milk off each that has any, or finds them
black already.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.another_unit_split import split_from
from ordering.edits import AddLine, ChangeLine, Edit, Finish, only_a_note
from ordering.turn_words import FRAMING_WORDS

_FRAME = FRAMING_WORDS | {"fine", "nothing", "served", "of", "last", "other", "remaining", "those"}
_OTHER = frozenset({"other", "last", "remaining", "rest"})
_ALL_BLACK = frozenset({"all", "both", "them", "each", "black", "coffees", "americanos"})
_ORDINALS = frozenset({"first", "second", "third", "fourth"})
# the add-ons that whiten a coffee: "black" takes them off with the milk
_CREAMERS = frozenset({"whipped cream", "foam"})


def black_said(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the latest milkless-by-default drink's milk and creamers taken off where the turn says
    only "black" of it (see the module)."""
    if menu is None or not cart.lines:
        return list(edits)
    spoken = re.findall(r"[a-z0-9][a-z0-9']*", (text or "").lower())
    said = [w for w in spoken if w not in _FRAME and w != "1"]
    if said and set(said) <= _ALL_BLACK and "black" in said and len(said) > 1 and all(
            only_a_note(e) or isinstance(e, Finish) for e in edits):  # "all black", "both black please"
        every = [r for r, line in enumerate(cart.lines, start=1) if _black_by_default(line.item, menu)]
        whitened = [r for r in every if not _plain(cart.lines[r - 1])] or every[-1:]  # else black already
        off = [[n for n in cart.lines[r - 1].addons if n in _CREAMERS] for r in whitened]
        changes = [ChangeLine(ref=r, unset=["milk"], drop=o) for r, o in zip(whitened, off, strict=True)]
        return changes or list(edits)
    again = _item_said_again(edits, spoken, cart)
    if not (all(map(only_a_note, edits)) or _one_recounted(edits, cart) or again):
        return list(edits)
    if "black" not in said or len(said) > 4:
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if _black_by_default(line.item, menu)
            and (again is None or line.item == again)]
    # "the coffee black" of a coffee and a tea ordered after it: the coffee
    named = {w.removesuffix("s") for w in said}
    refs = [r for r in refs if named & set(cart.lines[r - 1].item.split())] or refs
    sizes = [size for w in said if (size := menu.resolve("size", w))]
    if len(sizes) == 1:  # "the small one black" of a small, a medium and a large coffee: the small one
        refs = [r for r in refs if (cart.lines[r - 1].size or menu.items[cart.lines[r - 1].item].default_size)
                == sizes[0]]
        said = [w for w in said if not menu.resolve("size", w)]
    if not refs:
        return list(edits)
    ref = refs[-1]
    if _OTHER.intersection(re.findall(r"[a-z]+", text.lower())):  # "and the last one black": the one
        item = cart.lines[ref - 1].item
        plain = [r for r in refs if cart.lines[r - 1].milk is None and cart.lines[r - 1].item == item]
        ref = plain[-1] if plain else ref  # not split off with a milk: black already
    if _one_recounted(edits, cart) and edits[0].ref != ref:
        return list(edits)
    source = split_from(cart, cart.lines[ref - 1]) if {"one", "1"} & set(spoken) else None
    if source is not None and not _OTHER & set(spoken) and _plain(cart.lines[source - 1]):
        kept = cart.lines[source - 1]  # "4 coffees", "2 with cream", "1 black": one of those not told apart
        if kept.qty < 2:
            return [ChangeLine(ref=source, unset=["milk"])]  # black already
        return [ChangeLine(ref=source, qty=kept.qty - 1), AddLine(**kept.model_dump(exclude={"id", "qty"}))]
    line = cart.lines[ref - 1]
    named = set(line.item.split()) | {"coffee", "black"}
    unit = [w for w in said if w in _ORDINALS]  # "and the second one black" of two with cream: that one
    if not unit and line.qty > 1 and ({"one", "1"} & set(spoken)) and not _OTHER & set(spoken):
        unit = ["one"]  # "one (of them) black" of two with cream: one of the two
    if any(w not in named and w.removesuffix("s") not in named and w not in _ORDINALS for w in said) or (
            unit and (len(unit) > 1 or line.qty < 2)):
        return list(edits)
    creamers = [name for name in line.addons if name in _CREAMERS]
    whitened = _whitened(line)  # "with milk" noted
    if unit and (line.milk is not None or creamers or whitened):
        black = line.model_dump(exclude={"id", "qty", "milk", "addons", "notes"})
        addons = {n: c for n, c in line.addons.items() if n not in creamers}
        notes = None if whitened else line.notes
        return [ChangeLine(ref=ref, qty=line.qty - 1), AddLine(**black, addons=addons, notes=notes)]
    return [ChangeLine(ref=ref, unset=["milk"], drop=creamers)]


def _plain(line: Any) -> bool:
    """Whether the line has no milk, creamer or milk noted: black."""
    return line.milk is None and not _CREAMERS & set(line.addons) and not _whitened(line)


def _whitened(line: Any) -> bool:
    """Whether the line's note asks for milk ("with milk")."""
    return bool(re.search(r"\b(?:milk|cream|creamer|half)\b", line.notes or ""))


def _one_recounted(edits: Sequence[Edit], cart: Any) -> bool:
    """Whether ``edits`` are the model's recount of a line to one less ("set L1 x n1" of two coffees,
    for "one black"): the "one" it read as a count."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not 1 <= edits[0].ref <= len(cart.lines):
        return False
    edit = edits[0]
    return (edit.qty is not None and edit.qty < cart.lines[edit.ref - 1].qty
            and not edit.values_changed("qty", "notes"))


_ORDERING = frozenset({"a", "an", "another", "and", "also", "more", "plus", "too", "one", "1"})


def _item_said_again(edits: Sequence[Edit], spoken: Sequence[str], cart: Any) -> str | None:
    """The item of the model's one plain line added, where the cart holds a line of it and the turn orders
    none ("americano black" after "a latte, a cappuccino and an americano": no article, count or "and"),
    else None."""
    if len(edits) != 1 or not isinstance(edits[0], AddLine) or _ORDERING & set(spoken) or any(
            w.isdigit() for w in spoken):
        return None
    added = edits[0]
    plain = added == AddLine(item=added.item)
    return added.item if plain and any(line.item == added.item for line in cart.lines) else None


def _black_by_default(name: str, menu: Any) -> bool:
    """Whether the item takes milk but is served without it (a coffee, an americano, a cold brew)."""
    item = menu.items.get(name)
    return (item is not None and "milk" in item.groups and item.default_milk is None
            and menu.kind(name) == "drink")
