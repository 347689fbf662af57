"""Corrections the model leaves unanswered: "sorry, I meant a mocha", "just one actually".

Said right after an order, such a turn names only what the last line should have been: another item,
or another count. The model, which learned corrections that name both sides ("change the latte to a
mocha"), may write nothing usable for them; then the words alone are read, and only then.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine
from ordering.menu import Menu
from ordering.turn_words import value_fields

CORRECTING = frozenset({"meant", "said", "wanted", "actually", "instead", "rather", "sorry", "oops"})
# the words a bare count may come with: "just one actually", "oh, three", "only two please"
_COUNT_COMPANY = frozenset({"just", "only", "actually", "oh", "sorry", "no", "wait", ",", ".", "!", "please",
                            "make", "it", "that", "them", "those", "oops", "i", "meant", "said"})
_MEANT = frozenset({"meant", "said", "wanted"})  # "I meant a mocha" names what the last line should be


def item_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits``, or the last line of the same kind (a drink for a drink, food for food) replaced by the
    one item a correction names ("sorry, I meant a mocha"; "no I said a large mocha": values said go with
    it), when the model wrote nothing or, for "meant / said / wanted", only changes of that line (it set
    the latte large and lost the mocha)."""
    items = [t for t in tokens if t.startswith("item:")]
    if menu is None or not cart.lines or len(items) != 1 or not CORRECTING.intersection(tokens):
        return list(edits)
    name = unsymbol(items[0])[1]
    if name not in menu.items or any(line.item == name for line in cart.lines):
        return list(edits)
    same_kind = [ref for ref, line in enumerate(cart.lines, start=1)
                 if line.item in menu.items and menu.kind(line.item) == menu.kind(name)]
    if not same_kind:
        return list(edits)
    last = same_kind[-1]
    if edits and not (_MEANT.intersection(tokens)
                      and all(isinstance(e, ChangeLine) and e.ref == last for e in edits)):
        return list(edits)
    fields, addons = value_fields([t for t in tokens if ":" in t])
    return [RemoveLine(ref=last), AddLine(item=name, addons=addons, **fields)]


def count_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, when they are empty, the last line's count set to the one count said alone
    ("just one actually", "oh, three")."""
    counts = [t for t in tokens if t in NUMBERS and t != "nbig"]
    if edits or not cart.lines or len(counts) != 1:
        return list(edits)
    if any(t not in _COUNT_COMPANY for t in tokens if t not in counts):
        return list(edits)
    return [ChangeLine(ref=len(cart.lines), qty=number_value(counts[0]))]


_ONLY = frozenset({"just", "only"})
_THE = frozenset({"the", "my", "that"})
_KEEP_VERBS = frozenset({"have", "want", "get", "take", "keep", "need", "do"})  # "just have the latte"
# what may follow the items kept: "just the latte, iced please", "only the mocha for me then"
_AFTER_KEPT = frozenset({",", ".", "!", "?", "please", "thanks", "thank", "you", "then", "actually",
                         "instead", "for", "me", "now", "and", "that's", "it", "all", "i", "think"})


def only_kept(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with every other line removed when the turn keeps only some of the cart's items
    ("actually just the latte" of a latte and a mocha; "just the latte and the muffin"; "i'll just have
    the latte, iced": the model's change of the latte stays). Only when each item named after "just the"
    or "only the" is in the cart, none is named before, and some line is not named."""
    start = next((i for i, t in enumerate(tokens) if t in _ONLY and _the_after(tokens, i + 1)), None)
    if start is None or len(cart.lines) < 2 or any(t.startswith("item:") for t in tokens[:start]):
        return list(edits)
    named = {unsymbol(t)[1] for t in tokens[start:] if t.startswith("item:")}
    if not named or not named <= {line.item for line in cart.lines}:
        return list(edits)
    last = max(i for i, t in enumerate(tokens) if t.startswith("item:"))
    if any(":" not in t and t not in _AFTER_KEPT for t in tokens[last + 1 :]):
        return list(edits)  # "i just want the latte to be iced" changes the latte, keeps the rest
    others = [ref for ref, line in enumerate(cart.lines, start=1) if line.item not in named]
    if not others or any(isinstance(e, AddLine | RemoveLine) for e in edits):
        return list(edits)
    kept = [e for e in edits if not (isinstance(e, ChangeLine) and e.ref in others)]
    return kept + [RemoveLine(ref=ref) for ref in others]


def _the_after(tokens: Sequence[str], i: int) -> bool:
    """Whether "the" (or "my", "that") follows at ``i``, after at most one verb ("just have the latte")."""
    if i < len(tokens) and tokens[i] in _KEEP_VERBS:
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
        for value in tokens[i + len(phrase) :]:
            if value in _ARTICLES:
                continue
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
# cortado", "no wait, make it a cortado", "sorry, I mean a cortado"); at least one of _REPLACING must
_BETWEEN = frozenset({",", ".", "!", "-", "actually", "no", "nope", "sorry", "wait", "hold", "on", "i",
                      "mean", "meant", "make", "it", "that", "rather", "instead", "scratch", "oh", "oops",
                      "uh", "um", "let's", "lets", "do", "change", "to", "a", "an", "n1", "one", "hmm"})
_REPLACING = frozenset({"actually", "no", "nope", "sorry", "mean", "meant", "wait", "rather", "instead",
                        "scratch", "oops"})
_ALSO = frozenset({"too", "also", "and", "plus", "as", "another", "both"})  # "and actually a cortado too"
_VALUE_GROUPS = frozenset({"size", "temp", "milk", "caffeine", "shots", "addon", "prep"})


def replaced_in_turn(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` without the line of an item the same turn takes back for another of its kind, said right
    after it: "a flat white, actually no, a cortado" is a cortado (the model added both). Only when the
    words between the two are of taking back ("actually", "no", "sorry, I mean", "make it") and the turn
    never says the second is more ("... and actually a cortado too")."""
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if menu is None or len(adds) < 2 or _ALSO.intersection(tokens):
        return list(edits)
    named = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    dropped: set[int] = set()
    for first, second in zip(named, named[1:], strict=False):
        a, b = unsymbol(tokens[first])[1], unsymbol(tokens[second])[1]
        start, end = first + 1, second
        while start < end and tokens[start].partition(":")[0] in _VALUE_GROUPS:
            start += 1  # the first item's own values: "a flat white with oat, ..."
        while end > start and tokens[end - 1].partition(":")[0] in _VALUE_GROUPS:
            end -= 1  # the second's, said before it: "... a large cortado"
        between = tokens[start:end]
        if (a == b or a not in menu.items or b not in menu.items or menu.kind(a) != menu.kind(b)
                or not _REPLACING.intersection(between) or not set(between) <= _BETWEEN):
            continue  # "a latte, no foam, a cortado": a value between is the first's
        mine = [k for k in adds if edits[k].item == a]
        if len(mine) == 1:
            dropped.add(mine[0])
    return [e for k, e in enumerate(edits) if k not in dropped]


def value_replaced_in_turn(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with a value the same turn takes back for another of its group, said right after it:
    "a latte with soy, no wait, almond" is an almond latte, "with vanilla, sorry, caramel" caramel (the
    model kept the first). Only between words that take back (`_REPLACING`), and only on the one line the
    turn adds that has the first value and may have the second."""
    if menu is None:
        return list(edits)
    out = list(edits)
    for i, token in enumerate(tokens):
        group, _, _ = token.partition(":")
        if group not in (*SINGLE_GROUPS, "addon") or i == 0 or tokens[i - 1] in ("no", "nope"):
            continue  # "syrup no nutmeg": the nutmeg is said off, it takes nothing back
        j = i - 1
        while j >= 0 and tokens[j] in _BETWEEN and tokens[j] not in ("a", "an", "n1", "one"):
            j -= 1
        if j > 0 and tokens[j].startswith("item:"):  # "an iced latte, no actually hot": said before it
            k = j - 1
            while k > 0 and ":" in tokens[k] and tokens[k].partition(":")[0] != group:
                k -= 1
            j = k if tokens[k].partition(":")[0] == group else j
        if j < 0 or j == i - 1 or tokens[j].partition(":")[0] != group or tokens[j] == token or not (
                _REPLACING.intersection(tokens[j + 1 : i])):
            continue
        old, new = unsymbol(tokens[j])[1], unsymbol(token)[1]
        if group == "addon":
            mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and old in e.addons]
        else:
            mine = [k for k, e in enumerate(out) if isinstance(e, AddLine) and str(getattr(e, group)) == old]
        if len(mine) != 1 or not menu.allows(out[mine[0]].item, group, new):
            continue
        line = out[mine[0]]
        if group == "addon":
            addons = {(new if n == old else n): c for n, c in line.addons.items()}
            out[mine[0]] = line.model_copy(update={"addons": addons})
        else:
            out[mine[0]] = line.model_copy(update=value_fields([token])[0])
    return out
