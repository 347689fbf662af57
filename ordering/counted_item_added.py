""""And two of the blueberry muffins" of an order with a cold brew: two blueberry muffins are added, the
cold brew stays one.

The model, reading "two of the ..." as a count said of the cart's line, made the cold brew two. Where the
model only recounted a line and the turn names, right after that count ("two", "two of the", "two more"),
an item the cart has no line of, nor of its kind ("two muffins" of a blueberry muffin recounts it), the
count is that item's: it is added with the count and the values said between them, and no line is
recounted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import count_said, is_count, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, only_a_note
from ordering.named_lines import lines_of_kind
from ordering.turn_words import value_fields

_BETWEEN = frozenset({"of", "the", "those", "these", "more", "extra"})


def counted_item_added(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the item the turn counts added in place of the model's recount of a line (or of a
    stray note it wrote: "and one of the chocolate croissants" was not understood)."""
    noted = all(map(only_a_note, edits))  # nothing, or a stray note only
    if not noted and (len(edits) != 1 or not isinstance(edits[0], ChangeLine) or edits[0].qty is None or (
            edits[0].model_dump(exclude={"op", "ref", "qty"}, exclude_defaults=True))):
        return list(edits)
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    counts = [k for k, w in enumerate(words) if is_count(w)]
    if len(items) != 1 or len(counts) != 1 or counts[0] > items[0]:
        return list(edits)
    between = words[counts[0] + 1 : items[0]]
    values = [w for w in between if ":" in w]
    if any(w not in _BETWEEN and ":" not in w for w in between) or len(values) > 3:
        return list(edits)
    item = unsymbol(words[items[0]])[1]
    count = count_said(words[counts[0]])
    if any(line.item.split()[-1] == item.split()[-1] for line in cart.lines) or (  # "two muffins" of a
            not noted and count != edits[0].qty):  # blueberry muffin: that one, recounted
        return list(edits)
    fields, addons = value_fields(values)
    return [AddLine(item=item, qty=count, addons=addons, **fields)]


_MAKING = (("make", "it"), ("make", "that"), ("make", "them"), ("change", "it", "to"),
           ("change", "that", "to"))


def kin_recounted(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the recount of the cart's one line of a kind where the turn says "make it just one
    muffin" of two blueberry muffins: the model, given the house muffin, added one."""
    if len(edits) != 1 or not isinstance(edits[0], AddLine) or edits[0] != AddLine(
            item=edits[0].item, qty=edits[0].qty):
        return list(edits)
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if len(items) != 1 or not is_count(words[items[0] - 1]) or not any(
            tuple(words[k : k + len(m)]) == m for m in _MAKING for k in range(items[0])):
        return list(edits)
    item = edits[0].item
    kin = lines_of_kind(item, cart)  # the cart's one line of the kind, none of the item itself
    if not kin:
        return list(edits)
    return [ChangeLine(ref=kin[0], qty=edits[0].qty)]
