""""Scratch that, whole milk is fine", "forget that, make it large": the change just made taken back, said
with the value wanted in its place.

The model read "scratch that" as the line's removal: "a latte with skim", then "scratch that, whole milk is
fine", took the latte away. Where the turn opens with a word that takes something back ("scratch",
"forget", "cancel", "never mind") and "that" / "it" / "this", and after a comma says only values of one
line (a size, a milk …, an add-on: no item) and words of choosing ("make it", "is fine", "instead"), and the
model removed one line that may take those values, that line is changed to them instead; an add-on takes
the place of the line's one add-on of its kind ("a latte with caramel", "scratch that, vanilla instead").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.turn_words import is_filler

_TAKING_BACK = frozenset({"scratch", "forget", "cancel", "ignore", "strike"})
_POINTED = frozenset({"that", "it", "this"})
_OPENING = frozenset({"no", "wait", "oh", "sorry", "actually", "ok", "okay", ","})
# words that choose the values said ("make it large", "whole milk is fine", "a medium instead")
_CHOOSING = frozenset({"make", "it", "it's", "is", "fine", "ok", "okay", "good", "please", "then", "instead",
                       "just", "a", "an", "with", "actually", "i'll", "have", "do", "go", "get", "be", "will",
                       "would", "can", "you", "let's", "take", "works", "great", "thanks", "and"})


def scratched_for_value(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line the model removed changed to the values said after "scratch that," (see the
    module)."""
    if menu is None or len(edits) != 1 or not isinstance(edits[0], RemoveLine):
        return list(edits)
    at = _taken_back_at(words)
    if at is None or "," not in words[at:]:
        return list(edits)
    rest = [w for w in words[words.index(",", at) + 1 :] if not is_filler(w)]
    values = [unsymbol(w) for w in rest if ":" in w]
    if not values or any(":" not in w and w not in _CHOOSING for w in rest):
        return list(edits)
    ref = edits[0].ref
    groups = [g for g, _ in values]
    if any(g not in (*SINGLE_GROUPS, "addon") for g in groups) or len(set(groups)) != len(groups):
        return list(edits)  # an item said, or two of one group
    if not 1 <= ref <= len(cart.lines) or not all(menu.allows(cart.lines[ref - 1].item, g, v)
                                                  for g, v in values):
        return list(edits)
    line = cart.lines[ref - 1]
    change = ChangeLine(ref=ref, **{g: int(v) if g == "shots" else v for g, v in values if g != "addon"})
    for group, name in values:  # "scratch that, vanilla instead" of a caramel latte: in the caramel's place
        kind = menu.addon_kind(name) if group == "addon" else None
        given_way = [had for had in line.addons if menu.addon_kind(had) == kind and had != name]
        if group == "addon" and (name in line.addons or len(given_way) != 1):
            return list(edits)  # on the line already, or in the place of none (or of which one?)
        if group == "addon":
            change = change.model_copy(update={"add_addons": {name: 1}, "drop": given_way})
    return [change]


def _taken_back_at(words: Sequence[str]) -> int | None:
    """The index of the word that takes something back where the turn opens with it ("no wait, scratch
    that"), followed by "that" / "it" / "this" (or "never mind that"); else None."""
    k = 0
    while k < len(words) and (words[k] in _OPENING or is_filler(words[k])):
        k += 1
    if words[k : k + 2] == ["never", "mind"] or words[k : k + 1] == ["nevermind"]:
        k += 2 if words[k] == "never" else 1
        return k if words[k : k + 1] and words[k] in _POINTED else None
    if k + 1 < len(words) and words[k] in _TAKING_BACK and words[k + 1] in _POINTED:
        return k
    return None
