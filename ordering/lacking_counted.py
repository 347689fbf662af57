""""And two chocolate chip cookies" of an order with a coffee: the count is the cookies', which the menu
lacks, and no count of the coffee.

The model, which reads a count after an order as its recount, made the coffee two (and "remove one of the
cookies" then took it off; "a couple of marshmallows" made two hot chocolates). Where every count the turn
says ("two", "a couple of") comes right before a thing the menu lacks (`unknown_things`), no line is
recounted by it: a change of a line's count goes (the rest of the change stays), and a line added with
that count is added once. A thing that is the own words of an item ordered
("two more blueberry": the blueberry muffin) is no thing we lack.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import count_said, is_count
from ordering.edits import AddLine, ChangeLine, Edit

_BETWEEN = frozenset({"more", "of", "extra", "big", "small", "little"})  # "two more cookies"
# words that end a count's phrase but name no thing: "take two off", "just one actually"
_PARTICLES = frozenset({"off", "out", "away", "back", "up", "down", "over", "in", "on", "actually", "instead",
                        "too", "also", "please", "thanks", "well", "then", "now", "again"})


def lacking_counted(edits: Sequence[Edit], words: Sequence[str], lacking: Sequence[str],
                    cart: Any = None) -> list[Edit]:
    """``edits`` without the recounts of lines by counts said of things the menu lacks (see the module)."""
    lacking = [thing for thing in lacking if not ordered_by_its_own_words(thing, edits, cart)]
    counts = [k for k, w in enumerate(words) if is_count(w) or w in _COUNT_WORDS]
    if not counts or not lacking or not all(_counts_a_lacking(words, k, lacking) for k in counts):
        return list(edits)
    said = {_COUNT_WORDS.get(words[k]) or count_said(words[k]) for k in counts}
    out: list[Edit] = []
    for e in edits:
        if isinstance(e, ChangeLine) and e.qty is not None and e.qty in said:
            e = e.model_copy(update={"qty": None})
            if not e.model_dump(exclude={"op", "ref"}, exclude_defaults=True):
                continue
        elif isinstance(e, AddLine) and e.qty > 1 and e.qty in said:
            e = e.model_copy(update={"qty": 1})
        out.append(e)
    return out


_FILLERS = frozenset({"a", "an", "the", "some", "another", "more"})
# counts said in words the model reads as numbers: "a couple of marshmallows" made the hot chocolate two
_COUNT_WORDS = {"couple": 2, "pair": 2, "few": 3, "dozen": 12}


def ordered_by_its_own_words(thing: str, edits: Sequence[Edit], cart: Any) -> bool:
    """Whether ``thing``, said as one the menu lacks, is the own words of an item the edits order more of
    ("another blueberry" of a blueberry muffin: `more_of_a_kind_named`), or of another of the family of a
    line ("one more blueberry" of apple bran muffins), not a thing of its own."""
    words = set(thing.split()) - _FILLERS
    lines = list(getattr(cart, "lines", None) or [])
    more = {e.item for e in edits if isinstance(e, AddLine)} | {  # "add two more blueberry": recounted
        lines[e.ref - 1].item for e in edits if isinstance(e, ChangeLine) and e.qty is not None
        and 1 <= e.ref <= len(lines) and e.qty > lines[e.ref - 1].qty}
    kinds = {line.item.split()[-1] for line in lines}  # "two muffins", "and one more blueberry": a muffin
    return bool(words) and any(item.split()[-1] in kinds and words <= set(item.split()[:-1]) for item in more)


def _counts_a_lacking(words: Sequence[str], k: int, lacking: Sequence[str]) -> bool:
    """Whether the count at words[k] is followed by the words of a thing the menu lacks."""
    j = k + 1
    while j < len(words) and words[j] in _BETWEEN:
        j += 1
    return any(words[j : j + len(thing.split())] == thing.split() and thing.split()[-1] not in _PARTICLES
               for thing in lacking)
