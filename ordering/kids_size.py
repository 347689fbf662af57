""""Kids" said before a drink: the short size. "A kids hot chocolate", "two kid's steamers".

The menu's short size is said "kids size" (an alias), but "kids" alone is no size: the word also says whom
a thing is for ("two hot chocolates for the kids"), so the grounding leaves it as said, and the model
added the drink at its default size. Where "kids" (or "kid", "kid's", "childrens", "children's") comes
right before a drink's name, with only menu values between ("a kids warm hot chocolate"), the line the
turn adds of that drink is short, when the drink comes short and the turn sets no other size for it.

Said of the cart's drink ("make it a kids one", or "kids hot chocolate" after "a hot chocolate for the
kids"), the model wrote a note the words do not hold, and nothing was left: where the turn orders and
changes nothing else, the drink named (or, named by "it" / "one", the cart's last line) is made short; said
beside a change of that drink ("with cinnamon on top, and make it a kids one"), the change makes it short too.
"The kid's one" of a hot chocolate for the kid names whose it is: no size (`_kid_named`). "And a kids one
too" is one more of the cart's drink, short (the model's drink had been made short).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_KIDS = frozenset({"kids", "kid", "kid's", "childrens", "children's", "child's"})
_SHORT = "short"


def kids_size(edits: Sequence[Edit], words: Sequence[str], menu: Any, cart: Any = None) -> list[Edit]:
    """``edits`` with the lines said "kids" (see the module) made short."""
    edits = list(edits)
    if menu is None or not _KIDS.intersection(words) or _kid_named(words, cart):
        return edits
    if cart is not None and all(isinstance(e, ChangeLine) for e in edits):
        short = _cart_line_made_short(words, cart, menu)
        if not edits or not short:
            return short or edits
        # "with cinnamon on top, and make it a kids one": the change of that line, short too
        if all(e.ref == short[0].ref and e.size is None for e in edits):
            return [edits[0].model_copy(update={"size": short[0].size}), *edits[1:]]
        return edits
    for start, word in enumerate(words):
        named = _drink_named_after(words, start) if word in _KIDS else None
        if named is None:
            continue
        index, name = named
        said_before = sum(1 for w in words[:index] if w == words[index])
        adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == name]
        item = menu.items.get(name)
        if said_before >= len(adds) or item is None or _SHORT not in item.sizes:
            continue
        added = edits[adds[said_before]]
        if added.size is None:
            edits[adds[said_before]] = added.model_copy(update={"size": _SHORT})
    return edits


def _drink_named_after(words: Sequence[str], start: int) -> tuple[int, str] | None:
    """(index, item name) of the item named after ``words[start]`` with only menu values between."""
    for index in range(start + 1, len(words)):
        kind, _, value = words[index].partition(":")
        if not value:
            return None
        if kind == "item":
            return index, unsymbol(words[index])[1]
    return None


_WHOSE = frozenset({"the", "my", "our", "his", "her", "their"})
_KID_WORDS = frozenset({"kid", "kids", "child", "children", "son", "daughter"})


def _kid_named(words: Sequence[str], cart: Any) -> bool:
    """Whether "kids" names a child a line of the cart is for ("the kid's one with extra whip" of a hot
    chocolate for the kid): whose, not a size."""
    at = next(k for k, w in enumerate(words) if w in _KIDS)
    return at > 0 and words[at - 1] in _WHOSE and cart is not None and any(
        line.who and _KID_WORDS.intersection(line.who.lower().replace("'", " ").split())
        for line in cart.lines)


_OF_THE_LINE = frozenset({"it", "that", "this", "n1", "size"})  # "make it a kids one", "kids size"


def _cart_line_made_short(words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """The change making the cart's drink said "kids" short, or [] (see the module)."""
    at = next(k for k, w in enumerate(words) if w in _KIDS)
    named = _drink_named_after(words, at)
    if named is not None:
        if at and not {"it", "that", "make"}.intersection(words[:at]):
            return []  # "and a kids hot chocolate": one more, the model's to add
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == named[1]]
    elif _OF_THE_LINE.intersection(words[at + 1 : at + 2]) or _OF_THE_LINE.intersection(words[:at]):
        refs = [len(cart.lines)] if cart.lines else []
    else:
        refs = []
    if len(refs) != 1:
        return []
    line = cart.lines[refs[0] - 1]
    item = menu.items.get(line.item)
    if item is None or _SHORT not in item.sizes:
        return []
    if named is None and _one_more(words, at):  # "and a kids one too": one more of it, short
        return [AddLine(**{**line.model_dump(exclude={"id", "qty", "who"}), "size": _SHORT})]
    return [ChangeLine(ref=refs[0], size=_SHORT)] if line.size != _SHORT else []


_MORE = frozenset({"and", "too", "also", "plus", "another"})


def _one_more(words: Sequence[str], at: int) -> bool:
    """Whether "kids" is said of one more ("and a kids one too", "plus a kids one"), not of the line."""
    return at > 0 and words[at - 1] in ("a", "an", "another") and bool(_MORE.intersection(words)) and not {
        "it", "that", "make"}.intersection(words)
