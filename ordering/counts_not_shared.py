"""A count said of one thing is not another's: "a latte with extra caramel and vanilla" has one vanilla, and
"two vanilla lattes, one with soy and one with oat" has one vanilla in each.

The model gave the two of "extra caramel" to the add-on said with it as well (vanilla ×2), and the two of
"two vanilla lattes" to the vanilla of the first latte it split off. The words bind the count: "extra"
to the add-on right after it, a count said before "<add-on> <item>" to the drinks. Where an add-on said
plainly (no count, no "extra" of its own) got that count, it is put back to one portion.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import SINGLE_GROUPS, count_said, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit

# words that join two add-ons said in one breath ("extra caramel and vanilla", "extra whip, caramel")
_JOIN = frozenset({"and", ",", "&", "plus"})
# "two shot latte" is a count of shots, said before the add-on's name: not a count of drinks
_COUNTED_BY_NAME = frozenset({"espresso shot"})


def extra_not_shared(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with an add-on said plainly right after "extra <add-on> and" at one portion where the
    model gave it the two of the "extra" ("extra caramel and vanilla": vanilla ×1)."""
    plain = {unsymbol(tokens[i + 3])[1] for i in range(len(tokens) - 3)
             if tokens[i] == "extra" and tokens[i + 1].startswith("addon:") and tokens[i + 2] in _JOIN
             and tokens[i + 3].startswith("addon:") and tokens[i + 3] != tokens[i + 1]
             and not (i and is_count(tokens[i - 1]))}
    plain = {name for name in plain if _said_once(tokens, name)}
    extra = {unsymbol(tokens[i + 1])[1] for i in range(len(tokens) - 1)
             if tokens[i] == "extra" and tokens[i + 1].startswith("addon:")}
    return [_one_portion(e, plain, extra) for e in edits]


def count_of_drinks(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with an add-on said between a count and the item it counts ("two vanilla lattes") at one
    portion on the lines of that item the turn adds, where the model gave it the count of drinks."""
    out = list(edits)
    for i, tok in enumerate(tokens):
        if not is_count(tok) or number_value(tok) < 2:
            continue
        j = i + 1
        while j < len(tokens) and ":" in tokens[j] and not tokens[j].startswith("item:"):
            j += 1  # the values said before the item ("two iced vanilla oat lattes")
        if j == len(tokens) or not tokens[j].startswith("item:"):
            continue
        item, count = unsymbol(tokens[j])[1], number_value(tok)
        names = {unsymbol(t)[1] for t in tokens[i + 1 : j] if t.startswith("addon:")}
        names = {n for n in names if n not in _COUNTED_BY_NAME and _said_once(tokens, n)}
        for k, e in enumerate(out):
            if isinstance(e, AddLine) and e.item == item and any(e.addons.get(n) == count for n in names):
                out[k] = e.model_copy(update={"addons": {
                    n: 1 if n in names and c == count else c for n, c in e.addons.items()}})
    return out


def _said_once(tokens: Sequence[str], name: str) -> bool:
    """Whether the add-on is said once in the turn (said again, its counts may be the customer's)."""
    return sum(t.startswith("addon:") and unsymbol(t)[1] == name for t in tokens) == 1


def _one_portion(edit: Edit, plain: set[str], extra: set[str]) -> Edit:
    """The edit with each add-on of ``plain`` that it gives two, beside an add-on of ``extra``, at one."""
    field = "addons" if isinstance(edit, AddLine) else "add_addons" if isinstance(edit, ChangeLine) else None
    if field is None:
        return edit
    addons = getattr(edit, field)
    if not any(addons.get(n) == 2 for n in extra) or not any(addons.get(n) == 2 for n in plain):
        return edit  # only where the "extra" itself is on the line with two
    return edit.model_copy(update={field: {n: 1 if n in plain and c == 2 else c for n, c in addons.items()}})


_ENDS = frozenset({"", ",", ".", "!", "please", "thanks", "too"})


def counts_added_apart(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the counts said of "<n> <values> <item> and <m> <values> [one(s)]" where the two values
    differ (a size, a milk, …): "two small coffees and one large" is three coffees, two small and one large;
    "a large coffee and two small ones" and "two large lattes and a small one" likewise. The model read a
    split of two ("two lattes, one decaf": one of the two), wrote one small coffee, or dropped the ones."""
    out = list(edits)
    for i, tok in enumerate(tokens):
        first_count = count_said(tok)
        if first_count is None:
            continue
        first, at = _values_from(tokens, i + 1)
        if not first or at >= len(tokens) or not tokens[at].startswith("item:"):
            continue
        item = unsymbol(tokens[at])[1].replace("_", " ")
        k = at + 1
        joined = tokens[k : k + 1] == ["and"] and k + 1 < len(tokens)
        second_count = count_said(tokens[k + 1]) if joined else None
        if second_count is None:
            continue
        second, end = _values_from(tokens, k + 2)
        ones = end < len(tokens) and tokens[end] in ("ones", "n1")  # "two small ones", "a small one"
        end += ones
        if not second or (tokens[end] if end < len(tokens) else "") not in _ENDS:
            continue
        if not any(g in second and second[g] != v for g, v in first.items()):
            continue  # "two lattes with oat and one …": no value of the first said otherwise
        for values, count, made in ((first, first_count, first), (second, second_count, {**first, **second})):
            lines = [j for j, e in enumerate(out) if isinstance(e, AddLine) and e.item == item
                     and all(str(getattr(e, g)) == v for g, v in values.items())]
            if lines and sum(out[j].qty for j in lines) != count:  # one line of them, of that count
                out[lines[0]] = out[lines[0]].model_copy(update={"qty": count})
                out = [e for j, e in enumerate(out) if j not in lines[1:]]
            elif not lines and (ones or set(second) == {"size"}):  # "a large coffee and two small ones",
                # "a large latte and a small": the small ones were dropped
                mine = [j for j, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
                if mine:
                    out.insert(mine[-1] + 1, AddLine(item=item, qty=count, **made))
    return out



def _values_from(tokens: Sequence[str], at: int) -> tuple[dict[str, str], int]:
    """The single-group values said from ``at`` on ({"size": "small"}) and the index after them."""
    values = {}
    while at < len(tokens) and ":" in tokens[at] and unsymbol(tokens[at])[0] in SINGLE_GROUPS:
        group, name = unsymbol(tokens[at])
        values[group] = name.replace("_", " ")
        at += 1
    return values, at
