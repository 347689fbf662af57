""""Can I get a latte, and what pastries do you have?": one item ordered, then a kind asked of.

The model kept one half: the latte added and the pastries never listed, the pastries listed and no
latte, or "Yes, we have the latte". Where the turn names items of the menu (once each) before a question
"what / which <kind> do you have" (or "… you got", "… you sell"), and the model wrote nothing but a line
of one of each and questions, each item is added (one item with the values said before the question) and
the kind is asked: "Added a latte ($4.75). Our bakery: …".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, Edit
from ordering.replies import subjects_asked
from ordering.turn_words import line_of_values, units_said_of

_ASKED = re.compile(r"\b(?:what|which)\s+(?:kinds?\s+of\s+|types?\s+of\s+|sorts?\s+of\s+)?"
                    r"[a-z]+(?:\s+[a-z]+)?\s+(?:do|can)\s+(?:you|u|ya)\s+(?:have|got|sell|carry|offer|do)\b",
                    re.I)
_QUESTION = frozenset({"what", "which"})


def ordered_and_asked(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits``, or the one item ordered before a question of a kind added and the kind asked (see the
    module)."""
    asked = _ASKED.search(text or "")
    if menu is None or asked is None or asked.start() == 0:
        return list(edits)
    subjects = subjects_asked(asked.group(0))
    at = next((k for k, w in enumerate(words) if w in _QUESTION), None)
    if not subjects or not at:
        return list(edits)
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words[:at] if w.startswith("item:")))
    # "what muffins do you have": the kind said by a word of the house muffin's, no item ordered
    if not items or any(w.startswith("item:") for w in words[at + 4 :]) or any(
            item not in menu.items or sum(w == f"item:{item.replace(' ', '_')}" for w in words) != 1
            for item in items):
        return list(edits)
    if any(not isinstance(e, AddLine | AskMenu) or isinstance(e, AddLine) and e.item not in items
           or isinstance(e, AskMenu) and (e.ref is not None or e.lines) for e in edits):
        return list(edits)
    added = {e.item: e for e in edits if isinstance(e, AddLine)}
    values = [w for w in words[:at] if ":" in w and not w.startswith("item:")] if len(items) == 1 else []
    lines = [added[item].model_copy(update={"qty": units_said_of(words[:at], item)}) if item in added
             else line_of_values(item, values, units_said_of(words[:at], item)) for item in items]
    return [*lines, AskMenu(about=subjects)]
