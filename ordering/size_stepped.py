""""Make it bigger", "a size smaller please": the line's size one step up or down the item's sizes.

The model knows sizes by name only; "bigger" was a stray note and the customer heard "didn't catch". Where
the turn says a line should be bigger or smaller and names no size, the line it names (by item, else the
one the model wrote of, else the cart's last line; "the iced one": the one line that is iced, which
stays iced) takes the next size of its item in that direction, from the size it has (or the item's usual
one). At the end of the sizes the change finds it so already, and the reply says the latte is large
already. "The biggest one", "your smallest" take the item's largest or smallest size ("the biggest you
have", which the model read as a question of nothing); "what's your biggest size" asks, and hears the
sizes. The model's end of the order ("go down a size") or removal of the line ("actually the biggest you
have") is no such thing where the turn says no closing or removing words. "In a bigger cup" asks for a
cup (a note), not a size. "It" of a
line without sizes (a croissant ordered after the latte) is the latest line with sizes; where no line has
sizes, or the line is named ("make the croissant bigger"), the menu says why not: "The butter croissant
doesn't take sizes."
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, RemoveLine
from ordering.named_by_values import line_named_by_values

_BIGGER = re.compile(
    r"\b(?:bigger|larger|size\s+up|up\s*size|up\s+a\s+size|a\s+size\s+(?:up|bigger|larger))\b", re.I)
_EVERY = re.compile(r"\b(?:them|both|all|everything|those)\b", re.I)
_CUP = re.compile(r"\b(?:bigger|larger|smaller)\s+(?:cup|mug|glass|container|one\s+to\s+go)\b", re.I)
_SMALLER = re.compile(
    r"\b(?:smaller|size\s+down|down\s*size|down\s+a\s+size|a\s+size\s+(?:down|smaller))\b", re.I)
_ONE_SIZE = re.compile(r"\b(?:one|a)\s+size\s+(?:smaller|bigger|larger|up|down)\b", re.I)
_BIGGEST = re.compile(r"\b(?:biggest|largest)\b", re.I)  # "the biggest one": the item's last size
_SMALLEST = re.compile(r"\b(?:smallest|tiniest)\b", re.I)
# "go down a size" was read as the order's end, "actually the biggest you have" as a removal
_CLOSING = re.compile(r"\b(?:that(?:'?s|\s+is)\s+(?:it|all)|done|finished|nothing\s+else|all\s+set)\b", re.I)
_REMOVING = re.compile(r"\b(?:remove|cancel|delete|drop|scratch|forget|take\s+(?:it\s+|that\s+)?off|get\s+rid"
                       r"|no\s+more|don'?t\s+want)\b", re.I)
# "what's your biggest size", "how big is the largest one": a question of the sizes, not a change
_ASKED = re.compile(r"^\W*(?:(?:so|and|ok|okay|hm+|um+)\W+)*(?:(?:what|what's|whats|how)(?!\s+about\b)"
                    r"|which|do\s+you\s+have)\b", re.I)  # "how about the biggest one" orders it


def size_stepped(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line's size one step up or down, where the turn asks it bigger or smaller and names
    no size (see the module's docstring)."""
    if menu is None or not cart.lines or not text or len(text) > 120:
        return list(edits)
    most = bool(_BIGGEST.search(text)) != bool(_SMALLEST.search(text))
    up = bool(_BIGGER.search(text) or _BIGGEST.search(text))
    down = bool(_SMALLER.search(text) or _SMALLEST.search(text))
    if up == down or any(w.startswith("size:") for w in words) or _CUP.search(text):
        return list(edits)
    if _ASKED.search(text):
        return list(edits) if edits else [AskMenu(about=["sizes"])]
    if _ONE_SIZE.search(text) and all(isinstance(e, AddLine) and e == AddLine(item=cart.lines[-1].item)
                                      for e in edits):
        edits = []  # "and one size smaller again": "one" read as one more of the line
    # "the biggest you have": the model asked nothing in particular (the menu's sections); "i'll take the
    # biggest": the order's end
    edits = [e for e in edits if not (isinstance(e, AskMenu) and not e.about and e.ref is None
                                      or (most or not _CLOSING.search(text)) and isinstance(e, Finish))]
    if not _REMOVING.search(text):  # "actually the biggest you have": the model removed the americano
        edits = [ChangeLine(ref=e.ref) if isinstance(e, RemoveLine) else e for e in edits]
    if any(not isinstance(e, ChangeLine) or e.size is not None for e in edits):
        return list(edits)  # an order, a removal, a size of its own: the model's
    if _EVERY.search(text) and not any(w.startswith("item:") for w in words):  # "make them bigger"
        steps = [_stepped(r, up, cart, menu, most) for r in range(1, len(cart.lines) + 1)]
        changes = [c for c in steps if c is not None]
        return changes if changes and not any(isinstance(e, ChangeLine) and e.model_dump(
            exclude={"op", "ref", "notes"}, exclude_defaults=True) for e in edits) else list(edits)
    ref = line_named_by_values(words, cart, menu) or line_meant(edits, words, cart)
    if ref is None:
        return list(edits)
    edits = [_kept_as_named(e, words, cart) if isinstance(e, ChangeLine) and e.ref == ref else e
             for e in edits]
    if _sizes(cart.lines[ref - 1].item, menu) is None and not edits:
        # "make it bigger" of a latte ordered before a croissant: the latest line with sizes; of a croissant
        # alone, or "make the croissant bigger", the menu says why not ("doesn't take sizes")
        sized = [r for r, line in enumerate(cart.lines, start=1) if _sizes(line.item, menu)]
        named = any(w.startswith("item:") for w in words)
        if named or not sized:
            return [ChangeLine(ref=ref, size="large" if up else "small")]
        ref = sized[-1]
    stepped = _stepped(ref, up, cart, menu, most)
    if stepped is None:
        return list(edits)
    size = stepped.size
    said = [e for e in edits if isinstance(e, ChangeLine) and e.ref == ref and e.model_dump(
        exclude={"op", "ref", "notes"}, exclude_defaults=True)]  # "bigger and iced": the iced kept
    if len(said) == 1:
        return [e.model_copy(update={"size": size}) if e is said[0] else e for e in edits
                if e is said[0] or not isinstance(e, ChangeLine) or e.ref != ref]
    return [ChangeLine(ref=ref, size=size)]


def line_meant(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> int | None:
    """The line meant: the one line of the item named, else the one the model wrote of, else the last
    ("make it bigger" with nothing written)."""
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if named:
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in named]
        return refs[0] if len(refs) == 1 else None
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if len(refs) == 1 and 1 <= min(refs) <= len(cart.lines):
        return min(refs)
    return len(cart.lines) if not refs else None


def _kept_as_named(change: ChangeLine, words: Sequence[str], cart: Any) -> ChangeLine:
    """``change`` without the unset of a value the turn names its line by ("make the iced one bigger": the
    model took the iced off)."""
    line = cart.lines[change.ref - 1]
    named = {unsymbol(w)[0] for w in words if ":" in w and line.holds(*unsymbol(w))}
    return change.model_copy(update={"unset": [g for g in change.unset if g not in named]})


def _sizes(name: str, menu: Any) -> list[str] | None:
    """The item's sizes, or None where it has fewer than two (a croissant, an espresso of one size)."""
    item = menu.items.get(name)
    return list(item.sizes) if item is not None and len(item.sizes) >= 2 else None


def _stepped(ref: int, up: bool, cart: Any, menu: Any, most: bool = False) -> ChangeLine | None:
    """The line at ``ref`` one size up or down (``most``: to the item's largest or smallest), or None where
    its item has no sizes."""
    size = next_size(cart.lines[ref - 1], up, menu, most)
    return None if size is None else ChangeLine(ref=ref, size=size)


def next_size(line: Any, up: bool, menu: Any, most: bool = False) -> str | None:
    """The size one up or down from ``line``'s own (or its item's usual one; ``most``: the item's largest
    or smallest), or None where its item has no sizes."""
    sizes = _sizes(line.item, menu)
    if sizes is None:
        return None
    now = line.size or menu.items[line.item].default_size or sizes[0]
    if now not in sizes:
        return None
    if most:
        return sizes[-1] if up else sizes[0]
    return sizes[min(max(sizes.index(now) + (1 if up else -1), 0), len(sizes) - 1)]


# "the biggest", "your biggest coffee", "smallest size"
_MOST_BEFORE = re.compile(r"\b(biggest|largest|smallest|tiniest)\b", re.I)


def most_ordered(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the one line the turn adds of a sized item, said "your biggest" / "the smallest", given
    the item's largest or smallest size ("give me your biggest coffee": a large coffee; the model ordered
    the usual medium)."""
    said = _MOST_BEFORE.search(text or "")
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if said is None or menu is None or len(adds) != 1 or any(w.startswith("size:") for w in words):
        return list(edits)
    line = edits[adds[0]]
    sizes = _sizes(line.item, menu)
    if sizes is None or line.size is not None:
        return list(edits)
    size = sizes[0] if said.group(1).lower() in ("smallest", "tiniest") else sizes[-1]
    out = list(edits)
    out[adds[0]] = line.model_copy(update={"size": size})
    return out
