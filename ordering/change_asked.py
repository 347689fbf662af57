""""Can I change my order?" is answered "Sure — what would you like to change?", not "didn't catch"; "never
mind" is answered "No problem — nothing has changed" (`never_minded`).

The model reads such a turn as a change of a line that says nothing (a note of words never said, which
`notes` drops), and the customer heard "Sorry, I didn't catch an order in that". Where the turn only asks
to change (or edit, fix, update) the order or something in it ("can I change one of them"), and the model
changed nothing that the turn says (or only a line's count: "one of them" read as one), the reply asks what
to change (`replies.CHANGE`) and the cart stays as it was. "Is it too late to add something?" is answered
"Sure — what would you like to add?" (`add_asked`; it was "Sorry, we don't have something"), "is it too
late to change my order?", "can I still change my order?" and "actually I changed my mind" said alone as
"can I change my order?".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import AskMenu, ChangeLine, Edit, Finish, says_nothing
from ordering.replies import ADDING, CHANGING, NEVER_MIND

_CHANGE_ASKED = re.compile(
    r"""^\W*(?:(?:hi|hey|hello|um|uh|oh|wait|sorry|actually|so|ok|okay|excuse\s+me|pardon|hmm|er)\W+)*
    (?:(?:can|could|may)\s+i(?:\s+still)?|i\s+(?:want|need|would\s+like|'d\s+like|’d\s+like)\s+to
       |i'd\s+like\s+to|let\s+me|i\s+wanna|is\s+it\s+(?:ok|okay|possible)\s+(?:to|if\s+i)
       |is\s+it\s+too\s+late\s+to|am\s+i\s+(?:still\s+)?able\s+to)\s+
    (?:change|edit|fix|update|modify|amend|adjust)\s+
    (?:my\s+order|the\s+order|my\s+drink|something|a\s+few\s+things|an?\s+item|it|that|one\s+thing
       |one\s+of\s+(?:them|those|these|the\s+drinks|my\s+drinks|the\s+items))
    (?:\s+(?:please|real\s+quick|quickly))?\W*$
    # "change my order", "i need to make a change", "make a change to my order please"
    |^\W*(?:(?:hi|hey|um|uh|oh|wait|sorry|actually|so|ok|okay|hmm|er)\W+)*
    (?:(?:change|edit|fix|modify|amend)\s+(?:my|the)\s+order
       |(?:(?:can|could|may)\s+i\s+|i\s+(?:want|need|would\s+like|'d\s+like)\s+to\s+|i'd\s+like\s+to\s+)?
        make\s+(?:a|some)\s+changes?(?:\s+to\s+(?:my|the)\s+order)?
       |i\s+(?:want|need|have)\s+(?:a|some|one)\s+changes?)
    (?:\s+(?:please|real\s+quick|quickly))?\W*$
    # "actually i changed my mind", "on second thought": a change to come, not said yet
    |^\W*(?:(?:hi|hey|um|uh|oh|wait|sorry|actually|so|ok|okay|hmm|er)\W+)*
    (?:(?:i\s+(?:have\s+|just\s+)?|i'?ve\s+)?chang(?:ed|e)\s+my\s+mind|on\s+second\s+thoughts?)
    (?:\s+(?:please|sorry))?\W*$""",
    re.I | re.X,
)


_REST = r"(?:the\s+rest|everything\s+else|the\s+others?|the\s+other\s+ones?)"
_AS_IS = (r"(?:as\s+(?:it\s+is|is|they\s+are|it\s+was|they\s+were)|the\s+way\s+(?:it\s+is|they\s+are)"
          r"|like\s+(?:it\s+is|that)|the\s+same|unchanged|alone)")
_KEPT = (rf"(?:keep|leave)\s+(?:it|that|them|everything|it\s+all|{_REST})(?:\s+{_AS_IS})?"
         # "the third one is fine as is", "the rest are fine", "leave the muffin as it is"
         rf"|(?:leave|keep)\s+the\s+[a-z]+(?:\s+[a-z]+)?\s+{_AS_IS}|keep\s+the\s+[a-z]+(?:\s+[a-z]+)?"
         rf"|(?:the\s+[a-z]+(?:\s+[a-z]+)?|it|that)(?:\s+is|'s|’s|\s+can\s+stay|\s+stays)"
         rf"(?:\s+(?:fine|good|ok|okay|perfect))?\s+{_AS_IS}"
         rf"|{_REST}(?:\s+(?:is|are)|'s|’s|\s+can\s+stay|\s+stays?)(?:\s+(?:fine|good|ok|okay|perfect))?"
         rf"(?:\s+{_AS_IS})?")
# "plain is fine" after "we don't have everything bagel", "regular's good", "leave it plain"
_PLAIN_FINE = (r"(?:(?:just|the)\s+)?(?:plain|regular|normal|usual|standard)(?:\s+(?:one|way))?"
               r"(?:\s+is|'s|’s|\s+will\s+be|\s+would\s+be|\s+works)\s+(?:fine|good|ok|okay|great|perfect)"
               r"|leave\s+it\s+(?:plain|regular|normal)")
_NEVER_MIND = re.compile(
    r"^\W*(?:(?:oh|ah|um|uh|ok|okay|fine|actually|no|that'?s\s+(?:ok|okay|fine|alright))\W+)*"
    rf"(?:(?:never\s*mind|nvm)(?:\W+(?P<kept>{_KEPT}))?"
    rf"|(?P<fine>no\s+worries|(?P<good>all\s+good)|{_KEPT}|{_PLAIN_FINE}))"
    r"(?:\W+(?:then|thanks|thank\s+you|please))?\W*$", re.I)


def never_minded(edits: Sequence[Edit], text: str, cart: Any = None) -> list[Edit]:
    """``edits``, or "nothing has changed" said, when the turn only says "never mind" and the model wrote
    nothing that the turn says, or only "no worries" / "all good" / "keep it as is" (after "never mind" too)
    / "plain is fine", whatever the model wrote: the model took "no worries" and "never mind, keep it as is"
    for a removal of the last line. "Never mind" said after a line is ordered may take it back: the model's
    removal of it is kept. "All good" that the model read as the order's end stays so: it answers "anything
    else?" (the order is read back) as often as a refusal. "Keep the foam" of a line ordered without foam
    puts it back: the model's change stands."""
    said = _NEVER_MIND.match(text or "") if len(text or "") <= 60 else None
    if said is None or not (said.group("fine") or said.group("kept") or says_nothing(edits)):
        return list(edits)
    if cart is not None and _takes_back_a_removal(edits, cart):
        return list(edits)
    if said.group("good") and edits and all(isinstance(e, Finish) for e in edits):
        return list(edits)
    return [AskMenu(about=[NEVER_MIND])]


def _takes_back_a_removal(edits: Sequence[Edit], cart: Any) -> bool:
    """Whether ``edits`` only add back to lines add-ons they were ordered without ("no foam", then "keep
    the foam")."""
    return bool(edits) and all(
        isinstance(e, ChangeLine) and 1 <= e.ref <= len(cart.lines) and e.add_addons
        and set(e.add_addons) <= set(cart.lines[e.ref - 1].removals)
        and e == ChangeLine(ref=e.ref, add_addons=e.add_addons) for e in edits)


_TAKEN_BACK_AT_END = re.compile(
    r"[,.;!?\u2026-]\s*(?:(?:oh|ah|um|uh|ok|okay|actually|wait|no|sorry|hmm)\W+)*(?:it'?s\s+\w+\W+)?"
    r"(?:never\s*mind|nvm|forget\s+(?:it|that)|scratch\s+that)(?:\W+(?:then|thanks|sorry))?\W*$", re.I)


def taken_back_at_end(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or nothing changed, where the turn asks something and then takes it back at its end:
    "and light ice... oh wait it's hot, never mind", "make it iced, actually forget it", "add a muffin,
    never mind" (the model made the change, or read "forget it" as removing the latte). The order's end
    said with it stays the model's."""
    if not text or len(text) > 200 or not edits or not _TAKEN_BACK_AT_END.search(text):
        return list(edits)
    if any(isinstance(e, Finish) for e in edits):
        return list(edits)
    return [AskMenu(about=[NEVER_MIND])]


_ADD_ASKED = re.compile(
    r"""^\W*(?:(?:hi|hey|hello|um|uh|oh|wait|sorry|actually|so|ok|okay|and)\W+)*
    (?:(?:can|could|may)\s+i\s+(?:still\s+|also\s+)?|i\s+(?:want|need|would\s+like|'d\s+like|’d\s+like)\s+to\s+
       (?:also\s+)?|i'd\s+like\s+to\s+|is\s+it\s+too\s+late\s+to\s+|let\s+me\s+)
    add\s+(?:something|anything|one\s+more\s+thing|another\s+thing|a\s+few\s+things|more|some\s+more)
    (?:\s+(?:else|please|to\s+(?:it|that|my\s+order|the\s+order)|real\s+quick|quickly))*\W*$""",
    re.I | re.X,
)


def add_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the question what to add, when the turn only asks to add something ("is it too late to
    add something?", "can I add one more thing") and the model wrote nothing, a change that says nothing,
    the order's end or a read-back."""
    if not text or len(text) > 200 or not _ADD_ASKED.match(text):
        return list(edits)
    if not says_nothing(edits):
        return list(edits)
    return [AskMenu(about=[ADDING])]


def change_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the question what to change, when the turn only asks to change the order and the
    model wrote nothing, a change that says nothing, the order's end or a read-back."""
    if not text or len(text) > 200 or not _CHANGE_ASKED.match(text):
        return list(edits)
    if not says_nothing(edits) and not all(_count_only(e) for e in edits):
        return list(edits)
    return [AskMenu(about=[CHANGING])]


def _count_only(edit: Edit) -> bool:
    """Whether the edit only sets a line's count: "one of them" read as a count of one."""
    return isinstance(edit, ChangeLine) and edit.qty is not None and not edit.model_dump(
        exclude={"op", "ref", "qty"}, exclude_defaults=True)
