""""A tea latte": which one, the chai or the matcha latte; not a latte.

The menu's tea lattes are the chai latte and the matcha latte (their section, "chai and matcha"); "tea"
said right before "latte" names that section, but the model added a plain latte (espresso, no tea), and a
question ("what tea lattes do you have") was answered with the latte's prices (read again once the
question's subjects are filled in). The turn asks which tea
latte, with the count said ("two tea lattes": which two), and the answer ("chai please") adds it, as "a
tea please" asks which tea (`replies._CATEGORY_WORDS`), keeping the values said ("a small tea latte":
a small chai latte). Where the turn names the one it means ("a tea latte, the chai one"), that one is added
and nothing asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import symbol
from ordering.edits import COUNT, AddLine, AskMenu, Edit

_SECTION = "tea latte"
_TEA_LATTES = frozenset({"chai latte", "matcha latte"})  # the section's items


_KEPT = ("size", "temp", "milk", "caffeine")


def tea_latte_asked(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the plain latte added (or asked of) for "tea latte" replaced by the question which
    tea latte (see the module)."""
    said = [k for k in range(1, len(words)) if words[k - 1 : k + 1] == ["tea", "item:latte"]]
    if len(said) != 1:
        return list(edits)
    lattes = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == "latte"]
    asked = [k for k, e in enumerate(edits)
             if isinstance(e, AskMenu) and e.ref is None and "latte" in e.about]
    if len(lattes) + len(asked) != 1:
        return list(edits)
    at = (lattes or asked)[0]
    if lattes and any(isinstance(e, AddLine) and e.item in _TEA_LATTES and symbol("item", e.item) in words
                      for e in edits):  # "a tea latte, the chai one": the one named, no question
        return [e for k, e in enumerate(edits) if k != at]
    latte = edits[at]  # "a small tea latte": small kept on the question for the answer (`kind_values_kept`)
    values = [f"{g}:{getattr(latte, g)}" for g in _KEPT if lattes and getattr(latte, g) is not None]
    question = AskMenu(about=[_SECTION, f"{COUNT}{latte.qty}", *values] if lattes else [_SECTION])
    return [*edits[:at], question, *(e for e in edits[at + 1 :] if not (
        isinstance(e, AskMenu) and e.about[:1] == ["tea"]))]  # no "which tea?" beside it
