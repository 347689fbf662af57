""""Remove the cookies", "get rid of the donut", "take the sandwich off": a removal of a thing the menu
lacks, so that no line of the order can be it. Nothing changes, and the reply says the order has none.

The model, which reads a removal by its shape, took a line that was there off ("remove the cookies" of a
latte and a muffin took the muffin; "remove the cookies" alone cleared the order). Where a removal word
is followed by "the" / "my" / "one of the" … and a phrase whose last word names a thing of its own that
is no word of the menu (`unknown_things.plain_thing_word`), nor a word of a line's note or of whom a
line is for ("remove the straw" of a latte noted "with a straw"), the removals and changes of lines the
turn does not name give way to that answer. The lines the turn orders or names by their item stay.
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
                          "order", "orders", "last", "first", "second", "third", "fourth", "other"})


def lacking_line_named(edits: Sequence[Edit], words: Sequence[str], cart: Any,
                       menu_words: frozenset[str]) -> list[Edit]:
    """``edits``, or the answer that the order has no such thing where the turn removes a thing the menu
    lacks (see the module)."""
    thing = _removed_thing(words)
    if thing is None or not cart.lines or _known(thing[-1], menu_words) or _of_a_line(thing[-1], cart):
        return list(edits)
    named = {w for w in words if w.startswith("item:")}
    kept = [e for e in edits if isinstance(e, AddLine) and symbol("item", e.item) in named
            or isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)
            and symbol("item", cart.lines[e.ref - 1].item) in named
            or not isinstance(e, AddLine | ChangeLine | RemoveLine | ClearCart)]
    return [*kept, AskMenu(about=[NOT_ORDERED, " ".join(thing)])]


def _removed_thing(words: Sequence[str]) -> list[str] | None:
    """The words of the thing a removal names ("cookies", "ham sandwich"), or None."""
    for k, word in enumerate(words):
        if word == "rid" and words[k + 1 : k + 2] == ["of"]:
            j = k + 2
        elif word in REMOVE_WORDS or word == "take":
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

