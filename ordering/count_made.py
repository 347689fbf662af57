"""A count said beside a change of the same line: "a latte", then "make it 2 and iced" (two iced lattes),
"make it two and add whip". The model wrote the change and dropped the count. ("Lattes for the whole team,
six of them": the count said after the item, `count_said_after`.) Where the turn says "make
it N" (or "that", "this"; "split it into N", "change it to N") with nothing after the count but a join
or the change, and the model changed one line and no count of it, the count is set on that change. "Make
it 2 pumps", "make it 12 oz" say no count of the drink, nor does "make it 2 vanilla" (pumps); "make that
one large" says which, not how many.
Applied in `read_words` (workers/engine/readings.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.values_placed import has_value, without_value

_MAKING = frozenset({"make", "change", "split", "turn"})
_INTO = frozenset({"into", "to"})
_IT = frozenset({"it", "that", "this"})
_AFTER = frozenset({"and", ",", ".", "please", "then", "both", "all", "but", "with", "plus", "!"})
_VALUES_OF_A_DRINK = frozenset({"size", "temp", "milk", "caffeine"})  # "make it 2 large"; not "2 vanilla"


def count_made(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count of "make it N and …" set on the model's one change (see the module)."""
    counts = []
    for k in range(len(tokens) - 2):
        if tokens[k] not in _MAKING or tokens[k + 1] not in _IT:
            continue
        at = k + 2 + (tokens[k + 2] in _INTO)  # "split it into two smalls", "change it to two"
        if at < len(tokens) and is_count(tokens[at]) and tokens[at] != "n1" and (
                at + 1 == len(tokens) or tokens[at + 1] in _AFTER
                or tokens[at + 1].partition(":")[0] in _VALUES_OF_A_DRINK):
            counts.append(number_value(tokens[at]))
    if len(counts) != 1 or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    if edits[0].qty is not None:
        return list(edits)
    return [edits[0].model_copy(update={"qty": counts[0]})]


_OF_THEM = frozenset({"them", "those", "these"})
_THATS = frozenset({"that's", "thats", "that'll", "total"})
_CLOSING = frozenset({"please", "thanks", ".", "!", "total", "in", "all"})
_WHOSE = frozenset({"my", "the", "our", "your", "his", "her", "their"})


def _for_each_counted(tokens: Sequence[str]) -> int | None:
    """The count of "for each of my three kids", "one for each of the 4 of us", or None."""
    for k in range(len(tokens) - 3):
        if tokens[k : k + 3] == ["for", "each", "of"]:
            at = k + 3 + (tokens[k + 3] in _WHOSE)
            if at < len(tokens) and is_count(tokens[at]) and tokens[at] != "n1":
                return number_value(tokens[at])
    # "a latte for every one of us, five of us", "one for each of us, there are four of us", "we're four"
    if any(a == "for" and b in _EVERY for a, b in zip(tokens, tokens[1:], strict=False)):
        counts = [number_value(t) for j, t in enumerate(tokens) if j and is_count(t) and t != "n1"
                  and (tokens[j + 1 : j + 3] == ["of", "us"] or tokens[j - 1] in _WE_ARE)]
        if len(counts) == 1:
            return counts[0]
    return None


_EVERY = frozenset({"each", "every", "everyone", "everybody", "all"})
_WE_ARE = frozenset({"we're", "were", "are"})


def count_said_after(edits: Sequence[Edit], tokens: Sequence[str], text: str) -> list[Edit]:
    """``edits`` with the count said after an item named in the plural ("lattes for the whole team, six of
    them", "cappuccinos for the office, 4 of those", "lattes for everyone, that's five"), or bare at
    the turn's start ("hot chocolate for the kids, three of them", "latte, two please") or after "the"
    ("the oolong, two of those please"), where the turn adds that one item once, with no count before
    it: the model added one latte. "A hot chocolate for each of my three kids" is three."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    counted = [k for k in range(len(tokens) - 2) if is_count(tokens[k]) and tokens[k + 1] == "of"
               and tokens[k + 2] in _OF_THEM]
    # "lattes for everyone, that's five": the count said last, after "that's"
    counted += [k for k in range(1, len(tokens)) if is_count(tokens[k]) and tokens[k - 1] in _THATS
                and set(tokens[k + 1 :]) <= _CLOSING]
    # "latte, two please", "the oolong, two of those please": the count said last, after a comma
    counted += [k for k in range(1, len(tokens)) if is_count(tokens[k]) and tokens[k] != "n1"
                and tokens[k - 1] == "," and set(tokens[k + 1 :]) <= _CLOSING | _OF_THEM | {"of"}]
    counted = sorted(set(counted))
    each = _for_each_counted(tokens)
    if each is not None and len(items) == 1 and len(edits) == 1 and isinstance(edits[0], AddLine) and (
            edits[0].qty == 1):
        return [edits[0].model_copy(update={"qty": each})]  # "a hot chocolate for each of my three kids"
    if len(items) != 1 or len(counted) != 1 or counted[0] < items[0] or len(edits) != 1 or not isinstance(
            edits[0], AddLine):
        return list(edits)
    line = edits[0]
    before = tokens[items[0] - 1] if items[0] else ""
    noun = line.item.split()[-1]
    plural = re.search(rf"\b{re.escape(noun)}e?s\b", text or "", re.I)
    if line.qty != 1 or is_count(before) or before in ("a", "an") or (
            items[0] and before != "the" and not plural):
        return list(edits)
    count = number_value(tokens[counted[0]])
    one = _one_said_after(tokens, counted[0], line)
    if one and count >= 2:  # "americano, two of them, one decaf": one of the two is decaf
        plain = line
        for value in one:
            plain = without_value(plain, value)
        return [line, plain.model_copy(update={"qty": count - 1})]
    return [line.model_copy(update={"qty": count})]


# words that say the count again, as the whole: "a croissant for each of us, so four croissants"
_RESTATING = frozenset({"so", "that's", "thats", "meaning", "i.e.", "ie", "total"})


def total_restated(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with an item said again with its count after "so" (or "that's", "meaning") as its whole
    count: "and a croissant for each of us, so four croissants" is four (the model added one, then four)."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if len(items) != 2 or tokens[items[0]] != tokens[items[1]] or items[1] < 2 or not is_count(
            tokens[items[1] - 1]) or tokens[items[1] - 2] not in _RESTATING:
        return list(edits)
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if len(adds) != 2 or len(edits) != 2:
        return list(edits)
    first, second = edits[0], edits[1]
    if first.model_copy(update={"qty": 1}) != second.model_copy(update={"qty": 1}):
        return list(edits)
    return [first.model_copy(update={"qty": number_value(tokens[items[1] - 1])})]


def _one_said_after(tokens: Sequence[str], counted: int, line: AddLine) -> list[str]:
    """The values said of "one" after the count ("two of them, one decaf"), where the line has them all
    and nothing else follows; else []."""
    at = next((k for k in range(counted + 1, len(tokens)) if tokens[k] == "n1"), None)
    if at is None or tokens[at - 1] not in (",", "and", "them", "those"):
        return []
    rest = [t for t in tokens[at + 1 :] if t not in ("with", "a", "an", "please", ".", "!")]
    if not rest or any(":" not in t or not has_value(line, t) for t in rest):
        return []
    return rest



# words that take back the count just said: "an espresso, make that two", "two mochas, sorry three"
_TAKING_BACK = frozenset({"make", "sorry", "no", "actually", "mean", "meant", "wait", "nope", "oops"})
_BETWEEN = frozenset({",", ".", "that", "it", "i", "oh", "um", "uh", "scratch", *_TAKING_BACK})
_AFTER_COUNT = frozenset({",", ".", "!", "please", "and", "n1", "of", "them", "total", "in"})


def count_corrected_in_turn(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count said again for the one item the turn orders: "an espresso, make that two"
    (the model wrote one espresso), "two mochas, sorry three, one of them decaf" (two mochas, one decaf:
    now three, one decaf). Where the turn names one item after a count or an article, then takes the count
    back ("make that", "sorry", "no", "actually", "i mean") and says another, and the model's lines of the
    item hold the first count, the line with the fewest values (the units not singled out) takes the
    difference."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if len(items) != 1 or not items[0]:
        return list(edits)
    at = items[0]
    first = tokens[at - 1]
    if not (is_count(first) or first in ("a", "an")):
        return list(edits)
    k = at + 1
    while k < len(tokens) and tokens[k] in _BETWEEN:
        k += 1
    said = set(tokens[at + 1 : k])
    if k >= len(tokens) or not is_count(tokens[k]) or not _TAKING_BACK & said or (
            k + 1 < len(tokens) and tokens[k + 1] not in _AFTER_COUNT):
        return list(edits)
    before, now = (number_value(first) if is_count(first) else 1), number_value(tokens[k])
    item = tokens[at].partition(":")[2].replace("_", " ")
    mine = [j for j, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if not mine or sum(edits[j].qty for j in mine) != before or now == before:
        return list(edits)
    rest = min(mine, key=lambda j: (len(_values(edits[j])), -j))
    if edits[rest].qty + now - before < 1:
        return list(edits)
    return [e.model_copy(update={"qty": e.qty + now - before}) if j == rest else e
            for j, e in enumerate(edits)]


def _values(add: AddLine) -> dict:
    """What a line holds beside its item and count."""
    return add.model_dump(exclude={"op", "item", "qty"}, exclude_defaults=True)


def count_of_ones(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count of "<count> … ones" said in a sentence after the one naming the item ("how
    much is a latte? i'll have two large ones": two large lattes; the model added one) set on the one line
    the model added of it; not "a latte and two iced ones" (three)."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if len(items) != 1 or len(edits) != 1 or not isinstance(edits[0], AddLine) or edits[0].qty != 1 or (
            edits[0].item != unsymbol(tokens[items[0]])[1]):
        return list(edits)
    for k in range(items[0] + 1, len(tokens)):
        if not is_count(tokens[k]) or tokens[k] in ("n1", "nbig"):
            continue
        if not {"?", "."} & set(tokens[items[0] + 1 : k]):
            return list(edits)  # "a latte and two iced ones": three lattes, the model's to read
        end = k + 1
        while end < len(tokens) and end - k <= 3 and ":" in tokens[end]:
            end += 1
        if end < len(tokens) and tokens[end] == "ones":
            return [edits[0].model_copy(update={"qty": number_value(tokens[k])})]
    return list(edits)
