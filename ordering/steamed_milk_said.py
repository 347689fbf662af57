"""Steamed milk said of another drink: "a tea with steamed milk", "an americano with some steamed milk".

The menu sells steamed milk as a drink of its own (the steamer, whose names hold "steamed milk"), and the
model, given a drink with no item of its own ("a tea": the menu's teas are ten named ones), ordered a
steamer and asked which tea. Said after "with", of a drink or a kind of drink named before it in the same
part (commas between the drink's values are the part's: "an americano please, medium, with some steamed
milk"), the steamed milk is how that drink is made: no steamer is ordered, and the request goes on the
drink's line as a note in the customer's words (``said_requests`` reads them). With no line of the
drink to carry it ("a tea"), the turn asks which one, as "a tea please" does. Said of a drink the cart
has, naming none ("an americano", then "nope, make it with steamed milk instead"), it is that drink's note
(`steamed_milk_made_with`): the model swapped the americano for a steamer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import COUNT, AddLine, AskMenu, ChangeLine, Edit, RemoveLine, note_after, only_a_note
from ordering.replies import category_named
from ordering.said import FILLERS

_STEAMER = "item:steamer"
# words said between "with" and the milk: how much of it ("with just a little steamed milk")
_AMOUNT = frozenset({"some", "a", "little", "bit", "of", "just", "only", "touch", "splash", "drop"})
_PART_END = frozenset({"and", ",", ".", "!", "?", ";", "plus", "also", "then"})


def steamer_not_ordered(edits: Sequence[Edit], tokens: Sequence[str], menu: Any,
                        text: str = "") -> list[Edit]:
    """``edits`` less the steamer the model ordered for steamed milk said "with" a drink named before it
    in the part (see the module); the steamer's note goes to the one line the turn adds of that drink.
    Steamed milk said "on the side" after "and", in a part that goes on from the drink's "with" ("an
    americano with an extra shot and some steamed milk on the side"), is that drink's too; a steamer so
    said ("a latte with vanilla and a steamer on the side") is ordered."""
    drink = _drink_given_milk(tokens, menu, _STEAMED_MILK.search(text.lower()) is not None)
    steamers = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == "steamer"]
    if drink is None or len(steamers) != 1 or edits[steamers[0]].qty != 1:
        return list(edits)
    note = edits[steamers[0]].notes
    out = [e for k, e in enumerate(edits) if k != steamers[0]]
    if not drink:  # "a tea with steamed milk": which tea, as for "a tea please"
        kind = next(t for t in tokens if category_named(t) not in (None, "bakery"))
        asked = any(isinstance(e, AskMenu) for e in out)
        return out if asked else [*out, AskMenu(about=[kind, f"{COUNT}1"])]
    mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == drink]
    if note and len(mine) == 1 and not out[mine[0]].notes:
        out[mine[0]] = out[mine[0]].model_copy(update={"notes": note})
    return out


def _drink_given_milk(tokens: Sequence[str], menu: Any, milk_said: bool = False) -> str | None:
    """The drink (an item, or "" for a kind such as "tea") that "with ... steamed milk" is said of, or None
    where the steamed milk is ordered ("a steamer", "a latte and a steamed milk"). With ``milk_said`` (the
    turn says "steamed milk"), "and … steamed milk on the side" goes on from the "with" said before it."""
    if tokens.count(_STEAMER) != 1:
        return None
    at = tokens.index(_STEAMER) - 1
    while at >= 0 and (tokens[at] in _AMOUNT or tokens[at] in FILLERS):
        at -= 1
    side = tokens[tokens.index(_STEAMER) + 1 :][:3] == ["on", "the", "side"]
    if milk_said and side and at >= 0 and tokens[at] == "and":
        at -= 1
        while at >= 0 and tokens[at] != "with" and tokens[at] not in _PART_END and not tokens[at].startswith(
                "item:"):
            at -= 1
    if at < 0 or tokens[at] != "with":
        return None
    before = list(reversed(tokens[:at]))
    for k, tok in enumerate(before):
        if tok == "," and _said_of_the_drink(before[k + 1 :]):
            continue  # "an americano please, medium, with some steamed milk": the americano's
        if tok in _PART_END:
            return None
        if tok.startswith("item:"):
            item = unsymbol(tok)[1]
            return item if item in menu.items and menu.kind(item) == "drink" else None
        if category_named(tok) not in (None, "bakery"):  # "a tea", no "food"
            return ""
    return None


def _said_of_the_drink(before: Sequence[str]) -> bool:
    """Whether the words before a comma (last first) go back to a drink through its values and "please"
    only: "an americano please, medium,"."""
    for tok in before:
        if tok.startswith("item:"):
            return True
        if not (tok in (",", "please") or ":" in tok):
            return False
    return False


_STEAMED_MILK = re.compile(r"\bsteamed\s+milk\b")
_ADDING = frozenset({"add", "put", "pour"})
_MEASURED = frozenset({"splash", "bit", "little", "touch", "drop", "dash"})
_INTO = frozenset({"to", "in", "into"})
_A_LINE = frozenset({"it", "that", "this", "the", "my", "his", "her"})
_TOPPED = frozenset({"top", "fill", "finish"})  # "top it off with …": the milk poured in, the drink kept


def steamer_added_to_a_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any,
                            menu: Any = None) -> list[Edit]:
    """``edits`` less the steamer the model ordered for "add steamed milk to it" ("put some steamed milk
    in my americano", "add a splash of steamed milk", "add steamed milk" of a drink): the milk goes in a
    drink of the cart, so no steamer is ordered; the request is a note of the line the model wrote it on,
    else of the last line. "Top it off with some steamed milk" too, where the model swapped the coffee for a
    steamer: the coffee stays."""
    steamers = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == "steamer"]
    if not cart.lines or len(steamers) != 1 or tokens.count(_STEAMER) != 1:
        return list(edits)
    at = tokens.index(_STEAMER)
    before = at - 1
    while before >= 0 and (tokens[before] in _AMOUNT or tokens[before] in FILLERS):
        before -= 1
    into = tokens[at + 1 : at + 3]
    # "add a splash of steamed milk": an amount of it, poured in the drink, is no steamer either
    ended = tokens[at + 1 :] in ([], ["please"], ["too"], ["."], ["!"])
    measured = _MEASURED.intersection(tokens[before + 1 : at]) and ended
    # "add steamed milk" of an americano: the milk said with no article, into the drink ("add a steamer"
    # orders one)
    bare = ended and before == at - 1 and menu is not None and cart.lines[-1].item != "steamer" and (
        menu.kind(cart.lines[-1].item) == "drink")
    measured = measured or bare
    said_before = set(tokens[:max(before, 0)])
    topped = before >= 0 and tokens[before] == "with" and ended and bool(  # "top it off with steamed milk"
        _TOPPED & said_before and _A_LINE & said_before)
    if not topped and (before < 0 or tokens[before] not in _ADDING or not measured and (
            len(into) < 2 or into[0] not in _INTO or into[1] not in _A_LINE)):
        return list(edits)
    out = [e for k, e in enumerate(edits)
           if k != steamers[0] and not (topped and isinstance(e, RemoveLine))]
    if any(isinstance(e, ChangeLine) and e.notes for e in out):
        return out
    note = "with steamed milk" if bare else edits[steamers[0]].notes or "with steamed milk"
    return [*out, ChangeLine(ref=len(cart.lines), notes=note)]


_SAID = re.compile(
    r"\bwith\s+(?:some\s+|a\s+little\s+|a\s+(?:bit|splash|touch|dash)\s+of\s+)?steamed\s+milk\b")


_A_BIT_OF = frozenset({"a", "bit", "splash", "touch", "dash", "of", "little"})  # not "some": topped off


def _with_before(words: Sequence[str], k: int) -> bool:
    """Whether "with" is said right before word ``k``, past an amount ("with a bit of steamed milk")."""
    j = k - 1
    while j >= 0 and words[j] in _A_BIT_OF:
        j -= 1
    return j >= 0 and words[j] == "with"


def steamed_milk_made_with(edits: Sequence[Edit], words: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the note "with steamed milk" on the drink of the cart it is said of, where the turn
    names no drink ("nope, make it with steamed milk instead" of an americano: the model swapped it for a
    steamer): the removed line, else the last one, when it is no steamer. Said with a drink ordered in the
    turn, it is `steamer_not_ordered`'s."""
    said = _SAID.search(text.lower())
    steamers = [e for e in edits if isinstance(e, AddLine) and e.item == "steamer" and e.qty == 1]
    at = [k for k in range(1, len(words)) if words[k] == _STEAMER and _with_before(words, k)]
    if said is None or not cart.lines or len(steamers) != 1 or not at or sum(
            w.startswith("item:") for w in words) != 1:
        return list(edits)
    removed = {e.ref for e in edits if isinstance(e, RemoveLine)}
    if len(removed) > 1 or any(
            e is not steamers[0] and not isinstance(e, RemoveLine) and not only_a_note(e) for e in edits):
        return list(edits)
    ref = removed.pop() if removed else len(cart.lines)
    line = cart.lines[ref - 1] if 1 <= ref <= len(cart.lines) else None
    if line is None or line.item == "steamer":
        return list(edits)
    return [ChangeLine(ref=ref, notes=note_after(line.notes, said.group(0)))]
