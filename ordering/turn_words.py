"""Token-level readings of a customer's turn that grounding builds on (no decoder state).

The feature pipeline's tokens name menu things as symbols (``item:latte``, ``milk:oat_milk``) and
numbers as ``n2``; the functions here read phrases off them: which item an option or add-on is said of,
the count said with an add-on, a split's units, mentions that describe another drink, items a turn brings
in, and the word lists behind them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_token, number_value, symbol
from ordering.said import said_requests

# "coffee" names the brewed coffee, but customers also say it of any drink ("make it decaffeinated
# coffee", "the coffee shop"): a mention of it never obliges the output to add one.
GENERIC_ITEMS = frozenset({"item:coffee"})


# Items whose names are also ingredients of other drinks: "a latte with a double shot of espresso",
# "a mocha made with decaffeinated coffee", "a matcha latte with extra matcha" describe one drink.
INGREDIENT_ITEMS = frozenset({"item:espresso", "item:coffee", "item:matcha_latte", "item:steamer"})
_MEASURES = frozenset({"shot", "shots", "splash", "dash", "bit", "touch", "half", "pinch", "hint"})


def kind_of(tok: str) -> str:
    """The kind of a menu symbol ("size" of ``size:medium``); "" for a plain word (even the word "size")."""
    head, colon, _ = tok.partition(":")
    return head if colon else ""


def is_measure(tok: str) -> bool:
    return tok in _MEASURES or tok.startswith("shots:") or tok == "addon:espresso_shot"


# words that take an add-on off a line, and words that make a turn an order whatever its intent reads
_TAKE_OFF = frozenset({"remove", "without", "no", "minus", "skip", "drop", "hold", "off", "out"})
ORDER_WORDS = frozenset({"i'd", "i'll", "get", "have", "order", "want", "take", "need", "give"})
FIRST_PERSON_ORDER = frozenset({"i'd", "i'll", "we'd", "we'll"})
ORDER_PAIRS = frozenset(
    {
        ("would", "like"),
        ("i", "want"),
        ("i", "need"),
        ("i", "get"),
        ("i", "have"),
        ("i", "take"),
        ("me", "a"),
        ("to", "order"),
    }
)


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
            kind_of(tokens[q]) in _OPTION_KINDS or tokens[q] == "shot" or tokens[q] in _FILLER_WORDS
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


WARM = ("temp:warm", "prep:warmed")  # one mention, said of a drink or of a bakery item
MAX_UNITS = 10_000  # no count said: no limit from the words (the menu's limits still apply)
THAT = frozenset({"that", "it", "this"})
NOT_THAT = frozenset(
    {
        "first",
        "second",
        "third",
        "fourth",
        "other",
        "both",
        "all",
        "them",
        "everything",
        "one",
        "ones",
        "each",
        "those",
        "these",
        "line",
        "number",
        "n1",
        "n2",
        "n3",
        "n4",
    }
)
MORE_WORDS = frozenset({"another", "more", "again", "same", "also", "too", "add"})
_REPEAT_WORDS = frozenset({"another", "more", "again", "same"})
_FILLER_WORDS = frozenset({"uh", "um", "er", "like", "i", "think", "right", "so", "well", "oh"})


def asks_for_more(tokens: Sequence[str]) -> bool:
    """'another latte', 'one more', 'the same again' ask for more of an item; 'more butter' asks for
    more of an add-on, and 'more steamed milk', 'with more syrup' for more of what a drink is made with."""
    return any(
        tok in _REPEAT_WORDS
        and not (i + 1 < len(tokens) and kind_of(tokens[i + 1]) in ("addon", "prep"))
        and not (tok == "more" and _more_of_stuff(tokens, i))
        for i, tok in enumerate(tokens)
    )


def _more_of_stuff(tokens: Sequence[str], i: int) -> bool:
    """Whether "more" at ``i`` asks for more of a plain thing ("more steamed milk", "with more syrup"), not
    for more drinks ("one more", "two more lattes", "more lattes")."""
    j, k = _previous_word(tokens, i), _next_word(tokens, i)
    counted = j >= 0 and (tokens[j] in NUMBERS or tokens[j] in ("a", "an", "one", "some", "few", "any"))
    named = k < len(tokens) and (tokens[k].startswith("item:") or tokens[k] in ("thing", "things"))
    return not counted and not named and k < len(tokens) and ":" not in tokens[k] and tokens[k].isalpha()


SEVERAL = frozenset({"both", "all", "them", "those", "these", "everything", "each", "ones"})
ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "last"})
_POSITIONS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_ANY_LINE = frozenset({"n1", "one", "item", "drink", "line", "thing"})  # "the fifth one", "the last drink"


def ordinal_lines(tokens: Sequence[str], cart_size: int) -> frozenset[int]:
    """The cart positions (1-based) named by place: "remove the fifth one", "swap the last drink"."""
    found = set()
    for i, tok in enumerate(tokens[:-1]):
        if tokens[i + 1] in _ANY_LINE and (tok in _POSITIONS or tok == "last"):
            found.add(cart_size if tok == "last" else _POSITIONS[tok])
        elif tokens[i + 1] in _ANY_LINE and tok == "middle" and cart_size % 2 == 1:
            found.add(cart_size // 2 + 1)  # "remove the middle one" of three: the second
    return frozenset(p for p in found if 1 <= p <= cart_size)

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
QUESTION_PAIRS = frozenset(
    {
        ("do", "you"),
        ("got", "any"),
        ("how", "much"),
        ("have", "you"),
        ("is", "there"),
        ("are", "there"),
        ("you", "got"),
        ("does", "it"),
        ("what", "kind"),
        ("what", "is"),
    }
)
CLEAR_WORDS = frozenset({"cancel", "empty", "scrap", "clear", "erase", "wipe", "start"})
LINE_WORDS = frozenset(
    {"line", "item", "items", "drink", "drinks", "order", "last", "everything", "all", "thing"}
)
# words that take a value off what follows them: "no room", "hold the cream", "without milk"
TAKING_OFF_WORDS = frozenset({"no", "not", "without", "hold", "skip", "minus", "don't", "dont", "never"})
REMOVE_WORDS = frozenset({"cancel", "skip", "delete", "drop", "remove", "scratch", "forget"})
REPLACE_WORDS = frozenset({"replace", "change", "swap", "switch", "instead", "exchange", "into"})
CORRECTION_WORDS = frozenset({"actually", "instead", "rather", "meant", "wanted"})
# words without which no line goes: a turn that only orders ("…, and a mocha, when you get a chance")
# deletes nothing
UNDOING_WORDS = (
    REMOVE_WORDS
    | REPLACE_WORDS
    | CORRECTION_WORDS
    | CLEAR_WORDS
    | frozenset({"don't", "dont", "rid", "off", "out", "never", "nevermind", "lose", "anymore"})
    | frozenset({"undo", "ditch"})
)
_DETERMINERS = frozenset({"the", "my", "that", "this", "any", "some", "a", "an"})
# negations that undo a line when they are not said of an option ("no muffin", not "no ice")
_NEGATIONS = frozenset({"no", "not", "without", "hold", "minus"})


def word_pairs(tokens: Sequence[str]) -> set[tuple[str, str]]:
    """Each two words said one after the other, fillers skipped ("do like you have" says "do you")."""
    said = [t for t in tokens if t not in _FILLER_WORDS]
    return set(zip(said, said[1:], strict=False))


def removes_an_add_on(tokens: Sequence[str], i: int) -> bool:
    """Whether the remove word at ``i`` is said of an add-on or a preparation ("remove uh the nutmeg from
    my mocha"), not of a line."""
    after = [t for t in tokens[i + 1 : i + 5] if t not in _FILLER_WORDS and t not in _DETERMINERS]
    return bool(after) and kind_of(after[0]) in ("addon", "prep")


def undoes_a_line(tokens: Sequence[str]) -> bool:
    """Whether the words could take a line away: a remove, replace or correction word (not one said of an
    add-on: "remove the nutmeg from my mocha"), or a negation not said of an option ("no ice", "without
    sugar" take an add-on off, not a line)."""
    for i, tok in enumerate(tokens):
        if tok in REMOVE_WORDS and removes_an_add_on(tokens, i):
            continue
        if tok in UNDOING_WORDS:
            return True
        if tok in _NEGATIONS:
            after = [t for t in tokens[i + 1 : i + 4] if t not in _FILLER_WORDS and t not in ("the", "any")]
            if not after or kind_of(after[0]) not in ("addon", "prep", *SINGLE_GROUPS):
                return True
    return False


def summary_coffee_demoted(tokens: Sequence[str]) -> list[str]:
    """'two coffees: a mocha with 2% and a cortado': a counted generic item the list after it spells out."""
    out = list(tokens)
    for i, tok in enumerate(tokens):
        if tok in GENERIC_ITEMS and i > 0 and tokens[i - 1] in NUMBERS and tokens[i - 1] != "n1":
            later = [t for t in tokens[i + 1 :] if t.startswith("item:") and t not in GENERIC_ITEMS]
            if len(later) == number_value(tokens[i - 1]):
                out[i - 1], out[i] = "some", "coffees"
    return out


_KEEP_ON = frozenset({"plus", "and", "with", ",", "add", "i'd", "like", "want", "get", "have", "extra"})


def given_up_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the value at i is the one given up: "almond milk instead of whole milk", "rather than 2%"."""
    return i >= 2 and (tokens[i - 2 : i] == ["instead", "of"] or tokens[i - 2 : i] == ["rather", "than"])


def negated_at(tokens: Sequence[str], i: int, negations: Sequence[str]) -> bool:
    """Whether the value at i is said negated ("not iced", "not uh iced", "no like oat milk") or given up
    ("almond milk instead of whole milk")."""
    j = _previous_word(tokens, i)
    return (j >= 0 and tokens[j] in negations) or given_up_at(tokens, i)


def taken_off_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the add-on at i is taken off: "remove the vanilla", "no more whip", "without i think whip",
    "take the whip out of my mocha"."""
    window = tokens[max(0, i - 4) : i]
    for k, tok in enumerate(reversed(window)):
        between = tokens[
            i - k : i
        ]  # the words after the take-off word: "no, i think, nutmeg" still takes off
        if tok in _TAKE_OFF and not (tok == "no" and k >= 2 and not all(t in _FILLER_WORDS for t in between)):
            return True
        earlier = window[len(window) - 2 - k] if len(window) - 2 - k >= 0 else ""
        if tok in _FILLER_WORDS and (earlier in _TAKE_OFF or earlier == "the"):
            continue  # "no like nutmeg", "minus the like foam": a filler, not "i'd like"
        if ":" in tok or tok in _KEEP_ON:
            break
    after = _next_word(tokens, i)  # "take the ice i think out", "take the i think ice out"
    before = [t for t in tokens[max(0, i - 6) : i] if t not in _FILLER_WORDS][-3:]
    return (
        after < len(tokens)
        and tokens[after] in ("out", "off")
        and any(t in ("take", "leave", "keep") for t in before)
    )


def naming_values(tokens: Sequence[str]) -> frozenset[str]:
    """The values said between "the" / "that" / "my" and an item, naming a line it has: "the extra hot hot
    chocolate", "my 16 ounce cafe au lait"."""
    return frozenset(
        t
        for i, tok in enumerate(tokens)
        if tok.startswith("item:") and names_the_one(tokens, i)
        for t in tokens[_values_before(tokens, i) + 1 : i]
        if t not in _FILLER_WORDS
    )


def _values_before(tokens: Sequence[str], i: int) -> int:
    """The position of the last word before ``i`` that is neither a value nor a filler (-1 if none)."""
    j = i - 1
    while j >= 0 and (kind_of(tokens[j]) in SINGLE_GROUPS or tokens[j] in _FILLER_WORDS):
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


def counts_an_add_on(tokens: Sequence[str], i: int) -> bool:
    """Whether the number at ``i`` counts an add-on ("one nutmeg", "1 pump of vanilla"), not a drink."""
    j = i + 1
    while j < len(tokens) and tokens[j] in _ADDON_UNITS:
        j += 1
    return j < len(tokens) and kind_of(tokens[j]) == "addon"


# words between a count and its add-on: "four scoops of toffee nut", "2 packets of equal", "3 uh pumps"
_ADDON_UNITS = frozenset(
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
        while j >= 0 and tokens[j] in _ADDON_UNITS:
            j -= 1
        if j >= 0 and tokens[j] in NUMBERS:
            out.setdefault(tok, []).append(tokens[j])
    return out


_UNIT_MARKERS = frozenset({"n1", "other", "others", "rest", "first", "second", "third"})


def addon_units_said(tokens: Sequence[str]) -> dict[str, dict[str, set[int]]]:
    """For an item split between units ("two teas, the first with toffee and the second with sweetener"),
    the unit (line) each add-on said after a unit marker belongs to."""
    out: dict[str, dict[str, set[int]]] = {}
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or not split_after(tokens, i):
            continue
        unit = -1
        for j in range(i + 1, len(tokens)):
            later, after = tokens[j], tokens[j + 1] if j + 1 < len(tokens) else ""
            if later.startswith("item:"):
                break
            of_them = tokens[j + 1 : j + 3] == ["of", "them"]  # "one of them with ..." is a unit
            if later in _UNIT_MARKERS and not (
                later == "n1" and not of_them and (after.startswith("addon:") or after in _ADDON_UNITS)
            ):
                unit += 1  # "one with ...", "the other ..." (not "one sweetener", "one pump of ...")
            elif later.startswith("addon:") and unit >= 0:
                out.setdefault(tok, {}).setdefault(later, set()).add(unit)
    return out


ADDING_VERBS = frozenset({"add", "make", "instead", "get", "give"})
_INTRODUCING = frozenset({"add", "to", "with", "for", "into", "it", "make", "get"})
ADD_WORD = frozenset({"add"})


def introduced_items(tokens: Sequence[str], words: frozenset[str] = _INTRODUCING) -> set[str]:
    """Items said right after a word that brings them in: "add a cappuccino", "change it to a latte"."""
    if words is ADD_WORD:  # "add ten espressos": a count stands between too
        tokens = [t for t in tokens if not (t[:1] == "n" and t[1:].isdigit())]
    out = set()
    for i, tok in enumerate(tokens):
        if tok.startswith("item:"):
            before = [
                t
                for t in tokens[max(0, i - 4) : i]
                if ":" not in t
                and t not in _FILLER_WORDS
                and t not in ("a", "an", "one", "n1", "the", "some")
            ]
            if before[-1:] and before[-1] in words:
                out.add(tok)
    return out


def split_after(tokens: Sequence[str], i: int) -> bool:
    """Whether "one" follows the item at i without naming another item: "two lattes, one decaf"."""
    rest = tokens[i + 1 :]
    for k, tok in enumerate(rest):
        if tok.startswith("item:") or tok in REMOVE_WORDS or tok == "add":
            return False
        if tok in ("other", "first", "second") and rest[k + 1 : k + 2] != ["item"]:
            return True  # "the other", "the first decaf and the second half caf" (not "drop the first item")
        following = rest[k + 1 : k + 5]
        if (
            tok == "n1"
            and following[:1] != ["more"]
            and not (following and following[0].startswith("addon:"))
            and not any(t.startswith("item:") for t in following)
        ):
            return True  # "one decaf" (not "one whip cream", "one more thing")
    return False


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
    before = [t for t in tokens[max(0, i - 6) : i] if t not in _FILLER_WORDS]
    for phrase in _AMOUNTS:
        if tuple(before[-len(phrase) :]) == phrase:
            head = before[-len(phrase) - 1] if len(before) > len(phrase) else ""
            return not (phrase == ("more",) and (head in NUMBERS or head in ("a", "an", "another")))
    return False


def _next_word(tokens: Sequence[str], i: int) -> int:
    """The position of the first token after ``i`` that is not a filler (len(tokens) if none)."""
    j = i + 1
    while j < len(tokens) and tokens[j] in _FILLER_WORDS:
        j += 1
    return j


def _previous_word(tokens: Sequence[str], i: int) -> int:
    """The position of the last token before ``i`` that is not a filler (-1 if none)."""
    j = i - 1
    while j >= 0 and tokens[j] in _FILLER_WORDS:
        j -= 1
    return j


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
    while k >= 0 and (tokens[k] in ("a", "an", "n1") or tokens[k] in _FILLER_WORDS):
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
        while j >= 0 and (tokens[j].startswith("caffeine:") or tokens[j] in _FILLER_WORDS):
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
        shot = _next_word(tokens, i)  # fillers skipped: "3 uh shot", "a 2 shot like latte"
        after = _next_word(tokens, shot)
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
                or follower in _LIST_END
                # "a two shot decaf flat white", "two mochas, six shot but decaf"
                or (
                    tok != "n1"
                    and (follower.partition(":")[0] in _DRINK_VALUES or follower in _SHOT_FOLLOWERS)
                )
            )
        ):
            out[i], out[shot] = symbol("shots", tok[1:]), "shot"  # "a 3 shot flat white", "with a 2 shot"
        if tok == "couple" and tokens[i + 1] == "of":
            out[i] = "n2"  # "a couple of macchiatos"
        of = _next_word(tokens, i)
        thing = _next_word(tokens, of)
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
            k = _next_word(tokens, i)
            thing = _next_word(tokens, k)  # "one more uh thing"
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
        named = _previous_word(tokens, i)  # "skip line 3", "item 2 dry", "number uh 2": a line, not a count
        if tok in NUMBERS and named >= 0 and tokens[named] in ("line", "item", "number", "#"):
            out[i] = f"line_{number_value(tok)}"
        if tok == "to" and tokens[i + 1] == "go" and _said_last(tokens, i + 1):
            out[i] = "to_go:true"  # "it's like to go." (not "i'd like to go with a latte")
        if tok in NUMBERS and _unknown_thing(tokens, i + 1):
            out[i] = "some"  # "and one salad", "two lawnmowers": things the menu lacks, not counts of ours
    return out


# words that may follow "one" in a split ("two lattes, one decaf and one regular") or a count
_NOT_THINGS = frozenset(
    {
        "regular",
        "plain",
        "normal",
        "usual",
        "standard",
        "black",
        "straight",
        "strong",
        "weak",
        "sweet",
        "unsweetened",
        "light",
        "dark",
        "dry",
        "wet",
        "hot",
        "cold",
        "warm",
        "big",
        "small",
        "more",
        "less",
        "each",
        "too",
        "also",
        "please",
        "only",
        "other",
        "thing",
        "one",
        "ones",
        "of",
        "for",
        "with",
        "without",
        "as",
        "is",
        "that",
        "it",
        "them",
        "then",
        "here",
        "there",
        "now",
        "again",
        "instead",
        "extra",
        "percent",
        "shot",
        "shots",
        "pump",
        "pumps",
        "packet",
        "packets",
        "scoop",
        "scoops",
        "time",
        "times",
        "minutes",
        "same",
        "way",
        "kind",
        "size",
        "cup",
        "cups",
        "person",
        "people",
        "guy",
        "me",
        "you",
    }
)
_DRINK_VALUES = frozenset({"size", "temp", "milk", "caffeine"})

# what may come right before a phrase that names a thing of its own ("and a ...", "i'd like a ...")
_THING_LEADS = frozenset({"and", ",", "plus", "&", "also", "then", "get", "have", "want", "take", "need",
                          "order", "grab", "add", "like", "give", "bring", "me"})
_THING_DETERMINERS = frozenset({"a", "an", "some", *NUMBERS})
_ASKED_OF_US = frozenset({"add", "give", "bring", "grab", "put"})  # "can you add some ..." orders it
# words that end a part of an order without naming a thing to order: service, not menu items (they go
# in a note: "and a straw"), amounts and places ("a bit", "the second"), errands ("a chance", "a
# question"), pronouns and function words ("those", "the", "want")
_NOT_ORDERED = frozenset({
    "lid", "lids", "sleeve", "sleeves", "straw", "straws", "napkin", "napkins", "receipt", "bag", "spoon",
    "stirrer", "carrier", "tray", "holder", "mug", "glass", "top", "side", "bit", "lot", "little", "touch",
    "second", "third", "first", "last", "refill", "drink", "drinks", "order", "everything", "all", "both",
    "thanks", "thank", "chance", "minute", "moment", "sec", "question", "favor", "favour", "look", "those",
    "these", "this", "more", "again", "same", "else", "mine", "yours", "stuff", "flavor", "flavors",
    "flavour", "flavours", "taste", "sort", "type", "the", "any", "our", "their", "his", "her", "its", "and",
    "but", "not", "very", "just", "really", "want", "like", "get", "have", "need", "take", "make", "would",
    "could", "can", "will", "should", "may", "might", "must", "did", "does", "had", "has", "was", "were"})


def value_fields(values: Sequence[str]) -> tuple[dict[str, Any], dict[str, int]]:
    """The fields a line takes from menu-value tokens said ("size:large", "shots:2", "addon:vanilla_syrup"):
    the single-valued groups as fields, and the add-ons, one portion each."""
    fields: dict[str, Any] = {}
    addons: dict[str, int] = {}
    for value in values:
        group, _, name = value.partition(":")
        name = name.replace("_", " ")
        if group == "addon":
            addons[name] = 1
        elif group in SINGLE_GROUPS:
            fields[group] = int(name) if group == "shots" else name
    return fields, addons


def spans_by_token(tokens: Sequence[str], spans: Sequence[Any]) -> dict[int, Any]:
    """The tagger's span of each menu-value or number token, by token index (they come in the same order;
    a span's own ``start`` counts the words before the tagger joined them). Empty if they do not pair."""
    marked = [i for i, t in enumerate(tokens)
              if ":" in t or t == "nbig" or (t[:1] == "n" and t[1:].isdigit())]
    return dict(zip(marked, spans, strict=True)) if len(marked) == len(spans) else {}


def unknown_things(tokens: Sequence[str], spans: Sequence[Any] = (),
                   known: frozenset[str] = frozenset()) -> list[tuple[int, int]]:
    """``[start, end)`` of each phrase that orders a thing the menu lacks: a count or "a"/"an"/"some" at the
    start of an order or of a list's next part, up to three describing words or menu values, and a plain
    word that ends the part ("and a chocolate chip cookie", "i'd like two ham sandwiches"); no menu item
    in it. Its menu values describe that thing, not a drink of ours: "chocolate" is no chocolate sauce.
    A value said by its full name (the tagger's ``spans``) is ours: "4 chocolate sauce short pour". So is
    a part that ends in a word of the menu (``known``, `Menu.words`): "a tea please" is not "a tea" we
    lack, but a tea not yet chosen."""
    said = spans_by_token(tokens, spans)
    full_names = {i for i, span in said.items() if len(str(getattr(span, "surface", "")).split()) > 1}
    found = []
    for s, tok in enumerate(tokens):
        bare = tok == "add" and s + 1 < len(tokens) and tokens[s + 1] not in _THING_DETERMINERS  # "add nuts"
        if not bare and (tok not in _THING_DETERMINERS or (s and tokens[s - 1] not in _THING_LEADS)):
            continue
        if s >= 2 and tokens[s - 2] in ("you", "we") and tokens[s - 1] not in _ASKED_OF_US:
            continue  # "when you get a chance": not the customer's order ("can you add some nuts" is)
        e = s + 1
        while e < len(tokens) and tokens[e] not in _LIST_END and e - s <= 5:
            e += 1
        phrase = tokens[s + 1 : e]  # "a slice of carrot cake" is the longest
        if bare and len(phrase) > 2:  # "add marshmallows", not "add equal call it diego"
            continue
        if not phrase or e - s > 5 or any(t.startswith("item:") or is_measure(t) for t in phrase):
            continue
        if any(a == "of" and b in ("the", "that", "this", "those", "your", "my") for a, b in zip(
                phrase, phrase[1:], strict=False)):  # "some of the hazelnut ...": a thing already named
            continue
        if full_names.intersection(range(s + 1, e)):
            continue
        head = phrase[-1]
        if (":" in head or not head.isalpha() or len(head) < 3 or head in _NOT_THINGS
                or head in _NOT_ORDERED or head in _FILLER_WORDS or head in NUMBERS or head in known):
            continue
        found.append((s, e))
    return found


def unknown_things_said(tokens: Sequence[str], spans: Sequence[Any] = (),
                        found: Sequence[tuple[int, int]] | None = None) -> list[str]:
    """The words of each phrase of `unknown_things` (``found``, else found here) as the customer said them
    ("a chocolate chip cookie", "ham sandwiches": a count is left out, the rest reads in a reply)."""
    surface = {i: str(getattr(span, "surface", "")) for i, span in spans_by_token(tokens, spans).items()}
    out = []
    for s, e in unknown_things(tokens, spans) if found is None else found:
        words = [surface.get(i) or tokens[i] for i in range(s, e)]
        said_alone = tokens[s] in NUMBERS or tokens[s] in ("add", "some")  # "ham sandwiches", not "some ..."
        out.append(" ".join(words[1:] if said_alone else words).lower())
    return out


def unknown_things_demoted(tokens: Sequence[str], found: Sequence[tuple[int, int]]) -> list[str]:
    """The turn's tokens with the menu values inside the phrases of `unknown_things` (``found``) turned
    back into words."""
    out = list(tokens)
    for s, e in found:
        for i in range(s + 1, e):
            if ":" in out[i]:
                out[i] = out[i].partition(":")[2].split("_")[0]
    return out
_SHOT_FOLLOWERS = frozenset({"but", "too", "with", "made", "i", "that's", "served"})
_LIST_END = frozenset({",", ".", "!", "?", "and", "please", "when", "thanks", "for", "to", "that's", "plus"})


def _said_right_before(tokens: Sequence[str], i: int, phrase: tuple[str, ...]) -> bool:
    """Whether ``phrase`` is said right before ``tokens[i]``, fillers skipped ("not uh too much foam");
    "double" may have been read as two shots ("double the foam")."""
    j = i
    for word in reversed(phrase):
        j = _previous_word(tokens, j)
        if j < 0 or (tokens[j] != word and not (word == "double" and tokens[j] == "shots:2")):
            return False
    return True


def _a_cup_said(tokens: Sequence[str], i: int) -> bool:
    """Whether the size at ``i`` is a cup's ("in a large cup", "in the tall mug") or a pour's ("short
    pour"), not the drink's ("a large cup of coffee" is a large coffee)."""
    k = _next_word(tokens, i)
    after = tokens[k] if k < len(tokens) else ""
    if after == "pour":
        return True
    further = tokens[k + 1] if k + 1 < len(tokens) else ""
    in_a = _said_right_before(tokens, i, ("in", "a")) or _said_right_before(tokens, i, ("in", "the"))
    return after in _CUPS and further != "of" and in_a


_CUPS = frozenset({"cup", "cups", "mug", "glass"})


def _said_last(tokens: Sequence[str], i: int) -> bool:
    """Whether nothing but an ending ("." "please" "when you get a chance") follows the word at ``i``."""
    k = _next_word(tokens, i)
    return k >= len(tokens) or tokens[k] in _TURN_ENDS


_COUNT_STARTS = frozenset({"it", "that", "this", "make", "actually", "to", "just"})
# words after which nothing more is said: "make that one.", "it's like to go, please"
_TURN_ENDS = frozenset({".", ",", "!", "?", "please", "when", "instead", "then", "thanks"})


def lone_count_at(tokens: Sequence[str], i: int) -> bool:
    """Whether the number at ``i`` is said alone as a line's new quantity: "make that one.", "actually 1",
    "make it one instead" (not "that one iced", "the third one")."""
    j, k = _previous_word(tokens, i), _next_word(tokens, i)
    before = tokens[j] if j >= 0 else ""
    after = tokens[k] if k < len(tokens) else ""
    h = _previous_word(tokens, j) if j >= 0 else -1
    said_of = h >= 0 and tokens[h] in ("of", "than", "for", "with", "on", "in")  # "instead of that one"
    return before in _COUNT_STARTS and not said_of and (not after or after in _TURN_ENDS)


def _unknown_thing(tokens: Sequence[str], j: int) -> bool:
    """Whether tokens[j] is a plain word naming a thing of its own: "... and one salad", "1 beer, ..."."""
    if j >= len(tokens):
        return False
    word = tokens[j]
    if ":" in word or not word.isalpha() or len(word) < 3 or word in _NOT_THINGS or word in NUMBERS:
        return False
    if word in _FILLER_WORDS:  # "make it 2 right", "actually two like": a filler names nothing
        return False
    return j + 1 == len(tokens) or tokens[j + 1] in _LIST_END


# words that join a second mention of an item to the first: "a latte and a latte with oat milk"
LIST_JOINS = frozenset(
    {"and", "plus", "also", "another", "other", "&", "second", "more", "too", "then", "more_thing"}
)


_SPLIT_WORDS = frozenset(
    {"n1", "them", "other", "first", "second", "third", "rest", "others", "each", "both", "all"}
)
# "two lattes, one of them 1", "the first 1" (not "the other one", which names the unit)
_UNIT_NAMED = frozenset({"them", "first", "second", "third", "n1", "each"})


def _in_split(tokens: Sequence[str], i: int) -> bool:
    """Whether ``i`` is said after an item counted two or more and split into units ("two lattes, one
    ..."), with no other item between."""
    k = i - 1
    while k >= 0 and not tokens[k].startswith("item:"):
        k -= 1
    counts = [t for t in tokens[max(0, k - 4) : k] if t in NUMBERS]
    return k >= 0 and counts[-1:] != ["n1"] and bool(counts) and split_after(tokens, k)


_SPLIT_ENDS = frozenset({"and", ",", ".", "!", "?", "please", "when", "each", "one", "n1"})


def split_shot_counts(tokens: Sequence[str]) -> list[str]:
    """A bare number said of a unit in a split is its shot count: "two americanos, one 6 and the other 5",
    "two lattes, each 3", "two macchiatos 2 each", "two cappuccinos 5 for both" (a count of the item is
    said before it)."""
    out = list(tokens)
    if not any(t.startswith("item:") for t in tokens):
        return out
    first_item = next(i for i, t in enumerate(tokens) if t.startswith("item:"))
    for i, tok in enumerate(tokens):
        if tok not in NUMBERS or tok == "nbig" or i <= first_item:
            continue
        j = _previous_word(tokens, i)  # at the first item or after it
        k = _next_word(tokens, i)
        after = tokens[k] if k < len(tokens) else ""
        if tok == "n1" and (tokens[j] not in _UNIT_NAMED or after in ("n1", "one")
                            or not _in_split(tokens, i)):
            continue  # "one" is mostly a unit ("one decaf"); after one named ("the first 1") it is a count
        every = tokens[k + 1] if after in ("for", "in") and k + 1 < len(tokens) else ""
        if (tokens[j] in _SPLIT_WORDS and (not after or after in _SPLIT_ENDS)) or (
            tokens[j].startswith("item:") and (after == "each" or every in ("both", "all", "each"))
        ):  # "two macchiatos 2 each", "two cappuccinos 5 for both", "two espressos 3 in each"
            out[i] = symbol("shots", tok[1:])
    return out


def line_descriptors(tokens: Sequence[str]) -> tuple[list[str], set[str]]:
    """Values that pick a line rather than change it: "make the warm one with oat milk", "four of the iced
    one", "i don't want the hot one anymore". Returns the tokens with those values (and their "one")
    turned into plain words, and the values."""
    out, described = list(tokens), set()
    for i, tok in enumerate(tokens[:-1]):
        if kind_of(tok) not in SINGLE_GROUPS or tokens[i + 1] not in ("n1", "one", "some"):
            continue
        j = _previous_word(tokens, i)
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
        while n < len(tokens) and tokens[n] in ("up", "to", *_FILLER_WORDS):
            n += 1
        if k > i + 1 and n < len(tokens) and tokens[n] in NUMBERS:
            for v in range(i + 1, k):
                described.add(tokens[v])
                out[v] = tokens[v].partition(":")[2]
    return out, described


def restated_mentions_demoted(tokens: Sequence[str]) -> list[str]:
    """An item named again with no word joining it to the first mention restates it: "I think a cappuccino
    would be good right now, so one cappuccino" is one cappuccino (the later mention becomes a plain word)."""
    out = list(tokens)
    seen: set[str] = set()
    more = any(t in _REPEAT_WORDS for t in tokens)
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        before = [
            t
            for t in tokens[max(0, i - 8) : i]
            if t not in ("a", "an", "the", "n1", "one")
            and t not in _FILLER_WORDS
            and kind_of(t) not in (*SINGLE_GROUPS, "addon", "prep")
        ]
        plural = any(t in NUMBERS and t != "n1" for t in tokens[max(0, i - 4) : i])
        if tok in seen and not plural and not more and not set(before[-3:]) & LIST_JOINS:
            out[i] = tok.partition(":")[2].rsplit("_", 1)[-1]
        seen.add(tok)
    return out


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
        j = _previous_word(tokens, i)
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


def plain_words(tokens: Sequence[str]) -> str:
    """The feature tokens said back as plain words: "addon:foam" is "foam", "shots:2" "double"."""
    return " ".join(
        "double" if tok == "shots:2" else tok.partition(":")[2].replace("_", " ") if ":" in tok else tok
        for tok in tokens
    )


def asks_a_request(tokens: Sequence[str]) -> bool:
    """The words ask a special request in so many words: "a drop of water", "hardly any foam",
    "double the water", "in a ceramic cup" (see ``said_requests``)."""
    return bool(said_requests(plain_words(tokens)))
