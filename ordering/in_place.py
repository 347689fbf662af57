"""A thing taken "instead" takes the place of the last line of its kind, a drink for a drink, food for
food: "how much is a mocha?", then "i'll have that instead" of a latte ordered (`offer_taken`); "how much are
croissants?", then "i'll get a chocolate one instead" of a muffin (`count_asked.kind_answered`). The offer or
the answer alone added the new line beside the old one."""

from __future__ import annotations

from typing import Any

from ordering.edits import AddLine, Edit, RemoveLine


def in_place(edits: list[Edit], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, with the last line of the kind of the one line they add (a drink for a drink) removed:
    the caller's turn took it "instead" ("how much is a mocha?", then "i'll have that instead" of a latte)."""
    added = [e for e in edits if isinstance(e, AddLine)]
    if menu is None or len(added) != 1 or added[0].item not in menu.items:
        return edits
    kind = menu.kind(added[0].item)
    same = [ref for ref, line in enumerate(cart.lines, start=1)
            if line.item in menu.items and menu.kind(line.item) == kind and line.item != added[0].item]
    if not same:
        return edits
    return [RemoveLine(ref=same[-1]), *(e for e in edits if getattr(e, "ref", None) != same[-1])]
