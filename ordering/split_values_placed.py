"""A counted item split unit by unit ("two iced coffees, one black, one with cream and sugar", or with no
commas: "two drip coffees one black one with cream and sugar"): each unit gets the values said after its
own "one"; "one with both" after two parts has the values of both.

The model wrote the two lines with the values said, but put the cream on the first coffee and the sugar
on the second: the coffee asked black came with cream. Where the count is followed by as many parts, each
begun by "one", and the model's lines of the item hold, between them, exactly the values those parts say,
each line takes its part's values (and the values said of the count, before the split, stay on all).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, unsymbol
from ordering.edits import AddLine
from ordering.turn_words import PLAIN_UNITS, kind_of

_VALUE_KINDS = (*SINGLE_GROUPS, "addon")
_BOUNDS = frozenset({",", "and", "make"})  # "two flat whites, but make one of them decaf and …"
_PLAIN = PLAIN_UNITS | {"straight"}  # a part said by its plainness
_NOT_OWN = frozenset({"not", "no", "without", "non", "for", "instead", "but", "other", "n1"})


def split_values_placed(edits: Sequence[Any], tokens: Sequence[str]) -> list[Any]:
    """``edits`` with the values of each "one" of a counted item's split on its own line (see the module)."""
    out = list(edits)
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        c = i - 1
        while c >= 0 and kind_of(tokens[c]) in _VALUE_KINDS:
            c -= 1
        if c < 0 or tokens[c] not in NUMBERS or number_value(tokens[c]) < 2:
            continue
        parts = _parts(tokens, i)
        item = unsymbol(tok)[1]
        lines = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(parts) != number_value(tokens[c]) or len(lines) != len(parts) or any(out[k].qty != 1
                                                                                 for k in lines):
            continue
        shared = {t for t in tokens[c + 1 : i] if kind_of(t) in _VALUE_KINDS}
        said = _both_given([{t for t in part if kind_of(t) in _VALUE_KINDS} - shared for part in parts],
                           parts)
        wrote = [line_values(out[k]) - shared for k in lines]
        if set().union(*said) != set().union(*wrote) or sorted(map(sorted, said)) == sorted(
                map(sorted, wrote)):
            continue  # other values than said, or each line has its part's already
        counts = {name: n for k in lines for name, n in out[k].addons.items()}
        for k, values in zip(lines, said, strict=True):
            out[k] = _given(out[k], values | shared, counts)
    return out


def _parts(tokens: Sequence[str], i: int) -> list[list[str]]:
    """The parts after the item at ``i`` that each begin a phrase with "one" or "the other", up to the end,
    the next item or "one more thing"; none where a part says "not" or "for" ("one not decaf", "let's do
    nonfat for the other one": not a value of its own)."""
    end = next((k for k in range(i + 1, len(tokens)) if tokens[k].startswith("item:")
                or tokens[k] == "n1" and tokens[k + 1 : k + 2] == ["more"]), len(tokens))
    starts = [k for k in range(i + 1, end) if tokens[k] == "n1" and (k == i + 1 or tokens[k - 1] in _BOUNDS)
              or tokens[k] == "other" and tokens[k - 1] == "the" and tokens[k - 2] in _BOUNDS]
    if starts and starts[0] == i + 1:  # "two coffees one black one with cream": no comma between the parts
        starts += [k for k in range(starts[0] + 2, end) if tokens[k] == "n1" and k not in starts
                   and (tokens[k - 1] in _PLAIN or kind_of(tokens[k - 1]) in _VALUE_KINDS)]
        starts.sort()
    if not starts or any(kind_of(t) in _VALUE_KINDS for t in tokens[i + 1 : starts[0]]):
        return []  # values said of the count after it ("two lattes with oat, one decaf"): not split alone
    parts = [list(tokens[a + 1 : b]) for a, b in zip(starts, [*starts[1:], end], strict=True)]
    # "the other one extra hot": the part's values past its "one"
    parts = [part[1:] if tokens[a] == "other" and part[:1] == ["n1"] else part
             for a, part in zip(starts, parts, strict=True)]
    return [] if any(_NOT_OWN.intersection(part) for part in parts) else parts


def _both_given(said: list[set[str]], parts: list[list[str]]) -> list[set[str]]:
    """The values of each part, a part "with both" after two parts of values given both theirs ("one with
    cream, one with sugar and one with both")."""
    out: list[set[str]] = []
    for values, part in zip(said, parts, strict=True):
        valued = [vs for vs in out if vs]
        if not values and [w for w in part if w not in ("with", "n1")] == ["both"] and len(valued) == 2:
            values = valued[0] | valued[1]
        out.append(values)
    return out


def line_values(line: AddLine) -> set[str]:
    """The line's values as tokens ("milk:half_and_half", "addon:sugar")."""
    said = {f"{g}:{str(getattr(line, g)).replace(' ', '_')}" for g in SINGLE_GROUPS
            if getattr(line, g) is not None}
    return said | {f"addon:{name.replace(' ', '_')}" for name in line.addons}


def _given(line: AddLine, values: set[str], counts: dict[str, int]) -> AddLine:
    """``line`` with exactly ``values`` (each add-on with the count the model wrote it with)."""
    update: dict[str, Any] = {g: None for g in SINGLE_GROUPS}
    addons = {}
    for value in values:
        group, _, name = value.partition(":")
        name = name.replace("_", " ")
        if group == "addon":
            addons[name] = counts.get(name, 1)
        else:
            update[group] = int(name) if group == "shots" else name
    return line.model_copy(update={**update, "addons": addons})
