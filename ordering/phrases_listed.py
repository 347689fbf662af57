""""An oat latte, an almond latte and a soy latte": three lattes, one of each milk.

Three phrases of one item in one list, each with its own values, are more than the model reads: it wrote
an oat and a soy latte (the almond one lost), or an oat, a soy and a plain one; of two phrases alike in a
list ("a cappuccino, a cappuccino and a latte") it wrote one cappuccino. Where a list ("…, … and …")
orders an item in phrases of its own, each begun with "a", "an" or "one", and the model's lines of that
item are fewer than the phrases or hold the phrases' values otherwise than one phrase each, with no value
no phrase says, the item's lines are made again: one per phrase, with that phrase's values
(`phrases_apart` reads the same phrases where the model merged them into one line).
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.corrections import _OR, _REPLACING
from ordering.dsl import unsymbol
from ordering.edits import AddLine, Edit
from ordering.phrases_apart import _FIELDS, phrase_values
from ordering.phrases_counted import lines_remade

_JOINS = (frozenset({","}), frozenset({"and"}), frozenset({",", "and"}), frozenset({"plus"}))
_AND = frozenset({"and", "plus"})


def phrases_listed(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with an item's lines made one per phrase of a list that orders it (see the module)."""
    if _REPLACING.intersection(words) or _OR.intersection(words):
        return list(edits)
    words = _articles_said(words)
    out = list(edits)
    for item in dict.fromkeys(e.item for e in edits if isinstance(e, AddLine)):
        phrases = _listed(words, item)
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if phrases is None or not mine or any(not _plain_unit(out[k]) for k in mine):
            continue
        remade = lines_remade(out, item, mine, [(1, phrase) for phrase in phrases])
        if remade is None:
            continue
        union = {pair for phrase in phrases for pair in phrase}
        out = [_not_given(e, union, words) if isinstance(e, AddLine) and e.item != item else e
               for e in remade]
    return out


def _not_given(add: AddLine, theirs: set[tuple[str, str]], words: Sequence[str]) -> AddLine:
    """``add`` less the values another item's phrases say and its own do not: "an oat latte, a mocha, a soy
    latte": the model put the second latte's soy on the mocha."""
    own = phrase_values(words, add.item)
    if not own:
        return add
    said = {pair for _, _, values in own for pair in values}
    stray = {(g, v) for g, v in theirs - said if g in _FIELDS and getattr(add, g) == v or (
        g == "addon" and v in add.addons)}
    if not stray:
        return add
    update = {g: None for g, _ in stray if g != "addon"}
    update["addons"] = {n: c for n, c in add.addons.items() if ("addon", n) not in stray}
    return add.model_copy(update=update)


def _listed(words: Sequence[str], item: str) -> list[list[tuple[str, str]]] | None:
    """The values of each phrase of ``item`` in one list, each begun with an article and joined by commas
    and "and": three phrases or more, the last join an "and"; or two phrases alike that a list goes on
    from ("a cappuccino, a cappuccino and a latte"; "a latte, a large latte" may take the first back).
    None otherwise."""
    found = phrase_values(words, item)
    if found is None or not found:
        return None
    found = found + _one_after(words, found[-1][1])  # "…, a soy milk latte and a regular one"
    if len(found) < 2:
        return None
    between = [words[end:start - 1] for (_, end, _), (start, _, _) in zip(found, found[1:], strict=False)]
    joins = [frozenset(w) if all(map(_JOINING.__contains__, w)) else frozenset(w[-1:]) for w in between]
    if not all(j in _JOINS and _list_parts(w) for j, w in zip(joins, between, strict=True)):
        return None
    if len(found) == 2:
        end = found[-1][1]
        apart = any(w.startswith("item:") for w in between[0]) and _AND.intersection(words[found[0][1]:])
        if not apart and (sorted(found[0][2]) != sorted(found[1][2]) or not _AND.intersection(
                joins[-1] | set(words[end:end + 2]))):
            return None  # two phrases apart, other parts between ("an oat latte, a mocha, a soy latte and
            # …"), or alike, where the list goes on
    elif not _AND.intersection(joins[-1]) and not _AND.intersection(words[found[-1][1]:]) and not (
            joins == [frozenset({","})] * len(joins) and set(words[found[-1][1]:]) <= _LIST_END):
        return None  # the list's "and" at its last phrase of the item, or after it ("…, an espresso and a
        # cappuccino"), or a list of commas alone that ends the turn ("a small latte, a medium latte, a
        # large latte")
    return [values for _, _, values in found]


_JOINING = frozenset({",", "and", "plus"})
_PART_WORDS = _JOINING | {"a", "an", "n1", "one"}
_LIST_END = frozenset({".", "!", "please", "thanks"})


def _articles_said(words: Sequence[str]) -> list[str]:
    """The words with "a" before each part of a list said without one ("small latte, medium latte, large
    latte": "a small latte, a medium latte, a large latte"), where a part begins the turn or follows a
    join and begins with a value or an item; the words as they are where no part lacks one."""
    out: list[str] = []
    for k, word in enumerate(words):
        before = words[k - 1] if k else ","
        if before in _JOINING and (word.startswith("item:") or ":" in word and not word.startswith("n")):
            out.append("a")
        out.append(word)
    return out


def _list_parts(between: list[str]) -> bool:
    """Whether the words between two phrases of an item join them, or are whole parts of the same list
    ("an espresso, a mocha, a matcha latte, an espresso": ", a mocha , a matcha latte ,"), each part an
    article, values and an item, the last word a join."""
    return bool(between) and between[-1] in _JOINING and all(
        w in _PART_WORDS or ":" in w for w in between)


_PLAIN = frozenset({"regular", "plain", "normal"})


def _one_after(words: Sequence[str], end: int) -> list[tuple[int, int, list[tuple[str, str]]]]:
    """The phrase "a regular one" or "a soy one" that ends the list after the item's last phrase (ending at
    ``end``), as (start, end, values); none where there is no such phrase."""
    k = end + (words[end:end + 1] == [","])
    k += words[k:k + 1] in (["and"], ["plus"])
    if words[k:k + 1] not in (["a"], ["an"]):
        return []
    stop = next((j for j in range(k + 1, min(k + 4, len(words))) if words[j] == "n1"), None)
    said = words[k + 1:stop] if stop else []
    if not said or words[stop + 1:stop + 2] not in ([], ["."], ["please"], ["!"]) or not all(
            w in _PLAIN or ":" in w and unsymbol(w)[0] in _FIELDS for w in said):
        return []
    return [(k + 1, stop + 1, [unsymbol(w) for w in said if ":" in w])]


def _plain_unit(add: AddLine) -> bool:
    """A line of one unit with menu values only (no count, shots, removals, note or person)."""
    return add.qty == 1 and add.shots is None and not add.removals and not add.notes and not add.who
