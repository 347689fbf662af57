""""Remove the cookies", "get rid of the donut", "take the sandwich off": a removal of a thing the menu
lacks, so that no line of the order can be it. Nothing changes, and the reply says the order has none.

The model, which reads a removal by its shape, took a line that was there off ("remove the cookies" of a
latte and a muffin took the muffin; "remove the cookies" alone cleared the order). Where a removal word
is followed by "the" / "my" / "one of the" … and a phrase whose last word names a thing of its own that
is no word of the menu (`unknown_things.plain_thing_word`), nor a word of a line's note or of whom a
line is for ("remove the straw" of a latte noted "with a straw"), the removals and changes of lines the
turn does not name give way to that answer. The lines the turn orders or names by their item stay.

A change of such a thing ("make the pike a tall", "make the frappe decaf": the pike place was refused
before) changed the order's latte; the same answer is given, and the latte stays. Where the turn orders
something in its place ("change the scone to a muffin"), that stays too, without the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol
from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Edit, RemoveLine
from ordering.replies import NOT_ORDERED
from ordering.turn_words import LIST_END, REMOVE_WORDS
from ordering.unknown_things import plain_thing_word

_DETERMINERS = frozenset({"the", "my", "those", "these", "that", "this", "his", "her", "our", "their"})
_SOME_OF = frozenset({"one", "n1", "both", "all", "any", "either", "each", "some"})  # "one of the cookies"
_PHRASE_ENDS = LIST_END | frozenset({"off", "out", "from", "too", "then", "now", "instead", "as", "also",
                                     "!", "?", ".", "pls", "thank", "actually", "though", "anyway", "sorry",
                                     "again", "altogether", "entirely", "completely"})  # "… vanilla actually"
_NOT_A_THING = frozenset({"previous", "rest", "whole", "entire", "latter", "former", "cart", "basket",
                          "list", "item", "line", "pastry", "pastries", "beverage", "beverages", "extras",
                          "order", "orders", "last", "first", "second", "third", "fourth", "other",
                          "part", "parts", "bit", "bits", "stuff"})  # "scratch the ice part": the ice


def lacking_line_named(edits: Sequence[Edit], words: Sequence[str], cart: Any,
                       menu_words: frozenset[str]) -> list[Edit]:
    """``edits``, or the answer that the order has no such thing where the turn removes a thing the menu
    lacks (see the module)."""
    thing = _removed_thing(words)
    changed = thing is None and _changed_thing(words)
    thing = thing or changed or None
    if thing is None or not cart.lines or _known(thing[-1], menu_words) or _of_a_line(thing[-1], cart):
        return list(edits)
    named = {w for w in words if w.startswith("item:")}
    kept = [e for e in edits if isinstance(e, AddLine) and symbol("item", e.item) in named
            or isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)
            and symbol("item", cart.lines[e.ref - 1].item) in named
            or not isinstance(e, AddLine | ChangeLine | RemoveLine | ClearCart)]
    if changed and any(isinstance(e, AddLine) for e in kept):
        return kept  # "change the scone to a muffin": the muffin ordered in its place
    return [*kept, AskMenu(about=[NOT_ORDERED, " ".join(thing)])]


_CHANGE_VERBS = frozenset({"make", "change", "switch", "swap"})
_CHANGED_TO = frozenset({"a", "an", "to", "into", "with", "for", "instead"})


def _changed_thing(words: Sequence[str]) -> list[str] | None:
    """The one plain word of the thing a change names ("make the pike a tall": "pike"), said after "make",
    "change", "switch" or "swap" and "the" / "my" …, and followed by a value of the menu or "a" / "to" …
    that says what it becomes; else None."""
    for k, word in enumerate(words[:-3]):
        if word not in _CHANGE_VERBS or words[k + 1] not in _DETERMINERS:
            continue
        thing, after = words[k + 2], words[k + 3]
        if (plain_thing_word(thing) and thing not in _NOT_A_THING
                and (":" in after and not after.startswith("item:") or after in _CHANGED_TO)):
            return [thing]
    return None


def _removed_thing(words: Sequence[str]) -> list[str] | None:
    """The words of the thing a removal names ("cookies", "ham sandwich"), or None."""
    for k, word in enumerate(words):
        if word == "rid" and words[k + 1 : k + 2] == ["of"]:
            j = k + 2
        elif word in REMOVE_WORDS or word in ("take", "nevermind") or word == "mind" and words[k - 1 : k] == [
                "never"]:  # "never mind the danish"
            j = k + 1 + (words[k + 1 : k + 2] in (["off"], ["out"]))
        else:
            continue
        if words[j : j + 1] and words[j] in _SOME_OF and words[j + 1 : j + 2] == ["of"]:
            j += 2
        if not (words[j : j + 1] and words[j] in _DETERMINERS):
            continue
        e = j + 1
        while e < len(words) and words[e] not in _PHRASE_ENDS and e - j <= 4:
            e += 1
        phrase = list(words[j + 1 : e])
        if word == "take" and words[k + 1 : k + 2] not in (["off"], ["out"]) and words[e : e + 1] not in (
                ["off"], ["out"]):
            continue  # "take the latte to go": no removal
        if (phrase and e - j <= 4 and plain_thing_word(phrase[-1]) and phrase[-1] not in _NOT_A_THING
                and not any(w.startswith("item:") for w in phrase)):
            return [w for w in phrase if plain_thing_word(w)] or phrase[-1:]
    return None


def _known(word: str, menu_words: frozenset[str]) -> bool:
    """Whether ``word`` is a word of the menu, as said, as one of many ("muffins") or as the doing of one
    ("skip the toasting", "the heating": toasted, heated)."""
    stem = word.removesuffix("ing") if len(word) > 5 else word
    return any(w in menu_words for w in (word, word.removesuffix("s"), word.removesuffix("es"))) or (
        stem != word and (f"{stem}ed" in menu_words or f"{stem}d" in menu_words))


def _of_a_line(word: str, cart: Any) -> bool:
    """Whether ``word`` is said in a line's note or in whom a line is for."""
    return any(word in f"{line.notes or ''} {line.who or ''}".lower().split() for line in cart.lines)

