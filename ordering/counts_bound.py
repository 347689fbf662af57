"""'A latte with an extra shot and a mocha with two extra shots': of one add-on said of two drinks, each
count is the one said after that drink's name.

With the same add-on on both lines the model swapped the counts (a latte with two shots and a mocha with
one). The words bind each count to the drink named last before it: where the lines the turn adds carry
the counts said, in another order, they are put back in the order said.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import is_count, number_value, symbol
from ordering.edits import AddLine, Edit

_ONE = frozenset({"a", "an", "n1"})
_BETWEEN = frozenset({"added", "extra", "pump", "pumps", "shot", "shots", "of", "packet", "packets"})


def counts_bound(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the counts of an add-on on the lines they add in the order the words say them."""
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    if len(added) < 2 or [tokens[i] for i in items] != [symbol("item", edits[k].item) for k in added]:
        return list(edits)
    out = list(edits)
    names = {n for k in added for n in edits[k].addons}
    for name in names:
        said = [_count_said(tokens, start, end, symbol("addon", name))
                for start, end in zip(items, [*items[1:], len(tokens)], strict=True)]
        written = [edits[k].addons.get(name) for k in added]
        if None in said or said == written or sorted(said) != sorted(c for c in written if c is not None):
            continue
        for k, count in zip(added, said, strict=True):
            out[k] = out[k].model_copy(update={"addons": {**out[k].addons, name: count}})
    return out


def _count_said(tokens: Sequence[str], start: int, end: int, addon: str) -> int | None:
    """The count said before ``addon`` in tokens[start:end] ("n2 added addon:espresso_shot"; "an
    addon:espresso_shot", "with addon:vanilla_syrup": 1), or None where the add-on is not said there or
    its count is not plain ("extra vanilla")."""
    at = next((i for i in range(start, end) if tokens[i] == addon), None)
    if at is None:
        return None
    if tokens[at - 1] in ("with", "and"):
        return 1  # "with vanilla": one portion
    i = at - 1
    while i > start and tokens[i] in _BETWEEN:
        i -= 1
    if tokens[i] in _ONE:
        return 1
    if is_count(tokens[i]):
        return number_value(tokens[i])
    return None

