""""And two scones... no? two butter croissants then" (a tea in the cart): the croissants, and the tea stays.

The customer names a thing the menu lacks, takes it back at once ("no?", "no wait", "scratch that") and
orders something else. The scones never reached the cart, so the model took the "no" for the removal of
the line it could see last, and the tea went. Where the thing we lack is said before the turn's first word
that takes something back, nothing before it takes anything back, and the edits add a line, a line the
turn does not name by its item is not removed: the "no" was said of the thing we lack.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol
from ordering.edits import AddLine, Edit, RemoveLine
from ordering.turn_words import REMOVE_WORDS

_TAKING_BACK = REMOVE_WORDS | {"no", "nope", "nah", "not", "wait", "actually", "instead", "rather"}


def lacked_taken_back(edits: Sequence[Edit], words: Sequence[str], cart: Any,
                      lacking: Sequence[str]) -> list[Edit]:
    """``edits`` less the removals of lines the turn does not name, where it takes back a thing we lack
    (``lacking``, as `unknown_things_said` gives them) and orders another (see the module)."""
    if not lacking or not any(isinstance(e, RemoveLine) for e in edits) or not any(
            isinstance(e, AddLine) for e in edits):
        return list(edits)
    back = next((k for k, w in enumerate(words) if w in _TAKING_BACK), None)
    ends = {phrase.split()[-1] for phrase in lacking if phrase}
    said = next((k for k, w in enumerate(words) if w in ends), None)
    if back is None or said is None or said > back:
        return list(edits)  # "scratch that, a mocha instead and a cookie": the cookie is no take-back
    return [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)
                                     and symbol("item", cart.lines[e.ref - 1].item) not in words)]
