"""Values said of each of several lines in one turn: "make the mocha large and the latte small", "the
muffin heated and the latte with an extra shot", "three lattes: oat, soy and almond".

The model writes one change for such a turn, often with the value said last on the line named first
(the mocha was made small and the latte left as it was). Each line named by its item, with the values
said right after it up to the next item, gets those values. Only when each item named is one line of the
cart, each has values, and nothing is ordered ("and a small latte" adds a line: the model's to read). An
add-on or preparation said after "no" / "without" is taken off ("the mocha with no whip and the latte with
oat": the model read the whip as put on).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.another_of_family import house_item_just_added
from ordering.dsl import MAX_NUMBER, NUMBERS, SINGLE_GROUPS, number_token, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.grounding_read import DEFAULT_WORDS
from ordering.kind_chosen import names_a_kind_lacked
from ordering.menu import FLAVOUR_KINDS
from ordering.named_lines import lines_named, lines_of_kind, warm_for
from ordering.turn_words import INSTEAD_OF, OTHER_UNITS, PLAIN_UNITS, value_fields
from ordering.values_placed import has_value, without_value

_ORDERING = frozenset({"a", "an", "another", "some", *NUMBERS})  # said before an item, it orders one
_NEGATING = frozenset({"no", "not", "without", "hold", "minus"})  # "the mocha with no whip": taken off


_LINE_GROUPS = (*SINGLE_GROUPS, "addon", "prep")  # the groups a line holds a value of


def values_per_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one change per line named with the values said after it (see the module)."""
    if not all(isinstance(e, ChangeLine) for e in edits) or menu is None:
        return list(edits)
    kinds = {line.item.split()[-1] for line in cart.lines}
    named = [i for i, t in enumerate(tokens) if t.startswith("item:") or (  # "the tea": the cart's one tea
        t in kinds and ":" not in t and i and tokens[i - 1] in ("the", "my"))]
    if len(named) < 2:
        return list(edits)
    changes: dict[int, ChangeLine] = {}
    for at, end in zip(named, [*named[1:], len(tokens)], strict=True):
        item = unsymbol(tokens[at])[1] if ":" in tokens[at] else tokens[at]
        refs = [r for r, line in enumerate(cart.lines, start=1)
                if line.item == item or ":" not in tokens[at] and line.item.split()[-1] == item]
        if not refs and at and tokens[at - 1] in ("the", "my"):  # "the muffin" of the cart's blueberry one
            refs = lines_of_kind(item, cart)
        item = cart.lines[refs[0] - 1].item if len(refs) == 1 else item
        segment = tokens[at + 1 : end]
        negated = [t for k, t in enumerate(segment) if ":" in t and k and segment[k - 1] in _NEGATING]
        if any(t.partition(":")[0] not in ("addon", "prep") for t in negated):
            return list(edits)  # "the latte with no oat": not this reading's
        values = [warm_for(menu, item, t) for t in segment  # "the cappuccino extra dry": its prep too
                  if ":" in t and t.partition(":")[0] in _LINE_GROUPS and t not in negated]
        before = at - 1  # the word before the item and the values said before it: "and a small latte"
        while before >= 0 and tokens[before].partition(":")[0] in _LINE_GROUPS:
            before -= 1
        if (before >= 0 and tokens[before] in _ORDERING or len(refs) != 1 or refs[0] in changes
                or not values and not negated or not all(menu.allows(item, *unsymbol(v)) for v in values)):
            return list(edits)
        fields, addons = value_fields(values)  # "and the latte with an extra shot": its add-on
        preps = [unsymbol(v)[1] for v in values if v.startswith("prep:")]  # "the muffin warmed"
        drop = [unsymbol(t)[1] for t in negated]  # "the mocha with no whip": its whip off
        changes[refs[0]] = ChangeLine(ref=refs[0], preps=preps, add_addons=addons, drop=drop, **fields)
    if any(e.ref not in changes for e in edits):
        return list(edits)
    return list(changes.values())


_PLACES = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": -1}


def values_per_place(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or one change per line named by its place with the values said after it: "make the first
    one iced and the second one large" of a latte and a mocha (the model made the latte large and iced).
    Only where the turn names no item, the cart has a line at each place, and each place has values."""
    if (menu is None or len(cart.lines) < 2 or not edits or not all(isinstance(e, ChangeLine) for e in edits)
            or any(t.startswith("item:") for t in tokens)):
        return list(edits)
    named = [k for k in range(len(tokens) - 1) if tokens[k] == "the" and tokens[k + 1] in _PLACES]
    if len(named) < 2:
        return list(edits)
    changes: dict[int, ChangeLine] = {}
    for at, end in zip(named, [*named[1:], len(tokens)], strict=True):
        place = _PLACES[tokens[at + 1]]
        ref = place if place > 0 else len(cart.lines) + 1 + place
        values = [t for t in tokens[at + 2 : end]
                  if ":" in t and t.partition(":")[0] in (*SINGLE_GROUPS, "addon")]
        if not 1 <= ref <= len(cart.lines) or ref in changes or not values or not all(
                menu.allows(cart.lines[ref - 1].item, *unsymbol(v)) for v in values):
            return list(edits)
        fields, addons = value_fields(values)
        changes[ref] = ChangeLine(ref=ref, add_addons=addons, **fields)
    return list(changes.values())


def _counted_items(tokens: Sequence[str]) -> list[tuple[int, int, int]]:
    """(index, end, count) of each item said after a count, the values said between them passed over
    ("four grande lattes"): its part runs to the next item, or to that item's own "a" or count ("two teas
    with whole milk and one more thing, a soy latte": the soy is the latte's)."""
    found = []
    for at, tok in enumerate(tokens):
        count = at - 1
        while count >= 0 and tokens[count].partition(":")[0] in _LINE_GROUPS:
            count -= 1
        if not tok.startswith("item:") or count < 0 or tokens[count] not in NUMBERS:
            continue
        end = next((k for k in range(at + 1, len(tokens)) if tokens[k].startswith("item:")), len(tokens))
        if end < len(tokens):
            end = max((k for k in range(at + 1, end) if tokens[k] in _ORDERING), default=end)
        found.append((at, end, number_value(tokens[count])))
    return found


def listed_values_split(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with a counted line split one unit per value when the turn lists as many values of one
    group after the item: "three lattes, each with a different milk: oat, soy and almond" is an oat, a soy
    and an almond latte (the model wrote three oat lattes)."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for at, end, _ in _counted_items(tokens):
        tok = tokens[at]
        values = list(dict.fromkeys(t for t in tokens[at + 1 : end]
                                    if ":" in t and t.partition(":")[0] in SINGLE_GROUPS))
        groups = {v.partition(":")[0] for v in values}
        item = unsymbol(tok)[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if not values and len(mine) == 1:
            out[mine[0] : mine[0] + 1] = _flavours_listed(out[mine[0]], tokens[at + 1 : end], menu)
            continue
        if len(groups) != 1 or len(mine) != 1 or out[mine[0]].qty != len(values) or len(values) < 2:
            continue
        group = groups.pop()
        line = out[mine[0]]
        fields = [value_fields([v])[0] for v in values]
        if getattr(line, group) not in (None, *(f[group] for f in fields)) or not all(
                menu.allows(item, group, f[group]) for f in fields):
            continue
        units = [line.model_copy(update={"qty": 1, **f}) for f in fields]
        out[mine[0] : mine[0] + 1] = units
    return out


def _flavours_listed(line: AddLine, words: Sequence[str], menu: Any) -> list[AddLine]:
    """The counted line one unit per flavour where the words after the item list as many flavours and
    nothing else (", vanilla, caramel and hazelnut"; not "with vanilla and caramel", each unit's), and the
    model put every one on every unit: "three lattes: vanilla, caramel and hazelnut"."""
    listed = [w for w in words if w not in (",", "and", ".", "!", "please")]
    names = [unsymbol(w)[1] for w in listed if w.startswith("addon:")]
    if (words[:1] != [","] or len(names) != len(listed) or len(set(names)) != line.qty or line.qty < 2
            or set(line.addons) != set(names) or any(line.addons[n] != 1 for n in names)
            or not all(menu.addon_kind(n) in FLAVOUR_KINDS for n in names)):
        return [line]
    return [line.model_copy(update={"qty": 1, "addons": {name: 1}}) for name in names]


_PART_END = frozenset({",", ".", "!", "?", "and", "plus", "please", "n1", "one"})


_ONE_UNIT = frozenset({"one", "a", "an"})  # "two muffins, a blueberry and a lemon"
_THE_REST = frozenset({"other", "others", "rest"})


def _said_back(thing: str, count: int) -> str:
    """A thing we lack as the refusal says it back: "an almond croissant", "almond croissants"."""
    if count > 1:
        return thing + "s"
    return ("an " if thing[:1] in "aeiou" else "a ") + thing


def _a_pastry_we_lack(item: str, said: Sequence[str], menu: Any) -> bool:
    """Whether the words said of a unit of a bakery item name a kind of it the menu lacks ("one almond" of
    croissants, "one chocolate" of muffins): no word is a value the item may have."""
    if menu.items[item].category != "bakery":
        return False
    return not any(":" in w and menu.allows(item, *unsymbol(w)) for w in said)


def units_named_by_kind(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the units of a counted kind named one by one: "two muffins, one blueberry and one
    lemon poppyseed" is a blueberry and a lemon poppyseed muffin (the words read "muffins" as the house
    muffin, and the model wrote two of it). Each "one <words>" (or "a <words>") after the item, where
    "<words> <kind>" is an item of the menu, names one unit, and "two <words>" two ("3 croissants, 2
    chocolate and 1 regular": "regular" or "plain" is the item said); only when they name every unit the
    turn adds. A pastry of a kind the menu lacks ("two croissants, one chocolate and one almond") is named
    as said, and the cart refuses it with the reason."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for at, end, total in _counted_items(tokens):
        item = unsymbol(tokens[at])[1]
        kind = item.split()[-1]
        named, counts, naming = [], [], set()  # the items named, how many of each, the values naming them
        for k in range(at + 1, end):
            rest = tokens[k] in _THE_REST and tokens[k - 1] == "the"  # "and the other lemon": the units left
            if tokens[k] not in NUMBERS and tokens[k] not in _ONE_UNIT and not rest:
                continue
            stop = next((j for j in range(k + 1, end) if tokens[j] in _PART_END  # "3 blueberry 3 lemon"
                         or tokens[j] in NUMBERS and j > k + 1), end)
            # a word the tagger read as a value is said as its first word: "one chocolate" (sauce)
            words = [unsymbol(w)[1].split()[0] if ":" in w else w for w in tokens[k + 1 : stop]]
            if words and all(w.isalpha() for w in words):
                plain = words[0] in DEFAULT_WORDS and len(words) == 1  # "and one regular": the item said
                name = item if plain else menu.resolve("item", " ".join([*words, kind]))
                count = 0 if rest else 1 if tokens[k] in _ONE_UNIT else number_value(tokens[k])
                if name is None and _a_pastry_we_lack(item, tokens[k + 1 : stop], menu):
                    name = _said_back(" ".join([*words, kind]), count)  # "one almond" of croissants: refused
                named.append(name)
                counts.append(count)
                naming.update(w for w in tokens[k + 1 : stop] if ":" in w)
        if not named:  # "two muffins, blueberry and lemon": one unit of each kind listed
            named, naming = _kinds_listed(tokens[at + 1 : end], kind, total, menu)
            counts = [1] * len(named)
        if counts.count(0) == 1:  # "the other": the units the others leave
            counts[counts.index(0)] = total - sum(counts)
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        # a kind read as a line of its own ("one chocolate": `flavour_named`) is one of these units
        read = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item != item and e.item in named
                and not e.model_dump(exclude={"op", "item", "qty"}, exclude_defaults=True)]
        units_read = sum(out[k].qty for k in read)
        if (len(named) < 2 or None in named or not mine or total != sum(counts) or len(set(named)) < 2
                or sum(out[k].qty for k in mine) not in (sum(counts), sum(counts) - units_read)
                or not set(named) & set(menu.items)):
            continue
        first = out[mine[0]]
        fields, addons = value_fields(sorted(naming))  # "one chocolate" named the unit: no chocolate sauce
        first = first.model_copy(update={
            **{g: None for g, v in fields.items() if getattr(first, g) == v},
            "addons": {n: c for n, c in first.addons.items() if n not in addons}})
        said: dict[str, int] = {}
        for name, n in zip(named, counts, strict=True):  # "one blueberry, one lemon, one blueberry": two
            said[name] = said.get(name, 0) + n
        units = [first.model_copy(update={"item": name, "qty": n}) for name, n in said.items()]
        gone = {*mine[1:], *(k for k in read if out[k].qty <= said[out[k].item])}
        out = [u for k, e in enumerate(out) if k not in gone for u in (units if k == mine[0] else [e])]
    return out


def _kinds_listed(words: Sequence[str], kind: str, total: int, menu: Any) -> tuple[list[str], set[str]]:
    """The items of "<kind>" named by a list said after the counted item, one each, as many as it counts
    (", blueberry and lemon"; ", a blueberry, a lemon and a bran"), and the value words naming them; ([],
    set()) where the words are no such list."""
    if words[:1] != [","]:
        return [], set()
    parts: list[list[str]] = [[]]
    for w in [w for w in words[1:] if w not in _LIST_FILLERS]:
        if w in (",", "and"):
            parts.append([])
        else:
            parts[-1].append(w)
    parts = [p for p in parts if p]
    if len(parts) != total or any(len(p) > 2 for p in parts):
        return [], set()
    # a word the tagger read as a value is said as its first word: "chocolate" (sauce)
    said = [[unsymbol(w)[1].split()[0] if ":" in w else w for w in p] for p in parts]
    names = [menu.resolve("item", " ".join([*p, kind])) if all(map(str.isalpha, p)) else None for p in said]
    if None in names or len(set(names)) != total:
        return [], set()
    return names, {w for p in parts for w in p if ":" in w}


_LIST_FILLERS = frozenset({"a", "an", "please", ".", "!"})
_GROUP_START = frozenset({",", "and", "please", "but", ";"})


_EVERY_UNIT = frozenset({"both", "all", "each"})


def counted_units_split(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with a counted line split by the counts said of its units: "three lattes, two with oat
    milk" is two oat lattes and a plain one, "…, two with oat and one with soy" two oat and a soy (the
    model wrote three oat lattes, or one of each). A part is a count below the line's, said after a comma
    or "and" and followed by "with", "of them" or a value; "the other(s)" / "the rest" take the units left.
    A part of plain words after "with" is a note of its units ("four coffees, two with milk and one with
    sugar": two noted "with milk", one with sugar, one plain); "one black" is a plain one. Only where some
    part counts two units or more, or two parts are said ("three lattes, one with skim and one decaf": the
    model put both on one), and the model added as many units as the words say."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for at, end, total in _counted_items(tokens):
        item = unsymbol(tokens[at])[1]
        # "two lattes, one with almond and one with coconut, both large": what "both" says is every unit's;
        # said before the parts ("five coffees, all medium, two with cream") it is the count's, as its values
        first = next((k for k in range(at + 1, end) if tokens[k] in NUMBERS and tokens[k] != "nbig"), at)
        end = next((k for k in range(first + 1, end) if tokens[k] in _EVERY_UNIT), end)
        parts = _unit_parts(tokens, at + 1, end, total, menu)
        rest = int(any(t in OTHER_UNITS for t in tokens[at + 1 : end]))  # the last part, the units left
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        counted = parts[:len(parts) - rest]
        # of parts of one unit each, only those that each set one-valued groups ("one with skim and one
        # decaf"); add-ons said for and against ("one with extra foam and one with no foam") are signed
        # by `polarity_placed`
        apart = len(counted) >= 2 and all(values and not note and all(
            unsymbol(v)[0] in SINGLE_GROUPS or _flavour(v, menu) for v in values)
            for _, values, note in counted) or _apart_unsigned(counted, tokens[at + 1 : end])
        several = any(n >= 2 for n, _, _ in counted) or apart or _valued_one(counted, out, mine)
        if (not parts or not several or not mine
                or sum(out[k].qty for k in mine) != total):
            continue
        parts = [(n, [_as_food(v, item, menu) for v in values], note) for n, values, note in parts]
        said = [v for _, values, _ in parts for v in values]
        fields, addons = value_fields(said)
        if not all(menu.allows(item, *unsymbol(v)) for v in said):
            continue
        first = out[mine[0]]
        preps = _preps(said)
        noted = {w for _, _, note in parts for w in (note or "").split()}
        notes = None if first.notes and set(first.notes.lower().split()) <= noted else first.notes
        base = first.model_copy(update={**dict.fromkeys(fields), "addons": {
            n: c for n, c in first.addons.items() if n not in addons}, "preps": [
            p for p in first.preps if p not in preps], "notes": notes})
        units = []
        for count, values, note in parts:
            own, more = value_fields(values)
            own_notes = ", ".join(filter(None, (base.notes, note))) or None
            units.append(base.model_copy(update={
                **own, "qty": count, "addons": {**base.addons, **more},
                "preps": [*base.preps, *_preps(values)], "notes": own_notes}))
        left = total - sum(n for n, _, _ in parts)
        if left:
            units.append(base.model_copy(update={"qty": left}))
        out = [e for k, e in enumerate(out) if k not in mine[1:]]
        out[mine[0] : mine[0] + 1] = units
    return out


def _apart_unsigned(counted: Sequence[tuple[int, list[str], str | None]], said: Sequence[str]) -> bool:
    """Whether parts of one unit each say values or a request no other part says, or that they are plain,
    none of them taken off: "three bagels, one toasted, one with butter and one with cream cheese" (the
    model toasted the butter one); "three coffees, one black, one with milk, one with sugar" (the model
    lost the milk)."""
    if len(counted) < 2 or _NEGATING.intersection(said) or not any(v or n for _, v, n in counted):
        return False
    values = [v for _, part, _ in counted for v in part]
    notes = [note for _, _, note in counted if note]
    return len(values) == len(set(values)) and len(notes) == len(set(notes))


def _flavour(tok: str, menu: Any) -> bool:
    """Whether the word is an add-on that flavours a drink ("vanilla", "white chocolate")."""
    return tok.startswith("addon:") and menu.addon_kind(unsymbol(tok)[1]) in FLAVOUR_KINDS


def _valued_one(counted: Sequence[tuple[int, list[str], str | None]], edits: Sequence[Edit],
                mine: Sequence[int]) -> bool:
    """Whether the one part said is one unit of values the model put on every unit of the line ("two
    lattes, one vanilla": the model wrote two vanilla lattes; "2 americanos (one iced)": two iced)."""
    if len(counted) != 1 or len(mine) != 1 or counted[0][0] != 1 or not counted[0][1]:
        return False
    line = edits[mine[0]]
    return all(unsymbol(v)[1] in line.addons if v.startswith("addon:") else unsymbol(v)[0] in SINGLE_GROUPS
               and str(getattr(line, unsymbol(v)[0])) == unsymbol(v)[1] for v in counted[0][1])


def _unit_parts(tokens: Sequence[str], start: int, end: int, total: int,
                menu: Any) -> list[tuple[int, list[str], str | None]]:
    """The (count, values, note) parts said of a counted line's units between ``start`` and ``end`` (see
    `counted_units_split`); [] where they are not parts of it (they count more units than the line). A
    flavour said right after the count names its units where the parts begin after the item and a comma
    ("three lattes, two vanilla"); a sweetener does not ("two coffees, one sugar" is a sugar in each)."""
    starts = []
    for k in range(start, end):
        prev = tokens[k - 1] if k else ""
        nxt = tokens[k + 1] if k + 1 < len(tokens) else ""
        # "three coffees two with …"; "two lattes, one vanilla one caramel"; "two black one with milk"
        begins = prev in _GROUP_START or k == start and prev.startswith("item:") or starts and (
            ":" in prev or prev in PLAIN_UNITS)
        # a flavour counts units only in a part said after the item and a comma, or after such a part:
        # "two warm espressos and one white chocolate sauce" is one pump in each
        flavoured = (_flavour(nxt, menu) or nxt == "dirty") and (  # "two chai lattes, one dirty": a shot
            bool(starts) or k == start + 1 and tokens[start] == ",")
        valued = ":" in nxt and nxt.partition(":")[0] in (*SINGLE_GROUPS, "prep") or flavoured
        if tokens[k] in NUMBERS and tokens[k] != "nbig" and begins and number_value(tokens[k]) < total and (
                nxt in ("with", "of", *PLAIN_UNITS) or valued):
            starts.append((k, number_value(tokens[k])))
        elif tokens[k] in ("a", "an") and starts and prev in _GROUP_START and valued:
            starts.append((k, 1))  # "three espressos, two singles and a double": the last part, one
        elif tokens[k] in OTHER_UNITS and prev == "the" and starts:
            starts.append((k, 0))  # the units left
    if not starts:
        return []
    parts = []
    for (k, count), stop in zip(starts, [s for s, _ in starts[1:]] + [end], strict=True):
        values = [t for t in tokens[k + 1 : stop]
                  if ":" in t and t.partition(":")[0] in _LINE_GROUPS]
        note = _noted_beside(tokens[k + 1 : stop]) if values else _noted(tokens[k + 1 : stop])
        if not values and note is None and not _said_plain(tokens[k + 1 : stop]):
            return []
        parts.append((count, values, note))
    counted = sum(n for n, _, _ in parts)
    if counted > total or (any(n == 0 for n, _, _ in parts) and counted >= total):
        return []
    return [(n or total - counted, v, note) for n, v, note in parts]


def _said_plain(said: Sequence[str]) -> bool:
    """Whether a part says its units are plain ("one black", "two regular")."""
    words = [w for w in said if w not in _GROUP_START]
    return len(words) == 1 and words[0] in PLAIN_UNITS


def _noted(said: Sequence[str]) -> str | None:
    """The request a part says in plain words after "with" ("with milk", "with a little honey"): one to
    three words to the part's end, no menu value or number; else None."""
    words = list(said)
    while words and words[-1] in _GROUP_START:
        words.pop()
    if words[:1] != ["with"] or not 2 <= len(words) <= 4 or not all(
            w.isalpha() and w not in NUMBERS and w not in OTHER_UNITS for w in words[1:]):
        return None
    return " ".join(words)


def _noted_beside(said: Sequence[str]) -> str | None:
    """The request said in plain words before a part's values and "and" ("three with milk and sugar":
    "with milk"), else None."""
    first = next((k for k, w in enumerate(said) if ":" in w), 0)
    return _noted(said[:first]) if first and said[first - 1] == "and" else None


def _as_food(value: str, item: str, menu: Any) -> str:
    """``value``, or "prep:warmed" where it is "warm" said of a food ("three croissants, two warmed")."""
    if value == "temp:warm" and not menu.allows(item, "temp", "warm") and menu.allows(item, "prep", "warmed"):
        return "prep:warmed"
    return value


def _preps(values: Sequence[str]) -> list[str]:
    """The preparations among menu-value tokens ("prep:with_room" -> "with room")."""
    return [unsymbol(v)[1] for v in values if v.startswith("prep:")]


def _another_one(edits: list[Edit], item: str, words: Sequence[str], before: Sequence[str],
                 after: Sequence[str] = ()) -> list[Edit]:
    """``edits`` with "a regular one" or "a caramel one", said after the one line of ``item`` the model
    wrote, as a second line: plain, or with the add-ons said in it and none of those said before ("a
    vanilla latte and a caramel one": the model wrote one latte with both); the values said ``after`` "a
    regular one" are that one's ("a decaf cappuccino and a regular one with an extra shot")."""
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
    if len(mine) != 1 or edits[mine[0]].qty != 1:
        return edits
    line = edits[mine[0]]
    if all(w in PLAIN_UNITS for w in words):
        first = _values_after_taken_off(line, before, after)
        plain = not first.model_dump(exclude={"op", "item", "qty", "who"}, exclude_defaults=True)
        if plain and first == line:
            return edits  # the line is plain itself: "a latte and a regular one" may be said again
        moved = [w for w in after if ":" in w and has_value(line, w) and not has_value(first, w)]
        fields, addons = value_fields(moved)
        second = AddLine(item=item, addons={n: line.addons.get(n, c) for n, c in addons.items()}, **fields)
        return [*edits[: mine[0]], first, second, *edits[mine[0] + 1 :]]
    said = {unsymbol(w)[1] for w in words}
    earlier = {unsymbol(w)[1] for w in before if w.startswith("addon:")}
    if not said <= set(line.addons):
        return edits
    only_second = said - earlier  # "a vanilla latte and a vanilla one": two alike
    first = line.model_copy(update={"addons": {a: n for a, n in line.addons.items() if a not in only_second}})
    second = line.model_copy(update={"addons": {a: line.addons.get(a, 1) for a in said}, "who": None})
    return [*edits[: mine[0]], first, second, *edits[mine[0] + 1 :]]


def _member_named(words: Sequence[str], named: str | None, menu: Any) -> str | None:
    """The other food of the family of ``named`` that ``words`` name where the tagger read them as add-ons
    ("a butter one" of a chocolate croissant: the butter croissant, not butter on it), else None."""
    family = menu.food_family_of(named) if named else []
    if not family or not words or not any(w.startswith("addon:") for w in words) or not all(
            w.startswith("addon:") or w.isalpha() for w in words):
        return None
    plain = [unsymbol(w)[1] if ":" in w else w for w in words]
    member = menu.resolve("item", f"{' '.join(plain)} {named.split()[-1]}")
    return member if member in family and member != named else None


def _without_add_ons(line: AddLine, words: Sequence[str], before: Sequence[str]) -> AddLine:
    """``line`` without the add-ons of ``words`` that were not said before them (the model put the butter
    of "a butter one" on the chocolate croissant)."""
    gone = {unsymbol(w)[1] for w in words if w.startswith("addon:") and w not in before}
    return line.model_copy(update={"addons": {n: c for n, c in line.addons.items() if n not in gone}})


def _said_after_only(note: str, before: Sequence[str], after: Sequence[str]) -> bool:
    """Whether the note's words are all said in ``after`` and not all in ``before``: the request of the
    phrase after, not of the line before ("a large black coffee and a small one with milk")."""
    words = note.lower().split()
    return all(w in after for w in words) and not all(w in before for w in words)


def kind_named_one(edits: Sequence[Edit], tokens: Sequence[str], menu: Any, cart: Any = None) -> list[Edit]:
    """``edits`` with "a <words> one" said after an item as the item of its kind those words name: "a
    blueberry muffin and a lemon one" orders a lemon poppyseed muffin too, "a chocolate croissant and a
    plain one" a butter croissant, and "and a blueberry one" said to a cart whose last line is a muffin a
    blueberry muffin (the tagger knew "lemon" as no item, and the model dropped it); "two blueberry muffins
    and two lemon ones" orders two of it. Said with values, "a latte and a large one" is a second latte,
    the large one (the model made the one latte large)."""
    if menu is None:
        return list(edits)
    out = list(edits)
    added = {e.item for e in out if isinstance(e, AddLine)}
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    named = unsymbol(tokens[items[-1]])[1] if items else None  # the last item, said before "a ... one"
    start = items[-1] + 1 if items else 0
    last = named or (cart.lines[-1].item if cart is not None and cart.lines else None)
    for i in range(start, len(tokens) if last is not None else 0):
        if tuple(tokens[i - 2 : i]) in _INSTEAD_OF or tokens[i - 1 : i] == ["not"]:
            continue  # "a small latte instead of a large one", "a latte but not a big one": no large one
        if tokens[i] in ("a", "an"):
            count, one = 1, "n1"
        elif tokens[i] == "the" and named in added and tokens[i - 1 : i] == ["and"] and (
                cart is None or not cart.lines):  # "can i get the lemon muffin and the blueberry one"
            count, one = 1, "n1"
        elif tokens[i] in NUMBERS and tokens[i] not in ("n1", "nbig"):  # "and two lemon ones"
            count, one = number_value(tokens[i]), "ones"
        else:
            continue
        end = next((j for j in range(i + 1, min(i + 4, len(tokens))) if tokens[j] == one), None)
        words = tokens[i + 1 : end] if end else []
        if count > 1 and not all(w.isalpha() for w in words):
            out = _counted_ones_apart(out, named, words, count, tokens[:i])  # "a latte and two iced ones"
            continue  # "two large ones": otherwise the model's
        plain_or_added = all(w in PLAIN_UNITS for w in words) or all(w.startswith("addon:") for w in words)
        if count > 1 and plain_or_added:
            continue
        member = _member_named(words, named, menu)
        if member is not None and member not in added:  # "a chocolate croissant and a butter one"
            out = [_without_add_ons(e, words, tokens[:i]) if isinstance(e, AddLine) and e.item == named else e
                   for e in out]
            out.append(AddLine(item=member, qty=count))
            added.add(member)
        elif words and named and plain_or_added:
            out = _another_one(out, named, words, tokens[:i], tokens[end + 1 :])  # "and a regular one"
        elif words and all(w.isalpha() for w in words) and (named or not _CHANGING.intersection(tokens) and (
                tokens[:1] in (["and"], ["plus"], ["also"]) or not house_item_just_added(cart, menu))):
            # "a muffin" (the house one), then "a blueberry one": which one it is (`kind_chosen`)
            kind = last.split()[-1]  # "make it a lemon one" of the cart's muffin changes it: `kind_chosen`
            item = menu.resolve("item", " ".join([*words, kind]))
            if item is None and menu.food_family_of(last) and names_a_kind_lacked(words, menu):
                item = " ".join([*words, kind])  # "a banana nut one" of a muffin: a kind we lack, refused
            if item is not None and item not in added and (named or not out) and (
                    not named or kind_of_line_added(out, kind)):
                out.append(AddLine(item=item, qty=count))
                added.add(item)
        elif words and named and all(unsymbol(w)[0] in SINGLE_GROUPS and ":" in w for w in words):
            mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == last]
            fields, _ = value_fields(words)
            if len(mine) != 1 or out[mine[0]].qty != 1:
                continue
            line = out[mine[0]]
            apposed = tokens[items[-1] + 1 : i] == [","] and not any(
                ":" in w and unsymbol(w)[0] in fields for w in tokens[:i])  # not "a small latte, a large one"
            if asked_of(tokens, items[-1], i) or _the_one_said(tokens, items[-1], i) or apposed:
                # "do you have oolong tea? a large one then", "the jin xuan sounds nice, a large one", "i
                # need a coffee, a big one": the one said again
                out[mine[0]] = line.model_copy(update=fields)
            elif all(getattr(line, g) == v for g, v in fields.items()):  # the values put on the one line
                out[mine[0] : mine[0] + 1] = [line.model_copy(update=dict.fromkeys(fields)), line]
            else:  # "a large latte and a small one": the small one was dropped
                taken = {g: v for g, v in fields.items() if menu.allows(last, g, v)}
                # "a hot chocolate and a decaf one": the hot chocolate takes no caffeine; the word is its note
                said = " ".join(v for g, v in fields.items() if g not in taken) or None
                copy = line.model_copy(update={**taken, "notes": said or line.notes})
                if tokens[end + 1 : end + 2] and tokens[end + 1] in PLAIN_UNITS:  # "and a small one black"
                    copy = copy.model_copy(update={"milk": None, "addons": {}, "notes": said})
                out.insert(mine[0] + 1, copy)
                if line.notes and _said_after_only(line.notes, tokens[:i], tokens[end + 1 :]):
                    line = line.model_copy(update={"notes": None})  # "and a small one with milk"
                out[mine[0]] = _values_after_taken_off(line, tokens[:i], tokens[end + 1 :])
    return out


def _counted_ones_apart(edits: list[Edit], named: str | None, words: Sequence[str], count: int,
                        before: Sequence[str]) -> list[Edit]:
    """``edits`` with "a latte and two iced ones" read as a plain latte and two iced ones, where the model
    wrote one line of the item, of the units said first, with the values said of the others (one iced
    latte; of "two lattes and two iced ones", two iced lattes)."""
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == named]
    at = max((k for k, w in enumerate(before) if w.startswith("item:")), default=None)
    while at is not None and at > 0 and ":" in before[at - 1]:
        at -= 1  # "two small lattes": the count before the values
    first = before[at - 1] if at else ""
    counted = first in NUMBERS and first != "nbig"
    said = 1 if first in ("a", "an") else number_value(first) if counted else None
    if named is None or len(mine) != 1 or edits[mine[0]].qty != said or before[-1:] != ["and"] or not all(
            ":" in w and unsymbol(w)[0] in SINGLE_GROUPS for w in words):
        return edits
    fields, _ = value_fields(words)
    line = edits[mine[0]]
    if any(getattr(line, g) != v for g, v in fields.items()) or any(
            ":" in w and unsymbol(w)[0] in fields for w in before):  # "a small latte and two large ones"
        return edits
    out = list(edits)
    out[mine[0] : mine[0] + 1] = [line.model_copy(update=dict.fromkeys(fields)),
                                  line.model_copy(update={"qty": count})]
    return out


def _values_after_taken_off(line: AddLine, before: Sequence[str], after: Sequence[str]) -> AddLine:
    """``line`` less the values said in ``after`` (up to the next item) and not in ``before``: those of
    the phrase after it ("a small coffee and a large one with cream": the cream is the large one's)."""
    end = next((k for k, w in enumerate(after) if w.startswith("item:")), len(after))
    for word in after[:end]:
        said_after = ":" in word and word not in before and unsymbol(word)[0] in (*SINGLE_GROUPS, "addon")
        if said_after and has_value(line, word):
            line = without_value(line, word)
    return line


def kind_of_line_added(edits: Sequence[Edit], kind: str) -> bool:
    """Whether ``edits`` add a line of an item of ``kind`` ("muffin": the blueberry muffin)."""
    return any(isinstance(e, AddLine) and e.item.split()[-1] == kind for e in edits)


_INSTEAD_OF = frozenset(phrase[-2:] for phrase in INSTEAD_OF)  # the two words before "a large one"
_CHANGING = frozenset({"make", "change", "switch", "swap", "instead", "rather", "meant", "actually"})
_ASKED_CUES = (("do", "you"), ("is", "there"), ("have", "you"), ("you", "got"), ("got", "any"))


_ONE_MORE = frozenset({"and", "also", "plus", "another", "too", "with", "&"})


def _the_one_said(tokens: Sequence[str], at: int, one: int) -> bool:
    """Whether the item at ``at`` is said after "the" and the "a <values> one" at ``one`` follows with no word
    that adds between ("the jin xuan sounds nice, a large one"): the values are that line's."""
    return at > 0 and tokens[at - 1] == "the" and not _ONE_MORE.intersection(tokens[at + 1 : one])


def asked_of(tokens: Sequence[str], at: int, one: int) -> bool:
    """Whether the item at ``at`` came up in a question ("do you have / is there / do you do X?") that ends
    before the "a <values> one" at ``one``: the customer then takes that item, not a second line of it."""
    start = next((k + 1 for k in range(at - 1, -1, -1) if tokens[k] in (".", "?", "!")), 0)
    pairs = set(zip(tokens[start:at], tokens[start + 1 : at], strict=False))
    return "?" in tokens[at + 1 : one] and any(cue in pairs for cue in _ASKED_CUES)


_INTO = frozenset({"to", "in", "into", "on", "for"})


def add_ons_per_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or each add-on put on the line said after it: "add vanilla to the latte and caramel to the
    mocha" (the model put both on the mocha). Only where the turn pairs add-ons with two or more lines of
    the cart this way, each line named once, and the model wrote only changes."""
    if not edits or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    counts = {name: n for e in edits for name, n in e.add_addons.items()}
    changes: dict[int, ChangeLine] = {}
    k = 0
    while k < len(tokens):
        start = k
        while k < len(tokens) and tokens[k].startswith("addon:"):
            k += 1
        j = k + 1 if k < len(tokens) and tokens[k] in _INTO else None
        if k == start or j is None:
            k = max(k, start + 1)
            continue
        j += j < len(tokens) and tokens[j] in ("the", "my")
        if j >= len(tokens) or not tokens[j].startswith("item:"):
            continue
        item = unsymbol(tokens[j])[1]
        refs = lines_named(item, cart)
        if len(refs) != 1 or refs[0] in changes:
            return list(edits)
        names = [unsymbol(t)[1] for t in tokens[start:k]]
        changes[refs[0]] = ChangeLine(ref=refs[0], add_addons={n: counts.get(n, 1) for n in names})
        k = j + 1
    return list(changes.values()) if len(changes) >= 2 else list(edits)


_MEASURE_WORDS = frozenset({"shot", "shots", "pump", "pumps", "packet", "packets", "scoop", "scoops", "extra",
                            "added", "of", "more"})


def _counts_an_add_on(after: Sequence[str]) -> bool:
    """Whether the word after a count makes it a count of an add-on ("2 pumps", "2 extra shots")."""
    return bool(after) and (after[0] in _MEASURE_WORDS or after[0].startswith("addon:"))


def total_of_parts(edits: Sequence[Edit], tokens: Sequence[str]) -> tuple[list[Edit], list[str]]:
    """(``edits``, ``tokens``) with the total of the parts counted after an item said without a count
    ("a tray of coffees: 4 black, 2 with milk": six coffees) said before the item, and the model's line of
    it given that count, so that the parts split it (`counted_units_split`); the model added one coffee."""
    for at, tok in enumerate(tokens):
        before = at - 1
        while before >= 0 and ":" in tokens[before] and tokens[before].partition(":")[0] in _LINE_GROUPS:
            before -= 1  # "an iced latte": its values passed over
        if not tok.startswith("item:") or before >= 0 and tokens[before] in _ORDERING:
            continue
        end = next((k for k in range(at + 1, len(tokens)) if tokens[k].startswith("item:")), len(tokens))
        comma = at + 1 + (tokens[at + 1 : at + 2] == ["please"])  # "coffees please, 4 black and 2 …"
        counts = [k for k in range(at + 1, end) if tokens[k] in NUMBERS and tokens[k - 1] in (",", "and")]
        if len(counts) < 2 or counts[0] != comma + 1 or tokens[comma] != "," or any(
                tokens[k] == "nbig" or _counts_an_add_on(tokens[k + 1 : k + 2]) for k in counts):
            continue  # "two shots and 3 pumps of honey": counts of add-ons, not of units
        total = sum(number_value(tokens[k]) for k in counts)
        item = unsymbol(tok)[1]
        mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
        if not mine or sum(edits[k].qty for k in mine) >= total or total > MAX_NUMBER:
            continue
        first = edits[mine[0]].model_copy(update={"qty": total})
        kept = [first if k == mine[0] else e for k, e in enumerate(edits) if k not in mine[1:]]
        return kept, [*tokens[:at], number_token(total), *tokens[at:]]
    return list(edits), list(tokens)
