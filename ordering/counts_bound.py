"""'A latte with an extra shot and a mocha with two extra shots': of one add-on said of two drinks, each
count is the one said after that drink's name.

With the same add-on on both lines the model swapped the counts (a latte with two shots and a mocha with
one). The words bind each count to the drink whose words it is said in (from the drink's values and count
said before it to the next drink's): where the lines the turn adds carry the counts said, in another
order, they are put back in the order said (the lines may be written in another order than said). "Extra
vanilla" is two portions (one regular and one more, the benchmark's convention): said of one of two
drinks, the model gave its two to both, or one to the drink said with two pumps; the counts said are put
back (`extra_bound`). An add-on said "in the latte" goes on the latte the turn adds, where the model put
it on the other drink; "a mocha and put whipped cream on the mocha" names the mocha it orders, where the
model added a second one (and "a cappuccino and a latte, and put cinnamon on the cappuccino" puts the
cinnamon on it, where the model put it on the latte).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, symbol, unsymbol
from ordering.edits import AddLine, Edit
from ordering.options_said import ADDON_UNITS
from ordering.said import said_by_its_noun_alone

_ONE = frozenset({"a", "an", "n1", "some"})
_PLAIN = frozenset({"with", "and", "plus", "add"})  # said right before an add-on: one portion
_BETWEEN = frozenset({"added", "extra", "pump", "pumps", "shot", "shots", "of", "packet", "packets", "scoop",
                      "scoops", "little", "bit", "touch", "dash", "splash"})


def counts_bound(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the counts of an add-on on the lines they add in the order the words say them."""
    lines = _lines_said(edits, tokens)
    if lines is None:
        return list(edits)
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    starts = [_start(tokens, i) for i in items]  # "and two vanilla lattes": the vanilla is the lattes'
    out = list(edits)
    names = {n for k in lines for n in edits[k].addons}
    for name in names:
        said = [_count_said(tokens, start, end, symbol("addon", name))
                for start, end in zip(starts, [*starts[1:], len(tokens)], strict=True)]
        written = [edits[k].addons.get(name) for k in lines]
        having = [j for j, (s, w) in enumerate(zip(said, written, strict=True)) if (s, w) != (None, None)]
        said, written = [said[j] for j in having], [written[j] for j in having]  # lines said without it
        if None in said or said == written or sorted(said) != sorted(c for c in written if c is not None):
            continue
        for j, count in zip(having, said, strict=True):
            out[lines[j]] = out[lines[j]].model_copy(update={"addons": {**out[lines[j]].addons, name: count}})
    return out


def _lines_said(edits: Sequence[Edit], tokens: Sequence[str]) -> list[int] | None:
    """The indices of the lines the turn adds, in the order their items are said, where the turn says two
    or more items, each once, and adds one line of each (the model may write the lines in another order);
    else None."""
    said = [t for t in tokens if t.startswith("item:")]
    added = {symbol("item", e.item): k for k, e in enumerate(edits) if isinstance(e, AddLine)}
    if len(said) < 2 or len(set(said)) != len(said):
        return None
    if sum(isinstance(e, AddLine) for e in edits) != len(said):
        return None
    return [added[t] for t in said] if set(said) == set(added) else None


def _count_said(tokens: Sequence[str], start: int, end: int, addon: str) -> int | None:
    """The count said before ``addon`` in tokens[start:end] ("n2 added addon:espresso_shot"; "an
    addon:espresso_shot", "with addon:vanilla_syrup", "a little addon:splenda": 1), or None where the
    add-on is not said there or its count is not plain ("extra vanilla")."""
    at = next((i for i in range(start, end) if tokens[i] == addon), None)
    if at is None:
        return None
    if tokens[at - 1] in _PLAIN:
        return 1  # "with vanilla", "plus sugar": one portion
    i = at - 1
    while i > start and tokens[i] in _BETWEEN:
        i -= 1
    if tokens[i] in _ONE:
        return 1
    if is_count(tokens[i]):
        return number_value(tokens[i])
    return None


def extra_bound(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the counts of an add-on said "extra" of one of the drinks a turn adds (two portions)
    and plainly of the others ("with vanilla": one; "two pumps of vanilla": two) as the words say them, on
    the lines that have it ("a latte with extra vanilla and a mocha with vanilla": the mocha's one)."""
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    if len(added) < 2 or [tokens[i] for i in items] != [symbol("item", edits[k].item) for k in added]:
        return list(edits)
    starts = [_start(tokens, i) for i in items]  # "and a vanilla mocha": the vanilla is the mocha's
    out = list(edits)
    for name in _said_extra(tokens):
        said = [_count_or_extra(tokens, start, end, symbol("addon", name))
                for start, end in zip(starts, [*starts[1:], len(tokens)], strict=True)]
        if 2 not in said:
            continue  # the "extra" said before the first drink, or of no drink the turn adds
        for k, count in zip(added, said, strict=True):
            if count is not None and out[k].addons.get(name) not in (None, count):
                out[k] = out[k].model_copy(update={"addons": {**out[k].addons, name: count}})
    return out


def _said_extra(tokens: Sequence[str]) -> set[str]:
    """The add-ons said right after "extra" with no count before it (not shots: "an extra shot" is one)."""
    return {unsymbol(tokens[i + 1])[1] for i in range(len(tokens) - 1)
            if tokens[i] == "extra" and tokens[i + 1].startswith("addon:")
            and tokens[i + 1] != "addon:espresso_shot" and not (i and is_count(tokens[i - 1]))}


def _start(tokens: Sequence[str], at: int) -> int:
    """Where the words of the item at ``at`` begin: its values said before it, and "a"/"an"/a count."""
    while at > 0 and ":" in tokens[at - 1] and not tokens[at - 1].startswith("item:"):
        at -= 1
    return at - 1 if at > 0 and (tokens[at - 1] in _ONE or is_count(tokens[at - 1])) else at


def _count_or_extra(tokens: Sequence[str], start: int, end: int, addon: str) -> int | None:
    """The count of ``addon`` said once in tokens[start:end], "extra" read as two; None where it is said
    twice, not at all, or with a count after it ("with vanilla, two pumps")."""
    at = [i for i in range(start, end) if tokens[i] == addon]
    if len(at) != 1 or any(is_count(t) for t in tokens[at[0] + 1 : end]):
        return None
    before = tokens[at[0] - 2] if at[0] - 1 > start else ""
    if at[0] > start and tokens[at[0] - 1] == "extra" and not is_count(before):
        return 2
    return _count_said(tokens, start, end, addon)


_IN = frozenset({"in", "on", "for", "to"})


def placed_by_name(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with an add-on said once, followed by "in the <item>" ("a latte and a mocha, extra vanilla
    in the latte"), moved to the line of that item the turn adds, where the model put it on another one."""
    added = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if len(added) < 2:
        return list(edits)
    out = list(edits)
    for at in range(len(tokens) - 3):
        tok, into = tokens[at], unsymbol(tokens[at + 3])[1]
        if not (tok.startswith("addon:") and tokens[at + 1] in _IN and tokens[at + 2] in ("the", "my")
                and tokens[at + 3].startswith("item:") and tokens.count(tok) == 1):
            continue
        name = unsymbol(tok)[1]
        mine = [k for k in added if out[k].item == into]
        holders = [k for k in added if name in out[k].addons]
        if len(mine) != 1 or len(holders) != 1 or holders[0] == mine[0]:
            continue
        held = out[holders[0]].addons
        out[mine[0]] = out[mine[0]].model_copy(update={"addons": {**out[mine[0]].addons, name: held[name]}})
        out[holders[0]] = out[holders[0]].model_copy(
            update={"addons": {n: c for n, c in held.items() if n != name}})
    return out


_ORDERING_ONE = frozenset({"a", "an", "n1"})


def named_again(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the second line of an item the turn orders once ("a mocha", "2 lattes") and then names
    ("and put whipped cream on the mocha", "the lattes with oat") folded into the first: the words name
    the mocha ordered, the model added another with the cream. Only where the cart has no line of the item
    and the model added two lines of it, the first of the count said."""
    out = list(edits)
    for item in {t for t in tokens if t.startswith("item:")}:
        said = [i for i, t in enumerate(tokens) if t == item]
        name = unsymbol(item)[1]
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == name]
        if (len(said) != 2 or not said[0] or tokens[said[1] - 1] not in ("the", "my") or len(mine) != 2
                or any(line.item == name for line in cart.lines)):
            continue
        at = said[0] - 1
        while at > 0 and ":" in tokens[at]:  # "a large latte. … can the latte be decaf?": past its values
            at -= 1
        before = tokens[at]
        count = 1 if before in _ORDERING_ONE else number_value(before) if is_count(before) else None
        # "2 lattes, the lattes with oat": the model wrote the two, then one more with the oat
        if count is None or out[mine[0]].qty != count or out[mine[1]].qty not in (1, count):
            continue
        folded = _folded(out[mine[0]], out[mine[1]])
        if folded is None:
            continue  # two different ones: two lines after all
        out[mine[0]] = folded
        del out[mine[1]]
        out = _add_ons_moved(out, mine[0], tokens, said[1])
    return out


_CLAUSE_ENDS = frozenset({",", ".", "and", "!", "?", ";", "then", "also"})


def _add_ons_moved(edits: list[Edit], k: int, tokens: Sequence[str], at: int) -> list[Edit]:
    """``edits`` with an add-on said once, in the clause that names the line at ``k`` again ("and put
    cinnamon on the cappuccino"), moved onto that line from the one other line the model put it on."""
    start, end = at, at + 1
    while start > 0 and tokens[start - 1] not in _CLAUSE_ENDS:
        start -= 1
    while end < len(tokens) and tokens[end] not in _CLAUSE_ENDS:
        end += 1
    out = list(edits)
    for token in tokens[start:end]:
        name = unsymbol(token)[1]
        if not token.startswith("addon:") or tokens.count(token) != 1 or name in out[k].addons:
            continue
        others = [j for j, e in enumerate(out) if j != k and isinstance(e, AddLine) and name in e.addons]
        if len(others) != 1:
            continue
        other = out[others[0]]
        out[k] = out[k].model_copy(update={"addons": {**out[k].addons, name: other.addons[name]}})
        kept = {a: n for a, n in other.addons.items() if a != name}
        out[others[0]] = other.model_copy(update={"addons": kept})
    return out


_FIELDS = ("size", "temp", "milk", "caffeine", "shots", "notes")
_PERSON_ONE = frozenset({"little", "young", "big", "small", "the"})  # "for the little one": a person
_MORE_OF = frozenset({"another", "second", "more", "both", "each", "other", "too", "also", "same"})


def ordered_once(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` less a bare second line of an item the turn orders one of, once ("one hot choc for the
    little one, not too hot, no cream": the model added a plain hot chocolate beside the warm one, of the
    words it could not place; "a latte with two sugars and a croissant": two croissants). Only where every
    count the turn says orders an item right after it (its values between) or counts an add-on ("two
    sugars"), and nothing asks for more ("another", "both")."""
    if _MORE_OF.intersection(tokens):
        return list(edits)
    counted = [i for i, t in enumerate(tokens) if (is_count(t) or t in ("a", "an")) and not (
        t == "n1" and i and tokens[i - 1] in _PERSON_ONE) and not _counts_an_add_on(tokens, i)]
    ordering = {i: _item_after(tokens, i) for i in counted}
    if not counted or any(at is None for at in ordering.values()):
        return list(edits)
    out = list(edits)
    names = [unsymbol(t)[1] for t in tokens if t.startswith("item:")]
    for i, at in ordering.items():
        name = unsymbol(tokens[at])[1]
        if tokens[i] not in _ORDERING_ONE or names.count(name) != 1:
            continue
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == name]
        if len(mine) == 2 and out[mine[0]].qty == 1 and out[mine[1]] == AddLine(item=name):
            out = [e for k, e in enumerate(out) if k != mine[1]]
    return out


def _item_after(tokens: Sequence[str], at: int) -> int | None:
    """Where the item the count at ``at`` orders is said: right after it, or after its values only."""
    for j in range(at + 1, len(tokens)):
        if tokens[j].startswith("item:"):
            return j
        if ":" not in tokens[j]:
            return None
    return None


def _counts_an_add_on(tokens: Sequence[str], at: int) -> bool:
    """Whether the count at ``at`` counts an add-on or a measure of one: "two sugars", "3 pumps"."""
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    return after.startswith("addon:") or after in ADDON_UNITS


def _folded(first: AddLine, second: AddLine) -> AddLine | None:
    """``first`` with what ``second`` says of it, or None where they differ (two different lines)."""
    if any(getattr(first, f) is not None and getattr(second, f) not in (None, getattr(first, f))
           for f in _FIELDS):
        return None
    update = {f: getattr(second, f) for f in _FIELDS
              if getattr(first, f) is None and getattr(second, f) is not None}
    return first.model_copy(update={
        **update, "addons": {**first.addons, **second.addons},
        "removals": [*first.removals, *(r for r in second.removals if r not in first.removals)],
        "preps": [*first.preps, *(p for p in second.preps if p not in first.preps)]})


def kind_named_again(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any) -> list[Edit]:
    """``edits`` with a line of the house item of a kind, said "the <kind>" after the turn ordered another
    item of that kind, folded into that one: "a blueberry muffin, and could you warm the muffin" warms the
    blueberry muffin (the model added a warmed apple bran muffin, the muffin "the muffin" names alone). Only
    where the cart has no line of the house item and the turn orders one line of the kind."""
    out = list(edits)
    for k, edit in enumerate(out):
        if not isinstance(edit, AddLine) or any(line.item == edit.item for line in cart.lines):
            continue
        said = [i for i, t in enumerate(tokens) if t == symbol("item", edit.item)]
        if len(said) != 1 or not said[0] or tokens[said[0] - 1] not in ("the", "my"):
            continue
        if not said_by_its_noun_alone(edit.item, text):
            continue
        kind = edit.item.split()[-1]
        kin = [j for j, e in enumerate(out) if j != k and isinstance(e, AddLine) and e.item != edit.item
               and e.item.split()[-1] == kind]
        if len(kin) != 1 or kin[0] > k:
            continue
        folded = _folded(out[kin[0]], edit.model_copy(update={"qty": out[kin[0]].qty}))
        if folded is not None:
            out[kin[0]] = folded
            del out[k]
            return out
    return out
