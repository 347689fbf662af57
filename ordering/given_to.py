"""'Actually the latte is for jen', 'the second one is for my son': a line of the cart given to a person.

The model, which writes menu words only, read "the latte is for jen" as a question about the latte, and the
names reading took Jen for the customer's name. Where the turn says "the <item>" (or "the first/second/last
one") of a line the cart has, then "is for" (or "for") and a person, and adds no line of that item, the
line is that person's; so is the cart's one line where the turn says only "for" or "it's for" and a person
("for my daughter"), which the model read as nothing, and the line a change of the turn is made to
("make it a large, and for my son"). The line is that person's (`Line.who`): later turns
name it by them ("make jen's iced"). The question, the order's name and a removal of that line read from
the same words are dropped. "The mocha is kim's" and "the latte is mine" say the same (`_owned`). "One of
them is for my brother" of a line of two lattes gives him one of them, a line of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, RemoveLine, SetOrder, only_a_note
from ordering.for_whom import ME, NOT_PEOPLE, person_at
from ordering.named_by_values import line_named_by_values

_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1}
_THE = frozenset({"the", "that", "this"})
_JOINING = frozenset({",", "and", "it's", "its", "it", "is", "that's", "thats", "all"})  # ", and it's for"
_AFTER_GLUE = frozenset({",", ".", "!", "so", "and", "but", "please", "thanks", "n1"})
_IT = frozenset({"it", "it's", "its", "that", "that's", "thats", "this", "one", "n1", "the", "last"})


def given_to(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with a cart line said to be for a person given to them (see the module)."""
    if not cart.lines:
        return list(edits)
    if "for" not in words:
        return _owned(edits, words, cart)
    at = words.index("for")
    found = person_at([*words, ","], at + 1)
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    joined = at
    while joined > 0 and words[joined - 1] in _JOINING:
        joined -= 1
    if (found is not None and found[1] >= len(words) - 1 and len(changes) == 1 == len(edits) and joined
            and changes[0].who is None and {",", "and"} & set(words[joined:at])):
        return [changes[0].model_copy(update={"who": found[0]})]  # "make it a large, and for my son"
    before = [w for w in words[:at] if w not in ("is", "are", "actually", "oh", "and", "but", "so", ",")]
    unit = _one_of_them(before, cart)
    if unit is not None and found is not None and found[1] >= len(words) - 1 and all(
            isinstance(e, ChangeLine | AskMenu) and getattr(e, "ref", None) in (unit, None) or isinstance(
                e, SetOrder) and (e.customer_name or "").lower() == found[0].lower() for e in edits):
        line = cart.lines[unit - 1]  # "one of them is for my brother" of two lattes: one unit his
        return [ChangeLine(ref=unit, qty=line.qty - 1),
                AddLine(**line.model_dump(exclude={"id", "qty", "who"}), qty=1, who=found[0])]
    clause = max((k + 1 for k, w in enumerate(words[:at]) if w == ","), default=0)
    ref = _line_named(before, cart) or _line_named([w for w in words[clause:at] if w != "is"], cart)
    if ref is None and found is not None and len(cart.lines) == 1 and set(before) <= _IT and (
            found[1] >= len(words) - 1) and not any(isinstance(e, AddLine) for e in edits):
        ref = 1  # "for my daughter", "it's for jen" of the cart's one line
    if found is None or ref is None:
        return list(edits)
    who, _ = found
    line = cart.lines[ref - 1]
    if any(isinstance(e, AddLine) and e.item == line.item for e in edits):
        return list(edits)  # "the latte for my son" ordered again
    # "the hot chocolate is for my son, make it warm": the change said after the person is that line's
    changed_after = [w for w in words[found[1]:] if w not in _AFTER_GLUE]
    kept = [e for e in edits if not (
        isinstance(e, AskMenu) or isinstance(e, RemoveLine) and e.ref == ref
        or isinstance(e, ChangeLine) and e.ref == ref and not (changed_after and not only_a_note(e))
        or isinstance(e, SetOrder) and e.customer_name and e.customer_name.lower() == who.lower())]
    if any(isinstance(e, ChangeLine) and e.ref == ref for e in kept):
        given = [e.model_copy(update={"who": who}) if isinstance(e, ChangeLine) and e.ref == ref else e
                 for e in kept]
        return [*given, *_traded_back(ref, who, words, cart)]
    return [ChangeLine(ref=ref, who=who), *_traded_back(ref, who, words, cart), *kept]


def _owned(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the cart line said to be a person's by a possessive, "the mocha is kim's", "the latte is
    my wife's", "the latte is mine", given to them (the model removed the mocha); as `given_to`."""
    said = [w for w in words if w not in ("please", ".", "!")]
    if "is" not in said or said.index("is") + 1 >= len(said):
        return list(edits)
    at = said.index("is")
    after = [w for w in said[at + 1 :] if w != ","]
    if after == ["mine"]:
        found: tuple[str, int] | None = (ME, 1)
    elif after[-1].replace("’", "'").endswith("'s") and len(after) <= 2:
        found = person_at([*after, ","], 0)
    else:
        return list(edits)
    clause = max((k + 1 for k, w in enumerate(said[:at]) if w == ","), default=0)  # "remove the latte, the …"
    before = [w for w in said[clause:at] if w not in ("actually", "oh", "and", "but", "so", "no", "wait")]
    ref = _line_named(before, cart)
    if found is None or found[1] != len(after) or ref is None:
        return list(edits)
    if any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    kept = [e for e in edits if not (isinstance(e, AskMenu) or isinstance(e, ChangeLine | RemoveLine)
                                     and e.ref == ref or isinstance(e, SetOrder) and e.customer_name
                                     or only_a_note(e))]
    return [ChangeLine(ref=ref, who=found[0]), *_traded_back(ref, found[0], said, cart), *kept]


_TRADING = frozenset({"swap", "switch", "switched", "swapped", "mixed", "backwards", "around", "round"})


def _traded_back(ref: int, who: str, said: Sequence[str], cart: Any) -> list[Edit]:
    """Where the turn says a trade ("swap them, the latte is joe's") of the line given and the person's one
    other line, that line given to the person the first was for: [] otherwise."""
    had = cart.lines[ref - 1].who
    others = [r for r, line in enumerate(cart.lines, start=1) if r != ref and line.who == who]
    if not _TRADING.intersection(said) or not had or had == who or len(others) != 1:
        return []
    return [ChangeLine(ref=others[0], who=had)]


# "jen will have the mocha", "my wife wants the latte", "tom's having the cortado"
_HAVING = (("will", "have"), ("will", "take"), ("will", "get"), ("wants",), ("gets",), ("takes",),
           ("is", "having"), ("'s", "having"))
_PRONOUNS = frozenset({"we", "you", "he", "she", "they", "it", "that", "this", "there", "what", "who"})
_MORE = frozenset({"too", "also", "another", "same", "well", "more"})  # said anywhere but the end
_AGAIN = frozenset({"too", "also"})


def taken_by(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the cart line a person is said to have given to them: "jen'll have the mocha", "my
    wife wants the latte" (the model read a note, and the customer heard "didn't catch"). Only where the
    turn names a line the cart has and orders nothing ("my wife will have the latte too" is another)."""
    said = [w for w in words if w not in ("please", ".", "!", "actually", "oh", "and", "so")]
    again = bool(_AGAIN.intersection(said))  # "my wife will have the latte too": one more, hers
    said = [w for w in said if w not in _AGAIN] if again and said[-1] in _AGAIN else said
    if said[-2:] == ["as", "well"]:  # "jen wants the mocha as well"
        said, again = said[:-2], True
    if not cart.lines or not said or _MORE.intersection(said):
        return list(edits)
    if said[0].endswith("'ll") and len(said[0]) > 2:  # "jen'll have the mocha", "i'll have the latte"
        said = [said[0][:-3], "will", *said[1:]]
    if said[0] == "i":  # "i'll have the latte": mine
        found = (ME, 1)
    elif said[0] in ("my", "the"):
        found = person_at([*said, ","], 0)
    else:
        name = said[0]
        found = (name, 1) if name.isalpha() and name not in _PRONOUNS and name not in NOT_PEOPLE else None
    if found is None:
        return list(edits)
    who, at = found
    having = next((len(h) for h in _HAVING if tuple(said[at : at + len(h)]) == h), 0)
    rest = said[at + having :]
    ref = (_line_named(rest, cart) or line_named_by_values(rest, cart)) if having else None
    values = {unsymbol(w) for w in rest if ":" in w}
    if ref is None and again and rest in (["n1"], ["one"]) and len(cart.lines) == 1:
        ref = 1  # "sam will have one too" of the cart's one line
    if ref is None or any(not (only_a_note(e) or isinstance(e, AskMenu) or _named_so(e, who)
                               or _sets_only(e, values)) for e in edits):
        return list(edits)
    if again:
        return [AddLine(**cart.lines[ref - 1].model_dump(exclude={"id", "qty", "who"}), who=who)]
    return [ChangeLine(ref=ref, who=who)]


def _sets_only(edit: Edit, values: set[tuple[str, str]]) -> bool:
    """Whether ``edit`` is a change of only the values said (``values``: (group, name) as the words
    write them), set or unset: the model's reading of "the caramel one" as caramel put on a line, of "the
    iced one" as the temperature unset."""
    if not isinstance(edit, ChangeLine) or not values:
        return False
    said = {(g, n.replace("_", " ")) for g, n in values}
    groups = {g for g, _ in said}
    changed = edit.model_dump(exclude={"op", "ref", "notes", "add_addons", "unset"}, exclude_defaults=True)
    return (all((g, str(v)) in said for g, v in changed.items()) and set(edit.unset) <= groups
            and all(("addon", name) in said for name in edit.add_addons))


def _named_so(edit: Edit, who: str) -> bool:
    """Whether ``edit`` names the order for ``who`` (the names reading took the person for the customer)."""
    named = isinstance(edit, SetOrder) and edit.customer_name
    return bool(named) and edit.customer_name.lower() == who.lower()


def _one_of_them(said: Sequence[str], cart: Any) -> int | None:
    """The 1-based ref of the line of several units "one of them" (or "one of the lattes") names: the
    item's one line, or the cart's last line; None where the words say otherwise."""
    if list(said[:3]) not in (["n1", "of", "them"], ["n1", "of", "those"], ["n1", "of", "the"]):
        return None
    rest = list(said[3:])
    if said[2] == "the":
        items = [w for w in rest if w.startswith("item:")]
        if len(items) != 1 or rest[-1] != items[0]:
            return None
        refs = [n for n, line in enumerate(cart.lines, start=1) if line.item == unsymbol(items[0])[1]]
    else:
        refs = [len(cart.lines)] if not rest else []
    return refs[0] if len(refs) == 1 and cart.lines[refs[0] - 1].qty >= 2 else None


def _line_named(said: Sequence[str], cart: Any) -> int | None:
    """The 1-based ref of the line that ``said`` (the words before "for") names: "the latte", "the large
    latte" (of one latte line), "the second one", "the small one" (of one small line); None where they name
    none or several."""
    if len(said) < 2 or said[0] not in _THE:
        return None
    rest = list(said[1:])
    if rest[0] in _ORDINALS and rest[1:] in ([], ["n1"], ["one"]):
        index = _ORDINALS[rest[0]]
        return (index % len(cart.lines)) + 1 if -len(cart.lines) <= index < len(cart.lines) else None
    if rest[-1] in ("n1", "one") and len(rest) > 1 and all(":" in w for w in rest[:-1]):
        values = [unsymbol(w) for w in rest[:-1]]  # "the small one": the one line that is small
        refs = [n for n, line in enumerate(cart.lines, start=1) if all(line.holds(g, v) for g, v in values)]
        return refs[0] if len(refs) == 1 else None
    if not rest[-1].startswith("item:") or any(":" not in w for w in rest):
        return None
    item = unsymbol(rest[-1])[1]
    refs = [n for n, line in enumerate(cart.lines, start=1) if line.item == item]
    return refs[0] if len(refs) == 1 else None


# "swap those", "switch them", "the other way round", "you mixed them up": the two people's lines traded
_SWAPPING = frozenset({"swap", "switch", "swapped", "switched", "mixed", "backwards", "reversed"})
_OTHER_WAY = (("other", "way", "round"), ("other", "way", "around"), ("wrong", "way", "round"))
_NOT_A_TRADE = frozenset({"for", "with", "to", "into", "instead"})  # "swap the latte for a mocha": a change


def whose_swapped(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the lines of the cart's two people traded between them where the turn says a swap and
    nothing else the model could place ("swap those, i want the matcha" of an iced chai for me and an iced
    matcha for my friend: the model wrote a note, and the customer heard "didn't catch"). Only where two
    lines, and no others, are given to two people, and the turn names no value nor swaps a thing for
    another."""
    said = set(words)
    swapped = bool(_SWAPPING & said) or any(
        tuple(words[k : k + 3]) in _OTHER_WAY for k in range(len(words) - 2))
    if not swapped or _NOT_A_TRADE & said or any(":" in w and not w.startswith("item:") for w in words):
        return list(edits)
    if not all(only_a_note(e) or isinstance(e, AskMenu) for e in edits):
        return list(edits)
    given = [(n, line.who) for n, line in enumerate(cart.lines, start=1) if line.who]
    if len(given) != 2 or given[0][1] == given[1][1]:
        return list(edits)
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if not named <= {cart.lines[n - 1].item for n, _ in given}:
        return list(edits)  # "swap those, and a muffin": not only the trade
    (a, who_a), (b, who_b) = given
    return [ChangeLine(ref=a, who=who_b), ChangeLine(ref=b, who=who_a)]
