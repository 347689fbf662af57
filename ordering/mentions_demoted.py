"""Mentions read as items or counts that are not: an ingredient that describes another drink ("a latte with
a shot of espresso"), a count that sums up a list after it, an item named again that restates the first
mention, a size that is a cup's, a number that names a line or counts a thing the menu lacks. Each returns the
turn's tokens with those mentions turned back into plain words (or into what they are)."""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_token, number_value, symbol
from ordering.mentions_said import lone_count_at
from ordering.turn_words import (
    FILLER_WORDS,
    GENERIC_ITEMS,
    INGREDIENT_ITEMS,
    LIST_END,
    REPEAT_WORDS,
    TURN_ENDS,
    is_measure,
    kind_of,
    next_word,
    previous_word,
)
from ordering.unknown_things import unknown_thing

_PRONOUN_ONE = frozenset(
    {
        "that",
        "this",
        "the",
        "first",
        "second",
        "third",
        "fourth",
        "last",
        "other",
        "each",
        "which",
        "every",
        "new",
        "same",
    }
)

_NOT_A_COUNT = frozenset({"in", "into", "line", "item", "number", "no", "#"})  # "cut in two slices", "line 2"


def summary_coffee_demoted(tokens: Sequence[str]) -> list[str]:
    """'two coffees: a mocha with 2% and a cortado': a counted generic item the list after it spells out."""
    out = list(tokens)
    for i, tok in enumerate(tokens):
        if tok in GENERIC_ITEMS and i > 0 and tokens[i - 1] in NUMBERS and tokens[i - 1] != "n1":
            later = [t for t in tokens[i + 1 :] if t.startswith("item:") and t not in GENERIC_ITEMS]
            if len(later) == number_value(tokens[i - 1]):
                out[i - 1], out[i] = "some", "coffees"
    return out


# nouns after an ingredient item that make it a part, not a drink: "coffee beans", "espresso grounds"
_INGREDIENT_NOUNS = frozenset(
    {
        "beans",
        "bean",
        "grounds",
        "flavor",
        "flavour",
        "flavored",
        "flavoured",
        "cubes",
        "powder",
        "dust",
        "sprinkles",
        "syrup",
        "sauce",
    }
)


# how much of an add-on, said as a request of its own ("hardly any foam", "a lot of sweetener"): a note,
# not a portion ("light foam" is both a portion and a note, so bare "light" is not here)
REQUEST_AMOUNTS = (
    ("hardly", "any"),
    ("barely", "any"),
    ("not", "too", "much"),
    ("very", "little"),
    ("light", "on", "the"),
    ("light", "on"),
    ("easy", "on", "the"),
    ("easy", "on"),
    ("drop", "of"),
    ("less",),
    # how much, as a request of its own: "double the foam", "a lot of sweetener", "a little extra honey"
    ("double", "the"),
    ("lot", "of"),
    ("lots", "of"),
    ("plenty", "of"),
    ("little", "extra"),
)


# how much of an ingredient: "a lot of steamed milk", "more steamed milk", "half the espresso" ask for it
# in a drink
_AMOUNTS = (*REQUEST_AMOUNTS, ("more",), ("half", "the"))


def _said_as_an_amount(tokens: Sequence[str], i: int) -> bool:
    """Whether the mention at ``i`` follows words that measure it ("a drop of", "go light on the"),
    fillers skipped; "one more steamed milk" and "another ..." count a drink, they measure nothing."""
    before = [t for t in tokens[max(0, i - 6) : i] if t not in FILLER_WORDS]
    for phrase in _AMOUNTS:
        if tuple(before[-len(phrase) :]) == phrase:
            head = before[-len(phrase) - 1] if len(before) > len(phrase) else ""
            return not (phrase == ("more",) and (head in NUMBERS or head in ("a", "an", "another")))
    return False


def _a_shot_count_drink(tokens: Sequence[str], j: int) -> bool:
    """Whether the shot count ending at ``j`` starts a drink ("one 3 shot espresso", "a doppio
    espresso"), not a measure of another ("a mocha with a double shot espresso")."""
    if j < 0:
        return False
    if tokens[j].startswith("shots:"):
        k = j - 1
    elif tokens[j] == "addon:espresso_shot" and j >= 1 and tokens[j - 1] in NUMBERS:
        k = j - 2
    else:
        return False
    while k >= 0 and (tokens[k] in ("a", "an", "n1") or tokens[k] in FILLER_WORDS):
        k -= 1
    return k < 0 or tokens[k] not in ("with", "of", "extra", "add", "plus")


def describing_mentions_demoted(tokens: Sequence[str]) -> list[str]:
    """Return the turn's tokens with mentions that describe another drink turned back into plain words.

    An ingredient item named right after "with", "extra", "half" or a measure ("a shot of", "a triple
    shot of"), in a turn that names another item, is not an item of its own; "a shot of hazelnut" is a
    pump of syrup, not an espresso shot.
    """
    out = list(tokens)
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    for i in items:
        if tokens[i] in INGREDIENT_ITEMS and _said_as_an_amount(tokens, i):
            out[i] = tokens[i].partition(":")[2].split("_")[0]  # "go light on the steamed milk": a request
            continue
        if tokens[i] not in INGREDIENT_ITEMS or len(items) < 2:
            continue
        j = i - 1
        while j >= 0 and (tokens[j].startswith("caffeine:") or tokens[j] in FILLER_WORDS):
            j -= 1
        prev = tokens[j] if j >= 0 else ""
        before = tokens[j - 1] if j >= 1 else ""
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if _a_shot_count_drink(tokens, j) and after != "of":
            continue  # "one 3 shot espresso", "a doppio espresso": the drink with its shot count
        if (
            prev in ("with", "extra", "half", "more", "little")
            or is_measure(prev)
            or (prev == "of" and is_measure(before))
            or after in _INGREDIENT_NOUNS  # "a few raw coffee beans in it"
            or (prev in ("normal", "regular", "plain") and before == "other")
        ):  # "the other normal coffee"
            out[i] = tokens[i].partition(":")[2].split("_")[0]
    for i, tok in enumerate(tokens[:-2]):
        if tok == "addon:espresso_shot" and tokens[i + 1] == "of" and tokens[i + 2].startswith("addon:"):
            out[i] = "shot"
    for i, tok in enumerate(tokens[:-1]):  # "a drop of water" measures: it drops nothing
        if tok == "drop" and tokens[i + 1] == "of":
            out[i] = "drop-of"
        if tok == "prep:cut_in_half" and tokens[i + 1] == "of":  # "two slices of banana bread": a count
            out[i] = "slices"
    for i, tok in enumerate(tokens[1:], 1):  # "make that two slices" of banana bread: a count, not a cut
        counted = tokens[i - 1] in NUMBERS and (i < 2 or tokens[i - 2] not in _NOT_A_COUNT)
        if tok == "prep:cut_in_half" and counted and not _item_follows(list(tokens), i + 1):
            out[i] = "slices"
    for i, tok in enumerate(tokens):  # "hardly any foam", "not too much cream": a request, not a portion
        asked = tok.startswith(("addon:", "milk:")) and any(
            _said_right_before(tokens, i, p) for p in REQUEST_AMOUNTS)  # only where it can matter: cheaper
        if asked:
            out[i] = tok.partition(":")[2].split("_")[0]
        if tok.startswith("size:") and _a_cup_said(tokens, i):
            out[i] = tok.partition(":")[2]  # "in a large cup", "short pour": how it is served, not its size
    for i, tok in enumerate(tokens[:-1]):
        if tok.startswith("shots:") and tokens[i + 1].startswith("addon:"):
            out[i] = number_token(int(tok[6:]))  # "double chocolate": two of the add-on, not two shots
        shot = next_word(tokens, i)  # fillers skipped: "3 uh shot", "a 2 shot like latte"
        after = next_word(tokens, shot)
        follower = tokens[after] if after < len(tokens) else ""
        if (
            tok in NUMBERS
            and tok != "nbig"
            and shot < len(tokens)
            and tokens[shot] == "addon:espresso_shot"
            and (i == 0 or tokens[i - 1] not in ("extra", "more", "additional", "add", "plus"))
            and (
                not follower
                or follower.startswith("item:")
                or follower in LIST_END
                # "a two shot decaf flat white", "two mochas, six shot but decaf"
                or (
                    tok != "n1"
                    and (follower.partition(":")[0] in _DRINK_VALUES or follower in _SHOT_FOLLOWERS)
                )
            )
        ):
            out[i], out[shot] = symbol("shots", tok[1:]), "shot"  # "a 3 shot flat white", "with a 2 shot"
        after_couple = tokens[i + 1] in ("of", "more") or _item_follows(tokens, i + 1)
        if tok in ("couple", "coupla") and (after_couple or tokens[i - 1 : i] == ["another"]):
            out[i] = "n2"  # "a couple of macchiatos", "a couple lattes", "a couple more", "another couple"
            # ("a coupla mochas", as it is said)
        of = next_word(tokens, i)
        thing = next_word(tokens, of)
        if (
            tok.startswith("shots:")
            and tokens[of : of + 1] == ["of"]
            and thing < len(tokens)
            and tokens[thing].startswith("addon:")
        ):
            out[i] = number_token(int(tok[6:]))  # "two shots of hazelnut", "two shots of like truvia": pumps
        if tok == "shots:2" and tokens[i + 1] in ("the", "cupped"):
            out[i] = "double"  # "double the foam", "double cupped": no shots
        if tok == "n1":  # "and one more thing, ...", "one uh more thing" ask for nothing
            k = next_word(tokens, i)
            thing = next_word(tokens, k)  # "one more uh thing"
            if tokens[k : k + 1] == ["more"] and thing < len(tokens) and tokens[thing] in ("thing", "like"):
                out[i], out[k] = "one", "more_thing"
        if (
            tok == "n1"
            and i > 0
            and tokens[i - 1] in _PRONOUN_ONE
            and not tokens[i + 1].startswith("item:")
            and not lone_count_at(tokens, i)
        ):
            out[i] = "one"  # "the third one", "that one": a line, not a count
        named = previous_word(tokens, i)  # "skip line 3", "item 2 dry", "number uh 2": a line, not a count
        if tok in NUMBERS and named >= 0 and tokens[named] in ("line", "item", "number", "#"):
            out[i] = f"line_{number_value(tok)}"
        if tok == "to" and tokens[i + 1] == "go" and _said_last(tokens, i + 1):
            out[i] = "to_go:true"  # "it's like to go." (not "i'd like to go with a latte")
        if tok in NUMBERS and unknown_thing(tokens, i + 1):
            out[i] = "some"  # "and one salad", "two lawnmowers": things the menu lacks, not counts of ours
    return out


_DRINK_VALUES = frozenset({"size", "temp", "milk", "caffeine"})
_SHOT_FOLLOWERS = frozenset({"but", "too", "with", "made", "i", "that's", "served"})


def _said_right_before(tokens: Sequence[str], i: int, phrase: tuple[str, ...]) -> bool:
    """Whether ``phrase`` is said right before ``tokens[i]``, fillers skipped ("not uh too much foam");
    "double" may have been read as two shots ("double the foam")."""
    j = i
    for word in reversed(phrase):
        j = previous_word(tokens, j)
        if j < 0 or (tokens[j] != word and not (word == "double" and tokens[j] == "shots:2")):
            return False
    return True


def _a_cup_said(tokens: Sequence[str], i: int) -> bool:
    """Whether the size at ``i`` is a cup's ("in a large cup", "in the tall mug") or a pour's ("short
    pour"), not the drink's ("a large cup of coffee" is a large coffee)."""
    k = next_word(tokens, i)
    after = tokens[k] if k < len(tokens) else ""
    if after == "pour":
        return True
    further = tokens[k + 1] if k + 1 < len(tokens) else ""
    in_a = _said_right_before(tokens, i, ("in", "a")) or _said_right_before(tokens, i, ("in", "the"))
    return after in _CUPS and further != "of" and in_a


_CUPS = frozenset({"cup", "cups", "mug", "glass"})


def _said_last(tokens: Sequence[str], i: int) -> bool:
    """Whether nothing but an ending ("." "please" "when you get a chance") follows the word at ``i``."""
    k = next_word(tokens, i)
    return k >= len(tokens) or tokens[k] in TURN_ENDS


# words that join a second mention of an item to the first: "a latte and a latte with oat milk"
LIST_JOINS = frozenset(
    {"and", "plus", "also", "another", "other", "&", "second", "more", "too", "then", "more_thing"}
)


def restated_mentions_demoted(tokens: Sequence[str]) -> list[str]:
    """An item named again with no word joining it to the first mention restates it: "I think a cappuccino
    would be good right now, so one cappuccino" is one cappuccino (the later mention becomes a plain word)."""
    out = list(tokens)
    seen: set[str] = set()
    more = any(t in REPEAT_WORDS for t in tokens)
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        before = [
            t
            for t in tokens[max(0, i - 8) : i]
            if t not in ("a", "an", "the", "n1", "one")
            and t not in FILLER_WORDS
            and kind_of(t) not in (*SINGLE_GROUPS, "addon", "prep")
        ]
        plural = any(t in NUMBERS and t != "n1" for t in tokens[max(0, i - 4) : i])
        if tok in seen and not plural and not more and not set(before[-3:]) & LIST_JOINS:
            out[i] = tok.partition(":")[2].rsplit("_", 1)[-1]
        seen.add(tok)
    return out


def _item_follows(tokens: list[str], at: int) -> bool:
    """An item at ``at``, or right after one value there ("couple lattes", "couple iced lattes")."""
    ahead = tokens[at : at + 2]
    if not ahead:
        return False
    valued = ":" in ahead[0] and len(ahead) == 2
    return ahead[0].startswith("item:") or (valued and ahead[1].startswith("item:"))
