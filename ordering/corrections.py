"""Corrections the model leaves unanswered: "sorry, I meant a mocha", "just one actually".

Said right after an order, such a turn names only what the last line should have been: another item,
or another count. The model, which learned corrections that name both sides ("change the latte to a
mocha"), may write nothing usable for them; then the words alone are read, and only then. "Caramel
macchiatos i mean", the correction said after, is the one line of that item made so (`values_meant_after`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.cart import Cart, Line
from ordering.dsl import NUMBERS, SINGLE_GROUPS, is_count, number_value, symbol, unsymbol
from ordering.edits import (
    COUNT,
    MAX_NOTE_CHARS,
    AddLine,
    AskMenu,
    ChangeLine,
    ClearCart,
    Edit,
    RemoveLine,
    ReviewOrder,
    SetOrder,
    added_as_change,
    only_a_note,
)
from ordering.item_said_no import IN_A_DRINK, declined_items
from ordering.last_change import restored
from ordering.menu import Menu
from ordering.named_lines import lines_named, lines_of_kind, ordered
from ordering.order_review import PRICE_ASKED
from ordering.replacements import carried_over
from ordering.replies import NEVER_MIND, category_named, names_a_category
from ordering.turn_words import REMOVE_WORDS, prep_values, value_fields
from ordering.variants_lacking import not_its_value

CORRECTING = frozenset({"meant", "mean", "said", "wanted", "actually", "instead", "rather", "sorry", "oops",
                        "wait"})
# "actually, a cappuccino too": one more, not a correction of the mocha
_BESIDE = frozenset({"too", "also", "and", "plus", "another", "more", "well", "add"})
# the words a bare count may come with: "just one actually", "oh, three", "only two please"
_COUNT_COMPANY = frozenset({"just", "only", "actually", "oh", "sorry", "no", "wait", ",", ".", "!", "please",
                            "make", "it", "that", "them", "those", "oops", "i", "meant", "said"})
_MEANT = frozenset({"meant", "mean", "said", "wanted"})  # "I meant a mocha": what the last line should be
# "no that's wrong, i said a mocha": the model added the mocha beside the latte
_I_SAID = frozenset({("i", "said"), ("i", "meant"), ("i", "mean")})


def item_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits``, or the last line of the same kind (a drink for a drink, food for food) replaced by the
    one item a correction names ("sorry, I meant a mocha"; "no I said a large mocha": values said go with
    it), when the model wrote nothing or, for "meant / said / wanted", only changes of that line (it set
    the latte large and lost the mocha), or only removed that line ("no, a flat white": the latte went,
    the flat white was lost). An item said after "not" is the line replaced ("I meant a flat white, not
    a latte"; "no, not a latte, a cappuccino" of the latte just ordered, which the model ordered again).
    Said with "too" or "also" ("actually, a cappuccino too") it is one more, beside the last."""
    replaced = said_not(tokens)
    items = [t for t in tokens if t.startswith("item:") and unsymbol(t)[1] not in replaced]
    if menu is None or not cart.lines or len(set(items)) != 1 or PRICE_ASKED.search(" ".join(tokens)):
        return list(edits)  # "wait, how much is a mocha": a question, the latte kept
    name = unsymbol(items[0])[1]
    if name not in menu.items or any(line.item == name for line in cart.lines):
        return list(edits)
    same_kind = [ref for ref, line in enumerate(cart.lines, start=1)
                 if line.item in menu.items and menu.kind(line.item) == menu.kind(name)
                 and (not replaced or line.item in replaced)]
    if not same_kind:
        return list(edits)
    last = same_kind[-1]
    removed = edits == [RemoveLine(ref=last)] and tokens[:1] == ["no"]  # "no, a flat white"
    if not (CORRECTING.intersection(tokens) or replaced or removed):
        return list(edits)
    said_so = _correction_alone(tokens) or _I_SAID.intersection(zip(tokens, tokens[1:], strict=False))
    if (said_so and len(edits) == 1 and isinstance(edits[0], AddLine) and edits[0].item == name
            and not _BESIDE.intersection(tokens)
            and not _family_alone(name, cart.lines[last - 1].item, menu)):
        return [RemoveLine(ref=last), edits[0]]  # "actually a cappuccino", "i said a mocha": in its place
    if _ordered_for_the_one_not_meant(edits, name, replaced, cart.lines[last - 1], cart) and not (
            _BESIDE.intersection(tokens)):
        return [RemoveLine(ref=last), next(e for e in edits if isinstance(e, AddLine) and e.item == name)]
    if edits and not removed and not (_MEANT.intersection(tokens)
                                      and all(isinstance(e, ChangeLine) and e.ref == last for e in edits)):
        return list(edits)
    fields, addons = value_fields([t for t in tokens if ":" in t and not t.startswith("item:")])
    if not edits and not replaced and _BESIDE.intersection(tokens):
        return [AddLine(item=name, addons=addons, **fields)]  # "actually, a cappuccino too"
    return [RemoveLine(ref=last), AddLine(item=name, addons=addons, **fields)]


def _ordered_for_the_one_not_meant(edits: Sequence[Edit], name: str, replaced: set[str], line: Line,
                                   cart: Cart) -> bool:
    """Whether the model added ``name`` (with its values) and perhaps the item said after "not" again, and
    nothing else, where that item's line is one the last turn added: "i want a latte", then "no, not a
    latte, a cappuccino" (the latte stayed beside the cappuccino)."""
    adds = [e for e in edits if isinstance(e, AddLine)]
    return (bool(replaced) and len(adds) == len(edits) and [e.item for e in adds].count(name) == 1
            and all(e.item in replaced | {name} for e in adds) and line.id in (cart.added or [])
            and all(e.who == line.who for e in adds if e.item == name))  # not "for me" of a friend's


def _correction_alone(tokens: Sequence[str]) -> bool:
    """Whether the turn is a correcting word and then one item with its values, nothing else: "actually
    a cappuccino", "wait, a large mocha", "hmm, or rather two cappuccinos please"."""
    k = 0
    while k < len(tokens) and tokens[k] in _LEADING:
        k += 1
    if k == len(tokens) or tokens[k] not in _CORRECTING_FIRST:
        return False
    rest = [t for t in tokens[k + 1 :] if t not in _AROUND_ITEM]
    items = [t for t in rest if t.startswith("item:")]
    return len(items) == 1 and all(":" in t or is_count(t) for t in rest)


def _family_alone(name: str, old: str, menu: Menu) -> bool:
    """Whether ``name`` may be the family word alone standing for the old line's item ("a blueberry
    muffin", then "actually two muffins": the family word reads as the house muffin)."""
    family = old.split()[-1]
    return name.split()[-1] == family and menu.resolve("item", family) == name


# the words before the correcting word of "hmm, actually a cappuccino" and "oh wait, a mocha"
_LEADING = frozenset({"hmm", "hm", "oh", "um", "umm", "uh", "ah", "ok", "okay", "no", "or", ",", "."})
_CORRECTING_FIRST = frozenset({"actually", "wait", "sorry", "oops", "rather"})
_AROUND_ITEM = frozenset({"a", "an", ",", ".", "!", "please", "instead", "then", "actually", "rather",
                          "wait", "sorry", "no"})
_NOT = frozenset({"not"})
_BEFORE_ITEM_NOT = frozenset({"a", "an", "the", "my", "that"})  # "not my latte"


def said_not(tokens: Sequence[str]) -> set[str]:
    """The items said right after "not" or "instead of" (an article between): "a flat white, not a
    latte" -> {"latte"}."""
    out = set()
    for at, tok in enumerate(tokens):
        if tok in _NOT or tok == "of" and at and tokens[at - 1] == "instead":
            k = at + 1
            while k < len(tokens) and tokens[k] in _BEFORE_ITEM_NOT:
                k += 1
            if k < len(tokens) and tokens[k].startswith("item:"):
                out.add(unsymbol(tokens[k])[1])
    return out


def _kind_before_not(tokens: Sequence[str]) -> str | None:
    """The kind of the menu's items ordered before "not" and no item ("a tea but not earl grey"), or
    None."""
    at = next((k for k, t in enumerate(tokens) if t in _NOT), None)
    if at is None or any(t.startswith("item:") for t in tokens[:at]):
        return None
    kinds = [t for t in tokens[:at] if category_named(t) not in (None, "bakery") and names_a_category(t)]
    return kinds[0] if len(kinds) == 1 else None




def not_ordered(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` less the lines added of an item said after "not" ("a flat white, not a latte"), where
    the turn adds another item too and names the first nowhere else, or orders a kind of the menu's before
    it ("a tea but not earl grey": which tea is asked); an item said after "without" ("a latte without
    espresso"), or coffee or espresso after "no" ("a mocha for my son, no coffee"), goes on the line of
    the item said before it as a note instead, for the barista."""
    replaced = {n for n in said_not(tokens) if sum(unsymbol(t)[1] == n for t in tokens
                                                   if t.startswith("item:")) == 1}
    added = [e for e in edits if isinstance(e, AddLine)]
    out = list(edits)
    if replaced and any(e.item not in replaced for e in added):
        out = [e for e in out if not (isinstance(e, AddLine) and e.item in replaced)]
    elif replaced and added and (kind := _kind_before_not(tokens)) is not None:
        # "a tea but not earl grey, something fruity": no earl grey; which tea is asked
        out = [e for e in out if not (isinstance(e, AddLine) and e.item in replaced)]
        out.append(AskMenu(about=[kind, f"{COUNT}1"]))
    for at, tok in enumerate(tokens[:-1]):
        if tok not in ("without", "no") or not tokens[at + 1].startswith("item:"):
            continue
        item = unsymbol(tokens[at + 1])[1]
        if tok == "no" and item not in IN_A_DRINK:  # "a latte, no muffin": the muffin off, no note
            continue
        named = next((unsymbol(t)[1] for t in reversed(tokens[:at]) if t.startswith("item:")), None)
        mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        # of two lines of the item named before it, the last ("a large mocha and a small mocha, the small
        # one for my daughter without coffee")
        before = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == named != item][-1:]
        if len(mine) != 1 or not before or sum(unsymbol(t)[1] == item for t in tokens if ":" in t) != 1:
            continue
        line = out[before[0]]
        note = ", ".join(filter(None, [line.notes, f"{tok} {item}"]))[:MAX_NOTE_CHARS]
        out[before[0]] = line.model_copy(update={"notes": note})
        del out[mine[0]]
    return out


def said_no_more(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` less the line added of an item said right after "no" whose line of the cart the turn
    removes: "no muffin, just a chai tea latte" of a blueberry muffin took the muffin off and added the
    house muffin back."""
    out = list(edits)
    removed = {e.ref for e in edits if isinstance(e, RemoveLine)}
    for at, tok in enumerate(tokens[:-1]):
        if tok != "no" or not tokens[at + 1].startswith("item:"):
            continue
        item = unsymbol(tokens[at + 1])[1]
        lines = lines_named(item, cart)
        added = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if lines and set(lines) <= removed and len(added) == 1:
            del out[added[0]]
    return out


def count_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, when they are empty or only a note (the model's guess at words that hold none), the
    last line's count set to the one count said alone ("just one actually", "oh, three", "no wait, just
    the one"). After "scratch that" the model's removal of the last line goes too ("two of those", then
    "scratch that, just one": one cortado, not none)."""
    counts = [t for t in tokens if t in NUMBERS and t != "nbig"]
    if not cart.lines or len(counts) != 1:
        return list(edits)
    undone = _undo_said(tokens)
    said = [t for i, t in enumerate(tokens) if i >= undone and t not in counts
            and not (t == "the" and tokens[i + 1 : i + 2] == counts)]  # "just the one"
    if any(t not in _COUNT_COMPANY for t in said):
        return list(edits)
    last = len(cart.lines)
    dropped = [e for e in edits if not (undone and isinstance(e, RemoveLine) and e.ref == last)]
    if not all(map(only_a_note, dropped)):
        return list(edits)
    return [ChangeLine(ref=last, qty=number_value(counts[0]))]


_UNDO_VERBS = frozenset({"scratch", "cancel", "forget", "undo"})


def _undo_said(tokens: Sequence[str]) -> int:
    """Where the words after an opening "scratch that" / "cancel that" / "forget that" start, or 0."""
    if len(tokens) > 2 and tokens[0] in _UNDO_VERBS and tokens[1] in ("that", "it"):
        return 2
    return 0


_ONLY = frozenset({"just", "only"})
_THE = frozenset({"the", "my", "that"})
_PLACING = frozenset({"in", "on", "to", "for", "into"})  # "the extra shot only in the americano"
_KEEP_VERBS = frozenset({"have", "want", "get", "take", "keep", "need", "do"})  # "just have the latte"
# what may follow the items kept: "just the latte, iced please", "only the mocha for me then"
_AFTER_KEPT = frozenset({",", ".", "!", "?", "please", "thanks", "thank", "you", "then", "actually",
                         "instead", "for", "me", "now", "and", "that's", "it", "all", "i", "think", "with"})


def only_kept(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
              menu: Menu | None = None) -> list[Edit]:
    """``edits`` with every other line removed when the turn keeps only some of the cart's items
    ("actually just the latte" of a latte and a mocha; "just the latte and the muffin"; "i'll just have
    the latte, iced": the model's change of the latte stays); the last turn's change of several lines
    kept to the one named ("put an extra shot in both", "actually only in the americano"); the order read
    back when the items named are all the cart has and the model wrote nothing of its own ("just the latte
    then", after the scone asked for was refused). Only when each item named after "just the" or "only
    the" is in the cart and none is named before, and none is said as a kind the menu lacks ("just the
    almond croissant" keeps no butter croissant: `variants_lacking`)."""
    start = next((i for i, t in enumerate(tokens) if t in _ONLY and _the_after(tokens, i + 1)), None)
    if start is None or not cart.lines or any(t.startswith("item:") for t in tokens[:start]):
        return list(edits)
    tokens = _kind_as_its_item(tokens, start, cart)  # "just the tea" of the order's one tea: that tea
    # "just the mocha and no croissant": the croissant is not kept
    named = {unsymbol(t)[1] for t in tokens[start:] if t.startswith("item:")} - declined_items(tokens)
    if not named or not named <= {line.item for line in cart.lines} or (menu is not None and any(
            t.startswith("item:") and not_its_value(tokens[i - 1], unsymbol(t)[1], menu)
            for i, t in enumerate(tokens[start:], start=start))):
        return list(edits)
    last = max(i for i, t in enumerate(tokens) if t.startswith("item:"))
    if any(":" not in t and t not in _AFTER_KEPT for t in tokens[last + 1 :]):
        return list(edits)  # "i just want the latte to be iced" changes the latte, keeps the rest
    others = [ref for ref, line in enumerate(cart.lines, start=1) if line.item not in named]
    if not others:  # "just the muffin and cold brew then" of those two: the model ordered one again
        edits = [e for e in edits if not (isinstance(e, AddLine) and e == AddLine(item=e.item) and (
            e.item in named) and not ordered(tokens, symbol("item", e.item)))]
    undone = _change_kept_to(others, named, cart) or _value_kept_to(others, tokens[last + 1 :], cart)
    if undone is not None:  # "add vanilla to both", then "actually just the latte": the vanilla, not the line
        return undone
    if tokens[start + 1] in _PLACING:
        return list(edits)  # "only in the americano" says where a change goes: no line comes off
    if not others and all(only_a_note(e) or _kind_asked(e) for e in edits):  # "just the tea": no list of teas
        return [ReviewOrder()]  # "just the latte then", the latte all there is: the order read back
    # "scratch that, just the croissant": the model removed the croissant kept, not the others
    edits = [e for e in edits if not (isinstance(e, RemoveLine) and 1 <= e.ref <= len(cart.lines)
                                      and cart.lines[e.ref - 1].item in named)]
    if not others and not edits:  # "ok no scone, just the coffee then": the model removed the coffee
        return [ReviewOrder()]
    if not others or any(isinstance(e, AddLine | RemoveLine) for e in edits):
        return list(edits)
    kept = [e for e in edits if not (isinstance(e, ChangeLine) and e.ref in others)]
    return kept + [RemoveLine(ref=ref) for ref in others]


def _change_kept_to(others: Sequence[int], named: set[str], cart: Cart) -> list[Edit] | None:
    """The last turn's change of several lines taken back from the ``others`` (refs), where it changed
    them and a line of each item ``named``: "just the latte" keeps the change there only; None otherwise."""
    before = {c.line.id: c.line for c in cart.changed or []}
    refs = {ref: line for ref, line in enumerate(cart.lines, start=1) if line.id in before}
    if len(before) < 2 or not others or not set(others) <= set(refs) or not named <= {
            line.item for line in refs.values()}:
        return None
    return [restored(ref, refs[ref], before[refs[ref].id]) for ref in others]


def _value_kept_to(others: Sequence[int], after: Sequence[str], cart: Cart) -> list[Edit] | None:
    """The values said after the items kept ("just the mocha iced", "just the latte with oat", "just the
    croissant warmed") taken off the ``others`` (refs), where every line of the cart has them ("a latte and
    a mocha, both iced"): the value is kept, not the line. "Warm" said of foods warmed is their warming."""
    values = [unsymbol(t) for t in after if ":" in t and unsymbol(t)[0] in (*SINGLE_GROUPS, "addon", "prep")]
    if values and all("warmed" in line.preps for line in cart.lines):
        values = [("prep", "warmed") if v == ("temp", "warm") else v for v in values]
    if not values or not others or not all(line.holds(g, v.replace("_", " ")) for line in cart.lines
                                           for g, v in values):
        return None
    groups = sorted({g for g, _ in values if g in SINGLE_GROUPS})
    off = [v.replace("_", " ") for g, v in values if g in ("addon", "prep")]
    return [ChangeLine(ref=ref, unset=groups, drop=off) for ref in others]


_BUT = (("except",), ("but",), ("apart", "from"), ("other", "than"), ("besides",), ("except", "for"))
_BUT_SAID = re.compile(r"\b(?:" + "|".join(r"\s+".join(words) for words in _BUT) + r")\b", re.I)


def all_but_kept(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or every line but those of the items named removed, where the turn removes "everything
    except the latte" ("all but the muffin", "everything but the muffin" of a blueberry muffin: named by its
    kind) and the model cleared the order or removed lines: it cleared the latte too."""
    if len(cart.lines) < 2 or not any(isinstance(e, ClearCart | RemoveLine) for e in edits) or any(
            not isinstance(e, ClearCart | RemoveLine) for e in edits):
        return list(edits)
    for i, tok in enumerate(tokens):
        removing = tokens[i - 1] in REMOVE_WORDS | {"off", "the"} or tokens[i - 2 : i] == ["rid", "of"]
        if tok not in ("everything", "all") or i == 0 or not removing:  # "get rid of everything except …"
            continue
        but = next((p for p in _BUT if tuple(tokens[i + 1 : i + 1 + len(p)]) == p), None)
        if but is None:
            continue
        named = {unsymbol(t)[1] for t in tokens[i + 1 + len(but):] if t.startswith("item:")}
        # each item named keeps its lines, or the cart's one line of its kind ("the muffin": the blueberry)
        kept = [lines_named(item, cart) for item in named]
        if not named or not all(kept) or len(set().union(*kept)) == len(cart.lines):
            return list(edits)
        return [RemoveLine(ref=ref) for ref in range(1, len(cart.lines) + 1) if ref not in set().union(*kept)]
    return list(edits)


def _kind_asked(edit: Edit) -> bool:
    """Whether ``edit`` is a question of the menu (not of a line, not "never mind")."""
    return isinstance(edit, AskMenu) and edit.ref is None and NEVER_MIND not in edit.about


def _kind_as_its_item(tokens: Sequence[str], start: int, cart: Cart) -> list[str]:
    """The words with a kind said right after "just the" ("tea", "muffin") as the item of the order's one
    line of that kind ("no lemonade? fine, just the tea": the peppermint rose tea ordered)."""
    at = next((k + 1 for k in range(start, min(start + 4, len(tokens) - 1)) if tokens[k] in _THE), None)
    kind = tokens[at].rstrip("s") if at is not None and ":" not in tokens[at] else ""
    refs = lines_of_kind(kind, cart) if kind else []
    if not refs:
        return list(tokens)
    return [*tokens[:at], symbol("item", cart.lines[refs[0] - 1].item), *tokens[at + 1 :]]


def _the_after(tokens: Sequence[str], i: int) -> bool:
    """Whether "the" (or "my", "that") follows at ``i``, after at most one verb ("just have the latte") or
    a word of where a change goes ("only in the americano", "just on the mocha")."""
    if i < len(tokens) and tokens[i] in _KEEP_VERBS | _PLACING:
        i += 1
    return i < len(tokens) and tokens[i] in _THE


_MAKE_IT = (("make", "it"), ("make", "that"), ("make", "this"), ("change", "it", "to"),
            ("change", "that", "to"))
_ARTICLES = frozenset({"a", "an", "the"})


def changed_in_turn(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with a value said right after "make it" (or "make that", "change it to") in place of
    the other value of its group that the line the same turn adds for the item named last before it
    has: "a small latte. actually, make it a medium" is a medium latte (the model kept the small). Only
    the values said next to the words, side by side, count ("make it super hot, and a half caf small
    flat white" says nothing of the americano's size), and only against a value the line has."""
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if menu is None or not adds:
        return list(edits)
    out = list(edits)
    named: list[str] = []  # the items named up to here (an item never begins "make it")
    for i, token in enumerate(tokens):
        if token.startswith("item:"):
            named.append(token)
        phrase = next((p for p in _MAKE_IT if tuple(tokens[i : i + len(p)]) == p), None)
        if phrase is None or not named:
            continue
        said = []
        rest = tokens[i + len(phrase) :]
        for at, value in enumerate(rest):
            if value in _ARTICLES or value == "extra" and rest[at + 1 : at + 2] and rest[at + 1].startswith(
                    "size:"):
                continue  # "make it a medium", "make it extra large"
            if ":" not in value or value.startswith("item:"):
                break
            said.append(value)
        item = unsymbol(named[-1])[1]
        mine = [k for k in adds if out[k].item == item]
        fields, _ = value_fields(said)
        if len(mine) != 1 or not fields:
            continue
        line = out[mine[0]]
        update = {g: v for g, v in fields.items()
                  if getattr(line, g) not in (None, v) and menu.allows(item, g, v)}
        if update:
            out[mine[0]] = line.model_copy(update=update)
    return out


# words that may stand between an item and the one said to replace it ("a flat white, actually no, a
# cortado", "no wait, make it a cortado", "sorry, I mean a cortado", "or actually a cortado", "let's go
# with the cortado"); at least one of _REPLACING must
_BETWEEN = frozenset({",", ".", "!", "?", "-", "actually", "no", "nope", "sorry", "wait", "hold", "on", "i",
                      "but", "mean", "meant", "make", "it", "that", "rather", "instead", "scratch", "oh",
                      "oops", "uh", "um", "let's", "lets", "do", "change", "to", "a", "an", "n1", "one",
                      "hmm", "say", "go", "with", "i'll", "we'll", "the", "yes", "okay", "just", "then",
                      "please"})
_REPLACING = frozenset({"actually", "no", "nope", "sorry", "mean", "meant", "wait", "rather", "instead",
                        "scratch", "oops", "let's", "lets", "say", "go"})
# what joins alternatives the customer weighs before choosing ("a latte or maybe a mocha, ...")
_OR = frozenset({"or", "maybe", "perhaps"})
_ALSO = frozenset({"too", "also", "and", "plus", "as", "another", "both"})  # "and actually a cortado too"
_VALUE_GROUPS = frozenset({"size", "temp", "milk", "caffeine", "shots", "addon", "prep"})
_PAUSES = frozenset({",", ".", "!", "?"})
_WHO_FOR = 3  # words after "for" naming whom an item is for: "a mocha for my son, no, a steamer"


def replaced_in_turn(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None, text: str = ""
                     ) -> list[Edit]:
    """``edits`` without the line of an item the same turn takes back for another of its kind, said right
    after it: "a flat white, actually no, a cortado" is a cortado (the model added both), with the
    flat white's choices that the cortado does not say, as a replacement in a later turn has them
    (``carried_over``: "a small americano, or actually a cortado" is a small cortado). Items weighed
    with "or" before the choice go too ("a latte or maybe a mocha, let's do the mocha"), and an item
    said again with another count is that count ("two lattes, no, three lattes": one line of three). An
    item taken back and then chosen again is ordered ("a latte. no. a mocha. no wait. a latte.": a latte).
    Only when the words between are of taking back ("actually", "no", "sorry, I mean", "make it", "let's
    say") and the turn never says the second is more ("... and actually a cortado too"). The house item
    said by its family's plain noun after one of that family is that one again: "a blueberry muffin,
    actually two muffins" is two blueberry muffins (``text``, the words as said, tells the plain noun)."""
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if menu is None or len(adds) < 2:
        return list(edits)
    named = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    links = [_link(tokens, first, second) for first, second in zip(named, named[1:], strict=False)]
    out, dropped = list(edits), set()
    for n, link in enumerate(links):
        if link != "back":
            continue
        chosen = unsymbol(tokens[named[n + 1]])[1]
        if chosen not in menu.items:
            continue
        gone = unsymbol(tokens[named[n]])[1]
        if _plain_noun_of(chosen, gone, text, menu):  # "a blueberry muffin, actually two muffins"
            again = [k for k in adds if edits[k].item in (gone, chosen) and k not in dropped]
            if len(again) == 2 and edits[again[0]].item == gone:  # the later line is the one meant, of it
                out[again[1]] = out[again[1]].model_copy(update={"item": gone})
                dropped.add(again[0])
            continue
        m = n
        while True:
            gone = unsymbol(tokens[named[m]])[1]
            mine = [k for k in adds if edits[k].item == gone and k not in dropped]
            if gone == chosen:
                if m == n and len(mine) == 2:  # the same item said again: the line of what is said again
                    dropped.add(_said_first(edits, mine, tokens[named[n] + 1 : _next(named, n + 2, tokens)]))
            elif gone in menu.items and menu.kind(gone) == menu.kind(chosen) and len(mine) == 1:
                dropped.add(mine[0])
                new = [k for k in adds if edits[k].item == chosen and k not in dropped]
                if m == n and len(new) == 1:
                    out[new[0]] = carried_over(_as_line(edits[mine[0]]), edits[new[0]], menu)
            if m == 0 or links[m - 1] != "or":
                break
            m -= 1
        taken_back = [k for k in adds if edits[k].item == chosen and k in dropped]
        if taken_back and not any(edits[k].item == chosen and k not in dropped for k in adds):
            dropped.discard(taken_back[-1])  # "a latte. no. a mocha. no wait. a latte.": the latte again
    return [e for k, e in enumerate(out) if k not in dropped]


def _next(named: Sequence[int], k: int, tokens: Sequence[str]) -> int:
    """Where the ``k``-th item named is said, or the end of the words."""
    return named[k] if k < len(named) else len(tokens)


def _said_first(edits: Sequence[Edit], pair: Sequence[int], after: Sequence[str]) -> int:
    """Of the model's two lines of one item said twice (``pair``), the one taken back: the one holding fewer
    of the values said ``after`` the first ("one latte, actually one large latte": the plain one), else the
    first."""
    said = {unsymbol(t) for t in after if ":" in t and not t.startswith("item:")}

    def holds(k: int) -> int:
        e = edits[k]
        held = {(g, str(getattr(e, g))) for g in SINGLE_GROUPS if getattr(e, g) is not None}
        return len(said & (held | {("addon", a) for a in e.addons} | {("prep", p) for p in e.preps}))

    return pair[1] if holds(pair[1]) < holds(pair[0]) else pair[0]


def _plain_noun_of(chosen: str, gone: str, text: str, menu: Menu) -> bool:
    """Whether ``chosen`` is the house item of ``gone``'s family said by the family's plain noun alone
    ("muffins" after "a blueberry muffin"): no word of its own name but the noun is in ``text``."""
    noun = gone.split()[-1]
    if chosen == gone or chosen.split()[-1] != noun or chosen not in menu.family(noun) or not text:
        return False
    said = set(re.findall(r"[a-z]+", text.lower()))
    return not set(chosen.split()[:-1]) & said


def taken_back_for(tokens: Sequence[str], first: int, second: int) -> bool:
    """Whether what is said at ``second`` takes back the item said at ``first`` ("a coffee, no, a tea")."""
    return _link(tokens, first, second) == "back"


def _link(tokens: Sequence[str], first: int, second: int) -> str | None:
    """How the item at ``second`` follows the one at ``first``: "back" when it takes the first back,
    "or" when it is weighed beside it, None when it is simply another ("a latte, no foam, a cortado": a
    value between is the first's; "..., actually a cortado too": said up to the next pause)."""
    pause = next((k for k in range(second + 1, len(tokens)) if tokens[k] in _PAUSES), len(tokens))
    if _ALSO.intersection(tokens[first + 1 : pause]):
        return None
    start, end = first + 1, second
    while start < end and tokens[start].partition(":")[0] in _VALUE_GROUPS:
        start += 1  # the first item's own values: "a flat white with oat, ..."
    if start < end and tokens[start] == "for":  # whom it is for: "a mocha for my son, no, a steamer"
        start += 1
        for _ in range(_WHO_FOR):
            if start < end and ":" not in tokens[start] and tokens[start] not in _BETWEEN:
                start += 1
    while end > start and (tokens[end - 1].partition(":")[0] in _VALUE_GROUPS or is_count(tokens[end - 1])):
        end -= 1  # the second's, said before it: "... a large cortado", "... three lattes"
    noun = tokens[second].rpartition("_")[2].removeprefix("item:")  # "no, wait. tea. earl grey": its kind
    between = set(tokens[start:end]) - {noun, f"{noun}s"}
    if not between <= _BETWEEN | _OR:
        return None
    pairs = set(zip(tokens[start:end], tokens[start + 1 : end + 1], strict=False))
    if _REPLACING.intersection(between) or _MADE_INTO & pairs:  # "a hot chocolate but make it a mocha"
        return "back"
    return "or" if "or" in between else None


_MADE_INTO = frozenset({("make", "it"), ("make", "that"), ("change", "it"), ("change", "that")})


def _as_line(add: AddLine) -> Line:
    """The line an add would make, for ``carried_over`` (its id never read)."""
    return Line(id=1, **add.model_dump(exclude={"op"}))


# words that put a group back to the drink's own: "a cortado, decaf, no, regular is fine"; only said
# alone or before these words ("a regular latte" is a latte)
_PLAIN = {"regular": "caffeine", "normal": "caffeine", "caffeinated": "caffeine"}
_FULL_CAF = frozenset({"caf", "caff", "caffeine"})  # "full caf"
_PLAIN_AFTER = frozenset({",", ".", "!", "is", "fine", "please", "then", "thanks", "ok", "okay", "instead"})
_ARTICLE_LIKE = frozenset({"a", "an", "n1", "one"})


def value_replaced_in_turn(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with a value the same turn takes back for another of its group, said right after it:
    "a latte with soy, no wait, almond" is an almond latte, "with vanilla, sorry, caramel" caramel, "with
    vanilla, or caramel, let's say caramel" caramel (the values weighed before the one chosen go), "a
    medium, actually make that a large, mocha" large ("a medium, no large, mocha" too: no size is said
    off), and "decaf, no, regular is fine" neither (the model kept the first). Only between words that
    take back (`_REPLACING`), and only on the one line the turn adds that has the first value and may have
    the second."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for i in range(1, len(tokens)):
        group, new = _said_value(tokens, i)
        if group not in (*SINGLE_GROUPS, "addon") or tokens[i - 1] in ("no", "nope") and not (
                group == "size" and tokens[i - 2 : i - 1] == [","]):
            continue  # "syrup no nutmeg": the nutmeg is said off; "a medium, no large": no size is said off
        instead = i + 1 < len(tokens) and tokens[i + 1] == "instead"  # "a vanilla latte, caramel instead"
        olds = {unsymbol(t)[1] for t in _taken_back(tokens, i, group, instead)} - {new}
        if not olds:
            continue
        if group == "addon":
            mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and olds.intersection(e.addons)]
        else:
            mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and str(getattr(e, group)) in olds]
        if len(mine) != 1 or (new is not None and not menu.allows(out[mine[0]].item, group, new)):
            continue
        line = out[mine[0]]
        if group == "addon":
            count = line.addons.get(new) or max(line.addons[o] for o in olds if o in line.addons)
            addons = {n: c for n, c in line.addons.items() if n not in olds} | {new: count}
            out[mine[0]] = line.model_copy(update={"addons": addons})
        elif new is None:
            out[mine[0]] = line.model_copy(update={group: None})
        else:
            out[mine[0]] = line.model_copy(update=value_fields([tokens[i]])[0])
    return out


def _said_value(tokens: Sequence[str], i: int) -> tuple[str, str | None]:
    """The group and value said at ``i``: a menu value ("addon", "caramel syrup"), a group put back to
    the drink's own ("caffeine", None: "regular", "full caf"), or ("", None)."""
    token = tokens[i]
    if ":" in token:
        group, _, _ = token.partition(":")
        return group, unsymbol(token)[1]
    after = tokens[i + 1] if i + 1 < len(tokens) else "."
    if token == "full" and after in _FULL_CAF:
        return "caffeine", None
    if token in _PLAIN and after in _PLAIN_AFTER:
        return _PLAIN[token], None
    return "", None


def _said_alone(tokens: Sequence[str], i: int) -> bool:
    """Whether the value at ``i`` ends its phrase with no item after it ("…, actually a medium", "no, a
    large one please"): said of the item before it, not of a new one ("no, a large mocha")."""
    k = i + 1
    while k < len(tokens) and (":" in tokens[k] and not tokens[k].startswith("item:")):
        k += 1
    return k >= len(tokens) or tokens[k] in _PAUSES or tokens[k] in ("n1", "one", "please", "then", "instead")


def _taken_back(tokens: Sequence[str], i: int, group: str, instead: bool = False) -> list[str]:
    """The values of ``group`` the value said at ``i`` takes back: those said before it with only words
    of taking back or weighing between ("soy, no wait, almond"; "vanilla, or caramel, let's say
    caramel"), a word of taking back after each. One said before the item right before ("an iced latte,
    no actually hot") counts too, but not across "a" ("a small latte, no, a large mocha") unless the value
    ends its phrase ("a small latte, actually a medium"). ``instead``:
    "instead" is said right after the value ("a vanilla latte but with caramel instead")."""
    found: list[str] = []
    back = i if instead else None  # where the latest word of taking back is
    article = False
    j = i - 1
    while j >= 0:
        token = tokens[j]
        if token in ("no", "nope") and j + 1 < i and ":" in tokens[j + 1]:
            break  # "extra foam no sugar vanilla": the sugar said off, nothing taken back
        if token in _BETWEEN or token in _OR:
            back = j if back is None and token in _REPLACING else back
            article = article or token in _ARTICLE_LIKE
        elif token.partition(":")[0] == group:
            if back is not None:
                found.append(token)
        elif back is not None and token.partition(":")[0] in _VALUE_GROUPS:
            pass  # another choice of the phrase taken back: "a large with almond, no wait, a small"
        elif token.startswith("item:") and (not article or _said_alone(tokens, i)) and back is not None:
            k = j - 1
            while k >= 0 and ":" in tokens[k] and tokens[k].partition(":")[0] != group:
                k -= 1
            if k >= 0 and tokens[k].partition(":")[0] == group:
                found.append(tokens[k])
            break
        else:
            break
        j -= 1
    return found


_ORDERING = frozenset({"a", "an", "one", "n1"})
_GETTING = frozenset({"get", "have", "take", "try", "want", "grab", "do"})


def added_beside_removal(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with the one item the turn orders ("a mocha") added, where the model only removed lines
    and lost it ("no, cancel the latte, a mocha"): the item said after "a"/"an", a count or "get the"
    (values between), in no line of the cart; or in one, where the turn takes its last words back first
    ("scratch that, an iced mocha" of a mocha)."""
    if not edits or not all(isinstance(e, RemoveLine) for e in edits):
        return list(edits)
    ordered = []
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        k = at - 1
        while k >= 0 and tokens[k].partition(":")[0] in (*SINGLE_GROUPS, "addon"):
            k -= 1  # "a large mocha", "a white mocha"
        # "never mind the bread, i'll get the chocolate croissant": "get the" orders too
        if k >= 0 and (tokens[k] in _ORDERING or is_count(tokens[k]) or tokens[k] == "the" and tokens[
                k - 1 : k] and tokens[k - 1] in _GETTING):
            ordered.append((k, at))
    items = [unsymbol(tokens[at])[1] for _, at in ordered]
    if len(ordered) != 1 or any(line.item == items[0] for line in cart.lines) and not (
            _taken_back_first(tokens, ordered[0][0]) and len(edits) == 1):
        return list(edits)
    start, at = ordered[0]
    fields, addons = value_fields(list(tokens[start + 1 : at]))
    qty = number_value(tokens[start]) if is_count(tokens[start]) else 1
    return [*edits, AddLine(item=items[0], qty=qty, addons=addons, **fields)]


def changed_beside_removal(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with the change of a line the turn names with values after "the" ("no muffin, and the latte
    iced please"; "cancel the muffin, i'll take the latte iced"), where the model only removed other lines
    and lost it: the cart's one line of the item named right after "the" takes the values said right after
    it, none of them said twice ("and the large latte" may name a line to remove too: the model's)."""
    if not edits or not all(isinstance(e, RemoveLine) for e in edits):
        return list(edits)
    removed = {e.ref for e in edits}
    for at, tok in enumerate(tokens):
        if not tok.startswith("item:"):
            continue
        end = at + 1
        while end < len(tokens) and _valued(tokens[end]):
            end += 1
        refs = lines_named(unsymbol(tok)[1], cart)
        values = list(tokens[at + 1 : end])
        if (at == 0 or tokens[at - 1] != "the" or len(refs) != 1 or refs[0] in removed or not values
                or any(tokens.count(v) > 1 for v in values) or _said_removed(tokens, at)):
            continue
        fields, addons = value_fields(values)
        return [*edits, ChangeLine(ref=refs[0], add_addons=addons, preps=prep_values(values), **fields)]
    return list(edits)


def _said_removed(tokens: Sequence[str], at: int) -> bool:
    """Whether the part of the turn that says the word at ``at`` removes ("remove the latte iced" names the
    line removed by its values)."""
    k = at - 1
    while k >= 0 and tokens[k] not in (",", "and", "."):
        if tokens[k] in REMOVE_WORDS or tokens[k] in _TAKING_BACK:
            return True
        k -= 1
    return False


def _valued(token: str) -> bool:
    """Whether the token is a menu value a line takes ("temp:iced", "addon:vanilla_syrup", "prep:warmed")."""
    return token.partition(":")[0] in (*SINGLE_GROUPS, "addon", "prep") and ":" in token


_TAKING_BACK = frozenset({"scratch", "forget", "cancel", "nevermind"})
_BEFORE_TAKING_BACK = frozenset({"actually", "oh", "no", "wait", "sorry", "um", "uh", "ok", "okay", "hmm",
                                 ","})


def _taken_back_first(tokens: Sequence[str], start: int) -> bool:
    """Whether the turn begins by taking its last words back ("scratch that,", "forget it,") and then
    orders at ``start`` with no other thing said between ("forget that, i'll have a large mocha")."""
    k = next((k for k, w in enumerate(tokens) if w not in _BEFORE_TAKING_BACK), len(tokens))  # "actually …"
    return len(tokens) > k + 3 and tokens[k] in _TAKING_BACK and tokens[k + 1] in ("that", "it") and tokens[
        k + 2] in (",", ".") and not any(":" in w or w in REMOVE_WORDS for w in tokens[k + 3:start])


# the whole order cleared in words: "clear it all", "cancel everything", "start over", "scrap my order"
_ALL_CLEARED = re.compile(
    r"\b(?:clear|cancel|scrap|scratch|forget|remove|delete|drop|ditch)\s+(?:it\s+all|all\s+of\s+it|"
    r"all\s+that|everything|the\s+(?:whole\s+|entire\s+)?order|my\s+(?:whole\s+|entire\s+)?order|all)\b"
    r"|\bstart\s+(?:over|again|from\s+scratch)\b", re.I)


def cleared_then_ordered(edits: Sequence[Edit], text: str, cart: Cart) -> list[Edit]:
    """``edits`` with the order cleared first where the turn clears it in words and then orders ("clear it
    all and get me a mocha", "start over: two lattes"): the model wrote the new order and kept the old one
    ("everything but the muffin" is `all_but_kept`'s)."""
    if not cart.lines or not text or not _ALL_CLEARED.search(text) or any(
            not isinstance(e, AddLine | SetOrder) for e in edits) or not any(
            isinstance(e, AddLine) for e in edits):
        return list(edits)
    if _BUT_SAID.search(text):  # "cancel everything but the muffin"
        return list(edits)
    return [ClearCart(), *edits]


_MEANT_AFTER = (["i", "mean"], ["i", "meant"])


def values_meant_after(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or the values of the item said again, with "I mean" after them, given to the cart's one
    line of that item: "two macchiatos", then "caramel macchiatos i mean" (the model added a third, with
    caramel; said "i mean caramel macchiatos", it changed the two)."""
    said = [t for t in tokens if t not in (".", "!", ",")]
    if len(said) < 4 or said[-2:] not in _MEANT_AFTER or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    add = edits[0]
    named = [t for t in said[:-2] if t.startswith("item:")]
    if "latte" in (add.notes or "") and "item:latte" in named[1:]:  # "london fog i mean": a tea as a latte
        named.remove("item:latte")
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == add.item]
    if named != [symbol("item", add.item)] or len(refs) != 1 or add.who is not None:
        return list(edits)
    if add.notes == cart.lines[refs[0] - 1].notes:  # noted so already
        add = add.model_copy(update={"notes": None})
    change = added_as_change(add, refs[0])
    return [change] if change.model_dump(exclude={"op", "ref"}, exclude_defaults=True) else list(edits)
