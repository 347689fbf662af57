""""Coffee for two, both black", "lattes for three please", "cappuccinos for the two of us", "mochas for
both of us": one of the item for each of the people counted.

The model read the count after "for" as no count and added one. Where an item is said with no count or
article of its own ("coffee", "lattes"; not "a coffee for two", which may be one to share) and right after
it "for" and a count of two or more ("for two", "for the three of us", "for 2 people", "for both of us"),
ending the part, the model's one line of that item holds that many; an item said with "a" beside it ("and a
muffin") that the model gave that count holds one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import count_said, is_count, number_value, unsymbol
from ordering.edits import AddLine, Edit

_PART_ENDS = frozenset({",", ".", "!", "?", "and", "please", "thanks", "both", "each", "then"})
_ONE = frozenset({"a", "an", "one", "n1"})
_COUNTED_BEFORE = _ONE | {"another", "some", "the", "my", "that", "this", "more"}


def for_so_many(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the one unit of an item said "for two" (three …) made that many (see the module)."""
    counts: dict[str, int] = {}
    one_said: set[str] = set()  # "… and a muffin": the model may have given the muffin the count
    for k, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        before = _said_before(tokens, k)
        if before in _ONE:
            one_said.add(unsymbol(tok)[1])
        if tokens[k + 1 : k + 2] != ["for"] or (
                before in _COUNTED_BEFORE or is_count(before) or count_said(before) is not None):
            continue
        people = _people(tokens[k + 2 :])
        if people is not None:
            counts[unsymbol(tok)[1]] = people
    if not counts:
        return list(edits)
    adds = [e for e in edits if isinstance(e, AddLine) and e.item in counts]
    if len(adds) != len(counts) or len({e.item for e in adds}) != len(adds) or any(e.qty != 1 for e in adds):
        return list(edits)
    miscounted = [e for e in edits if isinstance(e, AddLine) and e.item in one_said - set(counts)
                  and e.qty in counts.values()]
    return [e.model_copy(update={"qty": counts[e.item]}) if e in adds
            else e.model_copy(update={"qty": 1}) if e in miscounted else e for e in edits]


def _said_before(tokens: Sequence[str], k: int) -> str:
    """The word before the item at ``k`` and the values said with it ("iced lattes": none)."""
    j = k - 1
    while j >= 0 and ":" in tokens[j]:
        j -= 1
    return tokens[j] if j >= 0 else ""


def _people(words: Sequence[str]) -> int | None:
    """The count of people the words after "for" say, two or more, where they end the part: "two", "the
    two of us", "2 people", "both of us"; None otherwise."""
    if words[:3] == ["both", "of", "us"]:
        return 2 if _ends(words[3:]) else None
    if words[:1] == ["the"]:
        words = words[1:]
        if words[1:3] != ["of", "us"]:
            return None
    if not words or not is_count(words[0]) or number_value(words[0]) < 2:
        return None
    rest = words[1:]
    if rest[:2] == ["of", "us"]:
        rest = rest[2:]
    elif rest[:1] in (["people"], ["persons"], ["us"]):
        rest = rest[1:]
    return number_value(words[0]) if _ends(rest) else None


def _ends(words: Sequence[str]) -> bool:
    return not words or words[0] in _PART_ENDS
