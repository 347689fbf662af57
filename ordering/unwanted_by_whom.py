"""A person's lines taken back by who they are for: "Tom doesn't want his anymore", "my wife doesn't want
hers", "Jen doesn't need anything after all".

The model read no item and wrote a stray note ("didn't catch"), or read "that's all". Where the turn is
only "<person> doesn't (does not, no longer) want / need" and "his", "hers", "theirs", "it", "that",
"anything" or "one", and the person is who lines of the order are for, those lines come off.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import Edit, Finish, RemoveLine, only_a_note

_NOT = (("doesn't",), ("does", "not"), ("don't",), ("do", "not"), ("no", "longer"))
_WANT = frozenset({"want", "wants", "need", "needs"})
_LEADS = frozenset({"and", "oh", "actually", "so", "um", "uh", "wait", "sorry", "oops", "well", "hmm", "ok",
                    "okay", "also", "but", ","})
_THEIRS = frozenset({"his", "hers", "theirs", "it", "that", "anything", "one", "their", "her", "drink"})
_AFTER = frozenset({"anymore", "now", "then", "after", "all", "actually", "either", ",", ".", "!", "please",
                    "thanks", "any", "more", "one", "drink", "order"})


def unwanted_by_whom(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` as the removal of the lines of the person who no longer wants theirs (see the module)."""
    if not all(only_a_note(e) or isinstance(e, RemoveLine | Finish) for e in edits):  # Finish: "anything"
        return list(edits)
    at = next(((k, len(n)) for k in range(1, len(words)) for n in _NOT if tuple(words[k : k + len(n)]) == n),
              None)
    if at is None:
        return list(edits)
    k, n = at
    lead = next((j for j in range(k) if words[j] not in _LEADS), k)  # "actually lee doesn't want anything"
    who = " ".join(words[lead:k])
    rest = words[k + n :]
    if not rest or rest[0] not in _WANT or len(rest) < 2 or rest[1] not in _THEIRS or not set(
            rest[2:]) <= _AFTER:
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if (line.who or "").lower() == who]
    if not refs:
        return list(edits)
    return [RemoveLine(ref=r) for r in refs]
