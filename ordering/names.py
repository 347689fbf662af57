"""The name a customer gives for the order ("my name is Sam", "put it under Priya", "… for Marco").

A name is open vocabulary: the model never writes one (its vocabulary is the menu's), and the training
corpus says names only as tails it ignores. So the name is read off the raw words here, after the model,
and set on the order (`SetOrder.customer_name`), which the barista's ticket and the order page show.
"What name is the order under?" is answered from the order (`name_asked`).

Only a word said right after a naming phrase counts, and never a word of the menu or one of the common
words that follow those phrases ("for here", "for my friend", "under the lid"): a wrong name on a ticket
is worse than none, since the confirm form asks for the name anyway.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import MAX_NAME_CHARS, AddLine, AskMenu, ChangeLine, Edit, Finish, SetOrder, only_a_note
from ordering.menu import Menu
from ordering.replies import NAME_ASKED, kind_words

_KINDS = kind_words()  # "for pastries": a kind of the menu's things, never a name

_WORD = r"[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)?"  # letters, with one inner apostrophe or hyphen
_NAME = rf"(?P<name>{_WORD})(?P<more>\s+{_WORD})?"
_AFTER = r"(?=\s*(?:[,.!?;]|please\b|thanks?\b|thank you\b|$))"  # the name ends the clause
_FOR_AT_END = re.compile(rf"\bfor\s+{_NAME}\s*(?:please|thanks?|thank you)?\s*[.!]*\s*$", re.I)
_PATTERNS = [
    # "put the name down as Maria", "name down as Maria", "take my name as Maria"
    re.compile(rf"\bname\s+(?:down\s+)?as\s+{_NAME}", re.I),
    re.compile(rf"\b(?:my|the)\s+name\s*(?:is|'s|’s|will be|:)?\s*{_NAME}", re.I),
    re.compile(rf"\bname(?:'s|’s|\s+is|:)\s*{_NAME}", re.I),
    re.compile(rf"\b(?:call me|call it)\s+{_NAME}", re.I),
    re.compile(rf"\bunder(?:\s+the)?\s+name(?:\s+of)?\s+{_NAME}", re.I),
    re.compile(rf"\bunder\s+{_NAME}{_AFTER}", re.I),
    re.compile(rf"\b(?:it's|it’s|it is|its|this is|that's|that’s|that is|order is)\s+for\s+{_NAME}{_AFTER}",
               re.I),
    _FOR_AT_END,
    re.compile(rf"\b(?:put|write)\s+{_NAME}\s+on\s+(?:it|that|the\s+cup|the\s+order|them)\b", re.I),
    re.compile(rf"\bname\s+on\s+(?:it|that|this|the\s+cup|the\s+order|them)\s*[,:-]?\s*"
               rf"(?:(?:it's|it’s|it is|its|it'll be|it will be)\s+)?{_NAME}{_AFTER}", re.I),
    # "add my name, it's Tom"; "the name for the order is Tom"
    re.compile(rf"\bname\s*[,:-]\s*(?:it's|it’s|it is|its|it'll be|it will be)\s+{_NAME}{_AFTER}", re.I),
    re.compile(rf"\bname\s+(?:for|on)\s+(?:the|my|this|our)\s+(?:order|cup|drink)\s*(?:is|'s|’s|will be|:)\s*"
               rf"{_NAME}", re.I),
]

# "swap the whipped cream for marshmallows": what "for" is swapped for, not whom the order is for
_SWAPPING = re.compile(r"\b(?:swap|switch|replace|exchange|trade|sub|substitute|change|changed)\b", re.I)

# Words that follow a naming phrase without being a name.
_NOT_NAMES = frozenset("""
a an the this that these those it its it's one two three four five six seven eight nine ten both all each
every everyone everybody someone somebody anyone nobody me myself us him her them you your my our his their
here there now later today tonight tomorrow soon then again too also please thanks thank sure yes no not
after afterwards afterward before first next
ok okay fine good great well right real free nothing something anything everything more less else extra
takeaway take takeout carryout pickup pick collection delivery dine away go out in inside outside home work
office school
breakfast lunch dinner dessert brunch snack meeting table seat friend friends wife husband partner son
daughter kids kid mom mum dad boss colleague team family guest guests here's lid cup cups bag bags tray
is was will be would should could can may might and or but so if of to at on with without by from as for
order orders total cash card change tip name names same usual favorite favourite
some any few little bit lot lots plenty enough half
milk cream sugar ice water foam room down
how much many what which who whom whose where when why
vegan vegans vegetarian vegetarians diabetic diabetics celiac celiacs coeliac coeliacs children child toddler
toddlers baby babies adults adult people dogs dog pregnant
""".split())


def stated_name(text: str, menu: Menu | None = None) -> str | None:
    """The customer's name said in ``text`` (cased as a name), or None when no name is said."""
    if not text or len(text) > 2000:  # a name is said in a short turn
        return None
    for pattern in _PATTERNS:
        for found in pattern.finditer(text):
            words = [found.group("name"), *(found.group("more") or "").split()]
            if _not_a_name(words[0], menu) or _a_topping(found, words[0]):
                continue
            if pattern is _FOR_AT_END and _SWAPPING.search(text[:found.start()]):
                continue
            if words[1:] and (not words[1][:1].isupper() or _not_a_name(words[1], menu)):
                words = words[:1]  # "Sam Lee", but not "Sam please" or "Sam Thanks"
            name = " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in words)
            return name[:MAX_NAME_CHARS]
    return None


def _a_topping(found: re.Match, word: str) -> bool:
    """Whether "put <word> on it" puts a thing on the drink ("put marshmallows on it"), not a name on the
    cup: a name so said must be said with a capital ("can you put Alex on it")."""
    said = found.group(0).lower()
    return said.startswith("put") and not said.endswith(("cup", "order")) and not word[:1].isupper()


def _not_a_name(word: str, menu: Menu | None) -> bool:
    lowered = word.lower().replace("’", "'")
    if lowered in _NOT_NAMES or lowered in _KINDS or len(lowered) < 2:
        return True
    if menu is None:
        return False
    return any(menu.resolve(kind, lowered) is not None
               for kind in ("item", "size", "milk", "addon", "temp", "caffeine", "prep"))


def named(edits: Sequence[Edit], text: str, menu: Menu | None = None) -> list[Edit]:
    """``edits`` with the order's name set when the turn states one (and no edit sets it already)."""
    out = list(edits)
    if any(isinstance(e, SetOrder) and e.customer_name for e in out):
        return out
    name = stated_name(text, menu)
    if name is not None:
        # the model's note of the naming words ("name down" of "put the name down as Maria"): no request
        out = [e for e in out if not (only_a_note(e) and _naming_words(e.notes, text, name))]
        out.append(SetOrder(customer_name=name))
    return out


def _naming_words(note: str | None, text: str, name: str) -> bool:
    """Whether ``note`` holds "name" and only words said before the name in ``text``."""
    said = text.lower().split(name.lower(), 1)[0]
    words = re.findall(r"[a-z']+", (note or "").lower())
    return "name" in words and all(re.search(rf"\b{re.escape(w)}\b", said) for w in words)


_CORRECTED = re.compile(
    rf"^\W*(?:(?:actually|no|sorry|oops|wait|oh|um|uh)\W+)+(?:it's|it’s|its|it\s+is|i'm|i’m|im|i\s+am)\s+"
    rf"{_NAME}{_AFTER}", re.I)
_MEANING = frozenset({"wrong", "right", "correct", "fine", "perfect", "done", "all", "okay", "ok"})


def name_corrected(edits: Sequence[Edit], text: str, cart: Any, menu: Menu | None = None) -> list[Edit]:
    """``edits``, or the order's name said again where the order has a name and the turn only corrects it:
    "the name is bob", then "actually it's robert" ("didn't catch": the model wrote a stray note)."""
    had = getattr(cart, "customer_name", None)
    said = _CORRECTED.match(text or "") if had and len(text or "") <= 60 else None
    if said is None or said["more"] or not all(only_a_note(e) or isinstance(e, Finish) for e in edits):
        return list(edits)
    name = said["name"]
    if _not_a_name(name, menu) or name.lower() in _MEANING or name.lower() == had.lower():
        return list(edits)
    return [SetOrder(customer_name=name.capitalize())]


def name_kept(edits: Sequence[Edit], cart: Any) -> list[Edit]:
    """``edits`` without the order's name set to the person a line is given to, where the order has a name
    already: "put it under Maria", then "and a flat white for Tom" is Tom's flat white on Maria's order
    (the name read from "for Tom" renamed the order Tom)."""
    given = {e.who.lower() for e in edits if isinstance(e, AddLine | ChangeLine) and e.who}
    if not getattr(cart, "customer_name", None) or not given:
        return list(edits)
    out = []
    for edit in edits:
        if isinstance(edit, SetOrder) and edit.customer_name and edit.customer_name.lower() in given:
            if edit.to_go is None:
                continue
            edit = edit.model_copy(update={"customer_name": None})
        out.append(edit)
    return out


_NAME_ASKED = re.compile(
    r"""\bwhat(?:'s|’s|\s+is)?\s+(?:the\s+)?name\s+(?:is\s+)?(?:the\s+order\s+|it\s+|my\s+order\s+|this\s+)?
        (?:under|for|on)\b
    | \bwhose\s+name\s+is\s+(?:it|the\s+order|this|my\s+order)\s+(?:under|for|on)\b
    | \bwhat\s+name\s+(?:did|do|have)\s+you\s+(?:put|get|have|got|take)\b
    | \b(?:did|do)\s+you\s+(?:get|have)\s+my\s+name\b""",
    re.I | re.X,
)


def name_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the name the order is under said back (or asked for, where none is given yet), where
    the turn asks it ("what name is the order under?") and the model changed nothing (it read a question
    of the menu's sections, or "didn't catch")."""
    if not text or len(text) > 100 or not _NAME_ASKED.search(text):
        return list(edits)
    if any(not (isinstance(e, AskMenu | Finish) or only_a_note(e)) for e in edits):
        return list(edits)
    return [AskMenu(about=[NAME_ASKED])]
