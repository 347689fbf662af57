""""Two black coffees and one with milk": three coffees, two black and one with milk.

Said after units named plain ("black", "plain", "regular", "normal"), "and one with …" is one more of the
item, not one of those: a black coffee has no milk. The model read it as "two coffees, one with milk" and
wrote two coffees ("a black coffee and one with milk" came out as one coffee with milk). Where the turn
says "<count> <plain word> <item> and <count> with …", and the model's lines of the item hold fewer units
than the two counts together, with the units "with …" all on lines of their own, the plain units are made
the count said first: a line of them beside the model's, sharing its size and temperature.

"One vanilla latte, and one without vanilla" is two lattes: the model wrote one latte with the vanilla taken
off. Where the turn says "<count> <add-on> <item>, and <count> without <that add-on>", and the model wrote
one line of the item, the units said first have the add-on and the others have it not
(`one_without_it`); so is "a mocha with whip and one without".
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from ordering.dsl import count_said, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit
from ordering.turn_words import PLAIN_UNITS


def one_more_with(edits: Sequence[Edit], words: Sequence[str], cart: Any = None) -> list[Edit]:
    """``edits`` with the plain units said before "and one with …" kept beside it (see the module); not
    where the edits split a line of the cart of that item ("one coffee black and one with oat" of two
    coffees ordered: the two, one of them with oat)."""
    out = list(edits)
    split = {cart.lines[e.ref - 1].item for e in edits if isinstance(e, ChangeLine) and e.qty is not None
             and cart is not None and 1 <= e.ref <= len(cart.lines)}
    for i, word in enumerate(words):
        plain = count_said(word)
        said = _said_plain(words, i + 1)
        if plain is None or said is None:
            continue
        values, at = said
        end = at + 1 + (at + 1 < len(words) and words[at + 1] in PLAIN_UNITS)  # "one coffee black and …"
        with_ = count_said(words[end + 1]) if end + 2 < len(words) else None
        if with_ is None or words[end] != "and" or words[end + 2] != "with":
            continue
        item = unsymbol(words[at])[1]
        if item in split:
            continue
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        withs = [k for k in mine if _with_something(out[k])]
        plains = [k for k in mine if k not in withs]
        if (sum(out[k].qty for k in mine) >= plain + with_ or not withs or len(plains) > 1
                or sum(out[k].qty for k in withs) != with_):
            continue
        if plains:
            out[plains[0]] = out[plains[0]].model_copy(update={"qty": plain, **values})
        else:
            base = out[withs[0]]
            out.insert(withs[0], AddLine(item=item, qty=plain, **{"size": base.size, "temp": base.temp,
                                                                  **values}))
    return out


def _said_plain(words: Sequence[str], at: int) -> tuple[dict[str, str], int] | None:
    """The values said with a plain word before an item from ``at`` on ("large black coffees": {"size":
    "large"}) and the index of the item; None where no plain word or no item follows."""
    values, plain = {}, False
    while at < len(words) and (words[at] in PLAIN_UNITS or ":" in words[at] and unsymbol(words[at])[0] in (
            "size", "temp", "caffeine")):
        if words[at] in PLAIN_UNITS:
            plain = True
        else:
            group, name = unsymbol(words[at])
            values[group] = name
        at += 1
    after = at + 1 < len(words) and words[at + 1] in PLAIN_UNITS  # "one coffee black"
    return (values, at) if (plain or after) and at < len(words) and words[at].startswith("item:") else None


def _with_something(add: AddLine) -> bool:
    """Whether a line holds what "with …" adds: a milk, an add-on or a note."""
    return bool(add.milk or add.addons or add.notes)


_WITHOUT = frozenset({"without", "no", "minus"})


def one_without_it(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with "<n> <add-on> <item>, and <m> without <it>" read as both lines (see the module)."""
    for i in range(len(words) - 2):
        run = list(itertools.takewhile(lambda t: ":" in t, words[i + 1:]))
        if not count_said(words[i]) or len(run) < 2 or not run[-1].startswith("item:"):
            continue
        item, rest = unsymbol(run[-1])[1], words[i + 1 + len(run):]
        at = next((k for k in range(len(rest) - 3) if rest[k] == "and" and is_count(rest[k + 1])
                   and rest[k + 2] in _WITHOUT and rest[k + 3] in run), None)
        mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
        if at is None or not mine or any(isinstance(e, AddLine) and e.item != item for e in edits):
            continue
        name, line = unsymbol(rest[at + 3])[1], edits[mine[0]]
        plain = line.model_copy(update={"qty": number_value(rest[at + 1]),
                                        "addons": {n: c for n, c in line.addons.items() if n != name},
                                        "removals": [r for r in line.removals if r != name]})
        flavoured = plain.model_copy(update={"qty": count_said(words[i]),
                                             "addons": {**plain.addons, name: 1}})
        out = [e for k, e in enumerate(edits) if k not in mine[1:]]
        out[mine[0]:mine[0] + 1] = [flavoured, plain]
        return out
    return _one_with_and_one_without(edits, words)


_BETWEEN = frozenset({"and", "a", "an", "added", "extra", "some"})  # "with an extra shot and some sugar"
_AFTER_WITHOUT = frozenset({"", "it", "them", "that", "please", ".", "!", "any", "thanks"})


def _one_with_and_one_without(edits: Sequence[Edit], words: Sequence[str]) -> list[Edit]:
    """``edits`` with "<n> <item> with <add-ons>, and <m> without (it)" read as both lines: "a mocha with
    whip and one without" is a mocha with whip and a plain one (the model wrote the one with whip); "two
    mochas with whip and one without (whip)" is two with whip and a plain one (the model wrote one of each,
    or took the whip off)."""
    items = [k for k, w in enumerate(words) if w.startswith("item:")]
    if len(items) != 1 or not items[0] or not count_said(words[items[0] - 1]):
        return list(edits)
    at, item = items[0], unsymbol(words[items[0]])[1]
    run = list(itertools.takewhile(lambda t: t.startswith(("addon:", "milk:")) or t in _BETWEEN,
                                   words[at + 2:]))
    while run and run[-1] == "and":
        run.pop()
    said = {unsymbol(t)[1] for t in run if t.startswith("addon:")}
    milk = next((unsymbol(t)[1].replace("_", " ") for t in run if t.startswith("milk:")), None)
    rest = [*words[at + 2 + len(run):], ""]
    if rest[:2] == [",", "and"]:  # "a mocha with whip, and one without"; "…, two without"
        rest = rest[1:]
    if words[at + 1 : at + 2] != ["with"] or not (said or milk) or len(rest) < 4 or rest[0] not in (
            "and", ",") or not (
            is_count(rest[1]) and rest[2] in _WITHOUT and (rest[3] in _AFTER_WITHOUT or rest[3] in run
                                                          and all(w in _AFTER_WITHOUT for w in rest[4:]))):
        return list(edits)
    if not edits or any(not isinstance(e, AddLine) or e.item != item for e in edits):
        return list(edits)
    line = next((e for e in edits if said & (set(e.addons) | set(e.removals)) or milk and e.milk), None)
    if line is None or sum(e.qty for e in edits) > count_said(words[at - 1]) + number_value(rest[1]):
        return list(edits)
    addons = {n: c for n, c in line.addons.items() if n not in said}
    removals = [r for r in line.removals if r not in said]
    extra = {unsymbol(t)[1] for k, t in enumerate(run) if k and run[k - 1] == "extra"}  # "with extra foam"
    # "one with extra foam and one without foam": the foam it has, left out (the model's removal of it); a
    # mocha without whip is a plain mocha
    left_out = [r for r in line.removals if r in said and r in extra]
    plain = line.model_copy(update={"qty": number_value(rest[1]), "milk": None if milk else line.milk,
                                    "addons": addons, "removals": [*removals, *left_out]})
    flavoured = line.model_copy(update={"qty": count_said(words[at - 1]), "milk": milk or line.milk,
                                        "removals": removals, "addons": {**addons, **{
                                            n: max(line.addons.get(n, 1), 2 if n in extra else 1)
                                            for n in said}}})
    return [flavoured, plain]
