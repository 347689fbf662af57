""""And a cinnamon roll if you have one" of an order with two flat whites: a thing the menu lacks, ordered
with its article, is no request on a line.

The model, which has no item for a cinnamon roll, wrote a note of cinnamon on the flat whites, and the
note was re-read from the turn as "a cinnamon roll" (`notes.note_from_turn`): the drinks carried the roll
as a request and the customer was not told we have none. A note that is, word for word, a thing the menu
lacks said with "a" or "an" (`unknown_things`) is that thing ordered: the note goes (the rest of the change
stays, a change left empty goes) and the thing is said back as one we lack. So is a note of a thing we lack
with only where it goes around it ("of marshmallows on top", of "and a couple of marshmallows on top": the
hot chocolate was made two, then noted). A thing said without an article ("add some hot water") stays a
request.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import ChangeLine, Edit


def lacking_not_noted(edits: Sequence[Edit], lacking: Sequence[str]) -> list[Edit]:
    """``edits`` without the notes that are things the menu lacks, ordered (see the module)."""
    ordered = {tuple(thing.split()) for thing in lacking if thing.split()[:1] in (["a"], ["an"])}
    things = {tuple(thing.split()) for thing in lacking}
    if not things:
        return list(edits)
    out: list[Edit] = []
    for e in edits:
        notes = getattr(e, "notes", None)
        if notes and (tuple(re.findall(r"[a-z']+", notes.lower())) in ordered or _placed(notes, things)):
            e = e.model_copy(update={"notes": None})
            if isinstance(e, ChangeLine) and not e.model_dump(exclude={"op", "ref"}, exclude_defaults=True):
                continue
        out.append(e)
    return out


_PLACING = frozenset({"on", "top", "in", "it", "of", "please"})  # where the thing goes: "… on top"


def _placed(notes: str, ordered: set[tuple[str, ...]]) -> bool:
    """Whether the note is a thing lacked (its last word said) with only where it goes around it: "of
    marshmallows on top" of "a couple of marshmallows" ordered on top."""
    words = set(re.findall(r"[a-z']+", notes.lower())) - _PLACING
    return bool(words) and any(thing[-1] in words and words <= set(thing) for thing in ordered)
