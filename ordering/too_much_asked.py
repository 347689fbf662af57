""""Is that too hot for a kid?", "is it too sweet?": a question of a line, no change of it.

The model read the value said after "too" as a change: the hot chocolate was made short and warm, "is it
too sweet" was noted "too sweet" on it, and "is it too big for a kid" made it large. The menu cannot say
how hot or how sweet a thing is, so the turn is answered as a question we cannot answer from the menu
(with what the menu does say of the item: its description and prices), and nothing changes; the customer
can then ask for it warm, a size down or less sweet.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import UNSURE, AskMenu, Edit
from ordering.named_lines import lines_named

_TOO_MUCH = re.compile(
    r"""^\W*(?:(?:so|but|hmm|wait|and)\W+)?(?:is|isn't|are|aren't|will|won't|would|wouldn't)\s+
    (?P<line>it|that|this|they|those|the\s+[a-z' ]{2,30}?)\s+(?:be\s+)?(?:a\s+(?:bit|little)\s+|way\s+)?
    too\s+[a-z]+(?:\s+for\s+(?:a|an|my|the|your)?\s*[a-z' ]{1,20})?\s*\??\s*$""",
    re.I | re.X)


def too_much_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the question of the line asked "too …" of (the one named, else the last) answered as
    one the menu cannot tell (see the module)."""
    said = _TOO_MUCH.match(text or "")
    if said is None or not cart.lines or len(text) > 120:
        return list(edits)
    named = [w.partition(":")[2] for w in words if w.startswith("item:")]
    refs = lines_named(named[0], cart) if len(named) == 1 else []
    line = cart.lines[refs[0] - 1] if len(refs) == 1 else cart.lines[-1]
    return [AskMenu(about=[line.item, UNSURE])]
