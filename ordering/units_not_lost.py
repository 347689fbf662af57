""""Two hot chocolates", then "can you add marshmallows to one of them": the cart keeps both.

The model splits "one of them with …" into the line's count made smaller and a new line of the one unit
with the value said. Where the value is one the menu lacks (marshmallows, sprinkles), the new line had
nothing left to say and was dropped, so the count made smaller lost a unit no word took away. A turn that
says "one of them" (or "one of the lattes") and whose only edits make a line's count smaller, with no word
of taking away ("cancel", "take off", "less", "only" …) and no line added, keeps the line as it was where
it orders a thing the menu lacks (``lacking``: said in the reply) or puts something on ("add", "put"):
nothing is lost. "Can i get one of that coffee" is still that many of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.fewer_units import _FEWER, _ONLY, _TAKING

_KEEPING_FEWER = _FEWER | _ONLY | _TAKING | {"off", "away", "out", "without", "instead", "no", "not",
                                              "don't", "dont", "anymore", "rid", "ditch", "nix"}
_PUTTING = frozenset({"add", "put", "throw", "sprinkle", "top"})  # a thing put on one of them


def units_not_lost(edits: Sequence[Edit], words: Sequence[str], cart: Cart,
                   lacking: Sequence[str] = ()) -> list[Edit]:
    """``edits`` without a count made smaller that "one of them" never asked for (see the module)."""
    if not _one_of(words) or _KEEPING_FEWER.intersection(words) or any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    if not lacking and not _PUTTING.intersection(words):
        return list(edits)  # "can i get one of that coffee": that many of it
    out = []
    for edit in edits:
        if isinstance(edit, ChangeLine) and edit.values_changed() == {"qty"} and 1 <= edit.ref <= len(
                cart.lines) and edit.qty is not None and edit.qty < cart.lines[edit.ref - 1].qty:
            continue
        out.append(edit)
    return out


def _one_of(words: Sequence[str]) -> bool:
    """Whether the turn says "one of" (its count word, "one" or the grounding's n1, before "of")."""
    return any(w in ("one", "n1") and nxt == "of" for w, nxt in zip(words, words[1:], strict=False))
