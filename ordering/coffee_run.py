""""I'm getting coffee for the office, could I get three lattes …": "coffee" said of the errand, not ordered.

The model added a coffee for the word, beside the lattes the turn orders, and the customer paid for a drink
they never asked for. Where "coffee" is said bare (no article, count or value before it) after a verb of
the errand ("getting", "grabbing", "picking up", "buying") and before whom it is for, or as "a coffee
run", and the turn goes on to order other items, the model's one plain coffee is taken off. "I'm getting
a coffee and a muffin" orders the coffee.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.edits import AddLine, Edit

_COFFEE = "item:coffee"
_ERRAND = frozenset({"getting", "grabbing", "buying", "fetching", "ordering", "up", "some"})  # "picking up"
_RUN = frozenset({"run", "runs"})


def coffee_run(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` less the coffee the errand's word added (see the module)."""
    said = [k for k, w in enumerate(words) if w == _COFFEE]
    if len(said) != 1:
        return list(edits)
    at = said[0]
    before, after = words[at - 1] if at else "", words[at + 1] if at + 1 < len(words) else ""
    if not (before in _ERRAND and after == "for" or after in _RUN):
        return list(edits)
    if not any(w.startswith("item:") for w in words[at + 1:]):
        return list(edits)  # "i'm getting coffee for my wife": the coffee is the order
    plain = [k for k, e in enumerate(edits)
             if isinstance(e, AddLine) and e.model_copy(update={"who": None}) == AddLine(item="coffee")]
    others = [e for e in edits if isinstance(e, AddLine) and e.item != "coffee"]
    if len(plain) != 1 or not others:
        return list(edits)
    return [e for k, e in enumerate(edits) if k != plain[0]]
