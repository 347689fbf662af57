""""I'll do a tea, no a coffee, no a tea": which tea — and no coffee.

`corrections.replaced_in_turn` drops an item the turn takes back for another item ("a latte, no, a
mocha"). Taken back for a kind ("…, no, a tea"), nothing dropped it: the model added the coffee and
`order_review.kinds_beside` asked which tea beside it. The item said last before the kind, when the words
between take it back, goes; the question of the kind stays. A kind taken back for an item ("a coffee, no
a tea, no a coffee") is asked of no more.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.corrections import taken_back_for
from ordering.dsl import unsymbol
from ordering.edits import COUNT, AddLine, AskMenu, Edit


def item_taken_back_for_kind(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` without the line of the item a kind asked of takes back, or without the question of a kind
    an item takes back (see the module)."""
    asks = [e for e in edits if isinstance(e, AskMenu) and any(a.startswith(COUNT) for a in e.about)]
    kind = next((a for a in asks[0].about if ":" not in a), None) if len(asks) == 1 else None
    if kind is None:
        return list(edits)
    word = kind.split()[-1]
    said = [k for k, t in enumerate(tokens) if t in (word, word + "s")]
    after = [k for k in range(said[-1] + 1, len(tokens)) if tokens[k].startswith("item:")] if said else []
    if after and taken_back_for(tokens, said[-1], after[0]):  # "a coffee, no a tea, no a coffee"
        return [e for e in edits if e is not asks[0]]
    named = [k for k in range(said[-1] if said else 0) if tokens[k].startswith("item:")]
    if not named or not taken_back_for(tokens, named[-1], said[-1]):
        return list(edits)
    item = unsymbol(tokens[named[-1]])[1]
    if any(unsymbol(t)[1] == item for t in tokens[said[-1]:] if t.startswith("item:")):
        return list(edits)  # said again after the kind
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    return [e for k, e in enumerate(edits) if k not in mine] if len(mine) == 1 else list(edits)
