"""A count ordered in halves: "a dozen muffins, half blueberry half lemon", "six bagels, half toasted",
"four lattes, half with oat", "four lattes half of them iced".

The model wrote one line of the whole count: twelve apple bran muffins, six toasted bagels, four oat
lattes. Where an even count of an item is followed by one or two parts each begun by "half" ("half of
them"), the count is split in two lines of half each: with a part of values, one half has them and the
other not (or the other part's values); with two kinds of the item's family ("blueberry", "lemon"), one
half is each kind, with the values of the line the model wrote; with a part of words of the note the
model wrote on the line ("half with milk" of coffees: "with milk", written or not), one half has the note.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, count_said, unsymbol
from ordering.edits import AddLine, Edit
from ordering.turn_words import MILK_NOTE, kind_of, value_fields

_VALUES = frozenset({*SINGLE_GROUPS, "addon", "prep"})
_GLUE = frozenset({",", "and", "with", "of", "them", "those", "the", "other", "please", "thanks", ".", "!"})


def halves_said(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with an even count said in halves split in two lines of half each (see the module)."""
    out = list(edits)
    for i, tok in enumerate(words[1:], start=1):
        c = i - 1
        while c > 0 and kind_of(words[c]) in _VALUES:  # "four large lattes"
            c -= 1
        count = count_said(words[c])
        if not tok.startswith("item:") or count is None or count < 2 or count % 2:
            continue
        parts = _halves(words, i)
        lines = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.qty == count]
        if not parts or len(lines) != 1:
            continue
        line = out[lines[0]]
        halves = (_by_kind(line, parts, unsymbol(tok)[1], menu) or _by_values(line, parts)
                  or _by_note(line, parts, menu))
        if halves is not None:
            out[lines[0] : lines[0] + 1] = halves
    return out


def _halves(words: Sequence[str], i: int) -> list[list[str]]:
    """The parts said after the item at ``i`` that each begin with "half", up to the end of the turn (none
    where something else follows the item first, or another item or a count follows)."""
    rest = list(words[i + 1 :])
    while rest[:1] == [","]:
        rest = rest[1:]
    if rest[:1] != ["half"] or rest.count("half") > 2:
        return []
    parts: list[list[str]] = []
    for word in rest:
        if word == "half":
            parts.append([])
        elif word.startswith("item:") or count_said(word) is not None and word not in ("a", "an"):
            return []
        elif word not in _GLUE:
            parts[-1].append(word)
    return parts if all(parts) else []


def _by_kind(line: AddLine, parts: list[list[str]], item: str, menu: Any) -> list[AddLine] | None:
    """Two halves of two kinds of the item's family ("half blueberry half lemon" of muffins), or None."""
    noun = item.split()[-1]
    if menu is None or len(parts) != 2 or any(len(part) != 1 or ":" in part[0] for part in parts):
        return None
    kinds = [menu.resolve("item", f"{part[0]} {noun}") for part in parts]
    family = menu.family(noun)
    if None in kinds or len(set(kinds)) != 2 or not set(kinds) <= set(family):
        return None
    return [line.model_copy(update={"item": kind, "qty": line.qty // 2}) for kind in kinds]


def _by_values(line: AddLine, parts: list[list[str]]) -> list[AddLine] | None:
    """Two halves, one with the values of each part (the other plain where one part is said), or None."""
    if not all(kind_of(w) in _VALUES for part in parts for w in part):
        return None
    said = {w for part in parts for w in part}
    plain = _without(line, said)
    halves = [_with(plain, part) for part in parts]
    if len(halves) == 1:
        halves.append(plain)
    return [half.model_copy(update={"qty": line.qty // 2}) for half in halves]


def _by_note(line: AddLine, parts: list[list[str]], menu: Any) -> list[AddLine] | None:
    """Two halves, one with the line's note and one without, where the one part said is words of that note
    ("a dozen coffees, half with milk": the note "with milk"), or None."""
    item = menu.items.get(line.item) if menu is not None else None
    if parts == [["milk"]] and not line.notes and item is not None and not item.default_milk:
        line = line.model_copy(update={"notes": MILK_NOTE})
    noted = set((line.notes or "").lower().split())
    if len(parts) != 1 or not noted or any(":" in w or w not in noted for w in parts[0]):
        return None
    return [line.model_copy(update={"qty": line.qty // 2}),
            line.model_copy(update={"qty": line.qty // 2, "notes": None})]


def _without(line: AddLine, values: set[str]) -> AddLine:
    """``line`` without the groups, add-ons and preparations of ``values``."""
    groups = {kind_of(v) for v in values}
    update: dict[str, Any] = {g: None for g in SINGLE_GROUPS if g in groups}
    update["addons"] = {n: c for n, c in line.addons.items() if f"addon:{n.replace(' ', '_')}" not in values}
    update["preps"] = [p for p in line.preps if f"prep:{p.replace(' ', '_')}" not in values]
    return line.model_copy(update=update)


def _with(line: AddLine, values: Sequence[str]) -> AddLine:
    """``line`` with ``values`` (one portion of each add-on)."""
    fields, addons = value_fields(values)
    preps = [*line.preps, *(unsymbol(v)[1] for v in values if kind_of(v) == "prep")]
    return line.model_copy(update={**fields, "addons": {**line.addons, **addons}, "preps": preps})
