""""A vanilla latte with an extra pump", then "and a caramel one with two extra pumps": a caramel latte.

The model put the caramel on the vanilla latte, and the extra pumps were read as more of its vanilla (four
pumps of vanilla, no caramel). Where the turn describes one more of the last line by an add-on ("a caramel
one", "an oat one" with a syrup) and then asks for more pumps (or packets) of it, a copy of the last line is
added with that add-on in the place of its own of the kind (`repeats.repeated`), at one portion and the
extra ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, SetOrder
from ordering.more_measured import more_measured_said, one_described_with
from ordering.repeats import Repeat, repeated


def one_described_measured(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the copy of the last line described by an add-on, with the extra portions asked (see
    the module)."""
    said = more_measured_said(tokens)
    if said is None or not cart.lines or menu is None or any(t.startswith("item:") for t in tokens):
        return list(edits)
    count, at = said
    named = one_described_with(tokens[:at])
    if named is None or not all(isinstance(e, ChangeLine | SetOrder) for e in edits):
        return list(edits)
    name = unsymbol(named)[1]
    copies = [e for e in repeated([], Repeat(1, (named,)), cart, menu) if isinstance(e, AddLine)]
    if len(copies) != 1 or name not in copies[0].addons:
        return list(edits)
    copy = copies[0].model_copy(update={"addons": {**copies[0].addons, name: 1 + count}})
    return [copy, *(e for e in edits if isinstance(e, SetOrder))]
