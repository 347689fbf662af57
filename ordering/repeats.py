""""The same again", "another one", "one more of those", "and one for my wife": a copy of the last line.

The corpus never says these (every order there names its item), so the model reads them as anything
from a note to finishing. The words alone tell the request when they name no item: the cart's last line
is ordered again, as it is ("the same", its count too) or one unit of it ("another one", "two more" ×2),
with the values said changed on the copy ("the same but iced", "another one with oat milk"), a value
said in place of the line's replacing it ("the same but caramel instead of vanilla") and a value said
back to the usual not copied ("and a small one, regular caffeine" of a decaf latte: no decaf; "and a
regular one" of it: no decaf either, the first of its caffeine, milk and size it has off the usual).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ordering.another_beside_change import change_then_one_more
from ordering.cart import Cart, Line
from ordering.dsl import SINGLE_GROUPS, is_count, number_value, symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, SetOrder, ice_left_off, only_a_note
from ordering.grounding_read import DEFAULT_WORDS
from ordering.menu import FLAVOUR_KINDS
from ordering.more_measured import more_measured_said
from ordering.said import said_words
from ordering.size_stepped import next_size
from ordering.split_other import left_of_split
from ordering.turn_words import EVERY_UNIT, REMOVE_WORDS, value_fields

_SAME = frozenset({"same", "ditto"})
# said after "same", what the lines go in or when, not a drink again: "in the same bag", "at the same time"
_SAME_PLACE = frozenset({"bag", "bags", "cup", "cups", "carrier", "tray", "box", "holder", "time", "table",
                         "sleeve", "lid", "order", "ticket", "receipt", "name", "trip"})
MORE_OF_US = frozenset({"us", "and", "also", "plus", "too"})  # "and the same for both of us": more
# ("can i get another one?" asks for one: a question mark alone does not make a question of it)
_QUESTION_WORDS = frozenset({"is", "are", "what", "how", "price", "cost", "costs", "much", "was"})
_NEGATIONS = frozenset({"no", "not", "without", "don't", "never", "instead", "hold"})
_OTHER_ERRANDS = frozenset({
    "thing", "things", "question", "questions", "minute", "second", "moment", "time", "sec", "thought",
    "change", "changes", "request", "item", "items", "drink", "order"})
_AFTER_MORE = frozenset({"", "of", "please", "for", "too", "and", ",", ".", "!", "thanks", "but", "with",
                         "exactly", "just", "like"})
_LIKE_IT = frozenset({("like", "it"), ("like", "that"), ("like", "this"), ("like", "the", "last")})
_FOR_WHOM = frozenset({"for", "to"})  # "and one for my wife"
_NOT_WHOM = frozenset({"here", "there", "now", "later", "today", "tonight", "takeaway", "n1", "me"})
_GETTING = frozenset({"get", "have", "grab", "order", "want", "need"})  # "can i get one for my friend"
_LATER_PLACES = frozenset({"third", "fourth", "fifth"})  # "a second" is `_a_second_one`'s
_AFTER_PLACE = frozenset({"", "n1", "with", "for", ",", ".", "please", "but", "plain"})  # "a third plain"


@dataclass(frozen=True)
class Repeat:
    """What a turn asks to repeat: ``count`` units (None: the line's own count) with ``values`` changed."""

    count: int | None
    values: tuple[str, ...] = ()
    usual: tuple[str, ...] = ()  # the groups said back to the usual: "a small one, regular caffeine"
    dropped: tuple[str, ...] = ()  # the values said replaced: "the same but caramel instead of vanilla"
    alike: bool = False  # "exactly like it", "the same": the copy, where the model added the plain item
    source: int | None = None  # the line repeated by its place ("like the first": 0), else the last
    without: tuple[str, ...] = ()  # the add-ons, preps said off: "another one but no whip" (not on the copy)
    counts: tuple[tuple[str, int], ...] = ()  # add-ons said with a count: "another with two extra shots"
    of_one: bool = False  # "and one with extra foam": one more of a line of one (of several, one of them)
    step: int = 0  # "and a smaller one": the copy one size down (-1) or up (1) from the line's


_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1}


def _like_the(tokens: Sequence[str]) -> int | None:
    """The place of the line "one more like the first (one)", "the same as the second" names, or None."""
    places = [_PLACES[tokens[i + 2]] for i in range(len(tokens) - 2)
              if tokens[i] in ("like", "as") and tokens[i + 1] == "the" and tokens[i + 2] in _PLACES]
    return places[0] if len(places) == 1 else None


_REMOVES = REMOVE_WORDS - {"skip"}  # "skip the whip, and another one": the whip, one more
_TAKEN = frozenset({"off", "away", "out"})


_STEPS = {"smaller": -1, "bigger": 1, "larger": 1}
_STAND_IN = "size:medium"  # a size said in the place of "smaller", for the words around it to be read


def repeat_asked(tokens: Sequence[str]) -> Repeat | None:
    """The repeat a turn naming no item asks for, or None ("another one", "the same but iced"), of the line
    named by its place ("one more like the first") or the last. A turn that removes ("remove another
    one", "take one more off") asks for none. "And a smaller one for my wife" is one more a size down."""
    at = next((k for k in range(1, len(tokens) - 1)
               if tokens[k] in _STEPS and tokens[k - 1] in ("a", "another") and tokens[k + 1] == "n1"), None)
    if at is None or any(t.startswith("size:") for t in tokens):
        return _repeat_of(tokens)
    asked = _repeat_of([*tokens[:at], _STAND_IN, *tokens[at + 1 :]])
    if asked is None or _STAND_IN not in asked.values:
        return None
    return replace(asked, values=tuple(v for v in asked.values if v != _STAND_IN), step=_STEPS[tokens[at]])


def _repeat_of(tokens: Sequence[str]) -> Repeat | None:
    if _REMOVES.intersection(tokens) or "take" in tokens and _TAKEN.intersection(tokens):
        return None
    bare = _bare_without_at(tokens)  # "and a large one without" of a hot chocolate with whipped cream
    if bare is not None:
        tokens = tokens[:bare]
    source = _like_the(tokens)
    asked = _repeat_asked(tokens, source is not None)
    said = [t for t in tokens if t != "and"]
    if asked is None and bare is not None and said in (["n1"], ["another"]):
        asked = Repeat(1)  # "and one without anything": one more, without the add-ons
    elif asked is None and said[:2] == ["n1", "with"] and "nothing" in said:  # "and one with nothing"
        asked = _repeat_asked(["another", *said[1:]], source is not None)
    elif asked is None and tokens[:1] in (["and"], ["plus"], ["also"]) and list(tokens[1:3]) == [
            "n1", "with"]:
        asked = _repeat_asked(["another", *tokens[2:]], source is not None)  # "and one with extra foam"
        asked = replace(asked, of_one=True) if asked is not None and asked.values else None
    if asked is not None and bare is not None:
        asked = replace(asked, usual=(*asked.usual, "addons"))
    if asked is not None and source is not None:
        asked = replace(asked, source=source)
    without = _choices_denied(tokens)[2]
    counts = _add_ons_counted(tokens)
    if asked and counts:
        shots = {tokens[k] for k in range(len(tokens) - 2) if tokens[k].startswith("shots:")
                 and tokens[k + 1] == "of" and tokens[k + 2].startswith("addon:")}  # "two shots of caramel"
        asked = replace(asked, counts=counts, values=tuple(v for v in asked.values if v not in shots))
    return replace(asked, without=without, dropped=(*asked.dropped, *without)) if asked and without else asked


def _bare_without_at(tokens: Sequence[str]) -> int | None:
    """Where a bare "without" ends the turn ("and a large one without", "one more without please"): the
    copy without the add-ons of the line; else None."""
    end = len(tokens)
    while end and tokens[end - 1] in ("please", "thanks", ".", "!", "then"):
        end -= 1
    while end >= 3 and tokens[end - 2 : end] in (["in", "it"], ["on", "it"], ["at", "all"]) or (
            end >= 2 and tokens[end - 1] in ("added", "else")):
        end -= 1 if tokens[end - 1] in ("added", "else") else 2  # "one without anything in it"
    if end >= 3 and tokens[end - 2 : end] == ["without", "anything"]:
        return end - 2  # "and one without anything": the copy without the add-ons
    return end - 1 if end >= 2 and tokens[end - 1] == "without" else None


_COUNTED_BY = frozenset({"added", "extra", "pump", "pumps", "packet", "packets", "of"})


def _add_ons_counted(tokens: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """The add-ons said with a count of two or more before them ("two extra shots", "3 pumps of
    caramel"; as the words read them, "n2 added addon:espresso_shot"), each with its count."""
    found = []
    for k, tok in enumerate(tokens):
        j = k - 1
        while j >= 0 and tokens[j] in _COUNTED_BY:
            j -= 1
        count = number_value(tokens[j]) if j >= 0 and is_count(tokens[j]) else None
        if j >= 0 and tokens[j].startswith("shots:") and tokens[j + 1 : j + 2] == ["of"]:
            count = int(unsymbol(tokens[j])[1])  # "two shots of caramel": two pumps of it
        if tok.startswith("addon:") and count is not None and count >= 2:
            found.append((unsymbol(tok)[1], count))
    return tuple(found)


# "i'll have what she's having", "what he's having please": the line before, again
_WHAT_THEY_HAVE = frozenset({("what", "she's", "having"), ("what", "he's", "having"), ("what", "she", "is"),
                             ("what", "he", "is"), ("what", "they're", "having"), ("what", "they", "are"),
                             ("what", "she", "has"), ("what", "he", "has"), ("what", "she", "got"),
                             ("what", "he", "got")})


_ALIKE_IN = frozenset({"size", "sizes", "milk", "milks", "temperature", "way", "kind", "type", "strength"})
_AGAIN_ALONE = frozenset({"and", "please", "oh", "thanks", "ok", "okay", ",", ".", "!"})


def _repeat_asked(tokens: Sequence[str], placed: bool) -> Repeat | None:
    if "again" in tokens and not set(tokens) - _AGAIN_ALONE - {"again"}:
        return Repeat(None, alike=True)  # "same again", then "and again": the same once more
    if any(tuple(tokens[i : i + 3]) in _WHAT_THEY_HAVE for i in range(len(tokens) - 2)) and not any(
            ":" in t for t in tokens):
        return Repeat(None, alike=True)
    toks = set(tokens)
    errands = toks & (_QUESTION_WORDS | _OTHER_ERRANDS)
    if _a_second_one(tokens) or placed:  # "a second one", "like the second one", not "wait a second"
        errands.discard("second")
    errands -= {b for a, b in zip(tokens, tokens[1:], strict=False) if a == "same"}  # "same thing"
    if any(a in _SAME and b in _SAME_PLACE for a, b in zip(tokens, tokens[1:], strict=False)):
        return None  # "put them in the same bag": where they go, no drink again
    if errands or more_of_add_ons(tokens) or more_measured_said(tokens) or change_then_one_more(tokens):
        # "another shot", "another pump": more of an add-on, not the drink again
        return None
    tokens, dropped = _replaced_dropped(_couple_counted(tokens))
    # "another one but with hazelnut instead": the value said in place of the line's own, no negation
    tokens = [t for i, t in enumerate(tokens) if not (t == "instead" and i and ":" in tokens[i - 1])]
    tokens, denied, _ = _choices_denied(tokens)
    toks = set(tokens)
    values = tuple(t for t in tokens if ":" in t and not t.startswith("to_go:"))  # the model says to go
    if any(unsymbol(v)[0] not in (*SINGLE_GROUPS, "addon", "prep") for v in values) or (
            values and toks & _NEGATIONS):
        return None  # an item named is the model's to read; so is "the same but no whip"
    usual = tuple(dict.fromkeys((*_back_to_usual(tokens), *denied)))
    if toks & _SAME and toks & EVERY_UNIT and not toks & MORE_OF_US:
        return None  # "both the same", "the same for all of them": the lines alike, none again
    if any(tok == "usual" and tokens[i - 1 : i] in (["my"], ["the"]) for i, tok in enumerate(tokens)):
        return None  # "make it the same as my usual": the usual, which we cannot look up (`usual_asked`)
    alike_in = any(tok in _SAME and (tokens[i + 1] in _ALIKE_IN if i + 1 < len(tokens) else True)
                   for i, tok in enumerate(tokens))
    if alike_in and toks & {"them", "those", "these", "both"}:
        return None  # "make them the same size", "can you make those the same": the lines alike
    if toks & _SAME:
        return Repeat(None, values, usual, dropped, alike=True)
    alike = any(tuple(tokens[i : i + len(w)]) == w for w in _LIKE_IT for i in range(len(tokens)))
    for i, tok in enumerate(tokens):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if tok == "another":  # "another one"; "another two" is two more
            count = number_value(after) if is_count(after) and after != "nbig" else 1
            return Repeat(count, values, usual, dropped, alike)
        if tok == "second" and _a_second_one_at(tokens, i):
            return Repeat(1, values, usual, dropped, alike)  # "a second one for my friend"
        if tok == "more" and i and is_count(tokens[i - 1]) and after in _AFTER_MORE:  # "two more of those"
            if i < 2 or tokens[i - 2] not in ("line", "item", "number", "#"):  # not "line 1 more syrup"
                return Repeat(number_value(tokens[i - 1]), values, usual, dropped, alike)
        whom = tokens[i + 2] if i + 2 < len(tokens) else ""
        if (tok == "n1" and after in _FOR_WHOM and whom not in _NOT_WHOM and ":" not in whom
                and (i == 0 or tokens[i - 1] in ("and", "also", "plus")
                     or tokens[i - 1] in _GETTING and after == "for")):  # "can i also get one for my friend"
            return Repeat(1, values, usual, dropped, alike)
        if tok in _LATER_PLACES and tokens[i - 1 : i] == ["a"] and after in _AFTER_PLACE:
            return Repeat(1, values, usual, dropped, alike)  # "and a third with almond milk for my boss"
    return Repeat(1, values, usual, dropped, alike) if described_one_ordered(tokens) else None


_DENYING = frozenset({"not", "no", "without", "hold", "skip", "minus"})


def _choices_denied(tokens: Sequence[str]) -> tuple[list[str], tuple[str, ...], tuple[str, ...]]:
    """The words less "not <choice>" ("another one, not decaf", "the same without oat milk") and "no <add-on>"
    ("another one but no whip", "but skip the whip"), the groups of the choices so denied (the copy has the
    usual of each) and the add-ons and preparations (``addon:``, ``prep:`` tokens; the copy has none of each:
    "and another with cream cheese, not toasted" of a toasted bagel)."""
    kept, groups, addons = [], [], []
    for i, tok in enumerate(tokens):
        before = tokens[i - 1] if i else ""
        group = unsymbol(tok)[0] if ":" in tok else ""
        if group in (*SINGLE_GROUPS, "addon") and before in ("the", "any") and i > 1 and tokens[i - 2] in (
                _DENYING - {"not"}):  # "hold the whip", "without any vanilla", "skip the whip"
            before = tokens[i - 2]
            kept.pop()
        if group in (*SINGLE_GROUPS, "addon") and before in _DENYING:
            kept.pop()
            (addons if group == "addon" else groups).append(tok if group == "addon" else group)
        elif group == "prep" and before in ("not", "no", "without"):  # "another one, not toasted"
            kept.pop()
            addons.append(tok)
        else:
            kept.append(tok)
    return kept, tuple(groups), tuple(addons)


def _couple_counted(tokens: Sequence[str]) -> list[str]:
    """The words with "couple" read as two where it counts the repeat: "a couple more", "another couple"."""
    return ["n2" if tok == "couple" and ("more" in tokens[i + 1 : i + 2] or "another" in tokens[i - 1 : i])
            else tok for i, tok in enumerate(tokens)]


_IN_PLACE_OF = (("instead", "of"), ("rather", "than"), ("in", "place", "of"))


def _replaced_dropped(tokens: Sequence[str]) -> tuple[list[str], tuple[str, ...]]:
    """The words less "instead of <value>" (or "rather than", "in place of"), and the values so named:
    "the same but with caramel instead of vanilla" is the copy with caramel where the vanilla was."""
    kept, dropped, i = [], [], 0
    while i < len(tokens):
        said = next((len(w) for w in _IN_PLACE_OF if tuple(tokens[i : i + len(w)]) == w), 0)
        value = tokens[i + said] if said and i + said < len(tokens) else ""
        if said and unsymbol(value)[0] in (*SINGLE_GROUPS, "addon") and ":" in value:
            dropped.append(value)
            i += said + 1
            continue
        kept.append(tokens[i])
        i += 1
    return kept, tuple(dropped)


_CAFFEINE_WORDS = frozenset({"caffeine", "caffeinated", "caf"})
PLAIN = "plain"  # in ``Repeat.usual``: "a regular one", of the first group the line has off its usual
BLACK = "black"  # in ``Repeat.usual``: "and a small one black": no milk, and no room left for it
_ROOM = "with room"
# words of a note a black one has no place for ("sweet cream", "a splash of milk", "extra sugar")
_WHITENED = frozenset({"cream", "creamer", "milk", "dairy", "splash", "sweet", "sweetened", "sugar", "honey",
                       "syrup", "room", "foam", "froth", "frothy", "whip"})
_LESS = frozenset({"no", "not", "without", "less", "low", "zero", "non", "half", "free", "reduced"})
_SAID_LAST = frozenset({"", ",", ".", "!", "please", "thanks", "this", "time"})
_GROUP_WORDS = {"milk": "milk", "temperature": "temp", "size": "size", "caffeine": "caffeine"}


def _back_to_usual(tokens: Sequence[str]) -> tuple[str, ...]:
    """The groups the words give their usual value: "fully caffeinated", "with caffeine", "regular caffeine"
    (the copy of a decaf latte is no decaf), "normal temperature"; not "no caffeine", "caffeine free". "With
    just cream" gives the milk and the add-ons theirs, but for the ones said."""
    groups = []
    for i, tok in enumerate(tokens):
        before = tokens[i - 1] if i else ""
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if tok in _CAFFEINE_WORDS and before not in _LESS and after not in _LESS:
            groups.append("caffeine")
        elif tok in DEFAULT_WORDS and (after == "n1" and _said_after_a(tokens, i)
                                       or before in ("but", "it", ",") and after in _SAID_LAST):
            groups.append(PLAIN)  # "and a regular one", "another but regular": the copy plain (`repeated`)
        elif before in DEFAULT_WORDS and tok in _GROUP_WORDS:
            groups.append(_GROUP_WORDS[tok])
        elif tok == "black" and before in ("just", "only", "plain"):
            groups += ["milk", "addons", BLACK]  # "and another one just black" of one with sugar: no sugar
        elif tok == "black":
            groups += ["milk", BLACK]
        elif _nothing_in_it(tokens, i):  # "and a small one plain", "a medium one with nothing in it"
            groups += ["milk", "addons", BLACK]
        elif tok in ("just", "only") and before == "with" and (":" in after or after.isalpha()):
            groups += ["milk", "addons"]  # "one with just cream", "… with just milk" of a tea with honey:
            # no milk or add-on of the line's but the ones said
    return tuple(dict.fromkeys(groups))


_NOTHING_AFTER = frozenset({"in", "added", "on"}) | _SAID_LAST


def _nothing_in_it(tokens: Sequence[str], i: int) -> bool:
    """Whether word ``i`` says the copy has nothing in it: "one plain" said last, "another plain one", "a
    third plain", "with nothing (in it)"."""
    before = tokens[i - 1] if i else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    return (tokens[i] == "plain" and (before == "n1" or before in _LATER_PLACES) and after in _SAID_LAST
            or tokens[i] == "plain" and before == "another" and after == "n1"  # "and another plain one"
            or tokens[i] == "nothing" and before == "with" and after in _NOTHING_AFTER
            or tokens[i] == "anything" and before == "without" and after in _NOTHING_AFTER)  # "one without
    # anything" of a cappuccino with a shot and cinnamon: a plain one


def _said_after_a(tokens: Sequence[str], i: int) -> bool:
    """Whether word ``i`` follows "a" / "an", past a size said between ("a large regular one")."""
    before = i - 1 - (i >= 2 and tokens[i - 1].startswith("size:"))
    return before >= 0 and tokens[before] in ("a", "an")


def _a_second_one_at(tokens: Sequence[str], i: int) -> bool:
    return 0 < i < len(tokens) - 1 and (tokens[i - 1], tokens[i], tokens[i + 1]) == ("a", "second", "n1")


def _a_second_one(tokens: Sequence[str]) -> bool:
    return any(_a_second_one_at(tokens, i) for i in range(len(tokens)))


_ORDER_CUES = frozenset({"get", "have", "like", "take", "want", "need", "i'd", "i'll", "we'll", "we'd"})
_CHANGE_CUES = frozenset({"make", "change", "actually", "instead", "rather", "it", "that", "switch"})
_LINE_WORDS = frozenset({"number", "line", "#"})


def described_one_ordered(tokens: Sequence[str]) -> bool:
    """Whether the turn orders "a/an <values> one" of the last line's item: "and an oat milk one for my
    friend", "can I get a decaf one as well", "and a large" (not "make it a large one", "actually a large
    one": those change the line)."""
    if _a_size_more(tokens):
        return True
    for i, tok in enumerate(tokens):
        if tok not in ("a", "an"):
            continue
        j = i + 1
        while j < len(tokens) and (tokens[j] in DEFAULT_WORDS or (  # "and a regular one": no decaf
                unsymbol(tokens[j])[0] in (*SINGLE_GROUPS, "addon", "prep") and ":" in tokens[j])):
            j += 1
        if j == i + 1 or j >= len(tokens) or tokens[j] != "n1":
            continue
        before, after = set(tokens[:i]), tokens[j + 1 :]
        if before & _CHANGE_CUES or any(t.startswith("line_") or t in _LINE_WORDS for t in tokens):
            return False  # "i'd like number 1 a short one" changes line 1
        return bool(before & _ORDER_CUES or tokens[0] in ("and", "also", "plus")
                    or {"too", "well", "also"} & set(after) or after[:1] == ["for"])
    return False


_SIZE_MORE_END = frozenset({"too", "please", "thanks", "as", "well", "also", ".", "!", ","})


def _a_size_more(tokens: Sequence[str]) -> bool:
    """Whether the turn is "and a large" (or "also a small too", "plus a medium please"): one more of the
    last line's item in that size, as "and a large one" is (not "make it a large": that changes it)."""
    return (len(tokens) >= 3 and tokens[0] in ("and", "also", "plus") and tokens[1] in ("a", "an")
            and tokens[2].startswith("size:") and set(tokens[3:]) <= _SIZE_MORE_END)


_MEASURES = frozenset({"pump", "pumps", "shot", "shots", "splash", "dash", "spoon", "spoons", "packet",
                       "packets", "scoop", "scoops", "drizzle", "of", "a", "bit"})
_COUNTED_MEASURES = _MEASURES - {"of", "a", "bit"}


def more_of_add_ons(tokens: Sequence[str]) -> dict[str, int]:
    """The add-ons a turn asks more of, with how many more: "another shot", "another pump of vanilla",
    "two more pumps of vanilla", "one more shot"."""
    more: dict[str, int] = {}
    for i, tok in enumerate(tokens):
        if tok == "another":
            count = 1
        elif tok == "more" and i and is_count(tokens[i - 1]):
            count = number_value(tokens[i - 1])
        elif tok == "extra" and i + 1 < len(tokens) and tokens[i + 1] in _COUNTED_MEASURES:
            count = number_value(tokens[i - 1]) if i and is_count(tokens[i - 1]) else 1  # "an extra pump of"
        else:
            continue
        j = i + 1
        while j < len(tokens) and j - i <= 4 and tokens[j] in _MEASURES:
            j += 1
        if j < len(tokens) and tokens[j].startswith("addon:"):
            name = unsymbol(tokens[j])[1]
            more[name] = more.get(name, 0) + count
    return more


def more_added(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with an add-on asked "another" or "N more" of counted up from what the line has: the
    model writes the add-on once, which changes nothing on a line that has it already. The line is the
    one the model changed, else the last that has the add-on, else the cart's last; a turn that adds a
    line is the model's to read."""
    more = more_of_add_ons(tokens)
    if not more or not cart.lines or any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    out = list(edits)
    for name, count in more.items():
        at = next((k for k, e in enumerate(out) if isinstance(e, ChangeLine) and name in e.add_addons
                   and 1 <= e.ref <= len(cart.lines)), None)
        if at is not None:
            ref = out[at].ref
        else:
            ref = next((r for r in range(len(cart.lines), 0, -1) if name in cart.lines[r - 1].addons),
                       len(cart.lines))
        total = cart.lines[ref - 1].addons.get(name, 0) + count
        if at is not None:
            out[at] = out[at].model_copy(update={"add_addons": {**out[at].add_addons, name: total}})
        else:
            out.append(ChangeLine(ref=ref, add_addons={name: total}))
    return out


# "and another", "one more" is the drink ("and another one" too: the model's repeat)
_ANOTHER_ALONE = frozenset({"and", "another", "more", "please", "oh", ",", ".", "!", "too"})


def another_add_on(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or one more of the add-ons the last turn put on a line, where the turn says only "and
    another" ("add another shot to the mocha", then "and another": a second shot, not a second mocha; "and
    another one" stays the drink), the last turn changed one line by its add-ons alone, and the model
    added that line's item again."""
    changed = list(getattr(cart, "changed", None) or [])
    if "another" not in tokens or set(tokens) - _ANOTHER_ALONE or len(changed) != 1:
        return list(edits)
    said = changed[0].fields_set()
    ref = next((k for k, line in enumerate(cart.lines, 1) if line.id == changed[0].line.id), None)
    if said != {"add_addons"} or ref is None:
        return list(edits)
    line = cart.lines[ref - 1]
    if any(not isinstance(e, AddLine) or e.item != line.item for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, add_addons={name: line.addons.get(name, 0) + 1
                                            for name in changed[0].change["add_addons"]})]


def extra_of_add_ons(tokens: Sequence[str]) -> set[str]:
    """The add-ons said right after "extra" with no count ("extra vanilla"; not "two extra vanilla" or
    "extra vanilla, three pumps", whose counts the model writes; not shots, which `more_added` reads)."""
    names = set()
    for i, tok in enumerate(tokens[:-1]):
        after = tokens[i + 2] if i + 2 < len(tokens) else ""
        if (tok == "extra" and tokens[i + 1].startswith("addon:") and tokens[i + 1] != "addon:espresso_shot"
                and not (i and is_count(tokens[i - 1])) and not is_count(after)):
            names.add(unsymbol(tokens[i + 1])[1])
    return names


def extra_counted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with "extra <add-on>" said of a line that has the add-on read as one more portion than the
    line has: "extra X" is one regular portion plus one (the benchmark's X: 2), so a latte with one vanilla
    gets two and one with two gets three, where the model's two was added to the line's count. A line
    without the add-on keeps the two the model writes."""
    extra = extra_of_add_ons(tokens)
    out = list(edits)
    for k, edit in enumerate(out):
        if not extra or not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines):
            continue
        had = cart.lines[edit.ref - 1].addons
        counts = {name: had[name] + 1 if name in extra and had.get(name) else n
                  for name, n in edit.add_addons.items()}
        if counts != edit.add_addons:
            out[k] = edit.model_copy(update={"add_addons": counts})
    return out


def repeated(edits: Sequence[Edit], repeat: Repeat | None, cart: Cart, menu: Any = None,
             words: Sequence[str] = ()) -> list[Edit]:
    """``edits``, or the repeat of the cart's last line when the turn asks for one and the model's edits
    order nothing more (an added line or a raised count is kept as the model wrote it)."""
    out = list(edits)
    if repeat is None or not cart.lines or _orders_more(out, cart, repeat) and not _plain_for_alike(
            out, cart, repeat):
        return out
    if repeat.of_one and cart.lines[-1].qty != 1:
        return out  # "two lattes", then "and one with oat": one of them, the model's
    other = _other_of_a_split(cart, repeat) if words and not _ONE_MORE_SAID.intersection(words) else None
    if other is not None:  # "two lattes", "one with vanilla", "another with caramel": the other one
        fields, addons = value_fields(repeat.values)
        return [ChangeLine(ref=other, **fields, add_addons=addons)]
    places = len(cart.lines)
    at = repeat.source if repeat.source is not None and -places <= repeat.source < places else -1
    last = cart.lines[at]
    plain = PLAIN in repeat.usual
    if plain:  # "and a regular one" of a decaf americano: caffeinated; of an oat latte: milk
        off = next((g for g in ("caffeine", "milk", "size") if getattr(last, g) is not None), None)
        plain = off is None  # of a bagel with cream cheese: none of those, its add-ons
        off = off or ("preps" if last.preps and not last.addons else None)  # of a dry cappuccino: not dry
        repeat = replace(repeat, usual=tuple(g for g in (*repeat.usual, off) if g and g != PLAIN))
    fields, addons = value_fields(repeat.values)
    dropped_fields, dropped_addons = value_fields(repeat.dropped)
    kept = {g: v for g, v in last.model_dump(exclude={"id", "qty", "who"}).items()  # not said for whom
            if g not in repeat.usual and (g not in dropped_fields or dropped_fields[g] != v)}
    if BLACK in repeat.usual:  # "and a small one black" of a coffee with room for cream: no room either
        kept["preps"] = [p for p in kept.get("preps", []) if p != _ROOM]
        if _WHITENED & set(said_words(kept.get("notes") or "")):  # nor its note "a splash of cream"
            kept["notes"] = None
    copy = AddLine(**{**kept, **fields}, qty=repeat.count or last.qty)
    if repeat.step and menu is not None:  # "and a smaller one": a size down from the line's
        copy.size = next_size(last, repeat.step > 0, menu) or copy.size
    said_preps = [unsymbol(v)[1] for v in repeat.values if v.startswith("prep:")]  # "an extra dry one"
    copy.preps = list(dict.fromkeys([*copy.preps, *said_preps]))
    # "another one with vanilla": one portion, or the line's own; "and a medium one with caramel" of a
    # hazelnut latte: the flavour said takes the place of the line's own (a spread, of a bagel's)
    flavours = {_flavour(name, menu) for name in addons} - {None}
    had = {name: n for name, n in last.addons.items() if not plain and "addons" not in repeat.usual
           and name not in dropped_addons and (name in addons or _flavour(name, menu) not in flavours)}
    copy.addons = {**had, **{name: n for name, n in addons.items() if name not in had}}
    copy.addons.update(dict(repeat.counts))  # "and another with two extra shots": two, not the line's one
    pumps = _pumps_said(words)  # "and a hot one with 3 pumps" of a latte with vanilla: three of it
    flavoured = [name for name in copy.addons if name not in addons and _flavour(name, menu) in _PUMPED]
    if pumps and len(flavoured) == 1 and not repeat.counts:
        copy.addons[flavoured[0]] = pumps
    extra = {name: n for e in out if isinstance(e, ChangeLine) and e.ref == len(cart.lines)
             for name, n in e.add_addons.items() if name in addons and name not in last.addons}
    if {"extra", "added"} & set(words) and not repeat.counts:  # "and one with extra foam": as the model read
        copy.addons.update({name: n for name, n in extra.items() if n > copy.addons.get(name, 0)})
    # "the same but with whip" of a mocha with no whip: the whip said, not the line's "no whip"
    copy.removals = [name for name in copy.removals if name not in addons]
    if last.temp == "iced" and copy.temp not in (None, "iced"):  # "and a small hot one" of an iced
        copy = ice_left_off(copy)  # americano with extra ice: the hot one has none, nor its "light ice"
    # "and another with cold milk on the side": the request the model wrote as a change of the last line
    noted = [e.notes for e in out if isinstance(e, ChangeLine) and e.ref == len(cart.lines) and e.notes]
    if noted:
        copy.notes = noted[0]
    # "and a small one with whole" of a 2% flat white: the milk the model read of a word the tagger did not
    milks = [e.milk for e in out if isinstance(e, ChangeLine) and e.ref == len(cart.lines) and e.milk]
    if "milk" not in fields and len(set(milks)) == 1 and symbol("milk", milks[0]) in words and (
            menu is None or menu.allows(copy.item, "milk", milks[0])):  # the grounding's word of it
        copy.milk = milks[0]
    # "but no whip" of a mocha: the menu's removal on the copy, where the line had none of it to leave off,
    # or had more of what may come on the item unasked ("and a small one, no whip" of one with extra whip)
    unheld = [name for name in value_fields(repeat.without)[1]
              if name not in last.addons or menu is not None and ("removal", name) in menu.options]
    unmade = {unsymbol(v)[1] for v in repeat.without if v.startswith("prep:")}  # "not toasted"
    copy.preps = [p for p in copy.preps if p not in unmade]
    off = [ChangeLine(ref=places + 1, drop=unheld)] if unheld else []
    return [copy, *off, *(e for e in out if isinstance(e, SetOrder))]


_ONE_MORE_SAID = frozenset({"for", "more", "third", "also", "too"})  # "another for my friend": one more


def _other_of_a_split(cart: Cart, repeat: Repeat) -> int | None:
    """The place of the one unit left of a line of two the last turn split ("two lattes", then "one with
    vanilla": the plain latte), where the turn asks one more with values only ("another with caramel"):
    the other of the two is meant, not a third. None otherwise."""
    if (repeat.count not in (None, 1) or repeat.alike or not repeat.values or repeat.source is not None
            or repeat.usual or repeat.without):
        return None
    places = left_of_split(cart)
    return places[0] if places is not None else None


# the add-on kinds of which one said of a copy takes the place of the line's own: "and another with caramel"
# of a vanilla latte, "and another with cream cheese" of a bagel with jam
_IN_PLACE_KINDS = FLAVOUR_KINDS | {"spread"}
_DUSTING = "dusting"  # a powder shaken on top: "another with nutmeg" of a cappuccino with cinnamon


_PUMPED = frozenset({"syrup", "sauce"})  # what comes by the pump


def _pumps_said(words: Sequence[str]) -> int | None:
    """The count of "<n> pumps" said with no add-on named after it ("with 3 pumps"), else None."""
    for k in range(len(words) - 1):
        after = words[k + 2 : k + 3]
        if is_count(words[k]) and words[k + 1] in ("pump", "pumps") and after != ["of"] and not (
                after and after[0].startswith("addon:")):
            return number_value(words[k])
    return None


def _flavour(addon: str, menu: Any) -> str | None:
    """The add-on's kind where one of it takes another's place on a copy (a syrup, a sauce, a spread, a
    powder dusted on top), else None."""
    kind = menu.addon_kind(addon) if menu is not None else ""
    if kind == "topping" and _a_powder(addon, menu):
        return _DUSTING
    return kind if kind in _IN_PLACE_KINDS else None


def _a_powder(addon: str, menu: Any) -> bool:
    """Whether the menu names the add-on a powder ("cocoa powder", "cinnamon powder"): the whipped cream
    and the foam are toppings beside it."""
    option = menu.options.get(("addon", addon))
    return option is not None and any(name.split()[-1] == "powder" for name in (addon, *option.aliases))


def _made(line: Line) -> dict:
    """What a copy of the line takes from it: all but its id, count and person."""
    return line.model_dump(exclude={"id", "qty", "who"})


def _plain_for_alike(edits: Sequence[Edit], cart: Cart, repeat: Repeat) -> bool:
    """Whether the model added the last line's item plain where the turn asks one exactly like it ("and
    one more exactly like it" of an extra dry cappuccino: a cappuccino, not dry), or one more of it with
    nothing else said ("and one more for me" of a caramel latte: a caramel latte, not a plain one), or with
    only the values said ("and another one but decaf" of a double espresso: a decaf double, not a single)."""
    last = cart.lines[-1]
    if len(edits) > 1 and repeat.alike and not repeat.values and all(
            isinstance(e, AddLine) and e == AddLine(item=last.item, qty=e.qty, who=e.who) for e in edits):
        return True  # "and one more exactly the same" of a large latte: the model wrote two plain lattes
    if len(edits) != 1 or not isinstance(edits[0], AddLine):
        return False
    add = edits[0]
    fields, addons = value_fields(repeat.values)
    bare = add == AddLine(item=add.item, qty=add.qty, who=add.who, addons=addons, **fields)
    if repeat.values and (not bare or any(v.startswith("prep:") for v in repeat.values) or any(
            line.item == last.item and _made(line) != _made(last) for line in cart.lines)):
        return False  # "a third one with soy" of a plain latte and a decaf one: which to copy is not said
    copy = AddLine(**last.model_dump(exclude={"id", "qty", "who"}))
    return (repeat.alike or bare) and add.item == last.item and add.model_dump(
        exclude={"qty", "who"}) != copy.model_dump(exclude={"qty", "who"})


def _orders_more(edits: Sequence[Edit], cart: Cart, repeat: Repeat) -> bool:
    """Whether the model's edits order what the repeat asks: a line added, or a line's count raised by the
    units asked ("another two" of one latte: three, not two)."""
    lines = cart.lines
    for edit in edits:
        if isinstance(edit, AddLine):
            return True
        if isinstance(edit, ChangeLine) and edit.qty is not None and 1 <= edit.ref <= len(lines):
            had = lines[edit.ref - 1].qty
            if edit.qty >= had + (repeat.count or had):
                return True
    return False


def another_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or one more of the item said after "another" or "a second" ("another latte for my
    husband", "a second latte for jen"), with the values said with it, where the model ordered nothing and
    changed nothing but a note: it read the person said after the item as a note on the last line, and the
    customer heard "didn't catch". As the model writes "another latte" said alone: the item, not a copy."""
    if not cart.lines or not all(map(only_a_note, edits)):
        return list(edits)
    for i, tok in enumerate(tokens):
        if tok != "another" and not (tok == "second" and i and tokens[i - 1] in ("a", "the")):
            continue
        j = i + 1
        while j < len(tokens) and ":" in tokens[j] and unsymbol(tokens[j])[0] in (*SINGLE_GROUPS, "addon"):
            j += 1
        if j < len(tokens) and tokens[j].startswith("item:") and not any(
                t.startswith("item:") for t in tokens[j + 1 :]):
            fields, addons = value_fields(tokens[i + 1 : j])
            return [AddLine(item=unsymbol(tokens[j])[1], addons=addons, **fields)]
    return list(edits)


_SAME_COUNTED = frozenset({"more", "another", "again", "and", "also", "please", "the", "same", "as", "just",
                           "exactly", "like", "that", "one", "thing", ",", ".", "!", "too", "of", "a", "an"})


def same_named_again(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or a copy of the cart's last line of the item named with "the same": "and one more coffee
    the same" of a large coffee with cream and three sugars is one more of it (the model wrote two plain
    coffees). Only where the turn says nothing else but a count of one or more, and the model added bare
    lines of that item."""
    items = [k for k, t in enumerate(tokens) if t.startswith("item:")]
    if "same" not in tokens or len(items) != 1 or any(
            t not in _SAME_COUNTED and not is_count(t) for k, t in enumerate(tokens) if k != items[0]):
        return list(edits)
    item = unsymbol(tokens[items[0]])[1]
    last = next((line for line in reversed(cart.lines) if line.item == item), None)
    added = [e for e in edits if isinstance(e, AddLine)]
    if last is None or not added or any(e.item != item or e != AddLine(item=item, qty=e.qty) for e in added):
        return list(edits)
    counts = [number_value(t) for t in tokens if is_count(t) and t != "nbig"]
    copy = AddLine(**last.model_dump(exclude={"id", "qty", "who"}), qty=counts[0] if counts else 1)
    return [copy, *(e for e in edits if not isinstance(e, AddLine))]
