"""Items and values said in a clause about the customer order nothing: "I'm not a big coffee drinker, so
just a chai", "I'm not really a coffee person", "I don't drink coffee, a peppermint tea please".

The model reads a menu word as ordered wherever it is said: "coffee" of "a coffee drinker" became a coffee
and "big" a large size. A clause that says what the customer is ("I'm ... drinker / person / fan") or what
they do not drink ("I don't drink", "I never have") describes them; an item named only there is no line,
and a value named only there is no value of the lines the turn adds.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_BREAKS = frozenset({",", ".", "?", "!", "so", "but", "and", "though", "because", "since"})
_I_AM = (("i'm",), ("i", "am"), ("im",))
# what a clause about the customer ends on: "a coffee drinker", "a tea person", "a big fan of lattes"
_KINDS_OF_PERSON = frozenset({"drinker", "drinkers", "person", "people", "fan", "lover", "guy", "gal",
                              "girl", "type", "addict", "snob"})
# what the customer does not drink: "I don't drink coffee", "I never have lattes"
_NOT_DRINKING = (("don't", "drink"), ("do", "not", "drink"), ("never", "drink"), ("can't", "drink"),
                 ("cannot", "drink"), ("don't", "really", "drink"), ("never", "have"), ("rarely", "drink"),
                 ("don't", "usually", "drink"), ("stopped", "drinking"), ("quit", "drinking"))
_NOT_DRINKING_VERBS = frozenset(p[-1] for p in _NOT_DRINKING)  # a clause of them ends on one
_LINE_VALUES = ("size", "temp", "milk", "caffeine")


def described_not_ordered(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` without the new lines of an item said only in a clause about the customer, and without a
    value said only there on the lines added (see the module)."""
    if _KINDS_OF_PERSON.isdisjoint(tokens) and _NOT_DRINKING_VERBS.isdisjoint(tokens):
        return list(edits)  # no clause can describe the customer: the common turn, read at no cost
    inside = _about_the_customer(tokens)
    if not inside:
        return list(edits)
    only_there = {t for i, t in enumerate(tokens) if i in inside} - {
        t for i, t in enumerate(tokens) if i not in inside}
    items = {unsymbol(t)[1] for t in only_there if t.startswith("item:")}
    if _one_ordered(tokens, inside):
        items = set()  # "a large one please" orders it
    values = {(group, name) for t in only_there for group, name in [unsymbol(t)] if group in _LINE_VALUES}
    out: list[Edit] = []
    for e in edits:
        if isinstance(e, AddLine):
            if e.item in items:
                continue
            unset = {group: None for group, name in values if str(getattr(e, group)) == name}
            e = e.model_copy(update=unset) if unset else e
        out.append(e)
    return out


def _about_the_customer(tokens: Sequence[str]) -> set[int]:
    """The positions of the tokens said in a clause about the customer."""
    inside: set[int] = set()
    start = 0
    for end in [*(i for i, t in enumerate(tokens) if t in _BREAKS), len(tokens)]:
        clause = list(tokens[start:end])
        if _describes(clause):
            inside.update(range(start, end))
        start = end + 1
    return inside


def _describes(clause: list[str]) -> bool:
    """Whether a clause says what the customer is or does not drink."""
    for i in range(len(clause)):
        said_i_am = any(tuple(clause[i : i + len(p)]) == p for p in _I_AM)
        if said_i_am and _KINDS_OF_PERSON.intersection(clause[i:]):
            return True
        if any(tuple(clause[i : i + len(p)]) == p for p in _NOT_DRINKING):
            return True
    return False


def _one_ordered(tokens: Sequence[str], inside: set[int]) -> bool:
    """Whether the turn orders "one" outside the clauses about the customer with no item after it ("I'm a
    huge mocha fan, a large one please"), which is the item said of the customer."""
    return any(t in ("one", "ones", "n1") and i not in inside
               and not (i + 1 < len(tokens) and tokens[i + 1].startswith("item:"))
               for i, t in enumerate(tokens))
