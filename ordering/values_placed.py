"""Values the model gave to the wrong line added in a turn: "a mocha and a latte, make the mocha iced" (the
latte came back iced) and "an iced tea and a latte" (the menu's teas are named ones, so the model, left
without a tea to write, gave "iced" to the latte).

The model reads a turn's values as a bag and places each near where it fits best; the words tell whose
value it is: the item named after "make the" in the turn that orders it, or the kind of thing ("tea") the
value stands before. Only a value said once in the turn moves or goes ("an iced tea and an iced latte"
keeps the latte iced).
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, is_count, unsymbol
from ordering.edits import AddLine, Edit
from ordering.menu import Menu
from ordering.replies import category_named
from ordering.turn_words import value_fields

_MAKING = frozenset({"make", "change", "have", "turn", "get"})  # "make the mocha iced"
_VALUE_GROUPS = frozenset({*SINGLE_GROUPS, "addon", "prep"})
_ARTICLES = frozenset({"a", "an", "some", "another"})


def _values_after(tokens: Sequence[str], at: int) -> list[str]:
    """The menu values said right after the item at ``at`` ("make the mocha iced and large": both)."""
    # "make the mocha a large", "make the latte with oat milk"
    end = at + 1 + (at + 1 < len(tokens) and tokens[at + 1] in ("a", "an", "with"))
    out = []
    while end < len(tokens) and (tokens[end] == "and" or tokens[end].partition(":")[0] in _VALUE_GROUPS):
        if tokens[end] != "and":
            out.append(tokens[end])
        end += 1
    return out


def has_value(edit: AddLine, value: str) -> bool:
    """Whether the line added has the menu value ("temp:iced", "addon:vanilla_syrup", "prep:warmed")."""
    group, _, name = value.partition(":")
    name = name.replace("_", " ")
    if group == "addon":
        return name in edit.addons
    if group == "prep":
        return name in edit.preps
    return str(getattr(edit, group, None)) == name


def without_value(edit: AddLine, value: str) -> AddLine:
    """The line added less the value."""
    group, _, name = value.partition(":")
    name = name.replace("_", " ")
    if group == "addon":
        return edit.model_copy(update={"addons": {k: v for k, v in edit.addons.items() if k != name}})
    if group == "prep":
        return edit.model_copy(update={"preps": [p for p in edit.preps if p != name]})
    return edit.model_copy(update={group: None})


def _given(edit: AddLine, value: str) -> AddLine:
    """The line added with the value said ("temp:iced", "addon:vanilla_syrup": one portion)."""
    fields, addons = value_fields([value])
    preps = [unsymbol(value)[1]] if value.startswith("prep:") else []
    return edit.model_copy(update={**fields, "addons": {**edit.addons, **addons},
                                   "preps": [*edit.preps, *preps]})


def _with(edit: AddLine, value: str, had: AddLine) -> AddLine:
    """The line added with the value, as ``had`` had it (an add-on's count kept)."""
    group, _, name = value.partition(":")
    name = name.replace("_", " ")
    if group == "addon":
        return edit.model_copy(update={"addons": {**edit.addons, name: had.addons[name]}})
    if group == "prep":
        return edit.model_copy(update={"preps": [*edit.preps, name]})
    return edit.model_copy(update={group: getattr(had, group)})


def made_in_turn(edits: Sequence[Edit], tokens: Sequence[str], cart: object,
                 menu: Menu | None = None) -> list[Edit]:
    """``edits`` with a value said after "make the <item>" (or after "the <item>" said again: "…, both
    large, the mocha iced") of an item the turn orders once (no cart line of it) moved to that item's line
    from another line added where the model put it ("a mocha and a latte, make the mocha iced": the mocha
    iced, not the latte); where no line has it ("a medium latte and a banana bread. actually make the
    latte iced": the model lost it), given to the item's line, as the ``menu`` allows."""
    out = _one_named_by_values(list(edits), tokens)
    in_cart = {line.item for line in getattr(cart, "lines", [])}
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or at < 2 or tokens[at - 1] not in ("the", "my") or (
                tokens[at - 2] not in _MAKING and not _named_again(tokens, at)):
            continue
        item = unsymbol(tok)[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if item in in_cart or len(mine) != 1:
            continue
        for value in _values_after(tokens, at):
            if tokens.count(value) != 1 or has_value(out[mine[0]], value):
                continue
            others = [k for k, e in enumerate(out)
                      if isinstance(e, AddLine) and e.item != item and has_value(e, value)]
            if not others and menu is not None and tok in tokens[: at - 2] and menu.allows(
                    item, *unsymbol(value)):
                out[mine[0]] = _given(out[mine[0]], value)
            if len(others) != 1:
                continue
            had = out[others[0]]
            out[mine[0]] = _with(out[mine[0]], value, had)
            out[others[0]] = without_value(had, value)
    return out


def _one_named_by_values(edits: list[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with a value said after "the <values> one" (", the large one decaf"), or put on it ("add
    vanilla to the iced one"), moved to the one line added with those values from the one other line added
    where the model put it ("a large coffee and a medium coffee, the large one decaf": the medium one came
    back decaf). Only a value said once."""
    out = list(edits)
    for at in range(2, len(tokens)):
        if tokens[at] != "n1":
            continue
        start = at
        while start > 0 and ":" in tokens[start - 1] and not tokens[start - 1].startswith("item:"):
            start -= 1
        if start == at or start < 2 or tokens[start - 1] != "the" or tokens[start - 2] not in (
                ",", "and", *_INTO):
            continue
        named = tokens[start:at]
        lines = [k for k, e in enumerate(out)
                 if isinstance(e, AddLine) and all(has_value(e, v) for v in named)]
        if len(lines) != 1:
            continue
        # "…, the large one decaf"; "…, add vanilla to the iced one"
        said = _values_before(tokens, start - 2) if tokens[start - 2] in _INTO else _values_after(tokens, at)
        for value in said:
            others = [k for k, e in enumerate(out)
                      if isinstance(e, AddLine) and k != lines[0] and has_value(e, value)]
            if tokens.count(value) != 1 or has_value(out[lines[0]], value) or len(others) != 1:
                continue
            out[lines[0]] = _with(out[lines[0]], value, out[others[0]])
            out[others[0]] = without_value(out[others[0]], value)
    return out


_INTO = frozenset({"to", "on", "in", "into"})
_PUTTING = frozenset({"add", "put"})
_PUT_GLUE = frozenset({"and", "some", "a", "an", "extra", "added", "more"})  # "put an extra shot in …"


def _values_before(tokens: Sequence[str], at: int) -> list[str]:
    """The menu values put by "add"/"put" right before ``at`` ("add vanilla and whip to …": both), or []."""
    k, out = at - 1, []
    while k >= 0 and (tokens[k] in _PUT_GLUE or ":" in tokens[k] and unsymbol(tokens[k])[0] in _VALUE_GROUPS):
        if ":" in tokens[k]:
            out.append(tokens[k])
        k -= 1
    return out[::-1] if k >= 0 and tokens[k] in _PUTTING else []


def _named_again(tokens: Sequence[str], at: int) -> bool:
    """Whether the item at ``at``, after "the", begins a part of its own and was ordered before it in the
    turn ("a mocha and a latte, both large, the mocha iced")."""
    return tokens[at - 2] in (",", "and") and tokens[at] in tokens[: at - 2]


def kind_valued(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` less a value said only before a kind of the menu's things that names no item ("an iced tea
    and a latte": the iced is the tea's, which the reply asks about, never the latte's). Not where the turn
    adds items of that kind ("two iced drinks: a latte and a mocha" are both iced)."""
    out = list(edits)
    added = [e.item for e in out if isinstance(e, AddLine) and menu is not None and e.item in menu.items]
    for at, tok in enumerate(tokens):
        section = category_named(tok)
        if section is None or (at + 1 < len(tokens) and tokens[at + 1].startswith("item:")) or any(
                menu.item(i).category == section or section == "espresso" and menu.kind(i) == "drink"
                for i in added):
            continue
        start = at
        while start > 0 and tokens[start - 1].partition(":")[0] in _VALUE_GROUPS and ":" in tokens[start - 1]:
            start -= 1
        if start == at or start == 0 or not (tokens[start - 1] in _ARTICLES or is_count(tokens[start - 1])):
            continue  # "an iced tea" is a tea ordered; "iced tea" alone may be the latte's "and iced"
        for value in tokens[start:at]:
            if tokens.count(value) != 1:
                continue
            out = [without_value(e, value) if isinstance(e, AddLine) and has_value(e, value) else e
                   for e in out]
    return out
