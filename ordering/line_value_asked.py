"""A question of what a line of the order has ("what milk is in the latte?", "what size is it?", "is there
caffeine in that?", "how many shots are in it?", "does it come with milk?") is answered from the line: "The
latte has whole milk.", "Yes, the mocha has caffeine.", "The flat white has 1 espresso shot." (the model
added a shot), "The earl grey tea comes with no milk.".

The model read these as a change (it unset the latte's milk or the mocha's caffeine, which the reading of
questions turned into nothing) and the reply gave the menu's sections. Where the turn asks which milk,
size or temperature a line has, or whether it has caffeine, names one line (its item's one line, or
"it"/"that" of the cart's last line) and asks nothing of the menu ("you", "a", "options"), the question
is asked of that line (``AskMenu.ref``, about ``what:<group>``); the line is never changed. "How big is
that?" asks its size: "big" is an alias of large, and the model made the cortado large.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import unsymbol
from ordering.edits import PRICE, WHAT, AddLine, AskMenu, ChangeLine, Edit, RemoveLine
from ordering.named_lines import lines_named

_LEAD = r"^\W*(?:(?:so|and|um|uh|oh|wait|sorry|hmm|ok|okay|actually)[\s,]+)*"  # "wait, how many shots …"
_GROUPS = {"milk": "milk", "size": "size", "temperature": "temp", "temp": "temp"}
_WHICH = re.compile(
    _LEAD + r"(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+)?"
    r"(?P<group>milk|size|temperature|temp)\b(?P<rest>.*)$", re.I)
_OF_LINE = re.compile(r"\b(?:in|on|is|does|did|comes?|for|of|with|has|have|was)\b", re.I)
_CAFFEINE = re.compile(
    r"^\W*(?:is\s+there|does\s+(?:it|that|this|the\s+\w+(?:\s+\w+)?)\s+have|has\s+(?:it|that)\s+got)\s+"
    r"(?:any\s+)?caffeine\b|^\W*(?:is|are)\s+(?:it|that|this|the\s+\w+(?:\s+\w+)?)\s+caffeinated\b"
    # "how much caffeine is in that", "how much caffeine does it have"
    r"|^\W*how\s+much\s+caffeine\s+(?:is\s+(?:there\s+)?in|'s\s+in|does)\s+(?:it|that|this|the\s+\w+(?:\s+\w+)?)\b",
    re.I)
_SHOTS = re.compile(
    _LEAD + r"how\s+many\s+(?:espresso\s+)?shots\b"
    r"|^\W*(?:is|are)\s+(?:it|that|this|the\s+\w+(?:\s+\w+)?)\s+(?:a\s+)?(?:single|double|triple)(?:\s+shots?)?\W*$",
    re.I)
# "how big is that?" of the cortado ordered: its size ("big" is an alias of large: the model made it large)
_HOW_BIG = re.compile(
    r"^\W*(?:(?:so|and|um|uh|oh|wait|sorry|hmm)[\s,]+)*how\s+(?:big|large|small)\s+(?:is|are|'s)\s+"
    r"(?:it|that|this|those|they|the\s+\w+(?:\s+\w+)?)\W*$", re.I)
# "does it come with milk?", "does the tea have milk in it", "is the chai made with milk"
_WITH_MILK = re.compile(
    r"^\W*(?:(?:so|and|um|uh|oh|wait)[\s,]+)*(?:does|do|is|are)\s+(?:it|that|this|the\s+\w+(?:\s+\w+)?)\s+"
    r"(?:come\s+with|comes\s+with|have|has|served\s+with|made\s+with)\s+(?:any\s+)?milk(?:\s+in\s+it)?\W*$",
    re.I)
_POINTING = re.compile(r"\b(?:it|that|this|mine)\b", re.I)
# "what size did i order again?", "what milk did i say", "what size is my drink" of an order of one line
_OF_MY_ORDER = re.compile(
    r"\b(?:did|have)\s+(?:i|we)\s+(?:order|get|say|ask\s+for|pick|choose|go\s+for|put)\b"
    r"|\b(?:i|we)\s+(?:ordered|got|said|asked\s+for|picked|chose|went\s+for)\b|\bmy\s+(?:drink|order)\b",
    re.I)
_OF_MENU = re.compile(r"\b(?:you|your|y'all|a|an|options?|available|come\s+in)\b", re.I)
_CHANGES = (AddLine, ChangeLine, RemoveLine)


def line_value_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the question of the one line the turn names, of the group it asks (see the module)."""
    if not text or len(text) > 120 or not cart.lines:
        return list(edits)
    which = _WHICH.match(text)
    if _SHOTS.search(text) and not _OF_MENU.search(_SHOTS.sub(" ", text)):
        group = "shots"  # "how many shots are in it?", "is the flat white a double shot?"
    elif _OF_MENU.search(text):
        return list(edits)  # "what milk do you have?", "what size is a large?": the menu's
    elif which is not None and _OF_LINE.search(which["rest"]):
        group = _GROUPS[which["group"].lower()]
    elif _HOW_BIG.match(text):
        group = "size"
    elif _CAFFEINE.search(text):
        group = "caffeine"
    elif _WITH_MILK.match(text):
        group = "milk"  # "does it come with milk?" of an earl grey: "… comes with no milk."
    else:
        return list(edits)
    if any(isinstance(e, AddLine | RemoveLine) or isinstance(e, ChangeLine) and _sets_a_value(e)
           and not (group == "shots" and _says_only_shots(e, _OF_THE_LINE))
           and not (group == "size" and _HOW_BIG.match(text) and _says_only_size(e)) for e in edits):
        return list(edits)  # a change said with it is the model's ("what milk is in it? make it oat")
    ref = _line_meant(text, words, cart)
    return list(edits) if ref is None else [AskMenu(about=[WHAT + group], ref=ref)]


# "how much is the mocha?", "what does my latte cost", "and the price of the muffin?"
_PRICE_OF_LINE = re.compile(
    r"^\W*(?:(?:so|and|um|uh|oh|ok|okay|wait|sorry)[\s,]+)*(?:how\s+much\s+(?:is|are|was|does|do|'s|will)|"
    r"what(?:'s|\s+is|\s+does)|(?:and\s+)?the\s+price\s+of)\s+(?:the|my)\s+[^,.!?]*$", re.I)


def line_price_asked(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the price of the one line the turn names ("how much is the mocha?" of a large oat
    mocha ordered: "Your large oat milk mocha is $6.45."), where the model asked the price of its item (the
    reply gave the menu's prices of every size) and the line holds every value the question says."""
    asks = [e for e in edits if isinstance(e, AskMenu) and e.ref is None and PRICE in e.about]
    if len(asks) != 1 or len(edits) != 1 or not text or len(text) > 80 or not _PRICE_OF_LINE.match(text):
        return list(edits)
    items = [a for a in asks[0].about if ":" not in a and a != PRICE]
    refs = lines_named(items[0], cart) if len(items) == 1 else []  # "the muffin" of the blueberry one
    if len(items) != 1 or len(refs) != 1 or _ref_said(words) is None:
        return list(edits)
    line = cart.lines[refs[0] - 1]
    if not all(line.holds(*a.split(":", 1)) for a in asks[0].about if ":" in a):
        return list(edits)  # "how much is the large mocha" of a small one: the menu's price
    return [AskMenu(about=[PRICE], ref=refs[0])]


def _ref_said(words: Sequence[str]) -> int | None:
    """Where the turn names an item as a line ("the mocha", "my large latte"), or None."""
    for at, word in enumerate(words):
        before = at - 1
        while before >= 0 and ":" in words[before] and not words[before].startswith("item:"):
            before -= 1
        if word.startswith("item:") and before >= 0 and words[before] in ("the", "my"):
            return at
    return None


def _line_meant(text: str, words: Sequence[str], cart: Any) -> int | None:
    """The line the question names: its item's one line, else "it"/"that": the cart's last line, else the
    one line of the kind said ("the tea")."""
    items = {unsymbol(w)[1] for w in words if w.startswith("item:")}
    if len(items) == 1:
        refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in items]
        return refs[0] if len(refs) == 1 else None
    if items:
        return None
    if _POINTING.search(text):
        return len(cart.lines)
    if _OF_MY_ORDER.search(text) and len(cart.lines) == 1:
        return 1
    # "does the tea come with milk" of an earl grey and a muffin: the one line of the kind said
    said = {b for a, b in zip(words, words[1:], strict=False) if a == "the"}
    kinds = [r for r, line in enumerate(cart.lines, start=1) if line.item.split()[-1] in said]
    return kinds[0] if len(kinds) == 1 else None


def _sets_a_value(change: ChangeLine) -> bool:
    """Whether a change sets more than a note or an unset (the model's reading of the question)."""
    return bool(change.model_dump(exclude={"op", "ref", "unset", "notes"}, exclude_defaults=True))


def _says_only_shots(edit: Edit, ignoring: frozenset[str]) -> bool:
    """Whether an edit sets shots or an espresso shot and nothing else but the fields ``ignoring`` (the
    model's reading of "how many shots are in it?")."""
    said = edit.model_dump(exclude={"op", "ref", *ignoring}, exclude_defaults=True)
    addons = {**said.pop("addons", {}), **said.pop("add_addons", {})}
    return set(said) <= {"shots"} and set(addons) <= {"espresso shot"}


def _says_only_size(edit: Edit) -> bool:
    """Whether a change sets a size and nothing else but a note or an unset (the model's reading of the
    "big" of "how big is that?")."""
    return isinstance(edit, ChangeLine) and edit.values_changed(*_OF_THE_LINE) <= {"size"}


_OF_THE_LINE = frozenset({"unset", "notes"})  # the model's reading of a question of a line
_OF_AN_ITEM = frozenset({"item", "qty", "size", "notes"})  # of an item of the menu: "a large latte"


def shots_of_menu_asked(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits``, or the question of how many shots an item of the menu has ("how many shots in a large
    latte?", "how many shots does a flat white have"): the model ordered a large latte with a shot. Only
    where one item is named with "a"/"an" and the model wrote nothing but that item with shots, or a change
    of shots."""
    if menu is None or not text or len(text) > 120 or not _SHOTS.search(text):
        return list(edits)
    at = [i for i, w in enumerate(words) if w.startswith("item:")]
    if len(at) != 1:
        return list(edits)
    item = unsymbol(words[at[0]])[1]
    before = [w for w in words[max(0, at[0] - 3) : at[0]] if not w.startswith("size:")]
    if item not in menu.items or not before or before[-1] not in ("a", "an"):
        return list(edits)  # "how many shots in the latte?": of the line (`line_value_asked`)
    for edit in edits:
        if not isinstance(edit, AddLine | ChangeLine) or isinstance(edit, AddLine) and edit.item != item:
            return list(edits)
        if not _says_only_shots(edit, _OF_AN_ITEM):
            return list(edits)
    sizes = [w for w in words if w.startswith("size:")]
    return [AskMenu(about=[WHAT + "shots", item, *sizes[:1]])]
