"""'An almond croissant': a food said with a value it cannot take is a variant the menu lacks, not the
plain one.

The grounding reads "almond" as almond milk and "croissant" as the butter croissant; the model, which
cannot put milk on a croissant, wrote a butter croissant, and the customer who asked for an almond
croissant was given another thing than the one asked for. Where a milk is said right before a food item
that takes no milk, and the turn adds one line of that item, the line is the thing said ("almond
croissant"), which the menu refuses with its reason: "Sorry, we don't have almond croissant."

An add-on said right before a food that cannot take it ("a chocolate muffin", "a cinnamon bagel") is
likewise a kind we lack: the model put chocolate sauce on the house muffin, which the menu refused, and
the customer lost the muffin without a word of why. Of a food whose noun names one item ("bagel"), the
plain food is kept, as a drink's flavour we lack is (below), and the reply says "Sorry, we don't have
cinnamon bagel." Of a family of foods ("muffin": three muffins), none of them is the kind asked: no muffin
is added (an apple bran muffin was), the reply lists the family ("Our muffins: …", `replies`) and the
answer that follows ("the blueberry one then") orders one. A word of ours that names none of the family
("a banana muffin": banana bread's) is such a kind too.

A word the menu does not know right before a drink ("a pumpkin latte") is a flavour we lack: the
benchmark's convention (its README: "a strawberry latte" is a plain latte) keeps the plain latte, and the
model wrote it; but the customer heard nothing of the pumpkin. The reply now says we don't have it, and
"do you have a pumpkin latte?" is no longer answered "Yes, we have the latte". Words that praise or hurry
("a nice latte", "a quick mocha") name no kind; two joined by "and" name one ("a ham and cheese croissant":
no butter croissant, and no "Sorry, we don't have a ham.").

A tea named right before a drink ("a large lavender latte", "an earl grey latte") is that drink made with
the tea, which the menu lacks; the model wrote two lines, a tea and a plain latte, and the customer was
charged for a tea never asked for. The turn now adds the one drink, with the values said (the model had
put "large" on the tea), and the reply says "Sorry, we don't have lavender latte."
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.assorted_split import MIXED
from ordering.dsl import NUMBERS, unsymbol
from ordering.edits import AddLine, AskMenu, ChangeLine, Edit
from ordering.order_review import have_you_asked
from ordering.said import menu_words
from ordering.turn_words import is_filler
from ordering.unknown_things import plain_thing_word


def variant_lacking(edits: Sequence[Edit], words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits`` with the plain item added for a variant the menu lacks put back as the variant said."""
    out = list(edits)
    if menu is None:
        return out
    for at, tok in enumerate(words):
        # "a chocolate chip muffin": a plain word between the value and the item names the kind too
        between = [words[at - 1]] if at >= 2 and _kind_word(words[at - 1]) else []
        value_at = at - 1 - len(between)
        if value_at < 0 or not tok.startswith("item:") or not words[value_at].startswith(("milk:", "addon:")):
            continue
        item = unsymbol(tok)[1]
        if item not in menu.items or menu.kind(item) != "food":
            continue
        group, value = unsymbol(words[value_at])
        if menu.allows(item, group, value) and not between:
            continue  # "a butter bagel": a bagel with butter
        lines = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(lines) != 1 or words.count(tok) != 1:
            continue
        said = " ".join([value.split()[0], *between, item.split()[-1]])  # "almond milk": "almond croissant"
        if group == "milk" or menu.food_family_of(item):  # "a chocolate muffin": not the house muffin
            out[lines[0]] = AddLine(item=said, qty=out[lines[0]].qty)
            if words.count(words[value_at]) == 1:  # "a black coffee, and a chocolate chip muffin": the
                kept = (_without_value(e, group, value) for e in out)  # chocolate is the muffin's alone;
                out = [e for e in kept if e is not None]  # "the almond croissant" changes no milk
        else:  # "a cinnamon bagel": the one bagel, as a drink's flavour we lack, and the kind refused
            kept = {n: c for n, c in out[lines[0]].addons.items() if n != value}
            out[lines[0]] = out[lines[0]].model_copy(update={"addons": kept})
            out.append(AddLine(item=said))
    return out


def _without_value(edit: Edit, group: str, value: str) -> Edit | None:
    """An added or changed line less the value (the model's, of a word said of the kind we lack); None for
    a change left changing nothing."""
    if isinstance(edit, ChangeLine) and (edit.milk == value if group == "milk" else value in edit.add_addons):
        change = edit.model_copy(update={"milk": None} if group == "milk" else {
            "add_addons": {n: c for n, c in edit.add_addons.items() if n != value}})
        return change if change.values_changed("notes") else None
    if not isinstance(edit, AddLine):
        return edit
    if group == "addon" and value in edit.addons:
        return edit.model_copy(update={"addons": {n: c for n, c in edit.addons.items() if n != value}})
    return edit.model_copy(update={"milk": None}) if group == "milk" and edit.milk == value else edit


def _kind_word(word: str) -> bool:
    """Whether a word between a menu value and a food names a kind of it ("chip" of "chocolate chip"), not
    how it is said ("a butter plain bagel")."""
    return (word.isalpha() and len(word) >= 3 and word not in _NOT_VARIANTS and word not in _NOT_KINDS
            and not is_filler(word))  # "two jam like lemon muffins": "like" names no kind


_NOT_KINDS = frozenset({"plain", "regular", "normal", "toasted", "warm", "warmed", "and", "with", "or", "the",
                        "one", "for", "please", "then", "too"})
# words before an item that praise or hurry it, not name a kind of it ("a nice latte", "a quick mocha")
_NOT_VARIANTS = frozenset({
    "nice", "good", "great", "quick", "simple", "basic", "classic", "fresh", "lovely", "yummy", "tasty",
    "delicious", "single", "usual", "house", "special", "favorite", "favourite", "little", "new", "another",
    "same", "first", "second", "third", "last", "next", "skinny", "proper", "real", "fancy", "cheap", "few",
    "couple", "coupla", "several", "dozen", "many", "more", "extra", "other"})
_BEFORE_VARIANT = frozenset({"a", "an", "the", "some", "any", "your"})


def drink_variant_lacking(edits: Sequence[Edit], words: Sequence[str], menu: Any,
                          known: frozenset[str]) -> list[Edit]:
    """``edits`` where a word the menu does not know names a kind of the item said after it ("a pumpkin
    latte", "do you have a pumpkin latte?"): beside the plain item added, a line of that word, which the
    menu refuses ("Added a latte. Sorry, we don't have pumpkin."); a question of the item is asked of the
    kind, and answered "Sorry, we don't have pumpkin latte.", not "Yes, we have the latte"."""
    out = list(edits)
    if menu is None:
        return out
    for at, tok in enumerate(words):
        if at == 0 or not tok.startswith("item:") or _ordered_count(words, tok) != 1 and not _corrected_to(
                words, at):
            continue
        item = unsymbol(tok)[1]
        start = at
        # a food of a family: any word but its own items' ("a banana muffin": banana bread's word)
        family = menu.food_family_of(item) if item in menu.items else []
        own = frozenset(w for name in family for w in name.split()) if family else known
        while start > 0 and at - start < 2 and _names_a_kind(words[start - 1], own):
            start -= 1  # "pumpkin", "pumpkin spice"
        if start < at and start >= 3 and words[start - 1] == "and" and _names_a_kind(words[start - 2], own):
            start -= 2  # "a ham and cheese croissant"
        lead = words[start - 1] if start >= 1 else ""
        if start == at or item not in menu.items or not (
                lead in _BEFORE_VARIANT or lead in NUMBERS or lead.startswith(("size:", "prep:", "temp:"))):
            continue
        kind = " ".join(words[start:at])
        if kind in MIXED and len({e.item for e in out if isinstance(e, AddLine) and e.item in family}) > 1:
            continue  # "a dozen assorted muffins", shared out among the muffins (`assorted_split`)
        adds = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        asks = [k for k, e in enumerate(out) if isinstance(e, AskMenu) and item in e.about and not e.ref]
        named = f"{kind} {item.split()[-1]}"  # "pumpkin muffin", not "pumpkin apple bran muffin"
        if len(adds) == 1 and not asks and family:  # "a banana muffin": no muffin of ours in its place
            out[adds[0]] = AddLine(item=named, qty=out[adds[0]].qty)
        elif len(adds) == 1 and not asks:  # refused by the menu, said beside the plain item: "Sorry, we
            # don't have pumpkin." of a drink, "… sesame bagel." of the one bagel
            out.append(AddLine(item=named if menu.kind(item) == "food" else kind))
        elif len(asks) == 1 and not adds:
            out[asks[0]] = AskMenu(about=[named])
    return out


def _ordered_count(words: Sequence[str], tok: str) -> int:
    """How often the turn says the item ``tok`` but as a line of the cart ("swap the muffin for a banana nut
    muffin" orders one muffin)."""
    return sum(w == tok and not (k and words[k - 1] in _THE_LINE) for k, w in enumerate(words))


def _corrected_to(words: Sequence[str], at: int) -> bool:
    """Whether the item at ``at`` is said a second time, last, after words that take the first back: "a cold
    brew? no wait, a nitro cold brew" orders the nitro one (which we lack), not two."""
    before = [k for k in range(at) if words[k] == words[at]]
    return (len(before) == 1 and words[at] not in words[at + 1:]
            and bool(_TAKEN_BACK.intersection(words[before[0] + 1 : at])))


_TAKEN_BACK = frozenset({"wait", "actually", "sorry", "mean", "meant", "scratch"})
_THE_LINE = frozenset({"the", "my", "that", "this", "your"})
# "make it an everything bagel"; "actually a nitro cold brew instead" of the cold brew
_MAKING = frozenset({"make", "change", "switch", "turn", "swap", "instead", "rather"})
_ONLY = frozenset({"just", "only"})


def variant_made_lacking(edits: Sequence[Edit], words: Sequence[str], cart: Any, menu: Any,
                         known: frozenset[str]) -> list[Edit]:
    """``edits``, or the kind the menu lacks said back, where the turn makes a line of the cart into a kind
    of its item ("make it an everything bagel" of the plain bagel, "make the latte a pumpkin latte", "a
    nitro cold brew instead" or "no wait, a nitro cold brew" of the cold brew) and the
    model changed no line but for a note: "Sorry, we don't have everything bagel.", nothing changed (it was
    "didn't catch", or "The butter croissant has no milk already" of "make it an almond croissant"). "Just
    the almond croissant" (of a butter croissant, the almond one asked for refused) is such a kind too:
    nothing comes off the order for it."""
    if menu is None or not (_MAKING | _ONLY | _TAKEN_BACK).intersection(words) or not all(
            isinstance(e, ChangeLine) and e.values_changed() <= {"notes", "unset"} for e in edits):
        return list(edits)
    for at, tok in enumerate(words):
        if not tok.startswith("item:") or unsymbol(tok)[1] not in menu.items or at < 2:
            continue
        item = unsymbol(tok)[1]
        start = at
        while start > 0 and at - start < 2 and (_names_a_kind(words[start - 1], known) or not_its_value(
                words[start - 1], item, menu)):
            start -= 1  # "everything", "almond" (the almond milk a croissant takes none of)
        if start == at or not _kind_article(words, start - 1) or not any(
                line.item.split()[-1] == item.split()[-1] for line in cart.lines):
            continue
        kind = " ".join(w.partition(":")[2].split("_")[0] if ":" in w else w for w in words[start:at])
        # "everything bagel", not "everything plain bagel"; "nitro cold brew", no drink of ours left beside
        return [AddLine(item=f"{kind} {item.split()[-1]}" if menu.kind(item) == "food" else f"{kind} {item}")]
    return list(edits)


def _kind_article(words: Sequence[str], at: int) -> bool:
    """Whether ``words[at]`` begins a kind asked for: "a", "an", or the "the" of "just the", "only the"."""
    return words[at] in ("a", "an") or (words[at] == "the" and at > 0 and words[at - 1] in _ONLY)


def not_its_value(word: str, item: str, menu: Any) -> bool:
    """Whether ``word`` is a milk or an add-on the item does not take ("almond" of a croissant)."""
    return word.startswith(("milk:", "addon:")) and not menu.allows(item, *unsymbol(word))


def _names_a_kind(word: str, known: frozenset[str]) -> bool:
    """Whether ``word``, said right before an item, may name a kind of it the menu lacks ("an everything
    bagel" is one)."""
    superlative = len(word) > 5 and word.endswith("est")  # "the cheapest coffee", "your strongest"
    return word == "everything" or (
        plain_thing_word(word) and word not in known and word not in _NOT_VARIANTS and not superlative)


def tea_drink_lacking(edits: Sequence[Edit], words: Sequence[str], text: str, menu: Any) -> list[Edit]:
    """``edits`` where a tea said right before another drink ("a lavender latte") is one drink made with
    it, which the menu lacks: the plain drink, with the values the model put on the tea, and a line of the
    two names, which the menu refuses."""
    out = list(edits)
    if menu is None:
        return out
    for at in range(len(words) - 1):
        tea, drink = words[at], words[at + 1]
        if not (tea.startswith("item:") and drink.startswith("item:")) or words.count(tea) != 1 or (
                words.count(drink) != 1):
            continue
        tea, drink = unsymbol(tea)[1], unsymbol(drink)[1]
        if tea not in menu.items or drink not in menu.items or menu.item(tea).category != "tea" or (
                menu.kind(drink) != "drink" or menu.item(drink).category == "tea"):
            continue
        teas = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == tea]
        drinks = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == drink]
        if len(teas) != 1 or len(drinks) != 1:
            continue
        said, plain = out[teas[0]], out[drinks[0]]
        update = {group: getattr(said, group) for group in ("size", "temp", "caffeine")
                  if getattr(plain, group) is None and getattr(said, group) is not None
                  and menu.allows(drink, group, getattr(said, group))}
        if said.qty != 1 and plain.qty == 1:
            update["qty"] = said.qty
        out[drinks[0]] = plain.model_copy(update=update)
        out[teas[0]] = AddLine(item=f"{_tea_said(tea, text, menu)} {drink}")  # refused by the menu
    return out


_FLAVOUR_NOUNS = frozenset({"syrup", "syrups", "sauce", "flavor", "flavour", "flavoring", "flavouring",
                            "drizzle", "sweetener", "extract"})
_SOME = frozenset({"some", "a", "little", "bit", "of", "touch", "hint", "splash", "dash", "extra", "pump"})


def tea_flavour_lacking(edits: Sequence[Edit], words: Sequence[str], text: str, menu: Any) -> list[Edit]:
    """``edits`` where a tea said by a flavour word after "with" ("a latte with lavender syrup") is a
    flavour of the drink before it, which the menu lacks: no tea line beside the drink (the model added a
    lavender earl grey tea), and the flavour said back as one we don't have."""
    out = list(edits)
    if menu is None:
        return out
    for at, word in enumerate(words):
        if not word.startswith("item:") or "with" not in words[max(0, at - 4) : at]:
            continue
        start = max(k for k in range(max(0, at - 4), at) if words[k] == "with")
        tea = unsymbol(word)[1]
        drinks = [unsymbol(w)[1] for w in words[:start] if w.startswith("item:")]
        if (tea not in menu.items or menu.item(tea).category != "tea" or not drinks or drinks[-1] not in
                menu.items or menu.kind(drinks[-1]) != "drink" or menu.item(drinks[-1]).category == "tea"
                or any(w not in _SOME for w in words[start + 1 : at])):
            continue
        teas = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == tea]
        if len(teas) != 1 or out[teas[0]].model_dump(exclude={"op", "item", "notes"}, exclude_defaults=True):
            continue  # the tea has values of its own: ordered as a tea
        said = _tea_said(tea, text, menu)
        # "with lavender" of a latte is its syrup (the word alone would name the tea again)
        noun = words[at + 1] if at + 1 < len(words) and words[at + 1] in _FLAVOUR_NOUNS else "syrup"
        out[teas[0]] = AddLine(item=f"{said} {noun}")  # refused by the menu, said back
    return out


def _tea_said(tea: str, text: str, menu: Any) -> str:
    """The words the customer named the tea by ("lavender"; its name less "tea" if none is found)."""
    said = " " + " ".join(re.findall(r"[a-z0-9']+", text.lower())) + " "
    aliases = sorted((e.alias for e in menu.lexicon() if e.kind == "item" and e.name == tea), key=len,
                     reverse=True)
    return next((a for a in aliases if f" {a} " in said), tea.removesuffix(" tea"))


# said after the value, no thing of its own: "sugar free options", "vegan stuff"
_PLAIN_AFTER = frozenset({"please", "thanks", "today", "here", "too", "options", "option", "choices", "stuff",
                          "things", "alternatives"})
_ASKED_END = frozenset({"?", ".", "!"})


def variant_asked(edits: Sequence[Edit], text: str, words: Sequence[str], menu: Any) -> list[Edit]:
    """``edits``, or the thing asked of said back as one we don't have, where "do you have …?" asks of a
    kind the menu lacks said with a value of ours: "almond croissants" (no croissant takes almond milk),
    "chocolate muffins", "cinnamon rolls". The model asked of the value alone and the reply said "Yes, we
    have cinnamon" or that the croissant takes no milk. "Anything sugar free" names no thing after the
    value: the sugar-free syrup is ours ("sugar free cookies" is not)."""
    thing = have_you_asked(text or "")
    if menu is None or thing is None or len(thing.split()) < 2 or not edits or any(
            not isinstance(e, AskMenu) or e.ref is not None for e in edits):
        return list(edits)
    for k in range(len(words) - 1):
        group, value = unsymbol(words[k]) if ":" in words[k] else ("", "")
        if group not in ("milk", "addon"):
            continue
        after = words[k + 1]
        if after.startswith("item:"):
            lacking = not menu.allows(unsymbol(after)[1], group, value)  # "almond croissants"
        else:  # "cinnamon rolls", "vanilla bean scones?": a thing of no menu word, said last
            rest = list(words[k + 1 :])
            while rest and rest[-1] in _ASKED_END:
                rest.pop()
            free = rest[:1] == ["free"]
            if free:  # "anything sugar free": the sugar-free syrup; "sugar free cookies": cookies
                rest = rest[1:]
            known = menu_words(menu) if len(rest) == 2 or free else frozenset()  # "sugar free syrups": ours
            lacking = 1 <= len(rest) <= 2 and all(
                w.isalpha() and w not in _PLAIN_AFTER and plain_thing_word(w)
                and w not in known and w.removesuffix("s") not in known for w in rest)
        if lacking:
            return [AskMenu(about=[thing])]
    return list(edits)
