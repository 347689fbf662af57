"""'Two mochas', then 'one for me and one for my sister': the two mochas are shared out, one each.

The model read "one for me and one for my sister" as two more mochas (four in the cart), "one for me one
for my sister" as nothing ("didn't catch"), and "one is for me and the other is for my son" as one latte
fewer. Where the turn only gives units to people ("one for <person>", then "one for …" or "the other
(one) for …", "is" allowed between) and the cart's last line holds as many units as people are named (or
more, one unit each), each person gets one unit: a line of one for each, the rest staying as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, RemoveLine
from ordering.for_whom import person_at

_BETWEEN = frozenset({"and", ",", "is", "'s", "will", "be", "goes", "go", "then", "please", "."})


def units_given(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the last line's units shared out to the people the turn names (see the module)."""
    people = _people_of_units(words)
    if len(people) < 2 or not cart.lines or any(
            not isinstance(e, AddLine | RemoveLine | ChangeLine | Finish | AskMenu) for e in edits):
        return list(edits)
    ref = len(cart.lines)
    line = cart.lines[ref - 1]
    if line.qty < len(people) or line.who is not None:
        return list(edits)
    units = [AddLine(**line.model_dump(exclude={"id", "qty", "who"}), who=who) for who in people]
    rest = line.qty - len(people)
    if rest == 0:  # the line keeps the first person's unit
        return [ChangeLine(ref=ref, qty=1, who=people[0]), *units[1:]]
    return [ChangeLine(ref=ref, qty=rest), *units]


def _people_of_units(words: Sequence[str]) -> list[str]:
    """The people "one for <person> … one (the other) for <person>" names, in order; [] unless the turn
    says nothing else."""
    people, k = [], 0
    while k < len(words):
        if words[k] in _BETWEEN:
            k += 1
            continue
        if words[k] == "n1":
            k += 1
        elif words[k : k + 2] == ["the", "other"]:
            k += 2 + (words[k + 2 : k + 3] == ["one"])
        else:
            return []
        while k < len(words) and words[k] in ("is", "'s", "will", "be", "goes"):
            k += 1
        if words[k : k + 1] != ["for"]:
            return []
        found = person_at(words, k + 1)
        if found is None:
            return []
        people.append(found[0])
        k = found[1]
    return people
