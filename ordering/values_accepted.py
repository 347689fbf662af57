"""Values said alone as an answer ("whole milk is fine", "oat then", "a large is good") are set on the
line they are said of.

After "add milk" (the reply lists the milks) or any turn, a customer names the value they want with a
word of assent and nothing else. The model read "whole milk is fine" as the end of the order (the cart
was read back, the milk never set) and "soy milk is fine" as a question (the milks listed again). Where
every word of the turn is a value of the menu or a word of assent or filler, and the model changed,
added and removed nothing, the values are set on the latest line that takes them all. A turn that names an
item says which thing it is of ("is the rooibos caffeine free" was read as the latte made decaf): the model's.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AskMenu, ChangeLine, Edit, Finish, only_a_note
from ordering.turn_words import value_fields

_ASSENT = frozenset({
    "is", "are", "s", "fine", "good", "ok", "okay", "works", "work", "then", "please", "would", "will", "be",
    "do", "just", "yes", "yeah", "yep", "sure", "great", "perfect", "the", "a", "thanks", "thank", "you",
    "that", "that's", "sounds", "i", "guess", "go", "with", "let's", "lets", "for", "me", "actually", "um",
    "uh", "oh", "alright", "all", "right", "cool", "by", ",", ".", "!",
})
_STRAY = (Finish, AskMenu)  # what the model wrote of such a turn: the order's end, or the menu asked of


def values_accepted(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the values the turn says alone set on the latest line that takes them all."""
    tokens = _taken_back_first(_milk_by_its_head(tokens, menu))
    values = [t for t in tokens if ":" in t and unsymbol(t)[0] in (*SINGLE_GROUPS, "addon")]
    if (menu is None or not cart.lines or not values or not all(
            isinstance(e, _STRAY) or only_a_note(e) for e in edits)
            or any(isinstance(e, AskMenu) and e.ref is not None for e in edits)  # "is the latte hot": asked
            or any(":" not in t and t not in _ASSENT or t.startswith("item:") for t in tokens)):
        return list(edits)
    for ref in range(len(cart.lines), 0, -1):
        item = cart.lines[ref - 1].item
        if all(menu.allows(item, *unsymbol(v)) for v in values):
            fields, addons = value_fields(values)
            return [ChangeLine(ref=ref, add_addons=addons, **fields)]
    return list(edits)


_FINE = frozenset({"fine", "good", "ok", "okay", "works", "great", "perfect"})
_BACK = frozenset({"no", "nope", "wait", "actually", "oh", "sorry", ","})


def _taken_back_first(tokens: Sequence[str]) -> list[str]:
    """The words less a taking back said first, where the turn then says its value is fine ("no wait, whole
    is fine"); "no oat" takes the oat off, and keeps its "no"."""
    k = 0
    while k < len(tokens) and tokens[k] in _BACK:
        k += 1
    return list(tokens[k:]) if k and _FINE.intersection(tokens) else list(tokens)


def _milk_by_its_head(tokens: Sequence[str], menu: Any) -> list[str]:
    """The words with a milk said by the first word of its name alone ("whole is fine") as that milk, where
    no other milk's name begins with that word."""
    heads = _milk_heads(menu) if menu is not None else {}
    return [heads.get(t, t) for t in tokens]


@functools.lru_cache(maxsize=8)
def _milk_heads(menu: Any) -> dict[str, str]:
    """{first word: "milk:<name>"} of the menu's milks named "… milk" whose first word no other shares (not
    "half" of half and half; not "2%", two milks' first word)."""
    heads: dict[str, list[str]] = {}
    for group, name in menu.options:
        if group == "milk" and name.endswith(" milk"):
            heads.setdefault(name.split()[0], []).append(name)
    return {head: f"milk:{names[0].replace(' ', '_')}" for head, names in heads.items()
            if len(names) == 1 and head != names[0]}
