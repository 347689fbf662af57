"""A note said once and written twice: "with sweet, with sweet cream" of "a cold brew with sweet cream".

Two readings may each keep the customer's words for one request, the model's note ("less sweet", grounded
as "with sweet") and the words the menu lacks ("with sweet cream"); the shorter, a run of the longer's words,
is the same request cut short, and goes.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.edits import AddLine, ChangeLine, Edit


def _within(part: list[str], other: list[str]) -> bool:
    n = len(part)
    return n < len(other) and any(other[k : k + n] == part for k in range(len(other) - n + 1))


def notes_not_repeated(edits: Sequence[Edit]) -> list[Edit]:
    """``edits`` with each note part left out that the same note says in full in a longer part."""
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, (AddLine, ChangeLine)) or not edit.notes or "," not in edit.notes:
            continue
        parts = [p.strip() for p in edit.notes.split(",") if p.strip()]
        kept = [p for p in parts if not any(_within(p.split(), q.split()) for q in parts)]
        if kept != parts:
            out[k] = edit.model_copy(update={"notes": ", ".join(kept)})
    return out
