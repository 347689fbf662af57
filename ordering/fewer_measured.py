""""One less shot", "actually take one shot out", "one less pump", "take out a pump of vanilla": fewer of
an add-on said by its measure. The model removed the whole latte ("take one shot out"), noted "less shot",
read "take out" as to go, or wrote nothing ("didn't catch"). The measure says which add-ons it counts
(shots: the extra espresso shots, else the drink's own shots; pumps: syrups and sauces; packets:
sweeteners). The line is the one the turn names by item, else the one the model wrote of, else the last
line that has such an add-on; its count goes down by the number said, and off where none is left. A drink
of its recipe's shots goes down to one shot, never none. Applied in `read_words`
(workers/engine/readings.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AskMenu, ChangeLine, Edit, RemoveLine, SetOrder, only_a_note
from ordering.more_measured import MEASURED, measured_add_ons
from ordering.replies import NOT_ORDERED
from ordering.strength_said import SHOT

_COUNT = r"(?P<n>one|a|an|1|two|2)"
_MEASURE = r"(?P<m>shot|shots|pump|pumps|packet|packets)"
_FEWER = (
    re.compile(rf"\b{_COUNT}\s+(?:less|fewer)\s+(?:espresso\s+)?{_MEASURE}\b", re.I),
    re.compile(rf"""\b(?:take|remove|drop|minus|cut|pull)\s+(?:out\s+|off\s+|away\s+)?{_COUNT}\s+(?:espresso\s+)?
               {_MEASURE}(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?(?:\s+(?:out|off|away))?\b""", re.I | re.X),
    # "remove one of the shots", "take one of the pumps out"
    re.compile(rf"""\b(?:take|remove|drop|cut|pull)\s+(?:out\s+|off\s+|away\s+)?{_COUNT}\s+of\s+the\s+
               (?:espresso\s+)?{_MEASURE}\b""", re.I | re.X),
)
_COUNTS = {"one": 1, "a": 1, "an": 1, "1": 1, "two": 2, "2": 2}
_SHOTS = frozenset({"shot", "shots"})


def fewer_measured(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                   menu: Any) -> list[Edit]:
    """``edits``, or the add-on the measure counts made fewer on its line (see the module's docstring)."""
    found = [m for p in _FEWER for m in p.finditer(text or "")] if menu is not None and cart.lines else []
    said = found[0] if len(found) == 1 and len(text) <= 160 else None
    taken_out = said is not None and "out" in said.group(0).lower()  # "take out a pump": not to go
    if said is None or any(not (isinstance(e, ChangeLine | RemoveLine) or only_a_note(e) or taken_out and (
            isinstance(e, SetOrder) and e.to_go and not e.customer_name)) for e in edits):
        return list(edits)
    n, measure = _COUNTS[said["n"].lower()], said["m"].lower().removesuffix("s")
    named_items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    named_add_ons = [unsymbol(w)[1] for w in words if w.startswith("addon:") and unsymbol(w)[1] != SHOT]

    def counted(line) -> list[str]:
        if measure == "shot":
            return [SHOT] if line.addons.get(SHOT) or line.shots or menu.item(line.item).default_shots else []
        names = measured_add_ons(line, MEASURED[measure], menu)
        return [x for x in names if x in named_add_ons] if named_add_ons else names

    refs = [r for r, line in enumerate(cart.lines, start=1)
            if len(counted(line)) == 1 and (not named_items or line.item in named_items)]
    wrote = {e.ref for e in edits if isinstance(e, ChangeLine | RemoveLine)}
    ref = next((r for r in refs if r in wrote), refs[-1] if refs and not named_items or len(refs) == 1
               else None)
    if ref is None:
        return list(edits)
    line = cart.lines[ref - 1]
    name = counted(line)[0]
    if measure == "shot" and not line.addons.get(SHOT):
        item = menu.item(line.item)
        shots = line.shots or item.default_shots.get(item.size_key(line.size))
        return [ChangeLine(ref=ref, shots=max(1, shots - n))] if shots else list(edits)
    left = line.addons[name] - n
    return [ChangeLine(ref=ref, add_addons={name: left})] if left > 0 else [ChangeLine(ref=ref, drop=[name])]


_LESS_AROUND = frozenset({"actually", "please", "can", "you", "do", "make", "it", "with", "just", "ok",
                          "okay", "and", ",", ".", "!", "oh", "then", "thanks", "i'd", "like", "want"})


def less_of_add_on(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one portion fewer of an add-on said with "less" alone ("less vanilla" of a latte with
    three pumps: two, not a note beside the three the customer is charged for), where one cart line has
    two or more of it and the model wrote only a note. Of a line with one portion the note stays: less
    than a pump is the barista's to judge."""
    said = [w for w in words if w not in _LESS_AROUND]
    if len(said) != 2 or said[0] != "less" or not said[1].startswith("addon:") or not edits or not all(
            only_a_note(e) for e in edits):
        return list(edits)
    name = unsymbol(said[1])[1]
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.addons.get(name, 0) >= 2]
    if len(refs) != 1:
        return list(edits)
    return [ChangeLine(ref=refs[0], add_addons={name: cart.lines[refs[0] - 1].addons[name] - 1})]


_TAKING = frozenset({"remove", "take", "drop", "minus", "cut", "pull", "skip", "scratch", "lose", "ditch"})
_AWAY = frozenset({"out", "off", "away"})


def fewer_of_add_on(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or fewer of an add-on counted by the unit, said with a count: "remove one sugar" of a
    latte with two sugars (the model took the whole latte off), "one less sugar" (noted "less sugar"),
    "take out 1 splenda", "take one sugar out" and "remove one of the sugars" (every sugar taken off),
    "one sugar less". The line is the one line that has the add-on; its count goes down by the number
    said, and off where none is left; where no line has it, the model's removal of a line gives way to the
    answer that the order has none. Only where the model wrote removals, changes or notes."""
    said = [w for w in words if w not in _LESS_AROUND]
    if said[-1:] and said[-1] in _AWAY and said[0] in _TAKING:  # "take one sugar out"
        said = said[:-1]
    if said[-1:] and said[-1] in ("less", "fewer") and len(said) == 3 and is_count(said[0]):
        said = [said[0], said[2], said[1]]  # "one sugar less"
    if len(said) >= 5 and said[2:4] == ["of", "the"]:  # "remove one of the sugars"
        said = [*said[:2], *said[4:]]
    if len(said) < 3 or not said[-1].startswith("addon:"):
        return list(edits)
    if said[0] in _TAKING and said[1] in _AWAY:  # "take out one sugar"
        said = [said[0], *said[2:]]
    if said[-2] in _AWAY:
        return list(edits)
    if said[0] in _TAKING and len(said) == 3 and (is_count(said[1]) or said[1] in ("a", "an")):
        count = said[1]
    elif len(said) == 3 and is_count(said[0]) and said[1] in ("less", "fewer"):
        count = said[0]
    else:
        return list(edits)
    if not all(isinstance(e, ChangeLine | RemoveLine) or only_a_note(e) for e in edits):
        return list(edits)
    name = unsymbol(said[-1])[1]
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.addons.get(name)]
    if not refs and cart.lines and any(isinstance(e, RemoveLine) for e in edits):
        return [AskMenu(about=[NOT_ORDERED, name])]  # "remove one sugar" of coffees with none: no coffee off
    if len(refs) != 1:
        return list(edits)
    left = cart.lines[refs[0] - 1].addons[name] - (1 if count in ("a", "an") else number_value(count))
    return [ChangeLine(ref=refs[0], add_addons={name: left})] if left > 0 else [
        ChangeLine(ref=refs[0], drop=[name])]
