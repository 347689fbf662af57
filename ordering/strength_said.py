""""Make it stronger", "a bit stronger please": one more espresso shot in the drink; "a bit weaker": one
extra shot fewer, else a note; "too strong, make it 2" of a triple latte: two shots; "a bit sweeter": one
more pump of its one syrup, else a note.

The menu has no value "strong"; a café makes a drink stronger with another shot, as "an extra shot" asks.
The model wrote a stray note and the customer heard "didn't catch". Where the turn asks a drink stronger
and says nothing else of the menu, the line it names (by item, else the latest drink) gets one espresso
shot more than it has; of a drink that takes no shot (a tea), "stronger" is a note for the barista. A
question ("is it strong?") and a turn that orders or changes anything else are the model's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import ChangeLine, Edit, note_after, only_a_note

SHOT = "espresso shot"
_STRONGER = re.compile(r"\b(?:stronger|more\s+strong|extra\s+strong|strong(?:er)?\s+please)\b", re.I)
_ASKED = re.compile(r"\?|^\W*(?:is|are|does|do|how|what|which)\b", re.I)


def stronger_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one more espresso shot in the drink the turn asks stronger (see the module)."""
    ref = _drink_asked(_STRONGER, edits, text, words, cart, menu)
    if ref is None:
        return list(edits)
    line = cart.lines[ref - 1]
    if not menu.allows(line.item, "addon", SHOT):
        return [ChangeLine(ref=ref, notes="stronger")] if menu.kind(line.item) == "drink" else list(edits)
    return [ChangeLine(ref=ref, add_addons={SHOT: line.addons.get(SHOT, 0) + 1})]


_WEAKER = re.compile(r"\b(?:weaker|less\s+strong|not\s+(?:so|as|too)\s+strong|milder)\b", re.I)


def weaker_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the drink the turn asks weaker ("can you make it a bit weaker") with one espresso shot
    fewer where it has extra shots, else a note "weaker" for the barista; the model wrote nothing
    ("didn't catch")."""
    ref = _drink_asked(_WEAKER, edits, text, words, cart, menu)
    if ref is None or any(getattr(e, "notes", None) for e in edits):
        return list(edits)  # noted in the customer's words already ("not too strong")
    line = cart.lines[ref - 1]
    extra = line.addons.get(SHOT, 0)
    if extra > 1:
        return [ChangeLine(ref=ref, add_addons={SHOT: extra - 1})]
    if extra == 1:
        return [ChangeLine(ref=ref, drop=[SHOT])]
    return [ChangeLine(ref=ref, notes=note_after(line.notes, "weaker"))]


_SWEETER = re.compile(r"\b(?:sweeter|more\s+sweet|extra\s+sweet|sweeten\s+(?:it|that|this)(?:\s+up)?"
                      r"|(?<!not\s)sweetened"
                      r"|make\s+(?:it|that|this)\s+(?:a\s+(?:bit|little)\s+)?sweet)\b", re.I)
_SWEET_KINDS = frozenset({"syrup", "sauce", "sweetener"})


def sweeter_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the drink the turn asks sweeter ("can you make it a bit sweeter") with one more of its
    only syrup or sweetener, else a note "sweeter" for the barista ("sweetened please": a note
    "sweetened"); the model wrote nothing ("didn't catch")."""
    ref = _drink_asked(_SWEETER, edits, text, words, cart, menu)
    if ref is None:
        return list(edits)
    line = cart.lines[ref - 1]
    sweet = [n for n in line.addons if (o := menu.options.get(("addon", n))) and o.category in _SWEET_KINDS]
    sweetened = re.search(r"\bsweetened\b", text, re.I) is not None  # "sweetened please": so noted
    if len(sweet) == 1 and not sweetened:
        return [ChangeLine(ref=ref, add_addons={sweet[0]: line.addons[sweet[0]] + 1})]
    return [ChangeLine(ref=ref, notes=note_after(line.notes, "sweetened" if sweetened else _degree(
        text, "sweeter")))]


_DEGREE = re.compile(r"\b(?:a\s+(?:little|bit|touch|tad)(?:\s+bit)?|slightly|much|way|a\s+lot)\s+$", re.I)


def _degree(text: str, word: str) -> str:
    """``word`` with how much said right before it: "a little sweeter" ("sweeter" where none is)."""
    at = re.search(rf"\b{word}\b", text, re.I)
    said = _DEGREE.search(text[: at.start()]) if at else None
    return f"{said.group(0).strip().lower()} {word}" if said else word


# "make it a bit less milky", "creamier please": how the drink is made, for the barista
_TEXTURE = re.compile(r"\b(?:(?:a\s+(?:little|bit|touch|tad)(?:\s+bit)?|slightly|much|way|a\s+lot)\s+)?"
                      r"(?:(?:less|more)\s+(?:milky|creamy|foamy|frothy)|milkier|creamier|foamier|frothier)\b",
                      re.I)


def texture_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the drink the turn asks less milky, creamier or foamier with that noted for the barista
    in the customer's words ("a bit less milky"); the model's own note of it did not hold to the words and
    the customer heard "didn't catch"."""
    ref = _drink_asked(_TEXTURE, edits, text, words, cart, menu)
    if ref is None:
        return list(edits)
    said = _TEXTURE.search(text).group(0).lower()
    return [ChangeLine(ref=ref, notes=note_after(cart.lines[ref - 1].notes, said))]


def _drink_asked(asking: re.Pattern, edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                 menu: Any) -> int | None:
    """The line a turn that says ``asking`` ("stronger", "sweeter") and nothing else of the menu means:
    the one line of the item it names, else the latest drink; None for a question, a turn that orders or
    changes anything else, or no such line."""
    if menu is None or not cart.lines or not text or not asking.search(text) or _ASKED.search(text):
        return None
    if any(":" in w and not w.startswith("item:") for w in words) or not all(map(only_a_note, edits)):
        return None
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1) if (line.item in named if named else
                                                                menu.kind(line.item) == "drink")]
    if not refs or named and len(refs) > 1:
        return None
    return refs[-1]


_TOO_MUCH = re.compile(r"\btoo\s+(?:strong|many|much)\b", re.I)
_MADE = frozenset({"make", "change", "do", "just"})


def shots_recounted(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the shots of the latest drink with more than N set to N, where the turn says it is too
    strong (or has too many) and "make it N": "too strong, make it 2" of a triple latte, "that's too many,
    make it 3" of a quad americano. The model read N as the count of drinks (three quad americanos) or
    wrote a note."""
    if not cart.lines or not _TOO_MUCH.search(text) or _ASKED.search(text):
        return list(edits)
    counts = [number_value(w) for i, w in enumerate(words) if is_count(w) and i >= 2
              and words[i - 1] in ("it", "that", "them") and words[i - 2] in _MADE]
    if len(counts) != 1 or any(":" in w and not w.startswith("shots:") for w in words):
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if (line.shots or 0) > counts[0]]
    if not refs:
        return list(edits)
    ref = refs[-1]
    if any(not isinstance(e, ChangeLine) or e.ref != ref or not (only_a_note(e) or e.qty is not None)
           for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, shots=counts[0])]


# "sweetened with vanilla", "could you sweeten it with honey", "sweeten the tea up with stevia"
_SWEETENED_WITH = re.compile(r"""\bsweeten(?:ed)?\s+(?:up\s+)?
    (?:(?:it|them|that|this|mine|hers|his|both|(?:the|my|her|his)(?:\s+[\w-]+){1,2})\s+(?:up\s+)?)?with\b""",
                             re.I | re.X)
_SWEETENER = "sweetener"


def sweetened_with(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` less the menu's plain sweetener where the turn says what sweetens the drink ("sweetened
    with vanilla", "sweeten it with honey": the syrup, the honey, not it and a packet of sweetener;
    "sweetened" alone is the sweetener, as the words are read) and an edit adds that beside it."""
    if not _SWEETENED_WITH.search(text or ""):
        return list(edits)
    out = []
    for edit in edits:
        field = "add_addons" if isinstance(edit, ChangeLine) else "addons"
        addons = getattr(edit, field, None)
        if addons and _SWEETENER in addons and len(addons) > 1:
            edit = edit.model_copy(update={field: {n: c for n, c in addons.items() if n != _SWEETENER}})
        out.append(edit)
    return out
