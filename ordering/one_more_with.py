""""Two black coffees and one with milk": three coffees, two black and one with milk.

Said after units named plain ("black", "plain", "regular", "normal"), "and one with …" is one more of the
item, not one of those: a black coffee has no milk. The model read it as "two coffees, one with milk" and
wrote two coffees ("a black coffee and one with milk" came out as one coffee with milk). Where the turn
says "<count> <plain word> <item> and <count> with …", and the model's lines of the item hold fewer units
than the two counts together, with the units "with …" all on lines of their own, the plain units are made
the count said first: a line of them beside the model's, sharing its size and temperature.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import count_said, unsymbol
from ordering.edits import AddLine, Edit
from ordering.turn_words import PLAIN_UNITS


def one_more_with(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the plain units said before "and one with …" kept beside it (see the module)."""
    out = list(edits)
    for i, word in enumerate(words):
        plain = count_said(word)
        said = _said_plain(words, i + 1)
        if plain is None or said is None:
            continue
        values, at = said
        with_ = count_said(words[at + 2]) if at + 3 < len(words) else None
        if with_ is None or words[at + 1] != "and" or words[at + 3] != "with":
            continue
        item = unsymbol(words[at])[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        withs = [k for k in mine if _with_something(out[k])]
        plains = [k for k in mine if k not in withs]
        if (sum(out[k].qty for k in mine) >= plain + with_ or not withs or len(plains) > 1
                or sum(out[k].qty for k in withs) != with_):
            continue
        if plains:
            out[plains[0]] = out[plains[0]].model_copy(update={"qty": plain, **values})
        else:
            base = out[withs[0]]
            out.insert(withs[0], AddLine(item=item, qty=plain, **{"size": base.size, "temp": base.temp,
                                                                  **values}))
    return out


def _said_plain(words: Sequence[str], at: int) -> tuple[dict[str, str], int] | None:
    """The values said with a plain word before an item from ``at`` on ("large black coffees": {"size":
    "large"}) and the index of the item; None where no plain word or no item follows."""
    values, plain = {}, False
    while at < len(words) and (words[at] in PLAIN_UNITS or ":" in words[at] and unsymbol(words[at])[0] in (
            "size", "temp", "caffeine")):
        if words[at] in PLAIN_UNITS:
            plain = True
        else:
            group, name = unsymbol(words[at])
            values[group] = name
        at += 1
    return (values, at) if plain and at < len(words) and words[at].startswith("item:") else None


def _with_something(add: AddLine) -> bool:
    """Whether a line holds what "with …" adds: a milk, an add-on or a note."""
    return bool(add.milk or add.addons or add.notes)
