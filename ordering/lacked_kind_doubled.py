""""One earl grey tea, one chamomile tea": two teas, one of which the menu lacks.

The model, which has no item for a chamomile tea, wrote the earl grey twice, and the customer got two earl
greys and no word of the chamomile. Where the turn names an item once, with one unit ("one earl grey tea"),
and also orders one of a kind of it the menu lacks ("one chamomile tea": plain words, then the item's kind
word, said with "a", "an" or "one", naming no item), and the model's lines of the item hold more units than
the turn said, the unit more is that thing instead, which the menu refuses with its reason; a family of
the menu's ("one green tea") is asked which.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import COUNT, FAMILY, AddLine, AskMenu, Edit
from ordering.kind_chosen import names_a_kind_lacked

_ONE = frozenset({"a", "an", "n1"})
_MORE = frozenset({"more", "extra", "second", "hot", "iced", "cold", "big", "little"})  # "and one more tea"


def lacked_kind_doubled(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the unit more of an item said once that the turn orders as a kind the menu lacks,
    that thing instead (see the module)."""
    items = [unsymbol(w)[1] for w in words if w.startswith("item:")]
    if menu is None or len(items) != 1 or items[0] not in menu.items:
        return list(edits)
    item = items[0]
    at = next(k for k, w in enumerate(words) if w.startswith("item:") and unsymbol(w)[1] == item)
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if not at or words[at - 1] not in _ONE or sum(edits[k].qty for k in mine) != 2:
        return list(edits)
    thing = _kind_lacked(words, item.split()[-1], menu)
    if thing is None:
        return list(edits)
    out = list(edits)
    last = mine[-1]
    family = menu.family(thing)  # "one green tea": a family of ours, asked which
    said: Edit = AskMenu(about=[f"{FAMILY}{thing}", f"{COUNT}1"]) if family else AddLine(item=thing)
    if out[last].qty == 2:
        out[last] = out[last].model_copy(update={"qty": 1})
        out.insert(last + 1, said)
    else:
        out[last] = said
    return out


def _kind_lacked(words: Sequence[str], kind: str, menu: Any) -> str | None:
    """The thing of ``kind`` the words order with one unit that names no item of the menu ("one chamomile
    tea": "chamomile tea"), said after the item's own phrase; else None."""
    for k, word in enumerate(words):
        if word != kind:
            continue
        start = k
        while start > 0 and words[start - 1].isalpha() and words[start - 1] not in _ONE and k - start < 2:
            start -= 1
        if start == k or start == 0 or words[start - 1] not in _ONE:
            continue
        thing = " ".join(words[start : k + 1])
        if menu.resolve("item", thing) is None and names_a_kind_lacked(words[start:k], menu) and not (
                _MORE.intersection(words[start:k])):
            return thing
    return None
