"""A line named by the values it holds is the line changed: "the one with almond milk should be large" of
an almond latte and a mocha makes the latte large.

The model read the values that name the line as part of the change and wrote both on the cart's last line
(the mocha became a large almond milk mocha). Where the turn names a line as "the one with <values>" (or
"the <values> one", or "the <values> should be …") and exactly one line of the cart holds every value so
named, the model's changes of one line are made to that line instead, less the naming values (the line
has them already). Only where the model changed one line, and something is left to change.

"The one without whip" (or "the one with no whip") names the one line that lacks the values: "make the one
without whip iced" of two mochas, one with whip, ices the other, and takes no whip off (the model took the
whip off the one with it and iced that one).

"The regular one" (or plain, normal) names the one line of an item ordered on several lines that has none
of the choices the others have: "remove the regular one" of an oat latte, a decaf soy latte and a latte
takes the plain latte off (the model took the first, the oat latte).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import ChangeLine, Edit, RemoveLine, SetOrder, note_after
from ordering.turn_words import BOTH_OR_ALL, MORE_WORDS, PLAIN_UNITS, REMOVE_WORDS, value_fields

_VALUE_GROUPS = (*SINGLE_GROUPS, "addon", "prep")
_ONE = frozenset({"one", "n1", "ones"})  # "one of the vanilla ones"
# what follows "the <values>" said as the line's name: "the decaf should be iced", "the oat needs vanilla"
_SAYING_OF_IT = frozenset({"should", "needs", "need", "is", "gets", "has", "can", "will", "must"})
# "the <values>" ending the turn after "in"/"on"/"to" names the line: "leave room in the large"
_TURN_END = frozenset({"please", ".", "!", "?", "thanks"})
_IN_THE = frozenset({"in", "on", "to", "for", "into"})
_WITH_ROOM = "prep:with_room"


def named_by_values(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any = None) -> list[Edit]:
    """``edits`` with a change of one line moved to the one line the values said of it name; with the
    ``menu``, a line of no size said holds its item's usual size ("the medium one" of a plain coffee beside
    a small and a large one)."""
    edits = _one_of_several_named(edits, tokens, cart, menu)
    if not edits or not all(isinstance(e, ChangeLine) for e in edits) or len({e.ref for e in edits}) != 1:
        return list(edits)
    refs, naming = lines_named_by_values(tokens, cart, menu)
    if len(refs) != 1:
        return list(edits)
    if edits[0].ref == refs[0]:  # the model changed the line named: the add-on naming it is no change
        return _name_not_added(edits, naming, tokens, cart.lines[refs[0] - 1])
    out = []
    for change in edits:
        moved = _less_values(change, naming).model_copy(update={"ref": refs[0]})
        if moved.model_copy(update={"ref": 1}) == ChangeLine(ref=1):
            return list(edits)  # nothing left to change: the values named were the change
        out.append(moved)
    return out


def _less_values(change: ChangeLine, naming: Sequence[str]) -> ChangeLine:
    """The change less the values that name its line: they are no change."""
    update: dict[str, Any] = {}
    for group, name in map(unsymbol, naming):
        if group in SINGLE_GROUPS and str(getattr(change, group, None)) == name:
            update[group] = None
        elif group == "addon" and name in change.add_addons:
            update["add_addons"] = {n: c for n, c in change.add_addons.items() if n != name}
        elif group == "prep" and name in change.preps:
            update["preps"] = [p for p in change.preps if p != name]
        if name in change.drop or group in change.unset:  # "the one without whip": named, not taken off
            update["drop"] = [d for d in update.get("drop", change.drop) if d != name]
            update["unset"] = [u for u in update.get("unset", change.unset) if u != group]
    return change.model_copy(update=update)


_ONE_OF = frozenset({("n1", "of"), ("one", "of"), ("just", "the"), ("only", "the")})


def _one_of_several_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or, where the model made one change of several lines and the turn says one of them ("one
    of them should be decaf, the almond one", "just the oat one iced"), that change of the one line named
    (it made all three lattes decaf)."""
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    if len({e.ref for e in changes}) < 2 or len(changes) != len(edits) or BOTH_OR_ALL.intersection(
            tokens) or not _ONE_OF & set(zip(tokens, tokens[1:], strict=False)):
        return list(edits)
    refs, naming = lines_named_by_values(tokens, cart, menu)
    mine = [e for e in changes if refs == [e.ref]]
    if len(mine) != 1:
        return list(edits)
    wanted = _less_values(mine[0], naming).model_copy(update={"ref": 1})
    others = [_less_values(e, naming).model_copy(update={"ref": 1}) for e in changes if e is not mine[0]]
    if any(e not in (wanted, ChangeLine(ref=1)) for e in others):  # another change of another line
        return list(edits)
    return mine


_PORTIONS = frozenset({"pump", "pumps", "squirt", "squirts", "drizzle", "splash", "dash"})


def _name_not_added(edits: Sequence[Edit], naming: Sequence[str], tokens: Sequence[str], line: Any
                    ) -> list[Edit]:
    """``edits`` (changes of the line named) less the add-ons that only name it: "add an extra shot to the
    caramel one" adds no caramel (the model wrote it again, counted as a second portion); "the caramel one
    with more caramel" says it twice, and adds it; "another pump to the caramel one" is more of it."""
    named = {unsymbol(v)[1] for v in naming if v.startswith("addon:") and tokens.count(v) == 1}
    named &= set(line.addons)
    if not named or _PORTIONS.intersection(tokens):  # "another pump to the hazelnut one": of the hazelnut
        return list(edits)
    return [e.model_copy(update={"add_addons": {n: c for n, c in e.add_addons.items() if n not in named}})
            for e in edits]


# said after the line's name, the add-on is added beside its own: "the caramel one should have vanilla too"
_ADDED_TOO = MORE_WORDS | {"extra", "and", "well", "plus", "with", "both"}


def named_add_on_swapped(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or "make the vanilla one hazelnut (instead)" of a vanilla latte and a caramel latte read as
    the vanilla latte's syrup swapped: the model put both syrups on the caramel latte. Where the line is
    named by one add-on, the turn says one other add-on of its kind (a syrup for a syrup), and the model
    changed one line with only those two, the named line takes the other in its place, as many portions
    ("... should have vanilla too", "... with whipped cream": added beside it, the model's and
    `named_by_values`'s to read)."""
    values, lacking = _naming_values(tokens)
    ref = line_named_by_values(tokens, cart, menu) if len(values) == 1 and not lacking else None
    if ref is None or menu is None or not values[0].startswith("addon:") or len(edits) != 1:
        return list(edits)
    old = unsymbol(values[0])[1]
    news = list(dict.fromkeys(unsymbol(t)[1] for t in tokens if t.startswith("addon:") and t != values[0]))
    edit = edits[0]
    after = tokens[tokens.index(values[0]) + 1 :]
    if (len(news) != 1 or _ADDED_TOO.intersection(after) or not isinstance(edit, ChangeLine)
            or not set(edit.add_addons) <= {old, news[0]}
            or edit.values_changed("notes") - {"add_addons", "drop"}
            or menu.option("addon", old).category != menu.option("addon", news[0]).category):
        return list(edits)
    return [ChangeLine(ref=ref, add_addons={news[0]: cart.lines[ref - 1].addons.get(old, 1)}, drop=[old])]


def line_removed_by_values(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any = None
                           ) -> list[Edit]:
    """``edits``, or the removal of the line "remove the vanilla one" names (of a vanilla latte and a caramel
    latte), where the model only took the naming values off that line ("Changed the latte: without vanilla
    syrup"), or wrote them again ("get rid of the caramel one": "+ caramel", which names the line), or
    removed another line; "remove the vanilla" (no "one") takes the syrup off, as the model reads it."""
    if not edits or not (_REMOVING & set(tokens) or "mind" in tokens and "never" in tokens):
        return list(edits)  # "nevermind the butter one", "never mind the oat one", "ditch the …"
    values, lacking = _naming_values(tokens)
    ref = line_named_by_values(tokens, cart, menu)
    if not values or ref is None:
        return list(edits)
    if len(edits) == 1 and isinstance(edits[0], RemoveLine) and edits[0].ref != ref:
        return _removal_moved(edits[0], ref, tokens, cart)
    if lacking:
        return list(edits)
    named = {unsymbol(v)[1] for v in values}
    for edit in edits:
        # "get rid of the caramel one": the model added the caramel again, which `named_by_values` took off
        if not isinstance(edit, ChangeLine) or edit.ref != ref or not set(edit.drop) & named and edit != (
                ChangeLine(ref=ref)):
            return list(edits)
        if edit.model_copy(update={"drop": [d for d in edit.drop if d not in named]}) != ChangeLine(ref=ref):
            return list(edits)
    return [RemoveLine(ref=ref)]


_REMOVING = REMOVE_WORDS | {"rid", "nevermind", "ditch", "lose", "nix"}


def _removal_moved(removal: RemoveLine, ref: int, tokens: Sequence[str], cart: Any) -> list[Edit]:
    """The removal of the line the values name, where the model took another ("remove the one with room" of
    two lattes took the one without); kept where the turn names an item the named line is not."""
    items = {unsymbol(t)[1] for t in tokens if t.startswith("item:")}
    if items and items != {cart.lines[ref - 1].item}:
        return [removal]
    return [RemoveLine(ref=ref)]


def line_named_by_values(tokens: Sequence[str], cart: Any, menu: Any = None) -> int | None:
    """The ref of the one line "the <values> one" or "the one with <values>" names, else None."""
    refs, _ = lines_named_by_values(tokens, cart, menu)
    return refs[0] if len(refs) == 1 else None


def lines_named_by_values(tokens: Sequence[str], cart: Any, menu: Any) -> tuple[list[int], list[str]]:
    """The refs of the lines that hold (or lack) the values the words name a line by, and those values: the
    most of them that some line holds ("the one with almond milk large": the almond milk one)."""
    said, lacking = _naming_values(tokens)
    # the most values some line holds; of values a line lacks, the fewest ("the one without whip iced")
    for n in range(1, len(said) + 1) if lacking else range(len(said), 0, -1):
        naming = said[:n]
        refs = [r for r, line in enumerate(cart.lines, start=1)
                if [_holds(line, *unsymbol(v), menu) for v in naming] == [not lacking] * n]
        if lacking and len(refs) > 1:  # "the one without whip" of two mochas: the one it was taken off
            refs = [r for r in refs if all(cart.lines[r - 1].holds("removal", unsymbol(v)[1]) for v in naming)
                    ] or refs
        if refs:
            return refs, naming
    return [], []


def _holds(line: Any, group: str, name: str, menu: Any) -> bool:
    """Whether the line holds the value, its item's usual size counted where it has none of its own."""
    if line.holds(group, name):
        return True
    item = menu.items.get(line.item) if menu is not None and group == "size" and line.size is None else None
    return item is not None and item.default_size == name


def _naming_values(tokens: Sequence[str]) -> tuple[list[str], bool]:
    """The value tokens of "the one with <values>", "the <values> one" or "the <values> should …" ([] where
    the turn has none of them), and whether they name the line that lacks them ("the one without <values>",
    "the one with no <values>")."""
    for k in range(len(tokens) - 1):
        if tokens[k] != "the":
            continue
        lacking = False
        third = tokens[k + 2] if k + 2 < len(tokens) else ""
        if tokens[k + 1] in _ONE and third == "with":
            lacking = k + 3 < len(tokens) and tokens[k + 3] == "no"
            values = _values_from(tokens, k + 3 + lacking)
        elif tokens[k + 1] in _ONE and third == "without":
            values, lacking = _values_from(tokens, k + 3), True
        elif tokens[k + 1] in _ONE and third == _WITH_ROOM:  # "with" is a word of "with room"
            values = _values_from(tokens, k + 2)
        else:
            values = _values_from(tokens, k + 1)
            after = k + 1 + len(values)
            ends = after >= len(tokens) or tokens[after] in _TURN_END  # "leave room in the large"
            with_more = not ends and tokens[after] == "with" and ":" in "".join(tokens[after + 1 : after + 2])
            naming = ends or tokens[after] in _ONE | _SAYING_OF_IT or with_more
            if not values or not naming or ends and not (k and tokens[k - 1] in _IN_THE):
                continue  # "the medium with cream": the medium one, given cream
        if values:
            return values, lacking
    return [], False


def _values_from(tokens: Sequence[str], start: int) -> list[str]:
    """The value tokens said from ``start`` on ("milk:oat_milk", "and", "addon:vanilla_syrup", …)."""
    values = []
    for tok in tokens[start:]:
        if ":" in tok and unsymbol(tok)[0] in _VALUE_GROUPS:
            values.append(tok)
        elif tok != "and" or not values:
            break
    return values



_PLAIN = PLAIN_UNITS | {"ordinary", "original"}


def plain_one_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the one line changed or removed moved to the line "the regular one" names (see the
    module): of the items the cart has on two lines or more, the one line with no milk, caffeine, add-on,
    removal, preparation or note chosen."""
    said = any(tokens[k] == "the" and tokens[k + 1] in _PLAIN and tokens[k + 2] in _ONE
               for k in range(len(tokens) - 2))
    if not said or len(edits) != 1 or not isinstance(edits[0], ChangeLine | RemoveLine):
        return list(edits)
    items = [line.item for line in cart.lines]
    plain = [r for r, line in enumerate(cart.lines, start=1) if items.count(line.item) >= 2 and not (
        line.milk or line.caffeine or line.addons or line.removals or line.preps or line.notes)]
    if len(plain) != 1 or edits[0].ref == plain[0]:
        return list(edits)
    return [edits[0].model_copy(update={"ref": plain[0]})]


def _values_of_every(tokens: Sequence[str]) -> list[str]:
    """The value tokens of "both <values> ones" / "all the <values> ones" ([] where none is said)."""
    for k, tok in enumerate(tokens):
        start = k + 1 + (tokens[k + 1 : k + 2] == ["the"])
        values = _values_from(tokens, start) if tok in BOTH_OR_ALL else []
        if values and tokens[start + len(values) : start + len(values) + 1] in (["ones"], ["n1"]):
            return values
    return []


def lines_named_by_values_together(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any
                                   ) -> list[Edit]:
    """``edits``, or the change said of "both / all the <values> ones" made to the lines holding those
    values alone: "two small lattes and a large latte", then "make both small ones iced" (the model made
    every latte iced and the large one small) or "both small ones to go" (the small ones noted to go, where
    the model set the whole order to go or made the large one small)."""
    naming = _values_of_every(tokens)
    said = all(isinstance(e, ChangeLine | SetOrder) for e in edits)
    if not naming or menu is None or not edits or not said:
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1)
            if all(_holds(line, *unsymbol(v), menu) for v in naming)]
    if not refs or len(refs) == len(cart.lines):
        return list(edits)
    named = {unsymbol(v) for v in naming}
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    change = next((e for e in changes if e.ref in refs), changes[0] if changes else None)
    update: dict[str, Any] = {}
    if change is not None:
        update = {g: None for g, name in named if g in SINGLE_GROUPS and str(getattr(change, g)) == name}
        change = change.model_copy(update=update)
    if change is not None and change.model_copy(update={"ref": 1}) != ChangeLine(ref=1):
        return [change.model_copy(update={"ref": r}) for r in refs]
    if any(isinstance(e, SetOrder) and e.to_go for e in edits) or "to_go:true" in tokens:
        return [ChangeLine(ref=r, notes=note_after(cart.lines[r - 1].notes, "to go")) for r in refs]
    return list(edits)


# the words of "the small one with oat", "the soy one should be small" besides the values
_PART_FILLERS = frozenset({"one", "n1", "with", "should", "be", "is", "gets", "needs", "please", "make",
                           "and"})


def values_per_valued_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any = None
                           ) -> list[Edit]:
    """``edits``, or, where the turn names several lines each by its values and says values of each ("the
    small one with oat, the medium with soy" of three lattes by size), each line given its own (the model
    made the small one medium and soy)."""
    if not cart.lines or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    parts, start = [], 0
    for k, tok in enumerate(tokens):
        if tok in (",", "and") and tokens[k + 1 : k + 2] == ["the"] and k > start:
            parts.append(tokens[start:k])
            start = k + 1
    parts.append(tokens[start:])
    if len(parts) < 2 or any(part[:1] != ["the"] for part in parts):
        return list(edits)
    out: list[Edit] = []
    for part in parts:
        refs, naming = lines_named_by_values(part, cart, menu)
        if len(refs) != 1 or not naming:
            return list(edits)
        rest = part[1 + len(naming):]
        given = [t for t in rest if ":" in t and unsymbol(t)[0] in _VALUE_GROUPS]
        if not given or any(t not in _PART_FILLERS and t not in given for t in rest):
            return list(edits)
        fields, addons = value_fields(given)
        preps = [unsymbol(t)[1] for t in given if t.startswith("prep:")]
        out.append(ChangeLine(ref=refs[0], add_addons=addons, preps=preps, **fields))
    return out if len({e.ref for e in out}) == len(out) else list(edits)
