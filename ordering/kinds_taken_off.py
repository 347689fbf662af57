"""'No syrup please', 'hold the sweeteners', 'actually no drizzle': a kind of add-on said off takes the
line's add-ons of that kind off.

The tagger reads "syrup" as no add-on of ours (it names a kind, not a flavour), so the model had nothing
to write: "no syrup please" of a vanilla latte was answered with the list of syrups, "actually no toppings
and no syrup" removed the mocha it was said of, and "make that without sweetener" of a coffee with two
Equal changed nothing. The line is the one the model changed or removed, else one the turn names, else
the last line that has an add-on of that kind; the add-ons of the kind come off it, and a removal of that
line that the words did not ask for ("no" is no "remove") gives way. Where the line has no add-on of the
kind, the model's edits stand; an add-on of it named after ("no drizzle sorry, caramel syrup", where the
menu's caramel syrup is what "caramel drizzle" named) is the one wanted, and stays.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import symbol
from ordering.edits import ChangeLine, Edit, RemoveLine
from ordering.menu import Menu
from ordering.turn_words import REMOVE_WORDS

_KINDS = {
    "syrup": "syrup", "syrups": "syrup", "flavor": "syrup", "flavors": "syrup", "flavour": "syrup",
    "flavours": "syrup", "flavoring": "syrup", "flavorings": "syrup",
    "sauce": "sauce", "sauces": "sauce",
    "sweetener": "sweetener", "sweeteners": "sweetener", "addon:sweetener": "sweetener",
    "topping": "topping", "toppings": "topping", "sprinkles": "topping",
    "spread": "spread", "spreads": "spread",
    "drizzle": "drizzle", "drizzles": "drizzle",  # "caramel drizzle": a syrup or a sauce on top
}
_CATEGORIES = {"drizzle": ("syrup", "sauce")}  # a kind said that is more than one category of add-on
_OFF = frozenset({"no", "without", "minus", "hold", "skip", "remove", "lose", "drop", "off", "nix"})
_BETWEEN = frozenset({"the", "any", "all", "of", "my", "that", "those", "them"})


def kinds_taken_off(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
                    menu: Menu | None) -> list[Edit]:
    """``edits`` with the add-ons of each kind said off ("no syrup") taken off their line (see module)."""
    said = _kinds_said_off(tokens)
    kinds = {c for kind in said.values() for c in _CATEGORIES.get(kind, (kind,))}
    if not kinds or menu is None or not cart.lines:
        return list(edits)

    def of_kinds(ref: int) -> list[str]:
        line = cart.lines[ref - 1]
        return [n for n in line.addons if (o := menu.options.get(("addon", n))) and o.category in kinds]

    touched = [e.ref for e in edits
               if isinstance(e, ChangeLine | RemoveLine) and 1 <= e.ref <= len(cart.lines)]
    named = [r for r, line in enumerate(cart.lines, start=1) if symbol("item", line.item) in tokens]
    last = [r for r in range(len(cart.lines), 0, -1) if of_kinds(r)][:1]
    told = [r for r in named if any(  # "no syrup on the mocha": the line named after the kind
        symbol("item", cart.lines[r - 1].item) in tokens[i + 1 : i + 5] for i in said)]
    ref = next((r for r in [*told, *touched, *named, *last] if of_kinds(r)), None)
    # "no drizzle sorry, caramel syrup": the add-on named after the kind said off is the one wanted
    wanted = {n for n in of_kinds(ref) if symbol("addon", n) in tokens[min(said) + 1 :]} if ref else set()
    if ref is None or set(of_kinds(ref)) <= wanted:
        return list(edits)
    asked_removal = bool(REMOVE_WORDS.intersection(tokens)) and any(
        t.startswith("item:") for t in tokens)  # "remove the mocha and no syrup on the latte"
    out: list[Edit] = []
    for edit in edits:
        if isinstance(edit, RemoveLine) and edit.ref == ref and not asked_removal:
            continue  # "no syrup" is no removal of the drink
        if isinstance(edit, ChangeLine) and edit.ref == ref:
            drop = [n for n in edit.drop if n != "sweetener" or "sweetener" in cart.lines[ref - 1].addons]
            edit = edit.model_copy(update={"drop": drop})
            if edit == ChangeLine(ref=ref):
                continue
        out.append(edit)
    return [*out, ChangeLine(ref=ref, drop=[n for n in of_kinds(ref) if n not in wanted])]


def _kinds_said_off(tokens: Sequence[str]) -> dict[int, str]:
    """The add-on kinds said off, by where they are said: "no syrup", "hold the sweeteners", "take off
    the syrup", "without any flavors"."""
    kinds = {}
    for i, tok in enumerate(tokens):
        if tok not in _KINDS:
            continue
        j = i - 1
        while j >= 0 and tokens[j] in _BETWEEN:
            j -= 1
        after = tokens[i + 1 : i + 2]
        if (j >= 0 and tokens[j] in _OFF) or (after == ["off"] and "take" in tokens[max(0, i - 3) : i]):
            kinds[i] = _KINDS[tok]
    return kinds
