""""Make it hotter", "can you warm it up a bit more", "not so hot please": a drink's temperature said
relative to what it is. The menu has "extra hot" and "warm" (not too hot) as temperatures, but the model
knows them only by their names and aliases; "hotter" was a stray note or nothing, and the customer heard
"didn't catch". Where the turn asks a drink hotter it becomes extra hot; asked cooler or less hot, warm.
The drink is the one the turn names, else the one the model wrote of, else the cart's last line
(`size_stepped.line_meant`); "hotter" of a croissant ordered after the latte is the latte's, while "warm it
up" of it is the croissant's, and so is "heat up the croissant and make the latte a large" where the model
warmed the croissant. "Hotter" of an iced drink makes it hot; a drink served only cold (a cold brew)
is refused by the menu with its reason. A turn that says a temperature of its own, or that orders or removes
something, is left as the model read it; food is left to `food_warmed` ("warm the muffin up": warmed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.size_stepped import line_meant

_HOTTER = re.compile(r"\b(?:hotter|warmer|more\s+heat"
                     r"|(?:is|it's|its|was)\s+(?:not\s+hot|too\s+cold|lukewarm))\b", re.I)
_HEATED = re.compile(r"\b(?:heat|warm)(?:ed)?\s+(?:(?:it|that|this|the\s+\w+)\s+)?up\b", re.I)  # of food too
_COOLER = re.compile(r"\b(?:cooler|less\s+hot|not\s+(?:so|as|that|very)\s+hot|(?:is|it's|its|was)\s+too\s+hot"
                     r"|too\s+hot\s+for)\b", re.I)
_NOT_A_CHANGE = re.compile(r"\b(?:is|are)\s+(?:it|the\s+\w+)\s+(?:hot|warm)\b", re.I)  # "is it hot?"


def warmth_said(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any,
                lacking: Sequence[str] = ()) -> list[Edit]:
    """``edits``, or the drink made extra hot or warm where the turn asks it hotter or cooler and says no
    temperature of its own (see the module's docstring); "warmed up" of a thing we lack (``lacking``: "and
    a cheese danish warmed up") is that thing's, not a drink's."""
    if menu is None or not cart.lines or not text or len(text) > 120 or _NOT_A_CHANGE.search(text):
        return list(edits)
    heated = bool(_HEATED.search(text))
    hotter, cooler = bool(_HOTTER.search(text)) or heated, bool(_COOLER.search(text))
    hot = ("hot", "extra hot") if cooler else ()  # "not so hot", "too hot": no temperature of its own
    if hotter == cooler or any(w.startswith("temp:") and unsymbol(w)[1] not in hot for w in words):
        return list(edits)
    if any(not isinstance(e, ChangeLine) or e.temp not in (None, *hot) for e in edits):
        return list(edits)  # an order, a removal, a temperature of the model's own
    if heated and not _HOTTER.search(text) and (lacking or any("warmed" in e.preps for e in edits)):
        return list(edits)  # "heat up the croissant and make the latte a large": the croissant warmed
    ref = line_meant(edits, words, cart)
    if ref is None or menu.kind(cart.lines[ref - 1].item) != "drink":
        drinks = [r for r, line in enumerate(cart.lines, start=1) if menu.kind(line.item) == "drink"]
        if ref is not None and (heated or any(w.startswith("item:") for w in words)) or not drinks:
            return list(edits)  # "warm it up" of a muffin: the food's (`food_warmed`), not a drink's
        ref = drinks[-1]
    line = cart.lines[ref - 1]
    temp = ("hot" if line.temp == "iced" else "extra hot") if hotter else "warm"
    if line.temp == "iced" and cooler:
        return list(edits)
    said = [e for e in edits if isinstance(e, ChangeLine) and e.ref == ref and e.model_dump(
        exclude={"op", "ref", "notes"}, exclude_defaults=True)]  # "hotter and a size up": both kept
    if len(said) == 1:
        return [e.model_copy(update={"temp": temp}) if e is said[0] else e for e in edits
                if e is said[0] or not isinstance(e, ChangeLine) or e.ref != ref]
    return [ChangeLine(ref=ref, temp=temp)]
