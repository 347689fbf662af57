"""'A coffee with two shots', 'a chai with a double shot': espresso shots said of a drink made without
them are that many of the espresso shot add-on.

The tagger reads "two shots" / "a double shot" as the drink's number of shots, a choice only espresso
drinks have; the model could not write it on a coffee, a chai or a hot chocolate and dropped it, and the
customer got a plain coffee ("add two shots to it" of a chai was refused: it "doesn't take a shot
count"). Said right after such a drink's item (no other item between), or of the one line a change
names, the count is the add-on's, as "a coffee with a shot" already was. "With two shots of espresso"
said alone after "an iced chai" is the chai's (the model added a double espresso); after a latte, the
latte's shots. "Two shots" said alone ("with two shots", "no, two shots" of a chai with one) is the last
line's count of the add-on, where that line takes shots only as an add-on (the model wrote a note, and
the customer heard "didn't catch"); "add two shots" adds them to the ones it has.

"Add two shots" of a drink with shots of its own (an americano, three shots when large) is two shots
more, the add-on, as "add 2 extra shots" is (`shots_added_to`): the model set the drink to two shots, one
fewer than it had. "Two shots total" of a drink with a shot added is two shots, the added one taken off
(`shots_in_all`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, item_of

SHOT = "espresso shot"
# "shot" said, or a café name of coffee with shots (the tagger's `RECIPES`: "a black eye")
_SHOT_SAID = re.compile(r"\b(?:shots?|black\s+eyes?|red\s+eyes?)\b", re.IGNORECASE)
_PHRASE_END = frozenset({",", ".", "!", "?", "please", "and", "to", "in", "on", "into", "for", "thanks",
                         "then", "too", "as", "well"})


def shots_as_add_on(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                    menu: Any) -> list[Edit]:
    """``edits`` with a count of shots said of a drink without shots as its espresso shot add-on (see the
    module): the word "shot" said, and the count ending its phrase ("two shots of caramel" is the
    caramel's count, "double cupped" and "double the sugar" no shots at all)."""
    said = [k for k, w in enumerate(words) if w.startswith("shots:")]
    if (menu is None or len(said) != 1 or not unsymbol(words[said[0]])[1].isdigit()
            or not _SHOT_SAID.search(text or "")):
        return list(edits)
    end = said[0] + 1
    of_espresso = words[end : end + 2] == ["of", "item:espresso"]
    if of_espresso:  # "two shots of espresso in it"
        end += 2
    if end < len(words) and words[end] not in _PHRASE_END:
        return list(edits)
    if of_espresso and (last := _last_line_shots_added(edits, words, said[0], end, cart, menu)):
        return last
    count = int(unsymbol(words[said[0]])[1])
    before = [w for w in words[: said[0]] if w.startswith("item:")]
    after = [w for w in words[end:] if w.startswith("item:")]
    # the item said before the shots ("a coffee with two shots"), else the one after ("add a double shot
    # to the chai")
    named = unsymbol(before[-1])[1] if before else unsymbol(after[0])[1] if len(after) == 1 else None
    out = list(edits)
    fits = [k for k, e in enumerate(out) if _takes_shots_as_add_on(item_of(e, cart), count, menu)
            and (named is None and not after or item_of(e, cart) == named)]
    lines = [r for r, line in enumerate(cart.lines, start=1) if line.item == named]
    if not out and not before and len(lines) == 1 and _takes_shots_as_add_on(named, count, menu):
        return [ChangeLine(ref=lines[0], add_addons={SHOT: count})]  # the model wrote nothing
    if (not out and named is None and cart.lines and {"it", "that"} & set(words[end:])
            and _takes_shots_as_add_on(cart.lines[-1].item, count, menu)):
        return [ChangeLine(ref=len(cart.lines), add_addons={SHOT: count})]  # "... in it": the last line
    if not out and named is None and cart.lines and not set(words) - {words[said[0]]} - _SAID_ALONE and (
            _takes_shots_as_add_on(cart.lines[-1].item, count, menu)):  # "with two shots", "no, two shots"
        had = cart.lines[-1].addons.get(SHOT, 0) if {"add", "plus", "another"} & set(words) else 0
        return [ChangeLine(ref=len(cart.lines), add_addons={SHOT: had + count})]  # the last line's
    if len(fits) != 1 or named is None and not isinstance(out[fits[0]], ChangeLine):
        return out
    edit = out[fits[0]]
    if edit.shots is not None:  # written as the line's shots ("add two shots to it"), which it has none of
        edit = edit.model_copy(update={"shots": None})
        out[fits[0]] = edit
    if isinstance(edit, AddLine) and SHOT not in edit.addons:
        out[fits[0]] = edit.model_copy(update={"addons": {**edit.addons, SHOT: count}})
    elif isinstance(edit, ChangeLine) and SHOT not in edit.add_addons:
        out[fits[0]] = edit.model_copy(update={"add_addons": {**edit.add_addons, SHOT: count}})
    return out


_ADDING = frozenset({"add", "plus"})


_IN_ALL = frozenset({"total", "altogether", "all"})  # "two shots total", "three shots in all"


def shots_in_all(edits: Sequence[Edit], words: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the added shots taken off a line whose shots the turn counts in all ("add a shot",
    then "no, two shots total" of a flat white: two shots, not two and the one added)."""
    said = [k for k, w in enumerate(words) if w.startswith("shots:")]
    if len(said) != 1 or not _IN_ALL.intersection(words[said[0] + 1 : said[0] + 3]) or len(edits) != 1:
        return list(edits)
    change = edits[0]
    if not isinstance(change, ChangeLine) or change.shots is None or not 1 <= change.ref <= len(cart.lines):
        return list(edits)
    if SHOT not in cart.lines[change.ref - 1].addons or SHOT in change.add_addons:
        return list(edits)
    return [change.model_copy(update={"drop": [*change.drop, SHOT]})]


def shots_added_to(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with "add two shots" of a drink with shots of its own as two espresso shots more (see the
    module), where the model set the one line's shots and nothing else."""
    said = [k for k, w in enumerate(words) if w.startswith("shots:")]
    if menu is None or len(said) != 1 or not said[0] or words[said[0] - 1] not in _ADDING or len(edits) != 1:
        return list(edits)
    change = edits[0]
    if not isinstance(change, ChangeLine) or change.shots is None or change.values_changed(
            "notes") != {"shots"} or not 1 <= change.ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[change.ref - 1]
    if "shots" not in menu.item(line.item).groups or not menu.allows(line.item, "addon", SHOT):
        return list(edits)
    had = line.addons.get(SHOT, 0)
    return [ChangeLine(ref=change.ref, add_addons={SHOT: had + change.shots})]


_LEADING = frozenset({"with", "and", "add", "plus", "also", "oh", "can", "i", "get", "put", "please", ","})
# the words of a turn that says a count of shots alone, of the last line or correcting its count
_SAID_ALONE = _LEADING | _PHRASE_END | {
    "actually", "no", "make", "it", "that", "instead", "just", "ok", "okay", "sorry", "wait", "meant",
    "let's", "do", "you", "could", "in", "there"}


def _last_line_shots_added(edits: Sequence[Edit], words: Sequence[str], at: int, end: int, cart: Any,
                           menu: Any) -> list[Edit] | None:
    """"An iced chai", then "with two shots of espresso" / "and two shots of espresso in it": the shots of
    the cart's last line, where the turn says nothing else and the model added an espresso or changed the
    shots of a line (the espresso is the shots' measure, not a drink ordered)."""
    if (not cart.lines or set(words[:at]) - _LEADING or set(words[end:]) - _PHRASE_END - {"it", "that"}
            or not edits or any(not (isinstance(e, AddLine) and e.item == "espresso"
                                     or isinstance(e, ChangeLine) and e.shots is not None) for e in edits)):
        return None
    # "and two shots of espresso please" may order a double espresso: "with", "add" or "in it" says whose
    if not {"with", "add", "put"} & set(words[:at]) and not {"it", "that"} & set(words[end:]):
        return None
    count, item = int(unsymbol(words[at])[1]), cart.lines[-1].item
    if _takes_shots_as_add_on(item, count, menu):
        return [ChangeLine(ref=len(cart.lines), add_addons={SHOT: count})]
    if item in menu.items and "shots" in menu.item(item).groups and menu.allows(item, "shots", str(count)):
        return [ChangeLine(ref=len(cart.lines), shots=count)]  # "a latte", "with two shots of espresso"
    return None



def _takes_shots_as_add_on(item: str | None, count: int, menu: Any) -> bool:
    """Whether the item has no shots of its own but takes espresso shots as an add-on."""
    return (item is not None and item in menu.items and "shots" not in menu.item(item).groups
            and menu.allows(item, "addon", SHOT))


# what an order phrase may begin after: the turn's start, a list's next part, a verb of ordering
_ORDER_LEADS = frozenset({"", "and", ",", "get", "have", "want", "need", "like", "me", "take", "also", "then",
                          "please", "hi", "hey", "plus", "just", "only"})  # "just a shot of espresso"


def espresso_by_its_shots(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the espresso ordered by its shots ("a double shot of espresso and a small steamer",
    "a muffin and a double shot of espresso", "a shot of espresso and a muffin") as an espresso of that many
    shots: the model wrote no espresso, and its shots went on the other drink (a steamer with two espresso
    shots) or on the muffin (refused). Only an order phrase of its own: begun by "a"/"an" after the turn's
    start, "and" or a verb of ordering, and ended by the turn or the list's next part; said after a drink
    that takes shots ("a latte and a triple shot of espresso") they are that drink's, as the benchmark's
    gold has them. Said after "add" ("add a shot of vanilla and a shot of espresso") they are added to a
    drink, no espresso."""
    if menu is None or "item:espresso" in words and any(
            isinstance(e, AddLine) and e.item == "espresso" for e in edits):
        return list(edits)
    for k, tok in enumerate(words):
        of_espresso = tok.startswith("shots:") and words[k + 1 : k + 3] == ["of", "item:espresso"]
        alone = tok == symbol("addon", SHOT)
        end = k + (3 if of_espresso else 1)
        if not (of_espresso or alone) or k < 1 or words[k - 1] not in ("a", "an", "one") or (
                "add" in words[:k]) or (
                words[k - 2] if k >= 2 else "") not in _ORDER_LEADS or (
                end < len(words) and words[end] not in (",", "and", ".", "!", "please")):
            continue
        shots = int(unsymbol(tok)[1]) if of_espresso and unsymbol(tok)[1].isdigit() else 1
        before = [unsymbol(w)[1] for w in words[:k] if w.startswith("item:")]
        if any(b in menu.items and menu.allows(b, "addon", SHOT) for b in before) or alone and any(
                isinstance(e, AddLine) and menu.allows(e.item, "addon", SHOT) for e in edits):
            continue  # "a latte and a triple shot of espresso": the latte's shots, as the model reads it
        out = [_without_shots(e, shots) if isinstance(e, AddLine) else e for e in edits
               if not _only_the_shot(e, shots)]  # "a latte", then "and a shot of espresso": not the latte's
        espresso = AddLine(item="espresso", shots=shots if shots >= 2 else None)
        return [espresso, *out] if not any(w.startswith("item:") for w in words[:k]) else [*out, espresso]
    return list(edits)


def _only_the_shot(edit: Edit, shots: int) -> bool:
    """Whether a change only puts the espresso's shots on a line."""
    return isinstance(edit, ChangeLine) and edit == ChangeLine(ref=edit.ref, add_addons={SHOT: shots})


def _without_shots(line: AddLine, shots: int) -> AddLine:
    """The line less the shots the espresso said apart was read as: its shot count, or its espresso shots."""
    if line.shots == shots:
        line = line.model_copy(update={"shots": None})
    if line.addons.get(SHOT) == shots:
        line = line.model_copy(update={"addons": {n: c for n, c in line.addons.items() if n != SHOT}})
    return line
