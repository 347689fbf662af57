"""Counts the words carry that a model of menu words misreads: a shot word said as the item ("a doppio",
"a double espresso and a single"), an order "for two" of two different things, and "two more" of a line.

- A shot word with no item to go with is an espresso of that many shots (the benchmark's convention: single
  1, double/doppio 2, triple 3, quad 4). The model wrote nothing, or only the first of "a double espresso
  and a single"; where it wrote fewer lines with that shot count than the turn says, the shot words said
  alone are the espressos it left out. "A double latte" and "a single origin coffee" name their item. The
  espresso's own values said next to the shot word are its values: "an iced doppio", "a decaf doppio",
  "two doppios over ice".
- "Order for two please, a flat white and a cortado" says who the order is for, not how many flat whites:
  a count said after "for" before any item, with two different items after it, is no count of the item
  the model gave it to (where that item's own words have no count). "Coffee for two" counts the coffee.
- "Add 2 more of those" of a line of one is three: the model set the line's count to the two said.
- "Three more caramel lattes" of a latte is a line of three caramel lattes: the model put three pumps of
  caramel on the latte (`more_with_values`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, SetOrder
from ordering.turn_words import line_of_values

_ARTICLES = frozenset({"a", "an", "another"})
# words that end the phrase a shot word is said in: an item named after them is another thing's
_PHRASE_ENDS = frozenset({"and", ",", ".", "?", "!", "please", "plus", "also", "then", "&", ";", "thanks"})
# "make it a double", "with a double shot": a change of a line or the shots of an item named
_CHANGE_WORDS = frozenset({"make", "it", "that", "them", "those", "this", "with", "change", "switch", "one"})
# the words a shot word said as the item is followed by ("a double to go"): not "double the foam", "line 3
# double cupped", "in a single season"
_AFTER_ALONE = _PHRASE_ENDS | {"", "too", "as", "for", "to", "if", "now", "here", "to_go:true", "to_go:false"}
_A_LINE = (["it"], ["that"], ["this"], ["the"], ["my"], ["them"], ["mine"])  # "... to it", "... in my latte"
# "can you make the last one double the foam"
_CHANGE_VERBS = frozenset({"make", "made", "change", "switch", "turn"})
# "for two people", "for the two of us"
_PARTY = frozenset({"people", "persons", "of", "us", "adults"})
# the values of a shot word said as the item that are the espresso's: "an iced doppio", "a doppio, decaf"
_ESPRESSO_VALUES = ("temp", "caffeine", "milk")


def shot_word_alone(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with an espresso of the shots of each shot word said with no item ("one doppio please")
    that the model left out (see the module)."""
    alone = [(i, int(tokens[i][6:])) for i in range(len(tokens)) if _alone(tokens, i, cart)]
    if not alone:
        return list(edits)
    out = _shots_given_back(edits, tokens, alone)
    for shots in sorted({s for _, s in alone}):
        said = sum(t == f"shots:{shots}" for t in tokens)
        missing = said - sum(isinstance(e, (AddLine, ChangeLine)) and e.shots == shots for e in out)
        if missing <= 0:
            continue  # the model wrote a line of these shots for each time they are said
        for i in [i for i, s in alone if s == shots][-missing:]:  # the last said alone are left out
            start, end = _values_around(tokens, i)
            qty = number_value(tokens[start - 1]) if start and is_count(tokens[start - 1]) else 1
            values = {kind: name.replace("_", " ") for kind, name in map(unsymbol, tokens[start:end])
                      if kind != "shots"}
            # "a doppio to go": the espresso said before the order's way
            at = next((k for k, e in enumerate(out) if isinstance(e, SetOrder)), len(out))
            out.insert(at, AddLine(item="espresso", qty=qty, shots=shots, **values))
    if len(out) == len(edits):
        return out
    said_shots = {str(s) for _, s in alone}
    # "a single please" was asked of the menu as "1": the espresso added is its answer
    return [e for e in out if not (isinstance(e, AskMenu) and e.about and set(e.about) <= said_shots)]


def _shots_given_back(edits: Sequence[Edit], tokens: Sequence[str],
                      alone: Sequence[tuple[int, int]]) -> list[Edit]:
    """``edits`` with the shots of a shot word said alone taken off the lines of the items the turn names
    apart from it with "and", where every shot word of that count is said alone: "two espressos and a
    doppio" is no two doppios, "a doppio and a latte" no double latte (the model put the doppio's shots on
    the item beside it). "An espresso, a double" says the one espresso again."""
    out = list(edits)
    for shots in {s for _, s in alone}:
        if sum(t == f"shots:{shots}" for t in tokens) != sum(s == shots for _, s in alone):
            continue
        apart = {unsymbol(tokens[j])[1] for i, s in alone if s == shots for j in range(len(tokens))
                 if tokens[j].startswith("item:") and _apart(tokens[min(i, j) : max(i, j)])}
        out = [e.model_copy(update={"shots": None}) if isinstance(e, AddLine) and e.shots == shots
               and e.item in apart else e for e in out]
    return out


_ANDS = frozenset({"and", "plus", "&"})


def _apart(between: Sequence[str]) -> bool:
    """Whether the words between an item and a shot word part them ("and"), where no "with" gives the shot
    word to the item ("two americanos and some room with a double")."""
    return bool(_ANDS.intersection(between)) and "with" not in between


_PARTS_BETWEEN = frozenset({",", "and", "of", "them", "a", "an", "with"})


def _part_of_counted(tokens: Sequence[str], at: int) -> bool:
    """Whether the words before ``at`` (a shot word's count or article) are the parts of an espresso
    counted before them: "three espressos, two single and one double"."""
    for j in range(at - 1, 0, -1):
        if tokens[j] == "item:espresso":  # "two espressos and a double" orders one more
            return is_count(tokens[j - 1]) and number_value(tokens[j - 1]) >= 2 and tokens[j + 1] == ","
        if not (tokens[j] in _PARTS_BETWEEN or is_count(tokens[j]) or tokens[j].startswith("shots:")):
            return False
    return False


def _alone(tokens: Sequence[str], i: int, cart: Cart) -> bool:
    """Whether the shot word at ``i`` is said as the item: after an article or a count (or first, of an
    empty cart), not in a change ("make it a double"), ending its phrase (see ``_AFTER_ALONE``), and with
    no item named after it in its phrase; the espresso's own values may stand between ("an iced doppio",
    "a doppio over ice")."""
    if not tokens[i].startswith("shots:") or not tokens[i][6:].isdigit():
        return False
    start, end = _values_around(tokens, i)
    before = tokens[start - 1] if start else ""
    if not (before in _ARTICLES or is_count(before) or start == 0 and not cart.lines):
        return False
    if _part_of_counted(tokens, start - 1):  # "3 espressos, 2 single and 1 double": the three's parts
        return False
    if _CHANGE_WORDS & set(tokens[max(0, start - 3) : start - 1]) or _CHANGE_VERBS & set(tokens[:start]):
        return False
    if (tokens[end] if end < len(tokens) else "") not in _AFTER_ALONE:
        return False
    if tokens[end : end + 1] in (["to"], ["in"]) and tokens[end + 1 : end + 2] in _A_LINE:
        return False  # "add a double shot to it": a line's shots
    for tok in tokens[end:]:
        if tok in _PHRASE_ENDS:
            return True
        if tok.startswith("item:"):
            return False
    return True


def _values_around(tokens: Sequence[str], i: int) -> tuple[int, int]:
    """The span (start, end) of the shot word at ``i`` with the espresso's values said right before and
    after it, one of each kind at most: "an [iced decaf doppio] please"."""
    kinds = {unsymbol(tokens[i])[0]}
    start = i
    while start and ":" in tokens[start - 1] and unsymbol(tokens[start - 1])[0] in _ESPRESSO_VALUES:
        if unsymbol(tokens[start - 1])[0] in kinds:
            break
        kinds.add(unsymbol(tokens[start - 1])[0])
        start -= 1
    end = i + 1
    while end < len(tokens) and ":" in tokens[end] and unsymbol(tokens[end])[0] in _ESPRESSO_VALUES:
        if unsymbol(tokens[end])[0] in kinds:
            break
        kinds.add(unsymbol(tokens[end])[0])
        end += 1
    return start, end


def party_not_counted(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count of "for two" (said of the whole order, two different items after it) taken
    off the item the model gave it to, where that item is said with no count of its own."""
    at = _party_count(tokens)
    if at is None:
        return list(edits)
    count = number_value(tokens[at])
    named = [k for k in range(at + 1, len(tokens)) if tokens[k].startswith("item:")]
    if len({tokens[k] for k in named}) < 2:
        return list(edits)
    plain = {unsymbol(tokens[k])[1] for k in named if not _counted(tokens, k, at)}
    return [e.model_copy(update={"qty": 1}) if isinstance(e, AddLine) and e.qty == count and e.item in plain
            else e for e in edits]


def _party_count(tokens: Sequence[str]) -> int | None:
    """The position of the count in "for two" / "for the two of us" said before any item, or None."""
    for i, tok in enumerate(tokens):
        if tok.startswith("item:"):
            return None
        if tok != "for":
            continue
        j = i + 2 if tokens[i + 1 : i + 2] == ["the"] else i + 1
        if j < len(tokens) and is_count(tokens[j]) and number_value(tokens[j]) >= 2:
            after = tokens[j + 1] if j + 1 < len(tokens) else ""
            if after in _PHRASE_ENDS or after in _PARTY or after in ("", ":", "a", "an"):
                return j
    return None


def _counted(tokens: Sequence[str], k: int, start: int) -> bool:
    """Whether the item named at ``k`` has a count of its own before it (past its values), after ``start``."""
    j = k - 1
    while j > start and ":" in tokens[j] and not tokens[j].startswith("item:"):
        j -= 1
    return j > start and is_count(tokens[j])


def more_counted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with a line's count set to the N of "N more" (N ≥ 2) raised to the line's count plus N."""
    more = [number_value(tokens[i - 1]) for i in range(1, len(tokens)) if tokens[i] == "more"
            and is_count(tokens[i - 1]) and number_value(tokens[i - 1]) >= 2 and not _of_a_value(tokens, i)]
    if len(more) != 1:
        return list(edits)
    n, lines = more[0], cart.lines
    return [e.model_copy(update={"qty": lines[e.ref - 1].qty + n})
            if isinstance(e, ChangeLine) and e.qty == n and 1 <= e.ref <= len(lines) else e for e in edits]


def more_with_values(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` where the turn orders "N more" of an item with an add-on said before it ("3 more caramel
    lattes", "two more vanilla lattes"): the change that put N of the add-on on a line is a new line of N
    of the item with its values, one portion of the add-on each."""
    for i in range(1, len(tokens)):
        if tokens[i] != "more" or not is_count(tokens[i - 1]) or number_value(tokens[i - 1]) < 2:
            continue
        run = list(itertools.takewhile(lambda t: ":" in t, tokens[i + 1:]))
        if not run or not run[-1].startswith("item:") or any(t.startswith("item:") for t in run[:-1]):
            continue
        n, values = number_value(tokens[i - 1]), run[:-1]
        addons = {unsymbol(t)[1] for t in values if t.startswith("addon:")}
        misread = [k for k, e in enumerate(edits) if isinstance(e, ChangeLine) and addons
                   and set(e.add_addons) == addons and set(e.add_addons.values()) == {n}
                   and e.model_dump(exclude_defaults=True).keys() == {"ref", "add_addons"}]
        if len(misread) == 1:
            out = list(edits)
            out[misread[0]] = line_of_values(unsymbol(run[-1])[1], values, qty=n)
            return out
    return list(edits)


def _of_a_value(tokens: Sequence[str], i: int) -> bool:
    """Whether "more" at ``i`` is said of an add-on or a value ("two more shots", "two more pumps of")."""
    for k, tok in enumerate(tokens[i + 1 : i + 5], start=i + 1):
        if tok.startswith("item:"):
            return False
        if ":" in tok:  # unless the values are the item's: "three more of the large lattes"
            run = list(itertools.takewhile(lambda t: ":" in t, tokens[k:]))
            return not run[-1].startswith("item:")
    return False
