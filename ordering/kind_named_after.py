""""A tea, the peppermint one": the kind said after a family's noun is the item ordered, not a question.

"Tea" alone names no item, so the turn asked which tea and listed all ten, though the customer had said
which: "peppermint" (read as the peppermint syrup) with "tea" is the peppermint rose tea. Where the turn's
one question is of a family by its noun ("which tea?"), and a word said after the noun ("the peppermint
one", "please, oolong") names with it one item of that family, that item is ordered instead, as many as the
question counted, with the temperature or size the turn says where the item may have it.

"Two teas, oolong" was one oolong tea: the count said of the noun is the item's (`count_of_kind_named`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.count_asked import kind_lacking
from ordering.dsl import SINGLE_GROUPS, count_said, unsymbol
from ordering.edits import COUNT, AddLine, AskMenu, Edit
from ordering.turn_words import EVERY_UNIT
from ordering.unlisted import said_unlisted

_STOPS = frozenset({"and", "or", "a", "an", "another", "plus", "also"})  # a thing of its own follows


def kind_named_after(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the question of a family answered by the word said after its noun (see the module)."""
    asks = [e for e in edits if isinstance(e, AskMenu) and e.ref is None]
    if menu is None or len(asks) != 1 or len(edits) != 1:
        return list(edits)
    kinds = [a for a in asks[0].about if not a.startswith(COUNT) and not _a_value(a)]  # "temp:hot": its own
    counts = [int(a[len(COUNT):]) for a in asks[0].about if a.startswith(COUNT) and a[len(COUNT):].isdigit()]
    if len(kinds) != 1 or len(family := menu.family(kinds[0])) < 2:
        return list(edits)
    noun = kinds[0]
    at = next((k for k, w in enumerate(words) if w in (noun, noun + "s")), None)
    if at is None:
        return list(edits)
    named, values = set(), []
    before = at - 1  # "an iced tea, the wild strawberry one": values said before the noun too
    while before >= 0 and ":" in words[before] and unsymbol(words[before])[0] in ("size", "temp"):
        values.append(unsymbol(words[before]))
        before -= 1
    for k, word in enumerate(words[at + 1 :], start=at + 1):
        if word == "and" and _joins_values(words, k):
            continue  # "a hot tea with lemon and honey, the peppermint one": its own values, not a thing
        if word in _STOPS or word.startswith("item:"):
            break
        if ":" in word and unsymbol(word)[0] in ("size", "temp"):
            values.append(unsymbol(word))
            continue
        member = _member_named(word, noun, menu)
        if member in family:
            named.add(member)
    if not named and (lacking := kind_lacking(_plain_after(words, at), noun, menu)):
        return [AddLine(item=lacking), *edits]  # "a tea, chamomile if you have it": we lack it; which tea?
    if len(named) != 1:
        return list(edits)
    item = named.pop()
    fields = {group: value for group, value in values if menu.allows(item, group, value)}
    addons = {unsymbol(a)[1]: 1 for a in asks[0].about if a.startswith("addon:")}  # "with honey"
    addons = {name: n for name, n in addons.items() if menu.allows(item, "addon", name)
              and name.split()[0] not in item.split()}  # not the peppermint syrup read of its name
    notes = ", ".join(dict.fromkeys(request for _, request in said_unlisted(words))) or None  # "with lemon"
    return [AddLine(item=item, qty=counts[0] if counts else 1, addons=addons, notes=notes, **fields)]


def _joins_values(words: Sequence[str], at: int) -> bool:
    """Whether the "and" at ``at`` joins values of the thing said ("with lemon and honey"), not a thing of
    its own ("and a latte", "and two muffins")."""
    after = words[at + 1] if at + 1 < len(words) else ""
    return ":" in after and not after.startswith("item:")


_PLAIN_ENDS = frozenset({"if", "please", "thanks", ",", ".", "!", "?", "and", "or"})


def _plain_after(words: Sequence[str], at: int) -> list[str]:
    """The plain words said after the noun at ``at`` and a comma, up to the end of their part ("a tea,
    chamomile if you have it": ["chamomile"]); [] where a value or an item is among them."""
    if words[at + 1 : at + 2] != [","]:
        return []
    said = []
    for word in words[at + 2 :]:
        if word in _PLAIN_ENDS:
            break
        if ":" in word:
            return []
        said.append(word)
    return said


def _a_value(about: str) -> bool:
    """Whether a subject of the question is a value said with the kind ("a hot tea": "temp:hot")."""
    return unsymbol(about)[0] in (*SINGLE_GROUPS, "addon", "notes")


def _member_named(word: str, noun: str, menu: Any) -> str | None:
    """The item a word said after a family's noun names with it ("peppermint", read as the peppermint syrup,
    with "tea": the peppermint rose tea), or None."""
    said = unsymbol(word)[1].split()[0] if word.startswith("addon:") else word
    return menu.resolve("item", f"{said} {noun}") if said.isalpha() else None


def count_of_kind_named(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the count said of a family's noun given to the one item of it named after ("two teas,
    oolong", "two teas, both english breakfast": two of that tea; the model wrote one)."""
    if menu is None:
        return list(edits)
    for at in range(1, len(words) - 1):
        count = count_said(words[at - 1])
        noun = words[at].removesuffix("s")
        if count is None or count < 2 or ":" in words[at] or len(family := menu.family(noun)) < 2:
            continue
        after = [k for k in range(at + 1, len(words)) if words[k].startswith("item:")]
        if len(after) != 1 or words[after[0] - 1] not in (",", "the", "please", *EVERY_UNIT):
            continue
        item = unsymbol(words[after[0]])[1]
        mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
        if item not in family or len(mine) != 1 or edits[mine[0]].qty != 1:
            continue
        out = list(edits)
        out[mine[0]] = out[mine[0]].model_copy(update={"qty": count})
        return out
    return list(edits)


_PART_ENDS = frozenset({"and", "plus"})
_ONE = frozenset({"a", "an"})


def kinds_named_after_each(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits``, or a line of each part of the turn said as a family's noun and then which ("one hot tea,
    peppermint, and one iced tea, earl grey": a hot peppermint rose tea and an iced earl grey tea; the
    model wrote the earl grey twice, one with peppermint syrup). Every part must be so, two or more, and
    the model must have written only lines of the family."""
    if menu is None or not edits:
        return list(edits)
    parts, part = [], []
    for word in (*words, "and"):
        if word in _PART_ENDS:
            if part:
                parts.append(part)
            part = []
        else:
            part.append(word)
    if len(parts) < 2:
        return list(edits)
    lines = [_part_line(p, menu) for p in parts]
    if any(line is None for line in lines) or len({line.item.split()[-1] for line in lines}) != 1:
        return list(edits)
    family = menu.family(lines[0].item.split()[-1])
    if not all(isinstance(e, AddLine) and e.item in family for e in edits):
        return list(edits)
    return lines


def _part_line(part: Sequence[str], menu: Any) -> AddLine | None:
    """The line a part says as "<one or a count> <values> <noun>, <which>" ("one hot tea, peppermint"),
    or None."""
    words = [w for w in part if w not in (",", ".", "please")]
    if len(words) < 3 or not (words[0] in _ONE or count_said(words[0])):
        return None
    count = count_said(words[0]) or 1
    k, values = 1, []
    while k < len(words) and ":" in words[k] and unsymbol(words[k])[0] in ("size", "temp"):
        values.append(unsymbol(words[k]))
        k += 1
    if k >= len(words) or len(family := menu.family(words[k].removesuffix("s"))) < 2:
        return None
    noun, rest = words[k].removesuffix("s"), words[k + 1 :]
    if len(rest) != 1:
        return None
    member = unsymbol(rest[0])[1] if rest[0].startswith("item:") else _member_named(rest[0], noun, menu)
    if member not in family:
        return None
    fields = {group: value for group, value in values if menu.allows(member, group, value)}
    return AddLine(item=member, qty=count, **fields)
