""""Two medium teas, one earl grey and one peppermint": both teas medium, not the first alone.

The values said with a count and a plain word for what is counted ("two large ones", "two medium teas", "3
iced drinks"), before the items are named one by one, are every named item's. The model wrote them on the
first item it added and left the others plain ("a medium earl grey tea and a peppermint rose tea").
Where the turn says a count, one or more values (a size, a temperature, a milk, a caffeine) and a plain word,
then a comma, a colon or the next count, and the lines the model added count that many units in all, each line
without a value of that group gets it, where its item takes it. A count of an item ("two decaf coffees, a
latte and an americano") is that item's: its values stay its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import CHOICE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine, Edit

_BREAKS = frozenset({",", ":", "-"})  # or the first item's count after it ("two large teas - one oolong")
# no word for what is counted: "with two creams and two sugars" counts the creams
_JOINS = frozenset({"and", "or", "plus", "&", "with", "of"})


def counted_kind_values(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the values said before the counted kind given to every line added (see the module)."""
    said = _counted_values(words)
    if said is None or menu is None or not edits or not all(isinstance(e, AddLine) for e in edits):
        return list(edits)
    count, values = said
    if sum(e.qty for e in edits) != count or len(edits) < 2:
        return list(edits)
    out: list[Edit] = []
    for edit in edits:
        given = {g: v for g, v in values.items()
                 if getattr(edit, g) is None and menu.allows(edit.item, g, v)}
        out.append(edit.model_copy(update=given) if given else edit)
    return out


def _counted_values(words: Sequence[str]) -> tuple[int, dict[str, str]] | None:
    """(the count, {group: value}) of "n2 size:medium teas ," in the words; None where not said so."""
    for at, word in enumerate(words):
        if not is_count(word) or number_value(word) < 2:
            continue
        values: dict[str, str] = {}
        k = at + 1
        while k < len(words) and unsymbol(words[k])[0] in CHOICE_GROUPS and ":" in words[k]:
            group, name = unsymbol(words[k])
            values[group] = name
            k += 1
        kind = words[k] if k < len(words) else ""
        after = words[k + 1] if k + 1 < len(words) else ""
        if values and kind and ":" not in kind and kind not in _BREAKS and kind not in _JOINS and (
                after in _BREAKS or after in ("a", "an") or is_count(after)):
            return number_value(word), values
    return None
