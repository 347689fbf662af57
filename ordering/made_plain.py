""""Make it plain" of a line with add-ons: the add-ons come off. "A bagel with cream cheese", then "make it
plain"; "a vanilla latte", then "actually just plain please"; "an everything bagel with cream cheese" (we have
the plain one), then "sorry, make the bagel plain".

The menu has no value "plain", so the model wrote a note, an unset of a value the line lacks, or nothing,
and the customer heard "didn't catch". Where the turn's words, less the words that frame a change, are
"plain" and the words of the line's item (or of its kind), that line, or the latest line where none is
named, loses its add-ons; its size, milk, temperature and preparations stay. A line with no add-ons, or a
turn that says anything else, is left to the model and the other readings ("a plain muffin" is a kind).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit, only_a_note
from ordering.named_lines import lines_named
from ordering.turn_words import FRAMING_WORDS

_FRAME = FRAMING_WORDS | {"get", "keep", "leave", "do", "would", "instead"}


def made_plain(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the add-ons of the line the turn asks plain taken off (see the module)."""
    if not cart.lines or not all(_changes_nothing(e, cart) for e in edits):
        return list(edits)
    said = [w for w in re.findall(r"[a-z][a-z']*", (text or "").lower()) if w not in _FRAME]
    if "plain" not in said:
        return list(edits)
    named = {unsymbol(t)[1] for t in words if t.startswith("item:")}
    if len(named) > 1:
        return list(edits)
    refs = lines_named(next(iter(named)), cart) if named else [len(cart.lines)]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    item_words = set(line.item.split()) | {w for item in named for w in item.split()}
    if any(w != "plain" and w not in item_words and w.removesuffix("s") not in item_words for w in said):
        return list(edits)
    return [ChangeLine(ref=refs[0], drop=list(line.addons))] if line.addons else list(edits)


def _changes_nothing(edit: Edit, cart: Any) -> bool:
    """Whether ``edit`` is a note only, or an unset of values its line does not have ("set L1 unset:temp")."""
    if only_a_note(edit):
        return True
    if not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines) or not edit.unset:
        return False
    line = cart.lines[edit.ref - 1]
    return (not edit.values_changed("unset", "notes")
            and all(getattr(line, group, None) is None for group in edit.unset))
