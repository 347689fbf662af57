"""The answer to "Which two teas would you like?" is two of what it names: "earl grey" adds two.

The reply to "two teas please" asks which (the menu has ten teas and no plain one) and the cart keeps the
question (`Cart.asked`) for the next turn only. The model reads that turn alone ("earl grey": one earl
grey tea); where it adds one unit of one item of the kind asked, and the turn says no count of its own,
the line takes the count the customer said before. Two teas named ("earl grey and oolong") are theirs.

An answer that names the tea by a word another thing shares ("peppermint": the peppermint rose tea, and
peppermint syrup) was read as a question of the syrup ("Yes, we have peppermint syrup"); the word said
with the kind asked ("peppermint tea") names the tea, which is added (`kind_answered`). An answer naming a
kind we lack ("chamomile") is said back as one we don't have, and the question asked again.

"The green tea should be iced" before any green tea is chosen asks which again and keeps the iced for the
answer (`kind_asked_with_values`); the model made the hot chocolate ordered beside it iced.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.cart import Asked, Cart
from ordering.dsl import NUMBERS, SINGLE_GROUPS, unsymbol
from ordering.edits import (
    COUNT,
    FAMILY,
    LISTED_SECTIONS,
    AddLine,
    AskMenu,
    ChangeLine,
    Edit,
    Finish,
    RemoveLine,
    choices_said,
    line_choices,
    only_a_note,
)
from ordering.families_asked import family_items
from ordering.in_place import in_place
from ordering.kind_parts import part_words
from ordering.named_lines import warmed_preps
from ordering.recommended import leaves_the_choice
from ordering.replies import NEVER_MIND, NOT_ORDERED, category_named, singular
from ordering.said import NUMBER_NAMES
from ordering.unknown_things import plain_thing_word


def count_asked(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, with the one unit added of the kind asked before given the count said then. A line the
    cart has, named bare beside the answer ("two coffees and two teas", then "coffees black, teas earl
    grey"), is no new one: the model added a third coffee."""
    asked = getattr(cart, "asked", None)
    if asked is None or asked.count < 2 or menu is None or any(
            t in NUMBERS and not _the_kind_one(tokens, k) for k, t in enumerate(tokens)):
        return list(edits)
    section = category_named(asked.kind)
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    kind = [k for k in added if edits[k].item in menu.items and menu.item(edits[k].item).category == section]
    named = [k for k in added if k not in kind and _named_bare(edits[k].item, tokens, cart)]
    # other lines beside the answer are ordered ("earl grey and a coffee"), unless one is a thing we lack
    # ("an earl grey and a jasmine": the answer is `kinds_answered_apart`'s)
    others = [edits[k].item for k in added if k not in kind and k not in named]
    if len(kind) != 1 or any(item not in menu.items for item in others):
        return list(edits)
    line = edits[kind[0]]
    if line.qty != 1 or (others or any(isinstance(e, AskMenu) for e in edits)) and _said_with_a(
            line.item, tokens):
        return list(edits)  # "which three drinks?", "a latte, a tea and a cocoa": one of each
    out = list(edits)
    out[kind[0]] = line.model_copy(update={"qty": asked.count})
    return [e for k, e in enumerate(out) if k not in named]


def _said_with_a(item: str, tokens: Sequence[str]) -> bool:
    """Whether ``item`` is said once, right after "a" or "an" ("a latte"): one of it."""
    at = [k for k, t in enumerate(tokens) if t == f"item:{item.replace(' ', '_')}"]
    return len(at) == 1 and at[0] > 0 and tokens[at[0] - 1] in ("a", "an")


def _the_kind_one(tokens: Sequence[str], k: int) -> bool:
    """Whether tokens[k] is the "one" of "the strawberry one": the kind chosen, no count."""
    return (tokens[k] == "n1" and k >= 2 and (tokens[k - 1].isalpha() or tokens[k - 1].startswith("item:"))
            and tokens[k - 1] != "the" and "the" in tokens[max(0, k - 3) : k - 1])


_BARE_AFTER = frozenset({"black", "plain", "regular", "normal", "fine", "ok", "are", "is", "as", ",", "and"})


def _named_bare(item: str, tokens: Sequence[str], cart: Any) -> bool:
    """Whether the turn names ``item``, a line of the cart, first in a part and with only plain words after
    it ("coffees black,"): the line there is, not one more."""
    at = [k for k, t in enumerate(tokens) if t == f"item:{item.replace(' ', '_')}"]
    if len(at) != 1 or not any(line.item == item for line in cart.lines):
        return False
    k = at[0]
    end = next((e for e in range(k + 1, len(tokens)) if tokens[e] in (",", "and", ".")), len(tokens))
    return (k == 0 or tokens[k - 1] in (",", "and", "the")) and all(
        t in _BARE_AFTER for t in tokens[k + 1 : end])


_ONE = re.compile(r"\s*(?:,|;|&|\band\b|\bplus\b|\bone\b|\ban?\b|\b1\b)\s*", re.I)


def kinds_answered_apart(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one of each kind the turn names, where "Which two teas would you like?" is answered
    with as many, one each ("one green one english breakfast", "an earl grey and a jasmine"): the teas we
    have added, one we lack said back ("Sorry, we don't have jasmine tea."), one of a kind we have several
    of asked ("Our green teas: …"). The model added two english breakfasts, or the earl grey twice and "a
    jasmine"."""
    asked = getattr(cart, "asked", None)
    section = category_named(asked.kind) if asked is not None and asked.kind else None
    if (section is None or asked.count < 2 or menu is None or not text or len(text) > 200
            or _QUESTION.search(text) or any(not _misread_answer(e) for e in edits)):
        return list(edits)
    kind = asked.kind.removesuffix("s")
    parts = [[w for w in chosen_words(part) if w not in (kind, f"{kind}s")] for part in _ONE.split(text)]
    parts = [said for said in parts if said]
    if len(parts) != asked.count:
        return list(edits)
    out: list[Edit] = []
    for said in parts:
        item = menu.resolve("item", f"{' '.join(said)} {kind}") if len(said) <= 3 else None
        if item is not None and menu.item(item).category == section:
            out.append(AddLine(item=item))
        elif described := kind_described(said, kind, menu):  # "one green": our green tea, or which of them
            out.extend(kind_offered(said, kind, 1, described))
        elif menu.resolve("item", " ".join(said)) is None and (lacking := kind_lacking(said, kind, menu)):
            out.append(AddLine(item=lacking))
        else:
            return list(edits)
    if not any(isinstance(e, AddLine) and e.item in menu.items for e in out):
        if out and all(isinstance(e, AddLine) for e in out):  # "peach and passion fruit": none we have
            return [*out, AskMenu(about=[asked.kind, f"{COUNT}{asked.count}"])]
        return list(edits)
    return [e for e in out if isinstance(e, AddLine)] + [e for e in out if not isinstance(e, AddLine)]


# "two teas, one green and one earl grey", "two teas: earl grey and chamomile": a counted kind, then its parts
_KIND_THEN_PARTS = re.compile(
    r"^(?P<lead>.*?)\b(?P<count>two|three|four|2|3|4)\s+(?P<kind>[a-z]+s)\s*[,:;]\s*(?P<rest>[^,:;]+"
    r"(?:,[^,:;]+)*)$", re.I)


# "two teas, one with milk and one with lemon": what each is to have, no kind named (`kind_asked_notes`)
_REQUESTS_ONLY = re.compile(
    r"^\s*(?:(?:one|1|the\s+other(?:\s+one)?)\s+(?:with|without|no)\s+[a-z ]+?"
    r"(?:\s*(?:and|,)\s*|\s+(?=one\b)|$))+$", re.I)


def kind_parts_said(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits`` with the lines of a counted kind read from the parts said after it, as the answer to
    "Which two teas would you like?" is (`kinds_answered_apart`): "two teas, one green and one earl grey"
    adds the earl grey and asks which green tea, "two teas: earl grey and chamomile" adds the earl grey
    and says we have no chamomile tea (the model added the earl grey alone, and the customer lost a tea
    without a word). "Two teas, one with milk and one with lemon" names no kind: the question is asked
    once, with the requests kept for the answer. The turn's other lines are the model's."""
    said = _KIND_THEN_PARTS.match(text or "") if menu is not None and len(text or "") <= 200 else None
    section = category_named(said["kind"].lower()) if said else None
    if said is None or section is None or _REQUESTS_ONLY.match(said["rest"]):
        return list(edits)
    mine = [e for e in edits if isinstance(e, AddLine) and e.item in menu.items
            and menu.item(e.item).category == section]
    count = said["count"].lower()
    asked = Cart(asked=Asked(kind=said["kind"].lower(), count=int(count) if count.isdigit() else (
        NUMBER_NAMES.index(count))))
    parts = kinds_answered_apart(mine, said["rest"], asked, menu)
    if parts == mine:
        return list(edits)
    return [e for e in edits if all(e is not m for m in mine)] + parts


def _misread_answer(edit: Edit) -> bool:
    """Whether an edit is the model's reading of the names of a kind asked for: a line added, a question of
    the menu ("peppermint": the syrup), or "done" ("peach and passion fruit")."""
    return isinstance(edit, AddLine | Finish) or isinstance(edit, AskMenu) and edit.ref is None


# words that choose what they are said with: "the peppermint one please", "i'll have peppermint"
_CHOOSING = frozenset({"the", "a", "an", "one", "please", "i'll", "ill", "i", "have", "take", "get", "go",
                       "with", "ok", "okay", "um", "uh", "then", "thanks", "let's", "lets", "do", "try",
                       "just", "actually", "rather", "instead", "maybe", "hmm", "yes", "yeah", "sure",
                       "oh", "ah", "ooh", "mm", "mmm", "well", "guess", "suppose",
                       "think",  # "oh, earl grey i guess"
                       "she'll", "he'll", "they'll", "we'll", "she'd", "he'd", "they'd", "we'd", "she", "he",
                       "they", "wants"})  # "she'll have the jin xuan": whose choice it is


def kind_answered(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """`_kind_answered`, where the item chosen is not the one the turn before added and the turn keeps."""
    out = _kind_answered(edits, text, cart, menu)
    if out != list(edits) and _INSTEAD.search(text or ""):  # "how much are croissants?", then "i'll get a
        out = in_place(out, cart, menu)  # chocolate one instead" of a muffin: in its place
    added = [e.item for e in out if isinstance(e, AddLine)] if out != list(edits) else []
    if len(added) == 1 and _KEPT.search(text or "") and any(
            line.item == added[0] and line.id in (cart.added or []) for line in cart.lines):
        return [AskMenu(about=[NEVER_MIND])]  # "ok just the chocolate one then": the one just added, kept
    return out


def _kind_answered(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item of the kind asked before that the turn names with the kind's word left out
    ("peppermint" after "Which tea would you like?"), added with the count said then, where the model
    added none of that kind and removed nothing. "Just the chocolate one then" of the chocolate croissant
    the turn before added (its almond one lacked, the croissants listed) keeps it: nothing changes."""
    asked = getattr(cart, "asked", None)
    section = category_named(asked.kind) if asked is not None and asked.kind else None
    listed = asked is not None and asked.kind and not asked.lines and asked.change is None and not asked.offer
    if edits and all(isinstance(e, Finish) for e in edits) and set(chosen_words(text)) <= _CLOSING:
        return list(edits)  # "done" after "Which tea would you like?": no "done tea"
    if section is None and listed and menu is not None:  # not "Which muffin?" of two lines: `which_answered`
        return _family_answered(edits, text, asked.kind.removesuffix("s"), menu)
    if section is None or menu is None or any(isinstance(e, RemoveLine) or isinstance(e, AskMenu) and e.about[
            :1] in ([NOT_ORDERED], [NEVER_MIND]) for e in edits) or any(  # "remove the tea" while asked
            isinstance(e, AddLine) and e.item in menu.items and menu.item(e.item).category == section
            for e in edits):
        return list(edits)
    if leaves_the_choice(text):  # "doesn't matter": what we recommend (`recommendation_asked`)
        return list(edits)
    before, mark, after = (text or "").rpartition("?")
    if mark and before.strip() and after.strip(" .!,"):  # "no chamomile? ok peppermint": the answer after
        text = after
    said = chosen_words(text)
    if asked.parts:  # "peppermint for the iced one": the part it is for aside (`kind_parts`)
        said = [w for w in said if w not in part_words(asked.parts)]
    kind = singular(asked.kind)
    if said and not _QUESTION.search(text):  # "the tea is earl grey", "the tea should be oolong"
        said = [w for w in said if w not in _STATING and w not in (kind, f"{kind}s", asked.kind)] or said
    item = menu.resolve("item", f"{' '.join(said)} {kind}") if 1 <= len(said) <= 3 else None
    if item is None and said and asked.kind in LISTED_SECTIONS:  # "what pastries do you have?", "the
        # chocolate one": the chocolate croissant; "blueberry muffins": the item named in full
        ours = [n for n, it in menu.items.items() if it.category == section]
        item = menu.resolve("item", " ".join(said)) if len(said) <= 4 else None
        item = item if item in ours else _one_holding(said, ours)
    if item is None:
        return _kind_lacking(edits, [w for w in said if w not in (kind, f"{kind}s", asked.kind)], asked, menu)
    if menu.item(item).category != section:
        return list(edits)
    return [AddLine(item=item, qty=asked.count)]


_FIRST_PART = re.compile(r"\s*(?:,|;|\band\b)\s*")


def kind_answered_first(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the answer to "Which tea would you like?" said first, before a change of another line
    ("peppermint, and make the latte oat"): the model read the answer as that line's peppermint syrup.
    Where the turn's first part names an item of the section asked of by its kind's words alone, and the
    model put an add-on of just those words on a line, the add-on comes off and the item is ordered, with
    the count asked; so it is where the model only changed lines ("oolong, and make the latte iced": the
    oolong left out)."""
    asked = getattr(cart, "asked", None)
    section = category_named(asked.kind) if asked is not None and asked.kind else None
    if section is None or menu is None or asked.parts or asked.lines or asked.offer or not text:
        return list(edits)
    first, *rest = _FIRST_PART.split(text, maxsplit=1)
    said = chosen_words(first)
    item = menu.resolve("item", f"{' '.join(said)} {singular(asked.kind)}") if 1 <= len(said) <= 3 else None
    if not rest or item is None or menu.item(item).category != section:
        return list(edits)
    out: list[Edit] = []
    taken = False
    for e in edits:
        misread = [n for n in getattr(e, "add_addons", {}) if set(n.split()) & set(said)] if isinstance(
            e, ChangeLine) else []
        if misread:
            taken = True
            e = e.model_copy(update={"add_addons": {
                n: c for n, c in e.add_addons.items() if n not in misread}})
            if e == ChangeLine(ref=e.ref):
                continue
        out.append(e)
    lost = all(isinstance(e, ChangeLine) for e in edits)  # "oolong, and make the latte iced": left out
    return [AddLine(item=item, qty=asked.count), *out] if taken or lost and edits else list(edits)


_KEPT = re.compile(r"\b(?:just|only)\b", re.I)
_INSTEAD = re.compile(r"\binstead\b", re.I)


_LEFT = frozenset({"no", "nope", "never", "nevermind", "forget", "cancel", "nothing", "skip", "bye"})


def kind_asked_again(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                     menu: Any = None) -> list[Edit]:
    """``edits``, or the kind asked last turn asked again where the answer names nothing we can read:
    "Which tea would you like?", "something fruity" ("didn't catch", and the question was lost, so "ok
    strawberry" then was "didn't catch" too). Not where the turn closes, takes the kind back ("no thanks",
    "never mind") or says any menu word, and only where the model wrote nothing but notes."""
    asked = getattr(cart, "asked", None)
    if asked is None or not asked.kind or asked.lines or asked.change or asked.offer or asked.option or (
            asked.refused or asked.replacing is not None):
        return list(edits)
    said = chosen_words(text)
    if not said or set(said) <= _CLOSING or _LEFT.intersection(said) or any(":" in w for w in words) or any(
            not only_a_note(e) for e in edits):
        return list(edits)
    return [asked_again(asked, asked.values, menu)]


def asked_again(asked: Asked, values: dict[str, str], menu: Any) -> AskMenu:
    """The question of ``asked``'s kind again, with ``values``: of the family its noun names where the
    ``menu`` has one ("green teas": "Which green tea would you like? Our green teas: …"; said as the kind
    alone, "green teas" is a thing we lack), else of the kind as said."""
    noun = asked.kind.removesuffix("s")
    kind = f"{FAMILY}{noun}" if menu is not None and menu.family(noun) else asked.kind
    return AskMenu(about=[kind, f"{COUNT}{asked.count}", *(f"{g}:{v}" for g, v in values.items())])


def kind_asked_with_values(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                           menu: Any = None) -> list[Edit]:
    """``edits``, or the kind asked last turn asked again with the values the turn gives it: "Which green
    tea would you like?", then "the green tea should be iced" (the model made the hot chocolate iced; no
    tea is on the order yet). Where the turn names the kind's noun and no item, no line of the cart is of
    the kind, and the model wrote only changes of values; the values wait with the question ("cloud and
    mist" then adds an iced one); so do values said alone ("make it iced", "large please"), where the model
    wrote nothing of them."""
    asked = getattr(cart, "asked", None)
    if asked is None or not asked.kind or asked.lines or asked.change or asked.offer or asked.option or (
            asked.refused or asked.replacing is not None):
        return list(edits)
    noun = asked.kind.split()[-1].removesuffix("s")
    said = re.findall(r"[a-z]+", (text or "").lower())
    if any(w.startswith("item:") for w in words) or any(line.item.split()[-1] == noun for line in cart.lines):
        return list(edits)
    given = [w for w in words if w.partition(":")[0] in SINGLE_GROUPS]
    if given and not asked.parts and all(w in given or w in _MAKING_IT for w in words) and all(
            map(only_a_note, edits)):
        # "make it iced", "large please": the values alone, said of the kind asked (the model wrote nothing)
        return [asked_again(asked, {**asked.values, **dict(unsymbol(w) for w in given)}, menu)]
    if (noun not in said and f"{noun}s" not in said) or not edits:
        return list(edits)
    values = dict(asked.values)
    for e in edits:
        change = e.model_dump(exclude={"op", "ref"}, exclude_defaults=True) if isinstance(
            e, ChangeLine) else None
        if change is None or set(change) - set(SINGLE_GROUPS):
            return list(edits)
        values.update({g: str(getattr(e, g)) for g in SINGLE_GROUPS if getattr(e, g) is not None})
    return [asked_again(asked, values, menu)]


# words said with values alone of a kind asked: "make it iced", "can you make that a large please"
_MAKING_IT = frozenset({"make", "it", "that", "them", "a", "an", "please", "can", "could", "you", "i'd",
                        "like", "want", "i", "actually", "oh", "and", "also", "both", "one", "ones", ",", ".",
                        "!"})
# words that close the order, not a kind: "done", "ok that's it thanks"
_CLOSING = frozenset({"done", "finished", "all", "it", "that's", "thats", "that", "thanks", "thank", "you",
                      "ok", "okay", "good", "i'm", "im", "set", "we're", "for", "now", "everything"})
# words that state the kind chosen of the kind asked: "the tea is earl grey", "it'll be oolong", "make the
# tea earl grey"
_STATING = frozenset({"is", "it's", "its", "it", "should", "will", "be", "it'll", "can", "would", "like",
                      "want", "mine", "my", "make", "made"})
_QUESTION = re.compile(r"\?\s*$|^\W*(?:is|are|do|does|can|could|what|which|how|have|has|any)\b", re.I)


def _one_holding(said: Sequence[str], names: Sequence[str], noun: str = "") -> str | None:
    """The one of ``names`` whose own words (``noun``'s aside) hold every word said, else None."""
    named = [n for n in names if set(said) <= set(n.split()) - set(noun.split())]
    return named[0] if len(named) == 1 else None


def chosen_words(text: str) -> list[str]:
    """The turn's words less those that only choose ("the peppermint one please": ["peppermint"]), a
    condition said after them ("jasmine if you have it": ["jasmine"]) and assent ("the lemon one sounds
    good": ["lemon"])."""
    chosen = _ASSENT_AFTER.sub("", _IF_SO.sub("", (text or "").lower()))
    return [w for w in re.findall(r"[a-z][a-z']*", chosen) if w not in _CHOOSING]


# a condition said after the choice: "if you have it", "if possible", "if you've got one", "if that's ok"
_IF_SO = re.compile(r"\s*,?\s*\bif\s+(?:you|you've|youve|possible|that|that's|thats|it's|its|there|ya|u)\b"
                    r".*$")


# assent said after the choice: "the lemon poppyseed sounds good", "blueberry would be great"
# or before a count ("the lemon sounds good, two of those")
_ASSENT_AFTER = re.compile(r"\s*,?\s*\b(?:(?:sounds?|looks?|seems?)\s+(?:good|great|nice|fine|perfect|lovely"
                           r"|tasty)|(?:would\s+be|is|'s)\s+(?:good|great|nice|fine|perfect|lovely)|works)"
                           r"(?:\W*$|\s*(?=,))")


_WORD_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, **{str(n): n for n in range(2, 13)}}
# a count among the first words, a comma between them too ("the lemon, two please")
_COUNT_SAID = re.compile(
    r"^\W*(?:[a-z']+(?:\s*,)?\s+){0,4}?(two|three|four|five|six|[2-9]|1[0-2])\b(?!\s*%)", re.I)
_COUNTED_WORDS = frozenset({"of", "ones", "will", "would", "like", "want", "need", "can", "could", "may",
                            "those", "these", "them"})


def _family_answered(edits: Sequence[Edit], text: str, noun: str, menu: Any) -> list[Edit]:
    """``edits``, or the item of the family listed before ("Our muffins: …") that the turn names by its own
    words ("a blueberry one", "the lemon", "no, a plain one" after an almond croissant we lack; "two of the
    lemon ones": two), where the model added or removed nothing."""
    family = family_items(menu, noun)
    if len(family) < 2 or any(isinstance(e, AddLine | RemoveLine) for e in edits):
        return list(edits)
    if several := _several_of_family(text, noun, family, menu):  # "the lemon one and a blueberry"
        return several
    said = [w for w in chosen_words(text) if w not in ("and", "also", "plus", noun, f"{noun}s")]
    if said[:1] == ["no"] and _NO_THEN_CHOICE.match(text):  # "no, a plain one": not the one we lack
        said = said[1:]
    if said and not _QUESTION.search(text):  # "the green one should be the cloud and mist"
        said = [w for w in said if w not in _STATING and w not in noun.split()] or said
    counted = _COUNT_SAID.search(text or "")  # "i will take two of the lemon ones", "3 chocolate"
    count = _WORD_COUNTS[counted.group(1).lower()] if counted else 1
    if counted:
        said = [w for w in said if w not in _WORD_COUNTS and w not in _COUNTED_WORDS]
    item = menu.resolve("item", f"{' '.join(said)} {noun}") if 1 <= len(said) <= 3 else None
    if item is None and 1 <= len(said) <= 2:  # "the cloud one" of the green teas: the cloud and mist tea
        item = _one_holding(said, family, noun)
    if item in family:
        return [AddLine(item=item, qty=count)]
    base = noun.split()[-1]  # "Which green tea?" answered "actually black": of the teas, the black ones
    if item is None and base != noun and all(
            only_a_note(e) or isinstance(e, Finish | AskMenu) for e in edits):
        described = kind_described(said, base, menu)
        if described and set(described) != set(family):
            return kind_offered(said, base, 1, described)
    food = all(menu.kind(n) == "food" for n in family)  # "the almond one" of croissants: no milk
    lacking = kind_lacking(said, noun, menu) or (food and 1 <= len(said) <= 2 and all(
        plain_thing_word(w) and w not in _NOT_KINDS for w in said) and f"{' '.join(said)} {noun}")
    said_text = f" {' '.join(re.findall(r'[a-z]+', text.lower()))} "
    named = any(f" {name} " in said_text for n in family
                for name in (n.removesuffix(f" {noun}"), *menu.item(n).aliases))  # "the cloud and mist one"
    if item is None and not named and all(only_a_note(e) or isinstance(e, Finish) for e in edits) and lacking:
        return [AddLine(item=lacking)]  # "the banana one": we don't have it, and the family is listed again
    return list(edits)


# "no, a plain one", "no. the chocolate one": a "no" of the one we lack, then the choice
_NO_THEN_CHOICE = re.compile(r"\s*no\s*[,.!-]\s*(?:an?|the)\b", re.I)
_PARTS = re.compile(r"\s*(?:,|;|&|\band\b|\bplus\b)\s*", re.I)


def _several_of_family(text: str, noun: str, family: Sequence[str], menu: Any) -> list[Edit]:
    """Each item of the family listed that the turn names by its own words, part by part, with its count:
    "the lemon one and a blueberry", "two lemon and one blueberry" after "Our muffins: …"; [] unless every
    part (two or more) names one."""
    out: list[Edit] = []
    parts = [p for p in _PARTS.split(text or "") if p.strip()]
    for part in parts if len(parts) >= 2 else []:
        said = [w for w in chosen_words(part) if w not in (noun, f"{noun}s")]
        counts = [int(n) for n in re.findall(r"\b\d+\b", part)] + [NUMBER_NAMES.index(w) for w in said
                                                                 if w in NUMBER_NAMES]
        said = [w for w in said if w not in NUMBER_NAMES]
        item = menu.resolve("item", f"{' '.join(said)} {noun}") if 1 <= len(said) <= 3 else None
        if item not in family or len(counts) > 1 or counts and not 1 <= counts[0] <= 12:
            return []
        out.append(AddLine(item=item, qty=counts[0] if counts else 1))
    return out


# said after a word of its own, these name a kind: "passion fruit tea" (not "a fruit tea", any fruity one)
_AFTER_A_NAME = frozenset({"fruit"})
_NOT_KINDS = frozenset({"nothing", "something", "anything", "nevermind", "whatever", "any", "surprise",
                        # what any of the kind may be ("a nice tea", "an herbal tea"): no kind we lack
                        "nice", "good", "great", "lovely", "normal", "regular", "plain", "simple", "basic",
                        "strong", "weak", "proper", "usual", "decent", "fresh", "quick", "little", "cup",
                        "cuppa", "mug", "pot", "herbal", "black", "fruit", "fruity", "caffeine", "favorite",
                        "favourite", "best", "popular", "cheap", "cheapest", "different", "other", "same"})
_OPTION_GROUPS = ("size", "temp", "milk", "caffeine", "addon", "prep")


def _kind_lacking(edits: Sequence[Edit], said: Sequence[str], asked: Any, menu: Any) -> list[Edit]:
    """``edits``, or, where the words name a kind we lack ("chamomile", "green tea" after "Which tea would
    you like?") and the model only listed the kind, wrote nothing or read the end of the order ("hibiscus
    please"), that kind said back as one we don't have, and the question asked again: "Sorry, we don't
    have chamomile tea. Which tea would you like?"."""
    listed_or_ended = all(isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None for e in edits)
    if not listed_or_ended:
        return list(edits)
    values = [f"{g}:{v}" for g, v in asked.values.items()]  # "a large iced tea": large and iced still
    described = kind_described(said, asked.kind, menu)
    if described:  # "green" of the teas: the one green tea, or which of them
        return kind_offered(said, asked.kind, asked.count, described, values)
    lacking = kind_lacking(said, asked.kind, menu)
    if lacking is None:
        return list(edits)
    return [AddLine(item=lacking), AskMenu(about=[asked.kind, f"{COUNT}{asked.count}", *values])]


def kind_offered(said: Sequence[str], kind: str, count: int, described: Sequence[str],
                 values: Sequence[str] = ()) -> list[Edit]:
    """The one item of a kind the words describe, ordered with the count and the values said ("size:large"),
    or a question of which of them ("Our green teas: …"), the values kept for the answer."""
    if len(described) == 1:
        return [AddLine(item=described[0], qty=count, **line_choices(choices_said(values)))]
    return [AskMenu(about=[f"{FAMILY}{' '.join(said)} {kind.removesuffix('s')}", f"{COUNT}{count}", *values])]


def kind_described(said: Sequence[str], kind: str, menu: Any) -> list[str]:
    """The menu's items the plain words name as a kind of ``kind`` ("green" of "teas": the two teas an
    alias of which calls them green tea; "tangerine": the tangerine rooibos tea, whose name begins so),
    or []."""
    if not 1 <= len(said) <= 2:
        return []
    noun = kind.removesuffix("s")
    named = menu.family(f"{' '.join(said)} {noun}")
    return named or [n for n in menu.family(noun) if n.split()[: len(said)] == list(said) and n != noun]


def kind_lacking(said: Sequence[str], kind: str, menu: Any) -> str | None:
    """The kind the one or two plain words name ("chamomile tea" of "chamomile" and "teas"), or None
    where a word names no thing of its own or is a value of the menu ("large", "oat"), or the menu has
    items of that kind (`kind_described`)."""
    if not 1 <= len(said) <= 2 or kind_described(said, kind, menu) or said[0] in _NOT_KINDS or any(
            not plain_thing_word(w) or w in _NOT_KINDS - _AFTER_A_NAME or any(
                menu.resolve(g, w) for g in _OPTION_GROUPS) for w in said):
        return None
    if kind in LISTED_SECTIONS:  # "a scone" of "Which pastry would you like?": no "scone pastry"
        return " ".join(said)
    return f"{' '.join(said)} {kind.removesuffix('s')}"


_NOT_CHOICES = ("addon", "notes", "who")  # kept with the kind but no choice of the menu's


def kind_values_kept(edits: Sequence[Edit], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the values said with the kind asked before ("an iced tea": "Which tea would you
    like?") given to the lines the answer adds of that kind ("earl grey": an iced earl grey), where they
    say none of their own and the item allows them; warm, of a food, is its preparation ("a warm pastry",
    then "a croissant": warmed)."""
    asked = getattr(cart, "asked", None)
    if asked is None or not asked.values or menu is None:
        return list(edits)
    section = category_named(asked.kind)
    kinds = set(family_items(menu, asked.kind.removesuffix("s"))) if section is None else set()
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, AddLine) or edit.item not in menu.items or not (
                menu.item(edit.item).category == section or edit.item in kinds):
            continue
        update = {group: name for group, name in asked.values.items() if group not in _NOT_CHOICES
                  and getattr(edit, group, None) is None and menu.allows(edit.item, group, name)}
        if asked.values.get("notes") and not edit.notes:  # "a tea with lemon", "which tea?": with lemon
            update["notes"] = asked.values["notes"]
        if asked.values.get("who") and not edit.who and edit.qty == 1:  # "a tea for sam": Sam's
            update["who"] = asked.values["who"]
        addons = {name: 1 for name in asked.values.get("addon", "").split(",")
                  if name and name not in edit.addons and menu.allows(edit.item, "addon", name)}
        if addons:  # "a tea with honey", "which tea?", "earl grey": with honey
            update["addons"] = {**edit.addons, **addons}
        if preps := warmed_preps(menu, edit, asked.values.get("temp")):  # "a warm pastry", then "a croissant"
            update["preps"] = preps
        out[k] = edit.model_copy(update=update) if update else edit
    return out
