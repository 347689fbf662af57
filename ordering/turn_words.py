"""The word lists a customer's turn is read by, and the small readings of its words that the grounding,
the other turn-word modules and the readings after the model share (no decoder state).

The feature pipeline's tokens name menu things as symbols (``item:latte``, ``milk:oat_milk``) and
numbers as ``n2``; here are the kind of a symbol, the words that order, name a line, undo one or bring an
item in, the fillers skipped around them, the cart positions named by place, and a line's fields from the
values said. The rest of the readings live beside: `options_said` (which item an option is said of, how
many of an add-on), `mentions_said` (how an item mention is said), `unit_splits` (a count split into
units), `mentions_demoted` (mentions that are not items of their own) and `unknown_things` (things the
menu lacks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine
from ordering.said import said_requests

# "coffee" names the brewed coffee, but customers also say it of any drink ("make it decaffeinated
# coffee", "the coffee shop"): a mention of it never obliges the output to add one.
MILK_NOTE = "with milk"  # the note of milk asked in an item made without it ("a coffee with milk")
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
    """Whether the word measures a portion ("shot", "splash", "pinch") or names shots (``shots:2``)."""
    return tok in _MEASURES or tok.startswith("shots:") or tok == "addon:espresso_shot"


# words that make a turn an order whatever its intent reads
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


WARMED = "prep:warmed"
# Temperatures that, said of a bakery item (which takes none), are its preparation: "a bagel, warm", "a
# croissant heated". The menu lists "warm", "warmed" and "heated" as both a drink's temperature and a
# pastry's preparation; the tagger reads them as the temperature ("heated" as hot).
WARMING = ("temp:warm", "temp:hot")
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
# the words that frame a change said by one word of the line ("make it black", "I'd like it plain please")
FRAMING_WORDS = frozenset({
    "make", "it", "that", "this", "the", "a", "an", "one", "please", "actually", "just", "i'd", "i'll",
    "have", "take", "like", "want", "i", "can", "you", "could", "ok", "okay", "thanks", "thank", "as", "is",
    "in", "oh", "and", "also", "should", "be", "it's", "its", "then", "yes", "yeah", "mine", "my", "sorry",
    "wait", "hmm", "um", "uh", "well", "so", "maybe", "rather", "prefer", "let's", "lets", "go", "them",
    "with"})
REPEAT_WORDS = frozenset({"another", "more", "again", "same"})
FILLER_WORDS = frozenset({"uh", "um", "er", "like", "i", "think", "right", "so", "well", "oh"})
_SOUNDS = re.compile(r"u+h+m*|u+m+|e+r+m*|h+m+|a+h+")  # "uhh", "umm", "uhm", "erm", "hmmm", "ahh"


def is_filler(word: str) -> bool:
    """Whether the word fills a pause and names nothing: a filler, or a sound however stretched ("uhh")."""
    return word in FILLER_WORDS or _SOUNDS.fullmatch(word) is not None


def asks_for_more(tokens: Sequence[str]) -> bool:
    """'another latte', 'one more', 'the same again' ask for more of an item; 'more butter' asks for
    more of an add-on, and 'more steamed milk', 'with more syrup' for more of what a drink is made with."""
    return any(
        tok in REPEAT_WORDS
        and not (i + 1 < len(tokens) and kind_of(tokens[i + 1]) in ("addon", "prep"))
        and not (tok == "more" and _more_of_stuff(tokens, i))
        for i, tok in enumerate(tokens)
    )


def _more_of_stuff(tokens: Sequence[str], i: int) -> bool:
    """Whether "more" at ``i`` asks for more of a plain thing ("more steamed milk", "with more syrup"), not
    for more drinks ("one more", "two more lattes", "more lattes")."""
    j, k = previous_word(tokens, i), next_word(tokens, i)
    counted = j >= 0 and (tokens[j] in NUMBERS or tokens[j] in ("a", "an", "one", "some", "few", "any"))
    named = k < len(tokens) and (tokens[k].startswith("item:") or tokens[k] in ("thing", "things"))
    return not counted and not named and k < len(tokens) and ":" not in tokens[k] and tokens[k].isalpha()


SEVERAL = frozenset({"both", "all", "them", "those", "these", "everything", "each", "ones"})
LINE_VALUE_KINDS = frozenset({*SINGLE_GROUPS, "addon", "prep"})  # the kinds of value a line holds
BOTH_OR_ALL = frozenset({"both", "all"})  # "make both small ones iced", "one without whip, both iced"
EVERY_UNIT = BOTH_OR_ALL | {"each"}  # said of every unit or line: "two teas, both earl grey"
# said of units that have nothing of the others' values: "…, and one black", "two black coffees and one with
# milk", "a regular one"
PLAIN_UNITS = frozenset({"black", "plain", "regular", "normal"})
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
INSTEAD_OF = (("instead", "of"), ("rather", "than"), ("in", "place", "of"))  # "a tall instead of a grande"
OTHER_UNITS = frozenset({"other", "others", "rest"})  # "and the other to go": the units not counted
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
    said = [t for t in tokens if t not in FILLER_WORDS]
    return set(zip(said, said[1:], strict=False))


def removes_an_add_on(tokens: Sequence[str], i: int) -> bool:
    """Whether the remove word at ``i`` is said of an add-on or a preparation ("remove uh the nutmeg from
    my mocha"), not of a line."""
    after = [t for t in tokens[i + 1 : i + 5] if t not in FILLER_WORDS and t not in _DETERMINERS]
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
            after = [t for t in tokens[i + 1 : i + 4] if t not in FILLER_WORDS and t not in ("the", "any")]
            if not after or kind_of(after[0]) not in ("addon", "prep", *SINGLE_GROUPS):
                return True
    return False


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
                and t not in FILLER_WORDS
                and t not in ("a", "an", "one", "n1", "the", "some")
            ]
            if before[-1:] and before[-1] in words:
                out.add(tok)
    return out


def next_word(tokens: Sequence[str], i: int) -> int:
    """The position of the first token after ``i`` that is not a filler (len(tokens) if none)."""
    j = i + 1
    while j < len(tokens) and tokens[j] in FILLER_WORDS:
        j += 1
    return j


def previous_word(tokens: Sequence[str], i: int) -> int:
    """The position of the last token before ``i`` that is not a filler (-1 if none)."""
    j = i - 1
    while j >= 0 and tokens[j] in FILLER_WORDS:
        j -= 1
    return j


# words that end a part of a list: "a latte, and a mocha", "... please"
LIST_END = frozenset({",", ".", "!", "?", "and", "please", "when", "thanks", "for", "to", "that's", "plus"})


# words after which nothing more is said: "make that one.", "it's like to go, please"
TURN_ENDS = frozenset({".", ",", "!", "?", "please", "when", "instead", "then", "thanks"})


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


def said_parts(tokens: Sequence[str], ends: frozenset[str] = frozenset({",", "and", "."})) -> list[list[str]]:
    """The words in the parts of a turn that the ``ends`` part (commas, "and", full stops), none empty."""
    parts: list[list[str]] = [[]]
    for token in tokens:
        if token in ends:
            parts.append([])
        else:
            parts[-1].append(token)
    return [part for part in parts if part]


def prep_values(values: Sequence[str]) -> list[str]:
    """The preparations among menu-value tokens said ("prep:toasted": "toasted")."""
    return [v.partition(":")[2].replace("_", " ") for v in values if kind_of(v) == "prep"]


def line_of_values(item: str, values: Sequence[str], qty: int = 1) -> AddLine:
    """A line of ``item`` with the values said ("size:large", "addon:vanilla_syrup", "prep:warmed")."""
    fields, addons = value_fields(values)
    return AddLine(item=item, qty=qty, addons=addons, preps=prep_values(values), **fields)


def values_in_place(values: Sequence[str], said: Sequence[str]) -> list[str]:
    """``values`` with those ``said`` in place of the ones of their single-valued groups: "size:large
    temp:iced" with "temp:hot" is "size:large temp:hot"."""
    groups = {kind_of(tok) for tok in said if kind_of(tok) in SINGLE_GROUPS}
    return [*[tok for tok in values if kind_of(tok) not in groups], *said]


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


def units_said_of(words: Sequence[str], item: str) -> int:
    """How many units of ``item`` the words order: each saying with its count ("two lattes"), one where it
    has none; 0 where the words never name it."""
    units = 0
    for at, word in enumerate(words):
        if not word.startswith("item:") or unsymbol(word)[1] != item:
            continue
        before = at - 1
        while before >= 0 and ":" in words[before] and not words[before].startswith("item:"):
            before -= 1  # "two large lattes"
        units += number_value(words[before]) if before >= 0 and is_count(words[before]) else 1
    return units
