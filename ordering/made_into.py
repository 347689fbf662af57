"""'Make the latte a mocha', 'make it a mocha', 'make the second one a flat white': a line of the cart made
into another item of the menu.

The corpus says a replacement as "change ... to", "swap ... for" or "make ... <item> instead", never as "make
<the line> a <item>" alone, so the model wrote a note for it ("make it a mocha" was not understood, and the
latte stayed). The words say which line: the item named ("the latte"), a place ("the second one"), or "it" /
"that": the line the model changed, else the cart's last line of the new item's kind (a drink for a drink,
food for food). As a replacement the model reads, the line goes and a line of the new item comes with the
values said ("make it a large iced mocha"; a request such as "long" is `special_requests`' note: "make it a
long cappuccino"); the count stays the line's unless one is said ("make it two mochas"); an add-on said after
"no" is the new line's removal ("make it a mocha but no whip"). "That" of an item the turn orders before it
("a chai, no wait make that a matcha") is that item: the new one is ordered in its place, and no line of the
cart changes. "Make them mochas" makes each drink of the cart a mocha, each keeping its count and its choices.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import NUMBERS, SINGLE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, SetOrder
from ordering.for_whom import person_at
from ordering.menu import Menu
from ordering.replacements import carried_over
from ordering.special_requests import BARE_REQUESTS
from ordering.turn_words import ORDINALS, THAT, ordinal_lines, value_fields

_MAKE = frozenset({"make", "turn"})
_SEVERAL = frozenset({"them", "both", "all", "those", "these"})
_REF_WORDS = THAT | ORDINALS | _SEVERAL | frozenset({"the", "my", "n1", "one", "drink"})
_NAMING = THAT | frozenset({"the", "my", "those", "these"})  # "the latte", "my latte": the line named
_INTO = frozenset({"a", "an", "into"})
_PLAIN = frozenset({"black", "plain", "regular", "normal"})  # "make the black one an americano"
_AFTER = frozenset({"please", "instead", "for", "me", "thanks", "thank", "you", "now", "then", "with", "and",
                    "actually", "rather", ".", "too",  # "make the latte a cappuccino too": like the other
                    # ", same size", "everything else the same": what stays, kept anyway
                    ",", "same", "size", "as", "before", "everything", "else", "the", "keep",
                    "but", "keeping", "still",  # "make that a cappuccino but keep the oat milk"
                    "no", "without", "hold",  # "make it a mocha but no whip": its removal
                    "a", "an", "added"})  # "make it a coffee with a shot", "a red eye": with an added shot
_VALUE_GROUPS = (*SINGLE_GROUPS, "addon", "prep")


def made_into_said(tokens: Sequence[str]) -> tuple[list[str], str, list[str], int | None] | None:
    """(the words naming the line, the new item, the values said of it, the count said) for "make <the
    line> a <values> <item>"; None when the turn says no such thing."""
    for i, tok in enumerate(tokens):
        if tok not in _MAKE:
            continue
        j = i + 1
        while j < len(tokens) and (tokens[j] in _REF_WORDS or tokens[j].startswith("item:")
                                   and tokens[j - 1] in _NAMING or _naming_value(tokens, j)
                                   or tokens[j] in _PLAIN and tokens[j - 1] in _NAMING
                                   and j + 1 < len(tokens) and tokens[j + 1] in ("n1", "one")):
            j += 1
        if j + 1 < len(tokens) and tokens[j] == "with" and tokens[j - 1] in ("n1", "one"):
            j += 1  # "make the one with cream a latte": the line of those values
            while j < len(tokens) and ":" in tokens[j] and unsymbol(tokens[j])[0] in _VALUE_GROUPS:
                j += 1
        ref_words = list(tokens[i + 1 : j])
        several = bool(_SEVERAL.intersection(ref_words))  # "make them mochas": no article
        if not ref_words or (j < len(tokens) and tokens[j] not in _INTO and tokens[j] not in NUMBERS
                             and not (several and ":" in tokens[j])):
            continue
        if ref_words[-1].startswith("item:") and j >= len(tokens):
            continue
        count = number_value(tokens[j]) if j < len(tokens) and is_count(tokens[j]) else None
        k = j + 1 if j < len(tokens) and tokens[j] in _INTO else j + (count is not None)
        if k < len(tokens) and tokens[k] in ("a", "an"):  # "into a"
            k += 1
        values = []
        while k < len(tokens) and (unsymbol(tokens[k])[0] in _VALUE_GROUPS and ":" in tokens[k]
                                   or tokens[k] in BARE_REQUESTS):  # "a long cappuccino": its note
            values += [tokens[k]] if ":" in tokens[k] else []
            k += 1
        if k >= len(tokens) or not tokens[k].startswith("item:"):
            continue
        item, rest = tokens[k], tokens[k + 1 :]
        if several and k == j and any(":" in t for t in rest):
            continue  # "make both cappuccinos iced": the lines named, and their values
        if any(t.startswith("item:") for t in rest) or any(":" not in t and t not in _AFTER for t in rest):
            continue
        denied = _denied(rest)
        values += [t for k, t in enumerate(rest) if k not in denied and unsymbol(t)[0] in _VALUE_GROUPS
                   and ":" in t]
        return ref_words, unsymbol(item)[1], values, count
    return None


_NO = frozenset({"no", "without", "hold"})


def _denied(words: Sequence[str]) -> set[int]:
    """The places of the add-ons said after "no", "without" or "hold" (the): "but no whip"."""
    return {k for k, t in enumerate(words) if t.startswith("addon:") and k and (
        words[k - 1] in _NO or words[k - 1] == "the" and k > 1 and words[k - 2] in _NO)}


def _removals_said(tokens: Sequence[str]) -> list[str]:
    """The add-ons said denied after the item made, the last named ("make it a mocha but no whip": the
    whipped cream)."""
    after = tokens[max(k for k, t in enumerate(tokens) if t.startswith("item:")) + 1 :]
    return [unsymbol(after[k])[1] for k in sorted(_denied(after))]


def _naming_value(tokens: Sequence[str], j: int) -> bool:
    """Whether ``tokens[j]`` is a value naming the line: "the hot one", "the large oat one"."""
    if ":" not in tokens[j] or tokens[j].startswith("item:") or unsymbol(tokens[j])[0] not in _VALUE_GROUPS:
        return False
    k = j
    while k > 0 and ":" in tokens[k - 1] and not tokens[k - 1].startswith("item:"):
        k -= 1
    end = j
    while end + 1 < len(tokens) and ":" in tokens[end + 1] and not tokens[end + 1].startswith("item:"):
        end += 1
    return k > 0 and tokens[k - 1] in _NAMING and end + 1 < len(tokens) and tokens[end + 1] in ("n1", "one")


def made_into(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits``, or the line the words name replaced by a line of the item they make it into, when the
    model wrote no such replacement."""
    said = made_into_said(tokens)
    if said is None or menu is None or not cart.lines:
        return list(edits)
    ref_words, item, values, count = said
    added = [e for e in edits if isinstance(e, AddLine)]
    if item not in menu.items or any(isinstance(e, RemoveLine) for e in edits) or len(added) > 1 or any(
            e.item != item for e in added):  # "make it a mocha" read as a mocha ordered: still made into
        return list(edits)
    fields, addons = value_fields([v for v in values if not v.startswith("prep:")])
    preps = [unsymbol(v)[1] for v in values if v.startswith("prep:")]
    kept = [e for e in edits if isinstance(e, SetOrder)]
    before = tokens[:next((k for k, t in enumerate(tokens) if t in _MAKE), 0)]
    if _said_in_turn(ref_words, before):  # "and a chai, no wait make that a matcha": the chai, not a line
        who = _for_whom(before)
        return [*kept, AddLine(item=item, qty=count or 1, addons=addons, preps=preps, who=who, **fields)]
    if _SEVERAL.intersection(ref_words):  # "make them mochas": each line of the kind, its choices kept
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in menu.items
                and line.item != item and menu.kind(line.item) == menu.kind(item)]
        named = not {"them", "those", "these"}.intersection(ref_words) and any(
            line.item == item for line in cart.lines)  # "make both cappuccinos": the cart's, named
        if not refs or count is not None or named:
            return list(edits)
        new = [carried_over(cart.lines[r - 1], AddLine(item=item, qty=cart.lines[r - 1].qty, addons=addons,
                                                       preps=preps, **fields), menu) for r in refs]
        return [*kept, *(RemoveLine(ref=r) for r in refs), *new]
    ref = _line_named(ref_words, item, edits, cart, menu)
    if ref is None or cart.lines[ref - 1].item == item:
        return list(edits)  # "make it a large latte" of the latte: its values, the model's to read
    qty = count or cart.lines[ref - 1].qty
    removals = _removals_said(tokens)
    return [*kept, RemoveLine(ref=ref), AddLine(item=item, qty=qty, addons=addons, preps=preps,
                                                removals=removals, **fields)]


def _said_in_turn(ref_words: list[str], before: Sequence[str]) -> bool:
    """Whether "make that" points at an item the turn orders in the words ``before`` it ("and for my partner
    a chai, no wait make that a matcha"), not at a line of the cart."""
    return set(ref_words) <= THAT and any(
        t.startswith("item:") and k and before[k - 1] in ("a", "an") for k, t in enumerate(before))


def _for_whom(before: Sequence[str]) -> str | None:
    """The person the words ``before`` "make that" order for ("and for my partner a chai, …"), or None."""
    at = next((k for k, t in enumerate(before) if t == "for"), None)
    found = person_at([*before, ","], at + 1) if at is not None else None
    return found[0] if found else None


def _line_named(ref_words: list[str], item: str, edits: Sequence[Edit], cart: Cart, menu: Menu) -> int | None:
    """The cart position the words name: an item's last line, a place, else (it, that) the line the model
    changed or the last line of the new item's kind."""
    named = [unsymbol(t)[1] for t in ref_words if t.startswith("item:")]
    if named:
        return next((r for r in range(len(cart.lines), 0, -1) if cart.lines[r - 1].item == named[-1]), None)
    kind = menu.kind(item)

    def of_kind(ref: int) -> bool:
        return 1 <= ref <= len(cart.lines) and menu.kind(cart.lines[ref - 1].item) == kind

    if _PLAIN.intersection(ref_words):  # "make the black one an americano": the one plain line
        refs = [r for r, line in enumerate(cart.lines, start=1) if of_kind(r) and line.milk is None
                and not line.addons]
        return refs[0] if len(refs) == 1 else None
    values = [t for t in ref_words if ":" in t]
    if values:  # "make the hot one a flat white": the one line with those values
        fields, addons = value_fields(values)
        refs = [r for r, line in enumerate(cart.lines, start=1) if all(
            getattr(line, g) == v for g, v in fields.items()) and all(a in line.addons for a in addons)]
        return refs[0] if len(refs) == 1 else None
    places = ordinal_lines([*ref_words, "n1"] if ref_words[-1] in ORDINALS else ref_words, len(cart.lines))
    if places:
        return min(places) if len(places) == 1 else None
    if not THAT.intersection(ref_words):
        return None
    changed = [e.ref for e in edits if isinstance(e, ChangeLine) and of_kind(e.ref)]
    return changed[0] if changed else next((r for r in range(len(cart.lines), 0, -1) if of_kind(r)), None)
