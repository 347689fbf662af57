"""A line changed to a drink or food said in full: "change line 1 to a large oat milk latte" (as the cart
page's Change button starts it), "make it a small iced mocha"; and a line number the order lacks.

The model, which learned such a change as the old line removed and the new one added, sometimes wrote only
the removal: the latte was gone and nothing took its place. Where the turn changes one line (by its number,
"it"/"that", or "the <item>") to values and one item, and the model removed that line and added nothing,
the line becomes what was said: the same item with the values said, or the item said with the choices of
the old line it can keep.

"change line 3 to 2 blueberry muffins" of an order of two lines changed line 2 instead; a change or
removal of a line number the order does not have now changes nothing and says so (`replies.NO_LINE`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.replacements import carried_over
from ordering.replies import NO_LINE
from ordering.turn_words import kind_of, value_fields

_CHANGING = frozenset({"change", "make", "switch", "turn"})
_TO = frozenset({"to", "into"})
_TAIL = frozenset({"a", "an", "please", "instead", ".", "!", ",", "thanks", "one"})
_VALUE_KINDS = frozenset({"size", "temp", "milk", "caffeine", "shots", "addon", "prep"})
# "line 3", "item #2": a line named by its number, as the cart page's Change button starts a turn
LINE_NUMBER = re.compile(r"\b(?:line|item|number)\s*#?\s*(\d+)\b", re.I)


def line_changed_to(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line the turn changes made the item and values said, where the model only
    removed it (see the module's docstring)."""
    removed = [e.ref for e in edits if isinstance(e, RemoveLine)]
    if menu is None or len(removed) != 1 or len(edits) != 1 or not 1 <= removed[0] <= len(cart.lines):
        return list(edits)
    said = _changed_to(tokens, cart)
    if said is None or said[0] != removed[0]:
        return list(edits)
    ref, item, values = said
    line = cart.lines[ref - 1]
    fields, addons = value_fields([v for v in values if kind_of(v) != "prep"])
    preps = [unsymbol(v)[1] for v in values if kind_of(v) == "prep"]
    if item == line.item:
        return [ChangeLine(ref=ref, add_addons=addons, preps=preps, **fields)]
    new = AddLine(item=item, qty=line.qty, addons=addons, preps=preps, **fields)
    return [RemoveLine(ref=ref), carried_over(line, new, menu)]


def _changed_to(tokens: Sequence[str], cart: Any) -> tuple[int, str, list[str]] | None:
    """(the line's position, the item said, its values) of "change <line> to <values> <item>"."""
    start = next((i for i, t in enumerate(tokens) if t in _CHANGING), None)
    if start is None:
        return None
    rest = list(tokens[start + 1 :])
    to = next((k for k, t in enumerate(rest) if t in _TO), None)
    target, tail = (rest[:to], rest[to + 1 :]) if to is not None else (rest[:1], rest[1:])
    ref = _target(target, cart)
    items = [k for k, t in enumerate(tail) if t.startswith("item:")]
    if ref is None or len(items) != 1:
        return None
    values = [t for t in tail if kind_of(t) in _VALUE_KINDS]
    if any(t not in _TAIL and not t.startswith("item:") and kind_of(t) not in _VALUE_KINDS for t in tail):
        return None
    return ref, unsymbol(tail[items[0]])[1], values


def _target(words: Sequence[str], cart: Any) -> int | None:
    """The position of the line ``words`` name: "line n2", "it", "that", "the item:latte"."""
    words = [w for w in words if w not in ("the", "my", "number", "#")]
    if len(words) == 2 and words[0] in ("line", "item") and words[1][:1] == "n" and words[1][1:].isdigit():
        return int(words[1][1:])
    if words in (["it"], ["that"], ["this"]):
        return len(cart.lines)
    if len(words) == 1 and words[0].startswith("item:"):
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == unsymbol(words[0])[1]]
        return refs[0] if len(refs) == 1 else None
    return None


def line_number_lacking(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or nothing changed and "no such line" said, where the turn names a line number the
    order does not have and the model changed or removed a line."""
    numbers = {int(n) for n in LINE_NUMBER.findall(text or "")}
    if len(numbers) != 1 or min(numbers) <= len(cart.lines) or not any(
            isinstance(e, ChangeLine | RemoveLine) for e in edits):
        return list(edits)
    return [AskMenu(about=[NO_LINE])]
