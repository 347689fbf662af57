"""'Three espressos', 'all decaf', then 'except one': one unit of the line just changed stays as it was.

The model read "except one" alone as the order's end, and the three espressos stayed decaf. Where the
turn only says "except one" ("but not two of them", "apart from one") and the last turn changed one line
of more units than that, those units go back to the line as it was before the change, a line of their
own; the others keep the change. "Toast both", then "actually not the butter one" takes the change back
from the one line named (`line_excepted`), and "warm them all", then "except the lemon" of three muffins
the lemon one, named by a word of its name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, only_a_note
from ordering.last_change import restored
from ordering.named_by_values import lines_named_by_values

_EXCEPT = re.compile(
    r"^\W*(?:(?:oh|and|but|um|uh|wait|actually|sorry)[\s,]+)*(?:except|apart\s+from|other\s+than|but\s+not|not)\s+"
    r"(?:for\s+)?(?P<count>one|two|three|four|1|2|3|4)(?:\s+of\s+(?:them|those))?(?:\s+(?:please|though))?\W*$",
    re.I)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}


def change_excepted(edits: Sequence[Edit], text: str, cart: Any) -> list[Edit]:
    """``edits``, or the units "except one" names kept as they were before the last turn's change (see the
    module)."""
    match = _EXCEPT.match(text or "") if text and len(text) <= 60 else None
    changed = list(getattr(cart, "changed", None) or [])
    if match is None or len(changed) != 1 or any(not isinstance(e, Finish | AskMenu) and not _counted(e)
                                                 for e in edits):
        return list(edits)  # the model's own change; its count alone ("not two": two lattes) is a misreading
    count = _COUNTS.get(match["count"].lower()) or int(match["count"])
    before = changed[0].line
    values = changed[0].fields_set()
    ref = next((k for k, line in enumerate(cart.lines, 1) if line.id == before.id), None)
    if ref is None or not values or "qty" in values or cart.lines[ref - 1].qty <= count:
        return list(edits)
    kept = AddLine(**before.model_dump(exclude={"id", "qty"}), qty=count)
    return [ChangeLine(ref=ref, qty=cart.lines[ref - 1].qty - count), kept]


def _counted(edit: Edit) -> bool:
    """Whether ``edit`` changes a line's count and nothing else."""
    return isinstance(edit, ChangeLine) and edit.values_changed() == {"qty"}


# "not the butter one", "except the latte", "but not for the mocha": a line the last change was made to
_LINE_EXCEPTED = re.compile(
    r"^\W*(?:(?:oh|and|but|um|uh|wait|actually|sorry|no)[\s,]+)*(?:except|apart\s+from|other\s+than|but\s+not|not)"
    r"\s+(?:for\s+)?(?:the|my)\s+[a-z' ]{1,30}?\W*$", re.I)


def line_excepted(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the line the turn names taken back to what it was before the last turn's change, where
    that change was made to several lines ("toast both", then "actually not the butter one": the butter
    bagel untoasted; the model took its butter off). The line is named by its item or by the values it
    holds, and must be one of those changed."""
    if menu is None or not text or len(text) > 80 or not _LINE_EXCEPTED.match(text):
        return list(edits)
    changed = list(getattr(cart, "changed", None) or [])
    ids = {c.line.id for c in changed}
    if len(ids) < 2 or any(not isinstance(e, ChangeLine | Finish) and not only_a_note(e) for e in edits):
        return list(edits)
    refs, naming = lines_named_by_values(words, cart, menu)
    if not naming:
        items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
        refs = [r for r, line in enumerate(cart.lines, start=1) if len(items) == 1 and line.item in items]
    refs = [r for r in refs if cart.lines[r - 1].id in ids] or _named_by_its_word(words, cart, ids)
    if len(refs) != 1:
        return list(edits)
    before = next(c.line for c in changed if c.line.id == cart.lines[refs[0] - 1].id)
    return [restored(refs[0], cart.lines[refs[0] - 1], before)]


_FRAME = frozenset({"except", "the", "my", "for", "not", "but", "apart", "from", "other", "than", "one",
                    "ones", "actually", "oh", "and", "um", "uh", "wait", "sorry", "no"})


def _named_by_its_word(words: Sequence[str], cart: Any, ids: set[int]) -> list[int]:
    """The refs of the changed lines whose item's name has the one plain word said ("except the lemon")."""
    said = [w for w in words if w.isalpha() and w not in _FRAME]
    if len(said) != 1:
        return []
    word = said[0]
    return [r for r, line in enumerate(cart.lines, start=1)
            if line.id in ids and (word in line.item.split() or word.removesuffix("s") in line.item.split())]
