""""A bagel with cream cheese and another with butter": two bagels, one of each, in the turn that orders them.

The model, which learned "another" of lines ordered before, wrote one bagel with both add-ons ("a latte
with oat milk and another with soy": an oat latte alone; "a mocha with whip and another without": one
mocha). Where the turn orders one item ("a", "an" or "one", values between) and then says "another" with
values or "without", and the model added that item once, as one unit, with no value the words do not say,
the line is made again as two: the first with the values said of it, the second a copy of the first with
the values said after "another" in place of its own of the same group (a size, a milk; the add-ons said
after "another" in place of the first's), or without the first's add-ons ("and another without").
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, symbol, unsymbol
from ordering.edits import AddLine, Edit
from ordering.phrases_apart import line_values
from ordering.turn_words import kind_of, line_of_values

_ONE = frozenset({"a", "an", "one", "n1"})
_VALUES = (*SINGLE_GROUPS, "addon", "prep")
_BETWEEN = frozenset({"with", "and", ",", "please"})
_AFTER = frozenset({"with", "but", "please", ",", ".", "!", "thanks", "one"})


def another_in_turn(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the one line of an item ordered and "another" said after it made two (see the
    module)."""
    at = next((k for k, w in enumerate(words) if w == "another"), None)
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if at is None or len(items) != 1 or items[0] > at or words[at - 1 : at] not in (["and"], [","]):
        return list(edits)
    start = items[0]
    while start > 0 and kind_of(words[start - 1]) in _VALUES:
        start -= 1
    if start == 0 or words[start - 1] not in _ONE:
        return list(edits)
    first = [w for w in (*words[start : items[0]], *words[items[0] + 1 : at - 1]) if kind_of(w) in _VALUES]
    if any(kind_of(w) == "" and w not in _BETWEEN for w in words[items[0] + 1 : at - 1]):
        return list(edits)  # "a latte for me and another ...": other words, the model's
    rest = list(words[at + 1 :])
    without = rest[:1] == ["without"] and len(rest) == 1
    second = [w for w in rest if kind_of(w) in _VALUES]
    if not without and (not second or any(kind_of(w) == "" and w not in _AFTER for w in rest)):
        return list(edits)
    item = unsymbol(words[items[0]])[1]
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if len(mine) != 1 or edits[mine[0]].qty != 1 or not _said(edits[mine[0]], [*first, *second]):
        return list(edits)
    model = edits[mine[0]]
    one = line_of_values(item, first).model_copy(update={"notes": model.notes, "who": model.who})
    groups = {kind_of(w) for w in second}
    copy = line_of_values(item, [*(w for w in first if kind_of(w) not in groups), *second])
    if without:
        copy = copy.model_copy(update={"addons": {}})
    return [*edits[: mine[0]], one, copy, *edits[mine[0] + 1 :]]


def _said(add: AddLine, values: Sequence[str]) -> bool:
    """Whether every value the line holds is among the ``values`` said."""
    said = {unsymbol(v) for v in values}
    shots = add.shots is None or ("shots", str(add.shots)) in said
    return line_values(add) <= said and shots and not add.removals


def second_one_in_turn(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the one line of an item ordered and "and a second one" (", then a second one") said
    after it made two: "a chai latte, and a second one for later" (the model wrote one chai). The second
    takes the values said after it in place of the first's of the same group ("and a second one iced")."""
    at = next((k for k in range(1, len(words) - 2) if words[k : k + 3] == ["a", "second", "n1"]
               and words[k - 1] in ("and", ",", "then")), None)
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if at is None or len(items) != 1 or items[0] > at:
        return list(edits)
    item = unsymbol(words[items[0]])[1]
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if len(mine) != 1 or edits[mine[0]].qty != 1 or any(w.startswith("item:") for w in words[at:]):
        return list(edits)
    model = edits[mine[0]]
    second = [w for w in words[at + 3 :] if kind_of(w) in _VALUES]
    # "a large cold brew, black, and a second one with sweet cream": the note is the second's
    noted_after = bool(model.notes) and _note_said(model.notes, words[at + 3 :]) and not _note_said(
        model.notes, words[:at])
    if not second and not noted_after:
        return [*edits[: mine[0]], model.model_copy(update={"qty": 2}), *edits[mine[0] + 1 :]]
    said = line_of_values(item, second)
    groups = {kind_of(w) for w in second}
    # "a latte with vanilla, and a second one with caramel": the syrup said takes the place of the first's
    kinds = {name.split()[-1] for name in said.addons}
    own = {n: c for n, c in model.addons.items() if n in said.addons or n.split()[-1] not in kinds or (
        symbol("addon", n) in words[at + 3 :])}
    copy = model.model_copy(update={g: getattr(said, g) for g in groups if g in SINGLE_GROUPS} | {
        "addons": {**own, **said.addons}, "preps": list(dict.fromkeys([*model.preps, *said.preps]))})
    # the model's one line took the value said of the second: the first has it only where said of it too
    taken = [g for g in groups if g in SINGLE_GROUPS and getattr(model, g) == getattr(said, g)
             and not any(kind_of(w) == g for w in words[:at])]
    before = set(words[:at])
    addons = {n: c for n, c in model.addons.items() if n not in said.addons or symbol("addon", n) in before}
    first = model.model_copy(update=dict.fromkeys(taken) | {"addons": addons} | (
        {"notes": None} if noted_after else {}))
    return [*edits[: mine[0]], first, copy, *edits[mine[0] + 1 :]]


_NOTE_GLUE = frozenset({"with", "a", "an", "the", "some", "and", "of"})


def _note_said(note: str, words: Sequence[str]) -> bool:
    """Whether every telling word of ``note`` is said in ``words``."""
    telling = [w for w in note.lower().split() if w not in _NOTE_GLUE]
    return bool(telling) and all(w in words for w in telling)
