""""Never mind the decaf", "forget the large", "scratch the half caf" said of a drink ordered so: the value
goes back to the drink's usual, and the drink stays.

The model read "never mind the …" as the line taken back and removed the decaf latte. Where the turn names
no item and takes back one choice of caffeine, size or temperature said after "the", the one line of the
cart that holds it (the last such where several do, the one just ordered) has it unset, in place of the
model's removal of that line or its note. Milk is `milk_taken_off`'s ("never mind the oat").

"Actually regular is fine" right after a decaf latte is ordered takes the decaf back the same way (the
model wrote nothing; the customer heard "nothing has changed").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine, only_a_note

_FORGETTING = (("never", "mind"), ("nevermind",), ("forget",), ("scratch",), ("skip",))
_GROUPS = ("caffeine", "size", "temp")
_AFTER = frozenset({"", ",", ".", "!", "please", "thanks", "then", "actually", "after", "all", "part"})


def value_forgotten(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the value taken back unset on the line that has it (see the module)."""
    said = _forgotten(tokens)
    if said is None or not cart.lines or any(t.startswith("item:") for t in tokens):
        return list(edits)
    group, name = said
    holders = [r for r, line in enumerate(cart.lines, start=1) if str(getattr(line, group)) == name]
    if not holders:
        return list(edits)
    ref = holders[-1]
    if not all(only_a_note(e) or isinstance(e, RemoveLine) and e.ref == ref for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, unset=[group])]


def _forgotten(tokens: Sequence[str]) -> tuple[str, str] | None:
    """(group, value) of "never mind the <value>" said with nothing else after it, or None."""
    for i, tok in enumerate(tokens):
        if ":" not in tok or unsymbol(tok)[0] not in _GROUPS or i < 2 or tokens[i - 1] != "the":
            continue
        before = tuple(tokens[:i - 1])
        said = any(before[-len(words):] == words for words in _FORGETTING)
        if said and set(tokens[i + 1 :]) <= _AFTER:
            return unsymbol(tok)
    return None


_REGULAR_FINE = re.compile(
    r"^\W*(?:(?:oh|ah|um|uh|ok|okay|actually|no|wait|sorry)\W+)*(?:just\s+)?(?:regular|normal)"
    r"(?:\s+is|'s|’s|\s+will\s+be|\s+works)\s+(?:fine|good|ok|okay)(?:\W+(?:then|thanks|thank\s+you))?\W*$",
    re.I)


def regular_said_fine(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the caffeine (else the milk) of the line just ordered back to its usual, where the turn
    says "actually regular is fine" of a decaf latte and the last turn had nothing refused (after "we don't
    have an everything bagel", "regular is fine" changes nothing: `change_asked.never_minded`)."""
    if not _REGULAR_FINE.match(text or "") or cart.lacked or not cart.added:
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.id in cart.added]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    group = next((g for g in ("caffeine", "milk") if getattr(line, g) is not None), None)
    return [ChangeLine(ref=refs[0], unset=[group])] if group else list(edits)
