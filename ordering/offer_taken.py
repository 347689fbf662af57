"""A question of one item, then "I'll have that": the item asked of is ordered.

"How much is a medium mocha?" is answered with its price, "do you have oolong?" with yes and its
prices, and the cart keeps the line the question named (`Cart.asked.offer`) for the next turn. The model
reads that turn alone: "ok, I'll take that" names nothing (it read the end of the order: "your order is
empty"), "a large one then" has no item. Where the turn names no item, changes nothing of the cart, says
no "no" or "not", and takes something ("I'll have that", "ok add it", "can I get one", "I'll take two of
those", "yes please", "a large one then", "I'll take a medium", "ok one of those", "medium please", "ok a
medium one with soy"), the line offered is added, with the count and values the turn says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.amount_noted import amount_said
from ordering.count_asked import chosen_words
from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, unsymbol
from ordering.edits import (
    MAX_NOTE_CHARS,
    AddLine,
    AskMenu,
    ChangeLine,
    ClearCart,
    Edit,
    Finish,
    RemoveLine,
    note_after,
    only_a_note,
    option_change,
)
from ordering.families_asked import family_items
from ordering.free_of import UNSWEETENED
from ordering.in_place import in_place
from ordering.named_lines import warm_for
from ordering.order_review import asks_about_the_order
from ordering.replies import PRICE, RECOMMEND
from ordering.size_stepped import most_ordered
from ordering.turn_words import WARMED, value_fields

_TAKING = re.compile(
    r"""\b(?:have|take|get|try|do|grab|order|want|add|go\s+with|give\s+me)\s+(?:you\s+|me\s+)?
    (?:that|it|this|those|them|one|(?:a|an|the|one|two|three|four|\d+)\s+(?:of\s+(?:those|them|these)|
    (?:[a-z]+\s+){0,2}?ones?))\b""", re.I | re.X)
_AGREEING = re.compile(
    r"""^\W*(?:(?:ok(?:ay)?|sure|yes|yeah|yep|great|perfect|cool|sounds\s+good)\b[\s,!.]*)*
    (?:(?:(?:a|an|one|two|three|\d+)\s+(?:[a-z]+\s+){0,2}?(?:ones?\s+)?)?(?:please|then|thanks|thank\s+you|anyway)
     | (?:a|an|one|two|three|\d+)\s+of\s+(?:those|them|these|that)  # "ok one of those"
     | (?:that|this)\s+one)  # "ok that one", "that one then", of the one recommended
    (?:\s+(?:please|then|thanks|anyway))*\W*$""", re.I | re.X)
# "medium please", "iced then", "sure, large": values alone, of the line offered
_VALUES_ALONE = re.compile(r"^\W*(?:(?:ok(?:ay)?|sure|yes|yeah)\W+)?(?:[a-z%]+\s+){1,3}(?:please|then)\W*$"
                           r"|^\W*(?:ok(?:ay)?|sure|yes|yeah)\W+(?:[a-z%]+\s+){0,2}[a-z%]+\W*$", re.I)
# "yes", "perfect", "sounds good": a yes alone, to "We recommend the blueberry muffin — would you like it?"
_YES = re.compile(r"^\W*(?:(?:ok(?:ay)?|sure|yes|yeah|yep|yup|great|perfect|cool|lovely|absolutely|definitely"
                  r"|(?:that\s+)?sounds\s+(?:good|great|perfect|lovely)|let'?s\s+do\s+(?:it|that)"
                  r"|go\s+for\s+it|i'?d\s+love\s+(?:it|that|one))\b[\s,!.]*)+$", re.I)
_TAKING_SOME = re.compile(r"\b(?:have|take|get|try|grab|order|want)\s+(?:a|an|one|two|three|\d+)\b", re.I)
# "ok I'll take two", "I want three please": a count and nothing after it ("I'll have two salads" orders
# a thing of its own)
_TAKING_COUNT = re.compile(r"\b(?:have|take|get|grab|order|want)\s+(?:two|three|four|five|six|\d+)"
                           r"(?:\s+(?:please|then|thanks|too|of\s+(?:those|them|these)))*\W*$", re.I)
# "ok one of those with oat": a count of the line offered, with values of its own
_ONE_OF_THOSE = re.compile(r"^\W*(?:(?:ok(?:ay)?|sure|yes|yeah|great|perfect)\W+)*"
                           r"(?:a|an|one|two|three|\d+)\s+of\s+(?:those|them|these|that)\b", re.I)
# "ok a medium one with soy", "great, a large one with oat", "a large one then, with hazelnut", "one with
# cream cheese": a line offered, with values of its own
_ONE_WITH = re.compile(r"^\W*(?:(?:ok(?:ay)?|sure|yes|yeah|great|perfect|cool)\W+)*"
                       r"(?:(?:a|an|one|two|three|\d+)\s+(?:[a-z]+\s+){0,2}?ones?|one|two|three|\d+)"
                       r"(?:\s+(?:then|please))?,?\s+(?:with|in)\b", re.I)  # "one with cream cheese"
# "ok a large one", "the biggest one", "two iced ones": the line offered, said by its values or size alone
_ONE_ALONE = re.compile(r"^\W*(?!.*\b(?:other|same|first|second|third|last|this|that)\b)"
                        r"(?:(?:ok(?:ay)?|sure|yes|yeah|great|perfect|cool|then)\W+)*"
                        r"(?:(?:a|an|the|one|two|three|\d+)\s+)?(?:[a-z]+\s+){0,2}?"
                        r"(?:ones?|biggest|largest|smallest|tiniest)(?:\s+(?:please|then|thanks))*\W*$",
                        re.I)
_REFUSING = re.compile(r"\b(?:no|not|never|nope|nah)\b|n't\b", re.I)
# words that take nothing: "when you get a chance", "do you guys have soy milk?" (a question of its own)
_NOT_TAKING = re.compile(r"\b(?:you|i)\s+get\s+(?:a|the)\s+(?:chance|moment|minute|sec(?:ond)?)\b", re.I)
_ASKING = re.compile(r"\b(?:do|does)\s+(?:you|u|ya)\s+(?:guys\s+|all\s+|folks\s+)?"
                     r"(?:have|sell|carry|do|make|offer)\b|\b(?:is|are)\s+there\b|\bgot\s+any\b", re.I)
# words that name a line of the cart: "the fourth one non fat milk instead" changes it
_NAMING = frozenset({"the", "my", "line", "first", "second", "third", "fourth", "fifth", "last", "other",
                     "his", "her", "their", "our"})
_OWN = (AddLine, ChangeLine, RemoveLine, ClearCart)  # the turn orders or changes something of its own


def offer_taken(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                menu: Any = None) -> list[Edit]:
    """``edits`` with the line a question named before added, where the turn takes it (see the module); with
    the ``menu``, another of its family where the turn names that one ("a blueberry one")."""
    asked = getattr(cart, "asked", None)
    offer = asked.offer if asked is not None and not asked.refused else None  # refused: `refused_answered`
    text = _NOT_TAKING.sub(" ", text or "")
    # "i'll try that too, iced": the model put the values said on a line of the cart the turn does not name,
    # of another item ("vanilla please" after "what flavors can it have" of the steamer is the steamer's)
    kept = [e for e in edits if _NAMING.intersection(tokens) or offer is None or not _values_said_on_a_line(
        e, tokens) or _line_item(cart, e.ref) == offer.get("item")]
    # "that one then" after the blueberry muffin was recommended: the model set the muffin ordered to the
    # one it was, which changes nothing
    kept = [e for e in kept if not (isinstance(e, ChangeLine) and e.values_changed() == {"qty"}
                                    and 1 <= e.ref <= len(cart.lines) and cart.lines[e.ref - 1].qty == e.qty)]
    if (offer is None or _ASKING.search(text) or not text.strip() or len(text) > 200
            or any(t.startswith("item:") for t in tokens)
            or any(isinstance(e, _OWN) for e in kept) or _REFUSING.search(text)
            or not (_TAKING.search(text) or _AGREEING.match(text) or _TAKING_COUNT.search(text)
                    or _ONE_OF_THOSE.match(text) or _ONE_ALONE.match(text)
                    or asked.subject == RECOMMEND and _YES.match(text)  # "would you like it?": "yes"
                    or (_TAKING_SOME.search(text) or _VALUES_ALONE.match(text) or _ONE_WITH.match(text))
                    and any(":" in t for t in tokens)
                    # "medium" alone, after "The cold brew comes in short …, medium … or large …"
                    or 1 <= len(tokens) <= 2 and all(":" in t and unsymbol(t)[0] in SINGLE_GROUPS
                                                     for t in tokens))):
        # "I'll take a medium", "I'll take two": a value or a count said of the line offered
        return list(edits)
    counts = [number_value(t) for t in tokens if t in NUMBERS and t != "n1"]
    said, addons = value_fields([t for t in tokens if ":" in t])
    other = _other_of_its_family(text, offer["item"], menu)
    if other is not None:  # "do you have a lemon muffin?", then "ok a blueberry one then"
        offer = {"item": other}
    warmed = "temp" in said and warm_for(menu, offer["item"], f"temp:{said['temp']}") == WARMED
    if warmed:  # "i'll have that warmed" of a muffin: warmed, no temperature (it takes none)
        said = {k: v for k, v in said.items() if k != "temp"}
    line = AddLine(**{**offer, **said, "qty": counts[0] if counts else offer.get("qty", 1),
                      "addons": {**offer.get("addons", {}), **addons}})  # "ok, one with vanilla"
    if warmed:
        line.preps = [*line.preps, "warmed"]
    if menu is not None and UNSWEETENED.intersection(tokens):  # "is the matcha sweetened?", then "can i get
        # it unsweetened": no sweetener, and said so
        line.addons = {n: c for n, c in line.addons.items() if menu.addon_kind(n) != "sweetener"}
        line.notes = note_after(line.notes, "unsweetened")[:MAX_NOTE_CHARS]
    amount = amount_said(text)  # "i'll take one, large, with a splash of milk": noted
    if amount and amount not in (line.notes or ""):
        line.notes = note_after(line.notes, amount)[:MAX_NOTE_CHARS]
    # "what sizes do you have for lattes?", then "i'll take the biggest one": the large latte
    out = most_ordered([*(e for e in kept if not isinstance(e, Finish)), line], text, tokens, menu)
    return in_place(out, cart, menu) if "instead" in tokens else out


def _line_item(cart: Any, ref: int) -> str | None:
    """The item of the cart's line at ``ref``, or None."""
    return cart.lines[ref - 1].item if 1 <= ref <= len(cart.lines) else None


def _values_said_on_a_line(edit: Edit, tokens: Sequence[str]) -> bool:
    """Whether ``edit`` only gives a cart line menu values the turn says (and something)."""
    if not isinstance(edit, ChangeLine):
        return False
    given = edit.model_dump(exclude={"op", "ref"}, exclude_defaults=True)
    fields, addons = value_fields([t for t in tokens if ":" in t])
    return bool(given) and all(fields.get(g) == v for g, v in given.items() if g != "add_addons") and all(
        addons.get(a) == n for a, n in edit.add_addons.items())


def _other_of_its_family(text: str, item: str, menu: Any) -> str | None:
    """The other item of ``item``'s family (the items its last word names) that the turn names by its own
    words ("a blueberry one" of a lemon muffin offered), or None."""
    noun = item.split()[-1]
    family = family_items(menu, noun) if menu is not None else []
    said = [w for w in chosen_words(text) if w not in (noun, f"{noun}s")]
    named = menu.resolve("item", f"{' '.join(said)} {noun}") if family and 1 <= len(said) <= 3 else None
    return named if named in family and named != item else None


_PRICE_ASKED = re.compile(r"\b(?:how\s+much|price|prices|cost|costs)\b", re.I)
_PRICED = ("size", "temp", "milk", "caffeine", "shots", "addon")
# a value asked of the line offered, its price meant: "and with oat milk?", "what about with soy?"
_WITH_ASKED = re.compile(r"^\W*(?:and\s+)?(?:(?:what|how)\s+about\s+)?(?:with|in)\b[^?]*\?\s*$", re.I)
# the line offered asked with another value, its price meant: "and a large one?", "what about an iced one?"
_ONE_ASKED = re.compile(
    r"^\W*(?:and|(?:what|how)\s+about)\s+(?:an?\s+|the\s+)?[a-z0-9%' ]{1,30}?\s+ones?\s*\?\s*$", re.I)


def offer_priced(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the price of the line offered with the values the turn says, where it asks a price
    and names no item: "what sizes does the latte come in?", then "how much is a large one?" ("A large
    latte is $5.25.", and a large latte offered; it was "Yes, we have large."); "and with oat milk?", "and
    a large one?" ask it too."""
    asked = getattr(cart, "asked", None)
    offer = asked.offer if asked is not None else None
    if (offer is None or not (_PRICE_ASKED.search(text or "") or _WITH_ASKED.match(text or "")
                              or _ONE_ASKED.match(text or "") and any(":" in t for t in tokens))
            or asks_about_the_order(text)
            or any(t.startswith("item:") for t in tokens)
            or any(not isinstance(e, AskMenu) or e.ref is not None for e in edits)):
        return list(edits)
    said = [":".join(unsymbol(t)) for t in tokens if ":" in t and unsymbol(t)[0] in _PRICED]
    groups = [v.partition(":")[0] for v in said if not v.startswith("addon:")]
    if len(set(groups)) < len(groups):
        return list(edits)  # "how much is a small or a large one?": which?
    kept = [f"{g}:{v}" for g, v in offer.items() if g in _PRICED and g not in groups]
    kept += [f"addon:{name}" for name in offer.get("addons", {})]
    return [AskMenu(about=[offer["item"], *dict.fromkeys([*kept, *said]), PRICE])]


_ADD_IT = re.compile(r"\b(?:add|put|throw|stick|use)\s+(?:it|that|some|one)\b"
                     r"|^\W*(?:ok(?:ay)?\W+)?(?:yes|yeah|yep|sure)(?:\s+please)?\W*$", re.I)


_INTO = frozenset({"in", "on", "into", "to", "onto"})


def _line_put_in(tokens: Sequence[str], cart: Any) -> int | None:
    """The cart's one line of the item said after "in the", "on my", "to the" (the turn's one item)."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if len(items) != 1 or items[0] < 2 or tokens[items[0] - 1] not in ("the", "my") or (
            tokens[items[0] - 2] not in _INTO):
        return None
    item = unsymbol(tokens[items[0]])[1]
    refs = [k for k, line in enumerate(cart.lines, 1) if line.item == item]
    return refs[0] if len(refs) == 1 else None


def option_offer_taken(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                       menu: Any = None) -> list[Edit]:
    """``edits``, or the milk or add-on a question named before ("do you have vanilla?": "Yes, we have
    vanilla syrup") given to the cart's last line that can have it, where the turn takes it ("ok add it",
    "yes please", "i'll have that", "ok use that") and orders or changes nothing of its own (the model read
    the order's end, or wrote a stray note); "put it in the cappuccino" gives it to the line named, and
    the line the question named ("is there caramel for the latte?") takes it."""
    asked = getattr(cart, "asked", None)
    option = asked.option if asked is not None else None
    named = _line_put_in(tokens, cart)  # "great, put it in the cappuccino": that line
    if (option is None or menu is None or not text or len(text) > 80 or _REFUSING.search(text)
            or _ASKING.search(text) or any(t.startswith("item:") for t in tokens) and named is None
            or any(isinstance(e, _OWN) and not only_a_note(e) for e in edits)  # a stray note: the model's
            or not (_ADD_IT.search(text) or _TAKING.search(text) or _AGREEING.match(text))):
        return list(edits)
    group, name = option["group"], option["name"]
    refs = [k for k, line in enumerate(cart.lines, 1) if menu.allows(line.item, group, name)]
    if named is not None:
        refs = [named] if named in refs else []
    elif asked.lines:  # "is there caramel for the latte?": the latte asked of
        refs = [k for k in refs if cart.lines[k - 1].id in asked.lines] or refs
    if not refs:
        return list(edits)
    edits = [e for e in edits if not only_a_note(e)]
    change = option_change(refs[-1], option)
    return [*(e for e in edits if not isinstance(e, Finish | AskMenu)), change]


# "oat then", then "in a latte please": the line the option goes in, ordered
_IN_ONE = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|perfect|sure|yes|yeah|and|so)\W+)*(?:in|on|for)\s+"
                     r"(?:a|an|one|two|three|\d+)\s", re.I)
_WITH_IT = re.compile(r"\bwith\s+(?:that|it|this|those|them|some)\b(?!\s+(?:one|ones)\b)", re.I)


def option_ordered_with(edits: Sequence[Edit], text: str, cart: Any, menu: Any = None) -> list[Edit]:
    """``edits`` with the milk or add-on a question named before ("do you have oat milk?": "Yes, we have
    oat milk") given to the one line the turn orders "with that" / "with it" ("great, a cappuccino with
    that then") or puts it in ("in a latte please"), where the line has no other milk of its own and can
    have it."""
    asked = getattr(cart, "asked", None)
    option = asked.option if asked is not None else None
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if option is None or menu is None or len(adds) != 1 or not text or len(text) > 120 or not (
            _WITH_IT.search(text) or _IN_ONE.match(text)) or _REFUSING.search(text):
        return list(edits)
    group, name = option["group"], option["name"]
    line = edits[adds[0]]
    if not menu.allows(line.item, group, name) or group == "milk" and line.milk or name in line.addons:
        return list(edits)
    update = {"addons": {**line.addons, name: 1}} if group == "addon" else {group: name}
    return [line.model_copy(update=update) if k == adds[0] else e for k, e in enumerate(edits)]
