"""Units of a cart line told apart in one later turn, by counts: "can I get 4 lattes", then "2 with oat, 1
with almond and 1 regular".

The model read the counts as one change of the whole line and made all four lattes almond. Where the turn
is only parts of a count and values ("2 with oat", "1 regular"), joined by commas or "and" (after a
request's words: "make 2 of them oat and the other one soy"), their counts add up to no more than the
units of one line of the cart, and the model changed nothing but that line, each part becomes its own line
of that many units with the part's values on the line's own; the units no part names stay as they were,
as do those of a part that says no values ("1 regular"). "One with both" (after two parts with values)
has the values of both ("one with cream, one with sugar, one with both"; "with both" had been noted).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, Finish, note_after
from ordering.said import FILLERS
from ordering.turn_words import kind_of, value_fields

_VALUE_KINDS = frozenset({*SINGLE_GROUPS, "addon"})
# words a part may say besides its count and values: "2 with oat", "one of them regular", "1 plain please"
_PART_WORDS = frozenset({"with", "of", "them", "those", "a", "an", "regular", "plain", "normal", "black",
                         "please", "just", "as", "is", "the", "rest", "others", "other", "make", "should",
                         "be", "in", "extra", "added", "some"})
_JOINS = frozenset({",", "and", "&", "."})
_ONLY = frozenset({"just", "only"})
_PLAIN_PART = frozenset({"plain", "regular", "normal", "black"})
# words before the first part: "make 2 of them oat and the other one soy", "can you do 2 with oat ..."
_LEADS = frozenset({"make", "can", "could", "you", "do", "let's", "lets", "have"})


def counted_parts_split(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the cart's line the turn's counted parts tell apart split into a line per part (see
    the module's docstring)."""
    said = _both_said(_parts(_ordinals_as_units([t for t in tokens if t not in FILLERS])))
    notes = [f"with {' '.join(noted)}" if noted else None for _, _, noted in said]
    parts = [(count, values) for count, values, _ in said]
    if len(parts) < 2 or not any(values or note for (_, values), note in zip(parts, notes, strict=True)):
        return list(edits)
    total = sum(count for count, _ in parts)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.qty == total] or [
        r for r, line in enumerate(cart.lines, start=1) if line.qty > total]
    if len(refs) != 1 or any(not isinstance(e, Finish | ChangeLine) or isinstance(e, ChangeLine)
                             and e.ref != refs[0] for e in edits):
        return list(edits)
    ref, line = refs[0], cart.lines[refs[0] - 1]
    own = set(line.item.split())  # "two butter two chocolate" of butter croissants: "butter" is their kind
    parts = [(count, [v for v in values if not _kind_of(v, own)]) for count, values in parts]
    copies = []
    for (count, values), note in zip(parts, notes, strict=True):
        fields, addons = _fields_counted(values)
        copies.append(AddLine(item=line.item, qty=count, **{
            **{g: getattr(line, g) for g in SINGLE_GROUPS}, **fields},
            addons={**line.addons, **addons}, removals=list(line.removals), preps=list(line.preps),
            notes=note_after(line.notes, note) if note else line.notes, who=line.who))
    if total < line.qty:
        return [ChangeLine(ref=ref, qty=line.qty - total), *copies]
    # the line keeps the units of a part that says no values ("1 regular"), else the first part's
    kept = next((k for k, (_, values) in enumerate(parts) if not values and not notes[k]), 0)
    fields, addons = _fields_counted(parts[kept][1])
    noted = {"notes": note_after(line.notes, notes[kept])} if notes[kept] else {}
    change = ChangeLine(ref=ref, qty=parts[kept][0], add_addons=addons, **fields, **noted)
    return [change, *copies[:kept], *copies[kept + 1:]]


def _fields_counted(values: Sequence[str]) -> tuple[dict[str, Any], dict[str, int]]:
    """``value_fields`` of the values, each add-on as many portions as it is said ("with two sugars")."""
    fields, addons = value_fields(values)
    return fields, {name: sum(v == symbol("addon", name) for v in values) for name in addons}


_EVERY_PART = frozenset({"both", "everything", "all"})


def _both_said(parts: list[tuple[int, list[str], list[str]]]) -> list[tuple[int, list[str], list[str]]]:
    """The parts with one said "with both" (or "everything") given the values and noted words of the parts
    before it that have them: "one with cream, one with sugar, one with both" (the third has the cream and
    the sugar); "one with milk, one with sugar and one with both" (the milk is noted: "with milk")."""
    out: list[tuple[int, list[str], list[str]]] = []
    for count, values, noted in parts:
        before = [v for _, vs, _ in out for v in vs]
        before_noted = [w for _, _, ns in out for w in ns]  # "one with milk": milk is noted, not a value
        if not values and len(noted) == 1 and noted[0] in _EVERY_PART and (before or before_noted) and (
                noted[0] != "both" or sum(bool(vs or ns) for _, vs, ns in out) == 2):
            values, noted = list(dict.fromkeys(before)), _joined(before_noted)
        out.append((count, values, noted))
    return out


def _joined(noted: list[str]) -> list[str]:
    """The noted words of the parts before, one note: "milk" and "cream": "milk and cream"."""
    return [w for k, word in enumerate(noted) for w in ((word,) if not k else ("and", word))]


def _kind_of(value: str, own: set[str]) -> bool:
    """Whether ``value`` is an add-on whose words name the line's own kind ("butter": a butter croissant)."""
    return value.startswith("addon:") and set(unsymbol(value)[1].split()) <= own


_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "last"})


def _ordinals_as_units(words: Sequence[str]) -> list[str]:
    """The words with each unit named by its place counted as one: "first one with oat, second with soy"
    reads as "1 with oat, 1 with soy" (only where two or more places are said)."""
    if sum(w in _ORDINALS for w in words) < 2:
        return list(words)
    out: list[str] = []
    for k, w in enumerate(words):
        if w == "the" or w in ("one", "n1") and k and words[k - 1] in _ORDINALS:
            continue  # "the second", "first one"
        out.append("n1" if w in _ORDINALS else w)
    return out


def _parts(words: Sequence[str]) -> list[tuple[int, list[str], list[str]]]:
    """The turn as parts of a count, its values and the plain words of a request said after "with" ("2
    black , 1 with milk , 1 with cream and sugar": "with milk" noted), or [] when it says anything else."""
    parts: list[tuple[int, list[str], list[str]]] = []
    last_joined, before, portions = False, "", 1
    for at, word in enumerate(words):
        after = words[at + 1] if at + 1 < len(words) else ""
        if word in _ONLY and before == "with":
            continue  # "1 with just milk": with milk
        if word in NUMBERS and parts and before == "with" and after.startswith("addon:"):
            portions = number_value(word)  # "1 with two sugars": the sugar's count
        elif word in NUMBERS and word != "nbig" and (not parts or last_joined or parts[-1][1] or parts[-1][2]
                                                   or before in _PLAIN_PART):  # "one plain one with …"
            parts.append((number_value(word), [], []))
        elif not parts and word not in _LEADS:
            return []
        elif not parts:
            pass
        elif kind_of(word) in _VALUE_KINDS:
            parts[-1][1].extend([word] * portions)
            portions = 1
        elif (before == "with" or parts[-1][2] and before not in _JOINS) and _plain_word(word):
            parts[-1][2].append(word)  # "1 with milk": no menu value, a request in the customer's words
        elif word not in _PART_WORDS and word not in _JOINS:
            return []
        last_joined, before = word in _JOINS, word
    for _, _, noted in parts:  # "1 with milk and 1 black": "with milk", no "and" the next part begins with
        while noted and noted[-1] in _JOINS:
            noted.pop()
    return parts if all(count >= 1 and len(noted) <= 3 for count, _, noted in parts) else []


def _plain_word(word: str) -> bool:
    """Whether a word may be part of a request in plain words: not a menu value, count or part word."""
    return word.isalpha() and ":" not in word and word not in NUMBERS and word not in _PART_WORDS
