""""A dozen assorted muffins": that many of the kinds the menu has, shared out among them.

The menu has no assorted muffin, and the model added twelve of the family's first muffin (apple bran);
a later reading of the word before the noun then refused an "assorted muffin". Where "assorted" or "mixed"
(or "a variety / an assortment / a mix of") comes right before a food named by its family's noun
("muffins", "croissants"), or ", assorted" right after it ("6 muffins, assorted"), and the model added
that many of one of them, the count is shared out evenly among the family's items, the first ones taking
one more where it does not divide: "a dozen assorted muffins" is four apple bran, four lemon poppyseed and
four blueberry. The reply lists each line, so the customer sees the mix and can change it. "A dozen
muffins", then "any mix is fine", shares out the line just added so too (`assorted_after`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, only_a_note

MIXED = frozenset({"assorted", "mixed"})
_MIX_OF = frozenset({"variety", "assortment", "mix", "selection"})  # followed by "of"


def assorted_split(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the line of a food said "assorted" shared out among its family (see the module)."""
    named = _assorted_named(words)
    if named is None or menu is None:
        return list(edits)
    family = menu.food_family_of(named)
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item in family]
    if len(family) < 2 or len(adds) != 1 or edits[adds[0]].qty < 2:
        return list(edits)
    return [*edits[: adds[0]], *_shared_out(edits[adds[0]], family), *edits[adds[0] + 1 :]]


def _shared_out(line: AddLine, family: Sequence[str]) -> list[AddLine]:
    """``line``'s count shared out evenly among the ``family``'s items, the first ones taking one more."""
    share, more = divmod(line.qty, len(family))
    return [line.model_copy(update={"item": item, "qty": share + (k < more)})
            for k, item in enumerate(family) if share + (k < more)]


def _assorted_named(words: Sequence[str]) -> str | None:
    """The item said right after "assorted" / "mixed" / "a variety of", or right before ", assorted" at the
    end of its part ("6 muffins, assorted"), or None."""
    for at, word in enumerate(words[:-1]):
        after = at + 2 if word in _MIX_OF and words[at + 1] == "of" else at + 1 if word in MIXED else None
        if after is not None and after < len(words) and words[after].startswith("item:"):
            return unsymbol(words[after])[1]
    for at, word in enumerate(words[2:], start=2):
        ends = at + 1 == len(words) or words[at + 1] in _PART_ENDS
        if word in MIXED and ends and words[at - 1] == "," and words[at - 2].startswith("item:"):
            return unsymbol(words[at - 2])[1]
    return None


_PART_ENDS = frozenset({",", ".", "!", "please", "and", "thanks"})


# "any mix is fine", "mix them up", "assorted please", "a variety": said alone, of the food just ordered
_MIX_ASKED = re.compile(
    r"^\W*(?:(?:ok|okay|oh|and|just|um|uh|actually|sure)\W+)*(?:(?:any|a|an)\s+)?"
    r"(?:(?:mix|mixed|assorted|assortment|variety)(?:\s+of\s+(?:them|those|kinds|flavou?rs))?"
    r"|mix\s+(?:them|those|it)(?:\s+up)?)"
    r"(?:\s+(?:is|would\s+be)\s+(?:fine|good|great|ok|okay)|\s+please|\s+then|\s+thanks)*\W*$", re.I)


def assorted_after(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the food line just added of the family's first item ("a dozen muffins": twelve apple
    bran) shared out among the family where the next turn says only "any mix is fine" or "mix them up"
    (the model listed the menu's sections)."""
    if menu is None or not cart.lines or not _MIX_ASKED.match(text or ""):
        return list(edits)
    if not all(isinstance(e, AskMenu | Finish) or only_a_note(e) for e in edits):
        return list(edits)
    ref, line = len(cart.lines), cart.lines[-1]
    family = menu.food_family_of(line.item) if line.item in menu.items else []
    if len(family) < 2 or line.item != family[0] or line.qty < 2 or line.id not in cart.added:
        return list(edits)
    first, *others = _shared_out(AddLine(**line.model_dump(exclude={"id"})), family)
    return [ChangeLine(ref=ref, qty=first.qty), *others]  # the first item keeps its line
