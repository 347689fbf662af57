"""An add-on the line has, said off: "scratch the cream cheese", "lose the whip", "drop the vanilla".

The model read a removing verb it rarely saw in training ("scratch", "lose", "ditch") with the add-on
after it as the add-on asked for, and the customer heard "The plain bagel has cream cheese already".
Where the model adds to a line an add-on that line already has, and the words said just before that
add-on (back to the value before it, a comma or "and") take something off ("no", "hold", "scratch",
"remove" …), or "off" or "out" follows it ("take the cream cheese off"), the add-on comes off the line
instead. Adding an add-on a line has changes nothing, so no change the model meant is lost. Where the
model removed the line itself ("never mind the vanilla" of a vanilla latte) and the turn names no item
but the one it comes off ("take the extra shot off the cappuccino"), the add-on comes off and the line
stays; where it removed a line without the add-on and one other line has it ("remove the extra shot" of a
cortado with one and a macchiato), the add-on comes off that line.

A count said just before the add-on is how many are wanted, not a taking off: "no wait, make it one
sugar" of two sugars sets one (it came off). An add-on the line lacks, said off by a removing verb
("actually forget the ice" of a latte made iced) or by a putting verb said not to ("could you not put
whipped cream" of a hot chocolate), is not added either (the model added it): it is asked off, as "no
ice" is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.turn_words import REMOVE_WORDS, TAKING_OFF_WORDS

# "take off the whip", "leave out the vanilla": "off" and "out" take off before the add-on too
_OFF_BEFORE = TAKING_OFF_WORDS | REMOVE_WORDS | {"lose", "ditch", "nix", "off", "out"}
_OFF_AFTER = frozenset({"off", "out"})
_FROM = frozenset({"off", "from"})
_THE_LINE = frozenset({"the", "my", "that", "this", "her", "his"})
# "no sweet cream? ok, just vanilla then": a sentence's end, or "just" / "only" (what is kept), bounds too
_BOUNDS = frozenset({",", "and", "but", "with", "add", "extra", "plus", "more", "?", ".", "!", "just",
                     "only"})
_REMOVING_VERBS = REMOVE_WORDS | {"lose", "ditch", "nix"}  # said of an add-on the line lacks: asked off
# "don't put whipped cream", "please do not add sugar", "she doesn't want whipped cream": a putting verb said
# not to, right before the add-on, asks it off too
_PUTTING = frozenset({"put", "add", "include", "give", "use", "want", "need", "like"})
_NOT = frozenset({"not", "don't", "dont", "doesn't", "doesnt", "didn't", "didnt", "never"})
_NOT_PUT = "not put"


def add_on_said_off(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with an add-on said off that the model added to a line having it taken off instead."""
    off = _said_off(tokens)
    if not off:
        return list(edits)
    out = []
    items = [(unsymbol(t)[1], _taken_from(tokens, j)) for j, t in enumerate(tokens) if t.startswith("item:")]
    named = not all(taken_from for _, taken_from in items)
    for edit in edits:
        if isinstance(edit, RemoveLine) and not named and 1 <= edit.ref <= len(cart.lines):
            edit = _off_its_line(edit, off, cart, {name for name, _ in items})
        if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
            line = cart.lines[edit.ref - 1]
            gone = [name for name in edit.add_addons
                    if name in off and (name in line.addons or off[name] & (_REMOVING_VERBS | {_NOT_PUT}))]
            if gone:
                edit = edit.model_copy(update={
                    "add_addons": {n: c for n, c in edit.add_addons.items() if n not in gone},
                    "drop": [*edit.drop, *(n for n in gone if n not in edit.drop)]})
        out.append(edit)
    return out


def _taken_from(tokens: Sequence[str], j: int) -> bool:
    """Whether the item at ``j`` is what an add-on comes off: "take the extra shot off the cappuccino",
    "remove the vanilla from my latte" (the line stays)."""
    before = tokens[max(0, j - 2) : j]
    if before[-1:] and before[-1] in _THE_LINE:
        before = before[:-1]
    return bool(before) and before[-1] in _FROM


def _off_its_line(removal: RemoveLine, off: dict[str, set[str]], cart: Any, items: set[str]) -> Edit:
    """The add-ons said off taken off the line removed that has them ("never mind the vanilla": not the
    latte), or off the one line that has them (of the item they are taken off, where one is said) where the
    model removed another ("remove the extra shot" of a cortado with one and a macchiato took the macchiato
    off)."""
    holding = [r for r, line in enumerate(cart.lines, start=1)
               if set(off) & set(line.addons) and (not items or line.item in items)]
    ref = removal.ref if removal.ref in holding else holding[0] if len(holding) == 1 else None
    if ref is None:
        return removal
    return ChangeLine(ref=ref, drop=[name for name in cart.lines[ref - 1].addons if name in off])


_AMOUNT = frozenset({"much", "many"})


def _said_off(tokens: Sequence[str]) -> dict[str, set[str]]:
    """The add-ons the words take off, each with the words before it that do: after a removing word (back
    to a bound), or before "off"/"out"; not where a count comes just before it ("make it one sugar")."""
    found: dict[str, set[str]] = {}
    for j, token in enumerate(tokens):
        if not token.startswith("addon:") or (j and _is_count(tokens[j - 1])):
            continue
        before = []
        for k in range(j - 1, -1, -1):
            if ":" in tokens[k] or tokens[k] in _BOUNDS:
                break
            before.append(tokens[k])
        after = tokens[j + 1] if j + 1 < len(tokens) else ""
        if _AMOUNT.intersection(before) and after not in _OFF_AFTER:
            continue  # "not that much sugar", "not too much vanilla": less of it, not off
        if _OFF_BEFORE.intersection(before) or after in _OFF_AFTER:
            found.setdefault(unsymbol(token)[1], set()).update(_OFF_BEFORE.intersection(before))
        if j >= 2 and tokens[j - 1] in _PUTTING and tokens[j - 2] in _NOT:  # "could you not put whip"
            found.setdefault(unsymbol(token)[1], set()).add(_NOT_PUT)
    return found


def _is_count(token: str) -> bool:
    """A count as the grounding writes it ("n2")."""
    return len(token) > 1 and token[0] == "n" and token[1:].isdigit()
