"""A line named by its item alone where the cart holds two lines of that item ("make the latte decaf" of a
large oat latte and a latte): that change is not applied, and the reply asks which.

The model has to point at one line, and it picked one the words did not name (or wrote a note and lost
the change: "remove the muffin and make the latte decaf" dropped the decaf). Where the words say nothing
that tells the lines apart, no line of the item is changed or removed; the reply asks "Which latte — the
large oat milk latte or the latte?" (the ``ask`` of `which_line`, with the lines described), and the rest
of the turn still applies. Words that pick one ("the oat latte", "the first latte", "the iced one") are
left to the model, as are lines that read the same (either is the one meant) and "the lattes" / "both".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.named_lines import removing
from ordering.pricing import describe_line
from ordering.which_line import WHICH

_NAMING = frozenset({"the", "my", "that", "this"})  # said before an item of the cart
_PICKING_AFTER = frozenset({"with", "on", "in", "that", "which", "from", "at", "n1", "one"})  # "… on line 2"
_CHANGING = frozenset({"make", "change", "turn", "switch"})  # "make the latte decaf" changes the latte
_EVERY = re.compile(r"\b(?:both|all|each|every|them|they|those|these)\b", re.I)


def _named(tokens: Sequence[str], at: int) -> list[str] | None:
    """The value tokens said between "the"/"my" and the item at ``at`` ("the oat latte": milk:oat_milk),
    or None when the item is not so named or other words pick the line ("the first latte")."""
    before = at - 1
    while before >= 0 and ":" in tokens[before] and unsymbol(tokens[before])[0] in (*SINGLE_GROUPS, "addon"):
        before -= 1
    if before < 0 or tokens[before] not in _NAMING:
        return None
    if at + 1 < len(tokens) and tokens[at + 1] in _PICKING_AFTER:
        return None
    return list(tokens[before + 1 : at])


def _changed(tokens: Sequence[str], at: int, values: int) -> bool:
    """Whether the words change or remove the line named at ``at`` ("make the latte decaf", "remove the
    latte"), where the model wrote nothing of it (a note it dropped, or the change lost)."""
    lead = at - values - 2  # the word before "the"
    if lead < 0:
        return False
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    return removing(tokens, lead) or tokens[lead] in _CHANGING and unsymbol(after)[0] in (
        *SINGLE_GROUPS, "addon", "prep") and ":" in after


def _picked(tokens: Sequence[str], at: int, values: int, refs: list[int], cart: Any) -> list[int]:
    """The lines the values said right after the item pick: "remove the mocha 20 oz" the large one (it holds
    them all); after "make", the one that holds some of them ("make the latte half caf 8oz" of a half caf
    one: the rest are the change; "make the latte iced" of an iced and a hot one picks none)."""
    after = []
    for tok in tokens[at + 1 :]:
        if ":" not in tok or unsymbol(tok)[0] not in (*SINGLE_GROUPS, "addon", "prep"):
            break
        after.append(tok)
    if not after:
        return []
    making = at - values - 2 >= 0 and tokens[at - values - 2] in _CHANGING
    held = {r: sum(cart.lines[r - 1].holds(*unsymbol(v)) for v in after) for r in refs}
    return [r for r in refs if (0 < held[r] < len(after) if making else held[r] == len(after))]


def _description(line: Any, menu: Any) -> str:
    """The line as the question names it ("large oat milk latte"), without its count or note."""
    return describe_line(line.model_copy(update={"notes": None, "qty": 1}), menu)


def which_of_two(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` less the changes and removals of the lines of an item named by the item alone that the
    cart holds two or more lines of, with a question of which line is meant (see the module)."""
    if cart is None or menu is None or not cart.lines or _EVERY.search(text or ""):
        return list(edits)
    added = {e.item for e in edits if isinstance(e, AddLine)}
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or (said := _named(tokens, at)) is None:
            continue
        item = unsymbol(tok)[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        refs = [r for r in refs if all(cart.lines[r - 1].holds(*unsymbol(v)) for v in said)]
        plural = re.search(rf"\b{re.escape(item.split()[-1])}e?s\b", text or "", re.I)  # "the lattes"
        if len(refs) < 2 or item in added or plural or len(_picked(tokens, at, len(said), refs, cart)) == 1:
            continue
        names = list(dict.fromkeys(_description(cart.lines[r - 1], menu) for r in refs))
        touched = [e for e in edits if isinstance(e, ChangeLine | RemoveLine) and e.ref in refs]
        if len(names) != len(refs) or not (touched or _changed(tokens, at, len(said))) or any(
                ":" in n for n in names):
            continue
        out = [e for e in edits if e not in touched]
        return [*out, AskMenu(about=[f"{WHICH}{menu.item(item).display}", *names], lines=refs,
                              then=touched[0] if touched else None)]  # the answer takes it (`which_answered`)
    return list(edits)
