""""Two lattes", then "actually scratch that, make it one latte and one mocha": the model wrote two mochas.

Where every item the turn names is said once, after its count or article ("one latte and one mocha"), and
the model's lines added hold as many units as the words count, of the items said, but one item said has
none and another has that many more than said, the last line of the item with more (of that count, with no
values of its own) is the item with none, as said.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, Edit

_ARTICLES = frozenset({"a", "an"})


def item_swapped_by_model(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the line the model wrote of an item in place of another item said (see the module)."""
    said = _counts_said(words)
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if said is None or len(said) < 2 or not adds:
        return list(edits)
    written = Counter()
    for k in adds:
        written[edits[k].item] += edits[k].qty
    missing = [item for item in said if not written[item]]
    extra = [item for item in written if written[item] > said.get(item, 0)]
    if (sum(written.values()) != sum(said.values()) or set(written) - set(said) or len(missing) != 1
            or len(extra) != 1 or written[extra[0]] - said[extra[0]] != said[missing[0]]):
        return list(edits)
    last = next((k for k in reversed(adds) if edits[k].item == extra[0] and edits[k].qty == said[missing[0]]),
                None)
    if last is None or edits[last].model_dump(exclude={"op", "item", "qty"}, exclude_defaults=True):
        return list(edits)
    line = edits[last]
    out = list(edits)
    out[last] = AddLine(item=missing[0], qty=line.qty)
    # what is taken off first, then the lines in the order said: "Removed the 2 lattes. Added a latte …
    # and a mocha …"
    order = list(said)
    added = sorted((e for e in out if isinstance(e, AddLine)), key=lambda e: order.index(e.item))
    return [e for e in out if not isinstance(e, AddLine)] + added


def _counts_said(words: Sequence[str]) -> Counter | None:
    """{item: count} of the items the words name, each once, right after a count or an article; None
    where one is said otherwise."""
    said: Counter = Counter()
    for k, word in enumerate(words):
        if not word.startswith("item:"):
            continue
        item = unsymbol(word)[1]
        before = words[k - 1] if k else ""
        if item in said or not (before in _ARTICLES or is_count(before)):
            return None
        said[item] = number_value(before) if is_count(before) else 1
    return said
