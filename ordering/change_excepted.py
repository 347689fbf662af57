"""'Three espressos', 'all decaf', then 'except one': one unit of the line just changed stays as it was.

The model read "except one" alone as the order's end, and the three espressos stayed decaf. Where the
turn only says "except one" ("but not two of them", "apart from one") and the last turn changed one line
of more units than that, those units go back to the line as it was before the change, a line of their
own; the others keep the change.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish

_EXCEPT = re.compile(
    r"^\W*(?:(?:oh|and|but|um|uh|wait|actually|sorry)[\s,]+)*(?:except|apart\s+from|other\s+than|but\s+not|not)\s+"
    r"(?:for\s+)?(?P<count>one|two|three|four|1|2|3|4)(?:\s+of\s+(?:them|those))?(?:\s+(?:please|though))?\W*$",
    re.I)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}


def change_excepted(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the units "except one" names kept as they were before the last turn's change (see the
    module)."""
    match = _EXCEPT.match(text or "") if text and len(text) <= 60 else None
    changed = list(getattr(cart, "changed", None) or [])
    if match is None or len(changed) != 1 or any(not isinstance(e, Finish | AskMenu) and not _counted(e)
                                                 for e in edits):
        return list(edits)  # the model's own change; its count alone ("not two": two lattes) is a misreading
    count = _COUNTS.get(match["count"].lower()) or int(match["count"])
    before = changed[0].line
    values = changed[0].fields_set()
    ref = next((k for k, line in enumerate(cart.lines, 1) if line.id == before.id), None)
    if ref is None or not values or "qty" in values or cart.lines[ref - 1].qty <= count:
        return list(edits)
    kept = AddLine(**before.model_dump(exclude={"id", "qty"}), qty=count)
    return [ChangeLine(ref=ref, qty=cart.lines[ref - 1].qty - count), kept]


def _counted(edit: Edit) -> bool:
    """Whether ``edit`` changes a line's count and nothing else."""
    return isinstance(edit, ChangeLine) and edit.values_changed() == {"qty"}
