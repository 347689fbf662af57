"""Readings of a change of one cart line against the customer's words, applied in `read_words`: a count
added to rather than set, a line named by restating its values (asking a count or a value back to the usual),
and a preparation taken off."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, RemoveLine, note_after
from ordering.grounding_read import DEFAULT_WORDS
from ordering.named_lines import lines_of_kind
from ordering.said import FILLERS, NUMBER_NAMES, is_number
from ordering.said import said_words as _words
from ordering.turn_words import TAKING_OFF_WORDS

_ADDING_WORDS = frozenset({"add", "more", "another", "extra"})
# words of a count said over ("no wait, two extra shots" of a latte with one: two in all)
_SETTING_WORDS = frozenset({"make", "actually", "instead", "change", "rather", "just", "only", "enough", "no",
                            "wait", "sorry", "oops", "meant"})


def added_to_counts(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with "add three equal" to a line that has two read as five, not three.

    The edit language sets an add-on's count; when the customer's words add to a count the line already
    has, the new count is the sum. Where the turn says no number ("add more vanilla" of a latte with one)
    and the model wrote one more than the line has, it wrote the sum itself: two, not three.
    """
    said = _words(text)
    if not set(said) & _ADDING_WORDS or set(said) & _ADDING_WORDS == {"extra"} and set(said) & _SETTING_WORDS:
        return list(edits)  # "actually make that two extra shots": two in all, not two more
    counted = any(is_number(w) and not _names_a_line(said, i) for i, w in enumerate(said))
    lines = list(getattr(cart, "lines", None) or [])
    out = []
    for edit in edits:
        if getattr(edit, "op", None) == "set" and edit.add_addons and 1 <= edit.ref <= len(lines):
            had = lines[edit.ref - 1].addons
            counts = {name: n if not counted and had.get(name) and n == had[name] + 1
                      else n + had.get(name, 0) for name, n in edit.add_addons.items()}
            edit = edit.model_copy(update={"add_addons": counts})
        out.append(edit)
    return out


def _names_a_line(words: Sequence[str], i: int) -> bool:
    """Whether the "one" at ``i`` names a line, no count: "the hazelnut one", "the other one"."""
    return words[i] == "one" and "the" in words[max(0, i - 3) : i] and words[i + 1 : i + 2] not in (
        ["more"], ["extra"])


_THOSE = frozenset({"the", "that", "those", "these", "this", "my"})


def said_count_of_the(text: str) -> int | None:
    """The count said as "<count> of the …" ("four of the latte", "2 of that"), if any."""
    words = _words(text)
    for i in range(len(words) - 2):
        if is_number(words[i]) and words[i + 1] == "of" and words[i + 2] in _THOSE:
            return int(words[i]) if words[i].isdigit() else NUMBER_NAMES.index(words[i])
    return None


def _restating(edits: Sequence[Any], cart: Any) -> tuple[Any, Any, dict[str, Any]] | None:
    """(the change, its line, the values it sets) when the edits are one change that sets nothing its line
    does not have already, else None."""
    lines = list(getattr(cart, "lines", None) or [])
    if len(edits) != 1 or getattr(edits[0], "op", None) != "set" or not 1 <= edits[0].ref <= len(lines):
        return None
    edit, line = edits[0], lines[edits[0].ref - 1]
    said = edit.model_dump(exclude_defaults=True, exclude={"op", "ref"})
    if not set(said) <= set(SINGLE_GROUPS) or any(getattr(line, k) != v for k, v in said.items()):
        return None
    return edit, line, said


def counted_lines(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with a change that only restates its line's values read as the count said of it:
    "four of the latte half caf" names the half caf latte by its value, and asks for four of it."""
    count = said_count_of_the(text)
    restating = _restating(edits, cart) if count is not None else None
    if restating is None or not restating[2] or restating[1].qty == count:
        return list(edits)
    return [type(restating[0])(ref=restating[0].ref, qty=count)]


_GROUP_WORDS = {"milk": "milk", "temperature": "temp", "temp": "temp", "size": "size", "caffeine": "caffeine"}


def said_back_to_usual(text: str, line: Any) -> list[str]:
    """The groups the words ask back to the usual for ``line``: "with normal milk", "regular temperature",
    "not iced" (its temperature named and refused)."""
    words, groups = [w for w in _words(text) if w not in FILLERS], []  # "regular uh temperature"
    for i, word in enumerate(words[:-1]):
        group = _GROUP_WORDS.get(words[i + 1])
        if word in DEFAULT_WORDS and group and getattr(line, group, None) and group not in groups:
            groups.append(group)
    temp = getattr(line, "temp", None)
    if temp and "temp" not in groups and f"not {temp}" in " ".join(words):
        groups.append("temp")
    return groups


def restated_then_unset(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with a change that only restates its line's values, said with words asking a value
    back to the usual, read as that: "make the macchiato 16oz with normal milk" names the medium macchiato
    by its size and asks for its milk back to the usual."""
    restating = _restating(edits, cart)  # nothing, or only what the line has
    groups = said_back_to_usual(text, restating[1]) if restating is not None else []
    return [type(restating[0])(ref=restating[0].ref, unset=groups)] if groups else list(edits)


def plain_of_what_it_has(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with "a regular one", said of a line, taking back the one value it has off the
    usual: the model unset a group the line does not have (the caffeine of a small cappuccino, which
    changed nothing: "couldn't find anything to change"); the line's one off-usual caffeine, milk or size
    goes instead ("actually a regular one" of a small cappuccino: the usual size)."""
    lines = list(getattr(cart, "lines", None) or [])
    if len(edits) != 1 or getattr(edits[0], "op", None) != "set" or not 1 <= edits[0].ref <= len(lines):
        return list(edits)
    edit, line = edits[0], lines[edits[0].ref - 1]
    if edit.model_dump(exclude_defaults=True, exclude={"op", "ref", "unset"}) or len(edit.unset) != 1 or (
            getattr(line, edit.unset[0], None) is not None or not DEFAULT_WORDS & set(_words(text))):
        return list(edits)
    off = [group for group in ("caffeine", "milk", "size") if getattr(line, group) is not None]
    return [edit.model_copy(update={"unset": off})] if len(off) == 1 else list(edits)


PREP_FILLERS = frozenset({"with", "a", "the", "it", "in", "for", "up", "some", "leave"})


def prep_taken_off(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """Return the edits with a preparation the words take off a line ("actually no room", "not toasted",
    "don't warm it", "leave out the room") taken off that line: the model, which has no word for it,
    deletes the line, writes a note or warms a drink. Only when no item is named but the line's own ("can
    you not toast the bagel"), one line has that preparation (or the turn says it of them all, "don't warm
    them", "none warmed"), the turn says nothing else of the menu, and the model wrote only changes or
    removals."""
    named = {unsymbol(t)[1] for t in tokens if t.startswith("item:")}
    if menu is None or len(named) > 1:
        return list(edits)
    found = []
    for ref, line in enumerate(cart.lines, start=1):
        if named and not _names_the_line(next(iter(named)), line.item, cart):
            continue
        for prep in line.preps:
            option = menu.options.get(("prep", prep))
            words = {w for alias in (prep, *(option.aliases if option else ())) for w in alias.split()}
            said = words - PREP_FILLERS - _WHAT_ROOM_IS_FOR  # "no milk in the tea": not "no room for milk"
            at = [i for i, t in enumerate(tokens)
                  if (t == symbol("prep", prep) or t.partition(":")[2] in said or _verb_of(t, said))
                  and (_TAKING_OFF.intersection(tokens[max(0, i - 2):i]) or _left_out(tokens, i))]
            if at:
                others = [t for i, t in enumerate(tokens) if ":" in t and i not in at
                          and not t.startswith("item:")]
                found.append((ref, prep, others))
    if len(found) > 1 and len({prep for _, prep, _ in found}) == 1 and _EVERY_LINE.intersection(tokens):
        if any(others for _, _, others in found) or not all(isinstance(e, ChangeLine) for e in edits):
            return list(edits)  # "actually don't warm them" of two lines warmed: off both
        return [ChangeLine(ref=ref, drop=[prep]) for ref, prep, _ in found]
    if len(found) != 1:
        return list(edits)
    ref, prep, others = found[0]
    if others or not all(isinstance(e, (RemoveLine, ChangeLine)) for e in edits):
        return list(edits)
    if any(isinstance(e, ChangeLine) and prep in e.drop for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, drop=[prep])]


_TAKING_OFF = TAKING_OFF_WORDS | {"none"}  # "none warmed"
_WHAT_ROOM_IS_FOR = frozenset({"milk", "cream"})  # words of "room for milk", said off of themselves
_EVERY_LINE = frozenset({"them", "both", "all", "none", "either", "any", "those", "these", "everything"})


def _verb_of(word: str, said: set[str]) -> bool:
    """Whether ``word`` is one of the preparation's words or the verb of one: "heat" of "heated", or its
    doing: "skip the warming", "hold the toasting"."""
    stem = word[:-3] if word.endswith("ing") and len(word) > 5 else word
    return any(w in said for w in (word, f"{word}ed", f"{word}d", f"{stem}ed", f"{stem}d"))


def _names_the_line(named: str, item: str, cart: Any) -> bool:
    """Whether the item said names the line of ``item``: its own name, or its kind where the cart has one
    line of that kind ("the muffin" of the blueberry muffin)."""
    return named == item or bool(lines_of_kind(named, cart)) and named.split()[-1] == item.split()[-1]


def _left_out(tokens: Sequence[str], at: int) -> bool:
    """Whether "leave out" / "take off" (and the like) is said just before ``tokens[at]``: "actually leave
    out the room", "take off the warming"."""
    before = tokens[max(0, at - 3) : at]
    pairs = zip(before, before[1:], strict=False)
    return any(a in ("leave", "take") and b in ("out", "off") for a, b in pairs)


_NOT_DONE = frozenset({"don't", "dont", "not", "never", "without"})  # "don't toast it", "do not warm it"


def prep_said_not(edits: Sequence[Any], tokens: Sequence[str], cart: Any = None) -> list[Any]:
    """Return the edits without a preparation the words say not to do to a line the turn orders ("a bagel
    but don't toast it", "and a muffin, do not warm it") or changes ("the muffin's for later, don't warm
    it"): the model, which has no word for "don't", wrote the preparation itself. The line keeps a note of
    it for the barista ("not toasted"); a line of the cart that has it loses it ("don't warm the lemon
    one" of two muffins warmed)."""
    negated = {unsymbol(t)[1] for i, t in enumerate(tokens)
               if t.startswith("prep:") and i and tokens[i - 1] in _NOT_DONE}  # "no nutmeg, dry": dry
    if not negated:
        return _change_said_not(edits, tokens, cart)
    # "two bagels, one toasted with butter and one with cream cheese not toasted": where each line with the
    # preparation has a mention of its own, in order, only the lines of the mentions said "not" lose it
    said = {p: [i > 0 and tokens[i - 1] in _NOT_DONE for i, t in enumerate(tokens)
                if t.startswith("prep:") and unsymbol(t)[1] == p] for p in negated}
    seen: dict[str, int] = {}
    out = []
    for edit in edits:
        off = [p for p in getattr(edit, "preps", []) if p in negated] if isinstance(edit, AddLine) else []
        for p in off[:]:
            having = [e for e in edits if isinstance(e, AddLine) and p in e.preps]
            at = seen[p] = seen.get(p, -1) + 1
            if len(having) == len(said[p]) > 1 and not said[p][at]:
                off.remove(p)
            elif any(e is not edit and isinstance(e, AddLine) and f"not {p}" in (e.notes or "")
                     for e in edits):
                off.remove(p)  # the "not" is another line's already (`one_not_prepared`)
        if off:
            note = ", ".join(f"not {p}" for p in off)
            edit = edit.model_copy(update={"preps": [p for p in edit.preps if p not in off],
                                           "notes": note_after(edit.notes, note)})
        out.append(edit)
    return _change_said_not(out, tokens, cart)


# "don't warm it": "warm" said of a food, read as its warming
_NOT_DONE_TEMPS = {"temp:warm": "warmed"}


def _change_said_not(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """``edits`` without the preparation a change makes that the words say not to do ("the muffin's for
    later, don't warm it": the model warmed it), noted on the line instead ("not warmed"), or taken off
    where the cart's line has it."""
    negated = {unsymbol(t)[1] if t.startswith("prep:") else _NOT_DONE_TEMPS[t] for i, t in enumerate(tokens)
               if i and tokens[i - 1] in _NOT_DONE and (t.startswith("prep:") or t in _NOT_DONE_TEMPS)}
    out = []
    for edit in edits:
        off = [p for p in edit.preps if p in negated] if isinstance(edit, ChangeLine) else []
        had = [p for p in off if cart is not None and 1 <= edit.ref <= len(cart.lines)
               and p in cart.lines[edit.ref - 1].preps]
        if had:
            edit = edit.model_copy(update={"preps": [p for p in edit.preps if p not in off],
                                           "drop": [*edit.drop, *had]})
            off = [p for p in off if p not in had]
        if off:
            note = ", ".join(f"not {p}" for p in off)
            edit = edit.model_copy(update={"preps": [p for p in edit.preps if p not in off],
                                           "notes": note_after(edit.notes, note)})
        out.append(edit)
    return out
