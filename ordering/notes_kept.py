"""A note added to a line that has one keeps the first: "an americano with a little bit of cream", then
"put it in a bigger cup" is both requests on the ticket, not the cup alone.

A change's note replaces the line's (the edit language has one note per line), so the model's "set L1
note …" for a second request dropped the first without a word, and the barista never saw it. Where the
new note is about something else (no word of substance in common with the old one) and the turn does
not say it replaces it ("instead", "rather", "no actually just …"), the old note's parts stay in front of
the new one. A note on the same thing ("less foam", then "no, lots of foam") replaces it, as said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, ChangeLine, Edit
from ordering.said import said_words

# words that say how, how much or where, not what: shared, they do not make two notes one request
_NOT_SUBSTANCE = frozenset({
    "a", "an", "the", "with", "without", "and", "or", "of", "on", "in", "into", "at", "to", "for", "it",
    "its", "my", "please", "some", "little", "bit", "lot", "lots", "extra", "more", "less", "light", "very",
    "too", "not", "no", "just", "really", "much", "few", "any", "side", "top", "cup", "put", "make", "keep"})
_REPLACING = frozenset({"instead", "rather", "replace", "change"})


_TURNING_DOWN = frozenset({"no", "nope", "nah", "actually", "sorry", "wait", "oh", "hmm", "scratch", "that"})


def _only_this_instead(words: Sequence[str]) -> bool:
    """Whether the turn turns the last request down and says what it is to be "just" ("no actually just a
    splash of half and half" after "with sweet cream"): the new note in place of the old."""
    k = 0
    while k < len(words) and words[k] in _TURNING_DOWN:
        k += 1
    return 0 < k < len(words) and words[k] in ("just", "only")


def _substance(note: str) -> set[str]:
    return {w for w in note.lower().replace(",", " ").split() if w not in _NOT_SUBSTANCE}


def notes_kept(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits`` with a change's note on a line that has a note about something else put after that
    note, unless the turn says it replaces it."""
    words = said_words(text)
    if _REPLACING.intersection(words) or _only_this_instead(words):
        return list(edits)
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or not edit.notes or not 1 <= edit.ref <= len(cart.lines):
            continue
        old = cart.lines[edit.ref - 1].notes
        if not old or edit.notes.lower() in old.lower() or old.lower() in edit.notes.lower():
            continue
        if _substance(old) & _substance(edit.notes):
            continue
        out[k] = edit.model_copy(update={"notes": f"{old}, {edit.notes}"[:MAX_NOTE_CHARS]})
    return out
