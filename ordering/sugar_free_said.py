"""'A vanilla latte', then 'oh, sugar free vanilla please': the sugar-free syrup in the place of its own
sugared one, not beside it.

The model put the sugar-free vanilla on the line beside the vanilla it had, and the barista made a latte
with two syrups, one of them the sugar the customer was avoiding. A syrup added to a line that has the
same syrup sugared (or the other way round: "regular vanilla") now takes its place, unless the turn says
both ("vanilla and sugar free vanilla", "both", "too", "also", "half").

"Make the vanilla sugar free" and "a vanilla latte, sugar free" kept the vanilla and noted "sugar free"
(`free_of`): where the menu has the syrup sugar-free, it is that syrup now, and no note (`sugar_freed`).

"What do you have without sugar?", "i'm diabetic" are answered with the sugar-free syrups and the sweeteners
made without sugar (`sugar_free_asked`; "Yes, we have sugar." before).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, only_a_note
from ordering.replies import NO_SUGAR

_FREE = "sugar-free "
_BOTH = frozenset({"both", "too", "also", "half", "plus", "extra", "more", "another"})


def sugar_free_swapped(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with each syrup added beside the line's own of the other kind, sugared or sugar-free,
    taking its place (see the module)."""
    if _BOTH.intersection(words):
        return list(edits)
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines):
            continue
        line = cart.lines[edit.ref - 1]
        gone = [_counterpart(name) for name in edit.add_addons if _counterpart(name) in line.addons
                and _counterpart(name) not in edit.add_addons and _counterpart(name) not in edit.drop]
        if gone:
            out[k] = edit.model_copy(update={"drop": [*edit.drop, *gone]})
    return out


def _counterpart(name: str) -> str:
    """The syrup of the same flavour the other way: sugar-free for sugared, sugared for sugar-free."""
    return name.removeprefix(_FREE) if name.startswith(_FREE) else _FREE + name


_SAID_FREE = "sugar free"  # the note `free_of` keeps of "sugar free"


def sugar_freed(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the syrup of a line noted "sugar free" made the menu's sugar-free one (see the
    module)."""
    if not any(a == "addon:sugar" and b == "free" for a, b in zip(words, words[1:], strict=False)):
        return list(edits)
    out = list(edits)
    for k, edit in enumerate(out):
        if getattr(edit, "notes", None) != _SAID_FREE:
            continue
        if isinstance(edit, AddLine):
            item, has = edit.item, dict(edit.addons)
        elif isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
            line = cart.lines[edit.ref - 1]
            item, has = line.item, {**edit.add_addons, **line.addons}  # the count the line has
        else:
            continue
        sugared = [n for n in has if not n.startswith(_FREE) and menu.allows(item, "addon", _counterpart(n))]
        if len(sugared) != 1:
            continue
        name = sugared[0]
        if isinstance(edit, AddLine):
            addons = {(_counterpart(n) if n == name else n): c for n, c in edit.addons.items()}
            out[k] = edit.model_copy(update={"addons": addons, "notes": None})
        else:
            added = {n: c for n, c in edit.add_addons.items() if n != name}
            out[k] = edit.model_copy(update={"add_addons": {**added, _counterpart(name): has[name]},
                                             "drop": [*edit.drop, name] if name in line.addons else edit.drop,
                                             "notes": None})
    return out


# "what do you have without sugar?", "anything sugar free", "i'm diabetic": what the menu has without sugar
_NO_SUGAR_ASKED = re.compile(
    r"\b(?:without\s+(?:any\s+)?sugar|no\s+sugar|sugar[- ]?free|sugarless|low[- ]sugar|unsweetened|"
    r"diabetic|diabetics|diabetes|(?:can'?t|cannot|don'?t)\s+(?:have|eat|drink)\s+sugar)\b", re.I)
_SYRUP = re.compile(r"\bsyrups?\b", re.I)
_ASKING = re.compile(r"\b(?:what|anything|any|something|options?|choices?|do\s+you\s+have|got|i'?m|i\s+am)\b",
                     re.I)


def sugar_free_asked(edits: Sequence[Edit], text: str, words: Sequence[str], lacking: Sequence[str]
                     ) -> list[Edit]:
    """``edits``, or the menu's sugar-free syrups and sweeteners made without sugar (`replies.NO_SUGAR`) where
    the turn asks what it has without sugar, or says the customer is diabetic, names no item, and the model
    wrote a question of sugar or nothing ("Yes, we have sugar.", "Sorry, we don't have sugar free
    options", "didn't catch"). An order or a change ("no sugar please" of a coffee) is the model's."""
    if not text or len(text) > 160 or not _NO_SUGAR_ASKED.search(text) or not _ASKING.search(text) or (
            _SYRUP.search(text)):  # "any sugar free syrups?": the syrup's answer
        return list(edits)
    if any(w.startswith("item:") for w in words):
        return list(edits)
    if not all(isinstance(e, AskMenu) and e.ref is None or isinstance(e, Finish) or only_a_note(e)
               or isinstance(e, AddLine) and e.item in lacking for e in edits):
        return list(edits)
    return [AskMenu(about=[NO_SUGAR])]
