""""Another muffin, a lemon one": the muffin asked for is the lemon one, not a third muffin.

"Muffin" alone is the house muffin (the apple bran), so the model added it (twice), and the lemon one said
after the comma was added beside it (`per_line.kind_named_one`): two apple bran muffins and a lemon one.
Where a bakery noun said alone is followed by ", a <words> one" ending the turn, and a line of another item
of that noun was added for those words, the house item's bare lines the model added go: the words name the
one asked for. Said with the house item's own name ("an apple bran muffin, a lemon one") it is two.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit
from ordering.said import said_by_its_noun_alone

_ONE = frozenset({"n1", "one"})
_ENDS = frozenset({".", "!", "please", "thanks"})


def kind_apposed(edits: Sequence[Edit], tokens: Sequence[str], text: str, menu: Any) -> list[Edit]:
    """``edits`` without the house item's lines where ", a <words> one" named the one meant (see the
    module)."""
    for k, tok in enumerate(tokens):
        if not tok.startswith("item:") or tokens[k + 1 : k + 2] != [","] or tokens[k + 2 : k + 3] not in (
                ["a"], ["an"]):
            continue
        end = next((j for j in range(k + 4, min(k + 7, len(tokens))) if tokens[j] in _ONE), None)
        if end is None or any(t not in _ENDS for t in tokens[end + 1 :]):
            continue
        house = unsymbol(tok)[1]
        noun = house.split()[-1]
        if not said_by_its_noun_alone(house, text or "") or menu is None or menu.kind(house) != "food":
            continue  # "an apple bran muffin, a lemon one": two muffins
        kinds = [e for e in edits
                 if isinstance(e, AddLine) and e.item != house and e.item.split()[-1] == noun]
        bare = [e for e in edits if isinstance(e, AddLine) and e == AddLine(item=house, qty=e.qty)]
        if len(kinds) == 1 and bare:
            return [e for e in edits if not any(e is b for b in bare)]
    return list(edits)
