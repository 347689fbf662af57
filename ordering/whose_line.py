"""Lines named by whom they are for: "make mine iced", "make my son's one small", "change my sister's drink
to almond milk", "jen wants oat milk", "remove his".

The model sees the cart's menu values only, not who each line is for (`Line.who`, set by `for_whom`), so it
changes whichever line its words fit: "make mine iced" of a mocha for me and a latte for my son iced the
latte. Here a change or removal is moved onto the line of the person the turn names, where that person has
one such line (of the item named, if one is). "His" and "hers" name a person only where it is plain who.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.cart import Cart
from ordering.dsl import symbol, unsymbol
from ordering.edits import WHICH, AddLine, AskMenu, ChangeLine, Edit, RemoveLine, added_as_change
from ordering.for_whom import FEMALE, MALE, ME, PEOPLE, person_at
from ordering.per_line import values_per_line
from ordering.replacements import carried_over
from ordering.turn_words import said_parts, value_fields

_MY_THING = frozenset("drink drinks coffee one cup order".split())  # "my drink", "my one": mine
# "he doesn't want whipped cream" of a hot chocolate for my son: his
_HIS, _HERS = frozenset({"his", "him", "he"}), frozenset({"hers", "her", "she"})


def lines_of_people(edits: Sequence[Edit], words: Sequence[str], cart: Cart, menu: Any = None) -> list[Edit]:
    """``edits`` with the changes and removals of the turn made to the lines of the people it names (one
    person: every line edit, when they all change one line; several: one edit each, in the order said)."""
    out = list(edits)
    whos = {line.who for line in cart.lines if line.who}
    if not whos:
        return out
    people = _people_said(words, whos)
    if not people:
        return out
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    targets = [_line_of(cart, who, items) for who in people]
    theirs = cart.lines[targets[0] - 1] if len(people) == 1 and targets[0] is not None else None
    if theirs is not None and _their_item_added(out, words, theirs):
        return [added_as_change(out[0], targets[0])]  # "her hot chocolate not too hot please": hers
    at = [k for k, e in enumerate(out) if _line_edit(e)]
    if len(people) == 1 and at and targets[0] is not None:
        if len({_ref(out[k]) for k in at}) == 1:
            was = _ref(out[at[0]])
            for k in at:
                out[k] = _moved(out[k], targets[0])
            out = _swap_kept_for(out, was, targets[0], cart, menu)
    elif len(people) > 1 and len(at) == len(people) and None not in targets and len(set(targets)) == len(at):
        for k, ref in zip(at, targets, strict=True):
            out[k] = _moved(out[k], ref)
    return out


_CHANGING_MIND = frozenset({"actually", "wait", "sorry", "oh", "no", "hmm", "oops"})
_MORE = frozenset({"and", "also", "too", "another", "more", "as", "plus", "both"})


def person_changes_mind(edits: Sequence[Edit], words: Sequence[str], cart: Cart, menu: Any) -> list[Edit]:
    """``edits``, or the one line of the person the turn names replaced by the item it orders for them where
    the turn opens by taking something back ("actually sam wants a mocha" of sam's latte: the model added
    a mocha beside it), keeping that line's choices the new item allows (`carried_over`). Only where the
    model added one line and changed nothing, the person has one line, of the same kind (a drink for a
    drink), and the turn says nothing of more ("and", "also", "another", "too")."""
    whos = {line.who for line in cart.lines if line.who}
    if menu is None or not whos or not words or words[0] not in _CHANGING_MIND or _MORE.intersection(words):
        return list(edits)
    adds = [e for e in edits if isinstance(e, AddLine)]
    people = _people_said(words, whos)
    if len(adds) != 1 or len(edits) != 1 or len(people) != 1 or adds[0].item not in menu.items:
        return list(edits)
    ref = _line_of(cart, people[0], set())
    line = cart.lines[ref - 1] if ref is not None else None
    if line is None or line.item not in menu.items or menu.kind(line.item) != menu.kind(adds[0].item) or (
            line.item == adds[0].item):
        return list(edits)
    new = carried_over(line, adds[0].model_copy(update={"who": None}), menu)
    return [RemoveLine(ref=ref), new.model_copy(update={"who": line.who, "qty": adds[0].qty})]


def people_as_lines(edits: Sequence[Edit], words: Sequence[str], cart: Cart, menu: Any) -> list[Edit]:
    """``edits`` as `values_per_line` reads them with each person said in the possessive read as their one
    line: "make the cappuccino large and jen's small", "make mine large and my son's small"."""
    whos = {line.who for line in cart.lines if line.who}
    if not whos or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    others = sorted(w for w in whos if w != ME)
    resolved: list[str] = []
    at = 0
    while at < len(words):
        word = words[at].replace("’", "'")
        kin = at + 1 < len(words) and word == "my" and words[at + 1].endswith(("'s", "'"))
        said = words[at + 1] if kin else word
        who = _named_at(words, at, whos, others) if said == "mine" or said.endswith(("'s", "'")) else None
        ref = _line_of(cart, who, set()) if who in whos else None
        if ref is None:
            resolved.append(words[at])
            at += 1
            continue
        resolved += ["the", symbol("item", cart.lines[ref - 1].item)]
        at += 2 if kin else 1
    return list(edits) if resolved == list(words) else values_per_line(edits, resolved, cart, menu)


def _people_said(words: Sequence[str], whos: set[str]) -> list[str]:
    """The cart's people the words name, in the order said (each once)."""
    found: list[str] = []
    others = sorted(w for w in whos if w != ME)
    for at in range(len(words)):
        who = _named_at(words, at, whos, others)
        if (who in whos or who == ME and others) and who not in found:  # mine: no one else's, if not said
            found.append(who)
    return found


def _named_at(words: Sequence[str], at: int, whos: set[str], others: list[str]) -> str | None:
    word = words[at].replace("’", "'")
    before = words[at - 1] if at else ""
    if word == "mine" or (word in ("me", "myself") and before == "for"):
        return ME
    if word in ("my", "the") or word.removesuffix("'s").rstrip("'") in PEOPLE:  # "my son's", "the kids'"
        found = person_at(words, at)
        if found is not None and found[0] != ME:
            return found[0]
    if word == "my":
        after = words[at + 1] if at + 1 < len(words) else ""
        return ME if after in _MY_THING or after.startswith("item:") else None
    if word in _HIS or word in _HERS:
        kin = MALE if word in _HIS else FEMALE
        sexed = [w for w in others if w.split()[-1] in kin]
        if len(sexed) == 1:
            return sexed[0]
        # the one other: a name, or a person said of no sex ("my friend"), not one of the other sex
        other_sex = FEMALE if word in _HIS else MALE
        alone = len(others) == 1 and not sexed and others[0].split()[-1] not in other_sex
        return others[0] if alone else None
    name = word.removesuffix("'s")
    return name if name in whos and before not in ("my", "the") else None


def _line_of(cart: Cart, who: str, items: set[str]) -> int | None:
    """The position of the person's one line (of an item named, where the turn names items), else None."""
    theirs = [k for k, line in enumerate(cart.lines, start=1) if line.who == who]
    if who == ME and not theirs:  # "i'll have a latte and my colleague would like …": mine is no one's
        theirs = [k for k, line in enumerate(cart.lines, start=1) if not line.who]
    named = [k for k in theirs if cart.lines[k - 1].item in items]
    if items and named:
        theirs = named
    elif items and any(line.item in items for line in cart.lines):
        return None  # "my latte" of a mocha for me and a latte for my son: the words disagree
    return theirs[0] if len(theirs) == 1 else None


def _their_item_added(edits: Sequence[Edit], words: Sequence[str], line: Any) -> bool:
    """Whether the model added one line of the item of the person's line, named after a possessive ("her
    hot chocolate", "his latte"), with values to give it."""
    if len(edits) != 1 or not isinstance(edits[0], AddLine):
        return False
    if (edits[0].item, edits[0].qty) != (line.item, 1):
        return False
    token = symbol("item", line.item)
    at = words.index(token) if token in words else -1
    said = [w for w in words[max(0, at - 3):at] if ":" not in w]
    possessive = bool(said) and (said[-1] in _HIS | _HERS | {"my"} or said[-1].endswith(("'s", "'")))
    return possessive and words.count(token) == 1 and bool(
        edits[0].model_dump(exclude={"op", "item", "qty", "who"}, exclude_defaults=True))


def _swap_kept_for(edits: list[Edit], was: int | str, ref: int, cart: Cart, menu: Any) -> list[Edit]:
    """``edits`` with a line added in place of the one removed for the person named (``ref``) given to them
    and that line's choices, where it had the person and choices of the line the model removed (``was``,
    `replacements.choices_kept`): "actually john wants a mocha instead" of john's large latte and mary's
    small cappuccino is john's large mocha."""
    if not isinstance(was, int) or was == ref or not 1 <= was <= len(cart.lines) or not any(
            isinstance(e, RemoveLine) and e.ref == ref for e in edits):
        return edits
    mine, wrong = cart.lines[ref - 1], cart.lines[was - 1]
    out = []
    for e in edits:
        if isinstance(e, AddLine) and wrong.who and e.who == wrong.who:
            bare = AddLine(item=e.item, qty=e.qty)
            kept = carried_over(wrong, bare, menu) if menu is not None else None
            e = carried_over(mine, bare, menu) if kept is not None and e == kept.model_copy(
                update={"who": e.who}) else e
            e = e.model_copy(update={"who": mine.who})
        out.append(e)
    return out


def _line_edit(edit: Edit) -> bool:
    return isinstance(edit, ChangeLine | RemoveLine) or (
        isinstance(edit, AskMenu) and edit.then is not None and bool(edit.about)
        and edit.about[0].startswith(WHICH))


def _ref(edit: Edit) -> int | str:
    return "which" if isinstance(edit, AskMenu) else edit.ref


def _moved(edit: Edit, ref: int) -> Edit:
    """The edit made to the line at ``ref``; a "which one?" of the person's line is answered by it."""
    if isinstance(edit, AskMenu):
        return edit.then.model_copy(update={"ref": ref})
    return edit.model_copy(update={"ref": ref})


_TAKING_OFF = frozenset({"no", "without", "hold"})
_WHOSE_FILLERS = frozenset({"with", "n1", "one", "should", "be", "is", "gets", "please", "the", ".", "!"})


def values_of_whose_line(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the values said after "hers" / "his" / "mine" at the end of a turn that adds lines
    for people ("a hot chocolate for my son and one for my daughter, hers with no whipped cream") on that
    person's line alone: the model wrote them on the first, and its copy for the other carried them too."""
    at = next((k for k, w in enumerate(words) if w in ("hers", "his", "mine") and k and words[k - 1] == ","),
              None)
    adds = [e for e in edits if isinstance(e, AddLine)]
    whos = [a.who for a in adds if a.who is not None]
    if at is None or len(adds) < 2 or len(set(whos)) != len(adds):
        return list(edits)
    others = [w for w in whos if w != ME]
    who = _named_at(words, at, set(whos), others)
    rest = [w for w in words[at + 1 :] if w not in _WHOSE_FILLERS]
    off = [unsymbol(rest[k + 1])[1] for k in range(len(rest) - 1)
           if rest[k] in _TAKING_OFF and rest[k + 1].startswith("addon:")]
    said = [w for k, w in enumerate(rest) if ":" in w and not (k and rest[k - 1] in _TAKING_OFF)]
    if who is None or who not in whos or not (off or said) or any(
            w not in _TAKING_OFF and ":" not in w for w in rest):
        return list(edits)
    fields, addons = value_fields(said)
    if any(g not in ("size", "temp", "milk", "caffeine") for g in fields):
        return list(edits)
    out = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.who == who:
            edit = edit.model_copy(update={**fields, "addons": {**edit.addons, **addons},
                                           "removals": list(dict.fromkeys([*edit.removals, *off]))})
        elif isinstance(edit, AddLine):
            edit = edit.model_copy(update={
                **{g: None for g, v in fields.items() if getattr(edit, g) == v},
                "addons": {n: c for n, c in edit.addons.items() if n not in addons},
                "removals": [r for r in edit.removals if r not in off]})
        out.append(edit)
    return out


_PART_ENDS = frozenset({",", "and", ".", ";"})
_PART_WORDS = frozenset({"with", "one", "n1", "should", "be", "is", "gets", "please", "'s", "s", "without"})


def values_by_person(edits: Sequence[Edit], words: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or the values of each part of the turn given to the line of the person the part begins
    with: "mine with whip, his without" of two hot chocolates (mine and my son's), "mine iced, hers hot" (the
    model put one part's values on one line, which the person's words did not name). Every part must begin
    with a person who has one line, and say nothing but values ("without" alone: the line as it is); only
    where the model changed lines and nothing else."""
    whos = {line.who for line in cart.lines if line.who}
    if not whos or not edits or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    others = sorted(w for w in whos if w != ME)
    parts = said_parts(words, _PART_ENDS)
    out: list[Edit] = []
    seen: set[int] = set()
    for part in parts:
        who = _named_at(part, 0, whos, others)
        ref = _line_of(cart, who, set()) if who is not None and (who in whos or who == ME) else None
        found = person_at(part, 0) if part[0] == "my" else None  # "my wife's": the words after her
        rest = part[found[1]:] if found is not None else part[1:]
        if ref is None or ref in seen or any(":" not in w and w not in _PART_WORDS for w in rest):
            return list(edits)
        seen.add(ref)
        values = [w for w in rest if ":" in w]
        if "without" in rest and not values:
            continue  # "his without": the line as it is
        fields, addons = value_fields(values)
        out.append(ChangeLine(ref=ref, add_addons=addons, **fields))
    return out if len(parts) > 1 and out else list(edits)


_CHILDREN = frozenset({"kids", "kids'", "children", "children's", "childrens"})  # "the kids' drinks"
_CHILD = frozenset({"son", "daughter", "kid", "child", "boy", "girl", "baby", "toddler", "kids", "children",
                    "sons", "daughters", "boys", "girls"})


def childrens_lines(edits: Sequence[Edit], words: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with a change said of "the kids' drinks" made to each line for a child of the cart (a
    son's steamer and a daughter's hot chocolate: "make the kids drinks warm" warmed the steamer alone, and
    took the hot chocolate's temperature off). Only where the model changed the children's lines alone."""
    said = any(w in _CHILDREN and words[k - 1 : k] in (["the"], ["my"], ["our"])
               for k, w in enumerate(words))
    kids = [r for r, line in enumerate(cart.lines, start=1)
            if line.who and _CHILD.intersection(line.who.lower().replace("'", " ").split())]
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    if not said or len(kids) < 2 or not changes or len(changes) != len(edits) or any(
            e.ref not in kids for e in changes):
        return list(edits)
    change = next((e for e in changes
                   if not e.unset and e.model_copy(update={"ref": 1}) != ChangeLine(ref=1)), None)
    return [change.model_copy(update={"ref": r}) for r in kids] if change is not None else list(edits)
