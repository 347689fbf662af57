""""I'm getting coffee for the office, could I get three lattes …": "coffee" said of the errand, not ordered.

The model added a coffee for the word, beside the lattes the turn orders, and the customer paid for a drink
they never asked for. Where "coffee" is said bare (no article, count or value before it) after a verb of
the errand ("getting", "grabbing", "picking up", "buying", "i need") and before whom it is for, or as "a
coffee run" or "a coffee order", and the turn goes on to order items ("five drip coffees" too), the model's
one plain coffee is taken off. "I'm
getting a coffee and a muffin" orders the coffee. "I'm getting coffee for four people", said alone, orders
nothing yet: the customer is asked what they would like to add, not "didn't catch" or a coffee
(`run_announced`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import is_count
from ordering.edits import AddLine, AskMenu, Edit, only_a_note
from ordering.replies import ADDING

_COFFEE = "item:coffee"
_ERRAND = frozenset({"getting", "grabbing", "buying", "fetching", "ordering", "up", "some", "need",
                     "needs"})  # "picking up", "i need coffee for the office"
_RUN = frozenset({"run", "runs"})
_ORDER = frozenset({"order", "orders"})  # "a coffee order for the team: five drip coffees"


def coffee_run(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` less the coffee the errand's word added (see the module)."""
    said = [k for k, w in enumerate(words) if w == _COFFEE]
    if not said:
        return list(edits)
    at = said[0]
    before, after = words[at - 1] if at else "", words[at + 1] if at + 1 < len(words) else ""
    if not (before in _ERRAND and after == "for" or after in _RUN | _ORDER):
        return list(edits)
    if not any(w.startswith("item:") for w in words[at + 1:]):
        return list(edits)  # "i'm getting coffee for my wife": the coffee is the order
    plain = [k for k, e in enumerate(edits)
             if isinstance(e, AddLine) and e.model_copy(update={"who": None}) == AddLine(item="coffee")]
    others = [e for k, e in enumerate(edits) if isinstance(e, AddLine) and k not in plain]
    if len(plain) != 1 or not others:
        return list(edits)
    return [e for k, e in enumerate(edits) if k != plain[0]]


_GROUP = frozenset({"people", "us", "everyone", "everybody", "team", "office", "group", "guys", "friends",
                    "colleagues", "coworkers", "family"})
_BEFORE_GROUP = frozenset({"the", "my", "our", "all", "of", "whole"})
_ENDS = frozenset({".", ",", "!", "please", "today", "so", "and", "then"})


def run_announced(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits``, or the menu's sections offered where the turn only announces a coffee run for a group:
    "i'm getting coffee for four people", "grabbing coffee for the office" (see the module)."""
    said = [k for k, w in enumerate(words) if w == _COFFEE]
    if len(said) != 1 or not all(only_a_note(e) or isinstance(e, AddLine) and e.model_copy(
            update={"qty": 1}) == AddLine(item="coffee") for e in edits):  # the errand's coffee, or nothing
        return list(edits)
    at = said[0]
    if not at or words[at - 1] not in _ERRAND or words[at + 1 : at + 2] != ["for"]:
        return list(edits)
    rest = words[at + 2 :]
    if not _GROUP.intersection(rest) or any(
            w not in _GROUP | _BEFORE_GROUP | _ENDS and not is_count(w) for w in rest):
        return list(edits)
    return [AskMenu(about=[ADDING])]
