"""'Actually two blueberry', 'make the blueberry two': a count said of a line named by a word of its item's
name alone.

Of a blueberry and a lemon poppyseed muffin, "make the blueberry two" made two lemon muffins (the model
recounted the last line) and "actually two blueberry" was not caught (a note of "stirred" on the lemon
one). Where the turn says only a count and a plain word (the turn's fillers aside), and exactly one line
of the cart has that word in its item's name, that line takes the count (two or more: "the lemon one"
names the line; "just one lemon" is a count of one). Only where the model wrote nothing, notes, or
recounts: an order or another change is the model's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import ChangeLine, Edit, only_a_note

_AROUND = frozenset({"make", "it", "that", "the", "actually", "please", "just", "ok", "okay", "oh", "no",
                     "sorry", "of", "then", "thanks", "wait", "i", "want", "need", "can", "could", "you",
                     "have", "get", "do", "let's", "lets", "um", "uh", ",", ".", "!", "instead"})


def count_by_its_word(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the one line named by a word of its item's name given the count said (see the module)."""
    said = [w for w in words if w not in _AROUND]
    if len(said) != 2 or not cart.lines or not all(
            only_a_note(e) or isinstance(e, ChangeLine) and e.values_changed() == {"qty"} for e in edits):
        return list(edits)
    count, word = said if is_count(said[0]) else said[::-1]
    if not is_count(count) or not word.isalpha() or (
            number_value(count) < 2 and not _just_one_of(words, count)):
        return list(edits)  # "the lemon one": a name
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if word in line.item.split() or word.removesuffix("s") in line.item.split()]
    return [ChangeLine(ref=refs[0], qty=number_value(count))] if len(refs) == 1 else list(edits)


def _just_one_of(words: Sequence[str], count: str) -> bool:
    """Whether the count is said "just / only <count> <word>": "actually just one lemon" (of two)."""
    at = list(words).index(count)
    return at > 0 and words[at - 1] in ("just", "only") and at + 1 < len(words) and words[at + 1].isalpha()
