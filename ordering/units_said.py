"""Readings of what the customer's words say of single units of a line of several, applied in
`read_words` (workers/engine/readings.py): "one of them decaf", "one of them iced and the other hot", "the
other with soy", "remove one espresso", and the values said before a counted item that its split units
share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, symbol, unsymbol
from ordering.edits import (
    AddLine,
    AskMenu,
    ChangeLine,
    Finish,
    RemoveLine,
    apply_edits,
    change_takes,
    only_a_note,
)
from ordering.options_said import ADDON_UNITS
from ordering.replacements import carried_over
from ordering.replies import HALF_OF_ODD
from ordering.said import FILLERS
from ordering.said import said_words as _words
from ordering.turn_words import (
    BOTH_OR_ALL,
    LINE_VALUE_KINDS,
    MILK_NOTE,
    REMOVE_WORDS,
    TAKING_OFF_WORDS,
    WARMED,
    WARMING,
    kind_of,
    plain_words,
    said_parts,
    value_fields,
)
from ordering.unit_splits import split_after


def said_one_of_them(text: str) -> bool:
    """Whether the words single out one unit of a line ("make one of them decaf", "one of the oat ones"),
    saying nothing of the others ("one of them decaf and the other iced" tells both)."""
    words = [w for w in _words(text) if w not in FILLERS]
    words = [w for k, w in enumerate(words) if not (w == "all" and k and words[k - 1] in ("after", "at"))]
    said = any(one in ("one", "1") and of == "of" and them in ("them", "those", "these")
               for one, of, them in zip(words, words[1:], words[2:], strict=False))
    return (said or _in_one_at_end(words) or _one_of_the_ones(words)) and not {
        "other", "others", "rest", "both", "all"} & set(words)


def _one_of_the_ones(words: Sequence[str]) -> bool:
    """Whether the words say "one of the … ones" in one or two words between ("one of the milk ones with
    sugar" of three coffees noted "with milk", "one of the oat ones decaf")."""
    for k in range(len(words) - 4):
        if words[k] in ("one", "1") and words[k + 1 : k + 3] == ["of", "the"]:
            return "ones" in words[k + 4 : k + 6]
    return False


_THANKS = frozenset({"please", "thanks", "thank", "you"})


def _in_one_at_end(words: Sequence[str]) -> bool:
    """Whether the turn ends "in one" / "on one" / "to one" ("and sugar in one", "whip on just one")."""
    words = list(words)
    while words and words[-1] in _THANKS:
        words.pop()
    if words[-2:-1] in (["just"], ["only"]):
        words = [*words[:-2], words[-1]]
    return len(words) >= 3 and words[-1] in ("one", "1") and words[-2] in ("in", "on", "to")


_OPENERS = frozenset({"actually", "oh", "sorry", "wait", "ok", "okay", "hmm", "so", "but", "oops"})


def said_one_first(tokens: Sequence[str]) -> bool:
    """Whether the turn begins with "one" and what that one is to be, naming no item and no other unit:
    "one with almond milk", "one decaf please", "one a double", "one should be decaf", "could one be extra
    hot" (said of a line of two lattes, it is one of them)."""
    words = [t for t in tokens if t not in FILLERS and t not in ("and", "make", ",")]
    while words and words[0] in _OPENERS:  # "actually one without cream cheese"
        words = words[1:]
    if words[:1] in (["could"], ["can"]) and words[1:2] == ["n1"] and words[2:3] == ["be"]:
        words = [words[1], *words[3:]]  # "could one be extra hot"
    if len(words) < 2 or words[0] != "n1" or any(t.startswith("item:") for t in words):
        return False
    if words[1] in ("a", "an") and len(words) > 2:  # "and one a double"
        words = [words[0], *words[2:]]
    if tuple(words[1:3]) in _TO_BE and len(words) > 3:  # "one should be decaf", "one can be iced"
        words = [words[0], *words[3:]]
    said = words[1] in _ONE_IS or kind_of(words[1]) in (*SINGLE_GROUPS, "addon", "prep")
    # "one without whip" of two mochas, "one with room" of americanos, "one dirty" of two chais
    return said and second_one_at(tokens) is None and not {
        "other", "others", "rest", "both", "all", "each", "more", "them"} & set(words)


# what "one" may be said with, of one unit: "one with oat", "one dirty" (the grounding's word before the shot)
_ONE_IS = frozenset({"with", "in", "as", "without", "no", "minus", "hold", "dirty"})
_TO_BE = frozenset({("should", "be"), ("can", "be"), ("will", "be"), ("could", "be"), ("needs", "be"),
                    ("has", "be")})
_MAKING = frozenset({"make", "change", "turn", "switch"})


def said_one_named(tokens: Sequence[str], item: str) -> bool:
    """Whether the words single out one unit of a line of ``item`` by naming the item right after "make
    one" ("make one americano iced", "change one latte to oat milk"; not "make it one americano": a
    count, nor "no I wanted one latte with oat milk": what the line should have been), or by beginning
    with "one <item>" and its values alone ("one croissant warmed"; not "and one latte iced": one more)."""
    for i, tok in enumerate(tokens[1:-1], start=1):
        if tok == "n1" and tokens[i + 1] == symbol("item", item) and tokens[i - 1] in _MAKING:
            return not {"other", "others", "rest", "both", "all", "each", "more", "them"} & set(tokens)
    words = [t for t in tokens if t not in FILLERS]  # not "actually one latte decaf": maybe one in all
    after = words[2:]  # "one croissant warmed", "one latte with oat please": what that one is to be
    valued = any(kind_of(t) in _ONE_VALUES for t in after)
    return words[:2] == ["n1", symbol("item", item)] and valued and all(
        kind_of(t) in _ONE_VALUES or t in _BESIDE_VALUES for t in after)


_ONE_VALUES = frozenset({*SINGLE_GROUPS, "addon", "prep"})
_BESIDE_VALUES = frozenset({"with", "please", "thanks", ",", ".", "!"})


_THEM = frozenset({"them", "those", "these"})
_THE = frozenset({"the", "my", "those", "these"})
_EVERY_UNIT = frozenset({"other", "others", "rest", "both", "all", "each"})


def units_of_them(tokens: Sequence[str]) -> tuple[int, str | None] | None:
    """(how many, the item named or None) when the words single out some units of a line by a count
    said "of them" or "of the <values> <item>": "make two of them iced", "one of the iced lattes should
    have vanilla", "two of the lattes with oat milk", "one of the decaf ones large"; None when they say of
    the others too."""
    if _EVERY_UNIT.intersection(tokens):
        return None
    for i, tok in enumerate(tokens[:-2]):
        if not (tok in NUMBERS and tok != "nbig" and tokens[i + 1] == "of"):
            continue
        if tokens[i + 2] in _THEM:
            return number_value(tok), None
        j = i + 3
        while j < len(tokens) and kind_of(tokens[j]) in SINGLE_GROUPS:
            j += 1
        if tokens[i + 2] in _THE and j < len(tokens) and tokens[j].startswith("item:"):
            return number_value(tok), unsymbol(tokens[j])[1]
        if tokens[i + 2] in _THE and _ones_named_at(tokens, i + 3) is not None:
            return number_value(tok), None  # "one of the decaf ones large", "… of the ones with cream …"
    words = [t for t in tokens if t not in FILLERS and t not in ("and", "make", ",")]
    if (len(words) >= 3 and words[-1] in NUMBERS and words[-1] not in ("n1", "nbig") and words[-2] in _INTO
            and all(kind_of(t) in (*SINGLE_GROUPS, "addon", "prep") for t in words[:-2])):
        return number_value(words[-1]), None  # "cream in two", "whip on two"
    # "2 with oat milk", "two with room" (a preparation), "two warmed"
    if (len(words) >= 2 and words[0] in NUMBERS and words[0] not in ("n1", "nbig")
            and (words[1] in ("with", "in", "as") or kind_of(words[1]) in (*SINGLE_GROUPS, "addon", "prep"))
            and not any(t.startswith("item:") for t in words) and second_one_at(tokens) is None
            and not {"other", "others", "rest", "both", "all", "each", "more"} & set(words)):
        return number_value(words[0]), None
    return None


def one_of_them_changed(edits: Sequence[Any], text: str, cart: Any, menu: Any,
                        tokens: Sequence[str] = ()) -> list[Any]:
    """Return the edits with a change of a line of several units, said of "one of them" (or begun with
    "one": `said_one_first`; or "make one <item>": `said_one_named`), read as a change of one unit: the
    line keeps the others, and the changed unit is a line of its own ("two medium cappuccinos" then "make
    one of them decaf": one medium cappuccino and one medium decaf cappuccino; "2 lattes" then "one with
    almond milk"; "one with milk, one without": the second one stays as it is). A count said "of them"
    splits that many units off ("make two of them iced" of three)."""
    edits = _made_not_added(edits, tokens, cart)
    edits = _the_last_unit(edits, tokens, cart)
    tokens = _half_counted(edits, tokens, cart)
    some, every = _every_part_apart(tokens)  # "all medium, half of them decaf": medium is every unit's
    counted = units_of_them(some) if second_one_at(tokens) is None else None
    if counted is not None and len(edits) == 1 and isinstance(edits[0], ChangeLine):
        change = _to_the_unset_ones(_to_the_ones_named(edits[0], some, cart), counted[0], cart)
        split = _units_split(change, *counted, cart, menu, _values_of(change, every))
        if split is not None:
            return split
    second = second_one_at(tokens)
    if second is not None and _as_it_is(tokens[second + 1 :]):
        tokens = tokens[: second - (tokens[second - 1] in (",", "and"))]  # "one with milk, one without"
    elif second is not None:
        return list(edits)  # "one with oat milk and one with soy": `one_and_the_other_changed`
    said = said_one_of_them(text) or said_one_first(tokens)
    if menu is not None and said and len(edits) > 1 and all(isinstance(e, ChangeLine) for e in edits):
        # "and one of them with jam" written on every line: the one the menu allows (and that changes
        # something: not the muffin's milk unset beside "one of them with oat milk") is the one meant
        allowed = [e for e in edits if change_takes(cart, e, menu)]
        edits = allowed if len(allowed) == 1 else edits
        # "4 lattes", "2 with oat", then "one of them decaf" written on both lines: of the ones just split
        # off, the lines the last turn added
        added = [e for e in edits if 1 <= e.ref <= len(cart.lines) and cart.lines[e.ref - 1].id in cart.added]
        same = len({e.model_copy(update={"ref": 0}).model_dump_json() for e in edits}) == 1
        edits = added if len(added) == 1 and same else edits
    if menu is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not edits[0].model_dump(
            exclude={"op", "ref"}, exclude_defaults=True):  # a change of nothing: no unit to split off
        return list(edits)
    change = _to_the_unset_ones(edits[0], 1, cart) if said else edits[0]
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    if (change.qty == 1 and line is not None and line.qty >= 2 and _in_one_at_end(_words(text))
            and change.model_dump(exclude={"op", "ref", "qty"}, exclude_defaults=True)):
        change = change.model_copy(update={"qty": None})  # "put milk in one": the model read "one" as a count
    if change.qty is not None or line is None or line.qty < 2:
        return list(edits)
    if not (said or said_one_named(tokens, line.item)):
        return list(edits)
    if said and not said_one_of_them(text) and _one_more_otherwise(tokens, change, line):
        values = {g: getattr(change, g) for g in SINGLE_GROUPS if getattr(change, g) is not None}
        return [AddLine(**{**line.model_dump(exclude={"id", "qty", "notes", "who"}), "qty": 1, **values})]
    shared = _said_of_them(change, tokens)  # "make them iced and add whip to one": both iced
    rest = ChangeLine(ref=change.ref, qty=line.qty - 1, **shared)
    return units_split_off(cart, menu, change, rest) or list(edits)


_ALL_OF_THEM = frozenset({"them", "both", "all", "those", "these"})
_EVERY = frozenset({"all", "both", "each", "every"})


def _every_part_apart(tokens: Sequence[str]) -> tuple[list[str], list[str]]:
    """(the words less the parts said of every unit, those parts' words) where another part counts some of
    them ("all medium, half of them decaf"); (the words, []) otherwise."""
    parts = said_parts(tokens)
    every = [p for p in parts if _EVERY.intersection(p) and not any(t in NUMBERS for t in p)]
    some = [t for p in parts if p not in every for t in (*p, ",")]
    if not every or len(every) == len(parts) or units_of_them(some) is None:
        return list(tokens), []
    return some, [t for p in every for t in p]


def _values_of(change: ChangeLine, said: Sequence[str]) -> dict[str, Any]:
    """The single values and add-ons of ``change`` among the words ``said``."""
    values = [unsymbol(t) for t in said if ":" in t]
    out: dict[str, Any] = {g: getattr(change, g) for g, v in values
                           if g in SINGLE_GROUPS and str(getattr(change, g, None)) == v}
    added = {v.replace("_", " ") for g, v in values if g == "addon"}
    addons = {n: c for n, c in change.add_addons.items() if n in added}
    if addons:  # "cream in two and sugar in all of them": the sugar in every coffee
        out["add_addons"] = addons
    return out


def _said_of_them(change: ChangeLine, tokens: Sequence[str]) -> dict[str, Any]:
    """The values of ``change`` said in a part of the turn of "them" ("make them iced and add whip to one":
    iced), with no "one" in it: every unit's, not only the one split off."""
    parts, part = [], []
    for token in (*tokens, ","):
        if token in (",", "and", "."):
            parts.append(part)
            part = []
        else:
            part.append(token)
    shared: dict[str, Any] = {}
    for part in parts:
        if not _ALL_OF_THEM.intersection(part) or "n1" in part:
            continue
        for token in part:
            group, value = unsymbol(token) if ":" in token else ("", None)
            if group in SINGLE_GROUPS and str(getattr(change, group, None)) == value:
                shared[group] = getattr(change, group)
    return shared


_AS_IT_IS = frozenset({"without", "plain", "black", "regular", "normal", "nothing"})
_AFTER_AS_IT_IS = frozenset({".", "!", "please", "thanks", "thank", "you", "it", "else", "on", "in"})


def _as_it_is(tokens: Sequence[str]) -> bool:
    """Whether a second "one" is said to stay as it is ("one with milk, one without", "one black")."""
    return bool(tokens) and tokens[0] in _AS_IT_IS and set(tokens[1:]) <= _AFTER_AS_IT_IS


def half_of_an_odd_count(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """``edits``, or the question of how many, where the turn changes "half of them" of a line of an odd
    count ("three lattes", then "half of them decaf": the model made all three decaf)."""
    at = _half_of_them_at(tokens)
    if at is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or edits[0].qty is not None:
        return list(edits)
    line = cart.lines[edits[0].ref - 1] if 1 <= edits[0].ref <= len(cart.lines) else None
    if line is None or line.qty < 3 or not line.qty % 2:
        return list(edits)
    rest = [t for t in tokens[at + 3:] if t not in (".", "!", "?", "please")]
    said = plain_words(rest[1:] if rest[:1] and rest[0].startswith("item:") else rest)
    return [AskMenu(about=[HALF_OF_ODD, f"said:{said}"], ref=edits[0].ref)]


def _half_of_them_at(tokens: Sequence[str]) -> int | None:
    """Where the turn says "half of them" / "half of the …", or None."""
    return next((i for i, t in enumerate(tokens[:-2]) if t == "half" and tokens[i + 1] == "of"
                 and tokens[i + 2] in (*_THEM, *_THE)), None)


def _half_counted(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[str]:
    """The words with "half of them" read as the count it is of the line changed ("10 lattes", then "half
    of them with oat milk": five of them), where that line has an even count."""
    at = _half_of_them_at(tokens)
    if at is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(tokens)
    line = cart.lines[edits[0].ref - 1] if 1 <= edits[0].ref <= len(cart.lines) else None
    if line is None or line.qty < 2 or line.qty % 2:
        return list(tokens)
    return [*tokens[:at], f"n{line.qty // 2}", *tokens[at + 1 :]]


def _one_more_otherwise(tokens: Sequence[str], change: ChangeLine, line: Any) -> bool:
    """Whether "and one <value>" said of a line of several units asks for one more unit, not one of them: the
    value goes against one the line was given ("2 iced lattes", then "and 1 hot"; not "one of them hot"),
    and the change sets nothing else."""
    words = [t for t in tokens if t not in FILLERS and t != ","]
    if not words or words[0] not in ("and", "plus", "also"):
        return False
    if change.model_dump(exclude={"op", "ref", *SINGLE_GROUPS}, exclude_defaults=True):
        return False
    return any(getattr(change, g) is not None and getattr(line, g) not in (None, getattr(change, g))
               for g in SINGLE_GROUPS)


def _made_not_added(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """``edits``, or the model's one new line of an item read as a change of the cart's one line of several
    of it, where the turn says "make one <item> ..." ("two lattes", then "and make one latte decaf": the
    model added a decaf latte beside them)."""
    if len(edits) != 1 or not isinstance(edits[0], AddLine) or edits[0].qty != 1:
        return list(edits)
    add = edits[0]
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == add.item]
    if len(refs) != 1 or cart.lines[refs[0] - 1].qty < 2 or not said_one_named(tokens, add.item):
        return list(edits)
    values = add.model_dump(include={"size", "temp", "milk", "caffeine", "shots", "preps", "notes"},
                            exclude_defaults=True)
    if not values and not add.addons:
        return list(edits)
    return [ChangeLine(ref=refs[0], add_addons=dict(add.addons), **values)]


_LAST = frozenset({"last", "remaining", "final"})


def _the_last_unit(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """``edits`` with a change said of "the last one" moved to the one unit of the item still without a
    value of its group, where the model changed the line the last turn split off ("2 with skim", "1 with
    oat", then "and the last one with soy": the plain cappuccino left, not the oat one; "one with vanilla",
    "another with caramel", "and the last with hazelnut": the latte with no syrup)."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not _LAST.intersection(tokens):
        return list(edits)
    change = edits[0]
    if not 1 <= change.ref <= len(cart.lines) or cart.lines[change.ref - 1].id not in (cart.added or []):
        return list(edits)
    moved = _to_the_unset_ones(change, 1, cart)
    return [moved] if moved.ref != change.ref and cart.lines[moved.ref - 1].qty == 1 else list(edits)


def _to_the_unset_ones(change: ChangeLine, count: int, cart: Any) -> ChangeLine:
    """``change`` moved to the one line of the same item without a value of the group it sets, where the
    model chose a line that has one already: "4 cappuccinos", "2 with skim", then "1 with oat" is one of the
    two plain ones, not one of the skim ones."""
    if not 1 <= change.ref <= len(cart.lines):
        return change
    line = cart.lines[change.ref - 1]
    groups = [g for g in SINGLE_GROUPS if getattr(change, g) is not None]
    if not groups and change.add_addons and line.addons and not set(change.add_addons) & set(line.addons):
        # "one with vanilla", "another with caramel", "and the last with hazelnut": the plain one left
        plain = [r for r, other in enumerate(cart.lines, start=1)
                 if other.item == line.item and not other.addons and other.qty >= count]
        return change.model_copy(update={"ref": plain[0]}) if len(plain) == 1 else change
    if len(groups) != 1 or getattr(line, groups[0]) is None:
        return change
    plain = [r for r, other in enumerate(cart.lines, start=1)
             if other.item == line.item and getattr(other, groups[0]) is None and other.qty >= count]
    return change.model_copy(update={"ref": plain[0]}) if len(plain) == 1 else change


def _to_the_ones_named(change: ChangeLine, tokens: Sequence[str], cart: Any) -> ChangeLine:
    """``change`` moved to the one line of several units that "of the <values> ones" names ("make one of
    the iced ones oat" of two iced lattes and two hot: the iced line; "the vanilla ones", "the black ones",
    "the ones with cream"), where the model changed another."""
    for i in range(len(tokens) - 2):
        if tokens[i] != "of" or tokens[i + 1] not in _THE:
            continue
        naming = _ones_named_at(tokens, i + 2)
        if naming is None:
            continue
        values, after = naming
        lines = [(r, line) for r, line in enumerate(cart.lines, start=1) if line.qty > 1]
        if values == _BLACK:  # "the black ones": no milk, nothing added
            having = [r for r, line in lines if not (line.milk or line.addons)]
        else:  # "the ones with cream decaf": the most of the values after "with" that some line holds
            for n in range(len(values), 0, -1) if after else [len(values)]:
                having = [r for r, line in lines if all(line.holds(*unsymbol(v)) for v in values[:n])]
                if having:
                    break
        if len(having) == 1 and having[0] != change.ref:
            return change.model_copy(update={"ref": having[0]})
    return change


_BLACK = ["black"]
_NAMING_GROUPS = (*SINGLE_GROUPS, "addon")


def _ones_named_at(tokens: Sequence[str], at: int) -> tuple[list[str], bool] | None:
    """(the value tokens, or ``_BLACK``, that name lines of several units from ``at`` on, whether they are
    said after "with"): "decaf ones", "vanilla ones", "black ones", "ones with cream"; None for none."""
    j = at
    while j < len(tokens) and kind_of(tokens[j]) in _NAMING_GROUPS:
        j += 1
    if j == at and tokens[at : at + 2] in (["black", "ones"], ["black", "one"]):
        return _BLACK, False
    if j >= len(tokens) or tokens[j] not in ("ones", "one"):
        return None
    if j > at:
        return list(tokens[at:j]), False
    k = j + 2
    while k < len(tokens) and kind_of(tokens[k]) in _NAMING_GROUPS:
        k += 1
    return (list(tokens[j + 2 : k]), True) if tokens[j + 1 : j + 2] == ["with"] and k > j + 2 else None


def _units_split(change: ChangeLine, count: int, item: str | None, cart: Any, menu: Any,
                 shared: dict[str, Any] | None = None) -> list[Any] | None:
    """``count`` units of the changed line split off with the change, when the line has more units than
    that, is of the item named (if any; by the kind its name ends in), and the change sets something
    besides the count (the model may write the count said on it: "make two of them iced" as two); the
    others take the ``shared`` values (said of all of them)."""
    line = cart.lines[change.ref - 1] if menu is not None and 1 <= change.ref <= len(cart.lines) else None
    unit = change.model_copy(update={"qty": None})
    if line is None or line.qty <= count or change.qty not in (None, count) or unit == ChangeLine(
            ref=change.ref):
        return None
    if item is not None and item.split()[-1] != line.item.split()[-1]:
        return None
    rest = ChangeLine(ref=change.ref, qty=line.qty - count, **(shared or {}))
    return units_split_off(cart, menu, unit, rest, count)


def units_split_off(cart: Any, menu: Any, unit: ChangeLine, rest: ChangeLine,
                    count: int = 1) -> list[Any] | None:
    """``count`` units (one by default) of line ``unit.ref`` made a line of their own with ``unit``'s
    change (every other value of the line kept), the line itself changed by ``rest``; None when the menu
    refuses the unit's change."""
    result = apply_edits(cart, [unit], menu)
    if result.refused:
        return None
    return [rest, AddLine(**result.cart.lines[unit.ref - 1].model_dump(exclude={"id", "qty"}), qty=count)]


_OTHER = frozenset({"other", "others", "rest", "second"})


def one_and_the_other_changed(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """Return the edits for "one of them X and the other Y" said of a line of several units: one unit
    becomes a line of its own with X, the line keeps the others with Y ("two medium lattes", then "make one
    of them iced and the other hot": a medium iced latte and a medium hot latte; "two bagels", then "one
    toasted with butter and one plain", said of a line of two). The model writes one change of the whole
    line for it."""
    tokens, shared = _shared_by_both(tokens)
    tokens, named = _one_item_named(tokens)
    split = _one_and_the_other(_first_and_second_as_units(_added_to_one_as_units(tokens)))
    if menu is None or split is None or not all(
            isinstance(e, ChangeLine) or named and isinstance(e, AddLine) and e.item == named for e in edits):
        return list(edits)  # "one latte with oat, …": the model ordered lattes
    one, others, paired = split
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)} or {
        i for i, line in enumerate(cart.lines, start=1) if line.qty >= 2}
    if named or all(map(only_a_note, edits)):  # "one with oat, the other with almond" of lattes and
        # croissants, the model's note on the croissants: the line of several the values are said of
        refs = {r for r in (refs if named else range(1, len(cart.lines) + 1))
                if _takes_both(cart, menu, r, named, one, others)}
    elif len(refs) == 1 and not _takes_both(cart, menu, next(iter(refs)), None, one, others):
        # "two lattes and a muffin", then "one with oat and one with soy": the model's milk taken off the
        # muffin; the one line of several that takes both
        refs = {r for r in range(1, len(cart.lines) + 1) if _takes_both(cart, menu, r, None, one, others)}
    if len(refs) != 1:
        return list(edits)
    ref = refs.pop()
    line = cart.lines[ref - 1] if 1 <= ref <= len(cart.lines) else None
    if line is None or line.qty < 2:
        return list(edits)
    one, others = _as_the_item_takes(one, line.item, menu), _as_the_item_takes(others, line.item, menu)
    if paired and line.qty > 2:  # "one with oat milk and one with soy" of three: the third as it was
        first = units_split_off(cart, menu, _change(ref, one), ChangeLine(ref=ref, qty=line.qty - 2))
        second = units_split_off(cart, menu, _change(ref, others), ChangeLine(ref=ref))
        return first + second[1:] if first and second else list(edits)
    split_off = units_split_off(cart, menu, _change(ref, one), _change(ref, others, qty=line.qty - 1))
    if not split_off:
        return list(edits)
    return _with_shared(_milk_noted(_note_placed(split_off, edits, tokens), tokens, line.item, menu), shared)


def _shared_by_both(tokens: Sequence[str]) -> tuple[list[str], list[str]]:
    """The words less a last part "both <values>" ("one with whip, one without, both iced"), and those
    values: each unit's, whichever side it is on."""
    at = next((k for k in range(1, len(tokens))
               if tokens[k] in BOTH_OR_ALL and tokens[k - 1] in (",", "and")), None)
    if at is None:
        return list(tokens), []
    values = [t for t in tokens[at + 1 :] if t not in (".", "!", "please")]
    if not values or any(kind_of(v) not in LINE_VALUE_KINDS for v in values):
        return list(tokens), []
    return list(tokens[: at - 1]), values


def _with_shared(edits: list[Any], shared: Sequence[str]) -> list[Any]:
    """``edits`` with the values said of both units on each of their lines."""
    if not shared:
        return edits
    fields, addons = value_fields(shared)
    out = []
    for edit in edits:
        if isinstance(edit, ChangeLine):
            edit = edit.model_copy(update={**fields, "add_addons": {**edit.add_addons, **addons}})
        elif isinstance(edit, AddLine):
            edit = edit.model_copy(update={**fields, "addons": {**edit.addons, **addons}})
        out.append(edit)
    return out


def _one_item_named(tokens: Sequence[str]) -> tuple[list[str], str | None]:
    """The words with the item named right after the first "one" ("one latte with oat, the other with
    almond") or in "one of the lattes …" left out ("one of them …"), and that item; else the words and
    None."""
    words = list(tokens)
    first = next((i for i, t in enumerate(words) if t in NUMBERS or ":" in t), None)
    if first is None or words[first] != "n1":
        return words, None
    if words[first + 1 : first + 2] and words[first + 1].startswith("item:"):
        return [*words[: first + 1], *words[first + 2 :]], unsymbol(words[first + 1])[1]
    if words[first + 1 : first + 3] == ["of", "the"] and words[first + 3 : first + 4] and words[
            first + 3].startswith("item:"):
        return [*words[: first + 2], "them", *words[first + 4 :]], unsymbol(words[first + 3])[1]
    return words, None


def _takes_both(cart: Any, menu: Any, ref: int, item: str | None, one: Sequence[str],
                others: Sequence[str]) -> bool:
    """Whether line ``ref`` is a line of several (of ``item``, where one is named) whose item takes the
    values said of the one and of the other."""
    line = cart.lines[ref - 1] if 1 <= ref <= len(cart.lines) else None
    if line is None or line.qty < 2 or item is not None and line.item != item:
        return False
    changes = [_change(ref, _as_the_item_takes(values, line.item, menu)) for values in (one, others)
               if values]
    return not any(apply_edits(cart, [change], menu).refused for change in changes)


_NOTE_FRAME = frozenset({"with", "a", "an", "some", "the", "of", "little", "bit", "splash"})


def _note_placed(split: list[Any], edits: Sequence[Any], tokens: Sequence[str]) -> list[Any]:
    """``split`` (the line's change, then the unit split off) with the note the model wrote of the turn
    ("with milk", no menu value) on the side whose words say it: "one with cream and one with milk" of two
    americanos, the other one "with milk" (the note was lost with the model's one change)."""
    notes = [e.notes for e in edits if getattr(e, "notes", None)]
    sides = _sides(tokens)
    noted = [w for w in _words(notes[0]) if w not in _NOTE_FRAME] if len(notes) == 1 else []
    if sides is None or not noted:
        return split
    at, unit_first = sides
    first, second = set(tokens[:at]), set(tokens[at:])
    if set(noted) <= second and not set(noted) & first:
        on_unit = not unit_first
    elif set(noted) <= first and not set(noted) & second:
        on_unit = unit_first
    else:
        return split
    if on_unit:
        return [split[0], split[1].model_copy(update={"notes": notes[0]}), *split[2:]]
    return [split[0].model_copy(update={"notes": notes[0]}), *split[1:]]


def _sides(tokens: Sequence[str]) -> tuple[int, bool] | None:
    """Where the words of the other unit begin ("and one with cream", "the other …"), and whether the unit
    split off is the first part's: it is, unless that part said no value ("one with milk and one with
    cream": the one with cream is split off); None where no other unit is said."""
    second = second_one_at(tokens)
    at = second if second is not None else next((i for i, t in enumerate(tokens) if t in _OTHER), None)
    return None if at is None else (at, any(kind_of(t) in _UNIT_VALUES for t in tokens[:at]))


def _milk_noted(split: list[Any], tokens: Sequence[str], item: str, menu: Any) -> list[Any]:
    """``split`` with "with milk" noted on the side(s) whose words say "milk", no milk named, of an item made
    without milk ("one with milk and sugar, the other just milk" of two teas: both noted, as "a tea with
    milk" is; the milk was lost with the sugar split off), where no side has a note."""
    if "milk" not in tokens or item not in menu.items or menu.items[item].default_milk or any(
            getattr(e, "notes", None) for e in split[:2]):
        return split
    sides = _sides(tokens)
    if sides is None:
        return split
    at, unit_first = sides
    said_first, said_second = "milk" in tokens[:at], "milk" in tokens[at:]
    on_unit = said_first if unit_first else said_second
    on_line = said_second if unit_first else said_first
    noted = [split[0].model_copy(update={"notes": MILK_NOTE}) if on_line else split[0],
             split[1].model_copy(update={"notes": MILK_NOTE}) if on_unit else split[1]]
    return [*noted, *split[2:]]


def _as_the_item_takes(values: Sequence[str], item: str, menu: Any) -> list[str]:
    """The values, with a warm temperature said of an item that has none ("one warmed" of two muffins:
    the words read "warmed" as warm) as the item's warming."""
    return [WARMED if v in WARMING and not menu.allows(item, "temp", unsymbol(v)[1])
            and menu.allows(item, "prep", unsymbol(WARMED)[1]) else v for v in values]


_UNIT_VALUES = (*SINGLE_GROUPS, "addon", "prep")


def second_one_at(tokens: Sequence[str]) -> int | None:
    """Where a second "one" names the other unit: "one with oat milk and one with soy", "one toasted,
    one plain", "one dry one wet", "one of them decaf and another one iced" (not "one with one pump of
    vanilla")."""
    for i in range(2, len(tokens)):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        before = tokens[i - 1]
        measured = after.startswith("addon:") or after in ADDON_UNITS  # "one with one pump of vanilla"
        added = before == "another" and tokens[i - 2] in _ADDING  # "... and add another one": a new unit
        if (tokens[i] == "n1" and (before in ("and", ",", "another") or kind_of(before) in _UNIT_VALUES)
                and not measured and not added and _a_unit_before(tokens, i - 1)):
            return i
    return None


_ADDING = frozenset({"add", "get", "want", "need", "bring", "order", "plus"})


def _a_unit_before(tokens: Sequence[str], end: int) -> bool:
    """Whether a "one" before ``end`` says a unit ("one of them"), not a line ("number one", "line 1")."""
    return any(tokens[j] == "n1" and (j == 0 or tokens[j - 1] not in ("line", "item", "number", "#"))
               for j in range(end))


def _one_and_the_other(tokens: Sequence[str]) -> tuple[list[str], list[str], bool] | None:
    """The values said of "one of them" (or of "one" said first) and of "the other" (or of a second "one":
    then ``paired``, said of two units only), each a list of symbols, or None."""
    starts = [i for i in range(len(tokens) - 2)
              if tokens[i] == "n1" and tokens[i + 1] == "of" and tokens[i + 2] in _THEM]
    first = next((i for i, t in enumerate(tokens) if t in NUMBERS or ":" in t), None)
    if len(starts) == 1:
        begin = starts[0] + 3
    elif (not starts and first is not None and tokens[first] == "n1" and first + 1 < len(tokens)
          and tokens[first + 1] not in ADDON_UNITS and not tokens[first + 1].startswith("addon:")):
        begin = first + 1  # "one toasted and one plain" (not "one pump of vanilla ...")
    else:
        return None
    rest = tokens[begin:]
    second = second_one_at(tokens)
    at = next((i for i, t in enumerate(rest) if t in _OTHER or i + begin == second), None)
    if at is None:
        return None
    paired = rest[at] == "n1"
    one, others = _signed(rest[:at]), _signed(rest[at + 1:])
    if not one and (paired or set(rest[:at]) <= _FIRST_AS_IT_IS):
        one, others = others, one  # "one plain and one toasted", "one black, the other with cream"
    if not one or {kind_of(t) for t in rest} - {"", *_UNIT_VALUES}:
        return None
    return one, others, paired


# what the first of two units may be said as when it stays as the line is ("one black, the other …")
_FIRST_AS_IT_IS = frozenset({"black", "plain", "regular", "normal", "as", "is", "just", "and", ",", "the",
                             "same"})
_PUTTING = frozenset({"add", "put"})
_INTO = frozenset({"to", "in", "into", "on"})


def _added_to_one_as_units(tokens: Sequence[str]) -> list[str]:
    """The words with "add caramel to one and vanilla to another" (or "… to the other", "put … in one")
    said as "one with caramel and one with vanilla" ("… and the other with vanilla"), where they name no
    item."""
    if not _PUTTING.intersection(tokens[:2]):  # cheap: most turns put nothing
        return _valued_in_one_as_units(tokens)
    words = [t for t in tokens if t not in ("please", ",", ".", "!", "then")]
    if len(words) < 8 or words[0] not in _PUTTING or any(t.startswith("item:") for t in words):
        return list(tokens)
    try:
        join = words.index("and")
    except ValueError:
        return list(tokens)
    return _as_units(words[1:join], words[join + 1 :], tokens)


def _valued_in_one_as_units(tokens: Sequence[str]) -> list[str]:
    """The words with "honey in one, sugar in the other" (values, no verb, joined by a comma or "and") said
    as "one with honey and the other with sugar"."""
    words = [t for t in tokens if t not in ("please", ".", "!", "then")]
    join = next((k for k, t in enumerate(words) if t in (",", "and")), None)
    if join is None or not words or ":" not in words[0] or any(t.startswith("item:") for t in words):
        return list(tokens)
    first, second = words[:join], [t for t in words[join + 1 :] if t not in (",", "and")]
    to = next((k for k, t in enumerate(second) if t in _INTO), 0)
    if not all(":" in t for t in (*first[:-2], *second[:to])):
        return list(tokens)
    return _as_units(first, second, tokens)


def _as_units(first: list[str], second: list[str], tokens: Sequence[str]) -> list[str]:
    """"<values> in one" and "<values> in another / the other" as "one with …" and "one with …" / "the other
    with …"; ``tokens`` as they were where the parts say otherwise."""
    if second[:1] and second[0] in _PUTTING:
        second = second[1:]  # "add caramel to one and add vanilla to another"
    if first[-2:-1] == [] or first[-2] not in _INTO or first[-1] not in ("n1", "one"):
        return list(tokens)
    to = next((k for k, t in enumerate(second) if t in _INTO), None)
    if to is None or not first[:-2] or not second[:to]:
        return list(tokens)
    which = second[to + 1 :]
    if which in (["another"], ["n1"], ["one"]):
        return ["n1", "with", *first[:-2], "and", "n1", "with", *second[:to]]
    if which in (["the", "other"], ["the", "other", "one"], ["the", "other", "n1"]):
        return ["n1", "with", *first[:-2], "and", "the", "other", "with", *second[:to]]
    return list(tokens)


def _first_and_second_as_units(tokens: Sequence[str]) -> list[str]:
    """The words with "the first …, the second …" (or "the last") said as "one …, the other …", where they
    name no item: "two americanos", then "the first with room and the second black", of a line of two."""
    if any(t.startswith("item:") for t in tokens):
        return list(tokens)
    firsts = [k for k in range(len(tokens) - 1) if tokens[k : k + 2] == ["the", "first"]]
    seconds = [k for k in range(len(tokens) - 1)
               if tokens[k] == "the" and tokens[k + 1] in ("second", "last")]
    if len(firsts) != 1 or len(seconds) != 1 or seconds[0] < firsts[0]:
        return list(tokens)
    out = list(tokens)
    out[seconds[0] : seconds[0] + 2] = ["the", "other"]
    out[firsts[0] : firsts[0] + 2] = ["n1"]
    return [t for k, t in enumerate(out) if not (t in ("one", "n1") and k and out[k - 1] in ("n1", "other"))]


def _signed(words: Sequence[str]) -> list[str]:
    """The values said in ``words``, an add-on said after "no", "without", "hold" … marked taken off with a
    leading "-" ("one with no foam": "-addon:foam")."""
    out, off = [], False
    for t in words:
        if t in TAKING_OFF_WORDS:
            off = True
        elif kind_of(t) in _UNIT_VALUES:
            out.append(f"-{t}" if off and kind_of(t) == "addon" else t)
            off = False
        elif t in ("and", ",", "with", "extra"):
            off = False
    return out


def _change(ref: int, values: Sequence[str], qty: int | None = None) -> ChangeLine:
    """A change of line ``ref`` setting ``values`` (symbols of single groups, add-ons and preparations; an
    add-on marked "-" taken off)."""
    fields, addons = value_fields([v for v in values if not v.startswith("-")])
    preps = [unsymbol(v)[1] for v in values if kind_of(v) == "prep"]
    drop = [unsymbol(v[1:])[1] for v in values if v.startswith("-")]
    return ChangeLine(ref=ref, qty=qty, add_addons=addons, preps=preps, drop=drop, **fields)


def split_units_share(edits: Sequence[Any], tokens: Sequence[str]) -> list[Any]:
    """Return the edits with the values said of a counted item that is then split, before it or after it
    before the split, given to every unit line that lacks them: "two large oat lattes, one of them decaf"
    is a large oat decaf latte and a large oat latte (the model may write the second unit as a bare latte),
    as "three lattes with oat milk, one decaf" is three oat milk lattes. A unit line with another value of
    a group said, said as "one <values> one" ("2 large hot chocolates and 1 small one"), is another order,
    not one of the units: nothing is shared, and the one line with every value said gets the count the
    model lost."""
    out = list(edits)
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or not split_after(tokens, i):
            continue
        c = i - 1
        while c >= 0 and kind_of(tokens[c]) in _UNIT_VALUES:
            c -= 1
        shared = [*tokens[c + 1 : i], *_said_after(tokens, i)]
        if c < 0 or tokens[c] not in NUMBERS or number_value(tokens[c]) < 2 or not shared:
            continue
        item = unsymbol(tok)[1]
        units = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(units) < 2 or sum(out[k].qty for k in units) > number_value(tokens[c]):
            continue
        others = [k for k in units if _conflicts(out[k], shared)] if _another_one(tokens[i + 1:]) else []
        if others:  # "2 large hot chocolates … and 1 small one": another line, not a split of the two
            holders = [k for k in units if k not in others]
            if len(units) == 2 and len(holders) == 1 and out[holders[0]].qty == 1:
                out[holders[0]] = out[holders[0]].model_copy(update={"qty": number_value(tokens[c])})
            continue
        without = _units_without(out, units, _said_without(tokens[i + 1 :], shared))
        for k in units:  # "two hot chocolates with whip, one with no whip": not the one without
            out[k] = _with_values(out[k], [v for v in shared if unsymbol(v)[1] not in without.get(k, ())])
    return out


_WITHOUT = frozenset({"without", "no", "minus"})


def _said_without(tokens: Sequence[str], shared: Sequence[str]) -> set[str]:
    """The shared add-ons a split unit is said without ("one with no whip", "one without whip"), or all of
    them where "without" names none ("two lattes with vanilla, one without")."""
    addons = {unsymbol(v)[1] for v in shared if kind_of(v) == "addon"}
    denied: set[str] = set()
    for k, tok in enumerate(tokens):
        if tok not in _WITHOUT or not {"n1", "one"} & set(tokens[max(0, k - 3) : k]):
            continue
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        if after.startswith("addon:"):
            denied |= {unsymbol(after)[1]} & addons
        elif tok == "without":
            denied |= addons
    return denied


def _units_without(edits: Sequence[Any], units: Sequence[int], denied: set[str]) -> dict[int, set[str]]:
    """The unit line said without the ``denied`` add-ons, by index: the one the model took them off, else
    the one line of the units lacking them, else the last."""
    if not denied:
        return {}
    off = [k for k in units if denied & set(edits[k].removals)]
    lacking = [k for k in units if not denied & set(edits[k].addons)]
    chosen = off[:1] or (lacking if len(lacking) == 1 else units[-1:])
    return {k: denied for k in chosen}


def _another_one(tokens: Sequence[str]) -> bool:
    """Whether the words after a counted item order one more of it with values of its own, said "one
    <values> one" ("and 1 small one without"), not one of the units ("one of them decaf", "the other")."""
    for k, tok in enumerate(tokens):
        if tok != "n1":
            continue
        end = k + 1
        while end < len(tokens) and kind_of(tokens[end]) in SINGLE_GROUPS:
            end += 1
        if end > k + 1 and end < len(tokens) and tokens[end] in ("n1", "one"):
            return True
    return False


def _conflicts(line: AddLine, values: Sequence[str]) -> bool:
    """Whether ``line`` has another value of a one-valued group than ``values`` say (small, not large)."""
    return any(kind_of(v) in SINGLE_GROUPS and getattr(line, kind_of(v)) not in (None, unsymbol(v)[1])
               for v in values)


_SPLIT_BEGINS = frozenset({",", ".", "and", "but", "n1", "them", "other", "first", "second", "each", "both",
                           "all", "rest"})


def _said_after(tokens: Sequence[str], i: int) -> list[str]:
    """The values said right after the item at ``i``, up to where its units are split ("with oat milk" in
    "three lattes with oat milk, one decaf"); none past a count ("with two pumps of vanilla")."""
    values = []
    for k, tok in enumerate(tokens[i + 1 :], start=i + 1):
        if tok == "," and _values_set_apart(tokens, k):  # "two bagels, toasted, one with butter"
            continue
        if tok in _SPLIT_BEGINS or tok.startswith("item:") or tok in NUMBERS:
            break
        if kind_of(tok) in _UNIT_VALUES:  # "two bagels toasted, one with butter …"
            values.append(tok)
    return values


def _values_set_apart(tokens: Sequence[str], comma: int) -> bool:
    """Whether values follow the comma at ``comma`` and end the part: another comma, "and", "one" or the
    turn's end follows them (not an item they are said of: "two lattes, large mocha")."""
    end = comma + 1
    while end < len(tokens) and kind_of(tokens[end]) in _UNIT_VALUES:
        end += 1
    return end > comma + 1 and (end == len(tokens) or tokens[end] in (",", "and", "n1", "."))


def _with_values(line: AddLine, values: Sequence[str]) -> AddLine:
    """``line`` with each of ``values`` it has no value of its group for."""
    fields, addons = value_fields(values)
    update = {group: value for group, value in fields.items() if getattr(line, group) is None}
    preps = [unsymbol(v)[1] for v in values if kind_of(v) == "prep" and unsymbol(v)[1] not in line.preps]
    return line.model_copy(update={**update, "addons": {**line.addons, **{
        name: n for name, n in addons.items() if name not in line.addons}}, "preps": [*line.preps, *preps]})


def one_unit_removed(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """Return the edits with "remove one espresso", "take off one latte", "cancel one of the croissants"
    or "get rid of one of them", said of a line of two, taking one unit off rather than the line: the
    model writes ``del`` for it. The item may be named by its kind ("one of the muffins" of two blueberry
    muffins: the words read "muffins" as the house muffin), as long as it ends in the line's own last
    word. A line the turn adds beside it stays ("remove a latte and add a muffin")."""
    removed = [k for k, e in enumerate(edits) if isinstance(e, RemoveLine)]
    if len(removed) != 1 or any(not isinstance(e, AddLine) for k, e in enumerate(edits) if k != removed[0]):
        return list(edits)
    at, edits = removed[0], list(edits)
    if not 1 <= edits[at].ref <= len(cart.lines):
        return edits
    line = cart.lines[edits[at].ref - 1]
    kind = line.item.split()[-1]
    for i, tok in enumerate(tokens[:-1]):
        if tok not in REMOVE_WORDS and tok not in ("take", "rid", "lose"):  # "get rid of one of the muffins"
            continue
        after = list(tokens[i + 2 :] if tokens[i + 1] == "of" else tokens[i + 1 :])  # "rid of one of them"
        them = after[:3] in (["n1", "of", "them"], ["n1", "of", "those"])
        rest = [t for t in tokens[i + 1 :]  # "take off one latte"
                if t not in ("of", "the", "those", "them", "off", "out")]
        named = [unsymbol(t)[1] for t in rest[1:3] if t.startswith("item:")]
        one = rest[:1] in (["n1"], ["a"], ["an"]) and named and named[0].split()[-1] == kind
        if (one or (them and not named)) and line.qty >= 2:
            return [*edits[:at], ChangeLine(ref=edits[at].ref, qty=line.qty - 1), *edits[at + 1:]]
    return edits


_THE_OTHERS = frozenset({"other", "others", "rest", "remaining"})  # "and the rest single"


def the_other_retargeted(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """Return the edits with a change said of "the other" moved to the other line of the same item when
    the model wrote it on the line that was just split off with a value of its own: after "2 lattes" and
    "one with almond milk" (a plain latte and an almond milk latte), "the other with soy" and "the other
    decaf" are said of the plain one (as "the others single" or "the rest single" is of the espressos a
    double was split off): the line written on has every value the other has, and more, or already has a
    value of each group the change sets, which the other lacks."""
    if not _THE_OTHERS & set(tokens) or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    if not 1 <= change.ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[change.ref - 1]
    mine = _values_had(line)
    groups = [g for g in ("size", "temp", "milk", "caffeine") if getattr(change, g) is not None]
    given = bool(groups) and all(getattr(line, g) is not None for g in groups)  # what it was given
    others = [ref for ref, other in enumerate(cart.lines, start=1)
              if ref != change.ref and other.item == line.item and (_values_had(other) < mine or (
                  given and all(getattr(other, g) is None for g in groups)))]
    return [change.model_copy(update={"ref": others[0]})] if len(others) == 1 else list(edits)


_BEFORE_ITEM = frozenset({"one", "n1", "a", "an", "to", "into", "be", "should", "can", "as", "is", "will"})


def the_other_made(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """``edits``, or the other unit of a line just split made the item said: "two espressos", "make one of
    them a doppio", then "and the other a macchiato" is a double espresso and a macchiato (the model added
    a macchiato and kept both espressos). Only where the model added that one line and nothing else, and
    the last turn added one line of an item the cart has one other line of."""
    said = next((unsymbol(tokens[k])[1] for k in range(2, len(tokens)) if tokens[k].startswith("item:")
                 and _the_other_before(tokens, k)), None)
    if said is None or menu is None or len(edits) != 1 or not isinstance(edits[0], AddLine) or (
            edits[0].item != said or edits[0].qty != 1 or len(cart.added) != 1):
        return list(edits)
    split = cart.line_by_id(cart.added[0])
    others = [r for r, line in enumerate(cart.lines, start=1) if split is not None
              and line.item == split.item != said and line.id != split.id]
    if len(others) != 1:
        return list(edits)
    line = cart.lines[others[0] - 1]
    made = carried_over(line, edits[0].model_copy(update={"qty": line.qty}), menu)
    return [RemoveLine(ref=others[0]), made]


def _the_other_before(tokens: Sequence[str], at: int) -> bool:
    """Whether "the other" is said shortly before the item at ``at``, with only words that lead to it or
    values between ("the other a macchiato", "the other one should be a large mocha")."""
    return any(tokens[j - 1 : j + 1] == ["the", "other"] and all(
        t in _BEFORE_ITEM or ":" in t for t in tokens[j + 1 : at]) for j in range(max(1, at - 6), at))


def _values(line: Any) -> set[tuple[str, Any]]:
    """The values a line has (of the single groups, and its add-ons), as (group, value) pairs."""
    values = {(g, getattr(line, g)) for g in SINGLE_GROUPS if getattr(line, g) is not None}
    return values | {("addon", name) for name in line.addons}


def _values_had(line: Any) -> set[tuple[str, Any]]:
    """``_values`` with the line's preparations and note: "two americanos", "one with milk" split one off
    with a note of it."""
    noted = {("notes", line.notes)} if line.notes else set()
    return _values(line) | {("prep", name) for name in line.preps} | noted


_ALONG = frozenset({"and", ",", ".", "!", "please", "make", "with", "then", "actually"})


def counted_values_alone(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """``edits``, or, when the turn is only a count and values ("three lattes", then "two decaf") and the
    model wrote nothing or the order's end, that many units of the cart's one line of more units split
    off with those values; the line itself changed where it has that many ("three decaf")."""
    if menu is None or any(not isinstance(e, Finish) for e in edits):
        return list(edits)
    words = [t for t in tokens if t not in FILLERS and t not in _ALONG]
    if len(words) < 2 or words[0] not in NUMBERS or words[0] == "nbig":
        return list(edits)
    if not all(kind_of(v) in (*SINGLE_GROUPS, "addon") for v in words[1:]):
        return list(edits)
    count = number_value(words[0])
    fields, addons = value_fields(words[1:])
    more = [ref for ref, line in enumerate(cart.lines, start=1) if line.qty > count]
    if len(more) == 1:
        return _units_split(ChangeLine(ref=more[0], add_addons=addons, **fields), count, None, cart,
                            menu) or list(edits)
    every = [ref for ref, line in enumerate(cart.lines, start=1) if line.qty == count]
    if not more and len(every) == 1:  # "three lattes", then "three decaf": all of them
        return [ChangeLine(ref=every[0], add_addons=addons, **fields)]
    return list(edits)
