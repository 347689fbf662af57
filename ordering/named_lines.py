"""Lines of the cart named in a turn that also orders: "add a croissant and make the latte large", "make
one of them a mocha".

The model reads every item of such a turn as one more line: the latte came back as a second, large
latte, and "one of them a mocha" added a mocha beside the two lattes it was said of. The words tell
a line of the cart ("the latte", with "make" or "change" before it; "one of them") from an item ordered
("a latte", "another latte"). A change said of a named line that the model left unwritten ("remove the
muffin and make the latte iced") is written. "The muffin" said of the cart's blueberry muffin names that
line: the menu reads a bare "muffin" as its house muffin, which the cart lacks (`named_by_kind`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, only_a_note, only_a_recount
from ordering.replacements import carried_over
from ordering.turn_words import ORDINALS, REMOVE_WORDS, WARMED, WARMING, kind_of, value_fields

_MAKING = frozenset({"make", "change", "have", "turn", "get"})  # "make the latte large"
_VALUES = frozenset({*SINGLE_GROUPS, "addon", "prep"})


def made_not_added(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a line added for "make the <item> <values>", where the item is one line of the
    cart, turned into the change of that line; only when the model added one line of that item."""
    out = list(edits)
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or at < 2 or tokens[at - 1] != "the" or tokens[at - 2] not in _MAKING:
            continue
        item = unsymbol(tok)[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        end = at + 1
        while end < len(tokens) and tokens[end].partition(":")[0] in _VALUES and ":" in tokens[end]:
            end += 1
        fields, addons = value_fields(tokens[at + 1 : end])
        if len(refs) != 1 or len(mine) != 1 or not (fields or addons) or out[mine[0]].qty != 1:
            continue
        out[mine[0]] = ChangeLine(ref=refs[0], add_addons=addons, **fields)
    return out


def one_made_another(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any = None) -> list[Edit]:
    """``edits`` with the unit taken off the line "one" is said of, when the turn makes one unit of a line of
    several another item ("two lattes" then "make one of them a mocha", "change one to a cortado",
    "turn one latte into a mocha": one latte and the other item, where the model added it beside both
    lattes or in place of them). The line is the one of the item named after "one", else the cart's last
    of two units or more. "Make the second one a mocha" of the cart's one line of several is said of one
    of its units too (the model wrote a note). The new line keeps the choices of the line it was made
    from that it does not say and its item allows ("two iced oat lattes": an iced oat mocha)."""
    made = _one_made(tokens)
    if made is None and _one_of_them_to_be(tokens) is not None:  # "one of them should be a mocha instead"
        made = ""
    adds = [e for e in edits if isinstance(e, AddLine)]
    counted = [r for r, line in enumerate(cart.lines, start=1) if line.qty >= 2]
    another = _another_made(tokens)
    if another is not None and len(counted) == 1 and cart.lines[counted[0] - 1].item != another.item and all(
            isinstance(e, AddLine) and e.item == another.item or only_a_note(e) for e in edits):
        # "make one of them a doppio", then "and another one a macchiato": a second unit made, none added
        line = cart.lines[counted[0] - 1]
        add = carried_over(line, another, menu) if menu is not None else another
        return [ChangeLine(ref=counted[0], qty=line.qty - 1), add]
    if made is None and len(cart.lines) == 1 and counted and (
            all(map(only_a_note, edits)) or len(adds) == 1 and all(
                e is adds[0] or isinstance(e, RemoveLine) and e.ref == 1 for e in edits)):
        add = _made_by_place(tokens)
        made, adds, edits = ("", [add], [add]) if add is not None else (None, adds, edits)
    if made is None or not counted or any(t in NUMBERS and t != "n1" for t in tokens):
        return list(edits)
    named = [r for r in counted if cart.lines[r - 1].item == made]
    ref = named[0] if len(named) == 1 else counted[-1]
    item = cart.lines[ref - 1].item
    if len(adds) == 1 and (adds[0].item != item or _says_more(adds[0], cart.lines[ref - 1])) and all(
            e is adds[0] or isinstance(e, RemoveLine) and e.ref == ref for e in edits):
        add = adds[0]
    elif (said := _made_said(tokens)) is not None and said.item != item and all(
            isinstance(e, AddLine) and e.item in (said.item, item) or only_a_recount(e) and e.ref == ref
            or only_a_note(e) for e in edits) and sum(e.item == said.item for e in adds) <= 1:
        # "make one latte a mocha" (the model added a latte and a mocha), "make one of the lattes a mocha"
        # (it recounted the lattes and lost the mocha): the item the words make
        add = next((e for e in adds if e.item == said.item), said)
    else:
        return list(edits)
    add = carried_over(cart.lines[ref - 1], add, menu) if menu is not None else add
    return [ChangeLine(ref=ref, qty=cart.lines[ref - 1].qty - 1), add]


def _made_said(tokens: Sequence[str]) -> AddLine | None:
    """The line the words make of one unit, "make one latte a mocha", "make one of the lattes an iced
    mocha", "change one of them to a cappuccino", "one of them should be a mocha" (its values and item, said
    last), else None."""
    if (to_be := _one_of_them_to_be(tokens)) is not None:
        return to_be
    for i, tok in enumerate(tokens[1:], start=1):
        if tok != "n1" or tokens[i - 1] not in _MAKING | _TURNING:
            continue
        rest = list(tokens[i + 1 :])
        if rest[:1] == ["of"] and rest[1:2] in (["them"], ["those"], ["these"], ["the"]):
            rest = rest[2:]
        if rest[:1] and rest[0].startswith("item:"):
            rest = rest[1:]
        made = _line_made(rest)
        if made is not None:
            return made
    return None


def _line_made(tokens: Sequence[str]) -> AddLine | None:
    """The line the words after a making one say, "(to|into) (a|an) <values> <item>" and nothing but a
    closing word after ("to an iced mocha please"), else None."""
    rest = [t for t in tokens if t not in ("to", "into", "a", "an")]
    if not _item_after_values(rest):
        return None
    item = next(t for t in rest if t.startswith("item:"))
    fields, addons = value_fields(rest[: rest.index(item)])
    return AddLine(item=unsymbol(item)[1], addons=addons, **fields)


def _another_made(tokens: Sequence[str]) -> AddLine | None:
    """The line "another one a macchiato" (or "and make another one an iced mocha", "another one as a
    mocha") makes of one more unit of a line of several, else None."""
    for i, tok in enumerate(tokens[1:], start=1):
        if tok == "n1" and tokens[i - 1] == "another" and set(tokens[: i - 1]) <= _BEFORE_ANOTHER:
            rest = tokens[i + 1 :]
            return _line_made(rest[1:] if rest[:1] == ["as"] else rest) if rest[:1] in (
                ["a"], ["an"], ["as"], ["into"]) else None
    return None


_BEFORE_ANOTHER = frozenset({"and", "make", "turn", "then", "also", "ok", "okay", "oh", "please", ","})


_OPENING = frozenset({"actually", "and", "but", "so", "oh", "ok", "okay", "wait", "sorry", ","})
_TO_BE = (("should", "be"), ("can", "be"), ("will", "be"), ("could", "be"), ("needs", "to", "be"))


def _one_of_them_to_be(tokens: Sequence[str]) -> AddLine | None:
    """The line the turn says one of the units is to be: "one of them should be a mocha (instead)",
    "actually one of those can be an iced mocha", "can one be a steamer instead"; else None."""
    words = list(tokens)
    while words and words[0] in _OPENING:
        words = words[1:]
    if words[:2] in (["can", "n1"], ["could", "n1"]) and words[2:3] == ["be"]:
        rest = words[3:]  # "can one be a steamer instead"
        return _line_made(rest) if rest[:1] in (["a"], ["an"]) else None
    if words[:3] not in (["n1", "of", "them"], ["n1", "of", "those"], ["n1", "of", "these"]):
        return None
    rest = words[3:]
    be = next((len(p) for p in _TO_BE if tuple(rest[: len(p)]) == p), 0)
    return _line_made(rest[be:]) if be and rest[be : be + 1] in (["a"], ["an"]) else None


def _made_by_place(tokens: Sequence[str]) -> AddLine | None:
    """The line "make the second one a mocha" makes ("change the other one to an iced mocha"), else None."""
    for i, tok in enumerate(tokens[3:], start=3):
        if (tok != "n1" or tokens[i - 1] not in ORDINALS | {"other"} or tokens[i - 2] != "the"
                or tokens[i - 3] not in _MAKING | _TURNING):
            continue
        return _line_made(tokens[i + 1 :])
    return None


_TURNING = frozenset({"make", "change", "turn", "swap", "switch"})  # "change one to a mocha"


def _item_after_values(tokens: Sequence[str]) -> bool:
    """Whether ``tokens`` are an item, after values of it only, and nothing but a closing word after
    ("iced item:mocha please")."""
    k = 0
    while k < len(tokens) and ":" in tokens[k] and not tokens[k].startswith("item:"):
        k += 1
    return k < len(tokens) and tokens[k].startswith("item:") and all(
        t in ("please", "thanks", ".", "!", "instead") for t in tokens[k + 1 :])


def _one_made(tokens: Sequence[str]) -> str | None:
    """The item named as the one made another ("" where none is), when the words make "one" (of them)
    another item: "make one of them a mocha", "change one to a mocha", "turn one latte into a mocha";
    else None ("get one latte" orders one)."""
    for i, tok in enumerate(tokens[1:], start=1):
        if tok != "n1" or tokens[i - 1] not in _MAKING | _TURNING:
            continue
        rest = list(tokens[i + 1 :])
        if tokens[i - 1] in ("make", "turn") and rest[:1] in (["a"], ["an"]) and _item_after_values(rest[1:]):
            return ""  # "make one a macchiato", "make one an iced mocha": of the line of several
        of = rest[:1] == ["of"] and rest[1:2] in (["them"], ["those"], ["these"], ["the"])
        rest = rest[2:] if of else rest
        named = unsymbol(rest.pop(0))[1] if rest[:1] and rest[0].startswith("item:") else ""
        if named and tokens[i - 1] in ("make", "turn") and rest[:1] in (["a"], ["an"]) and _item_after_values(
                rest[1:]):
            return named  # "make one latte a mocha"
        to = rest[:1] in (["to"], ["into"], ["for"])
        rest = [t for t in rest[1:] if t not in ("a", "an") and kind_of(t) not in _VALUES] if to else []
        if of or (rest[:1] and rest[0].startswith("item:") and tokens[i - 1] in _TURNING):
            return named
    return None


def made_but_unwritten(edits: Sequence[Edit], tokens: Sequence[str], cart: Any,
                       menu: Any = None) -> list[Edit]:
    """``edits`` with the change "make the <item> <values>" says of the cart's one line of that item,
    where the model wrote nothing of that line ("remove the muffin and make the latte iced": it removed
    the muffin and lost the iced latte); so too the preparation a verb before "the <item>" asks ("warm up
    the croissant and make the latte iced", "can you toast the bagel and …"), as the ``menu`` allows it."""
    out = list(edits)
    making = False
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or at < 2 or tokens[at - 1] not in ("the", "my"):
            continue
        item = unsymbol(tok)[1]
        prepared = _prepared_by_verb(tokens, at - 2, item, menu)
        if tokens[at - 2] in _MAKING:
            making = True  # "make the muffin warmed and the latte large": the second is made too
        elif not (making and tokens[at - 2] == "and") and prepared is None:
            continue
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        end = at + 1 + (at + 1 < len(tokens) and tokens[at + 1] in ("a", "an"))  # "make my latte a large"
        start = end
        while end < len(tokens) and tokens[end].partition(":")[0] in _VALUES and ":" in tokens[end]:
            end += 1
        values = [prepared] if prepared is not None else tokens[start:end]
        if len(refs) != 1 or not values or _touches(out, refs[0], item):
            continue
        fields, addons = value_fields(values)
        preps = [unsymbol(v)[1] for v in values if v.startswith("prep:")]
        out.append(ChangeLine(ref=refs[0], add_addons=addons, preps=preps, **fields))
    return out


_HEATING = frozenset({*WARMING, "heat", "microwave", "reheat"})
_BEFORE_VERB = frozenset({"and", ",", "please", "also", "then", "you"})  # "can you heat up the croissant"


def _prepared_by_verb(tokens: Sequence[str], at: int, item: str, menu: Any) -> str | None:
    """The preparation the verb ending at ``at`` asks of ``item`` ("warm up the croissant": warmed, "toast
    the bagel": toasted), where the verb begins the turn or follows "and" and the ``menu`` allows it; else
    None."""
    if menu is None or item not in menu.items:
        return None
    verb = at - 1 if tokens[at] == "up" and at else at
    before = tokens[verb - 1] if verb else "and"
    prep = WARMED if tokens[verb] in _HEATING else tokens[verb] if tokens[verb].startswith("prep:") else None
    if prep is None or before not in _BEFORE_VERB or not menu.allows(
            item, "prep", unsymbol(prep)[1]):
        return None
    return prep


_SHARED_LEADS = frozenset({"make", "can", "could", "you", "please", "change", "switch", "have", "get", "i'd",
                           "like", "want", "let's", "lets", "ok", "okay", "actually", "oh", "also", "and",
                           "so"})
_SHARED_BETWEEN = frozenset({"both", "with", "be", "should", "to", "all", "made", "done", "as", "well"})
_SHARED_ENDS = frozenset({"please", "thanks", ",", ".", "!", "?", "too"})


def lines_given_alike(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the values said after two or more of the cart's lines named together given to each of
    them: "the mocha and the cappuccino with oat milk", "can the mocha and the cappuccino be large" (the
    model changed the last one named, or every line for "both"). Each item names one line; the turn says
    nothing else, and the model wrote only changes."""
    if menu is None or not edits or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    k = 0
    while k < len(tokens) and tokens[k] in _SHARED_LEADS:
        k += 1
    listed = _lines_listed(tokens, k, cart)
    if listed is None:
        return list(edits)
    refs, k = listed
    rest = [t for t in tokens[k:] if t not in _SHARED_BETWEEN and t not in _SHARED_ENDS]
    if len(refs) < 2 or not rest or any(kind_of(t) not in _VALUES for t in rest):
        return list(edits)
    if not all(menu.allows(cart.lines[r - 1].item, *unsymbol(v)) for r in refs for v in rest):
        return list(edits)
    fields, addons = value_fields(rest)
    preps = [unsymbol(v)[1] for v in rest if v.startswith("prep:")]
    alike = [ChangeLine(ref=r, add_addons=addons, preps=preps, **fields) for r in refs]
    return list(edits) if alike == list(edits) else alike


def _lines_listed(tokens: Sequence[str], k: int, cart: Any) -> tuple[list[int], int] | None:
    """The cart lines named one after another from ``tokens[k]`` ("the mocha and the cappuccino", each
    item naming one line) and where the list ends; None where an item names no one line, or one twice."""
    refs: list[int] = []
    while k < len(tokens):
        k += tokens[k] in ("the", "my")
        if k >= len(tokens) or not tokens[k].startswith("item:"):
            break
        named = lines_named(unsymbol(tokens[k])[1], cart)
        if len(named) != 1 or named[0] in refs:
            return None
        refs.append(named[0])
        k += 1
        if k < len(tokens) and tokens[k] in (",", "and"):
            k += 1 + (tokens[k] == "," and tokens[k + 1 : k + 2] == ["and"])
        else:
            break
    return refs, k


# the words of a preparation said as a verb before the lines: "heat up", "toast", "warm" (read as temp:warm)
_PREPARING = frozenset({"heat", "warm", "up", "toast", "temp:warm", "temp:hot"})


def lines_prepared_alike(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the preparation said as a verb before two or more of the cart's lines named together
    made to each of them: "heat up the croissant and the muffins", "toast the bagel and the muffin" (the
    model prepared one of them). Only where the model's changes are that preparation alone, the turn says
    nothing after the lines, and the menu allows it on each."""
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    if menu is None or not changes or len(changes) != len(edits):
        return list(edits)
    preps = list(dict.fromkeys(p for e in changes for p in e.preps))
    if not preps or any(e.model_dump(exclude={"op", "ref", "preps"}, exclude_defaults=True) for e in changes):
        return list(edits)
    k = 0
    while k < len(tokens) and tokens[k] in _SHARED_LEADS:
        k += 1
    start = k
    while k < len(tokens) and (tokens[k] in _PREPARING or tokens[k].startswith("prep:")):
        k += 1
    listed = _lines_listed(tokens, k, cart) if k > start else None
    if listed is None or len(listed[0]) < 2 or any(t not in _SHARED_ENDS for t in tokens[listed[1]:]):
        return list(edits)
    refs = listed[0]
    if not all(menu.allows(cart.lines[r - 1].item, "prep", p) for r in refs for p in preps):
        return list(edits)
    return [ChangeLine(ref=r, preps=preps) for r in refs]


def _touches(edits: Sequence[Edit], ref: int, item: str) -> bool:
    """Whether the edits change, remove or add a line of ``item`` (at cart position ``ref``)."""
    return any(getattr(e, "ref", None) == ref or (isinstance(e, AddLine) and e.item == item) for e in edits)


def removed_as_named(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a line removed that the words do not name moved to the one they name ("cancel the
    muffin, and make my latte a large": the model removed the latte)."""
    named = [unsymbol(tokens[i + 2])[1] for i in range(len(tokens) - 2)
             if removing(tokens, i) and tokens[i + 1] in ("the", "my")
             and tokens[i + 2].startswith("item:")
             and ":" not in (tokens[i + 3] if i + 3 < len(tokens) else "")]  # not "the latte iced"
    removes = [k for k, e in enumerate(edits) if isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)]
    listed = _removals_listed(tokens, cart)  # "remove the mocha and the cappuccino": both
    if listed is not None and removes and all(isinstance(e, RemoveLine) for e in edits):
        return [RemoveLine(ref=r) for r in listed]
    if len(named) != 1 or len(removes) != 1:
        return list(edits)
    k = removes[0]
    removed = cart.lines[edits[k].ref - 1].item
    if removed == named[0] or named[0] in removed.split() or removed.endswith(" " + named[0]):
        return list(edits)  # the chai latte is a latte too
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == named[0]]
    if len(refs) != 1:
        return list(edits)
    out = list(edits)
    out[k] = RemoveLine(ref=refs[0])
    return out


def _removals_listed(tokens: Sequence[str], cart: Any) -> list[int] | None:
    """The positions of the lines a removal names in a list ("remove the mocha and the cappuccino"), each
    item naming one line of the cart; None where the words list fewer than two or one names no one line."""
    for i in range(len(tokens) - 2):
        if not removing(tokens, i):
            continue
        items, k = [], i + 1
        while k + 1 < len(tokens) and tokens[k] in ("the", "my") and tokens[k + 1].startswith("item:"):
            items.append(unsymbol(tokens[k + 1])[1])
            k += 2
            if tokens[k : k + 2] == [",", "and"]:
                k += 2
            elif tokens[k : k + 1] in (["and"], [","]):
                k += 1
            else:
                break
        if k < len(tokens) and tokens[k] not in (".", "!", "please", "too", "as"):
            return None  # more said after the list: "remove the latte and the mocha's whip"
        if len(items) < 2:
            return None
        refs = []
        for item in items:
            mine = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
            if len(mine) != 1:
                return None
            refs.append(mine[0])
        return refs if len(set(refs)) == len(refs) else None
    return None


def removing(tokens: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` asks a line off: "remove", "cancel", or "off" of "take off"."""
    return tokens[at] in REMOVE_WORDS or (
        tokens[at] == "off" and at > 0 and tokens[at - 1] in ("take", "knock"))


def lines_named(item: str, cart: Any) -> list[int]:
    """The positions of the cart's lines of ``item``, or, where it has none, of its one line of the kind
    ``item`` names ("the croissant" of a chocolate croissant: `lines_of_kind`)."""
    return [r for r, line in enumerate(cart.lines, start=1) if line.item == item] or lines_of_kind(item, cart)


def lines_of_kind(item: str, cart: Any) -> list[int]:
    """The cart's one line of the kind ``item`` names by its last word ("muffin": the blueberry muffin), as
    a list of its position; empty where the cart has a line of ``item`` itself, or none or two of its kind."""
    if any(line.item == item for line in cart.lines):
        return []
    kin = [r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] == item.split()[-1]]
    return kin if len({cart.lines[r - 1].item for r in kin}) == 1 and len(kin) == 1 else []


def warm_for(menu: Any, item: str, value: str) -> str:
    """The value token itself, or "prep:warmed" for a warming temperature ("temp:warm", "temp:hot") said of
    an item that is warmed and takes no temperature: the menu reads "warmed" and "heated" as a drink's
    temperature, of a muffin they are its preparation (`turn_words.WARMING`)."""
    if (value in WARMING and menu is not None and item in menu.items
            and not menu.allows(item, "temp", value.partition(":")[2])
            and menu.allows(item, "prep", "warmed")):
        return WARMED
    return value


def warmed_preps(menu: Any, line: Any, temp: str | None) -> list[str] | None:
    """The line's preparations with "warmed" added, where ``temp`` said of it ("warm", "hot") warms a food
    that takes no temperature (`warm_for`) and it is not warmed already; else None."""
    if temp is None or warm_for(menu, line.item, f"temp:{temp}") != WARMED or "warmed" in line.preps:
        return None
    return [*line.preps, "warmed"]


_NAMING = frozenset({"make", "change", "turn"})  # "make the muffin warmed" names a line; "get the ..." orders


def named_not_ordered(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` less the line of the house item added for "remove the latte" or "make the muffin warmed"
    said of the cart's one line of its kind (a chai latte, a blueberry muffin): the model read the words as
    an order; `named_by_kind`, after it, removes or changes the line named. Only where the turn orders no
    line of that item ("a latte") and the model added it once."""
    out = list(edits)
    removes = sum(isinstance(e, RemoveLine) for e in out)
    making = False
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:") or at < 2 or tokens[at - 1] not in ("the", "my"):
            continue
        cue = tokens[at - 2]
        making = cue in _NAMING or making and cue == "and"  # "make the latte iced and the muffin warmed"
        taking_off = removing(tokens, at - 2)
        valued = at + 1 < len(tokens) and ":" in tokens[at + 1] and not tokens[at + 1].startswith("item:")
        item = unsymbol(tok)[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if (not (taking_off and removes == 1 or making and valued) or len(mine) != 1 or out[mine[0]].qty != 1
                or not lines_of_kind(item, cart) or ordered(tokens, tok)):
            continue
        del out[mine[0]]
    return out


def ordered(tokens: Sequence[str], item: str) -> bool:
    """Whether the words order the item token ``item`` ("a latte", "two lattes", "another latte", "a medium
    latte"), not only name it."""
    for i, tok in enumerate(tokens):
        before = i - 1
        while before >= 0 and ":" in tokens[before] and not tokens[before].startswith("item:"):
            before -= 1  # the values said between: "a medium oat latte"
        if tok == item and before >= 0 and tokens[before] in ("a", "an", "another", "some", *NUMBERS):
            return True
    return False


def warmed_not_warm(edits: Sequence[Edit], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with "warm" or "heated" given to a cart line of food as its preparation (`warm_for`): the
    readings of named lines copy the menu's reading of "warmed" and "heated", a drink's temperature, which a
    muffin cannot take."""
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, ChangeLine) or edit.temp is None or not 1 <= edit.ref <= len(cart.lines):
            continue
        if warm_for(menu, cart.lines[edit.ref - 1].item, symbol("temp", edit.temp)) == WARMED:
            preps = [*edit.preps, *(["warmed"] if "warmed" not in edit.preps else [])]
            out[k] = edit.model_copy(update={"temp": None, "preps": preps})
    return out


def named_by_kind(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the readings of named lines (`removed_as_named`, `made_but_unwritten`) done again where
    "the <item>" names an item the cart has no line of, read as the cart's one line of its kind ("remove the
    muffin and make the latte iced" of a blueberry muffin: the model, given the house muffin, removed the
    latte). The grounding lets such a word point at such a line, but only where no line is named in full."""
    kinds = {line.item.split()[-1]: [] for line in cart.lines}
    for line in cart.lines:
        kinds[line.item.split()[-1]].append(line.item)
    items = {line.item for line in cart.lines}
    added = {e.item for e in edits if isinstance(e, AddLine)}
    resolved = list(tokens)
    for at, tok in enumerate(tokens):
        item = unsymbol(tok)[1]
        if not tok.startswith("item:") or at == 0 or tokens[at - 1] not in ("the", "my") or item in items:
            continue
        kin = set(kinds.get(item.split()[-1], ()))
        if len(kin) == 1 and item not in added:  # a line of the house item added: the model read an order
            resolved[at] = symbol("item", kin.pop())
    if resolved == list(tokens):
        return list(edits)
    return made_but_unwritten(removed_as_named(edits, resolved, cart), resolved, cart)


_NO = frozenset({"no", "remove", "cancel", "skip", "drop", "scratch", "forget", "without"})


def kind_removed(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a removal moved to the cart's one line of the kind the turn takes off by its plain word
    ("actually no tea" of an earl grey tea and a blueberry muffin: the model removed the muffin), where the
    turn names no item and the line the model removed is of another kind. So too the one line whose item's
    words hold those said after "no" ("actually no apple bran" of the three muffins: the model removed the
    blueberry), and, said alone, the one line they name less its kind ("no lemon poppyseed please": the
    model wrote a note, and the customer heard "didn't catch")."""
    if all(map(only_a_note, edits)) and len(edits) < 2 and not any(":" in t for t in tokens):
        whole = _named_in_part(tokens, cart, whole=True)  # "no lemon poppyseed please": the model's note
        return [RemoveLine(ref=whole.pop())] if whole else list(edits)
    if len(edits) != 1 or not isinstance(edits[0], RemoveLine) or any(t.startswith("item:") for t in tokens):
        return list(edits)
    said = [tokens[k + 1] for k in range(len(tokens) - 1) if tokens[k] in _NO or tokens[k] == "the" and k
            and tokens[k - 1] in _NO]
    refs = {r for w in said if w.rstrip("s") for r in lines_of_kind(w.rstrip("s"), cart)} or _named_in_part(
        tokens, cart)
    removed = edits[0].ref
    if len(refs) != 1 or removed in refs or not 1 <= removed <= len(cart.lines):
        return list(edits)
    return [RemoveLine(ref=refs.pop())]


def _named_in_part(tokens: Sequence[str], cart: Any, whole: bool = False) -> set[int]:
    """The one line whose item's words hold all the plain words said after "no" ("no apple bran" of an
    apple bran muffin), as a set of its position; empty where they name none or more than one. ``whole``:
    the turn is only "no" and those words, and they are the item's name less its kind ("lemon poppyseed")."""
    at = next((k for k, t in enumerate(tokens) if t in _NO), None)
    if at is None:
        return set()
    after = [t for t in tokens[at + 1:] if t not in ("the", "my", "please", "thanks", "then")]
    words = list(itertools.takewhile(str.isalpha, after))
    if whole and (words != after or any(t not in _LEADING for t in tokens[:at])):
        return set()
    refs = {r for r, line in enumerate(cart.lines, start=1) if words and (
        words in (line.item.split()[:-1], line.item.split()) if whole
        else set(words) <= set(line.item.split()))}
    return refs if len(refs) == 1 else set()


_LEADING = frozenset({"actually", "oh", "um", "uh", "sorry", "wait", "and", ","})


def _says_more(add: AddLine, line: Any) -> bool:
    """Whether ``add`` of the line's own item says an add-on or a value the line lacks ("change one of
    them to a white mocha" of two mochas: the white chocolate sauce)."""
    return any(name not in line.addons for name in add.addons) or any(
        getattr(add, g) is not None and getattr(add, g) != getattr(line, g) for g in SINGLE_GROUPS)
