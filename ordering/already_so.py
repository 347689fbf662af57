"""A line made into what it already is: "a coffee", then "make it a dark roast" (the menu's coffee is its
dark roast), or "make it a latte" of a latte.

The model learned "make it a ..." as a change to another item; made into the same item it wrote a stray
note, and the turn went "not understood". Nothing is to change, and saying so is the honest reply: the
turn becomes a question about the line, answered "The coffee is our dark roast already." So too of a
correction to the line's item by another of its names: "actually a long black" of an americano, and of
"swap it for a long black" (the model took the americano out and ordered it again: "Changed the americano
to an americano").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, RemoveLine, only_a_note
from ordering.replies import CONFIRMING, NEVER_MIND

SAID = "said:"  # in an ``ask`` of a line: the words the customer named the line's item with

_ASKING = frozenset({"can", "could", "would", "will", "you", "please", "i"})
_MAKING = frozenset({"make", "change", "switch", "turn", "want", "have", "swap", "replace"})
_TARGETS = frozenset({"it", "that", "this", "mine", "the", "them", "those", "both"})
_LEADS = frozenset({"a", "an", "to", "into", "the", "just", "regular", "for", "with"})
_CLOSERS = frozenset({"please", "thanks", "instead", ".", "!", ",", "then"})
# the name said after its article: "drip coffee" of "to a drip coffee"
_NAMED = re.compile(r"\b(?:(?:to|into|for|with)\s+)?(?:a|an|to|into|the|for|with)\s+(?!(?:a|an|the)\s)"
                    r"([a-z' ]+?)\s*(?:please|thanks|instead|then|[.!,?]|$)")


def already_so(edits: Sequence[Edit], words: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits`` as a question answered from the line when the turn only makes a line into its own item."""
    if cart.lines and _swapped_for_itself(edits, cart):  # "swap it for a long black": the line, taken out
        return _made_into_itself([], words, text, cart) or list(edits)  # and ordered again as it was
    return _made_into_itself(edits, words, text, cart)


def _made_into_itself(edits: Sequence[Edit], words: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``already_so`` of the model's edits that change no value (``[]`` where nothing is asked of the line
    and the model wrote nothing)."""
    if not cart.lines or any(isinstance(e, AddLine) or (isinstance(e, ChangeLine) and e.model_dump(
            exclude={"op", "ref", "notes"}, exclude_defaults=True)) for e in edits) or any(
            not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    said = [w for w in words if w not in _CLOSERS]
    items = [k for k, w in enumerate(said) if w.startswith("item:")]
    if len(items) != 1 or not said or items[0] != len(said) - 1:
        return list(edits)
    named = _NAMED.findall(text.lower())
    item = unsymbol(said[-1])[1]
    if cart.lines[-1].item != item:  # "make it a latte" of a mocha is a change (``made_into``)
        return list(edits)
    corrected = _corrected_to(said[: items[0]])  # "actually a long black" of an americano
    if corrected and named and named[-1].strip() not in (item, f"{item}s"):
        return [AskMenu(ref=len(cart.lines), about=[f"item:{item}", f"{SAID}{named[-1].strip()}"])]
    start = next((k for k, w in enumerate(said) if w not in _ASKING), 0)  # "can you swap them for …"
    if said[start] not in _MAKING:
        return list(edits)
    between = said[start + 1 : items[0]]
    if not between or between[0] not in _TARGETS or not set(between[1:]) <= _LEADS | _TARGETS:
        return list(edits)
    about = [f"item:{item}"] + ([f"{SAID}{named[-1].strip()}"] if named else [])
    return [AskMenu(ref=len(cart.lines), about=about)]


def _swapped_for_itself(edits: Sequence[Edit], cart: Any) -> bool:
    """Whether ``edits`` are the model's swap of the cart's last line for a plain line of its own item."""
    last = cart.lines[-1]
    return len(edits) == 2 and RemoveLine(ref=len(cart.lines)) in edits and any(
        isinstance(e, AddLine) and e.qty in (1, last.qty) and e == AddLine(item=last.item, qty=e.qty)
        for e in edits)  # "replace them with long blacks" of two americanos: one, in the model's words


_CORRECTING = frozenset({"actually", "no", "oh", "wait", "sorry", "i", "meant", "um", "uh", "hmm", "make",
                         "that", "it"})


def _corrected_to(before: Sequence[str]) -> bool:
    """Whether the words before the item only correct to it: "actually a", "no, i meant a"."""
    lead = set(before[:-1])
    return bool(before) and before[-1] in ("a", "an") and bool(lead & {"actually", "meant"}) and (
        lead <= _CORRECTING)


_FINE_LEADS = frozenset({"hmm", "hm", "ok", "okay", "oh", "um", "uh", "well", "no", ",", ".", "the", "an",
                         "a"})
_SORRY = frozenset({"sorry", "actually", "wait", "oops"})  # a correction said before the item
_FINE = frozenset({"fine", "good", "ok", "okay", "great", "perfect", "works"})
_ONLY = frozenset({"just", "only"})
_FINE_BETWEEN = frozenset({"is", "'s", "will", "would", "be", "works", "just"})


def item_said_fine(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` as "nothing has changed" where the turn only says the last line's item is fine ("hmm ok
    americano is fine" after asking for a long black we lack, "the latte's fine then"): the model ordered
    the item once more, or asked of it. "Ok just the latte then" of an order of that item alone (the
    cookies beside it said back as ones we lack) keeps just what the order holds: the order is read back to
    confirm, as "just those two then" is (``declined_more``)."""
    # "ok the flat white is fine" read as a question of the flat white, too
    if not cart.lines or "?" in words or not all(
            isinstance(e, AddLine) or _asked_of_an_item(e) for e in edits):
        return list(edits)
    said = [w for w in words if w not in _FINE_LEADS and w not in _CLOSERS and w not in _SORRY]
    if (len(said) == 2 and said[0] in _ONLY and "the" in words and said[1].startswith("item:")
            and {line.item for line in cart.lines} == {unsymbol(said[1])[1]}):
        return [Finish()]  # "ok just the latte then", the cookies we lack said back
    last = cart.lines[-1]
    if (len(said) == 2 and said[0] in _ONLY and said[1].startswith("item:")
            and unsymbol(said[1])[1] == last.item
            and _SORRY.intersection(words) | {"no"} & set(words)
            and (edits == [AddLine(item=last.item)] or all(map(only_a_note, edits)))
            and last.model_dump(exclude={"id", "item", "who"}, exclude_defaults=True) == {}):
        return [AskMenu(about=[NEVER_MIND])]  # "the usual americano", "no sorry, just an americano"
    if len(said) < 2 or not said[0].startswith("item:") or unsymbol(said[0])[1] != cart.lines[-1].item:
        return list(edits)
    if said[-1] not in _FINE or not set(said[1:-1]) <= _FINE_BETWEEN:
        return list(edits)
    return [AskMenu(about=[NEVER_MIND])]


def _asked_of_an_item(edit: Edit) -> bool:
    """Whether ``edit`` is a question of an item alone (the model's "ask item:flat_white")."""
    return (isinstance(edit, AskMenu) and edit.ref is None and len(edit.about) == 1
            and ":" not in edit.about[0])


_PLAIN_ONE = re.compile(
    r"^\W*(?:(?:no|nope|oh|ok|okay|just|um|uh|sorry|nah)\W+)*(?:(?:the|a|just)\s+)*"
    r"(?:traditional|regular|normal|classic|plain|original|standard|usual)"
    r"(?:\s+(?:one|kind|way|version|style))?(?:\W+(?:please|then|thanks))*\W*$", re.I)


def plain_one_said(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` as "nothing has changed" where the turn only says it wants the plain kind ("no, the
    traditional one" after "is that the caramel one?" of a macchiato with nothing in it) of a last line that
    is plain already, and the model removed that line or changed nothing of it ("the regular one" of a
    latte was read as its temperature taken back: "couldn't find anything to change")."""
    if not cart.lines or not text or len(text) > 60 or not _PLAIN_ONE.match(text):
        return list(edits)
    last, ref = cart.lines[-1], len(cart.lines)
    plain = last.model_dump(exclude={"id", "item", "qty", "who", "size"}, exclude_defaults=True) == {}
    if not plain or any(not (e == RemoveLine(ref=ref) or isinstance(e, ChangeLine) and e.ref == ref and not (
            e.model_dump(exclude={"op", "ref", "unset", "notes"}, exclude_defaults=True))) for e in edits):
        return list(edits)
    return [AskMenu(about=[NEVER_MIND])]


# "that's a red eye, right?", "is that a dirty chai?", "is that the same as a macchiato": the last line named
# by another of its names, asked
_CONFIRMED = re.compile(r"^\W*(?:so\s+|oh\s+|and\s+)?(?:that's|thats|that\s+is|is\s+that|it's|its|is\s+it)\s+"
                        r"(?:the\s+same\s+as\s+)?(?:a|an|the)\s+(?P<named>[a-z' ]+?)"
                        r"\s*(?:,?\s*(?:right|correct|yeah|yes|then|too))?\s*\W*$", re.I)


def line_confirmed(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the last line said to be what it is by another of its names ("a coffee with an extra
    shot", then "that's a red eye right"): the model ordered a second one; the answer is that it is."""
    said = _CONFIRMED.match(text or "")
    if said is None or not cart.lines or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    last, added = cart.lines[-1], edits[0]
    if added.item != last.item or added.qty != 1 or not set(added.addons) <= set(last.addons) or any(
            getattr(added, g) not in (None, getattr(last, g)) for g in ("size", "temp", "milk", "caffeine",
                                                                       "shots")):
        return list(edits)
    return [AskMenu(ref=len(cart.lines), about=[f"item:{last.item}", f"{SAID}{said['named'].strip()}",
                                                 CONFIRMING])]
