"""An add-on counted past the menu's limit ("a latte with 7 shots", "10 pumps of vanilla") is refused with
the limit, not dropped without a word.

The model writes no count it never saw: for "a latte with 7 shots" it wrote a plain latte, and the
customer, who asked for seven shots, heard "Added a latte". Where the turn counts an add-on past
``max_addon_count`` and the one line it adds or changes lacks that add-on, the line is given the count
said, and the menu refuses it with its reason ("I can add 1 to 6 portions of espresso shot."), as it refuses
"add 8 shots" said of a line in the cart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit


def counts_over_limit(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with an add-on counted past the menu's limit put on the one line the turn adds or
    changes, for the menu to refuse (see the module's docstring)."""
    if menu is None:
        return list(edits)
    lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]
    if len(lines) != 1:
        return list(edits)
    out = list(edits)
    for count, addon in zip(tokens, tokens[1:], strict=False):
        if count not in NUMBERS or count == "nbig" or not addon.startswith("addon:"):
            continue
        said, name = number_value(count), unsymbol(addon)[1]
        edit = out[lines[0]]
        addons = edit.addons if isinstance(edit, AddLine) else edit.add_addons
        if said > menu.limits.max_addon_count and name not in addons:
            field = "addons" if isinstance(edit, AddLine) else "add_addons"
            out[lines[0]] = edit.model_copy(update={field: {**addons, name: said}})
    return out
