"""Who a line is for, as said right after (or just before) its item: "a mocha for me and a latte for my
son", "a latte for jen and a cappuccino for mark", "and for my friend a cortado".

The model writes menu words only, so the person is read off the turn's words here, after the model, and
kept on the line (`Line.who`: "me", "my son", "jen"). Later turns name lines by it ("make mine iced",
"jen wants oat milk": `whose_line`). It is kept out of the benchmark's format and the price.

"… and for my friend the same but with oat" orders a second line, a copy of the first with the values said
after "the same" (the model wrote one line with the oat milk on it). Names said for lines are not the
customer's name: "a latte for jen and a cappuccino for mark" is no order under Mark's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import CHOICE_GROUPS, is_count, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, SetOrder
from ordering.names import _NOT_NAMES
from ordering.turn_words import value_fields

# people a line can be for, said after "my" ("my son", "my sister's") or alone ("for mom")
PEOPLE = frozenset("""
son sons daughter daughters kid kids child children boy boys girl girls baby wife husband partner
boyfriend girlfriend fiance fiancee friend friends buddy mate roommate flatmate housemate neighbor neighbour
brother brothers sister sisters mom mum mother dad father parents grandma grandpa granny grandmother
grandfather nan nana aunt uncle niece nephew cousin boss colleague coworker manager assistant teacher
toddler toddlers kiddo grandson granddaughter grandkids stepson stepdaughter teammate
""".split())
MALE = frozenset("son boy husband boyfriend fiance brother dad father grandpa grandfather uncle nephew "
                 "grandson stepson".split())
FEMALE = frozenset("daughter girl wife girlfriend fiancee sister mom mum mother grandma granny grandmother "
                   "nan nana aunt niece granddaughter stepdaughter".split())
# said between "my" and the person: "my little son"
_SAID_BEFORE = frozenset("little big younger older baby best oldest youngest elder".split())
_ONES = frozenset({"n1", "one", "ones"})  # "the little one", "my little ones"
ME = "me"
# words after "for" that are no one's name, beside those a customer's name never is (`names._NOT_NAMES`)
NOT_PEOPLE = _NOT_NAMES | frozenset("""
starters sharing sure instance example real christmas birthday tonight morning afternoon evening road trip
commute drive later now everyone everybody us all each myself yourself hers his him her theirs them mine
yours ours she he they we you it someone somebody
""".split())
# what may follow a name said for a line: "a latte for jen, please", "for jen and a mocha for mark"
_ENDS = frozenset({",", ".", "!", "?", "and", "please", "thanks", "thank", "with", "plus", "then", "also",
                   "too", "but", "the", "a", "an", "same", "one", "&"})


def person_at(words: Sequence[str], at: int) -> tuple[str, int] | None:
    """The person named from ``words[at]`` on ("me", "my son", "jen") and the index after the phrase.
    A possessive ("my son's") names the person too."""
    if at >= len(words):
        return None
    word = words[at].replace("’", "'")
    if word in ("me", "myself"):
        return ME, at + 1
    start = at + 1 if word in ("my", "the", "our") else at  # "for our daughter": the customer's too
    while start < len(words) and words[start] in _SAID_BEFORE and start + 1 < len(words):
        start += 1
    if start < len(words):
        kin = words[start].replace("’", "'").removesuffix("'s").rstrip("'")  # "my son's", "the kids'"
        if kin in PEOPLE:
            return f"my {kin}", start + 1
        if kin in _ONES and start > at and words[start - 1] == "little":  # "for the little one"
            return f"my little {'ones' if kin == 'ones' else 'one'}", start + 1
    if word in ("my", "the", "our") or word != at_plain(words, at):
        return None
    name = word.removesuffix("'s")
    if not name.isalpha() or len(name) < 2 or name in NOT_PEOPLE:
        return None
    if at + 1 < len(words) and not (words[at + 1] in _ENDS or ":" in words[at + 1]):
        return None  # "for jen" ends its clause; "for lunch meeting" does not name jen
    return name, at + 1


def at_plain(words: Sequence[str], at: int) -> str:
    """The word at ``at`` when it is a plain word (not a menu symbol or a count), else ""."""
    word = words[at]
    return "" if ":" in word or (word[:1] == "n" and word[1:].isdigit()) else word


_MINE_IS = (("mine", "is"), ("mine's",), ("mine", "will", "be"), ("mine", "would", "be"),
            ("mine", "can", "be"))


def mine_said(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with the one line added by "mine is an oolong" ("and mine's a latte") the customer's own."""
    start = 1 if words[:1] == ["and"] else 0
    said = next((p for p in _MINE_IS if tuple(words[start : start + len(p)]) == p), None)
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if said is None or len(adds) != 1 or edits[adds[0]].who is not None:
        return list(edits)
    out = list(edits)
    out[adds[0]] = out[adds[0]].model_copy(update={"who": ME})
    return out


def people_given(edits: Sequence[Edit], words: Sequence[str], cart: Any = None) -> list[Edit]:
    """``edits`` with each added line's person set where the turn says whom it is for, a line added for
    the person "the same" or "one" is said for ("a latte for me and one for my husband"); the customer's
    name unset when it is one of several people named, in this turn or on the cart's lines ("earl grey for
    chris" after lines for anna and ben)."""
    if not ({"for", "my", "our", *_WANTS} & set(words)) or not any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    out = [e.model_copy(deep=True) if isinstance(e, AddLine | SetOrder) else e for e in edits]
    adds = [e for e in out if isinstance(e, AddLine)]
    items = [at for at, w in enumerate(words) if w.startswith("item:")]
    owner = _items_of_adds(adds, items, words)  # item position -> its added line
    given: list[str] = []
    for who, item in _wanted(words, items, _the_other_person(cart)):  # "my son wants a muffin"
        given.append(who)
        if owner.get(item) is not None and owner[item].who is None:
            owner[item].who = who
    ones = _one_wanted(words, items)  # "and my husband wants a large one with cream": the line of "one"
    unowned = [e for e in adds if e not in owner.values() and e.who is None]
    if len(ones) == 1 and len(unowned) == 1:
        unowned[0].who = ones[0]
        given.append(ones[0])
    same = _same_wanted(words)  # "my wife will have the same": the line repeated is hers
    spare = [e for e in adds if e.who is None]
    if same is not None and len(spare) == 1:
        spare[0].who = same
        given.append(same)
    # "a latte, and my friend will have the same": one more (of one line: "the same" of two may be both)
    same = _same_wanted(words, after_items=True)
    if same is not None and len(items) == 1 and len(adds) == 1 and owner.get(items[0]) is adds[0]:
        line = adds[0]
        out.insert(out.index(line) + 1, line.model_copy(deep=True, update={"who": same}))
        given.append(same)
    for at, word in enumerate(words):
        found = person_at(words, at + 1) if word == "for" else None
        if found is None:
            continue
        who, end = found
        given.append(who)
        ahead = _item_ahead(words, at, end, items)
        behind = max((i for i in items if i < at), default=None)
        kind_before = at > 1 and words[at - 2] in ("a", "an") and words[at - 1].isalpha()  # "a tea for jen"
        if ahead is None and (behind is None or kind_before):
            ahead = _kind_named_after(words, end, items)  # "a tea for my mother, earl grey"
            behind = None if ahead is not None else behind
        if ahead is None and behind is not None and _thing_between(words, behind, at):
            continue  # "a double espresso and a glass of milk for my son": the milk's, which we lack
        target = ahead if ahead is not None else behind
        if target is not None and _said_same(words, behind, ahead, at, end):
            spare = next((e for e in adds if e not in owner.values() and e.who is None
                          and behind in owner and e.item == owner[behind].item), None)
            copy = None if spare is not None else _the_same(owner.get(behind), words, behind, at, end, who)
            if spare is not None:  # the model wrote the second line itself
                spare.who = who
            elif copy is not None:
                out.insert(out.index(owner[behind]) + 1, copy)
            continue
        spare = _one_said_before(words, behind, ahead, at, owner, adds)
        if spare is not None:  # "an oat latte and a regular one for my son": the regular one is his
            spare.who = who
            continue
        line = owner.get(target) if items else adds[0] if len(adds) == 1 else None  # "a small one for my son"
        if line is not None and line.who not in (None, who) and at and words[at - 1] in ("n1", "another"):
            # "… and one for my husband", "one hot chocolate for me and another for my wife"
            before = "and" if words[at - 1] == "another" else words[at - 2] if at > 1 else ""
            _one_more_for(out, adds, line, who, before)
            continue
        later = any(w == "for" and person_at(words, k + 1) for k, w in enumerate(words[end:], start=end))
        alone = not (_people_after(words, end) or later)  # the one person the turn names
        if line is not None and line.who is None and line.qty >= 2 and at >= 2 and alone and words[
                at - 1] in ("n1", "one") and words[at - 2] in (",", ".", "and"):
            line.qty -= 1  # "a coffee. actually make it two. one for my mate": one of the two is his
            out.insert(out.index(line) + 1, line.model_copy(update={"qty": 1, "who": who}))
            continue
        if line is not None and line.who is None:
            line.who = who
            for unit in _units_split(adds, owner, line, words, target if target == at - 1 else None):
                unit.who = who  # "two hot chocolates for the kids, one with marshmallows": both theirs
            more = _people_after(words, end)  # "two lattes for me and jen": one each
            if more and line.qty == 1 + len(more):
                line.qty = 1
                at_line = out.index(line)
                split = [line, *(line.model_copy(update={"who": other}) for other in more)]
                for k, other in enumerate(split[1:], start=1):
                    out.insert(at_line + k, other)
                _values_of_one(split, words, end)  # "two lattes for me and my wife, hers with oat"
                given.extend(more)
    others = {line.who for line in getattr(cart, "lines", None) or [] if line.who and line.who not in given}
    if len(set(given)) > 1 or given and others:  # "a latte for jen and a cappuccino for mark": not Mark's
        named = {w for w in given if w != ME and not w.startswith("my ")}
        for edit in out:
            if isinstance(edit, SetOrder) and edit.customer_name and edit.customer_name.lower() in named:
                edit.customer_name = None
        out = [e for e in out
               if not (isinstance(e, SetOrder) and e.customer_name is None and e.to_go is None)]
    return out


_THING_ARTICLES = frozenset({"a", "an", "some"})
_ONES = frozenset({"n1", "one", "ones", "other"})


def _thing_between(words: Sequence[str], behind: int, at: int) -> bool:
    """Whether another thing is ordered between the item at ``behind`` and "for" at ``at``: "and" or a
    comma, an article, then plain words, no "one" among them ("and a glass of milk", "and then a glass of
    milk"; not "and a regular one", the item's)."""
    between = [w for w in words[behind + 1 : at] if w not in _ON_THE_WAY]  # "and then a glass of milk"
    return any(between[k] in ("and", ",") and between[k + 1] in _THING_ARTICLES
               and not any(":" in w or w in _ONES for w in between[k + 2:]) for k in range(len(between) - 2))


_ON_THE_WAY = frozenset({"then", "also", "maybe", "um", "uh", "oh", "like", "just"})


def _one_said_before(words: Sequence[str], behind: int | None, ahead: int | None, at: int,
                     owner: dict[int, AddLine], adds: list[AddLine]) -> AddLine | None:
    """The line the model wrote for "… and a <values> one" said right before "for <whom>", where the item
    named before it has a line of its own and that "one" has its own line of the same item, no one's yet."""
    if ahead is not None or behind is None or behind not in owner or at < 1 or words[at - 1] not in (
            "n1", "one") or "and" not in words[behind + 1 : at - 1]:
        return None
    return next((e for e in adds if e not in owner.values() and e.who is None
                 and e.item == owner[behind].item), None)


def _units_split(adds: list[AddLine], owner: dict[int, AddLine], line: AddLine, words: Sequence[str],
                 item: int | None) -> list[AddLine]:
    """The other lines the model split the units of a counted item into ("two hot chocolates for the
    kids, one with marshmallows": two lines of one), where their units make up the count said before it."""
    if item is None or item == 0 or not is_count(words[item - 1]):
        return []
    others = [e for e in adds if e is not line and e.item == line.item and e.who is None
              and e not in owner.values()]
    count = int(words[item - 1][1:])
    return others if others and line.qty + sum(e.qty for e in others) == count else []


_OWNING = {"hers": FEMALE, "his": MALE}


def _values_of_one(split: list[AddLine], words: Sequence[str], end: int) -> None:
    """The values said after "hers" / "his" / "mine" (a comma before) put on that person's line of the
    ``split`` alone: the model wrote them on the line of every unit."""
    at = next((k for k in range(end, min(end + 6, len(words))) if words[k] in (*_OWNING, "mine")), None)
    if at is None:
        return
    kin = _OWNING.get(words[at], frozenset())
    owner = [line for line in split if line.who == ME] if words[at] == "mine" else [
        line for line in split if line.who and line.who.startswith("my ") and line.who[3:] in kin]
    if len(owner) != 1:
        return
    said = []
    for word in words[at + 1:]:
        if word in (",", ".", "and", "but", "please"):
            break
        group, _, name = word.partition(":")
        if group in CHOICE_GROUPS:
            said.append((group, unsymbol(word)[1]))
    for group, name in said:
        for line in split:
            if line is owner[0]:
                setattr(line, group, name)
            elif getattr(line, group) == name:
                setattr(line, group, None)


def _one_more_for(out: list[Edit], adds: list[AddLine], line: AddLine, who: str, before: str) -> None:
    """Give "one" of the line already given to another person to ``who``: the model's second line of the
    item ("two mochas, one for me and one for my husband"), else one unit split off a line of more, else,
    after "and", one more of it ("a latte for me and one for my husband")."""
    spare = next((e for e in adds if e is not line and e.item == line.item and e.who is None), None)
    if spare is not None:
        spare.who = who
    elif line.qty > 1:
        line.qty -= 1
        out.insert(out.index(line) + 1, line.model_copy(update={"who": who, "qty": 1}))
    elif before in ("and", ","):
        out.insert(out.index(line) + 1, line.model_copy(update={"who": who}))


# what a person said before it wants: "my son wants a muffin", "jen would like a mocha"
_WANTS = frozenset({"wants", "needs", "would", "will", "'ll", "gets", "takes", "likes", "is", "'s"})
_WANTED = frozenset({"like", "have", "get", "take", "having", "getting", "taking", "love", "a", "an", "the",
                     "please", "just", "some",
                     "black", "plain", "regular", "normal"})  # "would like a large black americano"


def _wanted(words: Sequence[str], items: list[int], other: str | None = None) -> list[tuple[str, int]]:
    """(person, item position) for each person said wanting an item: a person not the customer ("my son",
    "jen"; not "i" or "me"), or "she" / "he" of the ``other`` person the order is for ("she also wants a
    croissant"), a verb of wanting, and the item within a few words."""
    found = []
    for at, word in enumerate(words):
        if word in ("my", "our") and (at == 0 or words[at - 1] in _BEFORE_SAID_FOR):
            said = person_at(words, at)  # "and my son a hot chocolate": no verb, the person then the item
            after = next((i for i in items if i > at), None)
            between = words[said[1] + 1:after] if said is not None and after is not None else ["item:"]
            if said is not None and after is not None and said[1] < after <= said[1] + 4 and words[
                    said[1]] in ("a", "an", "n1") and all(
                    ":" in w and not w.startswith("item:") or w in _WANTED for w in between):
                found.append((said[0], after))
                continue
        person = _person_before(words, at) if word in _WANTS else None
        if person is None and word in _WANTS and other is not None and _pronoun_before(words, at):
            person = other
        if person is None:
            continue
        after = next((i for i in items if i > at), None)
        if after is not None and after - at <= 5 and all(
                w in _WANTED or is_count(w) or (":" in w and not w.startswith("item:"))
                for w in words[at + 1:after]):
            found.append((person, after))
    return found


_BEFORE_SAID_FOR = frozenset({"and", ",", "then", "also", "plus"})
_PRONOUNS = frozenset({"she", "he", "she's", "he's"})


def _pronoun_before(words: Sequence[str], at: int) -> bool:
    """Whether "she" or "he" is said right before the verb at ``at`` ("she also wants", "he'd like")."""
    k = at - 1
    while k >= 0 and words[k] in ("also", "too", "just"):
        k -= 1
    return k >= 0 and words[k] in _PRONOUNS


def _the_other_person(cart: Any) -> str | None:
    """The one person other than the customer the order's lines are for, or None."""
    people = {line.who for line in getattr(cart, "lines", ()) if line.who and line.who != ME}
    return people.pop() if len(people) == 1 else None


def _one_wanted(words: Sequence[str], items: list[int]) -> list[str]:
    """Each person said wanting "a <values> one" after the turn's items, an item named by "one" ("and my
    husband wants a large one")."""
    found = []
    for at, word in enumerate(words):
        person = _person_before(words, at) if word in _WANTS and items and at > items[0] else None
        one = next((k for k in range(at + 1, min(at + 6, len(words))) if words[k] == "n1"), None)
        if person is not None and one is not None and all(
                w in _WANTED or (":" in w and not w.startswith("item:")) for w in words[at + 1:one]):
            found.append(person)
    return found


def _person_before(words: Sequence[str], at: int) -> str | None:
    """The person said right before a verb of wanting at ``at`` ("my son wants", "jen will"), not the
    customer ("i", "me"), or None."""
    for start in (at - 1, at - 2, at - 3):
        person = person_at([*words[:at], ","], start) if start >= 0 else None
        if person is not None and person[1] == at and person[0] != ME:
            return person[0]
    return None


def _same_wanted(words: Sequence[str], after_items: bool = False) -> str | None:
    """The person said wanting "the same" ("my wife will have the same", "jen wants the same please"), or
    None; with ``after_items``, said after the items the turn orders ("a latte, and my friend will have
    the same"), else in a turn that names none."""
    if "same" not in words:
        return None
    same = words.index("same")
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if (items and not after_items) or (after_items and (not items or items[-1] > same)):
        return None
    for at in range(same - 1, max(same - 4, 0) - 1, -1):
        if words[at] in _WANTS and all(w in _WANTED for w in words[at + 1:same]):
            return _person_before(words, at)
    return None


def _people_after(words: Sequence[str], end: int) -> list[str]:
    """The people said after a person, joined by "and" or commas, up to the end of the phrase: "for me
    and jen", "for jen, mark and me"."""
    people: list[str] = []
    while end < len(words) and words[end] in (",", "and", "&"):
        found = person_at(words, end + 1)
        if found is None:
            break
        people.append(found[0])
        end = found[1]
    return people


def _items_of_adds(adds: list[AddLine], items: list[int], words: Sequence[str]) -> dict[int, AddLine]:
    """Pair the added lines with the item words they were written for: by item, in order; or, when the
    counts agree, one for one."""
    owner: dict[int, AddLine] = {}
    free = list(items)
    for add in adds:
        at = next((i for i in free if unsymbol(words[i])[1] == add.item), None)
        if at is None:
            break
        owner[at] = add
        free.remove(at)
    else:
        return owner
    return dict(zip(items, adds, strict=True)) if len(items) == len(adds) else owner


# what opens a part of a turn before "for <person>": "and for my son, a latte", "order for tom: a mocha"
_PART_OPENS = frozenset({",", "and", ".", "order", "also", "plus", "then"})


def _item_ahead(words: Sequence[str], at: int, end: int, items: list[int]) -> int | None:
    """The item a person phrase comes before ("and for my son, a latte", "order for tom: a mocha"): said at
    the start of the turn or of a part of it, with the item next (an article, a count or values between)."""
    if at > 0 and words[at - 1] not in _PART_OPENS:
        return None
    after = next((i for i in items if i >= end), None)
    if after is None or any(w in ("for", "and") for w in words[end:after]) or after - end > 4:
        return None
    return after


def _kind_named_after(words: Sequence[str], end: int, items: list[int]) -> int | None:
    """The item said right after a comma that ends the person phrase, where no item came before it: the
    kind said first ("a tea", "a muffin") named after ("a tea for my mother, earl grey", "a tea for jen, the
    oolong", "a tea for my mum, she likes earl grey")."""
    after = next((i for i in items if i >= end), None)
    end += words[end : end + 2] == ["please", ","]  # "a tea for my gran please, she likes oolong"
    if after is None or words[end : end + 1] != [","] or any(
            ":" not in w and w not in _BEFORE_KIND_NAMED for w in words[end + 1 : after]):
        return None
    return after


# "a tea for my mum, she likes earl grey", "…, he'll have the oolong": the person's choice said after
_BEFORE_KIND_NAMED = frozenset({"the", "a", "an", "she", "he", "they", "likes", "like", "wants", "want",
                                "prefers", "prefer", "drinks", "she'll", "he'll", "they'll", "will", "have"})


def _said_same(words: Sequence[str], behind: int | None, ahead: int | None, at: int, end: int) -> bool:
    """Whether the person is given "the same" as the item before: "and for my friend the same", "and the
    same for my son", with no item of its own."""
    if behind is None or ahead is not None:
        return False
    part = words[behind + 1:]
    stop = next((k for k, w in enumerate(part) if w.startswith("item:")), len(part))
    near = [k + behind + 1 for k, w in enumerate(part[:stop]) if w == "same"]
    return any((end <= k <= end + 2 and not {"and", ","} & set(words[end:k])) or at - 3 <= k < at
               for k in near)


def _the_same(line: AddLine | None, words: Sequence[str], behind: int, at: int, end: int,
              who: str) -> AddLine | None:
    """A copy of the line for ``who``, with the values said after "the same" on the copy only."""
    counted = any(w[:1] == "n" and w[1:].isdigit() for w in words)
    if line is None or line.qty > 2 or (line.qty == 2 and counted):
        return None
    line.qty = 1  # "the same" read as two of it
    same = next(k for k in range(behind, len(words)) if words[k] == "same")
    said_after = [w for w in words[max(same, end):] if ":" in w and not w.startswith("item:")]
    said_before = set(words[behind + 1:min(same, at)])
    fields, addons = value_fields(said_after)
    copy = line.model_copy(deep=True, update={"who": who})
    for group, value in fields.items():
        setattr(copy, group, value)
        if getattr(line, group) == value and not _said(said_before, group, value):
            setattr(line, group, None)  # the model put the copy's value on the first line
    for name in addons:
        copy.addons.setdefault(name, 1)
        if name in line.addons and not _said(said_before, "addon", name):
            del line.addons[name]
    if line.who is None and who != ME and "me" in words[behind:at]:
        line.who = ME
    return copy


def _said(words: set[str], group: str, value: object) -> bool:
    return f"{group}:{str(value).replace(' ', '_')}" in words


_CLOSING = frozenset({"please", "thanks", ".", "!"})


def one_of_them_for(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or one unit of the line the last turn made several split off for a person: "an
    americano", "make it two", then "one for my coworker" is one of the two for the coworker, not a third
    (the model repeated the line). Only "one for <person>" said first (not "and one for …", which orders
    one more), of the cart's last line with no person, which the last turn added or recounted."""
    found = person_at(words, 2) if words[:2] == ["n1", "for"] else None
    lines = getattr(cart, "lines", None) or []
    if found is None or not set(words[found[1]:]) <= _CLOSING or not lines or len(edits) != 1:
        return list(edits)
    last = lines[-1]
    recounted = any(c.line.id == last.id and c.change.get("qty") for c in getattr(cart, "changed", []))
    added = edits[0]
    if last.qty < 2 or last.who is not None or not (recounted or last.id in (cart.added or [])) or not (
            isinstance(added, AddLine) and added.qty == 1 and added.who == found[0]
            and added.model_copy(update={"who": None}) == AddLine(
                **last.model_dump(exclude={"id", "qty", "who"}))):
        return list(edits)
    return [ChangeLine(ref=len(lines), qty=last.qty - 1), added]

