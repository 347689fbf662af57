"""Readings of the options and add-ons a turn says: which item mention each option is said of, how many
portions of an add-on are asked for (a count said with it, or "more" / "extra"), and whether a value is
taken off, negated or given up."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS
from ordering.turn_words import FILLER_WORDS, kind_of, next_word, previous_word

# words that take an add-on off a line
_TAKE_OFF = frozenset({"remove", "without", "no", "minus", "skip", "drop", "hold", "off", "out"})


_OPTION_KINDS = (*SINGLE_GROUPS, "addon", "prep")


def bind_owners(tokens: Sequence[str], summaries: set[int]) -> dict[str, Any]:
    """Bind each single-valued option to the item mention it describes.

    An option run right before an item name describes it ("an iced chai latte"); any other option
    describes the item named before it ("a latte, iced", "a mocha with oat milk and a latte"), or the
    next one when none was named before.
    """
    items = [i for i, t in enumerate(tokens) if t.startswith("item:") and i not in summaries]
    if not items:
        return {}
    index = {pos: k for k, pos in enumerate(items)}
    owners: dict[str, set[int]] = {}
    addon_owners: dict[str, set[int]] = {}
    for p, tok in enumerate(tokens):
        if kind_of(tok) not in _OPTION_KINDS:
            continue
        q = p + 1  # the run goes on over the word of a shot count and fillers: "six shot decaf americanos",
        # "an almond milk like coffee", "a tall uh matcha latte"
        while q < len(tokens) and (
            kind_of(tokens[q]) in _OPTION_KINDS or tokens[q] == "shot" or tokens[q] in FILLER_WORDS
        ):
            q += 1
        before = [i for i in items if i < p]
        named = tokens[q] if q < len(tokens) and tokens[q].startswith("item:") else None
        later = [i for i in items if i >= q and tokens[i] == named]  # a count that sums up: its mentions
        if named and later:  # "two medium lattes, one decaf and one oat": medium is the mentions'
            owner = index[later[0]]
        elif before:
            owner = index[before[-1]]
        else:
            owner = index[next(i for i in items if i > p)]
        (addon_owners if kind_of(tok) == "addon" else owners).setdefault(tok, set()).add(owner)
    mentions: dict[str, list[int]] = {}
    for k, pos in enumerate(items):
        mentions.setdefault(tokens[pos], []).append(k)
    return {
        "owners": {t: frozenset(o) for t, o in owners.items()},
        "mentions": mentions,
        "addon_owners": {t: frozenset(o) for t, o in addon_owners.items()},
    }


_KEEP_ON = frozenset({"plus", "and", "with", ",", "add", "i'd", "like", "want", "get", "have", "extra"})


def given_up_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the value at i is the one given up: "almond milk instead of whole milk", "rather than 2%"."""
    return i >= 2 and (tokens[i - 2 : i] == ["instead", "of"] or tokens[i - 2 : i] == ["rather", "than"])


def negated_at(tokens: Sequence[str], i: int, negations: Sequence[str]) -> bool:
    """Whether the value at i is said negated ("not iced", "not uh iced", "no like oat milk") or given up
    ("almond milk instead of whole milk")."""
    j = previous_word(tokens, i)
    return (j >= 0 and tokens[j] in negations) or given_up_at(tokens, i)


def taken_off_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the add-on at i is taken off: "remove the vanilla", "no more whip", "without i think whip",
    "take the whip out of my mocha"."""
    window = tokens[max(0, i - 4) : i]
    for k, tok in enumerate(reversed(window)):
        between = tokens[
            i - k : i
        ]  # the words after the take-off word: "no, i think, nutmeg" still takes off
        if tok in _TAKE_OFF and not (tok == "no" and k >= 2 and not all(t in FILLER_WORDS for t in between)):
            return True
        earlier = window[len(window) - 2 - k] if len(window) - 2 - k >= 0 else ""
        if tok in FILLER_WORDS and (earlier in _TAKE_OFF or earlier == "the"):
            continue  # "no like nutmeg", "minus the like foam": a filler, not "i'd like"
        if ":" in tok or tok in _KEEP_ON:
            break
    after = next_word(tokens, i)  # "take the ice i think out", "take the i think ice out"
    before = [t for t in tokens[max(0, i - 6) : i] if t not in FILLER_WORDS][-3:]
    return (
        after < len(tokens)
        and tokens[after] in ("out", "off")
        and any(t in ("take", "leave", "keep") for t in before)
    )


def counts_an_add_on(tokens: Sequence[str], i: int) -> bool:
    """Whether the number at ``i`` counts an add-on ("one nutmeg", "1 pump of vanilla"), not a drink."""
    j = i + 1
    while j < len(tokens) and tokens[j] in ADDON_UNITS:
        j += 1
    return j < len(tokens) and kind_of(tokens[j]) == "addon"


# words between a count and its add-on: "four scoops of toffee nut", "2 packets of equal", "3 uh pumps"
ADDON_UNITS = frozenset(
    {
        "pump",
        "pumps",
        "scoop",
        "scoops",
        "packet",
        "packets",
        "shot",
        "shots",
        "of",
        "spoon",
        "spoons",
        "spoonful",
        "spoonfuls",
        "teaspoons",
        "squirts",
        "sachets",
        "uh",
        "um",
        "er",
        "like",
        "right",
        "i",  # "two i think pumps of honey"
        "think",
        "added",  # "one extra shot", read as "n1 added addon:espresso_shot"
    }
)


def addon_counts_said(tokens: Sequence[str]) -> dict[str, list[str]]:
    """The number said right before each add-on ("two pumps of vanilla", "one sucralose"), in order."""
    out: dict[str, list[str]] = {}
    for i, tok in enumerate(tokens):
        if not tok.startswith("addon:"):
            continue
        j = i - 1
        while j >= 0 and tokens[j] in ADDON_UNITS:
            j -= 1
        if j >= 0 and tokens[j] in NUMBERS:
            out.setdefault(tok, []).append(tokens[j])
    return out


# words that ask for more than one portion without a number: "more caramel", "extra whip", "double stevia"
INTENSIFIERS = frozenset(
    {"more", "extra", "double", "lots", "plenty", "heavy", "additional", "triple", "twice"}
)


def doubled_addons(tokens: Sequence[str]) -> set[str]:
    """Add-ons said right after "more", "double" or "extra" ("more caramel pumps", "add double honey");
    not "one more", "no more", "any more"."""
    out = set()
    for i, tok in enumerate(tokens):
        if not tok.startswith("addon:"):
            continue
        j = previous_word(tokens, i)
        if (
            j >= 0
            and tokens[j] in ("more", "double", "extra")
            and (j == 0 or tokens[j - 1] not in (*NUMBERS, "no", "any"))
        ):
            out.add(tok)
    return out


def intensified_addons(tokens: Sequence[str]) -> set[str]:
    """Add-ons said with a word asking for more than one portion ("more caramel", "extra honey")."""
    return {
        tok
        for i, tok in enumerate(tokens)
        if tok.startswith("addon:") and set(tokens[max(0, i - 3) : i]) & INTENSIFIERS
    }
