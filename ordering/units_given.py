"""'Two mochas', then 'one for me and one for my sister': the two mochas are shared out, one each.

The model read "one for me and one for my sister" as two more mochas (four in the cart), "one for me one
for my sister" as nothing ("didn't catch"), and "one is for me and the other is for my son" as one latte
fewer. Where the turn only gives units to people ("one for <person>", then "one for …" or "the other
(one) for …", "is" allowed between) and the cart's last line holds as many units as people are named (or
more, one unit each), each person gets one unit: a line of one for each, the rest staying as it was.
Said with the item ("one cappuccino for me and one for jim"), the line is the cart's last of that item.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, RemoveLine
from ordering.for_whom import person_at

_BETWEEN = frozenset({"and", ",", "is", "'s", "will", "be", "goes", "go", "then", "please", "."})


def units_given(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the last line's units shared out to the people the turn names (see the module)."""
    people, items = _people_of_units(words)
    if len(people) < 2 or not cart.lines or len(items) > 1 or any(
            not isinstance(e, AddLine | RemoveLine | ChangeLine | Finish | AskMenu) for e in edits):
        return list(edits)
    # "one cappuccino for me and one for jim": the last line of the cappuccinos, though croissants follow
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if not items or symbol("item", line.item) in items]
    if not refs:
        return list(edits)
    ref = refs[-1]
    line = cart.lines[ref - 1]
    if line.qty < len(people) or line.who is not None:
        return list(edits)
    units = [AddLine(**line.model_dump(exclude={"id", "qty", "who"}), who=who) for who in people]
    rest = line.qty - len(people)
    if rest == 0:  # the line keeps the first person's unit
        return [ChangeLine(ref=ref, qty=1, who=people[0]), *units[1:]]
    return [ChangeLine(ref=ref, qty=rest), *units]


def _people_of_units(words: Sequence[str]) -> tuple[list[str], set[str]]:
    """The people "one for <person> … one (the other) for <person>" names, in order, and the items said
    after "one" ("one cappuccino for me"); [] unless the turn says nothing else."""
    people, items, k = [], set(), 0
    while k < len(words):
        if words[k] in _BETWEEN:
            k += 1
            continue
        if words[k] == "n1":
            k += 1
            if words[k : k + 1] and words[k].startswith("item:"):
                items.add(words[k])
                k += 1
        elif words[k : k + 2] == ["the", "other"]:
            k += 2 + (words[k + 2 : k + 3] == ["one"])
        else:
            return [], set()
        while k < len(words) and words[k] in ("is", "'s", "will", "be", "goes"):
            k += 1
        if words[k : k + 1] != ["for"]:
            return [], set()
        found = person_at(words, k + 1)
        if found is None:
            return [], set()
        people.append(found[0])
        k = found[1]
    return people, items
