""""Three americanos", then "make one of them a ristretto" / "can one of them be a ristretto": one of them so.

The model read "one" as the line's count and wrote "set L1 x n1": the customer asked for one drink made
another way and lost two. Where the turn's one edit sets a line of several to one unit and nothing else,
and the turn says "one of them" followed by "a …" or "be a …", "one" is the unit singled out, not a count:
the menu's note word said ("ristretto") is that unit's note (`one_of_them_changed` then splits it off),
and where none is said, nothing is changed: "didn't catch", not units lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit
from ordering.notes import note_word_said
from ordering.said import said_words

_ONE_OF = frozenset({"them", "those", "these"})
_ARTICLES = frozenset({"a", "an"})


def one_made_noted(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the one unit's note in place of the count the model read (see the module)."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or menu is None:
        return list(edits)
    change = edits[0]
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    if change.qty != 1 or change.values_changed() != {"qty"} or line is None or line.qty < 2:
        return list(edits)
    if not _one_of_them_made_a(said_words(text)):
        return list(edits)
    word = note_word_said(text, menu, ())
    return [change.model_copy(update={"qty": None, "notes": word})] if word else []


def _one_of_them_made_a(words: Sequence[str]) -> bool:
    """Whether the words say "one of them a …" or "one of them be a …"."""
    for at in range(len(words) - 3):
        one, of, them = words[at : at + 3]
        after = [w for w in words[at + 3 :] if w != "be"][:1]
        if one in ("one", "1") and of == "of" and them in _ONE_OF and after and after[0] in _ARTICLES:
            return True
    return False
