"""A turn that asks for the menu itself ("can I see the menu?", "menu please", "show me your menu") is
answered with the menu's sections.

The model reads such a turn as off-topic or as nothing it can write ("Sorry, I didn't catch an order in
that"): "menu" is no menu word, and no training turn asks for the menu this way. The words alone tell it:
the turn names the menu, changes nothing and asks nothing more specific, so the reply is the menu's
overview, as for "what do you have?"; one that asks whether a thing is on it ("are scones on the menu?")
is asked of that thing, which the menu says it lacks. A turn that denies something of the menu ("that's
not on the menu") is left as the model read it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Edit, Finish, RemoveLine, SetOrder
from ordering.order_review import thing_asked

_MENU = re.compile(r"\bmenus?\b", re.I)
_DENIED = re.compile(r"\b(?:not|no|never|isn't|aren't|wasn't|don't|doesn't|off)\b|n't\b", re.I)
_CHANGES = (AddLine, ChangeLine, RemoveLine, ClearCart, SetOrder)


def menu_asked(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or a question for the menu's sections (or for the thing it asks is on the menu, when
    ``words``, as the grounding reads them, hold no menu word) when the turn names the menu, denies
    nothing and the model changed nothing and asked of nothing in particular."""
    if (not _MENU.search(text) or _DENIED.search(text) or len(text) > 200
            or any(isinstance(e, _CHANGES) or isinstance(e, AskMenu) and (e.about or e.ref is not None)
                   for e in edits)):
        return list(edits)
    kept = [e for e in edits if not isinstance(e, AskMenu | Finish)]
    return [*kept, AskMenu(about=thing_asked(text, words))]
