""""Do you have oat milk? If so, an oat cappuccino please": the question answered, and the order taken.

The model wrote the question and dropped the order said after it: the customer heard "Yes, we have oat
milk" and the cart stayed empty. Where the turn asks (a question mark, or "if so" / "if you do") and
then orders one item with an article or a count ("an oat cappuccino please", "then two of the lemon
muffins") and the model only asked, that item is added with the values said with it; a line the model
added of the item only asked of ("how much is a latte? and a muffin please": a latte) is not. A turn with any
other word ("do you have hemp milk? if so a hemp latte") may ask for a thing we lack: it is left as the
model read it, and nothing is added that the customer did not ask for.
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, unsymbol
from ordering.edits import AddLine, AskMenu, Edit
from ordering.turn_words import value_fields

_ASKING = frozenset({"do", "does", "is", "are", "what", "how", "which", "any", "can", "could", "would",
                     "will", "have", "got"})
_IF_SO = (("if", "so"), ("if", "you", "do"), ("if", "yes"), ("if", "you", "have"))
_ORDERING = frozenset({"a", "an", "one", "please", "then", "i'll", "ill", "i'd", "id", "take", "get", "have"})
# the words a question and an order are said with; any other word may be a thing we lack ("hemp")
_SAID_AROUND = _ASKING | _ORDERING | frozenset({
    "you", "guys", "there", "if", "so", "and", "the", "some", "for", "me", "too", "also", "yes", "ok", "okay",
    "great", "cool", "i", "we", "us", "want", "like", "yeah", "sell", "carry", "make", "offer", "in", "of",
    "those", "them", "that", "it", "with", "sure", "thanks", "good", "nice", "perfect", "much", "many",
    "cost", "costs", "price", "available"})


def ordered_if_so(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the item ordered after a question added, where the model only asked (see the
    module)."""
    asks = [e for e in edits if isinstance(e, AskMenu) and e.ref is None]
    if not asks or any(not isinstance(e, AskMenu | AddLine) or isinstance(e, AskMenu) and e.ref is not None
                       for e in edits):
        return list(edits)
    start = _after_question(tokens)
    if start is None:
        return list(edits)
    part = list(tokens[start:])
    items = [k for k, t in enumerate(part) if t.startswith("item:")]
    if len(items) != 1 or not part or part[0] in _ASKING or "?" in part:
        return list(edits)
    asked = {unsymbol(t)[1] for t in tokens[:start] if t.startswith("item:")}
    ordered = unsymbol(part[items[0]])[1]
    adds = [e for e in edits if isinstance(e, AddLine)]
    if any(e.item == ordered or e.item not in asked for e in adds):
        return list(edits)  # the model ordered it, or something else of its own
    before = part[: items[0]]
    counts = [t for t in before if t in NUMBERS]
    if not (_ORDERING.intersection(before) or counts):
        return list(edits)
    if any(t.isalpha() and t not in _SAID_AROUND for t in tokens):
        return list(edits)  # "do you have hemp milk? if so a hemp latte": a thing we lack, asked for
    values = [t for t in part if ":" in t and unsymbol(t)[0] in (*SINGLE_GROUPS, "addon")]
    fields, addons = value_fields(values)
    qty = number_value(counts[-1]) if counts else 1
    # a line of the item only asked of ("how much is a latte? and a muffin please") was the model's misreading
    return [*asks, AddLine(item=ordered, qty=qty, addons=addons, **fields)]


def _after_question(tokens: Sequence[str]) -> int | None:
    """Where the words after the turn's question begin: after its "?" or its "if so", else None."""
    for k, tok in enumerate(tokens):
        if tok == "?" and k + 1 < len(tokens):
            rest = k + 1
            for phrase in _IF_SO:  # "? if so, a cappuccino"
                if tuple(tokens[rest : rest + len(phrase)]) == phrase:
                    rest += len(phrase)
            return rest + (rest < len(tokens) and tokens[rest] == ",")
        for phrase in _IF_SO:
            if tuple(tokens[k : k + len(phrase)]) == phrase:
                rest = k + len(phrase)
                return rest + (rest < len(tokens) and tokens[rest] == ",")
    return None
