""""What teas are caffeine free?" (the peppermint rose tea among them), then "i'll have the peppermint": the
tea, not "yes, we have peppermint syrup".

The words read "peppermint" as the syrup, and the model asked of the syrup; the customer had ordered a tea
by its first word and got nothing. Where the turn only takes "the <syrup word>" ("i'll have the
peppermint", "the peppermint please"), the model wrote no line, no line of the cart takes that syrup, and
one item of the menu is named by the syrup's word ("peppermint rose tea"), that item is ordered.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine

_TAKING = frozenset({"have", "take", "get", "try", "want", "order"})
_LEADS = frozenset({"i'll", "ill", "i", "will", "can", "could", "let", "me", "okay", "ok", "then", "so",
                    "just", "please", "i'd", "like", "to", "a", "go", "with"})
_ENDS = frozenset({"please", "then", "thanks", "one", ".", "!", "n1"})


def syrup_named_as_item(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the item the syrup's word names, ordered (see the module)."""
    if menu is None or any(isinstance(e, AddLine | ChangeLine | RemoveLine) for e in edits) or any(
            isinstance(e, AskMenu) and e.ref is not None for e in edits):
        return list(edits)
    syrups = [k for k, w in enumerate(words) if w.startswith("addon:")]
    if len(syrups) != 1 or syrups[0] == 0 or words[syrups[0] - 1] != "the":
        return list(edits)
    at = syrups[0]
    name = words[at][len("addon:"):].replace("_", " ")
    before, after = words[: at - 1], words[at + 1 :]
    if (("addon", name) not in menu.options or menu.addon_kind(name) != "syrup"
            or any(w not in _LEADS | _TAKING for w in before) or any(w not in _ENDS for w in after)
            or before and not _TAKING.intersection(before)):
        return list(edits)
    if any(menu.allows(line.item, "addon", name) for line in cart.lines):
        return list(edits)  # "the peppermint" of a latte ordered: its syrup, the model's
    named = [item for item in menu.items if item.split()[0] == name.split()[0]]
    return [AddLine(item=named[0])] if len(named) == 1 else list(edits)
