""""A hot tea and an iced tea" (which tea?), then "oolong": a hot oolong and an iced one.

A kind ordered in parts that differ ("a large tea and a small tea", "one tea with milk and one with lemon",
"two teas, one iced") was asked of as one: the question kept the first part's values, the answer ("earl
grey for both", "oolong") added one tea with them, and the other tea was lost; "english breakfast and
peppermint" made both hot, and "the hot one english breakfast", then "iced one peppermint", made the
english breakfast iced. The question now keeps each unit's values (`PART` entries, `Asked.parts`) and
names the parts ("Which tea would you like for the hot one, and which for the iced one?"):

- `kind_parts_asked`: the parts said with the kind asked of, kept on the question;
- `kind_parts_answered`: one tea named is each part's ("oolong": a hot oolong and an iced oolong); as many
  teas as parts are one each, in order, or by the value the answer says of one ("peppermint for the iced
  one"); one tea said of one part ("the hot one english breakfast") is that part's, and the others are
  asked again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import CHOICE_GROUPS, count_said, is_count, unsymbol
from ordering.edits import (
    COUNT,
    FAMILY,
    WHICH,
    AddLine,
    AskMenu,
    Edit,
    grouped_parts,
    part_entry,
)
from ordering.families_asked import family_items
from ordering.kind_asked_notes import NOTES
from ordering.named_lines import warmed_preps
from ordering.replies import category_named, singular

_COUNTED = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|both|each|all|\d+)\b", re.I)
_PART_END = frozenset({"and", ",", ".", "!", "please", "thanks", "but", "also", "plus", "then"})


def kind_parts_asked(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the question of a kind ordered in parts that differ keeping each unit's values."""
    asks = [k for k, e in enumerate(edits) if isinstance(e, AskMenu) and e.ref is None and len(e.about) >= 2
            and e.about[1].startswith(COUNT) and not e.about[0].startswith(WHICH)]
    if len(asks) != 1:
        return list(edits)
    ask = edits[asks[0]]
    kind = ask.about[0].removeprefix(FAMILY).removesuffix("s")
    units = units_said(words, kind)
    if units is None or len(units) < 2 or all(u == units[0] for u in units):
        return list(edits)
    shared = {g: v for g, v in units[0].items() if all(u.get(g) == v for u in units)}
    kept = [a for a in ask.about[2:] if a.partition(":")[0] not in (*CHOICE_GROUPS, "addon", NOTES[:-1])]
    about = [ask.about[0], f"{COUNT}{len(units)}", *(f"{g}:{v}" for g, v in shared.items()), *kept,
             *(part_entry({g: v for g, v in u.items() if g not in shared}) for u in units)]
    out = [_without_parts_values(e, words, kind) for e in edits]
    out[asks[0]] = ask.model_copy(update={"about": about})
    return out


def _without_parts_values(edit: Edit, words: Sequence[str], kind: str) -> Edit:
    """``edit``, less the values the model gave a line ordered before the kind that are said only after
    the kind ("a latte and two teas, one of them iced": the latte is not iced)."""
    last = kind.split()[-1]
    first = next((k for k, w in enumerate(words) if w in (last, f"{last}s")), None)
    if not isinstance(edit, AddLine) or first is None:
        return edit
    named = [k for k, w in enumerate(words) if w == f"item:{edit.item.replace(' ', '_')}"]
    if not named or named[-1] > first:
        return edit
    wrong = []
    for group in CHOICE_GROUPS:
        value = getattr(edit, group)
        token = f"{group}:{value}".replace(" ", "_")
        said_at = [k for k, w in enumerate(words) if value is not None and w == token]
        if said_at and said_at[0] > first:
            wrong.append(group)
    return edit.model_copy(update=dict.fromkeys(wrong)) if wrong else edit


def units_said(words: Sequence[str], kind: str) -> list[dict[str, str]] | None:
    """The values of each unit of ``kind`` the words order, in order ("a hot tea and two iced teas": hot,
    iced, iced), or None where the kind is said without a count or article before it. "One with lemon"
    after a tea is one more; after "two teas", it is one of them ("two teas, one iced"), and "two iced"
    after "three teas" two of them (not after "two teas": which is not read)."""
    units: list[dict[str, str]] = []
    open_units: list[int] = []  # of the last counted saying of the kind, the units no part has named yet
    *lead, last = kind.split()  # "green tea": "green" before the kind's word
    for at, word in enumerate(words):
        if word in (last, f"{last}s") and at >= len(lead) and list(words[at - len(lead):at]) == lead:
            start = at - len(lead) - 1
            while start >= 0 and _a_choice(words[start]):
                start -= 1
            count = count_said(words[start]) if start >= 0 else None
            if not count:
                return None
            values = dict(unsymbol(w) for w in words[start + 1:at - len(lead)])
            values.update(_said_after(words, at + 1))
            open_units = list(range(len(units), len(units) + count)) if count > 1 and not values else []
            units += [dict(values) for _ in range(count)]
        elif units and word == "n1" and (said := _one_said(words, at + 1, kind)) is not None:
            if not said:
                return None
            if open_units:
                units[open_units.pop(0)] = said
            else:
                units.append(said)
        elif is_count(word) and units and word != "n1" and at + 1 < len(words) and _a_choice(words[at + 1]):
            count, said = count_said(word) or 0, _one_said(words, at + 1, kind)
            if not said or count >= len(open_units):
                return None  # "two teas, two iced": not read
            for _ in range(count):  # "three pastries, two warmed": two of the three
                units[open_units.pop(0)] = dict(said)
    return units


def _one_said(words: Sequence[str], at: int, kind: str) -> dict[str, str] | None:
    """The values said of "one" before ``at``, no kind said after them ("and one with lemon", "one of them
    iced"); None where "one" is said of no values, and {} where they end in an item ("one with a muffin")."""
    if words[at:at + 2] in (["of", "them"], ["of", "those"]):
        at += 2
    if at >= len(words) or words[at] != "with" and not _a_choice(words[at]) or _after(words, at) in (
            kind.split()[0], kind.split()[-1], f"{kind.split()[-1]}s"):
        return None
    choices = _choices_from(words, at)
    values = dict(unsymbol(w) for w in choices)
    values.update(_said_after(words, at + len(choices)))
    return {} if _ends_in_item(words, at) else values


def _a_choice(word: str) -> bool:
    return ":" in word and not word.startswith("item:") and unsymbol(word)[0] in CHOICE_GROUPS


def _after(words: Sequence[str], at: int) -> str:
    """The word after the choices said from ``at`` ("" at the end)."""
    end = at + len(_choices_from(words, at))
    return words[end] if end < len(words) else ""


def _choices_from(words: Sequence[str], at: int) -> list[str]:
    end = at
    while end < len(words) and _a_choice(words[end]):
        end += 1
    return list(words[at:end])


def _said_after(words: Sequence[str], at: int) -> dict[str, str]:
    """The add-ons and plain requests said after "with" at ``at``, to the end of the part: "with honey"
    (addon), "with lemon" (a note)."""
    if at >= len(words) or words[at] != "with":
        return {}
    addons, plain = [], []
    for word in words[at + 1:]:
        if word in _PART_END or word.startswith("item:") or is_count(word) or word in ("a", "an", "one"):
            break
        if word.startswith("addon:"):
            addons.append(unsymbol(word)[1])
        elif _a_choice(word):
            plain.append(unsymbol(word)[1])
        elif ":" not in word:
            plain.append(word)
    said = {"addon": ",".join(addons)} if addons else {}
    return {**said, "notes": "with " + " ".join(plain)} if plain else said


def _ends_in_item(words: Sequence[str], at: int) -> bool:
    """Whether the part from ``at`` names an item before it ends ("one with a muffin")."""
    for word in words[at:]:
        if word in _PART_END:
            return False
        if word.startswith("item:"):
            return True
    return False


def part_words(parts: Sequence[dict[str, str]]) -> set[str]:
    """The words an answer names a part by ("peppermint for the iced one": "for", "iced"), to read the
    item it chooses apart from them."""
    said = {"for", "other", "ones", "both", "each"}
    for part in parts:
        for name in part.values():
            said.update(w for w in re.findall(r"[a-z0-9%']+", name.replace(",", " ")) if w != "with")
    return said


def _named_by(text: str, groups: list[tuple[int, dict[str, str]]], differing: set[str]) -> list[int]:
    """The parts the turn names by a value only they have ("earl grey for the hot one": the hot one)."""
    said = set(re.findall(r"[a-z0-9%']+", (text or "").lower()))
    named = []
    for k, (_, values) in enumerate(groups):
        own = [w for g in differing if values.get(g) and not any(
            other.get(g) == values[g] for j, (_, other) in enumerate(groups) if j != k)
            for w in re.findall(r"[a-z0-9%']+", values[g].replace(",", " ")) if w != "with"]
        if own and said.intersection(own):
            named.append(k)
    return named


def kind_parts_answered(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the lines the answer adds of a kind asked of in parts given each part's values (see
    the module); a part the answer leaves is asked again."""
    asked = getattr(cart, "asked", None)
    if asked is None or not asked.parts or menu is None:
        return list(edits)
    section = category_named(asked.kind)
    family = set(family_items(menu, asked.kind.removesuffix("s"))) if section is None else set()
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item in menu.items and (
        menu.item(e.item).category == section or e.item in family)]
    groups = grouped_parts(asked.parts)
    if not mine:
        return list(edits)
    differing = {g for _, values in groups for g in values}
    out = list(edits)
    twice = len(mine) > 1 and all(out[k] == out[mine[0]] for k in mine)
    if len(groups) == 1 and twice and not _COUNTED.search(text or ""):  # "the other one oolong": one
        out, mine = [e for k, e in enumerate(out) if k not in mine[1:]], mine[:1]
    if len(mine) == 1:
        line = out[mine[0]]
        said = [k for k, (_, values) in enumerate(groups) if _said_of(line, values, differing)] or _named_by(
            text, groups, differing)
        if len(said) == 1:  # "the hot one english breakfast": that part's; the others asked again
            count, values = groups[said[0]]
            out[mine[0]] = _given(line.model_copy(update={"qty": count}), values, menu)
            left = [g for k, g in enumerate(groups) if k != said[0]]
            return [*out, _asked_again(asked, left)] if left else out
        if line.qty not in (1, asked.count) and not _COUNTED.search(text or ""):
            line = line.model_copy(update={"qty": 1})  # "the other one oolong": one, not another read as two
        if said or line.qty not in (1, asked.count):
            return out
        lines = [_given(line.model_copy(update={"qty": count}), values, menu) for count, values in groups]
        return out[:mine[0]] + lines + out[mine[0] + 1:]
    if len(mine) != len(groups):
        return out
    order = _matched(mine, out, groups, differing)
    for k, g in zip(mine, order, strict=True):
        count, values = groups[g]
        line = out[k]
        out[k] = _given(line.model_copy(update={"qty": count}) if line.qty == 1 else line, values, menu)
    return out


def _said_of(line: AddLine, values: dict[str, str], differing: set[str]) -> bool:
    """Whether the answer's line says a value that tells this part from the others ("the iced one")."""
    said = {g for g in differing if g in CHOICE_GROUPS and getattr(line, g, None) is not None}
    return bool(said) and all(values.get(g) == getattr(line, g) for g in said)


def _matched(mine: list[int], edits: list[Edit], groups: list, differing: set[str]) -> list[int]:
    """The part each of the answer's lines is for: the one its values say, else the next in order."""
    order: list[int | None] = []
    for k in mine:
        said = [g for g, (_, values) in enumerate(groups) if _said_of(edits[k], values, differing)]
        order.append(said[0] if len(said) == 1 and said[0] not in order else None)
    free = [g for g in range(len(groups)) if g not in order]
    return [g if g is not None else free.pop(0) for g in order]


def _given(line: AddLine, values: dict[str, str], menu: Any) -> AddLine:
    """``line`` with the part's values it says none of and its item takes."""
    update: dict[str, Any] = {g: v for g, v in values.items() if g in CHOICE_GROUPS
                              and getattr(line, g) is None and menu.allows(line.item, g, v)}
    addons = {n: 1 for n in values.get("addon", "").split(",")
              if n and n not in line.addons and menu.allows(line.item, "addon", n)}
    if addons:
        update["addons"] = {**line.addons, **addons}
    if values.get("notes") and not line.notes:
        update["notes"] = values["notes"]
    if preps := warmed_preps(menu, line, values.get("temp")):  # "two pastries, one warmed": a muffin warmed
        update["preps"] = preps
    return line.model_copy(update=update) if update else line


def _asked_again(asked: Any, left: list[tuple[int, dict[str, str]]]) -> AskMenu:
    """The question of the parts the answer left ("and which tea for the iced one?")."""
    units = [values for count, values in left for _ in range(count)]
    kind = singular(asked.kind) if len(units) == 1 else asked.kind  # "pastries": "pastry"
    return AskMenu(about=[kind, f"{COUNT}{len(units)}", *(f"{g}:{v}" for g, v in asked.values.items()),
                          *map(part_entry, units)])
