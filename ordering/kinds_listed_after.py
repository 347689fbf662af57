""""Two blueberry muffins and one lemon poppyseed", "a chocolate croissant and two plain", "two earl greys
and one peppermint": the second item named by its own words alone, the kind's noun left out.

The model lost the lemon poppyseed muffin and the plain croissants (words it knows as no item), and wrote
one earl grey for two (it split the count between the two teas). Where an item said with a count is followed
by "and" and a count with words that, with the item's noun ("muffin", "tea"), name another item of the same
section, each gets its own count: the first item's one line made that count, the second added (or its one
line made its count).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.corrections import _OR, _REPLACING
from ordering.dsl import SINGLE_GROUPS, count_said, unsymbol
from ordering.edits import AddLine, Edit
from ordering.turn_words import LIST_END

_ENDS = frozenset({*LIST_END, "please", "thanks", "too"})
_KIND_WORDS = frozenset({"syrup", "sauce"})  # "peppermint" is tagged the peppermint syrup


def kinds_listed_after(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with each of two items of one section said with its own count (see the module)."""
    if menu is None or _REPLACING.intersection(words) or _OR.intersection(words):
        return list(edits)
    out = list(edits)
    for i, word in enumerate(words):
        if not word.startswith("item:"):
            continue
        k = i - 1
        while k >= 0 and ":" in words[k] and unsymbol(words[k])[0] in SINGLE_GROUPS:
            k -= 1
        first_count = count_said(words[k]) if k >= 0 else None
        if first_count is None or words[i + 1 : i + 2] != ["and"] or i + 2 >= len(words):
            continue
        second_count = count_said(words[i + 2])
        end = next((j for j in range(i + 3, len(words)) if words[j] in _ENDS), len(words))
        said = [w for t in words[i + 3 : end] for w in (
            unsymbol(t)[1].split() if t.startswith("addon:") else [t]) if w not in _KIND_WORDS]
        item = unsymbol(word)[1]
        if second_count is None or not said or not all(w.isalpha() for w in said) or item not in menu.items:
            continue
        other = menu.resolve("item", " ".join([*said, item.split()[-1]]))
        if other is None or other == item or menu.item(other).category != menu.item(item).category:
            continue
        out = _counted(out, item, first_count)
        out = _counted(out, other, second_count, after=item)
    return out


def _counted(edits: list[Edit], item: str, count: int, after: str | None = None) -> list[Edit]:
    """``edits`` with the one line of ``item`` made ``count`` units (the same line written twice, for
    "one blueberry muffin and one apple bran", is one), or, with none, one added (after the line of
    ``after``); as they were where there are two different lines of it."""
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if mine and all(edits[k] == edits[mine[0]] for k in mine):  # the same line written twice: one line
        edits = [e for k, e in enumerate(edits) if k not in mine[1:]]
        edits[mine[0]] = edits[mine[0]].model_copy(update={"qty": count})
        return edits
    if mine or after is None:
        return edits
    near = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == after]
    at = near[-1] + 1 if near else len(edits)
    return [*edits[:at], AddLine(item=item, qty=count), *edits[at:]]
