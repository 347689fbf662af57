""""A small mocha and a large with whip": two mochas, the second named by its values alone.

The model, which reads an item's values where the item is named, put the second phrase's values on the
one line it wrote ("one small latte and one large with oat milk": an oat small latte and a plain large
one; "a small mocha and a large with whip": one small mocha with whip) or lost it ("one small coffee black
and one medium with cream": one coffee). Where the turn names one item once, in a phrase begun with an
article or a count (after words that order nothing, "can i get"), and goes on with "and" (or commas before
a last "and") to phrases each begun with an article or a count that say values and no item ("and a large
one with oat milk"), each of those phrases is another line of the item with its own values. A phrase must
say a size, a temperature, a milk or a caffeine, or be begun "one with" ("a bagel with cream cheese and one
with butter"): "a latte with oat and a shot of vanilla" adds to the one latte. Where the item's count is
shared out by the phrases ("two coffees, a small black and a medium with cream"), the phrases are the
lines, each with the values the count's phrase says too. Never where the turn takes something back or
weighs ("or"), and only where the model's lines of the item hold other units, with no value no phrase
says.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.corrections import _OR, _REPLACING
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, Edit, SetOrder
from ordering.phrases_apart import _FIELDS
from ordering.phrases_counted import lines_remade
from ordering.said import said_words

_ARTICLES = frozenset({"a", "an", "one", "n1"})
_VALUE_GROUPS = (*_FIELDS, "addon", "prep")
_FILLERS = frozenset({"with", "black", "regular", "plain", "normal"})  # "a medium with cream", "black"
_ENDS = frozenset({".", "!", "please", "thanks", "thank", "you"})
_PLAIN = frozenset({"plain", "black", "regular", "normal"})  # "and one plain": a unit as the item comes
_TO_GO = "to_go:"

Phrase = tuple[int, list[tuple[str, str]]]


def another_said_by_values(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the item's lines made one per phrase, where phrases after the item's own name it by
    its values alone (see the module)."""
    # "one small coffee for here and one large to go": the to-go choice is the order's, not a phrase's
    told = [e for e in edits if isinstance(e, SetOrder)]
    if told:
        lines = _lines_said(
            [e for e in edits if not isinstance(e, SetOrder)], [w for w in words if not w.startswith(_TO_GO)])
        return [*lines, *told] if len(lines) > len(edits) - len(told) else list(edits)
    return _lines_said(edits, words)


def _lines_said(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the item's lines made one per phrase (`another_said_by_values`)."""
    items = [at for at, w in enumerate(words) if w.startswith("item:")]
    if len(items) != 1 or _REPLACING.intersection(words) or _OR.intersection(words):
        return list(edits)
    item = unsymbol(words[items[0]])[1]
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    notes = {edits[k].notes for k in mine if edits[k].notes}
    if not mine or len(mine) != len(edits) or len(notes) > 1 or any(
            edits[k].removals or edits[k].shots is not None or edits[k].who for k in mine):
        return list(edits)
    # "one coffee with milk and one with cream": the note is the request of the phrase that says it
    note = notes.pop() if notes else None
    asked = [w for w in said_words(note) if w != "with"] if note else []
    found = _phrases(words, items[0], asked)
    if found is None:
        return list(edits)
    phrases, noted = found
    remade = lines_remade([e.model_copy(update={"notes": None}) for e in edits], item, mine, phrases)
    if remade is None:
        return list(edits)
    if noted is not None:
        remade[mine[0] + noted] = remade[mine[0] + noted].model_copy(update={"notes": note})
    return remade


def _phrases(words: Sequence[str], at: int,
             asked: Sequence[str] = ()) -> tuple[list[Phrase], int | None] | None:
    """(count, values) of each line the turn orders of the item named at ``at``, and the index of the one
    whose phrase ends "with" the words ``asked`` (the model's note of a request, "with milk"), None where
    none is asked; None unless the turn is the item's phrase and then phrases of values alone, as the
    module says, and a request asked is said so by one of them."""
    start = at
    while start > 0 and (_value(words[start - 1]) or words[start - 1] in _FILLERS):
        start -= 1
    if start == 0 or not (words[start - 1] in _ARTICLES or is_count(words[start - 1])) or any(
            ":" in w or is_count(w) for w in words[:start - 1]):
        return None  # "can i get" may come first, nothing ordered or counted
    head_count = _count(words[start - 1])
    end = at + 1
    while end < len(words) and (_value(words[end]) or words[end] in _FILLERS):
        end += 1
    head = [unsymbol(w) for w in (*words[start:at], *words[at + 1:end]) if _value(w)]
    noted = 0 if _request_said(words, end, asked) else None
    end += len(asked) if noted is not None else 0
    tails = _tails(words, end, head_count == 1, asked if noted is None else ())
    if not tails or any(not any(g in _FIELDS for g, _ in values) and not own for _, values, own, _ in tails):
        return None
    noted = next((k + 1 for k, (*_, said) in enumerate(tails) if said), noted)
    if asked and noted is None:
        return None
    phrases = [(count, values) for count, values, _, _ in tails]
    if head_count > 1 and sum(count for count, _ in phrases) == head_count:  # "two coffees, a small …"
        shared = [(g, v) for g, v in head if g != "addon"]
        if asked or any(g == h for g, _ in shared for _, values in phrases for h, _ in values):
            return None
        return [(count, shared + values) for count, values in phrases], None
    return [(head_count, head), *phrases], noted


def _request_said(words: Sequence[str], at: int, asked: Sequence[str]) -> bool:
    """Whether the words from ``at`` are ``asked`` after "with", up to a join or the turn's end."""
    after = at + len(asked)
    return bool(asked) and at > 0 and words[at - 1] == "with" and list(words[at:after]) == list(asked) and (
        after == len(words) or words[after] in (",", "and", "plus", *_ENDS))


def _tails(words: Sequence[str], end: int, commas: bool,
           asked: Sequence[str] = ()) -> list[tuple[int, list[tuple[str, str]], bool, bool]]:
    """The phrases of values alone from ``end`` to the turn's end, each begun with a join and an article
    or a count, whether it is a unit of its own: begun "one with" (of add-ons alone, "and one with
    butter" is another unit), or "one plain" (no values: the item as it comes), and whether it is "one
    with" the words ``asked`` (a request, "and one with milk"); [] where the turn says anything else, or
    the last join is no "and" and, where ``commas`` (the item's own phrase is of one), not every phrase is
    such a unit."""
    tails: list[tuple[int, list[tuple[str, str]], bool, bool]] = []
    k, last_and = end, False
    while k < len(words) and words[k] not in _ENDS:
        join = k
        while k < len(words) and words[k] in (",", "and", "plus"):
            k += 1
        if k == join or k >= len(words) or not (words[k] in _ARTICLES or is_count(words[k])):
            return []
        last_and = bool({"and", "plus"}.intersection(words[join:k]))
        one = words[k] in ("one", "n1")
        one_with = one and words[k + 1 : k + 2] == ["with"]
        count, k = _count(words[k]), k + 1
        values, start = [], k
        while k < len(words) and (_value(words[k]) or words[k] in _FILLERS or words[k] == "n1" and values
                                  or words[k] == "and" and k + 1 < len(words) and _value(words[k + 1])):
            if _value(words[k]):
                values.append(unsymbol(words[k]))
            k += 1
        plain = one and not values and k == start + 1 and words[start] in _PLAIN  # "and one plain"
        said = one_with and not values and _request_said(words, k, asked)
        k += len(asked) if said else 0
        if not values and not plain and not said:
            return []
        tails.append((count, values, one_with or plain, said))
    # "a bagel with cream cheese, one with butter": units said "one with" may be joined by commas alone
    units = commas and all(own for _, _, own, _ in tails)
    if not (last_and or units and tails) or not all(w in _ENDS for w in words[k:]):
        return []
    return tails


def _value(word: str) -> bool:
    return ":" in word and not word.startswith("item:") and unsymbol(word)[0] in _VALUE_GROUPS


def _count(word: str) -> int:
    return number_value(word) if is_count(word) else 1
