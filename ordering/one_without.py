""""And one without": one more of the last line, without what it was ordered with.

"A hot chocolate with whipped cream", then "and one without": a second hot chocolate, no whipped cream.
"Two coffees with cream", then "one without": one of the two without the cream. The model, which learned
"without" before a value, read the bare word as nothing it could write: it removed the line, or took the
value off the line there was, or recounted it ("didn't catch", "Removed the hot chocolate").

The words are read alone: an opening ("and", "plus", "also") or "another" asks for one more; "one" alone
of a line of several asks for one of them. The values said after "without" ("and one without the
vanilla") are the ones the copy lacks; said bare, the copy lacks the line's milk, add-ons and a note of
what it came with. Only where the model wrote nothing but changes of the last line, or the same item again.
"With nothing (on it)" and a bare "plain" ("and one plain") say it as "without" does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, Finish, RemoveLine

_MORE = frozenset({"and", "plus", "also", "another"})
_ONE = frozenset({"n1", "one"})
_AROUND = frozenset({"the", "any", "it", "them", "that", "those", "please", "thanks", ",", ".", "!"})


def one_without(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one more unit of the last line (or one of its units split off) without the values
    said, or without what it came with (see the module)."""
    words = _said_without(words)
    if not cart.lines or "without" not in words:
        return list(edits)
    at = words.index("without")
    head, tail = list(words[:at]), [w for w in words[at + 1 :] if w not in _AROUND]
    more = bool(_MORE.intersection(head))
    if not head or head[-1] not in _ONE | {"another"} or any(w not in _MORE | _ONE for w in head):
        return list(edits)
    if any(":" not in w or unsymbol(w)[0] not in (*SINGLE_GROUPS, "addon") for w in tail):
        return list(edits)
    last = cart.lines[-1]
    if not more and last.qty < 2 or not _models_guess(edits, last, len(cart.lines)):
        return list(edits)
    copy = _without(last, tail)
    if copy is None:
        return list(edits)
    split = [] if more else [ChangeLine(ref=len(cart.lines), qty=last.qty - 1)]
    return [*split, copy]


_PLAIN = frozenset({"plain"})
_ON_IT = frozenset({"on", "in"})


def _said_without(words: Sequence[str]) -> list[str]:
    """The words with "with nothing (on it)" and a bare "plain" after the one asked said as "without": "and
    one with nothing on it", "and another with nothing", "and one plain"."""
    out = list(words)
    for k in range(len(out) - 1):
        if out[k : k + 2] == ["with", "nothing"]:
            return [*out[:k], "without", *[w for w in out[k + 2 :] if w not in _ON_IT]]
    for k in range(1, len(out)):
        if out[k] in _PLAIN and out[k - 1] in _ONE | {"another"} and all(w in _AROUND for w in out[k + 1 :]):
            return [*out[:k], "without", *out[k + 1 :]]
    return out


def _models_guess(edits: Sequence[Edit], last: Any, ref: int) -> bool:
    """Whether the model wrote only changes or the removal of the last line, the order's end, or the
    last line's item again."""
    return all(isinstance(e, ChangeLine | RemoveLine) and e.ref == ref or isinstance(e, Finish)
               or isinstance(e, AddLine) and e.item == last.item for e in edits)


def _without(line: Any, said: Sequence[str]) -> AddLine | None:
    """One unit of ``line`` less the values ``said`` (less its milk, add-ons and a "with …" note when none
    is said), or None where it has none of them."""
    values = line.model_dump(exclude={"id", "qty", "who"})
    if not said:
        noted = bool(line.notes) and line.notes.startswith("with ")
        if line.milk is None and not line.addons and not noted:
            return None
        return AddLine(**{**values, "milk": None, "addons": {}, "notes": None if noted else line.notes})
    for word in said:
        group, name = unsymbol(word)
        if group == "addon":
            if name not in line.addons:
                return None
            values["addons"] = {k: n for k, n in values["addons"].items() if k != name}
        elif values.get(group) != name:
            return None
        else:
            values[group] = None
    return AddLine(**values)


_ONE_SAID = r"(?:n1|the\s+other(?:\s+n1)?)"
_DECAF_SECOND = re.compile(rf"\bn1\s+(?:with\s+caffeine|caffeinated|regular)\s+(?:,\s+)?(?:and\s+)?"
                           rf"{_ONE_SAID}\s+(?:without|not|no)(?:\s+caffeine)?(?:\s+(?:please|thanks|[.!]))*$")
_DECAF_FIRST = re.compile(rf"\bn1\s+(?:without|no)\s+caffeine\s+(?:,\s+)?(?:and\s+)?{_ONE_SAID}\s+"
                          r"(?:with(?:\s+caffeine)?|caffeinated|regular)(?:\s+(?:please|thanks|[.!]))*$")


def one_without_caffeine(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with one of two units of a drink decaf where the turn ends "one with caffeine and one
    without" ("two mochas, one with caffeine and one without"; "one without caffeine, the other with"):
    the model, which has "decaf" but no word for caffeine said with "with" and "without", wrote two alike.
    Only where the model added two units of one drink, neither of them decaf, and the drink comes decaf."""
    said = " ".join(words)
    second, first = _DECAF_SECOND.search(said), _DECAF_FIRST.search(said)
    adds = [e for e in edits if isinstance(e, AddLine)]
    if not (second or first) or menu is None or len(adds) != len(edits) or not adds:
        return list(edits)
    if len({a.item for a in adds}) != 1 or sum(a.qty for a in adds) != 2 or any(a.caffeine for a in adds):
        return list(edits)
    if not menu.allows(adds[0].item, "caffeine", "decaf"):
        return list(edits)
    units = adds if len(adds) == 2 else [adds[0].model_copy(update={"qty": 1})] * 2
    k = 1 if second else 0
    return [u.model_copy(update={"caffeine": "decaf"}) if n == k else u for n, u in enumerate(units)]
