""""A latte", then "and one with oat milk": a second latte, with oat milk.

The model read "and one with …" after a line of one as a change of that line ("Changed the latte to oat
milk"), and the customer's first latte was gone; "a bagel with butter", then "and one with cream cheese",
made one bagel with butter and cream cheese. Where the turn is only an opening ("and", "plus", "also") and
"one", then values ("with oat milk", "warmed"), and the cart's last line is of one unit, the turn orders
one more of that line's item with the values the model's change of the line gives: its size, temperature,
caffeine, shots, preparations and removals kept, a milk or add-ons said taking the place of its own ("and
one with caramel" of a vanilla latte is a caramel latte), its note left. Only where the model wrote one
change of the last line, and nothing else. "And one sugar", "and one pump of vanilla", "and one extra shot"
are the line's: the "one" counts a sweetener, a shot or a measure said right after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_OPENING = frozenset({"and", "plus", "also"})
_ONE = frozenset({"n1", "one"})
_AROUND = frozenset({"with", "please", "too", "as", "well", "thanks", ",", ".", "!", "but",
                     "a", "splash", "dash", "touch", "little", "bit", "of"})  # "with a splash of oat milk"


def another_with(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any = None) -> list[Edit]:
    """``edits``, or one more of the last line's item with the values said (see the module)."""
    if not cart.lines or len(words) < 3 or words[0] not in _OPENING or words[1] not in _ONE:
        return list(edits)
    if _counts_an_add_on(words[2], menu):  # "and one sugar", "and one extra shot": of the line
        return list(edits)
    said = [w for w in words[2:] if w not in _AROUND]
    if not said or any(":" not in w or unsymbol(w)[0] not in (*SINGLE_GROUPS, "addon", "prep") for w in said):
        return list(edits)
    ref, last = len(cart.lines), cart.lines[-1]
    if last.qty != 1 or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or edits[0].ref != ref:
        return list(edits)
    change = edits[0]
    if change.qty not in (None, 1) or change.drop or change.unset or change.who or not change.values_changed(
            "qty", "notes"):
        return list(edits)
    values = last.model_dump(exclude={"id", "qty", "who", "notes"})
    values.update({g: getattr(change, g) for g in SINGLE_GROUPS if getattr(change, g) is not None})
    values["preps"] = [*values["preps"], *(p for p in change.preps if p not in values["preps"])]
    if change.add_addons:
        values["addons"] = dict(change.add_addons)
    return [AddLine(**values)]


# add-ons taken by the unit, so that "one" said right before them counts them: "one sugar", "one splenda"
_BY_THE_UNIT = frozenset({"sweetener", "extra"})
_MEASURES = frozenset({"pump", "pumps", "shot", "shots", "packet", "packets", "spoon", "spoonful", "added",
                       "extra", "more", "scoop", "splash", "dash", "drizzle"})


def _counts_an_add_on(word: str, menu: Any) -> bool:
    """Whether ``word``, said right after "one", is what that one counts: a measure ("one pump of
    vanilla") or an add-on taken by the unit ("one sugar", "one splenda"), not a value of another unit."""
    if word in _MEASURES:
        return True
    if menu is None or not word.startswith("addon:"):
        return False
    return menu.addon_kind(unsymbol(word)[1]) in _BY_THE_UNIT
