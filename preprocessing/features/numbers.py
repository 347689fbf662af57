"""Number words and digits → integers ("two" 2, "twenty one" 21, "a dozen" 12, "half a dozen" 6, "a pair of"
2, "18,000" 18000)."""

from __future__ import annotations

UNITS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
         "eight": 8, "nine": 9}
TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
         "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "dozen": 12}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
NUMBER_WORDS = frozenset(UNITS) | frozenset(TEENS) | frozenset(TENS) | frozenset(SCALES)


def _small(words: list[str], i: int) -> tuple[int, int] | None:
    """Parse a number below 100 at words[i]: (value, words used) or None."""
    if i >= len(words):
        return None
    w = words[i]
    if w.isdigit():
        return int(w[:12]), 1
    if w in UNITS:
        return UNITS[w], 1
    if w in TEENS:
        return TEENS[w], 1
    if w in TENS:
        if i + 1 < len(words) and words[i + 1] in UNITS and words[i + 1] != "zero":
            return TENS[w] + UNITS[words[i + 1]], 2
        return TENS[w], 1
    return None


def parse_number(words: list[str], i: int) -> tuple[int, int] | None:
    """Parse the longest number starting at words[i]: (value, words used) or None.

    Handles digits, units, teens, tens ("twenty one"), scales ("eighteen thousand", "a hundred" is
    left to the caller: "a" stays a word) and "and" inside a scaled number ("one hundred and five").
    """
    if words[i : i + 3] == ["half", "a", "dozen"]:
        return 6, 3
    if words[i : i + 3] == ["a", "pair", "of"]:  # "a pair of mochas": two (the "of" goes with it)
        return 2, 3
    if words[i : i + 2] == ["half", "dozen"]:
        return 6, 2
    first = _small(words, i)
    if first is None:
        if i < len(words) and words[i] in SCALES:
            first = (1, 0)  # bare "hundred" / "thousand"
        else:
            return None
    total, current, j = 0, first[0], i + first[1]
    while j < len(words) and words[j] in SCALES:
        scale = SCALES[words[j]]
        j += 1
        if scale == 100:
            current *= 100
        else:
            total += current * scale
            current = 0
        nxt_i = j + 1 if j < len(words) and words[j] == "and" else j
        nxt = _small(words, nxt_i)
        if nxt is None or words[nxt_i].isdigit():
            break
        current += nxt[0]
        j = nxt_i + nxt[1]
    return total + current, j - i
