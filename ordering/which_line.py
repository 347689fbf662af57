"""A line asked off by a kind the cart holds two of ("remove the muffin" of a blueberry and a lemon poppyseed
muffin): nothing is removed, and the reply asks which.

The menu reads a bare "muffin" as its house muffin, which the cart lacks; the grounding then lets the
model point anywhere, and it removed the latte that the same turn made iced. The words do not say which
muffin, so no line goes: a line the customer did not name is never removed. The question (an ``ask``
whose first subject is ``WHICH`` and the kind, then the lines' items) is said back as "Which muffin — the
blueberry muffin or the lemon poppyseed muffin?", and the rest of the turn still applies.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import WHICH, AskMenu, Edit, RemoveLine
from ordering.menu import KIND_CATEGORIES
from ordering.named_lines import made_but_unwritten, removing

_CUES = frozenset({"make", "change", "have", "turn", "get", "add", "put"})  # a word that ends a removal


def removal_targets(tokens: Sequence[str]) -> list[tuple[int, str]]:
    """The (position, item) of each item the words ask off: "remove the muffin and the latte" both, "remove
    the muffin and make the latte iced" the muffin alone (the nearest cue before an item decides)."""
    out, asking = [], False
    for at, tok in enumerate(tokens):
        if removing(tokens, at):
            asking = True
        elif tok in _CUES:
            asking = False
        elif asking and tok.startswith("item:"):
            out.append((at, unsymbol(tok)[1]))
    return out


def _kin(item: str, cart: Any) -> list[str]:
    """The cart's items of the kind ``item`` names by its last word, where the cart has no line of ``item``
    itself and two or more items of its kind ("muffin": the blueberry and the lemon poppyseed muffin)."""
    if any(line.item == item for line in cart.lines):
        return []
    kin = list(dict.fromkeys(line.item for line in cart.lines if line.item.split()[-1] == item.split()[-1]))
    return kin if len(kin) >= 2 else []


def which_asked(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, text: str = "",
                menu: Any = None) -> list[Edit]:
    """``edits`` less the lines removed that the words do not name, with a question of which line is meant,
    where a removal names a kind the cart holds two or more items of (see the module); a change said beside
    it that the model left unwritten ("and make the latte iced") is written. The kind said in the plural
    ("remove the muffins", "cancel both croissants") removes every line of it, and asks nothing."""
    targets = removal_targets(tokens)
    every = [lines for _, item in targets if (lines := _every_one_said(item, text, cart, menu))]
    if len(targets) == 1 and len(every) == 1:  # "remove the muffins": every muffin
        return [*(e for e in edits if not isinstance(e, RemoveLine) or e.ref not in every[0]),
                *(RemoveLine(ref=r) for r in every[0])]
    asked = [(item, kin) for _, item in targets if (kin := _kin(item, cart))]
    if len(asked) != 1:
        return list(edits)
    named = {item for _, item in targets}
    out = [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)
                                    and cart.lines[e.ref - 1].item not in named)]
    item, kin = asked[0]
    out = made_but_unwritten(out, tokens, cart)
    lines = [r for r, line in enumerate(cart.lines, start=1) if line.item in kin]
    return [*out, AskMenu(about=[f"{WHICH}{item.split()[-1]}", *kin], lines=lines,
                          then=RemoveLine(ref=lines[0]))]  # the answer removes the one it picks


def _every_one_said(item: str, text: str, cart: Any, menu: Any) -> list[int]:
    """The cart's lines of the food or tea kind ``item`` names, where the turn says that kind in the plural
    after "the", "my", "both" or "all" ("the muffins", "both croissants") and counts none of them ("one of
    the muffins"), and the cart has two or more such lines; [] otherwise ("the lattes" of a latte and a chai
    latte is the model's)."""
    kind = item.split()[-1]
    if menu is None or item not in menu.items or menu.item(item).category not in KIND_CATEGORIES:
        return []
    if not re.search(rf"\b(?:the|my|both|all)\s+(?:\w+\s+)?{re.escape(kind)}e?s\b", text or "", re.I) or (
            re.search(r"\b(?:one|two|three|\d+)\s+of\b", text or "", re.I)):
        return []
    lines = [r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] == kind]
    return lines if len(lines) >= 2 else []


def which_question(about: Sequence[str], menu: Any) -> str:
    """The question of an ``ask`` that ``which_asked`` wrote: "Which muffin — the blueberry muffin or the
    lemon poppyseed muffin?" ("" when ``about`` holds no such question)."""
    at = next((k for k, a in enumerate(about) if a.startswith(WHICH)), None)
    if at is None:
        return ""
    names = [menu.item(a).display if a in menu.items else a for a in about[at + 1:] if ":" not in a]
    if len(names) < 2:
        return ""
    listed = ", the ".join(names[:-1]) + f" or the {names[-1]}"
    return f"Which {about[at][len(WHICH):]} — the {listed}?"
