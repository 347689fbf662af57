""""Make it iced" said after "a latte and a blueberry muffin": "it" is the latest line that takes the values.

The grounding reads "it" as the cart's last line. After a drink and a food were ordered together (or the
food last), "make it iced", "make it a large" or "make it decaf with oat milk" were read of the muffin,
which takes none of them: the model wrote something the line refuses (an unset, a stray note) and the
turn was not understood. A customer's "it" is the thing the words can be said of: the latest line that
takes every value said. Only where the last line takes none of them, and only the model's changes of the
last line that set nothing it takes are replaced ("make it warm" of a muffin is warmed, and a request in
the customer's words a note on it: both stay); an order, a removal or a count in the turn leaves the edits
as they are. Where no line takes them ("make it large" of a croissant alone), the change is asked of the
last line, which the menu refuses with its reason ("The butter croissant doesn't take sizes."), not
"didn't catch". Said of the person the last line is for ("oh she wants it with oat milk" of my friend's hot
chocolate), "it" is that line: the menu says it takes no oat milk (my cappuccino had been made oat).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.another_beside_change import without_one_more
from ordering.dsl import SINGLE_GROUPS, is_count, unsymbol
from ordering.edits import ChangeLine
from ordering.said import said_words
from ordering.turn_words import REMOVE_WORDS, kind_of, value_fields

IT = frozenset({"it", "that", "this"})  # the words that say "it" of a line
# words after which the values are not simply set ("make it not iced", "no vanilla in it", "don't warm it")
_OFF = frozenset({"no", "not", "without", "instead", "other", "both", "all", "them", "each", "don't", "dont",
                  "never"})


def it_meant(edits: Sequence[Any], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """``edits`` with a change said of "it" moved to the latest line that takes every value said, where
    the cart's last line takes none of them (see the module)."""
    words = without_one_more(words)  # "make it iced and add another one": the count is the new unit's
    said = set(words)
    if menu is None or not cart.lines or not IT & said or _OFF & said or REMOVE_WORDS & said:
        return list(edits)
    if item_or_count_said(words):
        return list(edits)  # the model's stands
    values = [w for w in words if kind_of(w) in (*SINGLE_GROUPS, "addon")]
    last = len(cart.lines)
    if _whose_said(words, cart.lines[-1].who):
        return list(edits)  # "oh she wants it with oat milk" of my friend's hot chocolate: hers, refused
    if not values or any(_takes(menu, cart.lines[-1].item, v) for v in values):
        return list(edits)
    if any(not isinstance(e, ChangeLine) or e.ref != last or _sets_something(e, cart.lines[-1].item, menu)
           or e.notes is not None and set(said_words(e.notes)) <= set(said_words(text)) for e in edits):
        return list(edits)  # the last line takes the model's change ("make it warm": warmed; a request)
    takers = [k for k, line in enumerate(cart.lines, 1) if all(_takes(menu, line.item, v) for v in values)]
    fields, addons = value_fields(values)
    if not takers:  # "make it large" of a croissant alone: the menu says why not, not "didn't catch"
        return [ChangeLine(ref=last, add_addons=addons, **fields)]
    return [ChangeLine(ref=takers[-1], add_addons=addons, **fields)]


_PERSON = frozenset({"she", "he", "her", "his", "hers", "him"})


def item_or_count_said(words: Sequence[str]) -> bool:
    """Whether the words name an item or say a count ("that one" is no count)."""
    return any(w.startswith("item:") or is_count(w) and not (w == "n1" and i and words[i - 1] in IT)
               for i, w in enumerate(words))


def _whose_said(words: Sequence[str], who: str | None) -> bool:
    """Whether the words name the person the line is for: by "she" / "he", or by their own words."""
    if not who or who == "me":
        return False
    own = set(who.lower().split()) - {"my", "the", "our"}
    return bool(_PERSON.intersection(words) or own and own <= {w.removesuffix("'s") for w in words})


def _takes(menu: Any, item: str, token: str) -> bool:
    """Whether ``item`` takes the menu value of a symbol ("temp:iced", "addon:vanilla_syrup")."""
    group, name = unsymbol(token)
    return menu.allows(item, group, name)


def _sets_something(edit: ChangeLine, item: str, menu: Any) -> bool:
    """Whether a change sets a value ``item`` takes (not only an unset, a note or values it refuses)."""
    said = [(g, getattr(edit, g)) for g in SINGLE_GROUPS if getattr(edit, g) is not None]
    said += [("addon", a) for a in edit.add_addons] + [("prep", p) for p in edit.preps]
    return any(menu.allows(item, group, value) for group, value in said)


def it_asked_of(edits: Sequence[Any], words: Sequence[str], cart: Any) -> list[Any]:
    """``edits`` with a change of "it" moved to the line the last reply answered a question of ("is the
    croissant warm?", then "can you warm it then": the croissant, where the model warmed the coffee
    ordered after it). Only where the turn names no item and the model changed one other line."""
    asked = getattr(cart, "asked", None)
    if asked is None or len(asked.lines) != 1 or asked.change is not None or asked.kind:
        return list(edits)
    said = set(words)
    if not IT & said or any(w.startswith("item:") for w in words):
        return list(edits)
    ref = next((r for r, line in enumerate(cart.lines, start=1) if line.id == asked.lines[0]), None)
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if ref is None or not edits or any(not isinstance(e, ChangeLine) for e in edits) or len(refs) != 1:
        return list(edits)
    if refs == {ref}:
        return list(edits)
    return [e.model_copy(update={"ref": ref}) for e in edits]
