""""A medium mocha with almond milk, and a large black coffee": a value said right before an item is that
item's.

The model wrote the coffee without its size (a plain coffee, priced as the usual size). Where the words
say values right before an item ("a large black coffee", "an iced oat latte"), with nothing between but
other such values and plain words of how it is ("black"), and the turn adds one line of that item that
has no value of that group (of an item said more than once, as many lines, taken in the order said: "one
small decaf latte and one large regular latte" lost the large), the line takes the value; a value the
model gave to another line added in the turn is left to the model (it may have put it on the wrong one,
but which is not known).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, Edit

_PLAIN_WORDS = frozenset({"black", "plain", "regular", "hot", "fresh", "nice", "little", "big"})


def values_before_item(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the values said right before an item given to its one added line that lacks them."""
    if menu is None:
        return list(edits)
    out = list(edits)
    items = [t for t in tokens if t.startswith("item:")]
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        item = unsymbol(tok)[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(mine) != items.count(tok):  # an item said twice: its lines, in the order said
            continue
        mine = [mine[tokens[:i].count(tok)]]
        said = []
        for j in range(i - 1, -1, -1):
            if ":" in tokens[j] and unsymbol(tokens[j])[0] in SINGLE_GROUPS:
                said.append(unsymbol(tokens[j]))
            elif tokens[j] not in _PLAIN_WORDS and not (tokens[j] == "n1" and j == i - 1 and j):
                break  # "the large one earl grey": the one said right before the item is it
        line = out[mine[0]]
        update = {}
        for group, value in said:
            others = [e for e in out if isinstance(e, AddLine) and e is not line]
            if getattr(line, group) is not None or not menu.allows(item, group, value) or any(
                    str(getattr(e, group)) == value for e in others):
                continue
            update[group] = int(value) if group == "shots" else value
        if update:
            out[mine[0]] = line.model_copy(update=update)
    return out


_LIST_GLUE = frozenset({",", "and", "a", "an", "one"})


def values_listed_before_item(edits: Sequence[Edit], tokens: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with one line of an item for each value of a group listed right before it: "a small,
    medium and large coffee" is three coffees, "a hot and an iced latte" two lattes (the model added one,
    of the first value). Only where the values are of one group, two or more and each said once, joined by
    "," / "and" (an article between), begun with an article and no item said before, and the model added
    that item once, with one of them or none."""
    if menu is None:
        return list(edits)
    for at, token in enumerate(tokens):
        if not token.startswith("item:") or at < 3:
            continue
        values = _listed_before(tokens, at)
        item = unsymbol(token)[1]
        if values is None:
            continue
        group = unsymbol(values[0])[0]
        named = [unsymbol(v)[1] for v in values]
        adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
        if len(adds) != 1 or edits[adds[0]].qty != 1 or getattr(edits[adds[0]], group) not in (None, *named):
            return list(edits)
        line = edits[adds[0]]
        if not all(menu.allows(item, group, name) for name in named):
            return list(edits)
        lines = [line.model_copy(update={group: name}) for name in named]
        return [*edits[: adds[0]], *lines, *edits[adds[0] + 1 :]]
    return list(edits)


def _listed_before(tokens: Sequence[str], at: int) -> list[str] | None:
    """The values of one single-choice group listed right before ``tokens[at]`` ("size:small , size:medium
    and size:large"), two or more, each once, joined by "," / "and" with articles between; else None."""
    values: list[str] = []
    k = at - 1
    while k >= 0:
        if ":" in tokens[k] and unsymbol(tokens[k])[0] in SINGLE_GROUPS:
            values.insert(0, tokens[k])
            k -= 1
            glue = []
            while k >= 0 and tokens[k] in _LIST_GLUE:
                glue.append(tokens[k])
                k -= 1
            if not ({",", "and"} & set(glue)):  # the list's start: "a small" (the article before it)
                break
        else:
            break
    groups = {unsymbol(v)[0] for v in values}
    if len(values) < 2 or len(groups) != 1 or len(set(values)) != len(values):
        return None
    first = tokens.index(values[0], max(0, k))
    # the list begins the line: "a small, medium and large coffee"; not "a mocha, make it extra hot, and an
    # iced tea" (the first value is the mocha's), nor values said after another item
    if tokens[first - 1 : first] not in (["a"], ["an"]) or any(t.startswith("item:") for t in tokens[:first]):
        return None
    return values
