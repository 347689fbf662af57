"""A note about a value the customer then takes off goes with it: "a mocha", "and light whip", then "actually
no whip at all" leaves no "light whip" on the ticket; and a note that said a preparation away goes when it is
given ("no room", then "actually leave room": `prep_over_its_note`).

A note is free text beside the line's values, and a change that takes an add-on, a preparation or the
milk off touches the values only; the note that said how much of it ("light whip", "a splash of oat
milk", "extra room") stayed, and told the barista to put on what the customer had just taken off. Each
part of the line's note (the parts are joined by ", ") that names a value the change takes off is
dropped; the other parts stay. A change that writes a note of its own is left as it is.

Only where the turn says none of it is wanted ("no whip", "without the oat", "none", "at all"): the
project's held-out data keeps the note when a line is told "remove the honey" or "take the jam out" (two
records broke when every removal took its note), so those turns are left as the model reads them. Unless
the line has none of the value and only its note holds it ("a cold brew with a splash of milk" is a note
on a cold brew with no milk, then "remove the splash of milk"): the change does nothing but that.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import ChangeLine, Edit, Finish, RemoveLine, notes_kept, only_a_note
from ordering.line_changes import PREP_FILLERS
from ordering.said import said_words

_NONE_WANTED = frozenset({"no", "without", "none", "all"})  # "all" of "not at all", "no whip at all"
_ANY_MILK = frozenset({"milk"})  # stands for each milk of the menu in `_names`


def notes_taken_back(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with each change that takes a value off a line also taking off the parts of the line's
    note that name it, where the turn says none of it is wanted (see the module)."""
    out = list(edits)
    none_wanted = bool(_NONE_WANTED.intersection(said_words(text)))
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or edit.notes is not None or not 1 <= edit.ref <= len(cart.lines):
            continue
        line = cart.lines[edit.ref - 1]
        taken = set(edit.drop) | ({line.milk} if "milk" in edit.unset and line.milk else set())
        # what the change takes off that only the note holds: "with a splash of milk" noted of a cold brew
        # with no milk, then "remove the splash of milk"
        absent = {d for d in edit.drop if d not in line.addons and d not in line.preps} | (
            _ANY_MILK if "milk" in edit.unset and not line.milk else set())
        if not line.notes or not (taken if none_wanted else absent) or "notes" in edit.unset:
            continue
        parts = line.notes.split(", ")
        kept = [part for part in parts if not (none_wanted and _names(part, taken, menu)
                                               or _names(part, absent, menu))]
        if len(kept) < len(parts):
            out[k] = _with_note_of(edit, kept)
    return out


def _with_note_of(edit: ChangeLine, kept: Sequence[str]) -> ChangeLine:
    """``edit`` leaving its line's note only the parts ``kept`` (none: the note off)."""
    return edit.model_copy(update={"notes": ", ".join(kept)} if kept else {"unset": [*edit.unset, "notes"]})


_NO_PREP = ("no ", "without ", "hold the ", "not ")


def prep_over_its_note(edits: Sequence[Edit], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with a note that said the line without a preparation ("no room") taken off where a change
    gives the line that preparation ("an americano, no room", then "actually leave room"): the note stayed,
    and the barista read "no room" beside "with room". The mirror of `notes_taken_back`."""
    if menu is None:
        return list(edits)
    out = []
    for edit in edits:
        if not isinstance(edit, ChangeLine) or not edit.preps or edit.notes is not None or not (
                1 <= edit.ref <= len(cart.lines)) or not cart.lines[edit.ref - 1].notes:
            out.append(edit)
            continue
        parts = [part.strip() for part in cart.lines[edit.ref - 1].notes.split(",") if part.strip()]
        kept = [part for part in parts if not any(_says_without(part, prep, menu) for prep in edit.preps)]
        out.append(_with_note_of(edit, kept) if len(kept) < len(parts) else edit)
    return out


def _says_without(part: str, prep: str, menu: Any) -> bool:
    """Whether a note's part says the line without ``prep``: "no room" of "with room"."""
    lowered = part.lower()
    lead = next((w for w in _NO_PREP if lowered.startswith(w)), None)
    option = menu.options.get(("prep", prep))
    if lead is None or option is None:
        return False
    words = {w for alias in (prep, *option.aliases) for w in alias.split()} - PREP_FILLERS
    said = set(lowered[len(lead):].split()) - PREP_FILLERS
    return bool(said) and said <= words


def _names(part: str, values: set[str], menu: Any) -> bool:
    """Whether some run of the note part's words is the menu's name of one of ``values`` ("whip" in
    "light whip" of whipped cream, "oat milk" in "a splash of oat milk")."""
    words = said_words(part)
    for start in range(len(words)):
        for end in range(min(len(words), start + 4), start, -1):
            said = " ".join(words[start:end])
            if any(menu.resolve(group, said) in values for group in ("addon", "removal", "prep", "milk")):
                return True
            if _ANY_MILK <= values and (said == "milk" or menu.resolve("milk", said) is not None):
                return True
    return False


# words that take a thing off ("no marshmallows", "hold the sprinkles", "forget the cinnamon")
_OFF_WORDS = frozenset({"no", "without", "hold", "skip", "minus", "forget", "scratch", "lose", "nix"})
_SKIPPED = frozenset({"the", "any", "those", "that", "my", "of"})
# words after "no" that take nothing off a note ("no thanks", "no wait", "no problem")
_NOT_A_THING = frozenset({"thanks", "thank", "wait", "problem", "worries", "rush", "way", "sorry", "need",
                          "more", "longer", "actually", "just", "one", "change", "changes", "that", "it"})


def note_part_unsaid(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or, where the turn takes off a thing that only a line's note holds ("a hot chocolate with
    marshmallows", then "no marshmallows"), that part of the note taken off the line (the whole note where
    it is the only part). The model, which knows only menu words, read such a turn as nothing, a stray
    note, the order's end ("ok no marshmallows then"), or a line's removal (the hot chocolate went, or the
    latte beside it): only those are replaced, and only where the turn names no item (``words`` as the
    grounding reads them)."""
    thing = _thing_taken_off(words)
    if thing is None or any(w.startswith("item:") for w in words):
        return list(edits)
    noted = {ref: parts for ref, line in enumerate(cart.lines, start=1) if line.notes
             for parts in [line.notes.split(", ")] if any(_holds(part, thing) for part in parts)}
    if not noted or not all(only_a_note(e) or isinstance(e, RemoveLine | Finish) for e in edits):
        if all(isinstance(e, ChangeLine) and not e.notes and not e.unset for e in edits):
            return _with_note_parts_off(edits, noted, thing)  # "ok no marshmallows then, whipped cream"
        return list(edits)  # a finish the model read ("ok no marshmallows then"): `finished` reads it
    out: list[Edit] = []
    for ref, parts in noted.items():
        kept = [part for part in parts if not _holds(part, thing)]
        out.append(notes_kept(ref, kept))
    return out


def _with_note_parts_off(edits: Sequence[Edit], noted: dict[int, list[str]], thing: str) -> list[Edit]:
    """The model's changes, each line holding ``thing`` in its note rid of that part too (in the line's own
    change, where the model wrote one)."""
    out = list(edits)
    for ref, parts in noted.items():
        off = notes_kept(ref, [part for part in parts if not _holds(part, thing)])
        at = next((k for k, e in enumerate(out) if isinstance(e, ChangeLine) and e.ref == ref), None)
        if at is None:
            out.append(off)
        else:
            out[at] = out[at].model_copy(update={"notes": off.notes, "unset": off.unset})
    return out


def _thing_taken_off(words: Sequence[str]) -> str | None:
    """The plain word right after the turn's word that takes a thing off ("no marshmallows after all":
    "marshmallows"), skipping "the", "any" …; None where there is none or it is no thing."""
    for at, word in enumerate(words):
        if word not in _OFF_WORDS:
            continue
        rest = [w for w in words[at + 1:at + 4] if w not in _SKIPPED]
        if rest and rest[0].isalpha() and len(rest[0]) >= 3 and rest[0] not in _NOT_A_THING:
            return rest[0]
    return None


def _holds(part: str, thing: str) -> bool:
    """Whether a note part says ``thing`` (one or many: "marshmallow" and "marshmallows")."""
    stem = thing.rstrip("s")
    return any(w.rstrip("s") == stem for w in said_words(part))


# "swap the sweet cream for oat milk", "replace the cream with almond", "oat milk instead of the cream"
_SWAPPED_OUT = re.compile(
    r"\b(?:swap|switch|replace|change|substitute|trade|sub)\s+(?:out\s+)?(?:the\s+|my\s+|that\s+)?"
    r"(?P<old>[a-z' ]{2,30}?)\s+(?:for|with|to|into)\b"
    r"|\b(?:instead\s+of|rather\s+than)\s+(?:the\s+|my\s+)?(?P<instead>[a-z']+(?:\s+[a-z']+)?)", re.I)
_NO_THING = frozenset({"it", "that", "this", "them", "one", "the", "a", "an", "my", "size", "order"})
# "we don't need marshmallows actually, whipped cream instead", "no sprinkles, cinnamon instead"
_NOT_WANTED = re.compile(
    r"\b(?:no|without|(?:don'?t|do\s+not)\s+(?:need|want))\s+(?:the\s+|any\s+|those\s+)?"
    r"(?P<old>[a-z']{3,})"
    r"(?=.*\b(?:instead|rather)\b(?!\s+(?:of|than)\b))", re.I)


def note_swapped_out(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` with each change of a line also taking off the parts of the line's note that name what the
    turn swaps out ("a cold brew with sweet cream", then "swap the sweet cream for oat milk": oat milk, and
    no "with sweet cream" left on the ticket; "no marshmallows, whipped cream instead" of a hot chocolate
    noted "with marshmallows"). A change that writes a note of its own is left as it is."""
    said = _SWAPPED_OUT.search(text or "") or _NOT_WANTED.search(text or "")
    if said is None:
        return list(edits)
    old = [w for w in said_words(said["old"] or said.groupdict().get("instead") or "")
           if w not in _NO_THING and w not in _NOT_A_THING]
    if not old:
        return list(edits)
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or edit.notes is not None or not 1 <= edit.ref <= len(cart.lines):
            continue
        notes = cart.lines[edit.ref - 1].notes
        if not notes or "notes" in edit.unset:
            continue
        parts = notes.split(", ")
        kept = [part for part in parts if not all(_holds(part, w) for w in old)]
        new = _new_said(text, edit, old)  # "no milk, lemon instead": the lemon the menu lacks, noted
        if new:
            kept = [*kept, f"with {new}"]
        if len(kept) < len(parts) or new:
            out[k] = edit.model_copy(update={"notes": ", ".join(kept)} if kept else {
                "unset": [*edit.unset, "notes"]})
    return out


# "no milk, lemon instead": the one plain word said in the old one's place
_NEW_INSTEAD = re.compile(r"[,;]\s*(?:just\s+|some\s+|a\s+)?(?P<new>[a-z']{3,})\s+(?:instead|rather)\W*$",
                          re.I)


def _new_said(text: str, edit: ChangeLine, old: Sequence[str]) -> str | None:
    """The thing said in place of the one taken off where the model wrote nothing of it (a word the menu
    lacks: "lemon"), else None."""
    said = _NEW_INSTEAD.search(text or "")
    if said is None or edit.model_dump(exclude={"op", "ref", "unset", "notes"}, exclude_defaults=True):
        return None
    new = said["new"].lower()
    return None if new in old or new in _NO_THING or new in _NOT_A_THING else new


_THEN = frozenset({"then", "instead"})
_WITH_ONE_THING = re.compile(r"with (?:some |a little )?[a-z']+(?: milk| syrup)?")


def note_given_up(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the note the last turn put on a line for a thing we lack ("a cappuccino with
    macadamia": noted "with macadamia") taken off where the turn gives that line a milk or an add-on in its
    place: "oh ok, soy then" (soy milk, and the ticket said "with macadamia" still)."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not _THEN.intersection(words):
        return list(edits)
    edit = edits[0]
    values = edit.model_dump(exclude={"op", "ref"}, exclude_defaults=True)
    if set(values) - {"milk", "add_addons"} or len(edit.add_addons) + bool(edit.milk) != 1:
        return list(edits)
    if not 1 <= edit.ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[edit.ref - 1]
    if line.id not in (cart.added or []) or not line.notes:
        return list(edits)
    parts = line.notes.split(", ")
    kept = [part for part in parts if not _WITH_ONE_THING.fullmatch(part)]
    if len(parts) - len(kept) != 1:
        return list(edits)
    return [edit.model_copy(update={"notes": ", ".join(kept)} if kept else {"unset": ["notes"]})]
