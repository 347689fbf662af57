""""Two hot chocolates", "one with whipped cream", then "and the other with marshmallows": the other one.

The last turn split one unit off a line of two ("one with whipped cream": a plain hot chocolate and one
with whipped cream, `units_said`). The next turn's "the other" is the unit left, but the model (and the
readings that put a request on the last line) gave the marshmallows to the one just split off, the last
line. Where the last turn made that split (`Cart.changed`: the line of two counted down to one,
`Cart.added`: the unit split off) and this turn says "the other" and only changes the unit split off, the
change goes to the unit left instead (`other_of_split_meant`). "Another with caramel" after "two lattes",
"one with vanilla" is that unit too (`repeats.repeated`, with `left_of_split`). "And the other without"
("and one without", after "two coffees", "one with sugar") is the unit left without what the one split off
got (the model took the split-off one out, or added a third coffee): "no sugar" on it, or said so already
(`other_without`). "And the other one cut in half" that the model wrote no value of (a stray note: "didn't
catch") gives the value said to the other of the last line's two units, the one the last turn did not
name (`other_valued`): of "two croissants, one warmed", the croissant not warmed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.turn_words import value_fields


def left_of_split(cart: Any) -> tuple[int, int] | None:
    """(the place of the unit left, the place of the unit split off) where the last turn split one unit off
    a line of two of one item, else None."""
    if len(getattr(cart, "added", ()) or ()) != 1 or len(getattr(cart, "changed", ()) or ()) != 1:
        return None
    before, change = cart.changed[0].line, cart.changed[0].change
    said = {k for k, v in change.items() if v not in (None, [], {}) and k != "op"}
    refs = {line.id: r for r, line in enumerate(cart.lines, start=1)}
    if said != {"qty"} or before.qty != 2 or before.id not in refs or cart.added[0] not in refs:
        return None
    left, added = refs[before.id], refs[cart.added[0]]
    kept, split = cart.lines[left - 1], cart.lines[added - 1]
    if kept.qty != 1 or split.qty != 1 or kept.item != split.item:
        return None
    return left, added


def other_of_split_meant(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the changes of the unit just split off made to the unit left, where the turn says
    "the other" (see the module)."""
    said = any(words[k : k + 2] == ["the", "other"] for k in range(len(words) - 1))
    places = left_of_split(cart) if said else None
    lines = [e for e in edits if isinstance(e, AddLine | ChangeLine | RemoveLine | AskMenu)]
    if places is None or not lines or not all(
            isinstance(e, ChangeLine) and e.ref == places[1] for e in lines):
        return list(edits)
    return [e.model_copy(update={"ref": places[0]}) if isinstance(e, ChangeLine) else e for e in edits]


_WITHOUT = re.compile(
    r"^\W*(?:(?:and|ok|okay|oh|then|so)\W+)*(?:the\s+other(?:\s+one)?|(?:and\s+)?(?:one|1)|the\s+second(?:\s+one)?)"
    r"\s+without(?:\s+(?:it|any|one|that))?(?:\W+(?:please|thanks))*\W*$", re.I)


def other_without(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the add-ons the unit split off last turn got taken off the unit left (see the module),
    where the turn says only that the other is without them, and the model wrote no order of its own."""
    places = left_of_split(cart) if text and len(text) <= 60 and _WITHOUT.match(text) else None
    if places is None or any(isinstance(e, AddLine) and e.item != cart.lines[places[0] - 1].item
                             for e in edits):
        return list(edits)
    left, split = cart.lines[places[0] - 1], cart.lines[places[1] - 1]
    got = [name for name in split.addons if name not in left.addons]
    return [ChangeLine(ref=places[0], drop=got)] if got else list(edits)


_VALUED = ("size", "temp", "milk", "caffeine", "shots", "addon", "prep")
_OTHER_ALONE = frozenset({"and", "the", "other", "n1", "one", ",", ".", "please", "thanks", "make", "with",
                          "have", "can", "you", "it", "be", "should", "i'd", "like", "want", "then"})


def other_valued(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the values the turn says of "the other" given to the other of the last line's item's two
    lines, where the model wrote none (see the module)."""
    said = any(words[k : k + 2] == ["the", "other"] for k in range(len(words) - 1))
    values = [w for w in words if ":" in w and w.partition(":")[0] in _VALUED]
    if not said or not values or not cart.lines or set(words) - set(values) - _OTHER_ALONE or any(
            not (isinstance(e, ChangeLine) and not e.values_changed("notes")) for e in edits):
        return list(edits)
    places = left_of_split(cart)
    if places is None:  # "two croissants, one warmed": the one said without values is the other
        last = cart.lines[-1]
        alike = [r for r, line in enumerate(cart.lines, start=1) if line.item == last.item]
        plain = [r for r in alike if not cart.lines[r - 1].model_dump(
            exclude={"id", "item", "qty", "who"}, exclude_defaults=True)]
        if len(alike) != 2 or alike[-1] != len(cart.lines) or len(plain) != 1:
            return list(edits)
        places = (plain[0], next(r for r in alike if r != plain[0]))
    fields, addons = value_fields(values)
    preps = [unsymbol(w)[1] for w in values if w.startswith("prep:")]
    return [ChangeLine(ref=places[0], add_addons=addons, preps=preps, **fields)]
