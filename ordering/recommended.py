""""What do you recommend?", "which tea would you suggest?", "whichever you recommend": the café's own
favourites, from the menu.

The model knows no words of choosing for the customer: it read such a turn as a question of nothing (the
menu's sections) or, after "Which tea would you like?", as no answer (the teas listed again). The menu marks
the café's pick of each section (`favourite = true` in ordering/menu.toml); the reply names the favourite of
the kind the turn names ("tea", "muffin", "drink"; else the kind the last reply asked which of), with its
prices, and offers it: "yes please" orders it (`Cart.asked.offer`); "a muffin, whatever kind you
recommend" too (the model added the house muffin). Asked of no kind, the reply names every
favourite. "Something chocolatey" names the items whose name or description says so (`taste_asked`);
"what do you have that's sweet?" ("i have a sweet tooth") names the chocolate drinks and the muffins,
croissant and loaf. The choice left to us after "Which tea would you like?" ("doesn't matter", "any kind is
fine", "I don't mind") is asked the same way: no "doesn't matter tea" looked for.
Nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.edits import COUNT, FAMILY, AddLine, AskMenu, ClearCart, Edit, Finish
from ordering.replies import KIDS, RECOMMEND, TASTE, category_named, kind_words
from ordering.said import said_by_its_noun_alone

_ASKED = re.compile(
    r"""\b(?:recommend(?:s|ed|ation|ations)?|suggest(?:ion|ions)?|(?:your|the)\s+favou?rites?
    |(?:most\s+)?popular|best\s*-?\s*sell(?:er|ers|ing)|what'?s\s+(?:good|best|nice)|what\s+is\s+(?:good|best)
    |surprise\s+me|your\s+(?:pick|choice|call)|you\s+(?:choose|pick|decide)
    |(?:it\s+)?(?:doesn'?t|does\s+not)\s+matter|(?:i\s+)?(?:don'?t|do\s+not)\s+(?:mind|care)|whichever
    |any\s+(?:one|kind|type|sort)\s+(?:is|'s|will)\s+(?:fine|ok|okay|good|great|do)|anything'?s\s+fine
    |anything\s+is\s+fine|any\s+of\s+them|^\s*whatever\s*[.!]?\s*$
    |(?:what'?s|what\s+is|which\s+is|which'?s)\s+(?:your|the)\s+best)\b""",
    re.I | re.X,
)
# an order, then what we recommend asked last, in a part of its own: "a latte and, um, what's good here?"
_ORDER_THEN_ASKED = re.compile(
    r"(?:,|\band\b|\balso\b|[.?!])\s*(?:(?:um|uh|so|also|and|oh)\W+)*"
    r"(?:what'?s\s+(?:good|nice|popular|best)(?:\s+(?:here|today|to\s+eat))?|what\s+(?:do|would)\s+you\s+"
    r"(?:recommend|suggest)|any\s+(?:recommendations?|suggestions?))\W*$", re.I)
_CLEARING = re.compile(r"\b(?:cancel|clear|start|scratch|remove|delete|empty|everything|forget)\b", re.I)
_NOT_ASKED = re.compile(r"\b(?:my|our|his|her|their)\s+favou?rite\b|\bi\s+recommend\b", re.I)
_KINDS = kind_words() | {"drink", "drinks", "coffee", "coffees"}
# kinds said in words no section or family of the menu is named by
_DRINK_WORDS = frozenset({"drink", "drinks", "beverage", "beverages"})
_COFFEE_WORDS = frozenset({"coffee", "coffees"})
_COFFEE_SECTIONS = frozenset({"espresso", "brewed"})


def leaves_the_choice(text: str) -> bool:
    """Whether the turn asks us to choose ("what do you recommend", "surprise me", "doesn't matter")."""
    return bool(text) and bool(_ASKED.search(text)) and not _NOT_ASKED.search(text)


def recommendation_asked(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the favourites asked for, of the kind the turn names or the last reply asked which of,
    where the turn asks what we recommend and the model wrote nothing but a question of nothing or of a
    kind, or the order's end; beside the lines the model added, where the turn orders and asks last, in a
    part of its own ("a latte and, um, what's good here?": the latte, and the favourites)."""
    if menu is None or not text or len(text) > 160 or not _ASKED.search(text) or _NOT_ASKED.search(text):
        return list(edits)
    said = _kind_said(text, menu)
    if not _CLEARING.search(text):  # "i dont mind" read as the order cleared: no clearing said
        edits = [e for e in edits if not isinstance(e, ClearCart)]
    if edits and all(isinstance(e, AddLine) for e in edits) and _ORDER_THEN_ASKED.search(text):
        return [*edits, AskMenu(about=[RECOMMEND])]  # "a latte and, um, what's good here?": both
    if any(not (isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None and all(
            _of_a_kind(a, menu) or _of_the_family(a, said, text, menu) for a in e.about)
            or _of_the_family(e, said, text, menu)) for e in edits):
        return list(edits)
    if not said and any(isinstance(e, AskMenu) and a in _KINDS and not favourites_of(a, menu)
                        for e in edits for a in e.about):
        return list(edits)  # "whatever syrup you recommend": no favourite syrup, the syrups listed
    asked = getattr(cart, "asked", None)
    kind = said or (asked.kind if asked is not None and asked.kind and not asked.offer
                                      and favourites_of(asked.kind, menu) else "")
    return [AskMenu(about=[RECOMMEND, *([kind] if kind else [])])]


# "something chocolatey", "anything fruity?": what the menu's names and descriptions say of its items
_TASTES = {"chocolat": ("chocolate",), "spic": ("spice",), "mint": ("mint",), "cream": ("cream",),
           "herbal": ("herbal",), "smooth": ("smooth",), "strong": ("strong",),
           "fruit": ("strawberr", "tangerine", "blueberr", "apple", "lemon", "banana"),
           "sweet": ("chocolate", "muffin", "banana"), "cold": ("cold",)}
_TASTE_ASKED = re.compile(
    r"\b(?:something|anything|a\s+drink|drinks?|one|have(?:\s+a(?=\s+sweet\s+tooth))?)\s+(?:that'?s\s+|that\s+is\s+|(?:really|very|more|a\s+bit|"
    r"kind\s+of)\s+)?(?P<taste>chocolat\w*|spic\w*|minty|cream\w*|herbal|smooth|strong|fruity|sweet"
    r"|cold|iced|icy|chilled|cool|refreshing)\b", re.I)
_FOR_KIDS = re.compile(r"\bfor\s+(?:(?:my|the|a|our|your|little)\s+){0,2}(?:kids?|children|child|toddlers?"
                       r"|little\s+ones?)\b|\bkid[-\s]?friendly\b|\bkids'?\s+(?:drinks?|menu|options?)\b",
                       re.I)
_SUGGESTING = re.compile(r"\b(?:something|anything|what'?s|what\s+(?:is|do|would|can)|recommend\w*"
                         r"|suggest\w*|good|options?|menu|have)\b", re.I)
_COLD = frozenset({"cold", "iced", "icy", "chilled", "cool", "refreshing"})  # "something cold": the cold ones
# "what's good for a hot day?", "it's so hot out": something cold (the model asked whether drinks come hot)
_HOT_OUT = re.compile(r"\b(?:hot|warm|sunny|summer|summery)\s+(?:day|days|afternoon|morning|weather)\b"
                      r"|\bheat\s*wave\b|\bit'?s\s+(?:so\s+|really\s+|very\s+|too\s+)?(?:hot|warm)\s+"
                      r"(?:out|outside|today)\b", re.I)
_TEMPERATURES = frozenset({"hot", "iced", "warm", "cold"})


def taste_asked(edits: Sequence[Edit], text: str, menu: Any) -> list[Edit]:
    """``edits``, or the menu's items of the taste asked ("i want something chocolatey": the mocha, the hot
    chocolate, the chocolate croissant), where the model wrote no change (it said "didn't catch");
    "something cold", "something refreshing" or "what's good for a hot day" ask for the cold ones (the
    model read the hot day as asking whether our drinks come hot); "what's good for kids?" for the drinks
    without coffee or tea (the favourites it was answered with were the latte and the cold brew)."""
    if menu is None or len(text or "") > 160:
        return list(edits)
    if _FOR_KIDS.search(text or "") and _SUGGESTING.search(text or "") and tasting(KIDS, menu) and all(
            isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None for e in edits):
        return [AskMenu(about=[f"{TASTE}{KIDS}"])]  # "what's good for kids?": not the latte and cold brew
    said = _TASTE_ASKED.search(text or "")
    hot_out = said is None and _HOT_OUT.search(text or "") is not None
    if said is None and not hot_out:
        return list(edits)
    if any(not (isinstance(e, Finish) or isinstance(e, AskMenu) and e.ref is None and all(
            _of_a_kind(a, menu) or hot_out and a in _TEMPERATURES for a in e.about)) for e in edits):
        return list(edits)
    if any(isinstance(e, AskMenu) and any(a.startswith((FAMILY, COUNT)) for a in e.about) for e in edits):
        return list(edits)  # "a tea, something fruity": which tea, the teas listed
    taste = "cold" if hot_out or said["taste"].lower() in _COLD else said["taste"].lower()
    if not tasting(taste, menu):
        return list(edits)
    return [AskMenu(about=[f"{TASTE}{taste}"])]


def tasting(taste: str, menu: Any) -> list[str]:
    """The items whose name or description holds a word of the taste said ("chocolatey": chocolate); for
    kids, the chocolate and steamers (no coffee or tea in them)."""
    if taste == KIDS:
        return [n for n, item in menu.items.items() if item.category == "milk_drink"]
    stems = next((words for stem, words in _TASTES.items() if taste.startswith(stem)), ())
    return [n for n, item in menu.items.items()
            if any(stem in f"{n} {item.description}".lower() for stem in stems)]


def _of_the_family(thing: Any, kind: str, text: str, menu: Any) -> bool:
    """Whether the model's question or plain line is of a member of the family the turn names by its noun
    alone ("a muffin, whatever kind you recommend": the house muffin added; "which muffin do you
    recommend": a question of it)."""
    if isinstance(thing, AddLine):
        if thing != AddLine(item=thing.item):
            return False
        thing = thing.item
    noun = kind.removesuffix("s")
    family = menu.family(noun) if kind else []  # "a latte" is the latte, no family's house member
    return (isinstance(thing, str) and thing in family and thing != noun and len(family) >= 2
            and said_by_its_noun_alone(thing, text))


def _of_a_kind(about: str, menu: Any) -> bool:
    """Whether the model's question asks of a kind ("teas", "which of the teas", how many) or of a thing we
    lack named by the words of asking ("most popular muffin"), not of an item or an option."""
    return about in _KINDS or about.startswith((FAMILY, COUNT)) or (
        about not in menu.items and _ASKED.search(about) is not None)


def _kind_said(text: str, menu: Any) -> str:
    """The first word (or two) of the turn that names a kind with a favourite ("tea", "muffins"), or ""."""
    words = re.findall(r"[a-z]+", text.lower())
    nouns = {n.split()[-1] for n in menu.items}  # a family's noun ("muffin"), plural or not
    for k in range(len(words)):
        for said in (" ".join(words[k : k + 2]), words[k]):
            named = said in _KINDS or said.split()[-1].removesuffix("s") in nouns or said.split()[-1] in nouns
            if named and favourites_of(said, menu):
                return said
    return ""


def favourites_of(kind: str, menu: Any) -> list[str]:
    """The favourites of the kind said: a section ("teas", "pastries"), a family ("muffin", "lattes"),
    drinks or coffees; every favourite where ``kind`` is ""; [] where it names none of these."""
    if not kind:
        return menu.favourites()
    if kind in _DRINK_WORDS:
        return [n for n in menu.favourites() if menu.kind(n) == "drink"]
    if kind in _COFFEE_WORDS:
        return [n for n in menu.favourites() if menu.items[n].category in _COFFEE_SECTIONS]
    section = category_named(kind)
    if section is not None:
        return [n for n in menu.favourites() if menu.items[n].category == section]
    family = next((f for f in (menu.family(kind), menu.family(kind.removesuffix("s"))) if len(f) >= 2), [])
    return menu.favourites(family)
