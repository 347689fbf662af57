""""Two vanilla lattes and two caramel lattes": two lines of two, one of each syrup.

The model read the second count as the "one …, the other …" of a split: two vanilla lattes, one caramel
latte and one plain latte, and the customer was charged for a latte they never asked for and lost a
caramel. Where a list (joined by "and", "plus" or commas) orders one item in two or more phrases, each a
count and the item's values said right before it ("two vanilla lattes", "a large latte"), with the
item's name ending the phrase, and the model's lines of that item hold other units than the phrases say
(by their values, with no value no phrase says), the item's lines are made again: one per phrase, of its
count, with that phrase's values. Never where the turn takes something back or weighs ("or").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ordering.corrections import _OR, _REPLACING
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, Edit
from ordering.phrases_apart import _FIELDS, line_values, phrase_line

_ONE = frozenset({"a", "an", "one"})
_JOINS = frozenset({",", "and", "plus"})
_ENDS = frozenset({".", "!", "please", "thanks"})
_VALUES = (*_FIELDS, "addon")


def phrases_counted(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with an item's lines made one per counted phrase of a list that orders it (see the
    module)."""
    if _REPLACING.intersection(words) or _OR.intersection(words):
        return list(edits)
    out = list(edits)
    for item in dict.fromkeys(e.item for e in edits if isinstance(e, AddLine)):
        phrases = _counted(words, item)
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if phrases is None or any(not _plain(out[k]) for k in mine):
            continue
        out = lines_remade(out, item, mine, phrases) or out
    return out


def lines_remade(edits: list[Edit], item: str, mine: list[int],
                 phrases: Sequence[tuple[int, list[tuple[str, str]]]]) -> list[Edit] | None:
    """``edits`` with the lines of ``item`` (at ``mine``) made again, one per (count, values) phrase, in
    place of the first; None where they hold those units already, or a value no phrase says."""
    said = Counter({frozenset(values): 0 for _, values in phrases})
    for count, values in phrases:
        said[frozenset(values)] += count
    held = Counter({frozenset(line_values(edits[k])): 0 for k in mine})
    for k in mine:
        held[frozenset(line_values(edits[k]))] += edits[k].qty
    union = set().union(*said)
    if not mine or +held == +said or not all(values <= union for values in held):
        return None
    lines = [phrase_line(item, values).model_copy(update={"qty": count}) for count, values in phrases]
    out = [e for k, e in enumerate(edits) if k not in mine[1:]]
    out[mine[0] : mine[0] + 1] = lines
    return out


def _counted(words: Sequence[str], item: str) -> list[tuple[int, list[tuple[str, str]]]] | None:
    """(count, values) of each phrase of ``item`` where every saying of it is such a phrase, two or more,
    one with a count of several, joined by the list's words, each ending at a join or the turn's end; else
    None."""
    phrases = []
    last_end = None
    for at, word in enumerate(words):
        if not word.startswith("item:") or unsymbol(word)[1] != item:
            continue
        start = at
        while start > 0 and ":" in words[start - 1] and unsymbol(words[start - 1])[0] in _VALUES:
            start -= 1
        lead = words[start - 1] if start > 0 else ""
        if not (is_count(lead) or lead in _ONE):
            return None
        if last_end is not None and not set(words[last_end:start - 1]) <= _JOINS | {"also"}:
            return None
        after = words[at + 1] if at + 1 < len(words) else ""
        if after and after not in _JOINS and after not in _ENDS:
            return None  # "two lattes with oat": values after it, not this reading's
        count = number_value(lead) if is_count(lead) else 1
        phrases.append((count, [unsymbol(w) for w in words[start:at]]))
        last_end = at + 1
    if len(phrases) < 2 or all(count < 2 for count, _ in phrases):
        return None
    return phrases


def _plain(add: AddLine) -> bool:
    """A line with menu values only, one of each add-on at most (no shots, removals, note or person)."""
    return (add.shots is None and not add.removals and not add.notes and not add.who and not add.preps
            and all(n <= 2 for n in add.addons.values()))
