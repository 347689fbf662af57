"""'My friend wants one too but decaf', 'for my friend too': one more of the last line, for that person.

"I want a latte", then "my friend wants one too but decaf", made the latte decaf; "a cappuccino", then
"for my friend too", gave the one cappuccino to the friend. Said with "too" (or "as well"), of a person,
with "one", "the same" or nothing for the thing, the turn orders one more of the cart's last line for that
person, with the values said after it ("but decaf", "with oat milk"); the model's change of the last line
to those values, or its giving of the line to the person, was that misreading. "And one for my son, hot
chocolate instead" orders the son's hot chocolate in place of another latte: no line of the cart goes
(`one_for_another_instead`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine, only_a_note
from ordering.for_whom import person_at
from ordering.turn_words import value_fields

_WANTING = (("wants",), ("will", "have"), ("'ll", "have"), ("will", "take"), ("is", "having"), ("gets",),
            ("would", "like"), ("'d", "like"), ("needs",))
_THING = (("n1",), ("one",), ("the", "same"), ("same",))
_AGAIN = (("too",), ("as", "well"), ("also",))
_LEAD = frozenset({"and", "oh", "also", "plus", ",", "then"})
_BUT = frozenset({"but", "with", ",", "and", "only", "just", "make", "it", "please", "a", "an", "of", "some",
                  "extra", "added"})  # "with an extra shot": "extra" is read "added"
_SHOT = "addon:espresso_shot"


def one_too_for(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one more of the last line for the person the turn names with "too" (see the module)."""
    said = _said(list(words))
    if said is None or not cart.lines:
        return list(edits)
    who, values = said
    line = cart.lines[-1]
    fields, addons = value_fields(values)
    if any(not (only_a_note(e) or isinstance(e, AskMenu) or isinstance(e, ChangeLine) and e.ref == len(
            cart.lines)) for e in edits):
        return list(edits)
    copy = {**line.model_dump(exclude={"id", "qty", "who"}), **fields, "addons": {**line.addons, **addons}}
    return [AddLine(who=who, **copy)]


def _said(words: list[str]) -> tuple[str, list[str]] | None:
    """(the person, the values said after "but"/"with") of "<person> wants one too …" or "(one) for
    <person> too …", else None."""
    while words and words[0] in _LEAD:
        words = words[1:]
    if words[:1] in (["n1"], ["one"]) and words[1:2] == ["for"]:
        words = words[1:]
    if words[:1] == ["for"]:  # "for my friend too"
        found = person_at(words, 1)
        if found is None:
            return None
        who, at = found
    else:
        found = person_at(words, 0) if words[:1] != ["i"] else None
        if found is None:
            return None
        who, at = found
        want = next((w for w in _WANTING if tuple(words[at : at + len(w)]) == w), None)
        if want is None:
            return None
        at += len(want)
        thing = next((t for t in _THING if tuple(words[at : at + len(t)]) == t), None)
        if thing is None:
            return None
        at += len(thing)
    again = next((a for a in _AGAIN if tuple(words[at : at + len(a)]) == a), None)
    if again is None:
        return None
    rest = words[at + len(again):]
    # "a shot of vanilla": the shot measures the syrup, no espresso shot
    rest = [w for k, w in enumerate(rest) if not (w == _SHOT and rest[k + 1 : k + 2] == ["of"]
                                                  and rest[k + 2 : k + 3] and ":" in rest[k + 2])]
    values = [w for w in rest if ":" in w and not w.startswith("item:")]
    if any(":" not in w and w not in _BUT for w in rest) or any(w.startswith("item:") for w in rest):
        return None
    return who, values


def one_for_another_instead(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` without the removal of a line that is not the person's, where the turn orders "one for
    <person>" and then another item "instead" ("a latte", then "and one for my son, hot chocolate
    instead": a hot chocolate for the son, in place of the second latte; the model took the first away)."""
    said = [w for w in words if w not in _LEAD]
    if said[:2] not in (["n1", "for"], ["one", "for"], ["another", "for"]) or "instead" not in said:
        return list(edits)
    found = person_at(said, 2)
    added = [e for e in edits if isinstance(e, AddLine)]
    removed = [e for e in edits if isinstance(e, RemoveLine)]
    if found is None or not added or len({e.item for e in added}) != 1 or len(removed) != 1 or len(
            added) + len(removed) != len(edits):
        return list(edits)  # (the removed line's person got a copy too: one line, the person's, is meant)
    ref = removed[0].ref
    if not 1 <= ref <= len(cart.lines) or cart.lines[ref - 1].who == found[0]:
        return list(edits)  # the person's own line: made into the new item
    theirs = next((e for e in added if e.who == found[0]), added[0])
    return [theirs.model_copy(update={"who": found[0]})]
