"""An add-on said as a thing ordered, beside an item of its kind, is the item of that flavour:
"an earl grey and a peppermint" is an earl grey tea and a peppermint tea, not an earl grey with peppermint
syrup.

The words read "peppermint" as the syrup (the menu's add-on), and the model put it on the tea before it.
Where "a"/"an"/"one" comes right before the add-on, with "and" or a comma before that, nothing of an order
follows it (the end, "and", a comma, "please"), or where it is listed bare right after an item ("earl grey,
peppermint and english breakfast"), and its flavour word with the kind of an item said in the
turn ("tea" of the earl grey tea, or a kind said, "two teas") names an item of the menu, that item is
added and the add-on taken off the line the model put it on. "A latte with a vanilla" stays a syrup.
"Two croissants, one chocolate and one almond": said of one of the units counted, the line the model put the
add-on on is that unit, and becomes the item of the flavour (not a third croissant beside it); so does the
house item said by its plain noun with the flavour listed bare after it ("a croissant, chocolate please";
"two croissants, chocolate" are both chocolate ones).
So does a plain word that names a pastry with the noun ("three muffins, one blueberry": `one_named_of_those`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import COUNT, AddLine, AskMenu, Edit
from ordering.said import said_by_its_noun_alone
from ordering.turn_words import EVERY_UNIT, value_fields

_ARTICLES = frozenset({"a", "an", "one", "n1"})
_ENDING = frozenset({"", "and", ",", "please", "thanks", ".", "too", "as", "for"})
_LISTING = frozenset({"and", ","})
_NOT_FLAVOUR = frozenset({"syrup", "sauce", "sugar", "free"})
_KIND_WORDS = frozenset({"tea", "muffin", "croissant"})  # the nouns of kinds with items of many flavours
_COUNTS = frozenset(NUMBERS[1:]) | {"two", "three", "four", "five", "both"}


def flavour_named(edits: Sequence[Edit], tokens: Sequence[str], text: str, menu: Any) -> list[Edit]:
    """``edits`` with an add-on said as a thing ordered made the item of its flavour (see the module)."""
    if menu is None:
        return list(edits)
    kinds = {unsymbol(t)[1].split()[-1] for t in tokens if t.startswith("item:")}
    kinds |= {t[:-1] for t in tokens if t.endswith("s") and t[:-1] in _KIND_WORDS}
    out = list(edits)
    flavours = {unsymbol(t)[1] for k, t in enumerate(tokens) if t.startswith("addon:") and k > 1 and tokens[
        k - 2] in _LISTING and _units_of_those_counted(tokens, k)}  # "…, two butter and one chocolate"
    for k, tok in enumerate(tokens):
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        listed = k < 2 or tokens[k - 2] in _LISTING  # "… and a peppermint", not "… with a peppermint"
        # "earl grey, peppermint and english breakfast": listed bare right after an item
        bare = k >= 2 and tokens[k - 1] in _LISTING and tokens[k - 2].startswith("item:")
        if not tok.startswith("addon:") or not k or after not in _ENDING:
            continue
        if not ((tokens[k - 1] in _ARTICLES or _units_of_those_counted(tokens, k)) and listed or bare):
            continue
        addon = unsymbol(tok)[1]
        flavour = " ".join(w for w in addon.split() if w not in _NOT_FLAVOUR)
        if not flavour or re.search(rf"\b{re.escape(flavour)}\s+(?:syrup|sauce|pumps?|shots?)\b", text, re.I):
            continue  # "one peppermint syrup": the customer said the add-on
        near = {unsymbol(tokens[k - 2])[1].split()[-1]} if bare else kinds  # bare: the kind listed before
        items = {menu.resolve("item", f"{flavour} {kind}") for kind in near} - {None}
        holders = [j for j, e in enumerate(out) if isinstance(e, AddLine) and addon in e.addons]
        if len(items) != 1 or len(holders) != 1 or bare and items == {unsymbol(tokens[k - 2])[1]}:
            continue
        line = out[holders[0]]
        counted = _units_of_those_counted(tokens, k)
        # "three croissants, two butter and one chocolate": no add-on said as a flavour of some of them
        left = {n: c for n, c in line.addons.items() if n != addon and not (counted and n in flavours)}
        plain = bare and said_by_its_noun_alone(line.item, text) and items <= set(
            menu.food_family_of(line.item))  # "a croissant, chocolate please": the croissant is that one
        if plain and not counted:  # "two croissants, chocolate": both of them
            out[holders[0]] = line.model_copy(update={"addons": left, "item": items.pop()})
            continue
        if counted and counted < line.qty:  # "two croissants, one chocolate": that unit
            item = items.pop()
            if item == line.item:  # "three croissants, two butter …" of butter croissants: theirs
                out[holders[0]] = line.model_copy(update={"addons": {
                    n: c for n, c in line.addons.items() if n != addon}})
                continue
            one = line.model_copy(update={"addons": left, "item": item, "qty": counted})
            rest = [line.model_copy(update={"addons": left, "qty": line.qty - counted})]
            out[holders[0] : holders[0] + 1] = [one, *rest]
            continue
        out[holders[0]] = line.model_copy(update={"addons": left})
        out.insert(holders[0] + 1, AddLine(item=items.pop()))
    return out


def one_named_of_those(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with one unit of a counted food made the item a plain word names with its noun: "three
    muffins, one blueberry" is two house muffins and a blueberry one (the model wrote three house muffins,
    "blueberry" being no add-on of the menu's); "three muffins, two blueberry": two of them. Only of a line
    of more units than that, of the item said."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for k, tok in enumerate(tokens):
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        units = _units_of_those_counted(tokens, k)
        if k < 3 or ":" in tok or not tok.isalpha() or after not in _ENDING or not units:
            continue
        said = max(j for j in range(k) if tokens[j].startswith("item:"))
        counted = unsymbol(tokens[said])[1]
        item = menu.resolve("item", f"{tok} {counted.split()[-1]}")
        holders = [j for j, e in enumerate(out)
                   if isinstance(e, AddLine) and e.item == counted and e.qty > units]
        if item is None or item == counted or item not in menu.food_family_of(counted) or len(holders) != 1:
            continue
        line = out[holders[0]]
        out[holders[0] : holders[0] + 1] = [line.model_copy(update={"item": item, "qty": units}),
                                            line.model_copy(update={"qty": line.qty - units})]
    return out


def _units_of_those_counted(tokens: Sequence[str], k: int) -> int:
    """How many of the units counted before it the word at ``k`` is said of ("two croissants, one
    chocolate and one plain": one; "three croissants, two butter and one chocolate": two), or 0: a count
    right before it, a count of two or more before the item before that."""
    if k < 3 or tokens[k - 1] not in (*NUMBERS, "one") or tokens[k - 1] == "nbig":
        return 0
    item = max((j for j in range(k) if tokens[j].startswith("item:")), default=None)
    couple = tokens[max(0, item - 3):item] == ["a", "couple", "of"] if item else False  # "a couple of …"
    counted = item is not None and item > 0 and (tokens[item - 1] in _COUNTS or couple)
    return (1 if tokens[k - 1] == "one" else number_value(tokens[k - 1])) if counted else 0


def kind_then_flavour(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits``, or the item of a kind named by a flavour said after it ("a large hot tea, peppermint":
    the peppermint tea, large and hot), where the words read the flavour as the add-on and the turn only
    asked which tea (the model added nothing); "three teas, (all) peppermint" is three of it."""
    asked = [e for e in edits if isinstance(e, AskMenu) and e.about[:1]
             and e.about[0].removesuffix("s") in _KIND_WORDS]
    if menu is None or len(asked) != 1 or len(edits) != 1:
        return list(edits)
    said, kind = asked[0].about[0], asked[0].about[0].removesuffix("s")
    # "three teas, all peppermint": the word of every unit said before the flavour
    tokens = [t for i, t in enumerate(tokens) if not (t in EVERY_UNIT and i and tokens[i - 1] in _LISTING)
              and t != "please"]  # "two teas please, peppermint"
    for k in range(len(tokens) - 2):
        if tokens[k] != said or tokens[k + 1] not in _LISTING or not tokens[k + 2].startswith("addon:"):
            continue
        if (tokens[k + 3] if k + 3 < len(tokens) else "") not in _ENDING:
            continue
        flavour = " ".join(w for w in unsymbol(tokens[k + 2])[1].split() if w not in _NOT_FLAVOUR)
        item = menu.resolve("item", f"{flavour} {kind}") if flavour else None
        if item is None:
            continue
        fields, _ = value_fields([a for a in asked[0].about if ":" in a and not a.startswith(COUNT)])
        qty = next((int(a[len(COUNT):]) for a in asked[0].about if a.startswith(COUNT)
                    and a[len(COUNT):].isdigit()), 1)
        return [AddLine(item=item, qty=qty, **{g: v for g, v in fields.items() if menu.allows(item, g, v)})]
    return list(edits)
