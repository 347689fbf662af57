"""A change of a line and one more unit asked in the same turn: "make one of them decaf and add another
one" (of three lattes: a decaf latte and three plain ones), "make it iced and add one more" (two iced
lattes). The model writes the change and drops the unit asked; a repeat (`ordering.repeats`) is read only
of a turn that asks nothing else. Applied in `read_words` (workers/engine/readings.py)."""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.edits import AddLine, ChangeLine, Edit

_ADDING = frozenset({"add", "plus", "get"})
_ENDS = frozenset({"please", "too", "as", "well", "thanks", ".", "!"})
_THEM = frozenset({"them", "those", "these"})
_CHANGING = frozenset({"make", "change", "turn", "switch"})


def another_beside_change(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with one more unit of the line they change when the turn ends "and add another one" or
    "and add one more": as the line was where the change singled out "one of them", else as changed."""
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    refs = {e.ref for e in changes}
    if len(refs) != 1 or not change_then_one_more(tokens):
        return list(edits)
    ref = refs.pop()
    if not 1 <= ref <= len(cart.lines) or any(not isinstance(e, (ChangeLine, AddLine)) for e in edits):
        return list(edits)
    out = list(edits)
    had = cart.lines[ref - 1].qty
    counted = [i for i, e in enumerate(out) if isinstance(e, ChangeLine) and e.qty not in (None, had)]
    if _one_of_them(tokens) and len(counted) == 1:  # the split's other units: one more of them
        out[counted[0]] = out[counted[0]].model_copy(update={"qty": out[counted[0]].qty + 1})
        return out
    if counted or len(changes) != 1 or len(out) != 1:
        return out
    return [changes[0].model_copy(update={"qty": had + 1})]  # "make it iced and add one more": two iced


def change_then_one_more(tokens: Sequence[str]) -> bool:
    """Whether the turn changes a line, then ends "and add another (one)", "plus another one", "and add
    one more" (not "another one but decaf", the repeat of `ordering.repeats`)."""
    return len(without_one_more(tokens)) < len(tokens)


def without_one_more(tokens: Sequence[str]) -> list[str]:
    """The words of a change before "and add another one" (all of them where the turn says no such thing)."""
    words = list(tokens)
    while words and words[-1] in _ENDS:
        words.pop()
    for tail in (("another", "n1"), ("another",), ("n1", "more")):
        if tuple(words[-len(tail):]) == tail:
            before = words[: -len(tail)]
            if len(before) > 2 and before[-1] in _ADDING and _CHANGING & set(before[:-1]):
                return before[:-2] if before[-2] == "and" else before[:-1]
    return list(tokens)


def _one_of_them(tokens: Sequence[str]) -> bool:
    return any(a == "n1" and b == "of" and c in _THEM
               for a, b, c in zip(tokens, tokens[1:], tokens[2:], strict=False))
