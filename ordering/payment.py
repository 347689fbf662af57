"""Questions about paying ("can I pay by card?", "do you take cash", "how do I pay") are answered truthfully.

The model knows no word of paying: it read such a turn as a question without a subject (answered with the
menu's sections), as nothing ("didn't catch an order"), or wrote a note the turn never said. Customers
order here, confirm, and pay at the counter when they collect; the reply says so (`replies.PAYING`, one
place for a café to change) and the cart stays as it was. An order said in the same turn ("a latte, I'll
pay by card") is kept, and the payment part is answered beside it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit
from ordering.menu import Menu
from ordering.replies import PAYMENT, PRICE, kind_words
from ordering.said import said_words

_MEANS = r"""(?:cash|cards?|credit(?:\s+cards?)?|debit(?:\s+cards?)?|contactless|visa|master\s?card|amex
    |american\s+express|(?:apple|google|samsung)\s+pay|venmo|paypal|my\s+phone|phone)"""
_PAYING = re.compile(
    rf"""\b(?:pay|pays|paying|payment|payments|paid)\b
    | \b(?:take|takes|accept|accepts|use|using)\s+(?:a\s+|my\s+|your\s+)?{_MEANS}\b
    | \b{_MEANS}\s+(?:ok|okay|fine|alright|all\s+right|good|accepted|only)\b
    | ^\W*(?:{_MEANS})(?:\s+or\s+(?:{_MEANS}))?\s*\?\W*$""",
    re.I | re.X,
)
# the words of paying, as the pipeline writes them, that mark the clause a payment part is said in
_PAY_WORDS = frozenset({"pay", "pays", "paying", "payment", "payments", "paid", "cash", "card", "cards",
                        "credit", "debit", "contactless", "visa", "mastercard", "amex"})
_CLAUSE_ENDS = frozenset({",", ".", "?", "!", ";", "and", "but", "also"})
# a clause with these asks about the menu ("do you have lattes?"): it orders nothing
_ASKING = frozenset({"have", "got", "sell", "serve", "is", "are", "there", "how", "much", "what", "which",
                     "any", "?"})


def asks_about_paying(text: str) -> bool:
    """Whether ``text`` asks or says how the customer pays ("do you take apple pay", "I'll pay by card")."""
    return bool(text) and len(text) <= 2000 and _PAYING.search(text) is not None


def payment_answered(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Menu) -> list[Edit]:
    """``edits`` with the payment part of the turn answered (see the module): what the model made of the
    paying words goes (a question with no menu subject, a note that names a way to pay), an item the model
    asked of but the turn ordered ("a latte please, do you take card?") is added, and the rest stays."""
    if not asks_about_paying(text):
        return list(edits)
    ordered = _ordered_items(words)
    out: list[Edit] = []
    for edit in edits:
        if isinstance(edit, AskMenu) and edit.ref is None and not _names_the_menu(edit.about, menu):
            continue  # the overview, or a free word ("card payments") the menu lacks
        if isinstance(edit, ChangeLine) and _only_a_paying_note(edit, text):
            continue
        if (isinstance(edit, AskMenu) and edit.ref is None and len(edit.about) == 1
                and edit.about[0] in ordered):
            edit = AddLine(item=edit.about[0], qty=ordered[edit.about[0]])
        out.append(edit)
    return out if any(isinstance(e, AskMenu) and PAYMENT in e.about for e in out) else [
        *out, AskMenu(about=[PAYMENT])]


def _names_the_menu(about: Sequence[str], menu: Menu) -> bool:
    """Whether a question's subjects name an item, an option or a kind of the menu (or ask a price)."""
    kinds = kind_words()
    return any(a == PRICE or a in menu.items or any(n == a for _, n in menu.options)
               or set(a.split()) <= kinds for a in about)


def _only_a_paying_note(edit: ChangeLine, text: str) -> bool:
    """Whether a change only sets a note that names a way to pay or was never said ("can I pay with
    card?" once gave "with a straw"); a request said beside the question stays."""
    fields = edit.model_dump(exclude={"op", "ref", "notes"}, exclude_defaults=True)
    if fields or edit.notes is None:
        return False
    note = set(said_words(edit.notes))
    return bool(note & _PAY_WORDS) or not note <= set(said_words(text))


def _ordered_items(words: Sequence[str]) -> dict[str, int]:
    """The items the turn orders outside its paying clause: an item after "a", "an" or a count, in a clause
    that asks nothing of the menu; with that count."""
    found: dict[str, int] = {}
    clause: list[str] = []
    for word in [*words, "."]:
        if word not in _CLAUSE_ENDS:
            clause.append(word)
            continue
        if not _PAY_WORDS.intersection(clause) and not _ASKING.intersection([*clause, word]):
            for before, this in zip(clause, clause[1:], strict=False):
                if this.startswith("item:") and (before in ("a", "an") or is_count(before)):
                    found.setdefault(unsymbol(this)[1], number_value(before) if is_count(before) else 1)
        clause = []
    return found
