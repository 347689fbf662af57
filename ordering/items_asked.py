"""Questions of what a menu item is ("what's a cortado?", "what's in the mocha?", "how is that different
from a latte?") and of a property the menu does not hold ("is the chai sweet?").

The model was trained on orders and on "do you have …?" questions: an item named after "what's a" reads
to it as an order (it adds a cortado), and a yes-or-no question of an item as "do you have it?" (the
reply says "Yes, we have the chai latte", which reads as "yes, it is sweet"). The words tell both: the
first is answered by what the item is (its section and prices) and changes nothing; the second says we
cannot tell, then what the item is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit, Finish, SetOrder, only_a_note
from ordering.made_into import made_into
from ordering.order_review import asks_about_the_order, order_then_asked
from ordering.replacements import choices_kept
from ordering.replies import CAFFEINE, COFFEE_IN, DESCRIBE, PRICE, UNSURE
from ordering.turn_words import value_fields

# a whole turn that asks what something is, made of, or how it differs (the item words lie inside)
_WHAT_IS = re.compile(
    r"""^\W*(?:(?:so|and|um|uh|sorry|hey|hi|hello|oh|ok|okay|wait|good\s+(?:morning|afternoon|evening)
    # "hi! first time here. what's a cortado?": a newcomer's words before the question
    |(?:it'?s\s+|this\s+is\s+)?(?:my\s+)?first\s+time(?:\s+here)?|i'?m\s+new(?:\s+here)?|never\s+been\s+here(?:\s+before)?
    |quick\s+question)\W+)*
    # "can you tell me what's in a flat white", "could you explain what a macchiato is"
    (?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell\s+me|explain(?:\s+to\s+me)?)\s+
       |do\s+you\s+know\s+|i\s+(?:was\s+)?wonder(?:ing)?\s+)?
    (?:what(?:'s|’s|s|\s+is|\s+are)\s+(?:exactly\s+)?(?:in\s+|inside\s+)?(?:a|an|the|your)\s
     | what\s+(?:a|an|the|your)\s[^,;.!?]*\s(?:is|are)(?=\s*[?.!]*\s*$)
     | what\s+(?:goes|comes)\s+in(?:to)?\s+(?:a|an|the|your)\s
     | what\s+(?:does|do)\s+(?:a|an|the|your)\s[^,;.!?]*\s(?:taste|tastes|look|looks|have|contain)\s+like
     | what\s+(?:does|do)\s+(?:a|an|the|your)\s[^,;.!?]*\s(?:contain|have\s+in\s+it)
     | how\s+(?:does|do)\s+(?:a|an|the|your)\s[^,;.!?]*\s(?:taste|tastes)(?=\s*[?.!]*\s*$)
     | how\s+(?:is|are|does|do)\s+(?:that|it|this|those|these|a|an|the|your)\b[^,;.!?]*\s
       (?:different|differ|compare)
     | what(?:'s|’s|s|\s+is)\s+the\s+difference\s+(?:between|from)\s
     | tell\s+me\s+(?:more\s+)?about\s
    )[^,;.!?]*(?:\s+(?:exactly|again|then))?\s*[?.!]*\s*$""",
    re.I | re.X,
)
# "what's your best muffin": what we recommend (`recommended`), not what the muffin is
_CHOICE_ASKED = re.compile(r"\b(?:best|favou?rites?|most\s+popular|recommend\w*)\b", re.I)
_PRICE_WORDS = re.compile(r"\b(?:how\s+much|price|prices|cost|costs|charge)\b", re.I)
_CHANGES = (AddLine, ChangeLine, SetOrder, Finish)


def asks_what_it_is(text: str) -> bool:
    """Whether ``text`` only asks what a thing is ("what's a flat white?", "what is in the mocha")."""
    return bool(text) and len(text) <= 200 and _WHAT_IS.match(text) is not None


def what_it_is(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or, when the turn only asks what the items it names are and the model added or asked
    of them, one question of those items: the reply says what each is and nothing is added. A price
    asked ("what's a latte cost?") is left to the price reading (`order_review.price_asked`)."""
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if (not items or not asks_what_it_is(text) or asks_about_the_order(text) or _CHOICE_ASKED.search(text)
            or not all(isinstance(e, _CHANGES) or isinstance(e, AskMenu) and e.ref is None for e in edits)):
        return list(edits)
    if _PRICE_WORDS.search(text):
        return [AskMenu(about=items)] if len(items) == 1 else list(edits)
    return [AskMenu(about=[*items, DESCRIBE])]


_LEAD = r"^\W*(?:(?:and|so|oh|um|hmm|ok(?:ay)?)\W+)*"
_WHAT_IS_IN_IT = re.compile(
    _LEAD + r"what(?:'s|\s+is|s|\s+goes|\s+comes)\s+(?:in|into)\s+(?:it|that|this|there)"
    r"|" + _LEAD + r"what(?:'s|\s+is)\s+(?:it|that)\s+made\s+(?:of|with|from)"
    r"|" + _LEAD + r"what(?:'s|\s+does|\s+do)\s+(?:it|that|this)\s+come\s+with", re.I)


def what_the_line_is(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or, when the turn asks what is in "it" ("what's in it?", "what is that made with") of
    the cart's last line, naming no item, and the model changed nothing but a note (or asked of the menu:
    "what comes in it" listed the add-ons), what that item is: the reply describes it, nothing changes (was
    "didn't catch" or the menu's sections)."""
    if (not text or len(text) > 80 or not cart.lines or not _WHAT_IS_IN_IT.match(text)
            or any(w.startswith("item:") for w in words)
            or any(not (_nothing_but_a_note(e) or isinstance(e, AskMenu) and e.ref is None) for e in edits)):
        return list(edits)
    return [AskMenu(about=[cart.lines[-1].item, DESCRIBE])]


def _nothing_but_a_note(edit: Edit) -> bool:
    """Whether an edit changes nothing but a note, or asks of nothing."""
    if isinstance(edit, AskMenu):
        return not edit.about and edit.ref is None
    return only_a_note(edit)


# a yes-or-no question of an item ("is the chai sweet?", "are the muffins fresh today?")
_IS_IT = re.compile(r"^\W*(?:(?:wait|and|so|oh|um|uh|hmm|ok|okay|actually|sorry)\W+)*"
                    r"(?:is|are|does|do|will)\s+(?:the|a|an|your)\b", re.I)
# words after the item that ask whether we have it, which the reply answers: "is the chai available?"
_WHETHER_WE_HAVE = frozenset({"available", "on", "menu", "still", "in", "stock", "there", "here", "today",
                              "now", "served", "sold", "offered", "back", "any", "good", "ok", "okay"})


def property_unsure(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or, when a yes-or-no question of one item asks what the menu cannot tell (plain words
    after the item: "is the chai sweet?", "does the mocha taste bitter?") and the model asked of the item
    alone or added it alone, that question marked so: the reply says we cannot tell, not "Yes, we have …",
    and nothing is added."""
    if not text or len(text) > 200 or not _IS_IT.match(text):
        return list(edits)
    named = [k for k, w in enumerate(words) if ":" in w]
    if len(named) != 1 or not words[named[0]].startswith("item:"):
        return list(edits)
    item = unsymbol(words[named[0]])[1]
    if not edits or len(edits) == 1 and only_a_note(edits[0]):  # "wait, is the mocha sweet?": noted "less
        edits = [AskMenu(about=[item])]  # sweet", or nothing; a question of the item all the same
    if len(edits) != 1:
        return list(edits)
    # or asked of the cart's line of another item ("is the mocha sweet" of a latte: `asked_not_changed`)
    about = edits[0].about if isinstance(edits[0], AskMenu) and edits[0].ref is None else []
    of_the_line = 0 < len(about) <= 2 and (len(about) == 1 or item in about) and all(
        ":" not in a and a not in (UNSURE, PRICE, DESCRIBE, CAFFEINE, COFFEE_IN) for a in about)  # "does
    # the chai have caffeine": answered (`caffeine_asked`), not a property we cannot tell
    if edits[0] not in (AskMenu(about=[item]), AddLine(item=item)) and not of_the_line:
        return list(edits)
    after = [w for w in words[named[0] + 1:] if w.isalpha()]
    if not after or _WHETHER_WE_HAVE.intersection(after):
        return list(edits)
    return [AskMenu(about=[item, UNSURE])]


# "is it sweet?", "is that strong?": a yes-or-no question of the line just ordered
_IS_THAT = re.compile(
    r"^\W*(?:(?:and|so|oh|um|uh|hmm)\W+)*(?:is|does)\s+(?:it|that|this)\s+([a-z\s]+?)\s*\?*\s*$", re.I)
_HOW_IS = re.compile(
    r"^\W*(?:(?:and|so|oh|um|uh|hmm)\W+)*how\s+([a-z]+)\s+is\s+(?:it|that|this)\s*\?*\s*$", re.I)
# properties the menu cannot tell (a taste, a strength): not "is that all?", "is that extra?", "is it decaf?"
_PROPERTIES = frozenset({"sweet", "sweetened", "strong", "bitter", "spicy", "sour", "creamy", "rich",
                         "mild", "smooth", "hot", "cold", "warm", "big", "vegan", "healthy", "fresh",
                         "homemade", "organic", "caffeinated", "nice", "tasty", "popular", "filling",
                         "heavy", "light", "too", "very", "really", "taste", "good"})


def property_of_line_unsure(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or, when the turn asks a property the menu cannot tell of "it" or "that" ("is it sweet?",
    "is that strong?") with no menu word, and the model asked nothing of a line, the question asked of the
    item of the cart's last line: the reply says we cannot tell (`property_unsure`). Right after a question
    of an item not ordered ("what's in the chai latte?", `Cart.asked.offer`), "it" is that item."""
    how = _HOW_IS.match(text or "")
    said = _IS_THAT.match(text or "") or how
    said_of_temp = how is not None and all(w.startswith("temp:") for w in words if ":" in w)
    offer = getattr(getattr(cart, "asked", None), "offer", None) or {}
    item = offer.get("item") or (cart.lines[-1].item if cart.lines else None)
    if said is None or item is None or any(":" in w for w in words) and not said_of_temp:
        return list(edits)  # "how hot is it?" tags "hot" as the temperature: still asked, not set
    asked = said.group(1).lower().split()
    if not asked or not set(asked) <= _PROPERTIES or asked in (["too"], ["very"], ["really"]):
        return list(edits)
    if any((not isinstance(e, AskMenu) or e.ref is not None or e.about)
           and not (how and isinstance(e, ChangeLine) and (only_a_note(e) or _only_temp(e))) for e in edits):
        return list(edits)  # "how sweet is it?" was read as a note of "how sweet": asked, not noted
    return [AskMenu(about=[item, UNSURE])]


def property_asked_after_order(edits: Sequence[Edit], text: str, words: Sequence[str] = (),
                               menu: Any = None) -> list[Edit]:
    """``edits``, or, where the turn orders one thing and then asks a property the menu cannot tell of
    "it" ("an americano. is it strong?"), the line added and the question of its item: the reply adds it
    and says we cannot tell (the model added it and the question went unanswered, or read the turn as a
    question of the item alone: "a cold brew. is that strong?" ordered nothing)."""
    said = order_then_asked(text or "") if len(text or "") <= 160 else None
    asked = _IS_THAT.match(said["asked"]) if said is not None else None
    cut = _last_pause(words)
    adds = [e for e in edits if isinstance(e, AddLine)]
    ordered = ordered_before(edits, words[:cut], menu) if not adds and cut is not None else []
    if asked is None or len(adds or ordered) != 1 or not set(asked.group(1).lower().split()) <= _PROPERTIES:
        return list(edits)
    if not ordered and any(not isinstance(e, AddLine) and not only_a_note(e) for e in edits):
        return list(edits)
    line = (adds or ordered)[0]
    return [line.model_copy(update={"notes": None}), AskMenu(about=[line.item, UNSURE])]


def other_item_property_asked(edits: Sequence[Edit], words: Sequence[str], menu: Any = None,
                              cart: Any = None) -> list[Edit]:
    """``edits``, or, where the turn orders and then asks a property the menu cannot tell of another item
    ("can i get a latte, and is the banana bread good"), the lines ordered and the question of that item:
    the reply adds the latte and says we cannot tell (the model added the banana bread too, or asked of
    the latte and ordered nothing). An order part that makes a line another item ("actually make it a
    mocha, and is …") makes it (`made_into`; the model added the mocha beside the latte). Only where the
    model added or asked, and changed nothing."""
    starts = [k for k in range(1, len(words)) if words[k] in ("is", "are") and words[k - 1] in (
        *_SEPARATORS, "and")]
    if menu is None or not starts:
        return list(edits)
    start = starts[-1]
    asked = [w for w in words[start:] if w != "?"]
    props = asked[3:]
    if len(asked) < 4 or asked[1] not in ("the", "your") or not asked[2].startswith("item:") or (
            not props or not set(props) <= _PROPERTIES or asked[2] in words[:start]):
        return list(edits)
    item = unsymbol(asked[2])[1]
    if any(not isinstance(e, AddLine | AskMenu) or isinstance(e, AskMenu) and e.ref is not None
           for e in edits):
        return list(edits)
    order = list(words[:start])
    while order and order[-1] in (*_SEPARATORS, "and"):
        order.pop()
    adds = [e for e in edits if isinstance(e, AddLine) and e.item != item] or ordered_before(
        [e for e in edits if isinstance(e, AskMenu)], order, menu)
    made = choices_kept(made_into([], order, cart, menu), order, cart, menu) if cart is not None else []
    adds = made or adds  # "actually make it a mocha, and is the banana bread good": the latte made a mocha
    return [*adds, AskMenu(about=[item, UNSURE])] if adds else list(edits)


# "is it decaf?", "does it come with whip?": a question of a value of the line just ordered
_HAS_IT = re.compile(r"^\W*(?:(?:and|so|oh|um|uh|hmm|wait)\W+)*(?:is|are|does|do|will|would|can)\s+"
                     r"(?:it|that|this|they|those|these)\b", re.I)
_SEPARATORS = frozenset({".", ",", ";", "!"})


def _last_pause(words: Sequence[str]) -> int | None:
    """Where the turn's last stop or comma is among its words (the question said after the order), or
    None."""
    return max((k for k, w in enumerate(words) if w in _SEPARATORS), default=None)


def value_asked_after_order(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                            menu: Any = None) -> list[Edit]:
    """``edits``, or, where the turn orders one thing and then asks whether it has a value ("a mocha. is it
    decaf?", "a latte, does it come with vanilla?"), the line added without that value and the question
    asked of it: the reply adds it and answers ("No, the mocha isn't decaf; it can be decaf."); the model
    made it decaf, and the question went unanswered."""
    said = order_then_asked(text or "") if len(text or "") <= 160 else None
    cut = _last_pause(words)
    if said is None or cut is None or not _HAS_IT.match(said["asked"]):
        return list(edits)
    adds = [e for e in edits if isinstance(e, AddLine)] or ordered_before(edits, words[:cut], menu)
    if len(adds) != 1 or len(edits) != 1:
        return list(edits)
    values = [unsymbol(w) for w in words[cut + 1 :] if ":" in w]
    line = adds[0]
    if not values or any(g == "item" for g, _ in values):
        return list(edits)
    if isinstance(edits[0], AddLine) and not all(_has(line, g, n) for g, n in values):
        return list(edits)  # a value the model's line did not get from the question: the model's
    asked = {g for g, _ in values}
    plain = line.model_copy(update={**{g: None for g in asked - {"addon"}}, "notes": None,
                                    "addons": {n: c for n, c in line.addons.items()
                                               if ("addon", n) not in values}})
    return [plain, AskMenu(ref=len(cart.lines) + 1, about=[f"{g}:{n}" for g, n in values])]


def _has(line: AddLine, group: str, name: str) -> bool:
    """Whether the line has the value ``group:name`` ("caffeine:decaf", "addon:whipped cream", "shots:2")."""
    if group == "addon":
        return bool(line.addons.get(name))
    return getattr(line, group, None) in (name, int(name) if name.isdigit() else name)


def ordered_before(edits: Sequence[Edit], said: Sequence[str], menu: Any) -> list[AddLine]:
    """The one line the words before a question order ("a large cold brew"), where the model wrote only a
    question of nothing, of that item or of a value (not of another item): ``[]`` otherwise."""
    items = [unsymbol(w)[1] for w in said if w.startswith("item:")]
    counts = [number_value(w) for w in said if is_count(w)]
    if menu is None or len(items) != 1 or len(counts) > 1 or not said or (
            said[0] not in _ORDER_OPENERS and not counts) or any(
            not isinstance(e, AskMenu) or e.ref is not None
            or not all(a == items[0] or a not in menu.items for a in e.about) for e in edits):
        return []
    fields, addons = value_fields([w for w in said if ":" in w and not w.startswith("item:")])
    return [AddLine(item=items[0], qty=counts[0] if counts else 1, addons=addons, **fields)]


_ORDER_OPENERS = frozenset({"a", "an", "one", "i'll", "i'd", "can", "could", "get", "just"})


def _only_temp(edit: ChangeLine) -> bool:
    """Whether ``edit`` sets a line's temperature and nothing else."""
    return edit.temp is not None and not edit.model_dump(exclude={"op", "ref", "temp"}, exclude_defaults=True)


# what the menu holds nothing of: "how many calories is that?", "is the muffin gluten free?", "any nuts in
# the banana bread?", "what roast is the coffee?"
_NUTRITION = re.compile(
    r"\b(?:calories|calorie|kcal|cals|nutrition|nutritional|allergens?|allergy|allergies|gluten|nuts?|"
    r"peanuts?|carbs?|carbohydrates|protein|sugar\s+content|ingredients|"
    r"roast|roasts|roasted|beans?|origin|blend|fair\s*trade)\b", re.I)  # "what roast is it?" of the coffee
# what the menu holds nothing of for its food: "do you have vegan pastries?", "is the banana bread dairy
# free?" (of a drink, "vegan" or "dairy free" asks for the non-dairy milks, which the menu has)
_DIETARY = re.compile(r"\b(?:vegan|vegetarian|dairy[- ]?free|non[- ]?dairy|plant[- ]based|egg[- ]?free|"
                      r"lactose[- ]?free|kosher|halal)\b", re.I)
_FOOD = re.compile(r"\b(?:food|pastry|pastries|bakery|baked\s+goods|snacks?|muffins?|croissants?|bagels?|"
                   r"bread|loaf|cakes?|treats?)\b", re.I)
_FOODS = re.compile(
    r"\b(?:food|pastries|bakery|baked\s+goods|snacks|muffins|croissants|bagels|cakes|treats)\b", re.I)
# a question, or one asked after a first clause: "i'm allergic to nuts, is the banana bread ok"
_ASKING = re.compile(r"\?|(?:^|[,.;]\s*)\W*(?:(?:hmm+|um+|uh+|oh|so|and|ok|okay|well)\W+)*"
                     r"(?:how|what|which|is|are|does|do|any|can|could|has|have)\b|\ballergic\b", re.I)


# a question of the menu at large, not of the cart's last line: "do you have anything gluten free?"
_OF_ALL = re.compile(
    r"\b(?:do\s+you|do\s+y'?all|anything|something|stuff|options?|which|things|choices)\b", re.I)
_OF_IT = re.compile(r"\b(?:it|that|this|those|them|these|mine|my)\b", re.I)


def nutrition_unsure(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                     lacking: Sequence[str] = ()) -> list[Edit]:
    """``edits``, or, when the turn asks what the menu holds nothing of (calories, allergens, gluten,
    nuts) and the model changed nothing (or added the one item named, plain), that question asked of the
    item named, else of the cart's last line's item (not where it asks of the menu at large, "anything
    gluten free?"), else of nothing: the reply says we cannot tell, not
    the menu's sections, and nothing is added. A word of a thing ordered that we lack (``lacking``) asks
    nothing: "can i get a vanilla bean frappuccino" orders one."""
    if not text or len(text) > 200 or not _ASKING.search(text):
        return list(edits)
    lacked = {w for thing in lacking for w in thing.lower().split()}
    nutrition = any(m.group(0).lower() not in lacked for m in _NUTRITION.finditer(text))
    dietary = not nutrition and _DIETARY.search(text) and _FOOD.search(text)
    if not nutrition and not dietary:
        return list(edits)
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if len(items) > 1:
        return list(edits)
    if dietary and _FOODS.search(text):  # "vegan muffins?": of the food at large, not of one muffin
        items = []
    if not items and (dietary or not cart.lines or _OF_ALL.search(text) and not _OF_IT.search(text)):
        # "do you have gluten free stuff?": of nothing named, though a latte is in the cart
        # "vegan pastries?": the sections named ("non-dairy milks", "pastries") are no answer of it
        nothing = all(isinstance(e, AskMenu) and (not e.about or dietary) and e.ref is None for e in edits)
        return [AskMenu(about=[UNSURE])] if nothing else list(edits)
    added = [AddLine(item=items[0])] if items else []  # "any nuts in the muffin?" read as an order of one
    if edits != added and any(not isinstance(e, AskMenu) or e.ref is not None or UNSURE in e.about
                              for e in edits):
        return list(edits)
    return [AskMenu(about=[items[0] if items else cart.lines[-1].item, UNSURE])]


_DIFFERENCE = re.compile(r"\bwhat(?:'s|\s+is|s)\s+the\s+difference\b|\bdifference\s+between\b|"
                         r"\bhow\s+(?:is|are|does|do)\s+[a-z ]{1,40}\s+differ(?:ent)?\b", re.I)


def difference_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any = None) -> list[Edit]:
    """``edits``, or where the turn asks how things differ ("what's the difference between a cortado and a
    flat white?"), orders or changes nothing, and the model wrote only questions or things we lack ("Sorry,
    we don't have difference between tea"): what each item it names is, from the menu (`item_described`:
    the reader compares them), or "we can't tell" where it names no item of ours. "Between them" names the
    items of the order (of the last turn's lines first) where they are two or three; "between that and a
    latte" the order's last line and the latte. A turn that is all a
    comparison ("which is stronger, a cortado or a cappuccino?", "which one has more caffeine", "is a
    macchiato stronger than a latte?", "is that the same as a latte?", "are lattes and flat whites the
    same") is asked so too, whatever the model wrote (it ordered both drinks); of no item named, the
    order's."""
    if not text or len(text) > 200:
        return list(edits)
    comparing = bool(_COMPARING.match(text))
    if not comparing and not _DIFFERENCE.search(text):
        return list(edits)
    if not comparing and any(not (isinstance(e, AskMenu) and e.ref is None or isinstance(
            e, AddLine) and e.item.startswith("difference")) for e in edits):
        return list(edits)
    priced = all(isinstance(e, AskMenu) and PRICE in e.about for e in edits)
    if edits and priced and _PRICE_WORDS.search(text):
        return list(edits)  # "the price difference between large and medium": both prices
    items = list(dict.fromkeys(unsymbol(w)[1] for w in words if w.startswith("item:")))
    if not items and (_THEM.search(text) or comparing or _BARE_DIFFERENCE.match(text)):  # "the difference
        # between them", "which is stronger", "what's the difference?" of two lines
        items = _items_of_the_order(cart)
    if _THAT_AND.search(text) and cart is not None and cart.lines:  # "between that and a latte": the
        items = list(dict.fromkeys([cart.lines[-1].item, *items]))  # order's last line is "that"
    if comparing and len(items) < 2:
        return list(edits)  # "which is better for a cold day": no two things compared
    return [AskMenu(about=[*items, DESCRIBE])] if items else [AskMenu(about=[UNSURE])]


# a turn that only compares: "which is stronger, a cortado or a cappuccino?", "which one has more caffeine"
_COMPARING = re.compile(
    r"^\W*(?:so\s+|and\s+|ok(?:ay)?,?\s+|hmm+,?\s+)?(?:which|what)"
    r"(?:\s+one|\s+of\s+(?:them|those|these|the\s+two))?(?:'s|\s+is|\s+has|\s+would\s+be|\s+are|\s+have)\s+"
    r"(?:got\s+)?(?:stronger|weaker|sweeter|milkier|creamier|richer|lighter|healthier|better|cheaper|bigger|"
    r"more\s+\w+|less\s+\w+)\b(?!\s+(?:for\s+)?(?:me|you)\b)[^.!]*$"
    # "is a macchiato stronger than a latte?", "are cortados smaller than flat whites"
    r"|^\W*(?:so\s+|and\s+|ok(?:ay)?,?\s+|hmm+,?\s+)?(?:is|are)\s+(?:(?:a|an|the|your)\s+)?[^,;.!?]*\s"
    r"(?:stronger|weaker|sweeter|milkier|creamier|richer|lighter|healthier|cheaper|bigger|smaller|more\s+\w+"
    r"|less\s+\w+)\s+than\s[^.!]*$"
    # "is that the same as a latte?", "is a cortado different from a flat white"
    r"|^\W*(?:so\s+|and\s+|oh\s+|wait,?\s+|ok(?:ay)?,?\s+|hmm+,?\s+)?(?:is|are)\s+[^,;.!?]*?\s*"
    r"\b(?:the\s+same\s+as|different\s+(?:from|than|to))\s[^.!]*$"
    r"|^\W*(?:so\s+|and\s+|oh\s+|wait,?\s+)?(?:is|are)\s+[^,;.!?]*\s(?:the\s+same|different)\W*$", re.I)
_BARE_DIFFERENCE = re.compile(r"^\W*(?:(?:so|and|ok|okay|hmm+|um|wait)\W+)*"
                              r"what(?:'s|\s+is|s)\s+the\s+difference(?:\s+again)?\W*$", re.I)
_THAT_AND = re.compile(r"\b(?:between|from)\s+(?:that|it|this|mine)(?:\s+one)?\s+and\b"
                       r"|\bhow\s+(?:is|does)\s+(?:that|it|this|mine)(?:\s+one)?\s+differ"
                       r"|\bis\s+(?:that|it|this|mine)(?:\s+one)?\s+(?:the\s+same\s+as|different)\b", re.I)
_THEM = re.compile(r"\b(?:between|from)\s+(?:them|those|these|the\s+two|both)\b|\bhow\s+(?:are|do)\s+"
                   r"(?:they|those|these|the\s+two)\s+differ", re.I)


def _items_of_the_order(cart: Any) -> list[str]:
    """The two or three items the last turn added, else the order's, where they are two or three."""
    lines = list(getattr(cart, "lines", None) or [])
    added = [line.item for line in lines if line.id in (getattr(cart, "added", None) or [])]
    for said in (added, [line.item for line in lines]):
        items = list(dict.fromkeys(said))
        if 2 <= len(items) <= 3:
            return items
    return []


# "is the cold brew available hot?", "is the flat white served iced", "does the chai come iced?"
_AVAILABLE_AS = re.compile(r"^\W*(?:is|are|does|do|can)\s+(?:the|a|an|your)\b[^?.!,;]*\b"
                           r"(?:available|served|offered|made|come|comes|be\s+made|be\s+had|do)\b", re.I)


def value_of_item_asked(edits: Sequence[Edit], text: str, words: Sequence[str]) -> list[Edit]:
    """``edits``, or the question whether the one item named takes the one value said after it, where the
    model asked of the item alone ("is the cold brew available hot?" was answered "Yes, we have the cold
    brew"): the reply says whether it can be so, from the menu ("Hot isn't available for the cold brew")."""
    if not text or len(text) > 120 or not _AVAILABLE_AS.match(text) or len(edits) != 1:
        return list(edits)
    named = [k for k, w in enumerate(words) if w.startswith("item:")]
    values = [w for w in words if ":" in w and not w.startswith("item:")]
    if len(named) != 1 or len(values) != 1 or words.index(values[0]) < named[0]:
        return list(edits)
    item = unsymbol(words[named[0]])[1]
    if edits[0] not in (AskMenu(about=[item]), AddLine(item=item)):
        return list(edits)
    group, name = unsymbol(values[0])
    return [AskMenu(about=[item, f"{group}:{name}"])]
