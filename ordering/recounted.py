"""'Make it 3 pumps': a count said with the measure of an add-on the line has, and no add-on named, is
that add-on's new count.

The model has no word for "pumps" (the tagger leaves it as a plain word), so it read the number as the
drink's quantity: "a mocha with 2 pumps of peppermint", then "make it 3 pumps", made three mochas. The
measure says which add-ons it counts (pumps: syrups and sauces; packets: sweeteners); the line is the one
the model changed, else the last line that has exactly one add-on of that measure. Where the line has two
("vanilla and caramel"), the words do not say which, and the drink's quantity is left as it was.

"Add two splendas", then "actually make that three": the count the last turn gave an add-on, said again
with nothing else, is that add-on's new count (`add_on_count_corrected`); the model made three coffees.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart
from ordering.dsl import NUMBERS, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, Finish, ReviewOrder, only_a_note
from ordering.menu import Menu
from ordering.more_measured import MEASURED, measured_add_ons
from ordering.said import FILLERS


def add_on_recounted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
                     menu: Menu | None) -> list[Edit]:
    """``edits`` with a count said of an add-on's measure ("make it 3 pumps") set on the add-on of the
    line, instead of the drink's quantity the model wrote for it."""
    said = _measured_count(tokens)
    named = [unsymbol(t)[1] for t in tokens if t.startswith("addon:")]
    if said is None or menu is None or not cart.lines or any(isinstance(e, AddLine) for e in edits):
        return list(edits)
    if named:  # "make the hazelnut two pumps" of a latte with hazelnut: that add-on, of the line holding it
        return _named_add_on_recounted(edits, named, said[0], cart)
    count, categories = said

    def measured(ref: int) -> list[str]:
        return measured_add_ons(cart.lines[ref - 1], categories, menu)

    changed = [e.ref for e in edits if isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines)]
    candidates = changed or [r for r in range(len(cart.lines), 0, -1) if measured(r)][:1]
    if not candidates:
        return list(edits)
    ref = candidates[0]
    misread = (count, *_counts_replaced(tokens))  # "2 pumps instead of 3": not three lattes either
    out = [e for e in edits if not any(_only_requantifies(e, ref, n) for n in misread)]
    names = measured(ref)
    if len(names) != 1:  # which add-on the words do not say: at least the drink is not multiplied
        return out
    recount = ChangeLine(ref=ref, add_addons={names[0]: count})
    return out if recount in out else [*out, recount]  # written already by the reading of "2 pumps"


def _named_add_on_recounted(edits: Sequence[Edit], named: list[str], count: int, cart: Cart) -> list[Edit]:
    """``edits``, or the count said of the one add-on named set on the one line holding it, where the model
    changed nothing else ("The latte has hazelnut syrup already.")."""
    holders = [r for r, line in enumerate(cart.lines, start=1) if named[0] in line.addons]
    if len(set(named)) != 1 or len(holders) != 1 or cart.lines[holders[0] - 1].addons[named[0]] == count:
        return list(edits)
    ref = holders[0]
    if any(not isinstance(e, ChangeLine) or e.ref != ref or e.model_copy(update={
            "qty": None, "add_addons": {}}) != ChangeLine(ref=ref) for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, add_addons={named[0]: count})]


def _measured_count(tokens: Sequence[str]) -> tuple[int, frozenset[str]] | None:
    """(the number, the add-on categories its measure counts) for the first "<number> pumps" said."""
    for i, tok in enumerate(tokens):
        if tok not in NUMBERS or tok == "nbig":
            continue
        j = i + 1
        while j < len(tokens) and tokens[j] in FILLERS:
            j += 1
        if j < len(tokens) and tokens[j] in MEASURED:
            return number_value(tok), MEASURED[tokens[j]]
    return None


def _counts_replaced(tokens: Sequence[str]) -> list[int]:
    """The counts said after "instead of" / "rather than" ("2 pumps instead of 3"): the old ones, which the
    model may have written as the drink's quantity."""
    return [number_value(tokens[k + 2]) for k in range(len(tokens) - 2)
            if (tokens[k], tokens[k + 1]) in (("instead", "of"), ("rather", "than"))
            and is_count(tokens[k + 2])]


def _only_requantifies(edit: Edit, ref: int, count: int) -> bool:
    """Whether ``edit`` only sets line ``ref``'s quantity to ``count`` (the model's reading)."""
    if not isinstance(edit, ChangeLine) or edit.ref != ref or edit.qty != count:
        return False
    return edit.model_copy(update={"qty": None}) == ChangeLine(ref=ref)


# the words a bare recount is said with: "actually make that three", "no wait, make it 4", "sorry, 3"
_RECOUNT_WORDS = frozenset({"make", "that", "it", "actually", "no", "wait", "sorry", "oh", "um", "uh",
                            "please", "instead", "oops", "i", "meant", "mean", ",", ".", "!", "just", "only",
                            "hmm", "hm", "ah", "er", "erm", "ok", "okay"})  # "hmm, actually two"


def _ref_of(line_id: int, cart: Cart) -> int | None:
    """The position of the cart's line of that id (the line the last turn changed), or None."""
    return next((k for k, line in enumerate(cart.lines, start=1) if line.id == line_id), None)


def add_on_count_corrected(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with a bare count ("actually make that three"), said right after the last turn counted one
    add-on of a line ("add two splendas") or ordered one unit with one add-on counted ("a medium latte with
    2 sugars", then "make it 3"), set as that add-on's count, instead of the line's quantity the model wrote
    for it."""
    counts = [t for t in tokens if t in NUMBERS and t != "nbig"]
    if len(counts) != 1 or any(t not in _RECOUNT_WORDS for t in tokens if t not in counts):
        return list(edits)
    if len(cart.changed) == 1 and cart.changed[0].fields_set() == {"add_addons"}:
        changed = cart.changed[0]
        counted = changed.change["add_addons"]
        ref = _ref_of(changed.line.id, cart)
    elif len(cart.added) == 1 and not cart.changed and _ref_of(cart.added[0], cart) is not None:
        # "a medium latte with 2 sugars", then "make it 3": of the one unit just ordered, the sugars
        ref = _ref_of(cart.added[0], cart)
        line = cart.lines[ref - 1]
        counted = {n: c for n, c in line.addons.items() if c >= 2} if line.qty == 1 else {}
    else:
        return list(edits)
    name, before = next(iter(counted.items())) if len(counted) == 1 else (None, 0)
    count = number_value(counts[0])
    if name is None or before < 2 or ref is None or count == before or cart.lines[ref - 1].addons.get(
            name) != before or not all(_only_requantifies(e, ref, count) for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, add_addons={name: count})]


_MEASURE_WORDS = frozenset({"added", "extra", "shot", "shots", "pump", "pumps", "of"})


def add_on_named_recounted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or the add-on the last turn gave one line ("and the latte with an extra shot") set to the
    count said with its name right after ("make that two extra shots": two shots on the latte; the model
    put two on the muffin, which the menu refused). Only where the turn says nothing but the count, the
    add-on and words of recounting, and the model wrote only changes of lines or their counts."""
    counts = [t for t in tokens if t in NUMBERS and t != "nbig"]
    named = {unsymbol(t)[1] for t in tokens if t.startswith("addon:")}
    if len(counts) != 1 or len(named) != 1 or any(
            t not in _RECOUNT_WORDS and t not in _MEASURE_WORDS for t in tokens
            if t not in counts and not t.startswith("addon:")):
        return list(edits)
    if len(cart.changed) != 1 or "add_addons" not in cart.changed[0].fields_set():
        return list(edits)
    changed = cart.changed[0]
    name = next(iter(named))
    ref = _ref_of(changed.line.id, cart)
    if ref is None or name not in changed.change["add_addons"] or not all(
            isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, add_addons={name: number_value(counts[0])})]


_ENOUGH = frozenset({"enough", "plenty", "fine", "good"})
_ASIDE = frozenset({"just", "only", "actually", "oh", "no", "sorry", ",", ".", "!", "please", "thanks", "i",
                    "think", "added", "extra", "of", *MEASURED})


def add_on_enough(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or the one line holding the add-on named recounted to the count said "is enough" ("a latte
    with two extra shots", then "one extra shot is enough": one; the model read the order back)."""
    said = [t for t in tokens if t not in _ASIDE]
    if len(said) != 4 or not is_count(said[0]) or said[0] == "nbig" or not said[1].startswith("addon:") or (
            said[2] not in ("is", "'s", "be") or said[3] not in _ENOUGH):
        return list(edits)
    if any(not isinstance(e, Finish | ReviewOrder) and not only_a_note(e) for e in edits):
        return list(edits)
    name = unsymbol(said[1])[1]
    holders = [r for r, line in enumerate(cart.lines, start=1) if name in line.addons]
    count = number_value(said[0])
    if len(holders) != 1 or cart.lines[holders[0] - 1].addons[name] == count:
        return list(edits)
    return [ChangeLine(ref=holders[0], add_addons={name: count})]


_AROUND_COUNT = frozenset({"oh", "and", "also", "please", "thanks", "with", "some", ",", ".", "!",
                           *MEASURED})


def add_on_counted_after(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count said after the one add-on named set as its count: "oh and sugar please,
    two" of an americano is two sugars, "with vanilla, 3 pumps" three pumps (the model put one in). Only
    where the turn names no item, says the count (two or more) after the add-on and nothing but glue, and
    the model gave one line one of it."""
    named = [k for k, t in enumerate(tokens) if t.startswith("addon:")]
    counts = [k for k, t in enumerate(tokens) if t in NUMBERS and t != "nbig"]
    if len(named) != 1 or len(counts) != 1 or counts[0] < named[0] or ("," not in tokens[named[0]:counts[0]]):
        return list(edits)
    if any(k not in (*named, *counts) and t not in _AROUND_COUNT for k, t in enumerate(tokens)):
        return list(edits)
    name, count = unsymbol(tokens[named[0]])[1], number_value(tokens[counts[0]])
    if count < 2 or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or (
            edits[0].add_addons != {name: 1}):
        return list(edits)
    return [edits[0].model_copy(update={"add_addons": {name: count}})]


_DOUBLING = frozenset({"and", "oh", "also", "can", "could", "you", "please", "actually", "the", "up", "on",
                       "my", "thanks", ",", ".", "!"})


def add_on_doubled(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or the one add-on named set to twice its count on the line holding it where the turn
    says to double it ("and double the caramel" of a caramel latte: two pumps; the model wrote a note, or
    read "double" as a double shot), or to two on the line the model changed where none holds it. Only
    where the turn says nothing else and the model changed one line, by a note, the add-on or the shots."""
    named = [k for k, t in enumerate(tokens) if t.startswith("addon:")]
    doubled = [k for k, t in enumerate(tokens) if t == "shots:2"]
    if len(named) != 1 or len(doubled) != 1 or doubled[0] > named[0] or any(
            t not in _DOUBLING for k, t in enumerate(tokens) if k not in (*named, *doubled)) or not set(
            tokens[doubled[0] + 1 : named[0]]) <= {"the", "up", "on", "my"}:  # not "a double and vanilla"
        return list(edits)
    name = unsymbol(tokens[named[0]])[1]
    holders = [r for r, line in enumerate(cart.lines, start=1) if name in line.addons]
    changed = {e.ref for e in edits if isinstance(e, ChangeLine)}
    if not all(only_a_note(e) or _doubling(e, name) for e in edits) or len(changed) > 1:
        return list(edits)
    if len(holders) == 1 and changed <= set(holders):
        return [ChangeLine(ref=holders[0], add_addons={name: 2 * cart.lines[holders[0] - 1].addons[name]})]
    return [ChangeLine(ref=changed.pop(), add_addons={name: 2})] if changed and not holders else list(edits)


def _doubling(edit: Edit, name: str) -> bool:
    """Whether ``edit`` changes a line's shots to two and the add-on ``name``, and nothing else."""
    return isinstance(edit, ChangeLine) and set(edit.add_addons) <= {name} and edit.model_copy(
        update={"add_addons": {}, "shots": None, "notes": None}) == ChangeLine(ref=edit.ref)
