"""The same again but different, in the turn that orders the first: "a cappuccino for me, and my friend
wants the same but with soy" (a cappuccino and a soy cappuccino), "a large latte, and another one the same
but iced" (a large latte and a large iced latte). The model wrote one line with the values said after
"but", or the second drink without the values said before. Applied in `read_words`
(workers/engine/readings.py); "the same again" of a line ordered before is `repeats`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, Edit
from ordering.for_whom import ME, person_at
from ordering.menu import Menu
from ordering.turn_words import kind_of, line_of_values, values_in_place

_VALUE_KINDS = (*SINGLE_GROUPS, "addon", "prep")
_BUT = frozenset({"but", "except", "only", "just"})


def same_but_said(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits``, or the one drink ordered and the same again with the values said after "the same but"
    (see the module's docstring)."""
    at = [k for k, tok in enumerate(tokens) if tok == "same" and k and tokens[k - 1] == "the"]
    if menu is None or len(at) != 1 or not edits or any(not isinstance(e, AddLine) for e in edits):
        return list(edits)
    before, after = tokens[: at[0] - 1], tokens[at[0] + 1 :]
    items = [unsymbol(tok)[1] for tok in before if tok.startswith("item:")]
    but = next((k for k, tok in enumerate(after) if tok in _BUT), None)
    if len(items) != 1 or but is None or any(tok.startswith("item:") for tok in after) or _another_named(
            before):
        return list(edits)  # "and another mocha the same but iced" copies a line ordered before
    item = items[0]
    if any(e.item != item for e in edits) or len(edits) > 2:
        return list(edits)
    said = [tok for tok in after[but + 1 :] if kind_of(tok) in _VALUE_KINDS]
    first = [tok for tok in before if kind_of(tok) in _VALUE_KINDS]
    if not said or not all(menu.allows(item, *unsymbol(v)) for v in [*first, *said]):
        return list(edits)
    same = line_of_values(item, values_in_place(first, said))
    return [line_of_values(item, first), same.model_copy(update={"who": _who_wants(tokens, at[0] - 1)})]


_WANTING = frozenset({"wants", "needs", "gets", "takes", "will", "would", "'ll", "can"})
_WANTING_AFTER = frozenset({"have", "like", "get", "take", "also", "too"})


def _who_wants(tokens: Sequence[str], the: int) -> str | None:
    """The person said wanting "the same" that starts at ``the``: "my friend" of "and my friend wants the
    same", "jen" of "jen will have the same"; None where no one is."""
    k = the - 1
    while k > 0 and tokens[k] in _WANTING_AFTER:
        k -= 1
    if k <= 0 or tokens[k] not in _WANTING:
        return None
    for start in (k - 1, k - 2, k - 3):
        found = person_at(tokens, start) if start >= 0 else None
        if found is not None and found[1] == k and found[0] != ME:
            return found[0]
    return None


def same_as_the_last_but(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Menu | None
                         ) -> list[Edit]:
    """``edits`` with the one line added "the same but <values>" of the cart's last line, when the turn
    names no item: "a large decaf coffee with cream", then "and one more for my friend, same thing but with
    sugar too" is a large decaf coffee with cream and sugar (the model wrote a plain coffee with sugar); of
    the cart's last line of the item said after "another" ("and another mocha the same but iced")."""
    at = [k for k, tok in enumerate(tokens) if tok == "same"]
    if menu is None or len(at) != 1 or not cart.lines or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    after = tokens[at[0] + 1 :]
    but = next((k for k, tok in enumerate(after) if tok in _BUT), None)
    added, named = edits[0], [tok for tok in tokens if tok.startswith("item:")]
    if named and (len(named) != 1 or not _another_named(tokens[: at[0]])):
        return list(edits)  # "another mocha the same but iced": the cart's last mocha is copied
    last = next((line for line in reversed(cart.lines) if line.item == added.item), None)
    if but is None or last is None or not named and last is not cart.lines[-1]:
        return list(edits)
    said = [tok for tok in after[but + 1 :] if kind_of(tok) in _VALUE_KINDS]
    if not said or not all(menu.allows(last.item, *unsymbol(v)) for v in said):
        return list(edits)
    own = added.model_dump(exclude={"op", "item", "qty", "who", "notes"}, exclude_defaults=True)
    kept = last.model_dump(exclude={"id", "item", "qty", "who", "notes"}, exclude_defaults=True)
    addons = {**kept.pop("addons", {}), **own.pop("addons", {})}
    return [added.model_copy(update={**kept, **own, "addons": addons})]


def _another_named(tokens: Sequence[str]) -> bool:
    """Whether the words' one item is said after "another" (values between): "and another large mocha"."""
    at = next((k for k, tok in enumerate(tokens) if tok.startswith("item:")), None)
    if at is None:
        return False
    k = at - 1
    while k >= 0 and kind_of(tokens[k]) in _VALUE_KINDS:
        k -= 1
    return k >= 0 and tokens[k] == "another"
