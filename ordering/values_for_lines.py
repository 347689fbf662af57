"""Values given line by line, each with the line it is for: "oat for the cappuccino and almond for the
latte", "put oat in the latte and almond in the cappuccino", "large for the mocha and small for the
latte".

The model wrote one of the changes, often on the wrong line ("switch them, oat for the cappuccino and
almond for the latte" made the latte almond and left the cappuccino almond). Where the turn pairs two or
more runs of values each with "for / in / on the <item>", and each item names one line of the order, each
line takes its own values in place of what the model wrote of those lines. Values said with a negation or
an amount ("no whip on the mocha", "extra vanilla in the latte") are the model's to read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import ChangeLine, Edit
from ordering.turn_words import kind_of, value_fields

_VALUES = frozenset({*SINGLE_GROUPS, "addon"})
_FOR = frozenset({"for", "in", "on", "to"})
_THE = frozenset({"the", "my", "his", "her"})
_NOT_PLAIN = frozenset({"no", "not", "without", "hold", "minus", "less", "extra", "more", "double", "light",
                        "half", "little", "bit", "lots", "lot", "some", "few", "n2", "n3", "n4"})


def values_for_lines(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with each run of values said "for the <item>" on that item's one line (see the module)."""
    if not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    pairs = _pairs(tokens)
    refs = []
    for _, item in pairs:
        lines = [r for r, line in enumerate(cart.lines, start=1) if line.item == item]
        refs.append(lines[0] if len(lines) == 1 else None)
    if len(pairs) < 2 or None in refs or len(set(refs)) != len(refs):
        return list(edits)
    changes = []
    for (values, _), ref in zip(pairs, refs, strict=True):
        fields, addons = value_fields(values)
        changes.append(ChangeLine(ref=ref, add_addons=addons, **fields))
    return [*changes, *(e for e in edits if e.ref not in refs)]


def _pairs(tokens: Sequence[str]) -> list[tuple[list[str], str]]:
    """Each run of values followed by "for / in / on the <item>", with that item."""
    pairs = []
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or i < 3 or tokens[i - 1] not in _THE or tokens[i - 2] not in _FOR:
            continue
        start = i - 3
        while start >= 0 and kind_of(tokens[start]) in _VALUES:
            start -= 1
        values = list(tokens[start + 1 : i - 2])
        if start >= 0 and tokens[start] in _NOT_PLAIN:
            return []  # "no whip on the mocha and …", "extra shot in the latte": not the values alone
        if values:
            pairs.append((values, unsymbol(tok)[1]))
    return pairs
