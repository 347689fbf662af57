""""Another muffin, same kind" of a lemon poppyseed muffin: another lemon poppyseed muffin.

"Muffin" alone is the house muffin (the apple bran, as the menu's aliases say), so the model added one
of those. Where the turn asks for one more ("another", "one more", "the same") of a bakery noun said alone
("muffin", "croissant"), the model added the house item of that noun plainly, and the order's lines of
that noun are all one other item, the one added is of that item. A kind said ("another apple muffin",
"another muffin, a blueberry one") is the model's to read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, Edit
from ordering.said import said_words

_MORE = frozenset({"another", "more", "same"})


def another_of_its_kind(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the house item added for "another <noun>" made the order's item of that noun (see
    the module)."""
    said = set(said_words(text or ""))
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if menu is None or not _MORE & said or len(adds) != 1:
        return list(edits)
    add = edits[adds[0]]
    noun = add.item.split()[-1]
    if add != AddLine(item=add.item, qty=add.qty) or not {noun, f"{noun}s"} & said:
        return list(edits)
    kin = {line.item for line in cart.lines if line.item.split()[-1] == noun}
    family = {word for item in menu.family(noun) for name in (item, *menu.items[item].aliases)
              for word in name.split()} - {noun, f"{noun}s"}  # the kind words: "lemon", "poppy", "bran"
    if len(kin) != 1 or add.item in kin or family & said:
        return list(edits)  # "another apple muffin", "another muffin, a blueberry one": the kind said
    out = list(edits)
    out[adds[0]] = add.model_copy(update={"item": kin.pop()})
    return out
