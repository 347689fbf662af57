"""Things the menu lacks ordered in a turn ("and a chocolate chip cookie", "two ham sandwiches"): the
phrases that order them, their words as the customer said them, the turn with the menu values inside them
turned back into words, and the tagger's span of each menu-value token that tells a value said by its full
name."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ordering.dsl import NUMBERS
from ordering.turn_words import LIST_END, REMOVE_WORDS, REPLACE_WORDS, is_filler, is_measure

# words that may follow "one" in a split ("two lattes, one decaf and one regular") or a count
_NOT_THINGS = frozenset(
    {
        "weaker",  # "a little weaker": how a drink is to be, no thing (nor "stronger", "sweeter" …)
        "stronger",
        "sweeter",
        "milder",
        "hotter",
        "colder",
        "cooler",  # "a little cooler please": warm, no thing
        "warmer",
        "bigger",  # "one size bigger please": a size stepped (`size_stepped`), no thing
        "smaller",
        "larger",
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
        "tooth",  # "i have a sweet tooth": no thing ordered (`recommended.taste_asked`)
        "unsweetened",
        "light",
        "dark",
        "dry",
        "wet",
        "spicy",
        "hot",
        "cold",
        "warm",
        "big",
        "small",
        "more",
        "less",
        "fewer",
        "each",
        "too",
        "also",
        "please",
        "only",
        "other",
        "others",
        "another",  # "and another for my friend but iced": one more of the last line, no thing we lack
        "something",  # "is it too late to add something": no thing named
        "anything",
        "nothing",
        "everything",
        "either",
        "few",
        "several",
        "couple",
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
        "anyway",  # "ok, i'll get one anyway" (after "we can't tell if it's gluten free")
        "anyways",
        "actually",  # "and actually two of them": a correction, no thing we lack
        "really",
        "just",
        "maybe",
        "though",
        "still",
        "back",  # "bring one back": the line removed brought back (`removed_restored`), no thing we lack
        "off",  # "take one off", "take two out": a removal, no thing
        "out",
        "away",
        "up",  # "warm one up"
        "name",  # "add my name, it's Tom": the order's name (`names`)
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
        "degrees",  # "140 degrees": a temperature (`degrees_said`)
        "degree",
        "fahrenheit",
        "celsius",
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
) | REMOVE_WORDS | REPLACE_WORDS  # "and remove one of the earl greys": no "remove" we lack


# what may come right before a phrase that names a thing of its own ("and a ...", "i'd like a ...")
_THING_LEADS = frozenset({"and", ",", "plus", "&", "also", "then", "get", "have", "want", "take", "need",
                          "order", "grab", "add", "like", "give", "bring", "me", "wants", "needs", "gets",
                          "actually", "rather", "instead",  # "actually a smoothie instead"
                          "just",  # "just a water please"
                          "about",  # "what about a frappuccino", "how about a smoothie"
                          # an answer, then the thing: "ok a sparkling water then", "fine, a scone"
                          "okay", "ok", "fine", "alright", "sure", "yes", "yeah", "sorry", "no", "nope"})
# said after the thing ("and a cookie too", "two pumps actually")
_AFTER_THINGS = frozenset({"too", "please", "also", "thanks", "as", "well", "back", "actually", "instead",
                           "then"})  # "a smoothie then"
# a verb after the thing says how the customer takes it ("actually a medium is fine", "a small works"):
# the thing ends before it
_CHOICE_VERBS = frozenset({"is", "would", "works", "sounds", "will"})
_THING_DETERMINERS = frozenset({"a", "an", "some", *NUMBERS})
_WITH_IT = frozenset({("with", "that"), ("with", "it"), ("with", "this")})
_ON_IT = frozenset({("on", "it"), ("on", "top"), ("in", "it"), ("on", "that"), ("in", "that")})
_ASKED_OF_US = frozenset({"add", "give", "bring", "grab", "put"})  # "can you add some ..." orders it
# words that end a part of an order without naming a thing to order: service, not menu items (they go
# in a note: "and a straw"), amounts and places ("a bit", "the second"), errands ("a chance", "a
# question"), pronouns and function words ("those", "the", "want")
_NOT_ORDERED = frozenset({
    "lid", "lids", "sleeve", "sleeves", "straw", "straws", "napkin", "napkins", "receipt", "bag", "spoon",
    "creamer", "creamers", "stirrer", "carrier", "tray", "holder", "mug", "glass", "top", "side", "bit",
    "lot", "little", "touch", "second", "third", "first", "last", "refill", "drink", "drinks", "order",
    "everything", "all", "both", "thanks", "thank", "chance", "minute", "moment", "sec", "question", "favor",
    "favour", "look", "those", "these", "this", "more", "again", "same", "else", "mine", "yours", "stuff",
    "hers", "theirs", "ours",  # "and hers iced": whose line, no thing
    "things", "items", "total", "flavor", "flavors", "flavour", "flavours", "taste", "sort", "type", "the",
    "any", "our", "their", "his", "her", "its", "and", "but", "not", "very", "just", "really", "want", "like",
    "get", "have", "need", "take", "make", "would", "could", "can", "will", "should", "may", "might", "must",
    "did", "does", "had", "has", "was", "were", "enough", "plenty",
    "add", "give", "put", "grab", "bring",  # "and add two cookies": the cookies, not an "add"
    "heat", "reheat", "microwave",  # "and heat one of them": how a line is made, no thing
    "snack", "snacks", "food", "treat", "treats", "bite",  # food asked of in general (`food_asked`)
    # money said, no thing ordered: "i have five dollars, what can i get"
    "dollar", "dollars", "bucks", "buck", "cents", "quid", "pounds", "euros", "budget"})


# "she'd like", "i would like": a want said of a thing ("like" alone is filler or liking)
_WOULD = frozenset({"i'd", "id", "she'd", "he'd", "we'd", "they'd", "would"})


_QUESTION_WORDS = frozenset({"how", "what", "whats", "which", "why", "when", "where", "who", "whose"})
_SWAPPING = frozenset({"swap", "switch", "change", "exchange", "trade", "replace", "substitute", "sub"})


def _swapped_for(tokens: Sequence[str], at: int) -> bool:
    """Whether tokens[at] is the "for" of "swap it for", "change the latte for" or the "with" of "replace the
    muffin with": what follows is the thing wanted instead."""
    if at < 1 or tokens[at] not in ("for", "with"):
        return False
    before = tokens[max(0, at - 4):at]
    verbs = {"for": _SWAPPING, "with": {"replace", "substitute", "swap", "switch"}}[tokens[at]]
    return bool(verbs.intersection(before)) and not any(t in LIST_END for t in before[1:])


# "throw in a cookie", "and toss in two scones", "tack on a brownie": the thing put in the order follows
_PUTTING_IN = frozenset({"throw", "toss", "chuck", "pop", "stick", "tack", "slip", "sneak", "squeeze", "put",
                         "add", "include"})


def _put_in(tokens: Sequence[str], at: int) -> bool:
    """Whether tokens[at] is the "in" (or "on") of "throw in", "tack on": what follows is a thing ordered."""
    return 0 < at < len(tokens) and tokens[at] in ("in", "on") and tokens[at - 1] in _PUTTING_IN


_MAKING = frozenset({"make", "turn", "made"})
_MADE_LINE = frozenset({"it", "that", "this", "them", "those", "these", "one", "n1", "of", "the", "my"})


def _made_into(tokens: Sequence[str], at: int) -> bool:
    """Whether the "a" at ``at`` follows "make <the line>" ("make that a nitro", "make one of them a
    piccolo", "make the latte a frappe"): what the line is made into. Not a count: "make that one short
    pour" says the line ("one"), and what to make of it."""
    if tokens[at] not in ("a", "an"):
        return False
    for k in range(at - 1, max(-1, at - 6), -1):
        if tokens[k] in _MAKING:
            return k < at - 1
        if tokens[k] not in _MADE_LINE and not tokens[k].startswith("item:"):
            return False
    return False


def spans_by_token(tokens: Sequence[str], spans: Sequence[Any]) -> dict[int, Any]:
    """The tagger's span of each menu-value or number token, by token index (they come in the same order;
    a span's own ``start`` counts the words before the tagger joined them). Empty if they do not pair."""
    marked = [i for i, t in enumerate(tokens)
              if ":" in t or t == "nbig" or (t[:1] == "n" and t[1:].isdigit())]
    return dict(zip(marked, spans, strict=True)) if len(marked) == len(spans) else {}


def unknown_things(tokens: Sequence[str], spans: Sequence[Any] = (),
                   known: frozenset[str] = frozenset(),
                   lacked_anyway: Callable[[Sequence[str]], bool] | None = None) -> list[tuple[int, int]]:
    """``[start, end)`` of each phrase that orders a thing the menu lacks: a count or "a"/"an"/"some" at the
    start of an order or of a list's next part, up to three describing words or menu values, and a plain
    word that ends the part ("and a chocolate chip cookie", "i'd like two ham sandwiches"); no menu item
    in it. Its menu values describe that thing, not a drink of ours: "chocolate" is no chocolate sauce.
    A value said by its full name (the tagger's ``spans``) is ours: "4 chocolate sauce short pour". So is
    a part that ends in a word of the menu (``known``, `Menu.words`): "a tea please" is not "a tea" we
    lack, but a tea not yet chosen, unless ``lacked_anyway`` says the phrase is one ("a lemon loaf":
    `variants_of_one`)."""
    said = spans_by_token(tokens, spans)
    full_names = {i for i, span in said.items() if len(str(getattr(span, "surface", "")).split()) > 1}
    found = []
    asked = next((k for k in (1, 2) if tokens[k : k + 2] == ["if", "you"]), None)  # "marshmallows if you …"
    if asked is not None and all(map(plain_thing_word, tokens[:asked])) and tokens[asked - 1] not in known:
        found.append((0, asked))
    for s, tok in enumerate(tokens):
        joined = s == 0 and tok in ("and", "plus", "also", "with")  # a turn of its own: "and marshmallows"
        got = tok == "get" and s and tokens[s - 1] in ("i", "we")  # "can i get marshmallows on it"
        wanted = s > 0 and (tok in ("wants", "needs")  # "she wants marshmallows if you have them"
                            or tok == "like" and tokens[s - 1] in _WOULD)  # "she'd like marshmallows"
        bare = (tok == "add" or got or joined or wanted) and s + 1 < len(tokens) and (
            tokens[s + 1] not in _THING_DETERMINERS) and not _put_in(tokens, s + 2)
        lead = next((t for t in reversed(tokens[:s]) if not is_filler(t)), None)  # "and uhm a scone"
        if s and tokens[s - 1] == "like" and tokens[s - 2 : s - 1] in (["i'd"], ["we'd"], ["would"], ["id"]):
            lead = "like"  # "i'd like an affogato": no filler "like"
        if not bare and (tok not in _THING_DETERMINERS or (lead is not None and lead not in _THING_LEADS
                                                           and not _swapped_for(tokens, s - 1)
                                                           and not _made_into(tokens, s)
                                                           and not _put_in(tokens, s - 1))):
            continue
        if s >= 2 and tokens[s - 2] in ("you", "we") and tokens[s - 1] not in _ASKED_OF_US:
            continue  # "when you get a chance": not the customer's order ("can you add some nuts" is)
        e = s + 1
        # the part ends at the list's next part, at "if" ("a cinnamon roll if you have one"), at "instead"
        # ("a scone instead of the muffin"), or at a count ("one blueberry one lemon" says two parts)
        while (e < len(tokens) and tokens[e] not in LIST_END and tokens[e] not in _PART_ENDS and e - s <= 5
               and not _next_part_counted(tokens, s, e)):
            e += 1
        if e - 2 > s + 1 and tokens[e - 2] == "or" and tokens[e - 1] in _VAGUE:  # "a scone or something"
            e -= 2
        while e - 1 > s + 1 and (tokens[e - 1] in _AFTER_THINGS  # "and a cookie too"
                                 or tokens[e - 1].startswith(_HOW_MADE) and plain_thing_word(tokens[e - 2])):
            e -= 1  # "and a cheese danish warmed up": the danish, how it is made after it
        if e - 2 > s + 1 and tuple(tokens[e - 2 : e]) in _ON_IT:  # "add marshmallows on top", "and a
            e -= 2  # couple of marshmallows on top": the thing, not where it goes
        if bare and e - 2 > s + 1 and tokens[s + 2] in ("on", "in", "for") and plain_thing_word(
                tokens[s + 1]):
            e = s + 2  # "and marshmallows on all of them", "add sprinkles for the kids"
        if e - 2 > s + 1 and tuple(tokens[e - 2 : e]) in _WITH_IT:  # "and a glass of water with that"
            e -= 2
        e = next((k for k in range(s + 2, e) if tokens[k] in _CHOICE_VERBS), e)  # "a scone would be great"
        phrase = tokens[s + 1 : e]  # "a slice of carrot cake" is the longest
        if bare and len(phrase) > 2:  # "add marshmallows", not "add equal call it diego"
            continue
        if (joined or wanted) and not all(map(plain_thing_word, phrase)):  # not "and i want milk", "thanks"
            continue
        if joined and phrase[:1] and phrase[0] in _QUESTION_WORDS:  # "and how much if its a large": asked
            continue
        if not phrase or e - s > 5 or any(is_measure(t) for t in phrase) or any(
                t.startswith("item:") for t in phrase) and phrase[-1] not in _OTHER_FORMS:
            continue  # "a mocha frappe": no mocha of ours, a thing we lack
        if any(a == "of" and b in ("the", "that", "this", "those", "your", "my") for a, b in zip(
                phrase, phrase[1:], strict=False)):  # "some of the hazelnut ...": a thing already named
            continue
        if full_names.intersection(range(s + 1, e)):
            continue
        # the thing is named before "with": "a tea with lemon" is a tea (ours), "a bagel with lox" a bagel
        named = phrase[:next((k for k, t in enumerate(phrase) if k and t == "with"), len(phrase))]
        head = named[-1]
        if _vessel_of_milk(named):  # "a glass of milk": no drink of ours, though milk is a word of the menu
            found.append((s, e))
            continue
        if (":" in head or not head.isalpha() or len(head) < 3 or head in _NOT_THINGS
                or head in _NOT_ORDERED or is_filler(head) or head in NUMBERS
                or head in known and not (lacked_anyway is not None and named[0] != "with"
                                          and lacked_anyway(named))):  # "two with lemon": no lemon thing
            continue
        found.append((s, e))
    return found


# forms of a drink we do not make, said after one of our items' names ("a mocha frappe", "a latte shake")
_OTHER_FORMS = frozenset({"frappe", "frappes", "frappuccino", "frappuccinos", "frap", "fraps", "smoothie",
                          "smoothies", "shake", "shakes", "milkshake", "milkshakes", "slushie", "slushies",
                          "float", "floats", "granita", "granitas"})
_PART_ENDS = frozenset({"if", "instead", "rather"})
_VAGUE = frozenset({"something", "anything", "whatever", "similar"})  # "… or something": the thing said
_HOW_MADE = ("prep:", "temp:")  # "warmed", "toasted", "hot" said after the thing
_NUMBERED = frozenset({"item", "line", "number", "no", "#"})  # "in item 2": a line's number, no count


def _next_part_counted(tokens: Sequence[str], s: int, e: int) -> bool:
    """Whether tokens[e] is a count that begins the next part of a list said without a comma: the second
    "one" of "one blueberry one lemon" (not the number of "in item 2")."""
    return (tokens[e] in NUMBERS and e > s + 1 and tokens[e - 1] not in _NUMBERED and e + 1 < len(tokens)
            and tokens[e + 1] not in LIST_END)


_VESSELS = frozenset({"glass", "cup", "carton", "jug", "pint", "bottle", "mug", "box"})


def _vessel_of_milk(named: Sequence[str]) -> bool:
    """Whether a phrase orders milk by itself, in a vessel: "glass of milk", "cup of oat milk"."""
    return (len(named) in (3, 4) and named[0] in _VESSELS and named[1] == "of"
            and (named[-1] == "milk" or named[-1].startswith("milk:")))


# words before a thing that say how many, not what ("a few cookies", "a couple of bagels")
_AMOUNTS = frozenset({"few", "couple", "of", "several", "some", "bunch", "lot", "lots", "many"})


def unknown_things_said(tokens: Sequence[str], spans: Sequence[Any] = (),
                        found: Sequence[tuple[int, int]] | None = None) -> list[str]:
    """The words of each phrase of `unknown_things` (``found``, else found here) as the customer said them
    ("a chocolate chip cookie", "ham sandwiches": a count is left out, the rest reads in a reply)."""
    surface = {i: str(getattr(span, "surface", "")) for i, span in spans_by_token(tokens, spans).items()}
    out = []
    for s, e in unknown_things(tokens, spans) if found is None else found:
        words = [surface.get(i) or _as_said(tokens[i]) for i in range(s, e)]
        said_alone = tokens[s] in NUMBERS or tokens[s] in (
            "add", "get", "some", "and", "plus", "also", "wants", "needs", "like")
        words = words[1:] if said_alone else words
        if len(words) > 1 and words[0].lower() == "with":  # "one with marshmallows": "marshmallows"
            words = words[1:]
        if len(words) > 2 and words[0].lower() in ("a", "an") and words[1].lower() in _AMOUNTS:
            words = words[1:]  # "a few cookies": "cookies"
        while len(words) > 1 and (words[0].lower() in _AMOUNTS or words[0].lower() == "more"):
            words = words[1:]  # "three more cookies": "cookies"
        out.append(" ".join(words).lower())
    return out


def _as_said(token: str) -> str:
    """A token as words where the tagger's span is not at hand: "item:chai_latte" is "chai latte"."""
    return token.partition(":")[2].replace("_", " ") if ":" in token else token


def unknown_things_demoted(tokens: Sequence[str], found: Sequence[tuple[int, int]]) -> list[str]:
    """The turn's tokens with the menu values inside the phrases of `unknown_things` (``found``) turned
    back into words."""
    out = list(tokens)
    for s, e in found:
        for i in range(s + 1, e):
            if ":" in out[i]:
                out[i] = out[i].partition(":")[2].split("_")[0]
    return out


def unknown_thing(tokens: Sequence[str], j: int) -> bool:
    """Whether tokens[j] is a plain word naming a thing of its own: "... and one salad", "1 beer, ..."."""
    if j >= len(tokens):
        return False
    word = tokens[j]
    if ":" in word or not word.isalpha() or len(word) < 3 or word in _NOT_THINGS or word in NUMBERS:
        return False
    if is_filler(word):  # "make it 2 right", "actually two like": a filler names nothing
        return False
    return j + 1 == len(tokens) or tokens[j + 1] in LIST_END


def plain_thing_word(word: str) -> bool:
    """Whether ``word`` may name a thing of its own: a plain word, no menu value, filler, number, amount,
    pronoun or service word ("jasmine", "sandwiches"; not "one", "lid", "more")."""
    return (":" not in word and word.isalpha() and len(word) >= 3 and word not in _NOT_THINGS
            and word not in _NOT_ORDERED and not is_filler(word) and word not in NUMBERS)
