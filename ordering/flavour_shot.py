""""A latte with a vanilla shot", "add a caramel shot": a shot of a syrup, not an espresso shot beside it.

The tagger reads "shot" as the espresso shot add-on, so "a vanilla shot" became vanilla syrup and an
extra espresso shot ($0.75 more, and a stronger drink than asked for). Where a flavour (a syrup or a
sauce) is said right before a bare "shot" ("extra shot", "espresso shot" and "shot of espresso" say the
espresso), the espresso shot the model put on the line beside that flavour comes off. So, of a milk said
as "a shot of cream" (`milk_shot`): the half and half, and no espresso shot.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.menu import FLAVOUR_KINDS

_SHOT = "espresso shot"
_ESPRESSO_SAID = re.compile(r"\bespresso\b|\bshots?\s+of\s+espresso\b", re.IGNORECASE)


def flavour_shot(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` without the espresso shot put beside a flavour said as "<flavour> shot" (see the module)."""
    flavours = {unsymbol(w)[1] for w, after in zip(words[:-1], words[1:], strict=True)
                if after == "addon:espresso_shot" and w.startswith("addon:")
                and menu is not None and menu.addon_kind(unsymbol(w)[1]) in FLAVOUR_KINDS}
    if not flavours or words.count("addon:espresso_shot") != 1 or _ESPRESSO_SAID.search(text or ""):
        return list(edits)
    return _shot_taken_off(edits, lambda edit, addons: bool(flavours & set(addons)))


def milk_shot(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits`` without the espresso shot put on a line with the milk said as "a shot of <milk>" ("an
    iced coffee with a shot of cream": a splash of half and half, not an espresso shot beside it)."""
    milks = {unsymbol(words[k + 2])[1] for k in range(len(words) - 2) if words[k] == "addon:espresso_shot"
             and words[k + 1] == "of" and words[k + 2].startswith("milk:")}
    if not milks or words.count("addon:espresso_shot") != 1 or _ESPRESSO_SAID.search(text or ""):
        return list(edits)
    return _shot_taken_off(edits, lambda edit, addons: edit.milk in milks)


def _shot_taken_off(edits: Sequence[Edit], said_of: Callable[[Any, dict[str, int]], bool]) -> list[Edit]:
    """``edits`` with the espresso shot off each added or changed line ``said_of`` holds (given the edit
    and its add-ons)."""
    out: list[Edit] = []
    for edit in edits:
        field = ("addons" if isinstance(edit, AddLine)
                 else "add_addons" if isinstance(edit, ChangeLine) else "")
        addons = getattr(edit, field) if field else {}
        if _SHOT in addons and said_of(edit, addons):
            edit = edit.model_copy(update={field: {n: c for n, c in addons.items() if n != _SHOT}})
        out.append(edit)
    return out
