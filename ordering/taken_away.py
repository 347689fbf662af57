"""'Take away one flat white' of a cart with two flat whites takes one off; it orders nothing to go.

The menu reads "take away" as to go ("a latte, take away"), and so did the model where the words name a
line of the cart after it: "take away the muffin" set the order to go and kept the muffin. Where "take
away" is followed by a count or "the"/"my"/"that" and an item the cart has one line of, and the model
added nothing, the turn takes that many units off the line (the line itself where the count is all of it
or none is said), not to go. A count above the line's ("take away two lattes" of one) is left to the model.

"3 lattes to go and 1 for here" is four lattes: the model wrote three and lost the count's split. The
order is to go or for here as a whole, so the units said the other way go on a line of their own with a
note for the barista ("for here"), and the order takes the way the first count was said (`to_go_split`).
"Two lattes, one to go" (or "one in a to go cup") is the same with the rest said by leaving them out: the
order to go, and the other latte noted "for here".

"The muffin to go and the latte for here": the order to go, and "for here" noted on the latte
(`ways_per_line`). "I'll drink it here", "we're staying": the order is for here (`for_here_said`). The
model knew "for here", "to stay" and "dine in"; said with a verb it read the order's end, or nothing
("didn't catch").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import (
    AddLine,
    ChangeLine,
    Edit,
    Finish,
    RemoveLine,
    ReviewOrder,
    SetOrder,
    note_after,
    notes_kept,
    only_a_note,
)
from ordering.named_lines import lines_named

_TAKE_AWAY = re.compile(r"\btake\s*away\s+(?:one|two|three|\d+|the|my|that|those|a|an)\b", re.IGNORECASE)
_NAMING = frozenset({"the", "my", "that", "those", "a", "an", "of"})


def taken_away(edits: Sequence[Edit], words: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits`` with "take away <count or the> <item of the cart>" read as taking it off (see the module)."""
    if not _TAKE_AWAY.search(text) or any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    if not any(isinstance(e, SetOrder) and e.to_go for e in edits) or "to_go:true" not in words:
        return list(edits)
    at = words.index("to_go:true")
    count, k = None, at + 1
    while k < len(words) and (words[k] in _NAMING or is_count(words[k])):
        count = number_value(words[k]) if is_count(words[k]) else count
        k += 1
    if k >= len(words) or not words[k].startswith("item:"):
        return list(edits)
    item = unsymbol(words[k])[1]
    refs = [n for n, line in enumerate(cart.lines, start=1) if line.item == item]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    if count is not None and count > line.qty:  # "take away two lattes" of one: an order to go, unread
        return list(edits)
    rest = [e for e in edits if not (isinstance(e, SetOrder) and e.to_go and not e.customer_name)]
    if count is None or count >= line.qty:
        return [*rest, RemoveLine(ref=refs[0])]
    return [*rest, ChangeLine(ref=refs[0], qty=line.qty - count)]


def to_go_split(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits``, or "<n> <item> to go and <m> for here" read as two lines of the item, the second with a
    note of its way, and the order the first's way (see the module)."""
    if not any(w.startswith("to_go:") for w in words):
        return list(edits)  # every reading here splits by a way said
    said = [w for w in words if w not in ("please", "uh", "um", ",")]
    for k in range(len(said) - 5):
        count, item, way, join, other, other_way = said[k : k + 6]
        if not (is_count(count) and item.startswith("item:") and way.startswith("to_go:") and join == "and"
                and is_count(other) and other_way.startswith("to_go:") and way != other_way):
            continue
        if said[k + 6 :]:
            return list(edits)  # more said after it: the model's
        name, first = unsymbol(item)[1], way.endswith("true")
        if not any(isinstance(e, AddLine) and e.item == name for e in edits):
            return list(edits)
        kept = [e for e in edits
                if not (isinstance(e, AddLine) and e.item == name) and not isinstance(e, SetOrder)]
        note = "to go" if not first else "for here"
        return [*kept, AddLine(item=name, qty=number_value(count)),
                AddLine(item=name, qty=number_value(other), notes=note), SetOrder(to_go=first)]
    return _units_split_by_way(edits, said)


def _units_split_by_way(edits: Sequence[Edit], said: Sequence[str]) -> list[Edit]:
    """``edits``, or "<n> <item>, <a> to go and <b> for here" (a + b = n) read as the order the first way
    and the second part's units a line noted with theirs ("two lattes, one to go and one for here", "two
    cortados, one for here one to go")."""
    said = [w for k, w in enumerate(said) if not (w == "and" and k and said[k - 1].startswith("to_go:"))]
    for k in range(len(said) - 5):  # "and" between the parts said or not: "one for here one to go"
        count, item, part, way, other, other_way = said[k : k + 6]
        if not (is_count(count) and item.startswith("item:") and is_count(part) and way.startswith("to_go:")
                and is_count(other) and other_way.startswith("to_go:") and way != other_way
                and number_value(part) + number_value(other) == number_value(count)) or said[k + 6 :]:
            continue
        name, first = unsymbol(item)[1], way.endswith("true")
        mine = [e for e in edits if isinstance(e, AddLine) and e.item == name]
        alike = len({(e.size, e.temp, e.milk, e.caffeine) for e in mine}) == 1
        if sum(e.qty for e in mine) != number_value(count) or not alike:
            return list(edits)
        kept = [e for e in edits
                if not (isinstance(e, AddLine) and e.item == name) and not isinstance(e, SetOrder)]
        note = "to go" if not first else "for here"
        return [*kept, mine[0].model_copy(update={"qty": number_value(part), "notes": None}),
                mine[0].model_copy(update={"qty": number_value(other), "notes": note}), SetOrder(to_go=first)]
    return _part_said_one_way(edits, said)


def _part_said_one_way(edits: Sequence[Edit], said: Sequence[str]) -> list[Edit]:
    """``edits``, or "<n> <item>, <a> to go" (a < n) with nothing more said read as the order that way
    and the rest a line noted the other way: "two lattes, one to go" (or "one in a to go cup") is one latte
    to go and one for here; the model made both to go."""
    said = [w for k, w in enumerate(said) if not (w in ("in", "a") and "to_go:true" in said[k + 1 : k + 3])
            and not (w == "cup" and said[k - 1 : k] == ["to_go:true"])
            # the line's values before the part's count: "three large mochas", "two lattes with oat"
            and not ((":" in w and not w.startswith(("item:", "to_go:")) or w == "with")
                     and sum(is_count(t) for t in said[k + 1 :]) == 1)]
    if len(said) != 4 or not (is_count(said[0]) and said[1].startswith("item:") and is_count(said[2])
                              and said[3].startswith("to_go:")):
        return list(edits)
    count, part = number_value(said[0]), number_value(said[2])
    name, first = unsymbol(said[1])[1], said[3].endswith("true")
    mine = [e for e in edits if isinstance(e, AddLine) and e.item == name]
    if not 0 < part < count or sum(e.qty for e in mine) != count:
        return list(edits)  # one item said with no values between: its lines are one, the first's values
    kept = [e for e in edits
            if not (isinstance(e, AddLine) and e.item == name) and not isinstance(e, SetOrder)]
    note = "to go" if not first else "for here"
    return [*kept, mine[0].model_copy(update={"qty": part}),
            mine[0].model_copy(update={"qty": count - part, "notes": note_after(mine[0].notes, note)}),
            SetOrder(to_go=first)]


def ways_per_line(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or "the muffin to go and the latte for here" of a cart with one line of each, or of two
    lines the turn orders ("a cappuccino for here and a latte to go"): the order the first's way and a
    note of its own way on the second's line (the order is to go or for here as a whole; the model set it
    all to go and the barista never heard of the latte)."""
    # "a cappuccino for here and two lattes to go": the count of the second goes with its line
    # the values said with each ("a small cappuccino extra dry for here") stand between item and way
    # "a muffin to eat here": the "to" before a way is dropped with the fillers; so is "both" of "a latte
    # and a mocha, both to go, and a muffin for here"
    said = [w for k, w in enumerate(words)
            if w not in ("please", "uh", "um", ",", "the", "my", "a", "an", "extra", "both", "all")
            and not (is_count(w) and (w != "n1" or words[k + 1 : k + 2] and words[k + 1].startswith("item:")))
            and not (":" in w and not w.startswith(("item:", "to_go:")))
            and not (w == "to" and words[k + 1 : k + 2] and words[k + 1].startswith("to_go:"))]
    for k in range(len(said) - 3):
        # "the flat white to go, bagel for here": the comma (dropped above) joins them as "and" does
        joined = int(said[k + 2] == "and")
        if k + 4 + joined > len(said):
            break
        item, way, other, other_way = said[k], said[k + 1], *said[k + 2 + joined : k + 4 + joined]
        if not (item.startswith("item:") and way.startswith("to_go:") and other.startswith("item:")
                and other_way.startswith("to_go:") and way != other_way):
            continue
        named = (unsymbol(item)[1], unsymbol(other)[1])
        # "one cappuccino and one latte to go and a muffin to eat here": the items listed before the first
        # one, with no way of their own, go its way (the order's)
        listed = set() if any(w.startswith("to_go:") for w in said[:k]) else {
            unsymbol(w)[1] for w in said[:k] if w.startswith("item:")} - set(named)
        # "the muffin" of the cart's lemon muffin: the words read the house muffin, the model added one
        rest = said[k + 4 + joined :]
        ours = {*named, *listed}
        if rest or any(not isinstance(e, SetOrder | AddLine) or isinstance(e, SetOrder) and (
                e.customer_name) or isinstance(e, AddLine) and e.item not in ours for e in edits):
            return list(edits)
        to_go = way.endswith("true")
        note = "for here" if to_go else "to go"
        adds = [[e for e in edits if isinstance(e, AddLine) and e.item == name] for name in named]
        if all(len(found) == 1 for found in adds) and named[0] != named[1]:  # both ordered in this turn
            out = [e for e in edits if not isinstance(e, SetOrder)]
            second = next(j for j, e in enumerate(out) if isinstance(e, AddLine) and e.item == named[1])
            out[second] = out[second].model_copy(update={"notes": note_after(out[second].notes, note)})
            return [*out, SetOrder(to_go=to_go)]
        refs = [_line_named(name, cart) for name in named]
        if None in refs or refs[0] == refs[1]:
            return list(edits)
        return [SetOrder(to_go=to_go), ChangeLine(ref=refs[1], notes=note)]
    return list(edits)


_WHOLE = frozenset({"all", "everything", "whole", "both", "order", "them", "it", "everything's"})


def way_of_a_new_line(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the way said right after a line ordered into an order already to go (or for here) kept
    as that line's note: "a flat white to go", then "and a muffin for here" (the model made the whole order
    for here, and the flat white lost its cup). Not where the turn says the whole order's way ("make it
    all for here") or the cart has nothing else yet."""
    add = _one_line_the_other_way(edits, words, cart)
    said = [w for w in words if w not in ("please", ",", "too", "as", "well", "to")]  # "to eat here"
    if add is None or not any(a.startswith("item:") and b.startswith("to_go:")
                              for a, b in zip(said, said[1:], strict=False)):
        return list(edits)
    return [_noted_the_other_way(add, cart)]


def _one_line_the_other_way(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> AddLine | None:
    """The one line the turn adds, where the model's only other edit sets the order the other way than the
    cart's, and the words say nothing of the whole order ("make it all for here"); else None."""
    adds = [e for e in edits if isinstance(e, AddLine)]
    ways = [e for e in edits if isinstance(e, SetOrder) and e.to_go is not None and not e.customer_name]
    if (cart.to_go is None or not cart.lines or len(adds) != 1 or len(ways) != 1 or len(edits) != 2
            or ways[0].to_go == cart.to_go or _WHOLE & set(words)):
        return None
    return adds[0]


def _noted_the_other_way(add: AddLine, cart: Any) -> AddLine:
    """The line added, noted the way the order is not ("for here" of an order to go)."""
    return add.model_copy(update={"notes": note_after(add.notes, "for here" if cart.to_go else "to go")})


_CLOSING = frozenset({"please", "thanks", "thank", "you", ",", ".", "!"})


def way_said_last_of_a_new_line(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the way said at the end of a turn that adds one line to an order already the other
    way kept as that line's note: "a medium flat white for here", then "and i'll also get one for my
    coworker, to go" (the model made the whole order to go). As `way_of_a_new_line`, where the way comes
    after words of the line other than its item ("one for my coworker")."""
    add = _one_line_the_other_way(edits, words, cart)
    said = [w for w in words if w not in _CLOSING]
    if add is None or not said or not said[-1].startswith("to_go:") or sum(
            w.startswith("to_go:") for w in said) != 1:
        return list(edits)
    return [_noted_the_other_way(add, cart)]


_ONE_MORE = frozenset({"and", "plus", "also", "another", "n1", "more", "please", ",", "."})


def one_more_the_other_way(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one more of the last line noted the other way, where the turn says only "one" and the
    way the order is not ("two lattes to go", then "and one for here": a third latte, for here; the model
    made the whole order for here)."""
    ways = [w for w in words if w.startswith("to_go:")]
    if cart.to_go is None or not cart.lines or len(ways) != 1 or not {"n1", "another"} & set(words):
        return list(edits)
    other = ways[0] == ("to_go:false" if cart.to_go else "to_go:true")
    said = [w for w in words if w not in ways]
    if not other or any(w not in _ONE_MORE for w in said):
        return list(edits)
    if any(not (isinstance(e, SetOrder) and e.to_go is not None and not e.customer_name) for e in edits):
        return list(edits)
    last = cart.lines[-1]
    note = note_after(last.notes, "for here" if cart.to_go else "to go")
    return [AddLine(**last.model_dump(exclude={"id", "qty", "who", "notes"}), notes=note)]


_BEING = frozenset({"is", "should", "be", "can", "will", "needs", "to", "'s", "was", "actually", "oh",
                    "sorry", "and", "but", "make", "have", "get", "i'll", "please", ",", "the", "my", "wait",
                    "so",
                    "pack", "bag", "wrap", "box", "up", "could", "you", "would"})  # "pack the muffin to go"


def way_of_a_line(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the way said of one line named in an order already to go (or for here) kept as that
    line's note: "a latte and a cappuccino to go", then "sorry, the latte should be for here" (the model
    made the whole order for here, or did not catch it). Not where the turn says the whole order's way or
    the cart has one line only."""
    if cart.to_go is None:
        return list(edits)
    said = [w for w in words if w not in _BEING]
    way = f"to_go:{not cart.to_go}".lower()
    if cart.to_go and said[-1:] == ["here"] and said[:1] and said[0] in _CONSUMING:
        said = [*said[1:-1], way]  # "i'll eat the muffin here"
    return _noted_on_the_line_named(edits, said, words, cart, way, "for here" if cart.to_go else "to go")


_CONSUMING = frozenset({"eat", "drink", "enjoy", "having"})


_LIKE_THE_REST = frozenset({"change", "too", "also", "as", "well", "like", "rest", "others", "other"})


def way_of_a_line_undone(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the note of its own way taken off the one line named, where the turn gives that line
    the whole order's way: "two americanos to go", "and a muffin, for here", then "change the muffin to go
    too" (the model wrote a stray note: "didn't catch")."""
    if cart.to_go is None:
        return list(edits)
    said = [w for w in words if w not in _BEING and w not in _LIKE_THE_REST]
    way, note = f"to_go:{cart.to_go}".lower(), "for here" if cart.to_go else "to go"
    if len(said) != 2 or not said[0].startswith("item:") or said[1] != way or _WHOLE & set(words) or any(
            not (isinstance(e, SetOrder) and not e.customer_name or only_a_note(e)) for e in edits):
        return list(edits)
    ref = _line_named(unsymbol(said[0])[1], cart)
    notes = cart.lines[ref - 1].notes if ref is not None else None
    if not notes or note not in notes.lower():
        return list(edits)
    return [notes_kept(ref, [part.strip() for part in notes.split(",") if part.strip().lower() != note])]


_EVERY_LINE = frozenset({"all", "everything", "whole", "both", "everything's"})


def way_of_every_line(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the notes of the other way taken off every line, where the turn gives the whole order
    one way ("actually all for here"): "two flat whites for here and a macchiato to take away" noted the
    macchiato "to go", and the barista read it so after "all for here". Only where the model set the order's
    way and changed no line."""
    ways = [e for e in edits if isinstance(e, SetOrder) and e.to_go is not None and not e.customer_name]
    if len(ways) != 1 or not _EVERY_LINE & set(words) or any(
            not isinstance(e, SetOrder) and not only_a_note(e) for e in edits):
        return list(edits)
    other = "for here" if ways[0].to_go else "to go"
    out = [e for e in edits if isinstance(e, SetOrder)]
    for ref, line in enumerate(cart.lines, start=1):
        parts = [part.strip() for part in (line.notes or "").split(",") if part.strip()]
        kept = [part for part in parts if part.lower() != other]
        if len(kept) < len(parts):
            out.append(notes_kept(ref, kept))
    return out if len(out) > len(ways) else list(edits)


def _noted_on_the_line_named(edits: Sequence[Edit], said: Sequence[str], words: Sequence[str], cart: Any,
                             way: str, note: str) -> list[Edit]:
    """``edits``, or ``note`` put on the one line of the item said, where ``said`` is that item and the
    ``way`` token only, the order has other lines, and the model changed only the order's way or notes."""
    by_values = _line_of_values_said(said, cart) if said[-1:] == [way] and not _WHOLE & set(words) else None
    if by_values is not None and len(cart.lines) >= 2 and all(  # "the small one to go": that one
            isinstance(e, SetOrder) and not e.customer_name or only_a_note(e) for e in edits):
        return [ChangeLine(ref=by_values, notes=note_after(cart.lines[by_values - 1].notes, note))]
    if (len(cart.lines) < 2 or len(said) != 2 or not said[0].startswith("item:") or said[1] != way
            or _WHOLE & set(words)):
        return list(edits)
    named = unsymbol(said[0])[1]
    misread = {named} - {line.item for line in cart.lines}  # "the muffin" of a blueberry one: the house one
    if any(not (isinstance(e, SetOrder) and not e.customer_name or only_a_note(e) or isinstance(
            e, AddLine) and e.item in misread or isinstance(e, RemoveLine)) for e in edits):
        return list(edits)
    ref = _line_named(named, cart)
    if ref is None or any(isinstance(e, AddLine | RemoveLine) for e in edits) and not misread:
        return list(edits)
    return [ChangeLine(ref=ref, notes=note_after(cart.lines[ref - 1].notes, note))]


def _line_of_values_said(said: Sequence[str], cart: Any) -> int | None:
    """The one cart line that has every value said before "one" and the way ("the small one to go": the
    small line), or None."""
    values = said[:-2]
    if len(said) < 3 or said[-2] not in ("n1", "one") or not values or any(
            ":" not in v or v.startswith(("item:", "to_go:")) for v in values):
        return None
    refs = [ref for ref, line in enumerate(cart.lines, start=1) if all(
        line.holds(*unsymbol(v)) for v in values)]
    return refs[0] if len(refs) == 1 else None


# "put the chai in a to go cup", "can you make the chai to go"
_PUT = frozenset({"put", "in", "a", "cup", "you", "do", "could", "would", "one"})


def to_go_of_one_line(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or "to go" noted on the one line named, where the order's way is not yet said and it has
    other lines: "two lattes and a chai", then "put the chai in a to go cup" (the model set the whole order
    to go, and the lattes went into paper cups too)."""
    if cart.to_go is not None:
        return list(edits)
    said = [w for w in words if w not in _BEING and w not in _PUT]
    return _noted_on_the_line_named(edits, said, words, cart, "to_go:true", "to go")


_OF_THEM = frozenset({"them", "those", "these", "the"})
_ONE_SAID_AROUND = frozenset({"please", "thanks", "in", "a", "cup", "and", "actually", "oh", ","})


def way_of_some_units(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the units said the other way split off their line with a note: "two lattes to go",
    then "actually one of them for here" (the model made the whole order for here); "two cappuccinos", then
    "one of them to go", of an order not yet said either way. The line is the one the turn names, else the
    cart's one line of more units than said."""
    ways = [e.to_go for e in edits if isinstance(e, SetOrder) and e.to_go is not None and not e.customer_name]
    said = [w == "to_go:true" for w in words if w.startswith("to_go:")]
    if len(said) != 1 or said[0] == cart.to_go or (
            edits and (len(edits) != 1 or ways != said)):
        return list(edits)  # the model's way, or nothing written (`one of the lattes for here`)
    at = next((k for k in range(len(words) - 2) if is_count(words[k]) and words[k + 1] == "of"
               and words[k + 2] in _OF_THEM), None)
    if at is None and [w for w in words if w not in _ONE_SAID_AROUND] == ["n1", f"to_go:{said[0]}".lower()]:
        at = words.index("n1")  # "one to go", "one in a takeaway cup" of two flat whites (not "just one")
    if at is None or any(w.startswith("item:") for w in words[:at]):
        return list(edits)
    count = number_value(words[at])
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if line.qty > count and (not named or line.item in named)]
    if len(refs) != 1:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    note = note_after(line.notes, "to go" if said[0] else "for here")
    copy = AddLine(**line.model_dump(exclude={"id", "qty", "notes"}), qty=count, notes=note)
    return [ChangeLine(ref=refs[0], qty=line.qty - count), copy]


def _line_named(name: str, cart: Any) -> int | None:
    """The one cart line of the item named, else of its kind (the last word of its name), or None."""
    refs = lines_named(name, cart)
    return refs[0] if len(refs) == 1 else None


# "i'll drink it here", "we'll have them here", "we're staying", "i'm eating in", "we'll sit in"
_HERE = re.compile(
    r"\b(?:drink(?:ing)?|eat(?:ing)?|hav(?:e|ing)|enjoy(?:ing)?|sit\s+and\s+drink)\s+"
    r"(?:it|them|that|this|those|these|everything)\s+(?:in\s+)?here\b"
    r"|\b(?:i|we)(?:'ll|\s+will|'re|\s+are|'m|\s+am)\s+"
    r"(?:staying|stay|sitting\s+in|eating\s+in|drinking\s+in|sit\s+in|eat\s+in|dine\s+in|dining\s+in)\b",
    re.IGNORECASE)


# "i'll eat the croissant here", "we'll drink the lattes in here": one line of an order to go
_LINE_HERE = re.compile(r"\b(?:drink|eat|have|enjoy)\s+(?:the|my|our)\s+[a-z' ]{2,40}?\s+(?:in\s+)?here\b",
                        re.I)


def line_had_here(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or "for here" noted on the one line the turn says is had here, of an order to go ("a latte
    and a croissant, to go", then "actually i'll eat the croissant here": the model read the order's end)."""
    if not cart.to_go or not _LINE_HERE.search(text or "") or any(
            not (isinstance(e, Finish | ReviewOrder) or only_a_note(e)) for e in edits):
        return list(edits)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    ref = _line_named(named.pop(), cart) if len(named) == 1 else None
    if ref is None:
        return list(edits)
    line = cart.lines[ref - 1]
    return [ChangeLine(ref=ref, notes=note_after(line.notes, "for here"))]


_ASIDE = frozenset({"actually", "oh", "ok", "okay", "then", "so", "um", "uh", "no", "wait", "please", "and",
                    "but", "sorry", "we", "i", "think", "guess", "on", "second", "thought", "hmm", "now"})


def for_here_said(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the order set for here where the turn says it is had here ("I'll drink it here") and
    the model wrote nothing or only the order's end without words that end it; with the lines the turn
    orders where it only ordered ("a latte, i'll be drinking it here")."""
    here = _HERE.search(text or "")
    if here is None or any(isinstance(e, SetOrder) for e in edits):
        return list(edits)
    if any(isinstance(e, AddLine) for e in edits) and all(isinstance(e, AddLine) for e in edits):
        return [*edits, SetOrder(to_go=False)]  # "a latte, i'll be drinking it here": ordered, for here
    if any(not isinstance(e, Finish) for e in edits):
        return list(edits)
    rest = set(re.findall(r"[a-z']+", (text[: here.start()] + " " + text[here.end() :]).lower())) - _ASIDE
    ending = [e for e in edits if rest]  # "thats all, we'll drink it here": the order's end too
    return [SetOrder(to_go=False), *ending]
