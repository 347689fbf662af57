""""Does that have vanilla?" of the latte ordered ("No, the latte doesn't have vanilla syrup; it can have
vanilla syrup"), then "oh, then a vanilla latte please": the latte asked of takes the vanilla.

The model reads the turn alone and adds a second latte. Where the last reply answered a question of one
line that the line lacks a value it can have (`Cart.asked`: that line and the value), and the turn orders
one line of the same item with that value and nothing the line asked of does not hold, saying no
"another", "too", "also" or "more", it is that line made so: a change, not a second one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS
from ordering.edits import AddLine, Edit, option_change

_MORE = frozenset({"another", "too", "also", "more", "second", "extra", "as", "both", "plus", "for"})


def asked_value_ordered(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the line asked of given the value asked, where the turn orders it anew (see the
    module)."""
    asked = getattr(cart, "asked", None)
    option = asked.option if asked is not None else None
    if option is None or len(asked.lines) != 1 or _MORE.intersection(tokens) or tokens[:1] == ["and"]:
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.id == asked.lines[0]]
    if len(refs) != 1 or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    line, added = cart.lines[refs[0] - 1], edits[0]
    group, name = option["group"], option["name"]
    holds = name in added.addons if group == "addon" else str(getattr(added, group)) == name
    if added.item != line.item or added.qty != 1 or not holds or added.who or added.notes:
        return list(edits)
    if any(getattr(added, g) is not None and getattr(added, g) != getattr(line, g) and g != group
           for g in SINGLE_GROUPS) or set(added.addons) - set(line.addons) - {name} or set(added.preps) - set(
            line.preps) or set(added.removals) - set(line.removals):
        return list(edits)
    return [option_change(refs[0], option)]
