""""A large latte with caramel and vanilla", then "half caramel half vanilla": one drink, two add-ons in
halves.

The model put both syrups on (or on again: "The latte has caramel syrup and vanilla syrup already"), and
the barista heard nothing of the halves. Where the turn says "half <add-on> half <add-on>" (an "and" or a
comma between them may be said) and one line of one unit gets both, that line has both and the note
"half caramel syrup, half vanilla syrup". A count of several is `halves_said`'s to split.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, note_once

_BETWEEN = frozenset({"and", ",", "&"})


def halves_of_one(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the halves said noted on the one line of one unit that gets both add-ons (see the
    module)."""
    pair = _halves(words)
    if pair is None:
        return list(edits)
    note = f"half {pair[0]}, half {pair[1]}"
    out = list(edits)
    for k, edit in enumerate(out):
        if isinstance(edit, AddLine) and edit.qty == 1 and set(pair) <= set(edit.addons):
            out[k] = edit.model_copy(update={"notes": note_once(edit.notes, note)})
            return out
        if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines) and edit.qty in (None, 1):
            line = cart.lines[edit.ref - 1]
            if line.qty == 1 and set(pair) <= set(line.addons) | set(edit.add_addons):
                added = {name: n for name, n in edit.add_addons.items() if name not in line.addons}
                out[k] = edit.model_copy(update={"add_addons": added,
                                                 "notes": note_once(edit.notes or line.notes, note)})
                return out
    return out


def _halves(words: Sequence[str]) -> tuple[str, str] | None:
    """The two add-ons of "half <add-on> half <add-on>" said in ``words``, or None."""
    for k in range(len(words) - 3):
        if words[k] != "half" or not words[k + 1].startswith("addon:"):
            continue
        j = k + 2
        while j < len(words) and words[j] in _BETWEEN:
            j += 1
        if words[j : j + 1] == ["half"] and words[j + 1 : j + 2] and words[j + 1].startswith("addon:"):
            first, second = unsymbol(words[k + 1])[1], unsymbol(words[j + 1])[1]
            return (first, second) if first != second else None
    return None
