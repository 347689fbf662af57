"""'Do you have vanilla sweet cream?' of a cold brew asks, it changes nothing.

The model read the question as a change and put vanilla syrup in the cold brew; the customer's "ok add it"
then ended the order. Where the turn asks whether we have something ("do you have", "have you got", "do
you guys sell …") and says no more ("if so", "then", "please" and "add" ask for it too), and the model only
changed lines of the cart, the values it wrote are asked of the menu instead: "Yes, we have vanilla syrup
(+$0.50)." Where it only took values off ("actually do you have macadamia milk" of an oat latte: the milk
unset), the question is left for the words to name (`order_review.subjects_filled`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AskMenu, ChangeLine, Edit
from ordering.order_review import HAVE_LEADS

_HAVE = re.compile(
    HAVE_LEADS + r"(?:do|does)\s+(?:you|u|y'all)\s+(?:guys\s+)?"
    r"(?:have|got|sell|carry|offer|stock)\b|^\W*(?:have|got)\s+(?:you|u)\s+got\b", re.I)
_ALSO_ASKING = re.compile(r"\b(?:if\s+so|then|please|add|put|make|i'?ll|i\s+will|i'?d|can\s+i|get\s+me)\b",
                          re.I)


def have_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the values the model wrote as a change asked of the menu (see the module)."""
    if not text or len(text) > 100 or not _HAVE.search(text) or _ALSO_ASKING.search(text):
        return list(edits)
    if not edits or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    if all(e.unset and not e.model_dump(exclude={"op", "ref", "unset"}, exclude_defaults=True)
           for e in edits):
        return [AskMenu()]  # "actually do you have macadamia milk" of an oat latte: no milk taken off
    about: list[str] = []
    for edit in edits:
        about += [f"{group}:{getattr(edit, group)}" for group in ("size", "temp", "milk", "caffeine")
                  if getattr(edit, group) is not None]
        about += [f"addon:{name}" for name in edit.add_addons]
    if not about or any(e.drop or e.unset or e.qty is not None for e in edits):
        return list(edits)
    return [AskMenu(about=[a.partition(":")[2] for a in dict.fromkeys(about)])]
