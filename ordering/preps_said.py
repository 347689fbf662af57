"""Preparations of food said around the item or with a word the menu has no slot for: "cut the croissant
in half", "warm it instead", "extra toasted", "butter on the side".

- The menu knows "cut it in half", not the item said inside the phrase: the words read "cut the
  item:butter_croissant in half", and the model wrote a stray note. The words tell the preparation and
  the line (`cut_in_half`).
- "Instead" puts a preparation in another's place: the model adds "warmed" to a toasted bagel and the
  bagel comes toasted and warmed. A food is heated one way (`HEATINGS`); the one named after "instead
  of" ("instead of toasting it") comes off whatever it is (`prep_instead`).
- "extra toasted", "lightly toasted", "butter on the side": the menu has the preparation and the add-on
  but no degree or place, and the words around them were dropped. They are kept as the line's note in
  the customer's words (`preps_qualified`).
- "Fill it all the way" of a coffee with room takes the room off (`room_filled`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, note_after, notes_had, only_a_note
from ordering.named_lines import lines_named

CUT = "cut in half"
_WORD = "word:"  # `_cut_said`'s mark of a line named by a word of its item's name: "the lemon one"
_CUTTING = frozenset({"cut", "slice", "halve"})
_OBJECT = frozenset({"it", "them", "the", "my", "that", "this", "those", "these", "up", "both"})
_HALVES = frozenset({"half", "halves", "two"})
HEATINGS = frozenset({"toasted", "warmed"})  # a food is heated one way: one takes the other's place
_INSTEAD = frozenset({"instead", "rather"})
_DEGREES = frozenset({"extra", "lightly", "light", "slightly", "barely", "well", "very"})
_MAX_NOTE = 80


def cut_in_half(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with "cut in half" given to the line the words name inside the phrase ("cut the
    croissant in half", "slice my bagel in two"): to the item added in the turn, else to the cart's line
    of it, else ("cut it in half") to the one line the model changed or the cart's latest food. A stray
    change of that line that says nothing else (a note the words never said) gives way to it."""
    found = _cut_said(words)
    if found is None or menu is None or any(CUT in getattr(e, "preps", ()) for e in edits):
        return list(edits)
    out = list(edits)
    added = [k for k, e in enumerate(out) if isinstance(e, AddLine) and (found == "" or e.item == found)]
    if len(added) == 1 and menu.allows(out[added[0]].item, "prep", CUT):
        edit = out[added[0]]
        out[added[0]] = edit.model_copy(update={"preps": [*edit.preps, CUT]})
        return out
    ref, by_word = _line_cut(found, out, cart, menu), found.startswith(_WORD)
    if ref is None:
        return list(edits)
    out = [e for e in out if not (isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines) and (
        _says_nothing(e, cart.lines[e.ref - 1]) or by_word and _the_word_as_add_on(e, found[len(_WORD):]))
        and (e.ref == ref or by_word))]
    return [*out, ChangeLine(ref=ref, preps=[CUT])]


def _cut_said(words: Sequence[str]) -> str | None:
    """The item named between a verb of cutting and "in half" / "in two" ("" for "it"), or None when the
    words say no such phrase."""
    for at, word in enumerate(words):
        if word not in _CUTTING:
            continue
        end, by_word = at + 1, []
        while end < len(words) and end - at <= 4:
            if words[end] in _OBJECT or words[end][:5] == "item:":
                end += 1
            elif words[end - 1] == "the" and words[end + 1 : end + 2] in (["n1"], ["one"]):
                by_word.append(words[end])  # "cut the lemon one in half"
                end += 2
            else:
                break
        if end + 1 < len(words) and words[end] == "in" and words[end + 1] in _HALVES and end > at + 1:
            named = [unsymbol(w)[1] for w in words[at + 1:end] if w.startswith("item:")]
            if by_word and not named:
                return _WORD + by_word[0] if len(by_word) == 1 else None
            return named[0] if len(named) == 1 else "" if not named else None
    return None


def _line_cut(item: str, edits: Sequence[Edit], cart: Any, menu: Any) -> int | None:
    """The cart's line to cut: the one of ``item`` (or its kind), else the one line the model changed,
    else the latest line that can be cut."""
    if item.startswith(_WORD):  # "the lemon one": the one line whose item's name has the word
        word = _first_word(item[len(_WORD):])  # "the chocolate one": the word read as chocolate sauce
        refs = [r for r, line in enumerate(cart.lines, start=1) if word in line.item.split()]
    elif item:
        refs = lines_named(item, cart)  # "the croissant" of a chocolate croissant
    else:
        changed = {e.ref for e in edits if isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)}
        refs = list(changed) if len(changed) == 1 else [
            r for r, line in enumerate(cart.lines, start=1) if menu.allows(line.item, "prep", CUT)][-1:]
    if len(refs) != 1 or not menu.allows(cart.lines[refs[0] - 1].item, "prep", CUT):
        return None
    return refs[0]


def _first_word(word: str) -> str:
    """The word itself, or of a value's token the first word of its name: "chocolate" of chocolate sauce."""
    return unsymbol(word)[1].split()[0] if ":" in word else word


def _the_word_as_add_on(edit: ChangeLine, word: str) -> bool:
    """Whether a change only adds the add-on the word was read as: "the chocolate one" as chocolate sauce."""
    name = unsymbol(word)[1] if word.startswith("addon:") else None
    return name is not None and edit == ChangeLine(
        ref=edit.ref, add_addons={name: edit.add_addons.get(name, 1)}, notes=edit.notes)


def _says_nothing(edit: ChangeLine, line: Any) -> bool:
    """Whether a change sets nothing but (at most) a note, or the count the line has ("the lemon one":
    the "one" read as a count)."""
    return edit in (ChangeLine(ref=edit.ref, notes=edit.notes), ChangeLine(ref=edit.ref, qty=line.qty))


def prep_instead(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the preparation a change adds "instead" taking the place of the line's: the one
    named after "instead of" / "rather than" ("instead of toasting it"), else the line's other way of
    heating ("warm it instead" of a toasted bagel: warmed, no longer toasted); or the one said after "not"
    ("the croissant warmed not toasted")."""
    said_not = {unsymbol(w)[1] for at, w in enumerate(words) if at and w.startswith("prep:")
                and words[at - 1] in ("not", "no")}  # "warmed not toasted"
    if menu is None or not (_INSTEAD.intersection(words) or said_not):
        return list(edits)
    named = _named_after_instead(words, menu) | said_not
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or edit.drop or not 1 <= edit.ref <= len(cart.lines):
            continue
        had = cart.lines[edit.ref - 1].preps
        new = [p for p in edit.preps if p not in had]
        if len(new) != 1:
            continue
        gone = [p for p in had if p in named or not named and new[0] in HEATINGS and p in HEATINGS]
        if gone:
            out[k] = edit.model_copy(update={"drop": gone})
    return out


def _named_after_instead(words: Sequence[str], menu: Any) -> set[str]:
    """The preparations named after "instead of" / "rather than", in any form ("toasting", "toast",
    "prep:toasted")."""
    named: set[str] = set()
    for at, word in enumerate(words[:-1]):
        if (word, words[at + 1]) not in (("instead", "of"), ("rather", "than")):
            continue
        for said in words[at + 2:at + 5]:
            if said.startswith("prep:"):
                named.add(unsymbol(said)[1])
            elif said.isalpha():
                stem = said[:-3] if said.endswith("ing") else said  # "toasting", "warming", "heating"
                forms = [menu.resolve("prep", form) for form in (said, stem, stem + "ed")]
                named.update(prep for prep in forms[:1] + forms[1:] if prep is not None)
    return named


def preps_qualified(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a degree said of a preparation ("extra toasted", "lightly toasted") and an add-on
    asked "on the side" kept as the note of the line that carries it, in the customer's words."""
    said = _qualified_said(words)
    if not said:
        return list(edits)
    out = list(edits)
    for value, note in said:
        group, name = unsymbol(value)
        carriers = [k for k, e in enumerate(out) if isinstance(e, AddLine | ChangeLine) and name in (
            e.preps if group == "prep" else e.addons if isinstance(e, AddLine) else e.add_addons)]
        if len(carriers) != 1:
            continue
        edit = out[carriers[0]]
        had = notes_had(edit, cart)
        if had and group == "addon" and edit.notes:  # "could the whip be on the side": the model's note
            # "on the side" goes, for the add-on's own
            had = ", ".join(p for p in had.split(", ") if not _BARE_SIDE.fullmatch(p)) or None
        # "the vanilla on the side" noted by the model already as "vanilla on the side": not twice
        if had and (note in had or group == "addon" and any(  # "sugars on the side": of the sugar
                re.search(rf"\b{re.escape(w)}s? on the side", had) for w in name.split())):
            continue
        out[carriers[0]] = edit.model_copy(update={"notes": ", ".join(filter(None, [had, note]))[:_MAX_NOTE]})
    return out


_ON_THE_SIDE = ("on", "the", "side")
_BEING_PUT = frozenset({"be", "come", "comes", "go", "goes", "served"})  # "could the whip be on the side"
_BARE_SIDE = re.compile(rf"(?:(?:{'|'.join(sorted(_BEING_PUT))})\s+)?on the side")


def _qualified_said(words: Sequence[str]) -> list[tuple[str, str]]:
    """(value, note) of each preparation said with a degree before it and each add-on said with "on the
    side" after it."""
    said = []
    for at, word in enumerate(words):
        if word.startswith("prep:") and at and words[at - 1] in _DEGREES:
            said.append((word, f"{words[at - 1]} {_display(word).removeprefix('with ')}"))  # "extra room"
        elif word.startswith("addon:") and _ON_THE_SIDE in (tuple(words[at + 1:at + 4]), tuple(
                words[at + 2:at + 5]) if words[at + 1:at + 2] and words[at + 1] in _BEING_PUT else ()):
            said.append((word, f"{_display(word)} on the side"))  # "can the butter come on the side"
    return said


def _display(value: str) -> str:
    """The name a value token stands for: "prep:toasted" is "toasted"."""
    return unsymbol(value)[1]


ROOM = "with room"
_FILLED = re.compile(
    r"\b(?:fill(?:ed)?\s+(?:it|that|them|this|the\s+\w+)?\s*(?:up\s+)?(?:all\s+the\s+way|to\s+the\s+(?:top|brim)"
    r"|right\s+up|up)|(?:a\s+)?full\s+cup|no\s+need\s+for\s+(?:any\s+)?room"
    r"|don'?t\s+(?:need|leave)\s+(?:any\s+)?room)\b", re.I)


def room_filled(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or "with room" taken off the one line that has it where the turn asks the cup filled:
    "actually fill it all the way", "fill it to the top", "a full cup", "don't leave room" (the model wrote a
    stray note, and the customer heard "didn't catch"). Only where the model changed nothing but notes.
    Where no line has room, "can you fill it to the top" is noted on the last line, in the words said."""
    refs = [r for r, line in enumerate(cart.lines, start=1) if ROOM in line.preps]
    filled = _FILLED.search(text or "")
    if filled is None or not all(map(only_a_note, edits)):
        return list(edits)
    if len(refs) == 1:
        return [ChangeLine(ref=refs[0], drop=[ROOM])]
    if refs or not cart.lines or not _FILL_ASKED.match(text):
        return list(edits)
    # no line has room: "can you fill it to the top" of the americano is a request for the barista
    last = cart.lines[-1]
    said = " ".join(filled.group(0).lower().split())
    if last.notes and said in last.notes.lower():
        return list(edits)
    return [ChangeLine(ref=len(cart.lines), notes=note_after(last.notes, said))]


_FILL_ASKED = re.compile(r"^\W*(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|and\s+|also\s+)*fill\b", re.I)
