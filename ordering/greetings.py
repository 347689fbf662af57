"""A turn that only says hello ("hi there", "good morning!", "hey, how are you?") is greeted back; one that
only says goodbye ("bye!", "see you") with an order in the cart reads the order back to confirm, and
without one is said goodbye to; one that only says an order is coming ("i'd like to place an order", "can
i order for 3 people") gets the menu's sections to choose from; one that only acknowledges the last reply
("cool", "interesting", "good to know", after a price or a description) is asked what else, where the
model wrote nothing ("didn't catch"); "that's fine" read as the order's end stays so.

The model reads a greeting as nothing it can write: a question without a subject (answered with the
menu's sections), no edit ("didn't catch an order") or the order's end ("your order is empty"). The words
alone tell it: a greeting and nothing else, so the reply greets and asks for the order; nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Edit, Finish, Greet, RemoveLine, SetOrder
from ordering.replies import LEAVING, NOTED, USUAL

_GREETING_ONLY = re.compile(
    r"""^\W*
    (?:(?:oh\s+)?(?:hi|hello|hallo|hullo|hey|heya|hiya|howdy|yo|greetings|hi\s+hi)
       (?:\s+(?:there|again|all|folks|guys|friend|mate|everyone|y'all))?
     | (?:good\s+)?(?:morning|afternoon|evening)(?:\s+(?:there|all|again))?
     | good\s+day)
    (?:\W+(?:how\s+are\s+(?:you|ya|things)|how's\s+it\s+going|how\s+is\s+it\s+going|what's\s+up)
       (?:\s+(?:doing|today|this\s+morning))*)?
    \W*$""",
    re.I | re.X,
)
_CHANGES = (AddLine, ChangeLine, RemoveLine, ClearCart, SetOrder)


def is_greeting(text: str) -> bool:
    """Whether ``text`` is a greeting and nothing else."""
    return bool(text) and len(text) <= 200 and _GREETING_ONLY.match(text) is not None


def greeted(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or a greeting back in place of what the model read when the turn only says hello and
    the model changed nothing."""
    if not is_greeting(text) or any(isinstance(e, _CHANGES) for e in edits):
        return list(edits)
    return [Greet()]


_FAREWELL_ONLY = re.compile(
    r"^\W*(?:ok(?:ay)?\W+|thanks?\W+|thank\s+you\W+|cheers\W+)*"
    r"(?:bye(?:\s+bye)?|goodbye|good\s+bye|see\s+(?:you|ya)(?:\s+(?:later|soon|then))?|later|ciao|take\s+care)"
    r"(?:\W+(?:now|then|thanks|thank\s+you))*\W*$", re.I)


def farewell(edits: Sequence[Edit], text: str, cart: object) -> list[Edit]:
    """``edits``, or the order read back to confirm where the turn only says goodbye and the cart has an
    order the customer has not placed yet, or goodbye back where it has none (the model wrote nothing:
    "didn't catch")."""
    if not text or len(text) > 80 or not _FAREWELL_ONLY.match(text):
        return list(edits)
    if any(isinstance(e, _CHANGES) for e in edits):
        return list(edits)
    return [Finish()] if getattr(cart, "lines", None) else [AskMenu(about=[LEAVING])]


_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple|several)"
_TO_ORDER = r"(?:order|place\s+(?:an|my|our|a)\s+order|make\s+an\s+order|start\s+(?:an|my|our)\s+order)"
_ORDER_BEGUN = re.compile(
    rf"""^\W*(?:(?:(?:hi|hello|hey)(?:\s+there)?|morning|good\s+(?:morning|afternoon|evening)|um|uh|ok|okay|
                  so|yes|yeah|alright|right)\W+)*
    (?:(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?
         (?:{_TO_ORDER}|get\s+(?:a\s+few|some|a\s+couple\s+of)\s+(?:things|stuff|items|drinks))
     | (?:i'd|i’d|id|i\s+would|we'd|we\s+would)\s+like\s+to\s+{_TO_ORDER}
     | (?:i|we)\s+(?:want|wanna|need)\s+(?:to\s+)?{_TO_ORDER}
     | (?:i'm|i\s+am|we're|we\s+are)\s+(?:ready\s+to\s+order|ordering|placing\s+(?:an|a)\s+order)
     | ready\s+to\s+order
     # "i want a drink", "can i get something to drink": no drink named yet
     | (?:(?:i|we)\s+(?:want|wanna|need)|(?:i'd|id|i\s+would|we'd)\s+like
        |(?:can|could|may)\s+(?:i|we)\s+(?:get|have))
       \s+(?:a\s+drink|drinks|some\s+drinks|something\s+to\s+drink|a\s+beverage|a\s+hot\s+drink))
    (?:\s+(?:something|(?:some|a\s+few|a\s+couple(?:\s+of)?)\s+(?:drinks|things|stuff|items|coffees?)|for\s+{_NUMBER}(?:\s+(?:people|persons|of\s+us))?
          |for\s+(?:my|the|our)\s+[a-z]+|now|today|please|online|for\s+(?:pick\s*-?\s*up|collection)))*
    \W*$""",
    re.I | re.X,
)


def order_begun(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the menu's sections where the turn only says an order is coming ("i'd like to place an
    order", "can i order for 3 people", "i'm ordering for my team") and the model changed nothing: it
    read such a turn as "didn't catch", the order's end or a thing we lack ("a few things"). So too a drink
    asked for with none named ("i want a drink", "can i get something to drink")."""
    if not text or len(text) > 120 or not _ORDER_BEGUN.match(text):
        return list(edits)
    if any(isinstance(e, _CHANGES) and not isinstance(e, ClearCart) for e in edits):
        return list(edits)
    return [AskMenu()]  # "i'd like to start an order" read as starting over: nothing is taken off


_USUAL = re.compile(
    r"""^\W*(?:(?:hi|hello|hey|morning|ok|okay|yeah|yes|um|uh)\W+)*
    (?:(?:i'll|i\s+will|i'd|i\s+would|can\s+i|could\s+i|let\s+me|just|gimme|give\s+me)
       (?:\s+(?:have|get|like|take|go\s+with|do))?\s+)?(?:just\s+)?
    (?:make\s+(?:it|that|this|mine)\s+(?:the\s+same\s+as\s+|like\s+)?)?  # "make it the same as my usual"
    (?:(?:my|the)\s+(?:usual|regular)|the\s+same(?:\s+(?:thing|one|order|drink))?\s+as\s+
       (?:last\s+time|yesterday|usual|always|before|last\s+week)
       |(?:the\s+same\s+(?:thing|one|order|drink)\s+(?:that\s+)?|what\s+)i\s+(?:had|got|ordered|always\s+get)
        (?:\s+(?:last\s+time|yesterday|last\s+week|this\s+morning|before))?)
    (?:\s+(?:please|thanks|today|again|then))*\W*$""",
    re.I | re.X,
)


def usual_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or a reply that we cannot look up the customer's usual, where the turn only asks for it
    ("my usual please", "I'll have the usual", "can I get the same as last time", "what I had yesterday")
    and the model changed nothing ("didn't catch")."""
    if not text or len(text) > 80 or not _USUAL.match(text) or any(isinstance(e, _CHANGES) and not (
            isinstance(e, ChangeLine) and e.values_changed() <= {"unset", "notes"}) for e in edits):
        return list(edits)  # "make it the same as my usual" of a latte: the model took its milk off
    return [AskMenu(about=[USUAL])]


_ACKNOWLEDGED = re.compile(
    r"""^\W*(?:(?:oh|ah|ok|okay|alright|all\s+right|right|hmm|mm|um)\W+)*
    (?:cool|fine|great|nice|good|awesome|perfect|lovely|interesting|neat|noted|understood|gotcha|got\s+it
     |i\s+see|good\s+to\s+know|makes\s+sense|sounds\s+good|fair\s+enough|no\s+problem|that'?s\s+fine)
    (?:\W+(?:thanks|thank\s+you|then))*\W*$""",
    re.I | re.X,
)


def acknowledged(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or what else the customer would like, where the turn only acknowledges the last reply
    ("cool", "interesting", "good to know") and the model wrote nothing, or a question of nothing."""
    if not text or len(text) > 60 or not _ACKNOWLEDGED.match(text):
        return list(edits)
    if any(not (isinstance(e, AskMenu) and not e.about and e.ref is None) for e in edits):
        return list(edits)  # the order's end ("that's fine" after "anything else?"), a change: the model's
    return [AskMenu(about=[NOTED])]
