"""How an item mention is said: named as a line already there ("that cappuccino", "the warm one"), asked for
again ("another latte"), with the count said before it; and a number said alone as a line's new quantity
("make that one.")."""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, SINGLE_GROUPS
from ordering.turn_words import FILLER_WORDS, TURN_ENDS, kind_of, next_word, previous_word


def naming_values(tokens: Sequence[str]) -> frozenset[str]:
    """The values said between "the" / "that" / "my" and an item, naming a line it has: "the extra hot hot
    chocolate", "my 16 ounce cafe au lait"."""
    return frozenset(
        t
        for i, tok in enumerate(tokens)
        if tok.startswith("item:") and names_the_one(tokens, i)
        for t in tokens[_values_before(tokens, i) + 1 : i]
        if t not in FILLER_WORDS
    )


def _values_before(tokens: Sequence[str], i: int) -> int:
    """The position of the last word before ``i`` that is neither a value nor a filler (-1 if none)."""
    j = i - 1
    while j >= 0 and (kind_of(tokens[j]) in SINGLE_GROUPS or tokens[j] in FILLER_WORDS):
        j -= 1
    return j


def names_the_one(tokens: Sequence[str], i: int) -> bool:
    """Whether the item at ``i`` is named as one already there: "that cappuccino", "the small chai latte"
    (values and fillers between), not "a cappuccino" or "two lattes"."""
    j = _values_before(tokens, i)
    return j >= 0 and tokens[j] in ("the", "that", "this", "my")


def asked_again(tokens: Sequence[str], i: int) -> bool:
    """Whether the item at ``i`` is asked for once more: "another latte", "one more decaf latte" (values and
    fillers between)."""
    j = _values_before(tokens, i)
    return j >= 0 and (tokens[j] == "another" or (tokens[j] == "more" and j >= 1 and tokens[j - 1] == "n1"))


_COUNT_STARTS = frozenset({"it", "that", "this", "make", "actually", "to", "just"})


def lone_count_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the number at ``i`` is said alone as a line's new quantity: "make that one.", "actually 1",
    "make it one instead" (not "that one iced", "the third one")."""
    j, k = previous_word(tokens, i), next_word(tokens, i)
    before = tokens[j] if j >= 0 else ""
    after = tokens[k] if k < len(tokens) else ""
    h = previous_word(tokens, j) if j >= 0 else -1
    said_of = h >= 0 and tokens[h] in ("of", "than", "for", "with", "on", "in")  # "instead of that one"
    return before in _COUNT_STARTS and not said_of and (not after or after in TURN_ENDS)


def line_descriptors(tokens: Sequence[str]) -> tuple[list[str], set[str]]:
    """Values that pick a line rather than change it: "make the warm one with oat milk", "four of the iced
    one", "i don't want the hot one anymore". Returns the tokens with those values (and their "one")
    turned into plain words, and the values."""
    out, described = list(tokens), set()
    for i, tok in enumerate(tokens[:-1]):
        if kind_of(tok) not in SINGLE_GROUPS or tokens[i + 1] not in ("n1", "one", "ones", "some"):
            continue
        j = previous_word(tokens, i)
        if j >= 0 and tokens[j] in ("the", "that", "this"):
            described.add(tok)
            out[i], out[i + 1] = tok.partition(":")[2], "one"
    for i, tok in enumerate(tokens[:-1]):  # "a lot of hot water": water, not a hot drink
        if tok == "temp:hot" and tokens[i + 1] == "water":
            out[i] = "hot"
    for i, tok in enumerate(tokens):  # "bump the latte half caf up to four": the half caf latte, four of it
        if not tok.startswith("item:") or i == 0 or tokens[i - 1] not in ("the", "that", "my"):
            continue
        k = i + 1
        while k < len(tokens) and kind_of(tokens[k]) in SINGLE_GROUPS:
            k += 1
        n = k
        while n < len(tokens) and tokens[n] in ("up", "to", *FILLER_WORDS):
            n += 1
        if k > i + 1 and n < len(tokens) and tokens[n] in NUMBERS:
            for v in range(i + 1, k):
                described.add(tokens[v])
                out[v] = tokens[v].partition(":")[2]
    return out, described


def mention_counts_said(tokens: Sequence[str], summaries: set[int]) -> dict[int | None, str]:
    """The count said right before each item mention ("ten espressos ... three espressos"), by mention
    index (the indexing of ``bind_owners``)."""
    out: dict[int | None, str] = {}
    items = [i for i, t in enumerate(tokens) if t.startswith("item:") and i not in summaries]
    previous = -1
    for k, pos in enumerate(items):
        said = [
            t for t in tokens[max(previous + 1, pos - 4) : pos] if t in NUMBERS and t not in ("n1", "nbig")
        ]
        if said:
            out[k] = said[-1]
        previous = pos
    return out
