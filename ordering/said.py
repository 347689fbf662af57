"""What the customer said, in plain words: the turn's words and clauses, the special requests said in so
many words ("double the foam", "in a ceramic cup"), and where the menu's items are named."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence
from typing import Any

# words a request read from the turn neither starts nor ends with (fillers, joins, politeness)
EDGE_WORDS = frozenset(
    {"and", "but", "please", "when", "uh", "um", "er", "like", "i", "think", "so", "also", "thanks",
     "thank", "oh", "well", "right", "it", "that", "this", "one", "drink", "you", "can", "could", "would",
     "make", "made", "get", "have", "i'd", "i'll", "want", "need", "for", "if", "is", "be", "my", "your",
     "it's", "its", "out", "today", "instead"}
)
# between two clauses; the "and" of "half and half" (the milk) joins nothing
CLAUSE_BREAK = re.compile(r"[,.!?;:]|\band\b(?!(?<=\bhalf and) half\b)|\bbut\b|\bwhen you get a chance\b")
WORD = re.compile(r"[a-z0-9%']+")


def said_words(text: str) -> list[str]:
    """The turn's words, lower case (punctuation dropped)."""
    return WORD.findall(text.lower())


def said_by_its_noun_alone(item: str, text: str) -> bool:
    """Whether an item's name of several words is said by its last word alone: none of its other words is in
    ``text`` ("a croissant" of the butter croissant, "a muffin" of the apple bran muffin)."""
    return not set(item.split()[:-1]) & set(said_words(text))


NUMBER_NAMES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_NUMBER_WORDS = frozenset(NUMBER_NAMES[1:])


def is_number(word: str) -> bool:
    """Whether a said word is a count ("2", "two")."""
    return word.isdigit() or word in _NUMBER_WORDS


# how much of something, asked as a request of its own ("double the foam", "hardly any ice")
_ASKING = (("hardly", "any"), ("barely", "any"), ("not", "too", "much"), ("not", "that", "much"),
           ("not", "so", "much"), ("very", "little"),
           ("light", "on", "the"), ("easy", "on", "the"), ("a", "drop", "of"), ("double", "the"),
           ("a", "lot", "of"), ("lots", "of"), ("plenty", "of"), ("half", "the"))
# "a dash of nuts" asks an amount too, unless what follows is an add-on: "a dash of cinnamon" is a portion
_PORTIONS = tuple(f"a {word} of " for word in ("dash", "pinch", "splash", "touch"))
_ASKING += tuple(tuple(p.split()) for p in _PORTIONS)
# "put them in one carrier", "the croissants in a bag"
_CUP_WORDS = frozenset({"cup", "mug", "glass", "carrier", "tray", "bag", "box"})
_CUPS = frozenset({"cups", "mugs", "glasses", "bags", "boxes"})  # "both in ceramic mugs", "in the paper cups"
CUP_WORDS = _CUP_WORDS | _CUPS  # the cups a request names, one or several
_AMOUNTS = frozenset({"much", "many", "little", "few"})  # "not too much milk" is an amount asked
# what no cup holds: "if it's not too much trouble", "a lot of hassle" are courtesy, no request
_COURTESY = frozenset({"trouble", "bother", "hassle", "effort", "work", "fuss", "problem", "time", "wait"})
_PARTS = frozenset({"half", "quarter", "quarters", "third", "thirds"})  # how full the cup is
# half of what goes in the cup, asked as a request ("half milk"; "half caf" and "half and half" are values)
_HALF_OF = frozenset({"milk", "espresso", "coffee", "sweet", "sweetness", "syrup", "sauce", "water", "ice"})
_HALF_AND = re.compile(r"\bhalf\W*(?:and|n|&)?\W*$")  # the words before the second "half" of "half and half"
FILLERS = frozenset({"uh", "um", "er", "like", "i", "think", "right"})
# where the thing asked "on the side" begins: "can you put the oat milk on the side", "and jam on the side"
_SIDE_BOUNDS = frozenset({"put", "the", "with", "and", "can", "you", "please", "a", "get", "have", "i", "it",
                          "some", "my", "but", "just", "leave", "serve", "keep", "me", "give", "of"})
# what "less" asks less of, as a request ("less sweet", "less foam"); "one less latte" is a count
_LESS_OF = frozenset({"sweet", "strong", "hot", "foam", "foamy", "ice", "milk", "syrup", "sugar", "water",
                      "whip", "chocolate", "cream", "sauce",
                      # "a matcha latte with less matcha"
                      "matcha", "chai", "spice", "spicy", "caramel", "vanilla", "honey", "cinnamon"})


def said_requests(text: str) -> list[str]:
    """The special requests said in so many words: an amount asked of something ("double the foam",
    "not too much milk foam"), a cup ("in a ceramic cup", "in the large mug", "double cupped"), how full
    ("half full", "three quarters full") or "short pour"."""
    return [phrase for _, phrase in said_requests_at(text)]


def said_clauses(text: str) -> Iterator[tuple[list[str], list[int]]]:
    """The turn's clauses, each as its words (fillers left out) and where each word is said (its offset
    in the lower-cased text)."""
    lower, at = text.lower(), 0
    for cut in [*CLAUSE_BREAK.finditer(lower), None]:
        part = lower[at : cut.start() if cut else len(lower)]
        said = [(m.start(), m.group(0)) for m in WORD.finditer(part) if m.group(0) not in FILLERS]
        yield [w for _, w in said], [at + start for start, _ in said]
        at = cut.end() if cut else len(lower)


def said_requests_at(text: str) -> list[tuple[int, str]]:
    """``said_requests`` with where each is said (its offset in the lower-cased text)."""
    found, before = [], []
    for number, (clause, where) in enumerate(said_clauses(text)):
        listed = number and clause and text[:where[0]].rstrip().endswith(",")  # "a tea, milk and one sugar":
        if listed and _plain_milk_end(clause, 0) == len(clause):  # plain milk listed after its drink
            found.append((where[0], f"with {' '.join(clause)}"))
        elif (clause and "with" in before and text.lower()[:where[0]].rstrip().endswith(" and")
              and (end := _plain_milk_end(clause, 0)) and clause[end - 1] == "milk"):  # "with honey and
            # milk": with milk too ("and milk on the side" is a request of its own)
            found.append((where[0], f"with {' '.join(clause[:end])}"))
        before = clause
        for i in range(len(clause)):
            for phrase in _ASKING:
                if tuple(clause[i : i + len(phrase)]) == phrase:
                    end = _asked_end(clause, i + len(phrase))
                    if end > i + len(phrase) and not _COURTESY.intersection(clause[i + len(phrase) : end]):
                        found.append((where[i], " ".join(clause[i:end])))
            if clause[i] == "in":
                # "in a cup", "in my own cup"
                said_one = clause[i + 1 : i + 2] in (["a"], ["the"], ["one"], ["my"], ["our"])
                start = i + 2 if said_one else i + 1
                near = range(start, min(start + 3, len(clause)))  # "in a cup", "in a big paper cup"
                cup = next((k for k in near if clause[k] in _CUPS or said_one and clause[k] in _CUP_WORDS),
                           None)  # "in mugs", "in ceramic mugs": cups said without "a"
                if cup is not None and not {"go", "to"} & set(clause[start : cup]):
                    found.append((where[i], " ".join(clause[i : cup + 1])))
            if clause[i : i + 2] == ["not", "too"] and i + 2 < len(clause) and clause[i + 2] not in _AMOUNTS:
                found.append((where[i], " ".join(clause[i : i + 3])))  # "not too sweet", "not too strong"
            if clause[i : i + 2] == ["topped", "with"]:  # "topped with a cookie crumble"
                end = i + 2
                while end < len(clause) and end - i < 6 and clause[end] not in EDGE_WORDS:
                    end += 1
                if end > i + 2:
                    found.append((where[i], " ".join(clause[i:end])))
            if clause[i : i + 2] == ["on", "top"] and "with" in clause[max(0, i - 4) : i]:
                # "with a cherry on top"
                start = max(k for k in range(max(0, i - 4), i) if clause[k] == "with")
                if i > start + 1:
                    found.append((where[start], " ".join(clause[start : i + 2])))
            if clause[i] == "less" and clause[i + 1 : i + 2] and clause[i + 1] in _LESS_OF and not (
                    i and (is_number(clause[i - 1]) or clause[i - 1] in ("a", "bit", "little"))):
                found.append((where[i], " ".join(clause[i : i + 2])))  # "less sweet", not "one less latte"
            if clause[i : i + 3] == ["on", "the", "side"] and i:  # "put the oat milk on the side"
                start = i
                while start > 0 and i - start < 3 and clause[start - 1] not in _SIDE_BOUNDS:
                    start -= 1
                if clause[max(0, start - 2) : start] == ["half", "and"]:  # "half and half on the side"
                    start -= 2
                if start < i and (start == 0 or clause[start - 1] != "with"):  # "with …": said with "with"
                    found.append((where[start], " ".join(clause[start : i + 3])))
                elif start < i and start - 1 == 0:  # "with oat milk on the side", said alone
                    found.append((where[0], " ".join(clause[0 : i + 3])))
            if clause[i : i + 3] == ["a", "side", "of"]:  # "with a side of milk": the milk on the side
                end = i + 3
                while end < len(clause) and end - i < 6 and clause[end] not in _SIDE_BOUNDS:
                    end += 1
                if end > i + 3:
                    found.append((where[i], " ".join(clause[i:end])))
            if clause[i] == "unsweetened" or clause[i : i + 2] == ["not", "sweetened"]:  # "make it unsweet…"
                found.append((where[i], " ".join(clause[i : i + 1 + (clause[i] == "not")])))
            if clause[i : i + 2] == ["short", "pour"]:
                found.append((where[i], "short pour"))
            if clause[i] in _MILK_LEADS and (end := _plain_milk_end(clause, i + 1)):  # "an earl grey with
                found.append((where[i], " ".join(clause[i:end])))  # milk": none of the milks in particular
            if clause[i] == "double" and clause[i + 1 : i + 2] in (["cupped"], ["cup"]):
                found.append((where[i], " ".join(clause[i : i + 2])))
            if clause[i] == "half" and clause[i + 1 : i + 2] and clause[i + 1] in _HALF_OF and not (
                _HALF_AND.search(text.lower(), 0, where[i])  # "a half and half espresso": the milk
            ):
                found.append((where[i], " ".join(clause[i : i + 2])))  # "half milk", "with half espresso"
            if clause[i] in _PARTS and clause[i + 1 : i + 2] == ["full"]:  # "half full", "3 quarters full"
                start = i - 1 if i and is_number(clause[i - 1]) else i
                found.append((where[start], " ".join(clause[start : i + 2])))
    found = sorted(set(found))  # "with steamed milk on top" is both milk and what goes on top: once
    return _put_on_the_side_together(found, text.lower())


def _put_on_the_side_together(found: list[tuple[int, str]], text: str) -> list[tuple[int, str]]:
    """``found`` with "with milk" and "honey on the side", said "with milk and honey on the side", as the
    one request they are (each part a request of its own would be written twice)."""
    out: list[tuple[int, str]] = []
    for at, request in found:
        if out and request.endswith(" on the side") and not out[-1][1].endswith(" on the side") and (
                out[-1][1].startswith("with ") and text[out[-1][0] + len(out[-1][1]) : at] == " and "):
            out[-1] = (out[-1][0], f"{out[-1][1]} and {request}")
        else:
            out.append((at, request))
    return out


# words an amount asked ("double the honey") does not end with: "in the tea" names the line it is for
_TRAILING = frozenset({"in", "into", "to", "for", "on", "of", "with", "the", "a", "an", "at",
                       "though", "tho", "please", "thanks"})  # "not that much sugar though"
_HALF_AND_HALF = (("half", "and", "half"), ("half", "n", "half"))


def _asked_end(clause: list[str], start: int) -> int:
    """Where what an amount asked at ``start`` is of ends: up to three words short of a joining word, "half
    and half" one of them ("a splash of half and half"), less the words that lead on to the line."""
    end = start
    while end < len(clause) and end - start < 3:
        whole = next((len(h) for h in _HALF_AND_HALF if tuple(clause[end : end + len(h)]) == h), 0)
        if whole:
            end += whole
        elif clause[end] in EDGE_WORDS or clause[end] in _LINES_NAMED:
            break
        else:
            end += 1
    while end > start and clause[end - 1] in _TRAILING:
        end -= 1
    return end


_LINES_NAMED = frozenset({"both", "all", "them", "each", "those", "these"})  # "… cream to both": the lines


_SOME = (("some",), ("a", "little"), ("a", "bit", "of"), ("a", "little", "bit", "of"))  # "with a little milk"
# "with milk", "add some milk", "put a little milk in it": plain milk asked of a drink
_MILK_LEADS = frozenset({"with", "add", "put"})
# how the milk comes, which no milk of the menu says ("steamed milk on top", "cold milk on the side")
_MILK_HOW = frozenset({"steamed", "cold", "hot", "warm", "warmed", "heated", "frothed", "frothy", "foamed"})
_MILK_PLACES = (("on", "top"), ("on", "the", "side"))  # where it goes: part of the request
_MILK_AFTER = frozenset({"to", "in", "into", "on", "for"})  # "add milk to that": the line, not the request


def _plain_milk_end(clause: list[str], i: int) -> int | None:
    """Where "milk" said at ``i`` as itself ends ("milk", "a little milk", "steamed milk on top"; not "milk
    foam"), with where it goes, or None."""
    i += clause[i : i + 1] in (["only"], ["just"])  # "with just a little milk"
    i += max((len(some) for some in _SOME if tuple(clause[i : i + len(some)]) == some), default=0)
    i += clause[i : i + 1] != [] and clause[i] in _MILK_HOW
    if clause[i : i + 1] != ["milk"]:
        return None
    end = i + 1
    place = next((len(p) for p in _MILK_PLACES if tuple(clause[end : end + len(p)]) == p), 0)
    if place:
        return end + place
    if end == len(clause) or clause[end] in EDGE_WORDS or clause[end] in _MILK_AFTER:
        return end
    return None


_OPTION_KINDS = ("size", "temp", "milk", "caffeine", "prep", "addon", "removal", "shots")
_INGREDIENTS = frozenset({"steamer"})  # an item that is also what other drinks are made with ("steamed milk")
# what a drink is made with, said of no add-on in particular ("more syrup", "more milk")
_STUFF = frozenset({"syrup", "milk", "water", "sauce", "flavor", "sweetness"})


_COUNTING = frozenset({"a", "an", "one", "another", "no", "any", "some", "many", "much"})


def an_option(words: str, menu: Any) -> bool:
    """Whether the menu reads ``words`` as one of its option values ("not too hot", "less hot": warm; "with
    cinnamon on top": cinnamon)."""
    forms = {words}
    if re.fullmatch(r"(?:a\s+(?:little|bit)\s+)?less\s+hot", words):
        return True  # "less hot": warm (`grounding_tokens`)
    for prefix in _PORTIONS:
        rest = words[len(prefix):].split() if words.startswith(prefix) else []
        if any(menu.resolve("addon", " ".join(rest[:end])) is not None for end in range(len(rest), 0, -1)):
            return True  # "a dash of cinnamon", "a touch of caramel sauce added": one portion of an add-on
    for prefix in ("with ", "topped with "):
        if words.startswith(prefix):
            rest = words[len(prefix):].split()
            while rest and (rest[0] in _COUNTING or rest[0] in ("more", "extra") or is_number(rest[0])):
                rest = rest[1:]  # "with two cinnamon on top": how much of an add-on
            forms |= {" ".join(rest), " ".join(rest).removesuffix(" on top")}
    return any(menu.resolve(kind, form) is not None for kind in _OPTION_KINDS for form in forms)


_A_LITTLE = frozenset({"little", "bit", "touch", "tad", "smidge"})


def more_of_at(text: str, menu: Any) -> list[tuple[int, str]]:
    """More of something the menu sells no portion of, asked as a request: "more steamed milk", "more
    syrup" ("more vanilla" is two portions of an add-on, "one more latte" a drink, "no more whip" none);
    and more or extra of a milk ("extra oat milk": the milk, and more of it than the cup's share); and a
    little more or extra of an add-on ("a little extra caramel": less than another portion)."""
    found = []
    for clause, where in said_clauses(text):
        for i, word in enumerate(clause[:-1]):
            counted = i and (clause[i - 1] in _COUNTING or is_number(clause[i - 1]))  # "an extra oat latte"
            if word not in ("more", "extra") or counted:
                continue
            named = next((end for end in range(min(len(clause), i + 4), i + 1, -1)
                          if any(menu.resolve(kind, " ".join(clause[i + 1 : end])) is not None
                                 for kind in ("milk", "addon", "item"))), None)  # the longest: "cream cheese"
            milk = named is not None and menu.resolve("milk", " ".join(clause[i + 1 : named])) is not None
            if milk and clause[i + 1] != "milk":  # "extra milk" is a request the model writes
                found.append((where[i], " ".join(clause[i : named])))
                continue
            addon = named is not None and menu.resolve("addon", " ".join(clause[i + 1 : named])) is not None
            if addon and i and clause[i - 1] in _A_LITTLE:  # "a little extra caramel": less than a portion
                lead = i - 1 - (i >= 2 and clause[i - 2] in ("a", "just"))
                found.append((where[lead], " ".join(clause[lead:named])))
                continue
            if word != "more":
                continue
            for end in range(min(len(clause), i + 3), i + 1, -1):
                asked = clause[i + 1 : end]
                named = " ".join(asked)
                if set(asked) & EDGE_WORDS or asked[0] in ("thing", "things") or is_number(asked[0]):
                    continue
                item = menu.resolve("item", named)  # a word of _STUFF names no item of its own
                if menu.resolve("addon", named) is None and not an_option(named, menu) and (
                    (item is None and named in _STUFF) or item in _INGREDIENTS
                ):
                    found.append((where[i], f"more {named}"))
                    break
    return found


def light_add_ons_at(text: str, menu: Any) -> list[tuple[int, str]]:
    """Add-ons asked light or less, in the customer's words, with where each is said: "light honeys",
    "light uh sweetner", "less ice" ("light cream", which the menu reads as a milk, is no request)."""
    found = []
    before: list[str] = []  # the clause said before: "whipped cream, light"
    for clause, where in said_clauses(text):
        for i, word in enumerate(clause[:-1]):
            if word not in ("light", "less"):
                continue
            for end in range(min(len(clause), i + 4), i + 1, -1):  # the longest run naming an add-on
                named = " ".join(clause[i + 1 : end])
                if menu.resolve("addon", named) is not None and not an_option(f"{word} {named}", menu):
                    found.append((where[i], f"{word} {named}"))
                    break
        light = [k for k, w in enumerate(clause) if w == "light" and (k == len(clause) - 1 or set(
            clause[k + 1 :]) <= _AFTER_LIGHT) and set(clause[:k]) <= _BEFORE_LIGHT | {"but"}]
        own = clause[: light[0] - 1] if light and light[0] and clause[light[0] - 1] == "but" else []
        named = _add_on_ending(own or before, menu) if light else None  # "whip but light", "whip, light"
        if named is not None:
            found.append((where[light[0]], f"light {named}"))
        elif (made := _made_light(clause, menu)) is not None:  # "could you make the caramel light"
            found.append((where[made[0]], f"light {made[1]}"))
        elif [w for w in clause if w not in _AFTER_LIGHT] == ["not", "too", "much"] and (
                named := _add_on_ending(before, menu, milk=True)) is not None:
            found.append((where[0], f"not too much {named}"))  # "with oat milk, not too much"
        before = clause or before  # ", but light": the break and "but" make an empty clause between
    return found


_BEFORE_LIGHT = frozenset({"and", "but", "just", "make", "it", "go", "keep", "please", "oh"})
_AFTER_LIGHT = frozenset({"please", "thanks", "on", "it", "that"})


_MAKING = frozenset({"make", "keep"})
_BEFORE_MADE = _BEFORE_LIGHT | {"could", "can", "would", "you", "the", "my", "i", "if", "please"}


def _made_light(clause: Sequence[str], menu: Any) -> tuple[int, str] | None:
    """(where in the clause, the add-on as said) of "make the caramel light": "make" or "keep", the add-on
    and "light" said last; else None ("whip light" alone is no request)."""
    ends = [k for k, w in enumerate(clause) if w == "light" and set(clause[k + 1 :]) <= _AFTER_LIGHT]
    if not ends:
        return None
    named = _add_on_ending(clause[: ends[0]], menu)
    if named is None:
        return None
    said = clause[: ends[0] - len(named.split())]
    return (ends[0], named) if _MAKING & set(said) and set(said) <= _BEFORE_MADE else None


def _add_on_ending(words: Sequence[str], menu: Any, milk: bool = False) -> str | None:
    """The add-on the words end in, as said ("whip" of "a mocha with whip"), else None; with ``milk``, a
    milk too ("oat milk" of "a cold brew with oat milk")."""
    for start in range(max(0, len(words) - 3), len(words)):
        named = " ".join(words[start:])
        if named and (menu.resolve("addon", named) is not None or milk and menu.resolve("milk", named)):
            return named
    return None


@functools.lru_cache(maxsize=8)
def _item_names(menu: Any) -> tuple[re.Pattern[str], dict[str, str]]:
    """A pattern finding the menu's item names in lower-cased text, and each alias's item."""
    aliases = {e.alias: e.name for e in menu.lexicon() if e.kind == "item"}
    alternatives = "|".join(re.escape(a) for a in sorted(aliases, key=len, reverse=True))
    return re.compile(rf"\b(?:{alternatives})(?='s\b|s\b|\b)"), aliases


def item_said_before(text: str, at: int, menu: Any) -> str | None:
    """The item named last before offset ``at`` of the lower-cased text, if any."""
    pattern, aliases = _item_names(menu)
    named = [m for m in pattern.finditer(text.lower()) if m.start() < at]
    return aliases.get(named[-1].group(0)) if named else None


def items_named(text: str, menu: Any) -> list[str]:
    """The menu items the text names, one per mention, in the order named."""
    pattern, aliases = _item_names(menu)
    return [aliases[m.group(0)] for m in pattern.finditer(text.lower())]


def mention_said_around(text: str, at: int, menu: Any, near: bool = False) -> str:
    """The words said of the item mention before offset ``at``: from the clause break after the mention
    before it to the clause break before the mention after it ("a small latte macchiato, a drop of milk
    with nutmeg" of "…, a small latte macchiato, a drop of milk with nutmeg, and two lattes"). ``near``
    starts at the last clause break before the mention instead ("a short steamer, no whip, and six
    steamers with room": "no whip" is the first steamer's)."""
    lower = text.lower()
    named = [(m.start(), m.end()) for m in _item_names(menu)[0].finditer(lower)]
    before = [m for m in named if m[0] < at]
    if not before:
        return ""
    start = before[-2][1] if len(before) > 1 else 0
    breaks = [b.end() for b in CLAUSE_BREAK.finditer(lower, start, before[-1][0])]
    start = (breaks[-1] if near else breaks[0]) if breaks else start
    after = [m for m in named if m[0] > at]
    end = after[0][0] if after else len(lower)
    cuts = [b.start() for b in CLAUSE_BREAK.finditer(lower, at, end)]
    return lower[start : cuts[-1] if after and cuts else end]


@functools.lru_cache(maxsize=8)
def menu_words(menu: Any) -> frozenset[str]:
    """Every word of the menu's aliases of items, options and add-ons (not its note phrases)."""
    return frozenset(
        w for entry in menu.lexicon() if entry.kind != "note_word" for w in said_words(entry.alias)
    )
