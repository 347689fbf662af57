"""An add-on said with "free" after it is one the customer does not want: "make that sugar free".

The tagger reads "sugar" as the sugar add-on and the model, which writes menu values, adds it: the
request turned the other way. Said so, the request is kept in the customer's words as the line's note
("sugar free"), where the barista reads it, and the add-on is not put on. A menu value whose name holds
"free" ("sugar-free vanilla syrup", "caffeine free" for decaf) is one token and is not read here.

"Unsweetened" said of a line with a sweetener takes the sweetener off (`unsweetened`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.cart import Cart
from ordering.dsl import unsymbol
from ordering.edits import MAX_NOTE_CHARS, AddLine, AskMenu, ChangeLine, Edit, only_a_note

_ASKING = frozenset({"do", "does", "is", "are", "any", "have", "what", "which", "got"})


def free_of(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Any = None) -> list[Edit]:
    """``edits`` with each add-on said "... free" taken off the lines that get it and said as their note; when
    the model wrote nothing, the line is the cart's last ("make it sugar free"), an add-on it has comes off
    ("honey free" of a latte with honey), and one said after it goes on ("add sugar free hazelnut": the
    hazelnut syrup, noted "sugar free"). "A sugar free syrup" is the menu's one syrup free of sugar, where it
    has one, not a note; said of a vanilla latte it takes the vanilla's place, of a caramel latte (no
    sugar-free caramel) it is the caramel's note. Asked ("is there a sugar free option?"), the menu's options
    free of it are the answer ("sugar-free vanilla syrup"), where it has any."""
    names = [unsymbol(t)[1].replace("_", " ") for t, after in zip(tokens, tokens[1:], strict=False)
             if t.startswith("addon:") and after == "free"]
    said = {name: f"{name} free" for name in names}
    allergies = [f"{t} free" for t, after in zip(tokens, tokens[1:], strict=False)
                 if t in _ALLERGENS and after == "free"]
    if allergies and not said:
        return _allergy_noted(edits, tokens, cart, allergies)
    if not said:
        return list(edits)
    asked = _asked(tokens)  # "do you have sugar free syrups?"
    syrups = {} if asked else _free_syrups(tokens, menu)
    out, noted = [], False
    for edit in edits:
        if isinstance(edit, AskMenu) and set(edit.about) & set(said):  # "any sugar free syrups?": not sugar
            edit = edit.model_copy(update={"about": [a for a in edit.about if a not in said]})
        if isinstance(edit, AddLine | ChangeLine):
            field = "addons" if isinstance(edit, AddLine) else "add_addons"
            addons = getattr(edit, field)
            ours = _ours_for(addons, syrups, said)
            wanted = [said[name] for name in addons if name in said and name not in ours]
            if any(name in said for name in addons):
                kept = {n: c for n, c in addons.items() if n not in said and not _made_free(n, ours)}
                kept.update({ours[name]: 1 for name in addons if name in ours})
                edit = edit.model_copy(update={field: kept, "notes": _with_note(edit.notes, wanted)
                                               if wanted else edit.notes})
                noted = True
        out.append(edit)
    if not noted and not edits and cart.lines and not asked:
        last = cart.lines[-1]
        had = [name for name in said if name in last.addons]  # "honey free" of a latte with honey: off
        notes = [request for name, request in said.items() if name not in had and name not in syrups]
        note = _with_note(last.notes, notes) if notes else None
        # "add a pump of sugar free caramel": the caramel too, noted sugar free, as said in an order
        flavours = {unsymbol(after)[1].replace("_", " "): 1 for t, free, after in zip(
            tokens, tokens[1:], tokens[2:], strict=False) if t.startswith("addon:") and free == "free"
            and after.startswith("addon:")}
        flavours.update({syrup: 1 for syrup in syrups.values()})  # "add a sugar free syrup": our one
        added = {name: n for name, n in flavours.items() if name not in last.addons and (
            menu is None or menu.allows(last.item, "addon", name))}
        out.append(ChangeLine(ref=len(cart.lines), drop=had, notes=note, add_addons=added))
    elif asked and menu is not None and all(isinstance(e, AskMenu) and not e.about and e.ref is None
                                            for e in out):
        free = [name for group, name in menu.options if group == "addon"
                and any(name.startswith(f"{thing}-free ") for thing in said)]
        return [AskMenu(about=free)] if free else out
    return out


def _ours_for(addons: dict[str, int], syrups: dict[str, str], said: dict[str, str]) -> dict[str, str]:
    """Of the menu's syrups free of an add-on (``syrups``), those a line with ``addons`` takes: "a vanilla
    latte with sugar free syrup" is our sugar-free vanilla syrup in place of the vanilla; "a caramel latte
    with sugar free syrup" none (we have no sugar-free caramel: the caramel stays, noted "sugar free")."""
    others = [n for n in addons if n not in said and n.endswith(" syrup")]
    return {name: ours for name, ours in syrups.items()
            if all(_made_free(n, {name: ours}) for n in others)}


def _made_free(name: str, ours: dict[str, str]) -> bool:
    """Whether the add-on ``name`` is the one a syrup of ``ours`` is free of ("vanilla syrup" of our
    "sugar-free vanilla syrup")."""
    return any(syrup == f"{free}-free {name}" for free, syrup in ours.items())


def _free_syrups(tokens: Sequence[str], menu: Any) -> dict[str, str]:
    """For each add-on said "free syrup" ("a sugar free syrup"), the menu's one syrup free of it
    ("sugar-free vanilla syrup"), where it has exactly one."""
    found = {}
    for t, free, syrup in zip(tokens, tokens[1:], tokens[2:], strict=False):
        if menu is None or not t.startswith("addon:") or free != "free" or syrup not in ("syrup", "syrups"):
            continue
        name = unsymbol(t)[1].replace("_", " ")
        ours = [n for group, n in menu.options if group == "addon" and n.startswith(f"{name}-free ")
                and n.endswith(" syrup")]
        if len(ours) == 1:
            found[name] = ours[0]
    return found


UNSWEETENED = frozenset({"unsweetened", "unsweet", "unsweeted"})


def unsweetened(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Any = None) -> list[Edit]:
    """``edits`` with the sweeteners of the line made "unsweetened" taken off: "sweetened", then "actually
    unsweetened" of a cold brew put the sweetener on and noted "unsweetened" beside it. Only where the model
    wrote the line's note (or nothing: the cart's last line), or one line added noted so (the copy of "and a
    second one unsweetened" kept the honey of the first), and the turn asks nothing."""
    if menu is None or not UNSWEETENED.intersection(tokens) or _asked(tokens) or not cart.lines:
        return list(edits)
    written = list(edits) or [ChangeLine(ref=len(cart.lines),
                                         notes=_with_note(cart.lines[-1].notes, ["unsweetened"]))]
    if len(written) != 1:
        return list(edits)
    edit = written[0]
    if isinstance(edit, AddLine) and "unsweetened" in (edit.notes or ""):  # "and a second one unsweetened"
        kept = {name: n for name, n in edit.addons.items() if menu.addon_kind(name) != "sweetener"}
        return [edit.model_copy(update={"addons": kept})]
    if not only_a_note(edit):
        return list(edits)
    line = cart.lines[edit.ref - 1] if 1 <= edit.ref <= len(cart.lines) else None
    had = line.addons if line is not None else {}
    sweet = [name for name in had if menu.addon_kind(name) == "sweetener"]
    return [edit.model_copy(update={"drop": sweet})] if sweet else list(edits)


# what a customer asks a thing be free of that the menu has no add-on for: "nut free please"
_ALLERGENS = frozenset({"nut", "nuts", "peanut", "gluten", "dairy", "egg", "allergen"})


def _allergy_noted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
                   requests: list[str]) -> list[Edit]:
    """``edits`` with "nut free" (and the like) noted on the one line they add or change, else, when they
    write nothing and ask nothing, on the cart's last line: the barista reads the request (it was
    dropped, or "didn't catch")."""
    lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]
    if len(lines) == 1:
        out = list(edits)
        out[lines[0]] = out[lines[0]].model_copy(update={"notes": _with_note(out[lines[0]].notes, requests)})
        return out
    if edits or _asked(tokens) or not cart.lines:
        return list(edits)
    return [ChangeLine(ref=len(cart.lines), notes=_with_note(cart.lines[-1].notes, requests))]


_OPENING = frozenset({"and", "so", "oh", "also", "um", "uh", "ok", "okay", "hey", ","})


def _asked(tokens: Sequence[str]) -> bool:
    """Whether the turn asks ("do you have sugar free syrups?", "is it gluten free?", "and is there any
    sugar free syrup")."""
    said = list(tokens)
    while said and said[0] in _OPENING:
        said = said[1:]
    return bool(said) and (said[0] in _ASKING or "?" in said)


def _with_note(notes: str | None, requests: list[str]) -> str:
    """``notes`` with ``requests`` after them (once each), within the cart's limit."""
    said = [notes] if notes else []
    said += [r for r in requests if not notes or r not in notes]
    return ", ".join(said)[:MAX_NOTE_CHARS]
