""""A hot chocolate with oat milk" ("Oat milk isn't available for the hot chocolate — whole milk, nonfat
milk or almond milk?"), then "almond please": a hot chocolate with almond milk.

The reply asked which milk; the model, which reads the turn alone, heard a question ("Yes, we have almond
milk"), a list of the milks, or a change of another line's milk, and the hot chocolate was never ordered.
The refused line waits in the cart (`Cart.asked.offer`, the group refused in `Cart.asked.refused`); where
the turn names one value of that group and no item, and the model asked, finished or set that group on a
line and did nothing else, the line is ordered with the value named (refused again, and asked again, where
it too is one the item does not take). Said beside the value refused ("you don't have oat? ok almond
then"), the one value the item takes is the answer.

"50 lattes" ("I can put at most 20 of the same item on one line — how many would you like?"), then "ok 5
then", is answered the same way: the line refused for a count past a limit waits with the count refused
(`Cart.asked.refused` "count:qty", "count:shots", "count:<add-on>"), and a turn that says one count and no
item orders it with that count ("ok 4 shots then" of "a latte with 10 shots": four espresso shots).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value, unsymbol
from ordering.edits import COUNT, AddLine, AskMenu, ChangeLine, Edit, Finish, only_a_note


def refused_answered(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any = None) -> list[Edit]:
    """``edits``, or the line refused last turn ordered with the value the turn names (see the module)."""
    asked = getattr(cart, "asked", None)
    if asked is not None and asked.refused == f"{COUNT}qty" and not asked.offer and len(asked.lines) == 1:
        return _recount_answered(edits, words, asked.lines[0], cart)
    if asked is None or not asked.refused or not asked.offer or any(w.startswith("item:") for w in words):
        return list(edits)
    group = asked.refused
    if group.startswith(COUNT):
        return _count_answered(edits, words, group[len(COUNT):], dict(asked.offer))
    named = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith(f"{group}:")))
    if len(named) > 1 and menu is not None and asked.offer.get("item") in menu.items:
        # "you don't have oat? ok almond then": the value refused said again, and the one it takes
        named = [n for n in named if menu.allows(asked.offer["item"], group, n)]
    if len(named) != 1 or not all(_answer_misread(e, group) for e in edits):
        return list(edits)
    offer = dict(asked.offer)
    if group == "addon":
        return [AddLine(**{**offer, "addons": {**offer.get("addons", {}), named[0]: 1}})]
    return [AddLine(**{**offer, group: named[0]})]


def _count_answered(edits: Sequence[Edit], words: Sequence[str], counted: str, offer: dict) -> list[Edit]:
    """``edits``, or the line offered with the one count the turn says as ``counted`` ("qty", "shots" or an
    add-on's name), where the model wrote nothing it could apply of it."""
    counts = [number_value(w) for w in words if w in NUMBERS and w != "nbig"]
    counts += [int(unsymbol(w)[1]) for w in words if w.startswith("shots:") and counted != "qty"]
    if len(counts) != 1 or any(":" in w and not w.startswith("shots:") for w in words) or not all(
            isinstance(e, Finish | AskMenu | ChangeLine) and (not isinstance(e, ChangeLine) or only_a_note(e)
                                                            or e.values_changed() <= {"qty", "shots"})
            for e in edits):
        return list(edits)
    if counted == "qty":
        return [AddLine(**{**offer, "qty": counts[0]})]
    if counted == "shots":
        return [AddLine(**{**offer, "shots": counts[0]})]
    return [AddLine(**{**offer, "addons": {**offer.get("addons", {}), counted: counts[0]}})]


def _recount_answered(edits: Sequence[Edit], words: Sequence[str], line_id: int, cart: Any) -> list[Edit]:
    """``edits``, or the line whose recount was refused given the one count the turn says ("a latte", "50
    lattes", then "ok 5 then": five lattes, where the model recounted the cart's last line, a muffin)."""
    ref = next((r for r, line in enumerate(cart.lines, start=1) if line.id == line_id), None)
    counts = [number_value(w) for w in words if w in NUMBERS and w != "nbig"]
    valued = any(":" in w and not w.startswith("item:") for w in words)  # "5 large ones": more said
    if ref is None or len(counts) != 1 or valued or not all(
            isinstance(e, Finish | AskMenu) or isinstance(e, ChangeLine) and (
                only_a_note(e) or e.values_changed() <= {"qty"}) for e in edits):
        return list(edits)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if named and named != {cart.lines[ref - 1].item}:
        return list(edits)  # "ok, 5 mochas then": another thing
    return [ChangeLine(ref=ref, qty=counts[0])]


def _answer_misread(edit: Edit, group: str) -> bool:
    """Whether the model's edit is one it writes of a value said alone: a question, the end of the order, or
    a line given that value and nothing else."""
    if isinstance(edit, AskMenu):
        return edit.ref is None
    if isinstance(edit, ChangeLine):
        changed = edit.values_changed()
        return changed == {group} or group == "addon" and changed == {"add_addons"}
    return isinstance(edit, Finish)
