"""An item of the menu said after "without" or "no" of the drink ordered: "a latte without the espresso",
"a mocha with no espresso".

The model, which writes an item wherever the menu's words name one, added an espresso beside the latte:
the customer asked for less and got more. Where the turn names an item once, right after "without"/"no"
(past "the"/"any"), said of the line of another item said before it (no "and" or comma between), and the
model added a line of it, that line is not added: the drink said before it is noted in the customer's words
("without the espresso"), for the barista.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ordering.dsl import unsymbol
from ordering.edits import MAX_NOTE_CHARS, AddLine, Edit

_WITHOUT = frozenset({"without", "no"})
_ARTICLES = frozenset({"the", "any"})
_APART = frozenset({"and", ",", ".", "plus", "also", "then", "!", "?", ";"})


def items_said_once(words: Sequence[str], articles: frozenset[str]) -> Iterator[tuple[int, int]]:
    """For each item the words name once, (its place, the place of the word before it and the ``articles``
    said right before it: -1 where none is)."""
    for at, word in enumerate(words):
        if not word.startswith("item:") or words.count(word) != 1:
            continue
        k = at - 1
        while k >= 0 and words[k] in articles:
            k -= 1
        yield at, k


def item_said_without(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` without a line of an item said after "without" (see the module)."""
    out = list(edits)
    for at, k in items_said_once(words, _ARTICLES):
        word = words[at]
        before = [j for j in range(max(k, 0)) if words[j].startswith("item:")]
        if k < 0 or words[k] not in _WITHOUT or not before or _APART.intersection(words[before[-1]:k]):
            continue  # "a latte and no croissant": not said of the latte
        drink_item = unsymbol(words[before[-1]])[1]
        name = unsymbol(word)[1]
        lines = [j for j, e in enumerate(out) if isinstance(e, AddLine) and e.item == name]
        drinks = [j for j, e in enumerate(out) if isinstance(e, AddLine) and e.item == drink_item]
        if len(lines) != 1 or len(drinks) != 1 or drink_item == name:
            continue
        drink = out[drinks[0]]
        said = " ".join(unsymbol(w)[1] if ":" in w else w for w in words[k : at + 1])
        note = ", ".join(n for n in (drink.notes, said) if n)
        if len(note) <= MAX_NOTE_CHARS:
            out[drinks[0]] = drink.model_copy(update={"notes": note})
            del out[lines[0]]
    return out
