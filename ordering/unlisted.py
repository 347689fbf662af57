"""Requests in words the menu does not have: "an english breakfast tea with lemon", "a chai, extra spicy".

The model writes menu values, and a note only for requests like those it was trained on; "lemon" and
"spicy" are neither, so the request was dropped without a word (so was "with no nuts"). Said right after
"with" or "extra", in plain words up to the end of the part, it goes on the line's ticket as a note in the
customer's words, where the barista reads it. It is no item and has no price: a thing ordered with
"a"/"some"/a count ("with a cookie") is the menu's to refuse, and a word of the menu ("with oat", "extra
foam") is a value. A turn about paying ("can I pay with card") asks nothing of a drink.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, number_value, symbol, unsymbol
from ordering.edits import MAX_NOTE_CHARS, AddLine, ChangeLine, Edit, notes_had
from ordering.said import FILLERS
from ordering.units_said import one_of_them_changed, said_one_of_them

_LEADS = frozenset({"with", "extra"})
_NUMBER_TOKENS = frozenset(NUMBERS)
_PART_END = frozenset({",", ".", "!", "?", ";", "and", "but", "with", "please", "thanks", "thank", "for",
                       "to", "when", "if", "or", "plus", "instead"})
# words that are no request of their own: pronouns, determiners, counts, people, the order itself
NOT_REQUESTS = frozenset({
    "a", "an", "the", "some", "any", "it", "that", "this", "these", "those", "them", "me", "my", "your",
    "our", "us", "him", "her", "his", "you", "i", "we", "everything", "nothing", "all", "both", "each",
    "one", "ones", "same", "usual", "friend", "friends", "wife", "husband", "kids", "kid", "son",
    "daughter", "mom", "dad", "order", "drink", "drinks", "too", "as", "well", "also", "then", "now",
    "again", "here", "there", "just", "love", "pleasure", "thanks", "is", "be", "of", "in", "on", "at",
    "so", "very", "much", "many", "more", "less", "no", "not", "without", "large", "small", "big", "hot",
    "cold", "iced", "milk", "caffeine", "caf", "caff", "regular", "normal", "decaf", "light", "half",
    "stuff", "things", "whatever", "like", "etc",  # "with like caramel and stuff": fillers, no request
})
# "an extra pump" of a line whose syrup the turn counts up (`more_measured`) is that, not a note too
_MEASURES = frozenset({"pump", "pumps", "squirt", "squirts", "scoop", "scoops"})
# "can i pay with card": a turn about paying asks nothing of a drink
_PAYING = frozenset({"pay", "paying", "payment", "card", "cash", "credit", "debit", "venmo", "paypal",
                     "contactless", "receipt", "tip", "coupon", "voucher", "points", "rewards"})
# "i'll go with ...", "start with ...": a choice, not a request
_CHOOSING = frozenset({"go", "going", "goes", "went", "stick", "start", "begin", "along", "done"})


def unlisted_requests(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with each request said in words the menu lacks put on its line as a note (see the
    module): the one line the turn adds or changes, or of several added lines the one of the item named
    last before it; when the model wrote nothing, the cart's last ("with lemon please" of a tea). A note
    that says it already is left as it is."""
    requests = [] if _PAYING.intersection(tokens) else said_unlisted(tokens)
    lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine | ChangeLine)]
    if not requests or not lines and (edits or not cart.lines):
        return list(edits)
    out = list(edits)
    if not lines:
        requests = [(at, request) for at, request in requests if not _of_a_thing_ordered(at, tokens)]
        if not requests:
            return list(edits)
        out.append(ChangeLine(ref=len(cart.lines)))
        lines = [len(out) - 1]
    for at, request in requests:
        k = lines[0] if len(lines) == 1 else _line_named_before(at, tokens, out, lines)
        if k is None and len(lines) > 1 and at and tokens[at - 1] == "n1":
            k = _unnoted_one(at, request, tokens, out, lines)  # "two teas, one with milk one with lemon"
        if k is not None and _said_of_another_item(at, tokens, out[k]):
            k = None  # "a latte and a tea with lemon": the tea's (not added yet: which tea?), not the latte's
        every = _every_line_said(at, tokens, out, lines)  # "a latte and a mocha, both with sprinkles"
        if k is not None and not every and _one_of_those_added(at, tokens, out[k]):
            out[k] = out[k].model_copy(update={"qty": out[k].qty - 1})  # "two chais, one extra spicy"
            out.append(out[k].model_copy(update={"qty": 1, "notes": None}))
            k = len(out) - 1
            lines = [*lines, k]
        for j in every or ([k] if k is not None else []):
            if set(request.split()[1:]) <= _MEASURES and _counted_up(out[j]):
                continue
            had = notes_had(out[j], cart)
            if not had or request.partition(" ")[2] not in had.lower():  # "with half full" of "half full"
                notes = ", ".join([*filter(None, [had]), request])[:MAX_NOTE_CHARS]
                out[j] = out[j].model_copy(update={"notes": notes})
    return [e for e in out if not (isinstance(e, ChangeLine) and e == ChangeLine(ref=e.ref))]


def _of_a_thing_ordered(at: int, tokens: Sequence[str]) -> bool:
    """Whether a thing is ordered with "a"/"an" in the part before the request at ``at``: "and a scone with
    jam" asks jam of the scone the menu lacks, not of the order's last line."""
    for t in reversed(tokens[:at]):
        if t in ("a", "an"):
            return True
        if t in (",", ".", "!", "?", "and", "but") or t.startswith("item:"):
            return False
    return False


_FAMILY_NOUNS = frozenset({"tea", "teas", "muffin", "muffins", "croissant", "croissants"})  # "a tea": which?


def _said_of_another_item(at: int, tokens: Sequence[str], line: Edit) -> bool:
    """Whether the thing named last before token ``at`` is not the added line's item: another item, or a
    family the turn names without saying which ("a latte and a tea with lemon")."""
    for t in reversed(tokens[:at]):
        if t.startswith("item:"):
            return isinstance(line, AddLine) and unsymbol(t)[1] != line.item
        if t in _FAMILY_NOUNS:
            return isinstance(line, AddLine) and line.item.split()[-1] not in (t, t.removesuffix("s"))
    return False


def _every_line_said(at: int, tokens: Sequence[str], edits: Sequence[Edit], lines: Sequence[int]
                     ) -> list[int]:
    """The lines the turn adds (their indexes in ``edits``), where "both", "each" or "all" is said right
    before the request ("a latte and a mocha, both with sprinkles", "two hot chocolates, one with whip and
    one without, and both with marshmallows"); [] otherwise."""
    if at < 1 or tokens[at - 1] not in ("both", "each", "all"):
        return []
    return [k for k in lines if isinstance(edits[k], AddLine)]


def _counted_up(edit: AddLine | ChangeLine) -> bool:
    """Whether the edit gives an add-on two portions or more ("an extra pump" counted up already)."""
    counts = edit.addons if isinstance(edit, AddLine) else edit.add_addons
    return any(c >= 2 for c in counts.values())


def _line_named_before(at: int, tokens: Sequence[str], edits: Sequence[Edit],
                       lines: Sequence[int]) -> int | None:
    """The one added line (its index in ``edits``) of the item named last before token ``at``."""
    item = next((unsymbol(t)[1] for t in reversed(tokens[:at]) if t.startswith("item:")), None)
    mine = [k for k in lines if isinstance(edits[k], AddLine) and edits[k].item == item]
    return mine[0] if len(mine) == 1 else None


def _one_of_those_added(at: int, tokens: Sequence[str], line: Edit) -> bool:
    """Whether "one" right before the request at ``at`` is one unit of the line the turn adds with a
    count, named before it ("two chai lattes, one extra spicy")."""
    return (at > 1 and tokens[at - 1] == "n1" and isinstance(line, AddLine) and line.qty >= 2
            and any(t == symbol("item", line.item) for t in tokens[: at - 1]))


def _unnoted_one(at: int, request: str, tokens: Sequence[str], edits: Sequence[Edit],
                 lines: Sequence[int]) -> int | None:
    """Of the added lines of the item named last before "one with …" at ``at``, the first one no request
    is noted on yet (index in ``edits``): each "one" of them is a unit of its own. None where one of them
    notes ``request`` already."""
    item = next((unsymbol(t)[1] for t in reversed(tokens[:at]) if t.startswith("item:")), None)
    mine = [k for k in lines if isinstance(edits[k], AddLine) and edits[k].item == item]
    if any(request in (edits[k].notes or "") for k in mine):
        return None
    free = [k for k in mine if not edits[k].notes]
    return free[0] if free else None


def said_unlisted(tokens: Sequence[str]) -> list[tuple[int, str]]:
    """The requests said after "with" or "extra" in one or two plain words up to the end of the part or the
    next item ("an extra spicy chai", "with lemon to go"), with the index of their first token."""
    found = []
    for i, tok in enumerate(tokens):
        if tok not in _LEADS or (i and tokens[i - 1] in _LEADS | _CHOOSING and not (
                tokens[i - 1] == "along" and (i < 2 or tokens[i - 2] not in _CHOOSING))):
            continue  # "go along with a latte" is a choice; "a mocha along with crema" a request
        end = i + 1
        while end < len(tokens) and tokens[end] not in _PART_END and ":" not in tokens[end]:
            end += 1
        if end < len(tokens) and ":" in tokens[end] and not tokens[end].startswith(("item:", "to_go:")):
            if tok == "with":
                found += _listed_after_values(tokens, i, end)  # "with whipped cream and sprinkles"
            continue  # words of a menu value said next: "with light honey", "with half caf"
        words = [w for w in tokens[i + 1 : end] if w not in FILLERS]  # "with uh lemon", "with like oat"
        measured = _measured_request(words) or _garnish_request(words) if tok == "with" else None
        if measured is not None:  # "with two packets of agave"
            found.append((i, f"with {measured}"))
            continue
        asked = words[1:] if tok == "with" and len(words) == 2 and words[0] == "no" else words  # "no nuts"
        if 1 <= len(words) <= 2 and all(
                w.isalpha() and w not in NOT_REQUESTS and w not in _NUMBER_TOKENS for w in asked) and not (
                tok == "with" and words[0] == "extra" and len(words) == 1):
            found.append((i, " ".join([tok, *words])))
    return found


# portions of a thing said by its packets, spoons …: "with two packets of agave", "with a spoon of honey"
_PORTIONS = frozenset({"packet", "packets", "sachet", "sachets", "spoon", "spoons", "spoonful", "spoonfuls",
                       "teaspoon", "teaspoons", "cube", "cubes", "drop", "drops", "dash", "dashes", "splash",
                       "splashes", "pump", "pumps", "slice", "slices", "wedge", "wedges", "twist", "twists",
                       "sprig", "sprigs"})
# a garnish said by its shape after the thing: "with a lemon twist", "with an orange slice"
_GARNISHES = frozenset({"twist", "wedge", "slice", "sprig", "peel", "zest"})


def _garnish_request(words: Sequence[str]) -> str | None:
    """ "a lemon twist" of "a"/"an", one plain word and a garnish's shape; else None."""
    if len(words) == 3 and words[0] in ("a", "an") and words[2] in _GARNISHES and words[1].isalpha() and (
            words[1] not in NOT_REQUESTS):
        return " ".join(words)
    return None


def _measured_request(words: Sequence[str]) -> str | None:
    """A count or "a", a portion, "of" and one or two plain words ("n2 packets of agave"), in words ("2
    packets of agave"); else None."""
    if len(words) not in (4, 5) or words[1] not in _PORTIONS or words[2] != "of" or not all(
            w.isalpha() and w not in NOT_REQUESTS and w not in _NUMBER_TOKENS for w in words[3:]):
        return None
    if words[0] in ("a", "an", "one"):
        count = words[0]
    elif words[0] in _NUMBER_TOKENS and words[0] != "nbig":
        count = str(number_value(words[0]))
    else:
        return None
    return " ".join([count, *words[1:]])


def _listed_after_values(tokens: Sequence[str], at: int, end: int) -> list[tuple[int, str]]:
    """The request said last in a list of the menu's values after "with" at ``at`` (``end``: the first
    value), in one or two plain words: "with whipped cream and sprinkles" is "with sprinkles"."""
    if end != at + 1 + sum(t in FILLERS or t in _AMOUNTS for t in tokens[at + 1 : end]):
        return []  # "with extra whipped cream and sprinkles": an amount of the value
    while end < len(tokens) and (_a_value(tokens[end]) or tokens[end] in FILLERS):
        end += 1
    if end >= len(tokens) or tokens[end] not in ("and", ","):
        return []
    start = stop = end + 1
    while stop < len(tokens) and tokens[stop] not in _PART_END and ":" not in tokens[stop]:
        stop += 1
    words = [w for w in tokens[start:stop] if w not in FILLERS]
    if stop < len(tokens) and ":" in tokens[stop] or not 1 <= len(words) <= 2 or not all(
            w.isalpha() and w not in NOT_REQUESTS and w not in _NUMBER_TOKENS for w in words):
        return []
    return [(start, " ".join(["with", *words]))]


_AMOUNTS = frozenset({"extra", "light", "some", "more", "a", "bit", "little", "touch", "splash", "dash",
                      "drop", "of"})  # "with a bit of honey and lemon"


def _a_value(token: str) -> bool:
    """Whether a token is a menu value of a drink (not an item, not to go)."""
    return ":" in token and not token.startswith(("item:", "to_go:"))


def unlisted_of_one(edits: Sequence[Edit], tokens: Sequence[str], text: str, cart: Any,
                    menu: Any) -> list[Edit]:
    """`unlisted_requests`, and a request so noted that the turn says of one unit ("two hot chocolates",
    then "one with marshmallows") is that unit's: it becomes a line of its own (`one_of_them_changed`);
    the note was on both. The model's count of one there ("set L1 x n1") is that "one of them", not a line
    cut down to one unit: the other unit was lost."""
    if _one_of_them_counted(edits, text, cart):
        out = unlisted_requests([ChangeLine(ref=edits[0].ref)], tokens, cart)
        if any(e.notes for e in out):  # a request of the one unit ("just one of them": none, one unit)
            return one_of_them_changed(out, text, cart, menu, tokens)
    out = unlisted_requests(edits, tokens, cart)
    if edits or len(out) != 1 or not isinstance(out[0], ChangeLine):
        return out
    return one_of_them_changed(out, text, cart, menu, tokens)


def _one_of_them_counted(edits: Sequence[Edit], text: str, cart: Any) -> bool:
    """Whether the model's only edit sets a line of several units to one, and nothing else, where the turn
    says "one of them" ("two hot chocolates", then "one of them with marshmallows")."""
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or edits[0].qty != 1:
        return False
    ref = edits[0].ref
    return (edits[0] == ChangeLine(ref=ref, qty=1) and 1 <= ref <= len(cart.lines)
            and cart.lines[ref - 1].qty >= 2 and said_one_of_them(text))
