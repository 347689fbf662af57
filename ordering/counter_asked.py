"""Questions the menu does not answer, answered plainly instead of "didn't catch": how big the sizes are
("how big is a large?": from the sizes' names, "large (20 oz)"), what the café itself answers ("are you
open tomorrow?", "can I get a refund?", "can I order for pickup at 3pm?", "do you deliver?", "do you have
a student discount?", "make it free": ask at the counter; prices come only from the menu), how much an
order may hold ("is there a limit?", "is there a limit on shots": the menu's limits), and what to choose
("what's your most popular drink?": the menu's sections).

The model knows none of these words: it wrote nothing ("Sorry, I didn't catch an order"), or took "a
refund" for a thing to order ("Sorry, we don't have a refund"). Where the turn asks one of these and the
model wrote nothing, a question of nothing, or an order of one thing the menu lacks, the reply answers it
(`replies.OUNCES`, `replies.AT_COUNTER`, the menu's sections) and the cart stays as it was. Asked beside
an order ("a latte please, and what's the wifi password?"), the order stands and the question is answered
after it; where the model wrote nothing of it ("a latte please and what time do you close"), the one item
ordered in plain words before the question is added.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish
from ordering.items_asked import ordered_before
from ordering.replies import COUNTER, LIMITS, OUNCES, SHOTS

_OUNCES = re.compile(
    r"""\bhow\s+(?:big|large|many\s+(?:oz|ounces))\s+(?:is|are)\s+(?:a|an|the|your)?\s*
        (?:short|small|medium|large|tall|grande|venti|sizes?|cups?)\b
    | \bwhat\s+size\s+is\s+(?:a|an|the)?\s*(?:short|small|medium|large|tall|grande|venti)\b
    | \bhow\s+(?:big|large)\s+are\s+(?:the|your)\s+(?:sizes|cups|drinks)\b
    | \b(?:ounces|oz)\s+(?:is|are|in)\s+(?:a|an|the|your)?\s*(?:short|small|medium|large|sizes?|cups?)\b""",
    re.I | re.X)
_COUNTER = re.compile(
    r"""\b(?:refunds?|receipts?|complaint|complain|manager|wi-?fi|wifi\s+password|password|bathroom|restroom|
        toilets?|parking|hiring|gift\s+cards?|loyalty|rewards?|address|refills?|high\s*chairs?|
        outlets?|charger|lost\s+and\s+found)\b
    | \b(?:are|r)\s+(?:you|u)\s+open\b | \bopening\s+hours\b | \bwhat\s+time\s+do\s+you\s+(?:open|close)\b
    | \bwhen\s+do\s+you\s+(?:open|close)\b | \bwhere\s+(?:are\s+you|is\s+the\s+(?:cafe|café|shop|store))\b
    | \b(?:your|the)\s+hours\b
    | \bpick\s*-?\s*up\s+(?:at|later|tomorrow|in\s+an?\b|around)|\b(?:deliver|delivery|doordash|uber\s*eats)\b
    | \b(?:schedule|pre-?order|order\s+ahead)\b
    | \b(?:discounts?|coupons?|vouchers?|promo(?:tion)?\s*codes?|promos?|specials|today'?s\s+special)\b
    | \b(?:make|get|have|give|let)\s+(?:it|that|this|them|mine|me\s+\w+|my\s+\w+)\s+(?:for\s+)?free\b
    | \bfor\s+free\b | \bon\s+the\s+house\b | \bfree\s+of\s+charge\b
    | \b(?:price|prices|cost|total)\s+(?:to|at|of)\s+(?:zero|\$?0(?:\.00)?|nothing|free)\b""",
    re.I | re.X)
# "is there a limit?", "how many can i order", "what's the maximum": the menu's limits of an order
_LIMITS = re.compile(
    r"""\bis\s+there\s+(?:a|any)\s+(?:limit|max(?:imum)?)\b
    | \bhow\s+many\s+(?:\w+\s+)?(?:can|may|could)\s+(?:i|we|you)\s+(?:order|get|have|buy|make)\b
    | \bwhat(?:'s|\s+is)\s+the\s+(?:max(?:imum)?|limit)\b | \b(?:order|quantity)\s+limits?\b""",
    re.I | re.X)
_SHOTS = re.compile(r"\b(?:shots?|pumps?|add-?ons?|extras|syrups?)\b", re.I)
_CHOOSING = re.compile(
    r"""\b(?:most\s+popular|best\s*sellers?|best[-\s]selling|what(?:'s|\s+is|\s+are)\s+(?:good|best)|
        (?:what|anything)\s+(?:do\s+you|would\s+you|can\s+you)\s+(?:recommend|suggest)|your\s+favou?rites?|
        what\s+should\s+i\s+(?:get|have|order|try)|
        (?:looking\s+for|in\s+the\s+mood\s+for|feel(?:ing)?\s+like|fancy|craving)\s+something)\b""",
    re.I | re.X)


def counter_asked(edits: Sequence[Edit], text: str, lacking: Sequence[str],
                  words: Sequence[str] = (), menu: Any = None) -> list[Edit]:
    """``edits``, or the answer to a question the menu does not answer (see the module's docstring)."""
    if not text or len(text) > 200:
        return list(edits)
    ordered = _ordered_before(words, menu) if _asked_beside(text) else None
    if ordered is not None and (_nothing(edits, lacking) or all(
            isinstance(e, AskMenu) and e.ref is None and e.about == [ordered.item] for e in edits)):
        # "a latte please and what time do you close": the model wrote nothing; "a mocha and is there
        # parking nearby": it asked of the mocha
        return [ordered, AskMenu(about=[COUNTER])]
    if _LIMITS.search(text) and _SHOTS.search(text) and (_nothing(edits, lacking) or all(
            isinstance(e, AskMenu) and e.ref is None for e in edits)):
        return [AskMenu(about=[LIMITS, SHOTS])]  # "is there a limit on shots": the model asked of the shot
    if _OUNCES.search(text) and (_nothing(edits, lacking) or all(_sized(e) for e in edits)):
        return [AskMenu(about=[OUNCES])]  # "how big is a large?" of a latte: the model made the latte large
    if not _nothing(edits, lacking):
        if _asked_beside(text) and not any(isinstance(e, AskMenu) and COUNTER in e.about for e in edits):
            return [*edits, AskMenu(about=[COUNTER])]  # "a latte please, and what's the wifi password"
        return list(edits)
    if _COUNTER.search(text):
        return [AskMenu(about=[COUNTER])]
    if _LIMITS.search(text):
        return [AskMenu(about=[LIMITS])]
    if _CHOOSING.search(text):
        return [AskMenu()]  # the menu's sections, to choose from
    return list(edits)


_QUESTION = re.compile(r"^\W*(?:and\s+|also\s+|oh\s+|btw\s+)*(?:what|what's|where|where's|how|is|are|do|does|"
                       r"can|could|when)\b", re.I)


def _asked_beside(text: str) -> bool:
    """Whether a part of the turn after its first is a question for the café's counter ("a latte please,
    and what's the wifi password?"), beside an order."""
    parts = re.split(r"[,.;!?]+|\band\b", text, flags=re.I)  # "a latte please and what time do you close"
    return any(_QUESTION.search(part) and _COUNTER.search(part) for part in parts[1:])


_ASKING = frozenset({"what", "what's", "where", "where's", "how", "when", "is", "are", "do", "does", "can",
                     "could"})


def _ordered_before(words: Sequence[str], menu: Any) -> AddLine | None:
    """The one line ordered before a question for the counter ("a large latte please, and what time do you
    close"; `items_asked.ordered_before`), else None."""
    asked = next((k for k in range(1, len(words)) if words[k] in _ASKING and words[k - 1] in ("and", ",", ".")
                  and any(w.startswith("item:") for w in words[:k])), None)
    ordered = ordered_before([], words[:asked], menu) if asked is not None else []
    return ordered[0] if ordered else None


def _nothing(edits: Sequence[Edit], lacking: Sequence[str]) -> bool:
    """Whether the model wrote nothing, a question of nothing (or of the café's things: "a high chair"), the
    order's end, or only orders of things the menu lacks (``lacking``: "a refund")."""
    return all(isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None and all(
        _COUNTER.search(a) for a in e.about)  # "do you have a high chair?": no thing of the menu
               or isinstance(e, AddLine) and e.item in lacking for e in edits)


def _sized(edit: Edit) -> bool:
    """Whether ``edit`` changes a line's size and nothing else (the model's reading of "a large")."""
    return isinstance(edit, ChangeLine) and edit.values_changed("unset", "notes") == {"size"}
