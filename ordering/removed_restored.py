"""A line the last turn removed comes back when asked for: "remove the cold brew", then "actually bring the
cold brew back" (or "put it back", "undo that", "keep the chai", "actually keep it", "I'll have it after
all"; "i still want it" after "cancel the whole order"); "keep one mocha", "bring one back" of two removed
brings back one.

The model reads the turn alone and the cart no longer holds the line: it made another line into a cold
brew, or did nothing. The cart keeps the lines the last turn removed (`Cart.removed`) for the next turn;
where the turn asks for something back, the removed lines it names by item or kind (all of them where it
names none) are added again as they were, the model's own lines of those items are dropped, and its
removals are kept only of lines the turn names ("keep the chai and cancel the matcha"). Where the last
turn put one line in place of the one brought back and this turn begins with "no" or "sorry" ("a latte",
"no actually a flat white", then "no sorry i do want the latte"), the line put in its place goes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, Finish, RemoveLine
from ordering.named_by_values import line_named_by_values

_BACK = re.compile(
    r"""\b(?:bring|put|add|get|give|want|have)\s+(?:it|that|them|those|the\s+[a-z ]{1,40}?|my\s+[a-z ]{1,40}?)
    \s+back\b
    | \bundo\b | \bun-?remove\b
    | \b(?:keep|i\s+(?:do|still)\s+want)\s+(?:the|my)\b
    | \b(?:keep|i\s+(?:do|still)\s+want)\s+(?:it|that|them|those)(?:\s+(?:please|then|actually|after\s+all))?
      \s*(?:[.!,]|$|and\b)
    | \bdon'?t\s+(?:remove|cancel|delete)\b
    | \b(?:have|want|take|keep|get)\s+(?:it|that|them|those|the\s+[a-z ]{1,40}?)\s+after\s+all\b
    | \b(?:changed|change)\s+my\s+mind\b.{0,40}\b(?:want|have|keep|take)\s+(?:it|that|them|those)\b
    | \b(?:bring|put|add|get|give)\s+(?:one|two|three|\d+)\b.{0,30}\bback\b
    | \bkeep\s+(?:one|two|three|\d+)\b""",
    re.I | re.X)


_AFTER_ALL = re.compile(r"\bafter\s+all\b|\bchanged?\s+my\s+mind\b", re.I)


def removed_restored(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits`` with the lines the last turn removed added back, where the turn asks for them (see the
    module)."""
    removed = list(getattr(cart, "removed", None) or [])
    if not removed or not text or len(text) > 300 or not _BACK.search(text):
        return list(edits)
    named = {unsymbol(t)[1] for t in tokens if t.startswith("item:")}
    words = {t for t in tokens if t.isalpha()}
    back = [line for line in removed if line.item in named or line.item.split()[-1] in words]
    if not back and not named:
        back = removed  # "put it back", "undo that"
    if not back:
        return list(edits)
    items = {line.item for line in back}
    by_values = line_named_by_values(tokens, cart)  # "keep it and remove the caramel one"
    kept = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.item in items:
            continue  # the model's own line of the item brought back
        if isinstance(edit, RemoveLine | ChangeLine) and 1 <= edit.ref <= len(cart.lines) and (
                cart.lines[edit.ref - 1].item not in named and edit.ref != by_values):
            continue  # a line the turn does not name is neither removed nor changed
        if isinstance(edit, Finish) and (_AFTER_ALL.search(text) or not cart.lines):
            continue  # "i'll have it after all" ends nothing; nor "i still want it" of a cleared order
        kept.append(edit)
    kept += _replacement_undone(back, removed, named, text, cart)
    counts = [number_value(t) for t in tokens if is_count(t) and t != "nbig"]
    some = counts[0] if len(back) == 1 and len(counts) == 1 and counts[0] < back[0].qty else None
    return [*kept, *(AddLine(item=line.item, qty=some or line.qty, size=line.size, temp=line.temp,
                             milk=line.milk, caffeine=line.caffeine, shots=line.shots,
                             addons=dict(line.addons), removals=list(line.removals), preps=list(line.preps),
                             notes=line.notes)  # "keep one mocha" of two removed: one back
                     for line in back)]


_TAKEN_BACK = re.compile(r"^\W*(?:no|nope|nah|sorry|oh\s+no|wait)\b", re.I)


def _replacement_undone(back: list, removed: list, named: set[str], text: str, cart: Any) -> list[Edit]:
    """The line the last turn put in place of the one brought back, where that turn replaced one line by
    one ("a latte", "no actually a flat white", then "no sorry i do want the latte": the flat white goes
    too) and the turn begins by taking it back ("no", "sorry"); nothing otherwise."""
    if len(removed) != 1 or back != removed or len(cart.added) != 1 or not _TAKEN_BACK.search(text):
        return []
    ref = next((k for k, line in enumerate(cart.lines, 1) if line.id == cart.added[0]), None)
    if ref is None or cart.lines[ref - 1].item in named:
        return []
    return [RemoveLine(ref=ref)]


def add_on_restored(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or, when the model wrote nothing and the turn asks an add-on "back" that one line of the
    cart has taken off ("a mocha with no whip", then "add the whip back"), that add-on put on that line
    (which takes it off the line's removals)."""
    if edits or "back" not in tokens:
        return list(edits)
    names = {unsymbol(t)[1] for t in tokens if t.startswith(("addon:", "removal:"))}
    lines = [(ref, name) for ref, line in enumerate(cart.lines, start=1) for name in names
             if name in line.removals]
    if len(names) != 1 or len(lines) != 1:
        return list(edits)
    ref, name = lines[0]
    return [ChangeLine(ref=ref, add_addons={name: 1})]
