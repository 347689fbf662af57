"""A topping the menu lacks, asked of a bakery item: "a bagel with avocado", "a croissant with ham".

A request said after "with" in plain words goes on a drink's ticket as a note ("a tea with lemon",
`unlisted`); on a bagel or a muffin it promised the customer a thing we do not sell ("with avocado", noted
and unpriced). The bakery's items take the menu's spreads, so a thing asked on one that names no value of
the menu is a spread we lack: the note goes, and the reply says so and lists our spreads ("Sorry, we
don't have avocado. We have butter, cream cheese (+$0.75) and jam (+$0.50)."). Service words ("with a
knife", "with napkins") and words of how it is made stay notes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, ChangeLine, Edit, item_of
from ordering.unknown_things import plain_thing_word

SPREADS = "spreads"  # the group the reply lists after the thing we lack
_SERVICE = frozenset({"knife", "knives", "fork", "forks", "plate", "plates", "napkin", "napkins", "cutlery",
                      "utensils", "candle", "candles", "wrapper", "paper", "box", "container", "foil"})
_HOW_MADE = frozenset({"crispy", "crunchy", "toasted", "warm", "warmed", "heated", "hot", "cold", "sliced",
                       "halved", "cut", "plain", "nothing", "everything", "extra", "light", "double"})


def topping_lacked(edits: Sequence[Edit], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with a note of a topping the menu lacks on a bakery line said back as one we lack (see the
    module)."""
    if menu is None:
        return list(edits)
    out: list[Edit] = []
    lacked: list[str] = []
    for edit in edits:
        item = item_of(edit, cart)
        if item is None or item not in menu.items or menu.kind(item) != "food" or not edit.notes:
            out.append(edit)
            continue
        had = _had(edit, cart)
        kept = []
        for part in edit.notes.split(", "):
            thing = _thing(part, menu)
            if thing is not None and part not in had:
                lacked.append(thing)
            else:
                kept.append(part)
        notes = ", ".join(kept) or None
        if isinstance(edit, ChangeLine) and notes is None and not edit.values_changed("notes"):
            continue  # the change was only the note
        out.append(edit.model_copy(update={"notes": notes}))
    return [*out, *(AskMenu(about=[thing, SPREADS]) for thing in lacked[:1])]


def _thing(part: str, menu: Any) -> str | None:
    """The thing a note "with <thing>" asks for, where it is a plain thing the menu has no word of."""
    words = part.split()
    if len(words) not in (2, 3) or words[0] != "with":
        return None
    said = words[1:]
    if any(w in _SERVICE or w in _HOW_MADE or w in menu.words or not plain_thing_word(w) for w in said):
        return None
    return " ".join(said)


def _had(edit: Edit, cart: Any) -> set[str]:
    """The parts of the line's note it had before the turn (a change keeps them)."""
    if isinstance(edit, ChangeLine) and cart.lines[edit.ref - 1].notes:
        return set(cart.lines[edit.ref - 1].notes.split(", "))
    return set()
