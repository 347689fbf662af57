"""The answer to "Which latte — the large oat milk latte or the latte?" takes the change that waited for it.

A change or removal that named a line of two ("make the latte decaf", "remove the muffin") is not made;
the reply asks which, and the cart keeps the lines asked between and the change (`Cart.asked`) for the
next turn. The model reads that turn alone ("the oat one", "the first one", "both", "the blueberry one")
and finds nothing to do, or a stray note. Where the turn changes and removes nothing of its own and its
words pick lines among those asked between, the change is made to them:
- "both", "all", "each", "them": every line asked between;
- "first", "second", "third", "last" (or "1st", "number 2"): that line, in the question's order;
- values ("the oat one", "the large one", "the decaf"): the one line that holds them all;
- words of an item's name ("the blueberry one" of two muffins): the one line whose item has them;
- "plain", "regular", "normal", or the item alone ("the latte"): the one line with the fewest choices.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import TypeAdapter

from ordering.dsl import SINGLE_GROUPS, number_value, unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine

_EVERY = frozenset({"both", "all", "each", "them", "every"})
_ORDINALS = {"first": 0, "second": 1, "third": 2, "last": -1, "latter": -1, "former": 0}
_SUFFIXES = frozenset({"st", "nd", "rd", "th"})  # "the 1st": n1 st
_PLAIN = frozenset({"plain", "regular", "normal", "simple", "basic", "ordinary", "usual"})
_WAITING = TypeAdapter(ChangeLine | RemoveLine)


def which_answered(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the change waiting for a "which one?" made to the lines the turn picks (see the
    module); the stray changes the model wrote of the answer's words (a note, nothing) are dropped."""
    asked = getattr(cart, "asked", None)
    if asked is None or asked.change is None or len(asked.lines) < 2:
        return list(edits)
    refs = [r for line_id in asked.lines for r, line in enumerate(cart.lines, start=1) if line.id == line_id]
    if len(refs) < 2 or any(isinstance(e, RemoveLine) or isinstance(e, ChangeLine) and _makes(e)
                            for e in edits):
        return list(edits)
    picked = _picked(tokens, refs, cart)
    if not picked:
        return list(edits)
    kept = [e for e in edits if not isinstance(e, ChangeLine)]
    return [*kept, *(_WAITING.validate_python({**asked.change, "ref": r}) for r in picked)]


def _makes(change: ChangeLine) -> bool:
    """Whether a change does something beyond a note or an unset (what the model writes of "the oat one")."""
    return bool(change.qty or change.size or change.temp or change.milk or change.caffeine or change.shots
                or change.add_addons or change.drop or change.preps)


def _picked(tokens: Sequence[str], refs: list[int], cart: Any) -> list[int]:
    """The lines among ``refs`` the words pick (see the module), or [] where they pick none or not one."""
    if any(t in _EVERY for t in tokens):
        return list(refs)
    for k, tok in enumerate(tokens):
        nxt = tokens[k + 1] if k + 1 < len(tokens) else ""
        at = _ORDINALS.get(tok)
        if at is None and tok.startswith("n") and tok[1:].isdigit() and (
                nxt in _SUFFIXES or k and tokens[k - 1] in ("number", "no", "#")):
            at = number_value(tok) - 1
        if at is not None:
            return [refs[at]] if -len(refs) <= at < len(refs) else []
    lines = {r: cart.lines[r - 1] for r in refs}
    values = [t for t in tokens if ":" in t and unsymbol(t)[0] in (*SINGLE_GROUPS, "addon", "prep")]
    if values:
        holding = [r for r in refs if all(lines[r].holds(*unsymbol(v)) for v in values)]
        return holding if len(holding) == 1 else []
    words = {t for t in tokens if t.isalpha()}
    naming = [r for r in refs if words & set(lines[r].item.split()[:-1])]
    if naming:
        return naming if len(naming) == 1 else []
    if words & _PLAIN or any(t.startswith("item:") for t in tokens):
        fewest = min(_choices(lines[r]) for r in refs)
        plain = [r for r in refs if _choices(lines[r]) == fewest]
        return plain if len(plain) == 1 else []
    return []


def _choices(line: Any) -> int:
    """How many choices a line holds beyond its item (size, milk, add-ons…): the plain one holds fewest."""
    fields = (line.size, line.temp, line.milk, line.caffeine, line.shots)
    return sum(v is not None for v in fields) + len(line.addons) + len(line.preps) + len(line.removals)
