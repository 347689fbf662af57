""""A latte with one sugar and one with two", "two coffees, one with one sugar, the other with two": two of
the item, each with its own count of one add-on.

The model added one latte with one sugar (or a second coffee with none): it has no way to say the second
count of an add-on it has written once. Where the turn says "with <count> <add-on>" and then "one / the
other / another with <count>" (the add-on said again or not), and the model added only lines of the item
said before, the turn orders two of that item, the first with the first count and the second with the
second, each with the other values the model gave the first line.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import count_said, is_count, unsymbol
from ordering.edits import AddLine, Edit

_SECOND = frozenset({"n1", "one", "other", "another"})
_ENDS = frozenset({"", ",", ".", "!", "please", "thanks", "and"})


def add_on_counts_apart(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits``, or two lines of the item, each with its own count of the add-on (see the module)."""
    first = next((i for i in range(1, len(words) - 1) if words[i - 1] == "with" and is_count(words[i])
                  and words[i + 1].startswith("addon:")), None)
    if first is None:
        return list(edits)
    add_on = words[first + 1]
    second = next((j for j in range(first + 2, len(words) - 1) if words[j] == "with" and is_count(
        words[j + 1]) and words[j - 1] in _SECOND and _said_last(words, j + 2, add_on)), None)
    items = [w for w in words[:first] if w.startswith("item:")]
    if second is None or len(items) != 1 or any(w.startswith("item:") for w in words[first:]):
        return list(edits)
    item = unsymbol(items[0])[1]
    if not edits or any(not isinstance(e, AddLine) or e.item != item for e in edits) or sum(
            e.qty for e in edits) > 2:
        return list(edits)
    name = unsymbol(add_on)[1]
    base = edits[0].model_dump(exclude={"op", "qty", "addons"})
    others = {n: c for n, c in edits[0].addons.items() if n != name}
    return [AddLine(**base, addons={**others, name: count_said(words[k])}) for k in (first, second + 1)]


def _said_last(words: Sequence[str], at: int, add_on: str) -> bool:
    """Whether the second count ends its part, the add-on said again or not ("and one with two (sugars)")."""
    after = words[at] if at < len(words) else ""
    if after == add_on:
        after = words[at + 1] if at + 1 < len(words) else ""
    return after in _ENDS
