"""'Three lattes', then 'one each with vanilla, caramel and hazelnut': one latte of each syrup.

Said with the order ("three lattes: oat, soy and almond") the values are shared out already
(`per_line.listed_values_split`); said in the next turn, the model gave every syrup to all three lattes
("one each with …"), or split one latte off with all three ("one with vanilla, one with caramel and one
with hazelnut"). Where the turn names no item, lists two or more values of one kind (a milk, a size, an
add-on …) said "each" or "different" or one "one" apiece (or listed alone, of values that cannot go
together: "small, medium and large please"), and a line of the cart holds exactly that many units (the line
the model changed, else the cart's last), the line is shared out: one unit with each value.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

_LISTING = frozenset({",", "and", "please", ".", "then", "thanks"})


def values_shared_out(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or a line of n units made n lines, one with each of the n values listed (see the
    module)."""
    if menu is None or not cart.lines or any(t.startswith("item:") for t in tokens):
        return list(edits)
    values = list(dict.fromkeys(t for t in tokens if ":" in t and t.partition(":")[0] in (*SINGLE_GROUPS,
                                                                                         "addon")))
    groups = {v.partition(":")[0] for v in values}
    ones = tokens.count("n1")
    # "small, medium and large please": values that cannot go together, listed alone ("vanilla and
    # caramel" may be both syrups in each)
    listed = all(":" in t or t in _LISTING for t in tokens) and "addon" not in groups
    apart = "each" in tokens or "different" in tokens  # "make them all different sizes, small, …"
    if len(values) < 2 or len(groups) != 1 or not (apart or ones == len(values) or listed):
        return list(edits)
    refs = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if any(not isinstance(e, ChangeLine | AddLine) for e in edits):
        return list(edits)
    ref = refs.pop() if len(refs) == 1 else len(cart.lines)
    if not 1 <= ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[ref - 1]
    group = groups.pop()
    named = [unsymbol(v)[1] for v in values]
    if line.qty != len(values) or not all(menu.allows(line.item, group, name) for name in named):
        return list(edits)
    kept = line.model_dump(exclude={"id", "qty"})
    if group == "addon":
        units = [{"addons": {**line.addons, name: 1}} for name in named]
    else:
        units = [{group: name} for name in named]
    return [ChangeLine(ref=ref, qty=1, **({"add_addons": {named[0]: 1}} if group == "addon" else units[0])),
            *(AddLine(**{**kept, **unit}) for unit in units[1:])]
