"""Questions the model leaves without a subject: about the order itself ("what's my total?": read it back)
and about a group of the menu ("what milks do you have?": list them).

The model reads such a turn as a question with no menu subject (``ask``), which would answer with the
menu's sections; the words tell that the customer asks about their own order, so the reply reads the
cart back with its total (`ReviewOrder`) and nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ordering.amount_noted import without_amount
from ordering.cart import Cart
from ordering.count_asked import kind_described, kind_lacking, kind_offered
from ordering.dsl import CHOICE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import (
    FAMILY,
    FREE_OF,
    WHAT,
    AddLine,
    AskMenu,
    ChangeLine,
    ClearCart,
    Edit,
    Finish,
    RemoveLine,
    ReviewOrder,
    SetOrder,
    only_a_note,
    only_whose,
)
from ordering.families_asked import family_items
from ordering.kind_values_taken import kind_values_taken
from ordering.menu import Menu
from ordering.replies import (
    ADDING,
    CHANGING,
    COUNT,
    LEAVING,
    NEVER_MIND,
    NO_LINE,
    NOT_ORDERED,
    PRICE,
    UNITS,
    category_named,
    names_a_category,
    subjects_asked,
)
from ordering.turn_words import EVERY_UNIT, units_said_of
from ordering.unknown_things import plain_thing_word

_ABOUT_THE_ORDER = re.compile(
    r"""\b(?:
      (?:what(?:'s|’s|s|\s+is|\s+does)|how\s+much(?:\s+is|\s+does|\s+will|\s+would)?)\s+(?:the|my|our)\s+
          (?:total|bill|order|cart|basket|tab)
    | (?:the|my|our)\s+total\s+(?:is|comes?|so\s+far)
    | ^\W*total\W*$
    | ^\W*(?:so\W+|and\W+|ok\W+|okay\W+)?how\s+much
          (?:\s+(?:altogether|all\s+together|in\s+total|so\s+far|then|now))?\W*$
    | how\s+much\s+(?:more\s+|extra\s+)?(?:is|does|will|would|do)\s+(?:that(?:\s+one)?|it|this(?:\s+one)?
          |everything|all\s+(?:that|this)|it\s+all)
          (?:\s+(?:be|cost|come\s+to))?\s*(?:altogether|in\s+total|all\s+together|so\s+far|then|now)?\s*[?.!]*\s*$
    | how\s+much\s+(?:for|is\s+it\s+for|are)\s+(?:everything|it\s+all|all\s+(?:of\s+)?(?:that|this|it|them)
          |the\s+(?:lot|whole\s+(?:thing|order)|order)|that|those|these|them|they)
          (?:\s+(?:altogether|all\s+together|together|in\s+total|then|now))?\s*[?.!]*\s*$
    | (?:how\s+much|what)\s+do\s+(?:i|we)\s+owe
    | how\s+much\s+(?:is|are|does|do|for)\s+(?:each(?:\s+one|\s+of\s+(?:them|those|these))?|they\s+each)
          (?:\s+cost)?\s*[?.!]*\s*$
    | ^\W*(?:and\s+|so\s+)?(?:is|does|will)\s+(?:that|it|this)\s+(?:still\s+)?(?:be\s+|cost\s+)?the\s+same
          (?:\s+price)?\W*$
    | (?:does|did|will)\s+(?:that|it|this)\s+change\s+the\s+(?:price|total)
    | what(?:'s|’s|s|\s+is|\s+have\s+(?:i|we)\s+got|\s+do\s+(?:i|we)\s+have)\s+
          (?:(?:in|on)\s+my\s+(?:order|cart|basket)|so\s+far)
    | what\s+(?:did|have)\s+(?:i|we)\s+order(?:ed)?
    | ^\W*(?:so\s+|and\s+|ok\s+|okay\s+|wait\s+)?what\s+(?:do|have)\s+(?:i|we)\s+(?:have|got)
          (?:\s+(?:now|then|so\s+far|altogether))?\W*$
    | what(?:'s|’s|s|\s+is|\s+was)\s+(?:my\s+)?[a-z]+(?:'s|’s)\s+(?:drink|order|coffee|one)\b
    | what\s+(?:did|does)\s+(?!(?:it|that|this|the|you|they|he|she|we|i)\b)(?:my\s+)?[a-z]+\s+
          (?:get|order|have|want)\b
    | read\s+(?:it|that|my\s+order|the\s+order|everything|the\s+order)\s+back
    | repeat\s+(?:my|the)\s+order
    | (?:what|how\s+much)\s+(?:does|do|will)\s+(?:that|it|this|my\s+order|everything)\s+come\s+to
    | what(?:'s|’s|s|\s+is)\s+(?:that|it|this|everything)\s+(?:come\s+to|coming\s+to|cost|costing)
          (?:\s+me)?\s*(?:altogether|in\s+total|so\s+far|then|now)?\s*[?.!]*\s*$
    | what(?:'s|’s|s|\s+is)\s+the\s+damage
    | what\s+(?:does|do|will|would)\s+(?:that|it|this|everything|they|those|these)\s+(?:all\s+)?cost
          (?:\s+me)?\s*(?:altogether|in\s+total|so\s+far|then|now)?\s*[?.!]*\s*$
    | ^\W*(?:so\s+|and\s+|ok\s+|okay\s+|wait\s+)?is\s+(?:that|this)\s+(?:it|all|everything)
          (?:\s+(?:then|now|so\s+far|i\s+(?:have|ordered)|(?:in|on)\s+(?:my|the)\s+(?:order|cart|basket)))?
          \s*\?+\s*$
    | ^\W*(?:so\s+|and\s+|ok\s+|okay\s+)?what(?:'s|’s|s|\s+is|\s+do\s+(?:i|we)\s+have)\s+left
          (?:\s+(?:in|on)\s+(?:my|the|our)\s+(?:order|cart|basket))?(?:\s+now)?\W*$
    )""",
    re.I | re.X,
)


def asks_about_the_order(text: str) -> bool:
    """Whether ``text`` asks what the customer's own order holds or costs."""
    return bool(text) and len(text) <= 2000 and _ABOUT_THE_ORDER.search(text) is not None


_HOW_MANY_ORDERED = re.compile(
    r"""^\W*(?:(?:so|and|ok|okay|um|uh|wait|sorry)[\s,]+)*how\s+many\s+(?:[a-z']+\s+){0,3}?
    (?:do|did|have|'ve)\s+(?:i|we)\s+(?:got|get|have|ordered|order)\b[^?.!]{0,30}[?.!]*\s*$
    | ^\W*how\s+many\s+(?:[a-z']+\s+){0,3}?(?:are|is)\s+(?:there\s+)?(?:in|on)\s+(?:my|the|our)\s+
      (?:order|cart|basket)\W*$""",
    re.I | re.X,
)


_NUMBER = r"(?:\d+|one|two|three|four|five|six)"
_PLACE = r"(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))"
_LINE_ASKED = re.compile(
    rf"""^\W*(?:(?:so|and|ok|okay|um|uh|sorry|wait)[\s,]+)*what(?:'s|’s|s|\s+is|\s+was|\s+do\s+i\s+have)\s+
    (?:(?:on|in|at)\s+)?(?:(?:line|item)\s+(?:number\s+|\#\s*)?{_NUMBER}
      | (?:the\s+|my\s+)?{_PLACE}\s+(?:item|line|thing|one))
    (?:\s+(?:on\s+my\s+order|now|again|then))?\W*$""", re.I | re.X)


# "which one costs more", "which of them is cheaper", "which drink is more expensive"
_WHICH_COSTS = re.compile(
    r"""^\W*(?:(?:so|and|ok|okay|um|uh|sorry|wait|just\s+curious)[\s,]+)*which(?:\s+one|\s+of\s+(?:them|those|the\s+two)
    |\s+drink|\s+is)?\s+(?:(?:is|'s|one\s+is)\s+)?(?:costs?\s+(?:more|less)|(?:is\s+)?(?:cheaper|pricier|dearer
    |more\s+expensive|less\s+expensive))\W*$""", re.I | re.X)


def count_of_order_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the order read back where the turn asks how many of a thing it holds ("how many
    lattes do i have": the model added a latte), or what a line of it holds ("what's on line 2": the model
    made two of that line; the read-back shows each line in its place), or which of its lines costs more
    (the read-back prices each; the model said "didn't catch")."""
    if not text or len(text) > 120 or not (_HOW_MANY_ORDERED.match(text) or _LINE_ASKED.match(text)
                                           or _WHICH_COSTS.match(text)):
        return list(edits)
    return [ReviewOrder()]


def reviewed(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` with the order read back when the turn asks about it.

    A subject-less ``ask`` gives way to the read-back. Nothing is added when the turn finishes (the
    summary comes with it) or asks about something on the menu ("how much is a large latte?").
    """
    out = list(edits)
    if any(isinstance(e, Finish) or isinstance(e, AskMenu) and e.about for e in out):
        return out
    if not asks_about_the_order(text):
        return out
    return [e for e in out if not isinstance(e, AskMenu)] + [ReviewOrder()]


# what an ``ask`` says that is no question of the menu: an item put with it would be offered next turn
_UNASKED = frozenset({NEVER_MIND, NOT_ORDERED, NO_LINE, CHANGING, ADDING, LEAVING})


# "is there caramel for the latte?", "do you have oat milk for the chai": an option asked of an item
_OPTION_FOR = re.compile(r"^\W*(?:(?:and|so|oh|um|hey)\W+)*(?:is\s+there|are\s+there|do\s+you\s+(?:have|do)"
                         r"|have\s+you\s+got|got|any)\b.*\b(?:for|with|in|on)\s+(?:the|a|an|my|your)\b", re.I)


def subjects_filled(edits: Sequence[Edit], text: str, words: Sequence[str] = ()) -> list[Edit]:
    """``edits`` with what a question names given to an ``ask`` that lacks it: to one without a subject,
    the groups of the menu ("what milks do you have?" lists the milks, not the menu's sections), else the
    menu values among the turn's ``words`` ("do you have decaf?"), else the thing a "do you have …?"
    names ("do you sell smoothies?": we don't); to one about options only, the one item the turn names
    ("is there oat milk for the chai?" is asked of the chai); to one of an item alone, the sizes the turn
    asks of ("what sizes does the latte come in?") or the one add-on or milk it asks for it ("is there
    caramel for the latte?" was "Yes, we have the latte")."""
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    subjects = None
    out = []
    for edit in edits:
        if isinstance(edit, AskMenu) and not edit.about:
            if subjects is None:
                subjects = subjects_asked(text) or [unsymbol(w)[1] for w in words if ":" in w]
                subjects = subjects or thing_asked(text, words)
                temps = [unsymbol(w)[1] for w in words if w.startswith("temp:")]
                if subjects == ["drinks"] and len(temps) == 1:  # "what iced drinks do you have?": which
                    subjects = temps  # come iced, not the espresso drinks
            edit = AskMenu(about=subjects) if subjects else edit
        elif (isinstance(edit, AskMenu) and edit.ref is None and edit.about == items and len(items) == 1
              and any(s in ("size", "sizes", "cup sizes") for s in subjects_asked(text))):
            edit = AskMenu(about=[*items, "sizes"])  # "what sizes does the latte come in?"
        elif (isinstance(edit, AskMenu) and edit.ref is None and edit.about == items and len(items) == 1
              and _OPTION_FOR.search(text) and len(options := [unsymbol(w)[1] for w in words if ":" in w
                                                             and unsymbol(w)[0] in ("addon", "milk")]) == 1):
            edit = AskMenu(about=[*items, options[0]])  # "is there caramel for the latte?": of the caramel
        elif (isinstance(edit, AskMenu) and edit.ref is None and len(items) == 1
              and items[0] not in edit.about and not edit.lines  # a "which one?" names its lines
              and not any(a.startswith(COUNT) for a in edit.about)  # "which tea?" asks of a kind
              and not _UNASKED.intersection(edit.about)  # "just the latte": nothing changed, no question
              and not any(isinstance(e, AddLine) and e.item == items[0] for e in edits)):  # "a mocha, is
            edit = AskMenu(about=[*items, *edit.about])  # whip extra?": of the whip, the mocha ordered
        out.append(edit)
    return out


def kind_described_asked(edits: Sequence[Edit], words: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with a question of a kind ("do you have green tea?", "what green teas do you have?") asked
    of the menu's items the plain words before it describe ("Our green teas: …"), not of every tea."""
    asks = [k for k, e in enumerate(edits) if isinstance(e, AskMenu) and e.ref is None and len(e.about) == 1]
    if menu is None or len(asks) != 1 or len(edits) != 1 or not names_a_category(edits[0].about[0]):
        return list(edits)
    kind = edits[0].about[0]
    said = _kind_said(words, kind)[1]
    described = kind_described(said, kind, menu)
    if not described:
        return list(edits)
    return [AskMenu(about=[f"{FAMILY}{' '.join(said)} {kind.removesuffix('s')}"])]


PRICE_ASKED = re.compile(r"\b(?:how\s+much|price|prices|cost|costs|charge)\b", re.I)


def price_asked(edits: Sequence[Edit], text: str, words: Sequence[str] = ()) -> list[Edit]:
    """``edits`` with a question of one item's price marked so ("how much is a latte?", "price of a large
    latte?"): the reply gives the price ("A large latte is $5.25."), with the size said when the model
    left it out, instead of "Yes, we have the latte: …". A price asked of one item the model read nothing
    in ("wait, how much is a mocha") is asked of it too."""
    named = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if not edits and len(named) == 1 and PRICE_ASKED.search(text or "") and not asks_about_the_order(text):
        edits = [AskMenu(about=list(named))]
    asks = [k for k, e in enumerate(edits) if isinstance(e, AskMenu)]
    if (len(asks) != 1 or edits[asks[0]].ref is not None
            or any(not isinstance(e, AskMenu | AddLine) for e in edits)
            or not PRICE_ASKED.search(text or "") or asks_about_the_order(text)):
        return list(edits)
    valued = _valued_item(words)
    counted = [e for e in edits if isinstance(e, AddLine) and e.qty > 1]
    if valued is not None and len(counted) == 1 and len(edits) == 2 and counted[0].item == valued[0] and (
            not _ORDERING_TOO.search(text)):  # "how much would two large mochas be": asked, not ordered
        return [AskMenu(about=[*valued, f"{UNITS}{counted[0].qty}", PRICE])]
    if valued is not None:  # "how much is a large oat latte?": the line said, priced
        if any(isinstance(e, AddLine) and e.item == valued[0] for e in edits):
            return list(edits)
        out = list(edits)
        out[asks[0]] = AskMenu(about=[*valued, PRICE])
        return out
    about = edits[asks[0]].about
    items = [a for a in about if ":" not in a]
    if len(items) != 1 or any(a.partition(":")[0] not in ("size", "item") for a in about if ":" in a) or any(
            isinstance(e, AddLine) and e.item == items[0] for e in edits):
        return list(edits)  # "how much is a latte? I'll have one": the model ordered what was asked of
    sizes = [":".join(unsymbol(w)) for w in words if w.startswith("size:")]
    out = list(edits)  # "how much is a latte? and a muffin please": the muffin stays ordered
    out[asks[0]] = AskMenu(about=list(dict.fromkeys([*about, *sizes[:1], PRICE])))
    return out


# words that order beside a price asked: "how much is a latte? i'll have one", "and get me two"
_ORDERING_TOO = re.compile(r"\b(?:i'll|ill|i\s+will|i'd|give|want|take|get|add|order|have)\b|\?.*\w", re.I)
_THEM = re.compile(r"\b(?:they|them|those|these|each)\b", re.I)


def kind_price_asked(edits: Sequence[Edit], text: str, cart: Cart) -> list[Edit]:
    """``edits``, or the prices of the kind the last reply asked which of ("Which tea would you like?",
    then "how much are they?": the teas' prices), where the turn asks a price of "them" and the model
    asked nothing of its own, or the order was to be read back (the reply said the order was empty)."""
    asked = getattr(cart, "asked", None)
    if (asked is None or not asked.kind or asked.lines or asked.offer is not None or not text
            or not PRICE_ASKED.search(text) or not _THEM.search(text)
            or not all(isinstance(e, ReviewOrder) or isinstance(e, AskMenu) and not e.about and e.ref is None
                       for e in edits)):
        return list(edits)
    return [AskMenu(about=[asked.kind if asked.kind.endswith("s") else f"{asked.kind}s", PRICE])]


def family_price_asked(edits: Sequence[Edit], text: str, menu: Menu | None) -> list[Edit]:
    """``edits``, or the prices of a family the turn names by its plural noun ("how much are your
    croissants?", "how much are the muffins?"), naming none of its items by their own words, where the
    model asked of one of them ("An apple bran muffin is $3.25.") or wrote nothing ("didn't catch")."""
    if (menu is None or not text or len(text) > 120 or not PRICE_ASKED.search(text)
            or not all(isinstance(e, AskMenu) and e.ref is None for e in edits)):
        return list(edits)
    said = re.findall(r"[a-z]+", text.lower())
    nouns = {w for w in said if w.endswith("s") and len(family_items(menu, w[:-1])) >= 2}
    if len(nouns) != 1:
        return list(edits)
    noun = nouns.pop()
    own = {w for name in family_items(menu, noun[:-1]) for w in name.split()[:-1]}
    return list(edits) if own.intersection(said) else [AskMenu(about=[noun, PRICE])]


_PRICED_VALUES = ("size", "temp", "milk", "caffeine", "shots", "addon")
EXTRA_COST = re.compile(  # "wait, do you charge extra for oat": a few words may come first
    r"^\W*(?:(?:wait|oh|um|uh|so|and|ok|okay|hmm|sorry|also|actually)\W+)*(?:is|are|does|do|will|would)\b"
    r".*(?:\bextra\W*$|\b(?:cost|costs|charge|expensive|pay)\b)"
    # "oat milk is extra right?", "and that costs extra, yeah?"
    r"|^[\w\s%',-]{1,40}?\b(?:is|costs?|'s)\s+(?:\w+\s+)?extra\b(?:\W+(?:right|correct|yeah|yes|no|isn't\s+it))?\W*$"
    # "how much extra is that?", "how much more is oat milk"
    r"|^\W*(?:(?:so|and|ok|okay|oh|um|uh|wait)\W+)*how\s+much\s+(?:extra|more)\s+(?:is|does|would|will)\b",
    re.I)


def extra_cost_asked(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or the price of the one option a yes/no question asks costs extra ("is oat milk extra?",
    "does oat milk cost extra?": "Oat milk is $0.70 extra."), where the model changed a line to it (the
    latte was made an oat latte) or asked of it; an item named is `price_asked`'s."""
    values = [w for w in words if ":" in w and unsymbol(w)[0] in _PRICED_VALUES and unsymbol(w)[0] != "size"]
    if (len(values) != 1 or any(w.startswith("item:") for w in words) or not text or len(text) > 120
            or not EXTRA_COST.search(text)):
        return list(edits)
    group, name = unsymbol(values[0])
    for e in edits:
        said = e.model_dump(exclude={"op", "ref", "notes"}, exclude_defaults=True) if isinstance(
            e, ChangeLine) else None
        asked = isinstance(e, AskMenu) and e.ref is None or isinstance(e, Finish)  # "… right?": no end
        if not (asked or said in ({group: name}, {"add_addons": {name: 1}})):
            return list(edits)
    return [AskMenu(about=[f"{group}:{name}", PRICE])]


def order_then_asked(text: str) -> dict[str, str] | None:
    r"""The order and the question after it ("a mocha, is whip extra?": "a mocha", "is whip extra?"): the
    words before the turn's last stop or comma (a letter among them) and those after it, else None; in one
    pass, as the regular expression ``^(.*?[a-z].*?)[.,;!]\s*([^.,;!]+)$`` reads it."""
    last = max(text.rfind(mark) for mark in ".,;!")
    order, rest = text[:last], text[last + 1 :]
    if last < 0 or not rest or "\n" in order or not _LETTER.search(order):
        return None
    return {"order": order, "asked": rest.lstrip() or rest[-1:]}


_LETTER = re.compile(r"[a-z]", re.I)


def extra_cost_after_order(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or, where the turn orders one thing and then asks whether a value costs extra ("a mocha,
    is whip extra?"), the line added without that value and its price asked: "ok add it" then takes it (the
    model put the whipped cream on and the question went unanswered)."""
    said = order_then_asked(text or "") if len(text or "") <= 160 else None
    if said is None or not EXTRA_COST.search(said["asked"]) or "," not in words:
        return list(edits)
    asked_part = " ".join(words).rsplit(",", 1)[1].split()  # the words of the question, after the order
    values = [w for w in asked_part if ":" in w and unsymbol(w)[0] in _PRICED_VALUES]
    if len(values) != 1 or len(edits) != 1 or not isinstance(edits[0], AddLine):
        return list(edits)
    group, name = unsymbol(values[0])
    line = edits[0]
    if group == "addon" and name in line.addons:
        line = line.model_copy(update={"addons": {n: c for n, c in line.addons.items() if n != name}})
    elif group != "addon" and getattr(line, group, None) == name:
        line = line.model_copy(update={group: None})
    else:
        return list(edits)
    return [line.model_copy(update={"notes": None}), AskMenu(about=[f"{group}:{name}", PRICE])]


def _valued_item(words: Sequence[str]) -> list[str] | None:
    """The one item the words name with the priced values said of it ("large", "oat milk", "vanilla"), as
    ``[item, "size:large", "milk:oat milk", …]``, or None where they name no item, two, or no value."""
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    values = [":".join(unsymbol(w)) for w in words if ":" in w and unsymbol(w)[0] in _PRICED_VALUES]
    if len(items) != 1 or not values or len({v.partition(":")[0] for v in values} - {"addon"}) < len(
            [v for v in values if not v.startswith("addon:")]):
        return None  # two sizes said ("a small or a large latte"): which one?
    return [items.pop(), *dict.fromkeys(values)]


# what may come before "do you have …": "oh", "actually", "wait, …" (`have_asked` too)
HAVE_LEADS = r"^\W*(?:(?:oh|so|and|um|uh|hey|hi|actually|wait|ok|okay|well|also|sorry|hmm)[\s,]+)*"
_HAVE_YOU = re.compile(
    HAVE_LEADS + r"""
    (?:(?:do|does)\s+(?:you|ya|y'all)\s+(?:guys\s+)?
    (?:have|sell|serve|make|carry|do|offer|got)\s+
    (?:any\s+|some\s+|an?\s+)?(?P<thing>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)
    (?:\s+(?:here|today|too|at\s+all|on\s+(?:the|your)\s+menu))?
    # "is pumpkin spice on the menu?", "is there a pumpkin latte on your menu?"
    | (?:is|are)\s+(?:there\s+)?(?:any\s+|some\s+|an?\s+|the\s+)?
    (?P<listed>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)\s+on\s+(?:the|your)\s+menu(?:\s+today)?)
    \s*[?.!]*\s*$""",
    re.I | re.X,
)
_NOT_A_THING = frozenset({"it", "that", "this", "them", "those", "these", "one", "ones", "anything",
                          "something", "everything", "what", "which", "any", "some", "more", "other",
                          "others", "time"})


def have_you_asked(text: str) -> str | None:
    """The words a "do you have …?" or "is … on the menu?" question asks of, as said, else None."""
    found = _HAVE_YOU.match(text) if text and len(text) <= 200 else None
    return None if found is None else (found.group("thing") or found.group("listed")).lower()


def thing_asked(text: str, words: Sequence[str] = ()) -> list[str]:
    """The thing a "do you have …?" or "is … on the menu?" question names when it is no menu word
    (``words`` hold none): "do you sell smoothies?" asks of "smoothies". Pronouns and "anything …" name
    no thing."""
    found = _HAVE_YOU.match(text) if text and len(text) <= 200 else None
    if found is None or any(":" in w for w in words):
        return []
    thing = (found.group("thing") or found.group("listed")).lower()
    return [] if thing.split()[0] in _NOT_A_THING else [thing]


_FINISHING = re.compile(
    # "thats it" and "thatll be all" as typed, without the apostrophe, close it too
    r"""(?:\bthat(?:'s|’s|s|\s+is|'ll\s+be|ll\s+be|\s+will\s+be|\s+should\s+be|\s+would\s+be)
            \s+(?:it|all|everything|the\s+lot)
         (?:\s+i\s+(?:need|want))?
    | \bthat\s+covers\s+it
    | \bnothing\s+(?:else|more)
    | \bi(?:'m|’m|\s+am)\s+(?:done|all\s+set|good)
    | \bthat(?:'ll|’ll|ll|\s+will|\s+should|\s+would|'d|\s+ought\s+to|\s+oughta)?\s+do(?:es)?\s+it
    )(?:\s+for\s+(?:now|today))?
    # what may follow the closing words: the turn's end, thanks, or where the order is had, comma or not
    # ("that's it to go", "that's all for here thanks")
    (?=\s*(?:[,.!;]|$|thanks?\b|thank\s+you|please\b|to\s+go\b|for\s+here\b|to\s+stay\b
            |to\s+take\s+away\b|take\s*away\b|to\s+eat\s+in\b))""",
    re.I | re.X,
)


# a turn of closing words alone: leading acknowledgements, the closing words, then thanks or where the
# order is had ("ok thatll do it", "that's all for now, cheers")
_CLOSING_ONLY = re.compile(
    r"""^\W*(?:(?:ok(?:ay)?|alright|all\s+right|great|cool|perfect|yes|yeah|yep|no|nope|nah|um+|uh+|hmm+
            |so|and|right|thanks|thank\s+you|i\s+think)\W+)*
    (?:that(?:'s|’s|s|\s+is|'ll\s+be|’ll\s+be|ll\s+be|\s+will\s+be|\s+should\s+be|\s+would\s+be)
           \s+(?:it|all|everything|the\s+lot)(?:\s+i\s+(?:need|want))?
     | that\s+covers\s+it
     | that(?:'ll|’ll|ll|\s+will|\s+should|\s+would|'d|\s+ought\s+to|\s+oughta)?\s+do(?:es)?(?:\s+it)?
     | nothing\s+(?:else|more)
     | i(?:'m|’m|m|\s+am)\s+(?:done|all\s+set|good|set))
    (?:\s+for\s+(?:now|today|me))?
    (?:\W+(?:thanks?|thank\s+you|please|cheers|to\s+go|for\s+here))*\W*$""",
    re.I | re.X,
)


# a turn that only asks to place the order ("confirm", "place my order", "checkout"): the order is placed
# with the page's button, so the reply reads it back and points there
_PLACING = re.compile(
    r"""^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|great|perfect|please)\W+)*
    # "ok no cookie then, just confirm": a thing given up first, then the order placed
    (?:(?:no|never\s*mind|forget)\b[^,.!?;]{0,30}[,.!;]\s*)?
    (?:just\s+|go\s+ahead\s+and\s+|you\s+can\s+)?
    (?:(?:confirm(?:ed)?|place|submit|send|finish|complete|finali[sz]e)
       (?:\s+(?:it|that|my\s+order|the\s+order|order))?
     | check\s*out|that(?:'s|\s+is)\s+(?:correct|right))
    (?:\s+(?:please|now|thanks))*\W*$""",
    re.I | re.X,
)


def finished(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` with the order finished when the turn ends with words that close it ("that's it, to go",
    "that's all to go", "nothing else, thanks"), or only asks to place it ("confirm", "place my order"),
    and the model wrote no finish: the reply reads the order back to confirm. A turn of closing words
    alone ("thatll do it", "ok that oughta do it thanks") finishes whatever else the model wrote beside
    the order's to go (a question of the menu, a note)."""
    out = list(edits)
    if not text or len(text) > 2000:
        return out
    # "no that is everything": closing words alone never clear the order (the model cleared it)
    if _CLOSING_ONLY.match(text) and not any(isinstance(e, AddLine | RemoveLine) for e in out):
        return [e for e in out if isinstance(e, SetOrder)] + [Finish()]
    if any(isinstance(e, Finish) for e in out):
        return out
    if _PLACING.match(text) and not any(isinstance(e, AddLine | RemoveLine | ClearCart) or isinstance(
            e, ChangeLine) and not only_a_note(e) for e in out):
        return [e for e in out if isinstance(e, SetOrder)] + [Finish()]
    return [*out, Finish()] if _FINISHING.search(text) else out


_DONE_SAID = re.compile(r"\b(?:done|finished|ready|complete|set|checkout|confirm|place)\b", re.I)


def closing_said(text: str) -> bool:
    """Whether the turn says a word that closes the order ("that's it", "done", "confirm")."""
    return bool(_FINISHING.search(text) or _CLOSING_ONLY.match(text) or _DONE_SAID.search(text)
                or _PLACING.match(text))


def name_not_finished(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` without the finish the model wrote for a turn that only says whose the order or a line is
    ("it's for sam", "actually the name is alexander"), where it says no word that closes the order: the
    customer named someone, and may go on ordering ("Thanks, Sam. Anything else?")."""
    naming = [e for e in edits if not isinstance(e, Finish)]
    if (len(naming) == len(edits) or not naming or not all(
            isinstance(e, SetOrder) and e.customer_name and e.to_go is None
            or only_whose(e) for e in naming)
            or _FINISHING.search(text) or _CLOSING_ONLY.match(text) or _DONE_SAID.search(text)):
        return list(edits)
    return naming


def kinds_listed(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or, when the model wrote nothing for an order that names only a kind of thing ("a tea
    please", "some pastries"; "a tea to go" beside the order's to go), a question about that kind: the
    reply lists the teas to choose from. A question the model asked of what is said after "with" in an
    order, not a question ("a tea for my mom, she likes it with honey": "Yes, we have honey"), gives way."""
    edits = _with_not_asked(edits, text)
    if any(not isinstance(e, SetOrder | ClearCart | RemoveLine) for e in edits):  # "forget all that, a tea"
        return list(edits)
    if any(isinstance(e, RemoveLine) for e in edits) and not _A_KIND_ORDERED.search(text):
        return list(edits)  # "cancel that, a tea instead" asks which tea; "remove the tea" does not
    subjects = _subjects_ordered(without_amount(text))  # "a bit less milk" asks of no milks
    return [*edits, AskMenu(about=subjects)] if subjects else list(edits)


_WITH = re.compile(r"\bwith\b", re.I)
_REQUESTED = re.compile(r"\b(?:with|without|no)\b", re.I)  # what is said after these is asked for

_A_KIND_ORDERED = re.compile(r"\b(?:get|have|want|take|and|,|then)\s+(?:me\s+)?(?:a|an|one|some)\s+\w+"
                             r"(?:\s+(?:instead|please|then|thanks))*\W*$|\b(?:a|an|one)\s+\w+\s+instead\b",
                             re.I)


def _with_not_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits`` less the model's questions of the menu that only name what the turn, no question, says
    after "with"; the edits as they are where that leaves nothing of the kind asked to answer."""
    found = _WITH.search(text)
    if found is None or "?" in text or _ASKING.match(text):
        return list(edits)
    after = set(re.findall(r"[a-z]+", text[found.end():].lower()))
    kept = [e for e in edits if not (isinstance(e, AskMenu) and e.ref is None and not e.lines and e.about
                                      and all(set(a.lower().split()) & after for a in e.about))]
    return kept if len(kept) < len(edits) and _subjects_ordered(without_amount(text)) else list(edits)


def _subjects_ordered(text: str) -> list[str]:
    """The kinds a turn names; in an order, not a question, the ones said after "with" are requests for
    the kind ordered, not kinds asked of ("a tea with milk": which tea, the milk kept; not the teas and
    the milks listed); so too after "no" or "without" ("one tea, no milk")."""
    subjects = subjects_asked(text)
    if len(subjects) < 2 or "?" in text or _ASKING.match(text) or not (found := _REQUESTED.search(text)):
        return subjects
    return subjects_asked(text[:found.start()]) or subjects


_COFFEE_KINDS = re.compile(
    r"\bwhat\s+(?:kinds?|types?|sorts?)\s+of\s+coffees?\b|\bwhat\s+coffees?\s+(?:do|can)\s+(?:you|u)\s+"
    r"(?:have|got|do|make|serve|offer)\b|\bwhich\s+coffees?\s+(?:do|can)\s+(?:you|u)\b", re.I)


_OF_A_THING = re.compile(r"\bis\s+(?:the|a|an|your|it)\b", re.I)


def coffee_kinds_asked(edits: Sequence[Edit], text: str) -> list[Edit]:
    """``edits``, or the coffee drinks and brewed coffees listed where the turn asks what kinds of coffee
    we have and the model asked of the coffee or ordered nothing (it answered with the drip coffee's
    prices: "coffee" is an item too)."""
    if not text or not _COFFEE_KINDS.search(text) or _OF_A_THING.search(text) or any(
            not isinstance(e, AskMenu) or e.ref is not None or set(e.about) - {"coffee"} for e in edits):
        return list(edits)  # "what kind of coffee is the cold brew": of the cold brew
    return [AskMenu(about=["coffee drinks", "brewed coffees"])]


def kinds_counted(edits: Sequence[Edit], text: str, words: Sequence[str],
                  menu: Menu | None = None) -> list[Edit]:
    """``edits`` with the count said of a kind kept in the question that lists it ("two teas please":
    "Which two teas would you like?"); an order of a kind the model read as the order's end ("two teas
    please" of a cart with a latte; no closing words said), or as a change of a line the turn does not
    name ("a tea with milk" of a cart with a latte: the latte's milk), asks of the kind instead."""
    out = list(edits)
    if (out and all(isinstance(e, SetOrder | Finish) for e in out) and not _FINISHING.search(text or "")
            and (kinds := subjects_asked(text)) and all(map(names_a_category, kinds))
            and _count_of(words, kinds[0]) is not None):
        out = [e for e in out if not isinstance(e, Finish)] + [AskMenu(about=kinds)]
    elif (out and all(isinstance(e, ChangeLine) for e in out) and not _CHANGING.intersection(words)
          and not any(w.startswith("item:") for w in words) and (kinds := _subjects_ordered(text))
          and all(map(names_a_category, kinds)) and _count_of(words, kinds[0]) is not None):
        out = [AskMenu(about=kinds)]  # "a tea with milk" of a cart with a latte: not the latte changed
    asks = [k for k, e in enumerate(out) if isinstance(e, AskMenu) and e.ref is None]
    if len(asks) == 1 and menu is not None and len(out[asks[0]].about) >= 2 and not any(
            ":" in a for a in out[asks[0]].about):  # "a tea and a pastry"
        return out[:asks[0]] + _kinds_asked(out[asks[0]], text, words, menu) + out[asks[0] + 1:]
    if len(asks) != 1 or len(out[asks[0]].about) != 1 or out[asks[0]].about != subjects_asked(text)[:1]:
        return out
    kind = out[asks[0]].about[0]
    count = _count_of(words, kind)
    # one of a kind said as an order ("a tea please") asks which too; "some pastries" (a plural) and a
    # question ("do you have a tea?", "what teas do you have?") only list the kind
    if count is not None and (count >= 2 or count == 1 and not kind.endswith("s") and names_a_category(kind)
                              and not _ASKING.match(text or "")):
        asked = AskMenu(about=[*out[asks[0]].about, f"{COUNT}{count}"])
        # "a chamomile tea please": we don't have chamomile tea, which tea? "a green tea": which of ours
        out[asks[0]:asks[0] + 1] = _kind_asked(words, kind, count, menu) if menu is not None else [asked]
    return out


def _kinds_asked(ask: AskMenu, text: str, words: Sequence[str], menu: Menu) -> list[Edit]:
    """The question of each kind ordered where the turn orders only kinds ("a tea and a pastry": which tea,
    which pastry), else the question as it was (the kinds listed: "what teas and pastries do you have?")."""
    kinds = list(dict.fromkeys(ask.about))
    counts = [_count_of(words, kind) for kind in kinds]
    if (ask.lines or ask.then is not None or kinds != subjects_asked(text) or _ASKING.match(text or "")
            or "?" in (text or "") or not all(map(names_a_category, kinds))
            or any(count is None for count in counts)):
        return [ask]
    return [edit for kind, count in zip(kinds, counts, strict=True)
            for edit in _kind_asked(words, kind, count, menu)]


# words of a change of a line already ordered ("make it a large tea", "add milk to the tea")
_CHANGING = frozenset({"make", "change", "switch", "swap", "it", "that", "this", "them", "to", "add", "put",
                       "instead", "into"})
_ASKING = re.compile(r"^\W*(?:what|which|do|does|is|are|have|has|got|any)\b", re.I)


_TEA = re.compile(r"\bteas?\b(?!\s+lattes?\b)", re.I)


def _only_tea_lattes(kind: str, text: str) -> bool:
    """Whether "tea" is said only of tea lattes ("a tea latte, the chai one": no tea of its own to ask)."""
    return kind in ("tea", "teas") and not _TEA.search(text)


def kinds_beside(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with a question of each kind ordered beside items ("a latte and two teas": which two teas),
    where the model added the items and dropped the kind, which names no item of the menu (the teas are
    ten named ones). Only a kind ordered with a count or article, none of whose items the turn adds ("two
    drinks: a latte and a mocha" names the drinks it adds)."""
    out = list(edits)
    added = [e.item for e in out if isinstance(e, AddLine)]
    if menu is None or not added or any(isinstance(e, AskMenu) for e in out) or not text or len(text) > 2000:
        return out
    for kind in subjects_asked(text):
        count = _count_of(words, kind) if names_a_category(kind) else None
        if count is None and names_a_category(kind) and _said_bare_beside(words, kind):
            count = 1  # "coffee for me and tea for my wife": one tea
        section = category_named(kind)
        if count is None or section is None or _only_tea_lattes(kind, text):
            continue
        described = kind_described(_kind_said(words, kind)[1], kind, menu)  # "a green tea": of its teas
        out = _kind_not_made_up(out, words, kind, count, described, menu)
        added = [e.item for e in out if isinstance(e, AddLine)]
        if any(i in described if described else menu.item(i).category == section or (
                section == "espresso" and menu.kind(i) == "drink")
               for i in added if i in menu.items):  # "drinks" are any drinks, not espresso ones alone
            continue
        asked = _kind_asked(words, kind, count, menu)  # "a mocha and a tea": which tea, too
        values = [a for e in asked if isinstance(e, AskMenu) for a in e.about if a.split(":")[0] in (
            "addon", "size", "temp", "milk", "caffeine")]
        span = _kind_span(words, kind)
        # "a mocha and a tea with honey": the honey is the tea's; "a coffee and a tea, both decaf": both's
        shared = span is not None and EVERY_UNIT.intersection(words[span[1] + 1:])
        if values and span is not None and not shared:
            out = kind_values_taken(out, values, words, span[0] + 1)
        asked_of = " ".join(a for e in asked if isinstance(e, AskMenu) for a in e.about)
        # "swap that for a green tea": the kind, added as an item the menu lacks, is the question's alone
        out = [e for e in out
               if not (isinstance(e, AddLine) and e.item not in menu.items and e.item in asked_of)]
        out += asked
    return out


def _said_bare_beside(words: Sequence[str], kind: str) -> bool:
    """Whether the kind is said in the singular with no article right after "and" ("and tea for my wife")."""
    span = _kind_span(words, kind)
    return span is not None and span[0] >= 1 and span[1] == span[0] + 1 and words[span[0]] in (
        "and", "&", "plus") and not kind.endswith("s")


def _kind_not_made_up(edits: list[Edit], words: Sequence[str], kind: str, count: int,
                      described: Sequence[str], menu: Menu) -> list[Edit]:
    """``edits`` less the line the model added of another item for a kind the words describe (its items:
    ``described``; "one green tea and one english breakfast": two english breakfast teas, one of them for
    the green tea), where the lines of the item hold just ``count`` more units than the words order of it;
    then the kind is asked. Of two such lines, the one in the kind's place goes (the first where the kind is
    said first). A kind said plain ("one hot chocolate and one hot tea": two hot chocolates) is made up as
    any item."""
    for item in dict.fromkeys(e.item for e in edits if isinstance(e, AddLine)):
        if item in described or item not in menu.items or described and (
                menu.item(item).category != category_named(kind)):
            continue
        lines = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item]
        said = units_said_of(words, item)
        made_up = [k for k in lines if edits[k].qty == count]
        if len(lines) < 2 or not said or sum(edits[k].qty for k in lines) - said != count or not made_up:
            continue
        first = _kind_span(words, kind)[1] < words.index(f"item:{item.replace(' ', '_')}")
        gone = made_up[0] if first else made_up[-1]
        return [e for k, e in enumerate(edits) if k != gone]
    return edits


_NAMELESS = re.compile(r"[a-z]+")  # a plain word, no value of the menu: "green" of "a green tea"
_NOT_A_NAME = frozenset({"a", "an", "the", "some", "another", "and", "or", "of", "with", "couple", "please",
                         "for", "one", "ones", "me", "us", "them", "to", "my", "your", "any", "more", "other",
                         "get", "have", "want", "like", "need", "order", "take", "give", "add", "also",
                         "plus", "what", "which"})


def _count_of(words: Sequence[str], kind: str) -> int | None:
    """How many of ``kind`` the words order ("two teas", "a couple of iced teas", "a tea": 1), or None
    when no count or article stands before it (up to two menu values or plain words between: "two large
    teas", "a green tea" of a menu without one: which tea)."""
    return _kind_said(words, kind)[0]


def _kind_asked(words: Sequence[str], kind: str, count: int, menu: Menu) -> list[Edit]:
    """The question of the kind the words order ("a tea": which tea?), after the kind we lack said back
    ("a chamomile tea": "Sorry, we don't have chamomile tea. Which tea …?"); where the menu has items of
    the kind the plain words say, the one of them ordered, or which of them ("a green tea")."""
    said = _kind_said(words, kind)[1]
    described = kind_described(said, kind, menu)
    if not said and not described:  # "one small tea, green": the kind's plain words said after a comma
        after = _plain_after_comma(words, kind)
        described = kind_described(after, kind, menu) if after else None
        said = after if described else said
    values = [f"{group}:{name}" for group, name in _values_said_with(words, kind)]  # "two large teas"
    if described:
        return kind_offered(said, kind, count, described, values)
    lacking = kind_lacking(said, kind, menu)
    return [*([AddLine(item=lacking)] if lacking else []), AskMenu(about=[kind, f"{COUNT}{count}", *values])]


def _plain_after_comma(words: Sequence[str], kind: str) -> list[str]:
    """The plain words said right after the kind and a comma, to the turn's end or next part ("green" of
    "one small tea, green please"), or []."""
    span = _kind_span(words, kind)
    if span is None or list(words[span[1] + 1 : span[1] + 2]) != [","]:
        return []
    out = []
    for w in words[span[1] + 2:]:
        if w in (",", ".", "and", "but") or ":" in w:
            break
        if w not in ("please", "thanks", "one"):
            out.append(w)
    return out


def _values_said_with(words: Sequence[str], kind: str) -> list[tuple[str, str]]:
    """The menu values said between the count and the kind ("large", "iced" of "two large iced teas"; past
    a name we lack: "a large iced green tea"), the add-ons said with it after ("a tea with honey") and the
    choices said after a comma ("a tea, large, iced"), as (group, name)."""
    span = _kind_span(words, kind)
    if span is None:
        return []
    said = [unsymbol(w) for w in words[span[0] + 1:span[1]] if ":" in w and unsymbol(w)[0] in CHOICE_GROUPS]
    after = list(words[span[1] + 1:])
    if after[:1] == ["with"]:  # "a tea with honey and lemon": the add-ons said with it, to the next part
        for w in after[1:]:
            if w in (",", ".", "but") or w.startswith("item:"):
                break
            if w.startswith("addon:"):
                said.append(unsymbol(w))
    elif after[:1] == [","]:  # "also a tea, large, iced": the choices said after it, to the next thing
        for w in after[1:]:
            if w.startswith("item:") or w in ("a", "an", "another", "some", "with") or is_count(w):
                break
            if ":" in w and unsymbol(w)[0] in CHOICE_GROUPS:
                said.append(unsymbol(w))
    return said


_VESSELS = frozenset({"cup", "cups", "mug", "mugs", "pot", "pots"})


def _kind_said(words: Sequence[str], kind: str) -> tuple[int | None, list[str]]:
    """(``_count_of``, the plain words said between the count and the kind: ["green"] of "a green tea")."""
    span = _kind_span(words, kind)
    if span is None:
        return None, []
    before, at = span
    named = [w for w in words[before + 1:at] if ":" not in w]
    if before >= 2 and words[before] == "of" and words[before - 1] in _VESSELS:
        before -= 2  # "a cup of tea", "two cups of tea": counted by the cup
    if before < 0:
        return None, named
    if is_count(words[before]):
        return number_value(words[before]), named
    if words[max(0, before - 2):before + 1] == ["a", "couple", "of"]:
        return 2, named
    return (1 if words[before] in ("a", "an", "some", "another") else None), named


def _kind_span(words: Sequence[str], kind: str) -> tuple[int, int] | None:
    """(the index of the word before the values and plain words said before the kind, the kind's index) of
    its first saying, or None: "two large teas", "a green tea" (the count before the values or a name we
    lack)."""
    phrase = kind.split()
    for at in range(len(words) - len(phrase) + 1):
        if list(words[at:at + len(phrase)]) != phrase:
            continue
        before = at - 1
        while before >= 0 and at - before <= 4 and (":" in words[before] and not words[before].startswith(
                "item:") or _NAMELESS.fullmatch(words[before]) and words[before] not in _NOT_A_NAME):
            before -= 1
        return before, at
    return None


_EVERY_LINE = frozenset({"they", "both", "all", "them", "those", "these"})
_LINE_GROUPS = frozenset({"size", "temp", "milk", "caffeine", "prep", "addon"})
# "is there sugar in that", "is there whip on the mocha": a thing asked of a line by "in" or "on" it
_THERE_IN = r"""(?:is|are)\s+there\s+(?:any\s+)?[a-z -]{1,40}?\s+(?:in|on)\s+
    (?:it|that|this|them|those|these|the|my)\b"""
_STATE_QUESTION = re.compile(
    r"""^\W*(?:(?:is|are|does|do|will)\s+(?:the|it|that|this|they|these|those|my|both|all)\b
    | """ + _THERE_IN + r""")
    (?!.*\b(?:possible|ok|okay|alright|able|any\s+way|chance|comes?\s+in)\b)[^?]{0,120}\?\W*$""",
    re.I | re.X,
)


# the same question said without its question mark ("is the latte hot", "does the mocha have whip"): one
# sentence, "is"/"are" or "does"/"do" with a verb of what a thing holds; "do the latte iced" is no question
_UNMARKED_STATE_QUESTION = re.compile(
    r"""^\W*(?:(?:is|are)\s+(?:the|it|that|this|they|these|those|my|both|all)\b
    | """ + _THERE_IN + r"""
    | (?:does|do)\s+(?:the|it|that|this|they|these|those|my|both|all)\b[^,;.!?]{0,60}?
      \b(?:have|has|come|comes|contain|contains|taste|tastes|include|includes|get)\b)
    (?!.*\b(?:possible|ok|okay|alright|able|any\s+way|chance|comes?\s+in|please|and|also|too|instead)\b)
    [^?.!;]{0,120}[.!]?\s*$""",
    re.I | re.X,
)


def asks_of_a_line(text: str) -> bool:
    """Whether ``text`` asks a yes-or-no question of what is ordered ("is the croissant warm?", "does it
    come with foam?"; the question mark left off too: "is the latte hot"), not for a change ("is it
    possible to make it decaf?" asks for one)."""
    return bool(text) and len(text) <= 200 and (_STATE_QUESTION.match(text) is not None
                                                  or _UNMARKED_STATE_QUESTION.match(text) is not None)


def asked_not_changed(edits: Sequence[Edit], text: str, cart: Cart, words: Sequence[str] = ()) -> list[Edit]:
    """``edits``, or, when the turn only asks of a line and the model changed it ("is the croissant
    warm?" warmed the croissant), a question about that line and the values the change named: the reply
    answers it from the line ("Yes, the americano is decaf."), and nothing changes; of two or three lines,
    from each ("are both iced?")."""
    if not asks_of_a_line(text) or any(isinstance(e, AskMenu) and PRICE in e.about for e in edits):
        return list(edits)  # "is the vanilla extra?" asks its price (`extra_cost_asked`)
    if all(isinstance(e, AskMenu) for e in edits):  # nothing, or asked of the menu: of the line, if one
        return _asked_of_a_line(words, cart) or list(edits)
    ordered = {line.item for line in cart.lines}  # "is there vanilla in the matcha": its item asked too
    changes = [e for e in edits if not (isinstance(e, AskMenu) and e.ref is None and e.about
                                        and set(e.about) <= ordered)]
    if not changes or not all(isinstance(e, ChangeLine) for e in changes):
        return list(edits)
    edits = changes
    either = _either_asked(words)  # "is that hot or iced?": which, not whether it is iced
    if either and len({e.ref for e in edits}) == 1 and 1 <= edits[0].ref <= len(cart.lines):
        return [AskMenu(about=[WHAT + either], ref=edits[0].ref)]
    asked: dict[int, list[str]] = {}  # line -> the values asked of it
    for edit in edits:
        about = asked.setdefault(edit.ref, [])
        about += [f"{g}:{getattr(edit, g)}" for g in ("size", "temp", "milk", "caffeine") if getattr(edit, g)]
        about += [f"prep:{p}" for p in edit.preps] + [f"addon:{a}" for a in edit.add_addons]
    if all(1 <= ref <= len(cart.lines) and about for ref, about in asked.items()) and len(asked) <= 3:
        return [AskMenu(about=list(dict.fromkeys(about)), ref=ref) for ref, about in asked.items()]
    items = [cart.lines[e.ref - 1].item for e in edits if 1 <= e.ref <= len(cart.lines)]
    values = [v for about in asked.values() for v in about]
    return [AskMenu(about=list(dict.fromkeys([*items, *values])))]


def _either_asked(words: Sequence[str]) -> str | None:
    """The group of two values the words ask between ("hot or iced", "decaf or regular"), or None."""
    for at, word in enumerate(words[1:-1], start=1):
        if word != "or":
            continue
        before, after = words[at - 1].partition(":"), words[at + 1].partition(":")
        if before[1] and before[0] in ("size", "temp", "milk", "caffeine") and (
                after[0] == before[0] and after[1] or not after[1] and after[0] in _PLAIN_OF):
            return before[0]
    return None


_PLAIN_OF = frozenset({"regular", "normal", "plain"})  # "decaf or regular"


def _asked_of_a_line(words: Sequence[str], cart: Cart) -> list[Edit]:
    """The question of one line the words ask when the model wrote nothing for it ("does the mocha have
    whipped cream?"): the line of the one item named (the cart's only line when none is), and the values
    named; of every line when the words say "they" / "both" / "all" of two or three lines ("are they
    iced?"); [] when the words name no such line or no value. An add-on said with "free" after it asks
    whether the line is free of it ("is that sugar free?": `FREE_OF`), not whether it has it."""
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    values = list(dict.fromkeys(
        (FREE_OF if w.startswith("addon:") and words[k + 1 : k + 2] == ["free"] else "")
        + ":".join(unsymbol(w)) for k, w in enumerate(words) if ":" in w and unsymbol(w)[0] in _LINE_GROUPS))
    refs = [r for r, line in enumerate(cart.lines, start=1) if not items or line.item in items]
    if not items and _EVERY_LINE.intersection(words) and 2 <= len(refs) <= 3 and values:
        return [AskMenu(about=values, ref=r) for r in refs]
    if len(items) > 1 or len(refs) != 1 or not values:
        return []
    return [AskMenu(about=values, ref=refs[0])]


_WHAT_KINDS = re.compile(
    r"""^\W*(?:and\s+|so\s+|ok(?:ay)?\W+)?what\s+(?:kinds?\s+of\s+|sorts?\s+of\s+|types?\s+of\s+)?
    (?P<thing>[a-z]+)\s+(?:do|have)\s+(?:you|ya)\s+(?:guys\s+|all\s+)?(?:got|have|sell|serve|carry|do|make)
    (?:\s+(?:here|today))?\s*[?.!]*\s*$""", re.I | re.X)


def lacking_kinds_asked(edits: Sequence[Edit], text: str, known: frozenset[str]) -> list[Edit]:
    """``edits``, or the question of a kind of thing the menu lacks, said back so: "what cookies do you
    have?" is "Sorry, we don't have cookies.", as "do you have cookies?" is; the model asked of nothing and
    the reply listed the menu's sections."""
    said = _WHAT_KINDS.match(text or "")
    if said is None or edits != [AskMenu()]:
        return list(edits)
    thing = said["thing"].lower()
    if not plain_thing_word(thing) or thing in _KIND_WORDS or {
            thing, thing.removesuffix("s"), thing.removesuffix("es")} & known:
        return list(edits)  # "what kinds do you have?" names no thing: not "we don't have kinds"
    return [AskMenu(about=[thing])]


_KIND_WORDS = frozenset({"kinds", "kind", "types", "type", "sorts", "sort", "flavors", "flavours", "flavor",
                         "flavour", "options", "ones", "varieties"})
