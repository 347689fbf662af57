""""A mocha with whip and a tea with honey": which tea? — and the honey is the tea's, not the mocha's.

Where the model adds the items of a turn and drops a kind it cannot name ("a tea"), `kinds_beside` asks
which one, keeping the menu values said with the kind for the answer ("large" of "a large tea", the honey
of "a tea with honey"). The model had often put those values on a line it did add, the one said before:
the mocha came with honey. A value said once in the turn, within the kind's words, is taken off the lines
added (an add-on off, a choice unset where the line has that very value; the warming of food added, for
"hot" said of the kind: "a muffin and a hot tea").
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit

_CHOICES = ("size", "temp", "milk", "caffeine")
_WARMED = "warmed"  # a temperature said of food is its warming: the model warmed the muffin for "hot"
_HEAT = frozenset({("temp", "hot"), ("temp", "warm"), ("temp", "extra hot")})


def kind_values_taken(edits: Sequence[Edit], values: Sequence[str], words: Sequence[str],
                      kind_at: int) -> list[Edit]:
    """``edits`` with each of ``values`` ("group:name", asked with the kind whose word is at ``kind_at``
    in ``words``) taken off the lines added, where the words say it once, after the last item before the
    kind (see the module)."""
    last_item = max((k for k, w in enumerate(words[:kind_at]) if w.startswith("item:")), default=-1)
    taken = []
    for value in values:
        group, name = value.split(":", 1)
        places = [k for k, w in enumerate(words) if ":" in w and unsymbol(w) == (group, name)]
        if len(places) == 1 and places[0] > last_item:
            taken.append((group, name))
    if not taken:
        return list(edits)
    out = []
    for e in edits:
        if isinstance(e, AddLine):
            update: dict = {}
            addons = {a: n for a, n in e.addons.items() if ("addon", a) not in taken}
            if addons != e.addons:
                update["addons"] = addons
            update.update({g: None for g in _CHOICES if (g, getattr(e, g)) in taken})
            if _WARMED in e.preps and _HEAT.intersection(taken) and sum(map(_heats, words)) == 1:
                update["preps"] = [p for p in e.preps if p != _WARMED]  # "a muffin and a hot tea"
            e = e.model_copy(update=update) if update else e
        out.append(e)
    return out


def _heats(word: str) -> bool:
    """Whether the word says warmth: "hot", "warm", "warmed", "heated"."""
    return word == f"prep:{_WARMED}" or ":" in word and unsymbol(word) in _HEAT
