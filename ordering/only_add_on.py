""""A bagel with butter and jam", then "actually just butter": the one add-on said with "just" or "only"
stays and the line's others of its kind come off (the jam); so with "just the" ("a latte with vanilla
and hazelnut", then "actually just the hazelnut": the vanilla comes off). The model added the butter
again, which the line had: "The plain bagel has butter already." Of a latte with vanilla and caramel
syrups and whipped cream, "just vanilla" takes the caramel off and leaves the cream, a topping.

Cream and sugar go together in a cup: "a coffee with cream and sugar", then "actually just cream" takes
the sweeteners off (of an oat latte with vanilla, "just oat milk" the syrups and sauces too); "just
sugar" takes the cream out, where the item comes with no milk of its own (a coffee, not a latte).

Said of a line that holds nothing else of the kind but a note asking for more of it ("with marshmallows
and whipped cream", the marshmallows noted as we have none; "half oat half almond"), "ok just whipped
cream then" and "just oat" take the note off. Applied in `read_words` (workers/engine/readings.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.menu import Menu

_ONLY = frozenset({"just", "only"})
_BEFORE = frozenset({"actually", "oh", "no", "ok", "okay", "make", "it", "that", "so", "um", "uh", "wait",
                     ",", "sorry", "hmm", "i", "meant", "want", "with", "then"})
_AFTER = frozenset({"please", "thanks", "then", ".", ",", "!", "on", "it", "in", "for", "the", "instead",
                    "actually", "sorry"})  # "just caramel actually"


def only_add_on_kept(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
                     menu: Menu | None) -> list[Edit]:
    """``edits``, or the other add-ons of the kind said with "just" taken off its line (see the module)."""
    at = [(k, k + 1 + the) for k in range(len(tokens) - 1) for the in (0, 1) if tokens[k] in _ONLY
          and tokens[k + 1 : k + 1 + the] == ["the"] * the and tokens[k + 1 + the :][:1]
          and tokens[k + 1 + the].startswith(("addon:", "milk:"))]  # "just vanilla", "just the hazelnut"
    if menu is None or len(at) != 1 or not cart.lines or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    k, said = at[0]
    group, name = unsymbol(tokens[said])
    if any(t not in _BEFORE for t in tokens[:k]) or any(
            t not in _AFTER and not t.startswith("item:") for t in tokens[said + 1:]):
        return list(edits)
    items = {unsymbol(t)[1] for t in tokens[said + 1:] if t.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if (line.milk == name if group == "milk" else name in line.addons)
            and (not items or line.item in items)]
    changed = {e.ref for e in edits}
    ref = next((r for r in refs if r in changed), refs[-1] if refs else None)
    if ref is None or changed - {ref}:
        return list(edits)
    line = cart.lines[ref - 1]
    kinds = _IN_THE_CUP if group == "milk" else {menu.options[("addon", name)].category}
    others = [n for n in line.addons
              if n != name and (o := menu.options.get(("addon", n))) and o.category in kinds]
    unset = ["milk"] if kinds == {_SWEETENER} and line.milk and line.item in menu.items and (
        menu.items[line.item].default_milk is None) else []  # "just sugar" of a coffee with cream
    if not others and not unset and line.notes and _noted_of_the_kind(line.notes, group):
        unset = ["notes"]  # "with marshmallows and whipped cream" (marshmallows noted), "just whipped cream"
    return [ChangeLine(ref=ref, drop=others, unset=unset)] if others or unset else list(edits)


_MILK_WORDS = frozenset({"milk", "oat", "almond", "soy", "coconut", "cream", "skim", "nonfat", "whole",
                         "half", "lactose", "dairy"})
_ADDED = ("with ", "add ", "extra ", "and ")


def _noted_of_the_kind(note: str, group: str) -> bool:
    """Whether the line's note asks for something of the kind "just" keeps to: a milk ("half oat half
    almond"), or a thing added ("with marshmallows"); not "in a mug"."""
    said = note.lower()
    if group == "milk":
        return bool(_MILK_WORDS.intersection(said.replace(",", " ").split()))
    return said.startswith(_ADDED)


_SWEETENER = "sweetener"
# what "just cream" (a milk) keeps out of the cup: what sweetens it
_IN_THE_CUP = frozenset({_SWEETENER, "syrup", "sauce"})
