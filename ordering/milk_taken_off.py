"""Milk taken off: "no cream actually", "without the cream please", "no oat milk", "without milk".

The menu's "cream" is half and half, a milk, so the tagger reads "no cream" as that milk and the model,
which writes menu values, sets it: the request turned the other way ("Changed the mocha to half and
half"), or, where the line has that milk already, nothing changed. Said of a drink that already has
the milk, the milk goes back to the drink's own; said of a drink with a topping that is named so
("whipped cream"), the topping comes off; a plain "no milk" of a drink without one goes on its ticket
as a note. Only for a turn that orders nothing and swaps to no other milk ("no whole milk, make it
skim" is the model's to read).

"Never mind the oat", "forget the soy" said of a drink with that milk take the milk back, not the drink.

"Take the oat off the latte", "remove the soy from my latte", "remove the oat milk": the model read the
removing verb with the drink named after it, or with the milk alone, as the drink removed ("Removed the oat
milk latte"). Words that take a milk out of a
drink never remove the drink: its milk goes back to the usual one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine
from ordering.turn_words import TAKING_OFF_WORDS
from ordering.units_said import said_one_first, said_one_of_them

_BEFORE = frozenset({"the", "any", "a", "all", "that"})  # "without the cream", "no any milk"


def milk_taken_off(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits`` with a milk the turn takes off taken off (see the module), in place of the model's."""
    taken, named = _milk_taken(tokens), None
    if taken is None and not any(t.startswith("item:") for t in tokens):
        taken = _milk_forgotten(tokens)
    if taken is None:
        taken, named = _milk_taken_out(tokens, cart)
    items = any(t.startswith("item:") for t in tokens)
    if taken is None or menu is None or not cart.lines or (items and named is None):
        return list(edits)
    forgotten = _milk_forgotten(tokens) is not None  # "never mind the oat": the model removed the drink
    if any(isinstance(e, AddLine) or (isinstance(e, RemoveLine) and named is None and not forgotten)
           for e in edits) or any(
            isinstance(e, ChangeLine) and e.milk not in (None, taken) for e in edits):
        return list(edits)
    edits = [e for e in edits if not isinstance(e, RemoveLine)]  # "take the oat off": no removal
    refs = [e.ref for e in edits if isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)]
    ref = named or (refs[0] if refs and len(set(refs)) == 1 else len(cart.lines))
    mine = _taking_off(ref, taken, text, cart, menu, named is not None)
    if mine is None:
        return list(edits)
    out = []
    for edit in edits:  # the model's own setting of that milk goes; the rest of what it wrote stays
        if isinstance(edit, ChangeLine) and edit.milk == taken:
            edit = edit.model_copy(update={"milk": None})
        if isinstance(edit, ChangeLine) and edit.ref == mine.ref:
            mine = edit.model_copy(update={
                "drop": [*edit.drop, *mine.drop], "unset": [*edit.unset, *mine.unset],
                "notes": mine.notes or edit.notes})
        elif not isinstance(edit, ChangeLine) or edit != ChangeLine(ref=edit.ref):
            out.append(edit)
    return [*out, mine]


def milk_taken_off_one(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                       menu: Any) -> list[Edit]:
    """`milk_taken_off` of a turn said of one unit ("one without the cream" of two hot chocolates with
    whipped cream, "no cream on one of them" of two coffees with cream), read before the unit is split
    off (`units_said.one_of_them_changed`): the split unit lacks the topping or the milk, not has it."""
    if not (said_one_first(tokens) or said_one_of_them(text)):
        return list(edits)
    return milk_taken_off(edits, tokens, text, cart, menu)


def _milk_taken(tokens: Sequence[str]) -> str | None:
    """The milk said right after a word that takes it off ("" for plain "milk"), else None."""
    for i, tok in enumerate(tokens):
        if tok != "milk" and not tok.startswith("milk:"):
            continue
        before = [t for t in tokens[max(0, i - 3) : i] if t not in _BEFORE]
        if before and before[-1] in TAKING_OFF_WORDS and not _naming_a_line(tokens, i):
            return unsymbol(tok)[1] if tok != "milk" else ""
    return None


def _naming_a_line(tokens: Sequence[str], i: int) -> bool:
    """Whether the milk at ``i`` names the line that lacks it ("the one with no oat", "the one without
    soy"): a line named, not a milk taken off (`named_by_values`)."""
    head = [t for t in tokens[max(0, i - 4) : i] if t not in ("the", "any")]
    if said_one_first(tokens[: i + 1]) and "the" not in tokens[max(0, i - 5) : i - 2]:
        return False  # "one without the cream" of two hot chocolates: one of them, no line named
    return head[-3:] in (["one", "with", "no"], ["n1", "with", "no"]) or head[-2:] in (
        ["one", "without"], ["n1", "without"])


# words that take back what was asked ("never mind the oat", "forget the soy"): of a milk, the milk only
_FORGETTING = (("never", "mind"), ("forget",), ("scratch",), ("nevermind",))


def _milk_forgotten(tokens: Sequence[str]) -> str | None:
    """The milk a turn that names no item takes back ("actually, never mind the oat"), else None."""
    for i, tok in enumerate(tokens):
        if not tok.startswith("milk:"):
            continue
        before = [t for t in tokens[max(0, i - 4) : i] if t not in _BEFORE]
        if any(tuple(before[-len(words):]) == words for words in _FORGETTING):
            return unsymbol(tok)[1]
    return None


_TAKING = frozenset({"take", "remove", "get"})
_OUT = frozenset({"off", "out", "from"})


def _milk_taken_out(tokens: Sequence[str], cart: Any) -> tuple[str | None, int | None]:
    """The milk the words take out of a drink ("take the oat off the latte", "take off the oat milk",
    "remove the soy from my latte"), and the line they name (0 where they name none); (None, None) when
    the words take no milk out, or name a drink the cart has not one line of. The model read the removing
    verb with the drink named after it as the drink removed."""
    for i, tok in enumerate(tokens):
        if tok != "milk" and not tok.startswith("milk:"):
            continue
        before = [t for t in tokens[max(0, i - 4) : i] if t not in _BEFORE]
        after = tokens[i + 1 : i + 2]
        ended = not after or after[0] in (".", "!", "please", ",")  # "remove the milk": of the last drink
        if not ((before[-1:] and before[-1] in _TAKING and after and after[0] in _OUT)
                or (before[-2:-1] == ["take"] and before[-1] in ("off", "out"))
                or (before[-1:] == ["remove"] and ended)):
            continue
        items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
        drink = [t for t in tokens[i + 1 : i + 5] if t not in _OUT | _BEFORE | {"of", "my"}]
        if items and (len(items) > 1 or drink[:1] != [tokens[items[0]]]):  # "... off the latte" alone
            return None, None
        refs = [r for r, line in enumerate(cart.lines, start=1)
                if items and symbol("item", line.item) == drink[0]]
        if items and len(refs) != 1:
            return None, None
        return (unsymbol(tok)[1] if tok != "milk" else ""), (refs[0] if refs else 0)
    return None, None


def _taking_off(ref: int, milk: str, text: str, cart: Any, menu: Any, out: bool = False) -> ChangeLine | None:
    """The change that takes ``milk`` (a menu milk, or "" for any) off the cart, the line ``ref`` first;
    taken ``out`` of a drink that lacks it ("take the oat off the latte"), its milk is the usual one."""
    order = [ref, *(r for r in range(1, len(cart.lines) + 1) if r != ref)]
    key = _said_words(milk, text, menu) - {"milk"}
    if key:  # "no cream" of a drink with whipped cream: the topping
        toppings = [(r, name) for r in order for name in cart.lines[r - 1].addons if key <= set(name.split())]
        if toppings and (toppings[0][0] == ref or len(toppings) == 1):
            return ChangeLine(ref=toppings[0][0], drop=[toppings[0][1]])
    having = [r for r in order if cart.lines[r - 1].milk is not None
              and (not milk or cart.lines[r - 1].milk == milk)]
    if having and (having[0] == ref or len(having) == 1):
        return ChangeLine(ref=having[0], unset=["milk"])
    line, said = cart.lines[ref - 1], " ".join(sorted(key)) or "milk"
    if out:
        return ChangeLine(ref=ref, unset=["milk"])
    if line.milk is None and not (line.notes and said in line.notes):  # "no milk" of an americano
        return ChangeLine(ref=ref, notes=", ".join(filter(None, [line.notes, f"no {said}"])))
    return None


def _said_words(milk: str, text: str, menu: Any) -> set[str]:
    """The words of the longest of ``milk``'s names that the customer said ("cream" for half and half)."""
    if not milk:
        return set()
    option = menu.options.get(("milk", milk))
    said = text.lower()
    names = sorted({milk, *(option.aliases if option else ())}, key=len, reverse=True)
    for name in names:
        if re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", said):
            return set(name.lower().split())
    return set()
