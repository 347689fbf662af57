"""Requests about a drink that no menu value says: "an americano, super strong", "a long cappuccino", "a
cortado with no lid", "a matcha latte with more matcha", "a macchiato with a few coffee beans on top".

The model writes menu values, and notes only in words it was trained on; these it drops without a word
(or writes the lid the customer did not want). Each is found in the customer's words by its shape, not by
its phrase: a word that describes how a drink is made ("strong", "dark", "long") said with an intensifier
or right before the drink, a preparation said with "no"/"without"/"not", more of the drink's own base,
and a few things on or in it that the menu does not sell. Each goes on its drink's line as a note in the
customer's words; a request the menu reads as a value ("extra dry", "super hot") is that value.

Two counts the benchmark's conventions give are read here too: an add-on said with an intensifier ("super
foamy") is two portions, as "extra foam" is; "an extra shot of caramel" on a new drink is two portions of
caramel (one regular plus one extra), not an espresso shot.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, notes_had
from ordering.said import (
    EDGE_WORDS,
    an_option,
    is_number,
    item_said_before,
    items_named,
    said_clauses,
    said_words,
)
from ordering.unlisted import NOT_REQUESTS

_INTENSIFIERS = frozenset({"extra", "super", "very", "really"})
# how a drink is made, with no menu value of its own (strength, roast, length, texture)
_DESCRIBING = frozenset({"strong", "dark", "bold", "mild", "weak", "long", "wet", "milky", "creamy", "frothy",
                         "smooth", "rich", "thick", "sweet", "spicy"})
# said bare right before the drink ("a long cappuccino"); "a dark roast coffee" is the coffee, "a sweet
# latte" praise rather than a request
_THANKS = frozenset({"please", "thanks", "thank", "you"})
BARE_REQUESTS = frozenset({"long", "strong", "weak", "mild", "wet", "milky", "frothy", "spicy"})
_BEFORE_BARE = frozenset({"a", "an", "one", "my", "the"})
_IT, _MAKING = frozenset({"it", "that", "them", "mine"}), frozenset({"make", "get", "have", "do", "want"})
# how a drink is made, said as more or less of it: "make it a bit stronger"
_COMPARATIVES = frozenset({"stronger", "weaker", "milder", "bolder", "milkier", "creamier", "frothier",
                           "longer", "shorter", "thicker", "smoother", "richer"})
_THAN_USUAL = frozenset({"than", "usual", "normal", "normally", "today"})
_DEGREES = frozenset({"a", "bit", "little", "tad", "touch", "slightly", "lot", "much", "bit'"})
_NEGATIONS = frozenset({"no", "without", "not"})
_OPENERS = frozenset({"actually", "oh", "sorry", "ok", "okay", "and", "but", "um", "uh", "then", "instead"})
_ARTICLES = frozenset({"a", "an", "the", "any"})
# a few of something, not one thing ordered ("with a cookie" is the menu's to refuse)
_FEW = (("a", "few"), ("a", "couple", "of"), ("a", "handful", "of"), ("a", "sprinkle", "of"),
        ("a", "sprinkling", "of"), ("a", "dusting", "of"))
_TAILS = (("on", "top"), ("in", "it"), ("on", "it"))
_WHOSE = (("my", "own"), ("my",), ("one", "of", "the"), ("one", "of", "your"), ("one", "of", "those"),
          ("your",), ("our", "own"))
_CUPS = frozenset({"cup", "cups", "mug", "mugs", "tumbler", "tumblers", "thermos", "flask", "glass"})
_MEASURES = frozenset({"shot", "pump", "squirt", "scoop", "splash", "dash", "drizzle", "spoonful", "portion"})
_VALUE_KINDS = ("size", "temp", "milk", "caffeine")


def special_requests(edits: Sequence[Edit], text: str, cart: Any, menu: Any,
                     lacking: Sequence[str] = ()) -> list[Edit]:
    """``edits`` with the requests of the module put on their drinks' lines as notes, a preparation said
    unwanted taken off a new line, and the two counts of the module set (see the module)."""
    if menu is None:
        return list(edits)
    out = _counted(list(edits), text, menu)
    for at, request, named, prep in requests_said(text, menu, lacking):
        bare = prep is not None or request in _DESCRIBING or request.split()[-1] in _COMPARATIVES
        if not out and bare and cart.lines and not items_named(text, menu):
            out.append(ChangeLine(ref=len(cart.lines)))  # "no lid please", "make it wet" of the last line
        elif not out and bare and named and re.search(r"\bmake\s+(?:it|that|this|mine|the\s+\w+)\b", text,
                                                     re.I):
            refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == named]
            out.extend([ChangeLine(ref=refs[0])] if len(refs) == 1 else [])  # "make it a wet cappuccino"
        k = _line_of(out, text, at, named, menu)
        if k is None:
            continue
        edit = out[k]
        if request.split()[-1] in _COMPARATIVES and "espresso shot" in getattr(
                edit, "addons" if isinstance(edit, AddLine) else "add_addons"):
            continue  # "make it stronger" read as a shot more: that is how it is made stronger
        if prep is not None:
            if isinstance(edit, ChangeLine) and _line_has(cart, edit.ref, prep):
                continue  # the line has it: taking it off is the answer (``prep_taken_off``)
            if prep in (edit.notes or ""):
                continue  # "could you not warm the croissant": noted "not warmed" (``prep_said_not``)
            edit = edit.model_copy(update={"preps": [p for p in edit.preps if p != prep]})
        out[k] = _opposite_taken_off(_noted(edit, request, cart), request, cart)
    return [e for e in out if not (isinstance(e, ChangeLine) and e == ChangeLine(ref=e.ref))]


def requests_said(text: str, menu: Any,
                  lacking: Sequence[str] = ()) -> list[tuple[int, str, str | None, str | None]]:
    """The requests of the module said in the turn: (offset, the customer's words, the item named right
    after them if it is theirs, the preparation they say unwanted)."""
    found: list[tuple[int, str, str | None, str | None]] = []
    lacked = {w for thing in lacking for w in said_words(thing)}
    for words, where in said_clauses(text):
        for i, word in enumerate(words):
            before = words[i - 1] if i else ""
            after = words[i + 1] if i + 1 < len(words) else ""
            if word in _INTENSIFIERS and after in _DESCRIBING and before not in ("not", "too"):
                request = f"{word} {after}"  # "extra dark", "super strong": "extra dry" is the dry prep
                if not an_option(request, menu):
                    found.append((where[i], request, _item_at(words, i + 2, menu), None))
            elif word in BARE_REQUESTS and before in _BEFORE_BARE and (item := _item_at(words, i + 1, menu)):
                found.append((where[i], word, item, None))  # "a long cappuccino"
            elif word in BARE_REQUESTS and before in ("a", "an") and words[i + 1 : i + 2] == ["one"] and set(
                    words[i + 2 :]) <= _THANKS and (item := item_said_before(text, where[i], menu)):
                found.append((where[i], word, item, None))  # "make the cappuccino a long one"
            elif word in BARE_REQUESTS and i == 0 and set(words[1:]) <= _THANKS and (
                    item := item_said_before(text, where[i], menu)) and menu.kind(item) == "drink":
                found.append((where[i], word, None, None))  # "a cappuccino, wet": a clause of its own
            elif word in BARE_REQUESTS and set(words[:i]) <= _OPENERS and set(words[i + 1:]) <= (
                    _THANKS | _OPENERS) and not items_named(text, menu):
                found.append((where[i], word, None, None))  # "actually wet" of the last line
            elif word in _DESCRIBING and before in _IT and i >= 2 and words[i - 2] in _MAKING and set(
                    words[i + 1:]) <= _THANKS:
                found.append((where[i], word, None, None))  # "can I get it wet", "make it extra milky"
            elif word in _COMPARATIVES and set(words[i + 1 :]) <= _THANKS and _IT.intersection(
                    words[:i]) and _MAKING.intersection(words[:i]):  # "can you make it a bit stronger"
                start = i
                while start > 0 and words[start - 1] in _DEGREES:
                    start -= 1
                found.append((where[start], " ".join(words[start : i + 1]), None, None))
            elif word in _COMPARATIVES and set(words[:i]) <= _DEGREES and set(words[i + 1:]) <= (
                    _THANKS | _THAN_USUAL) and (item := item_said_before(text, where[i], menu)) and menu.kind(
                    item) == "drink":  # "an americano, a bit weaker than usual": a clause of its own
                found.append((where[0], " ".join(words[:i + 1]), None, None))
            elif word in _NEGATIONS or words[i : i + 2] == ["hold", "the"]:
                if (prep := _prep_after(words, i + (word == "hold") + 1, menu)) is not None:
                    found.append((where[i], " ".join(words[i : prep[0]]), None, prep[1]))
            elif word in ("extra", "more") and before in ("", "with", "plus", "an", "a"):
                # "with extra matcha" of a matcha latte, "with an extra pump of chai" of a chai
                measured = words[i + 2 : i + 3] == ["of"] and words[i + 1].removesuffix("s") in _MEASURES
                base = i + 3 if measured else i + 1
                end = _item_end(words, base, menu)
                named = " ".join(words[base:end]) if end is not None else ""
                before_it = item_said_before(text, where[i], menu)
                mine = end is not None and menu.resolve("item", named) == before_it
                if mine and menu.resolve("addon", named) is None and menu.resolve(
                        "addon", " ".join(words[i + 1:end])) is None:  # "shot of espresso": the add-on
                    found.append((where[i], " ".join(words[i:end]), None, None))
            elif word == "with" and (end := _few_end(words, i + 1, menu, lacked)) is not None:
                found.append((where[i], " ".join(words[i:end]), None, None))
            elif word == "in" and (end := _cup_end(words, i + 1)) is not None:
                found.append((where[i], " ".join(words[i:end]), None, None))
    return found


def _item_at(words: list[str], i: int, menu: Any) -> str | None:
    """The item named from word ``i`` on, past the values said before it ("a long oat cappuccino")."""
    while i < len(words):
        end = _item_end(words, i, menu)
        if end is not None:
            return menu.resolve("item", " ".join(words[i:end]))
        value = next((e for e in range(min(len(words), i + 3), i, -1) if any(
            menu.resolve(kind, " ".join(words[i:e])) is not None for kind in _VALUE_KINDS)), None)
        if value is None:
            return None
        i = value
    return None


def _item_end(words: list[str], i: int, menu: Any) -> int | None:
    """Where the longest item name said at word ``i`` ends, if one is."""
    return next((e for e in range(min(len(words), i + 4), i, -1)
                 if menu.resolve("item", " ".join(words[i:e])) is not None), None)


def _prep_after(words: list[str], i: int, menu: Any) -> tuple[int, str] | None:
    """(where it ends, the preparation) named at word ``i``, past an article: "a lid", "room" (with room)."""
    i += i < len(words) and words[i] in _ARTICLES
    if words[i : i + 1] == ["with"]:
        return None  # "no with room" takes the "no" back
    for end in range(min(len(words), i + 4), i, -1):
        said = " ".join(words[i:end])
        prep = menu.resolve("prep", said) or menu.resolve("prep", f"with {said}")
        if prep is not None:
            return end, prep
    return None


def _cup_end(words: list[str], i: int) -> int | None:
    """Where "my own mug", "one of your ceramic mugs" said at word ``i`` (after "in") ends: the customer's
    or one of the café's cups ("in a ceramic cup" is read with the notes, ``said_requests``)."""
    whose = next((len(w) for w in _WHOSE if tuple(words[i : i + len(w)]) == w), 0)
    cup = next((k for k in range(i + whose, min(len(words), i + whose + 3)) if words[k] in _CUPS), None)
    if not whose or cup is None or {"go", "to", "here"} & set(words[i:cup]):
        return None
    while cup + 1 < len(words) and words[cup + 1] in _CUPS:  # "glass mugs"
        cup += 1
    return cup + 1


def _few_end(words: list[str], i: int, menu: Any, lacked: set[str]) -> int | None:
    """Where "a few coffee beans on top" said at word ``i`` (after "with") ends: a few of something the
    menu does not sell, in one to three words, and where it goes; None if it is not that."""
    few = next((len(f) for f in _FEW if tuple(words[i : i + len(f)]) == f), 0)
    if not few:
        return None
    start = end = i + few
    while end < len(words) and end - start < 3 and words[end] not in EDGE_WORDS and tuple(
            words[end : end + 2]) not in _TAILS:
        end += 1
    things = words[start:end]
    if not things or things[-1] in menu.words or any(
            w in NOT_REQUESTS or w in lacked or is_number(w) for w in things):
        return None  # "with a couple of shots", "with a few friends", a thing the menu is asked for
    if any(menu.resolve(kind, " ".join(things[a:b])) is not None for kind in (*_VALUE_KINDS, "addon", "prep")
           for a in range(len(things)) for b in range(a + 1, len(things) + 1)):
        return None  # "with a few ice cubes", "with a couple of pumps of vanilla": values
    return end + 2 if tuple(words[end : end + 2]) in _TAILS else end


def _counted(edits: list[Edit], text: str, menu: Any) -> list[Edit]:
    """The edits with an add-on said with an intensifier ("super foamy") or "an extra shot of caramel" on
    a new drink at two portions where the model wrote one (and no espresso shot for the second)."""
    for words, _ in said_clauses(text):
        for i, word in enumerate(words[:-1]):
            addon, shot = None, False
            if word in ("super", "very", "really") and not an_option(f"{word} {words[i + 1]}", menu):
                addon = menu.resolve("addon", words[i + 1])  # "super foamy": foam
            elif (word == "extra" and words[i + 1].removesuffix("s") in _MEASURES
                  and words[i + 2 : i + 3] == ["of"] and not (i and _more_than_one(words[i - 1]))):
                addon = next((a for e in range(min(len(words), i + 6), i + 3, -1)
                              if (a := menu.resolve("addon", " ".join(words[i + 3 : e]))) is not None), None)
                # "an extra shot of caramel": caramel, not an espresso shot ("an extra shot and an extra
                # pump of vanilla" says the shot too)
                shot = words[i + 1].removesuffix("s") == "shot"
            if addon is None or addon == "espresso shot":
                continue
            mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.addons.get(addon) == 1]
            if len(mine) == 1:
                line = edits[mine[0]]
                addons = {**line.addons, addon: 2}
                if shot and addons.get("espresso shot") == 1 and said_words(text).count("shot") == 1:
                    del addons["espresso shot"]
                edits[mine[0]] = line.model_copy(update={"addons": addons})
    return edits


def _more_than_one(word: str) -> bool:
    """Whether a said count is more than one ("two extra pumps of caramel" is no regular plus one)."""
    return is_number(word) and word not in ("one", "1")


def _line_of(edits: Sequence[Edit], text: str, at: int, named: str | None, menu: Any) -> int | None:
    """The edit (its index) a request said at offset ``at`` is about: the turn's one added or changed
    line, or the one added line of the item ``named`` right after it, else of the item named before it."""
    lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]
    if len(lines) <= 1:
        return lines[0] if lines else None
    item = named or item_said_before(text, at, menu)
    mine = [k for k in lines if isinstance(edits[k], AddLine) and edits[k].item == item]
    return mine[0] if len(mine) == 1 else None


_OPPOSITE_PREPS = {"wet": "dry"}  # "make the cappuccino wet" of a dry one: no longer dry


def _opposite_taken_off(edit: Edit, request: str, cart: Any) -> Edit:
    """The edit without the preparation its request undoes: "wet" of a dry cappuccino."""
    prep = _OPPOSITE_PREPS.get(request.split()[-1])
    if prep is None:
        return edit
    if isinstance(edit, ChangeLine) and _line_has(cart, edit.ref, prep):
        return edit.model_copy(update={"drop": [*edit.drop, prep]})
    return edit.model_copy(update={"preps": [p for p in edit.preps if p != prep]})


def _line_has(cart: Any, ref: int, prep: str) -> bool:
    """Whether the cart's line ``ref`` (1-based) has the preparation."""
    return 1 <= ref <= len(cart.lines) and prep in cart.lines[ref - 1].preps


def _noted(edit: Edit, request: str, cart: Any) -> Edit:
    """The edit with the request after its note, unless the note says it already ("a strong" of "strong",
    "sweet" of "sweeter")."""
    had = notes_had(edit, cart)
    content = [w for w in said_words(request) if w not in _ARTICLES and w != "with"]
    if had and all(any(h == w or h == f"{w}er" for h in said_words(had)) for w in content):
        return edit  # "sweet" of "sweeter" (`sweeter_said`) says it already
    if edit.notes and set(said_words(edit.notes)) - _ARTICLES <= set(content):
        return edit.model_copy(update={"notes": request})  # the model's "in a mug" of "in my own mug"
    return edit.model_copy(update={"notes": ", ".join([*filter(None, [had]), request])[:MAX_NOTE_CHARS]})
