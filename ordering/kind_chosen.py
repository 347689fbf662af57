"""A turn that names only another kind of a food or tea the cart has: "blueberry" or "the lemon one" after
"a muffin" (the house muffin), "chocolate one please" or "make that chocolate" of a croissant, "make the
muffin blueberry", "make it lavender" of an earl grey, "and the croissant chocolate", "switch the earl grey
for the peppermint one" (the line's own name said with a word that changes).

The model learned changes that name the new item in full ("make it a chocolate croissant"); said with the
kind's own word alone it put chocolate sauce on the butter croissant (which the menu refused), or wrote
nothing, and the customer heard "didn't catch". Where the turn's words, less the words that frame a choice,
are a kind word that with the kind of one cart line names another item of the menu ("blueberry" and "muffin":
the blueberry muffin), that line becomes the item named, keeping its count and the choices it can keep; of a
line of several, a count said ("make one of them chocolate") is split off it. A tea's kind is named by its own
name ("lavender"), said with a word that changes ("make", "instead"): said bare, a tea may be one more. A turn
that adds ("and", "also", "another") is left to the model, and so is a turn whose edits touch another line
("make it peppermint" of a latte: its syrup), unless the line of the kind is the last one ordered (or the one
the last turn added: "change the muffin to a croissant", then "make it chocolate") and the model only read
the kind word as an add-on of another ("chocolate one please" just after a croissant), or
a turn naming an item the cart has ("the lemon one" answering "which muffin?"). A count said with the kind
is the line's new count: "actually two blueberry" of a muffin is two blueberry muffins, and of the blueberry
muffin, two of it. Said after the kind was listed because the turn before ordered one of it we lack ("a
chocolate croissant and an almond croissant"), a kind named ("the butter one then") is one in place of that
one, beside the line; "make it a butter one" still changes the line.

"Another blueberry", "two more blueberry" or "and one more lemon please" of a cart with that muffin orders
more of it (`more_of_a_kind_named`): the model, seeing no item, repeated the last line (a latte) or wrote
nothing, and the customer heard "we don't have blueberry".

"The croissant chocolate, the muffin blueberry" chooses a kind for each line (`kinds_chosen_apart`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ordering.edits import (
    COUNT,
    AddLine,
    AskMenu,
    ChangeLine,
    Edit,
    Finish,
    RemoveLine,
    only_a_note,
    says_nothing,
)
from ordering.line_changed_to import LINE_NUMBER
from ordering.menu import KIND_CATEGORIES
from ordering.replacements import carried_over

_MISSPELT = frozenset({"actualy", "acutally", "actully", "actaully", "acually"})  # "actually", as typed
# words that frame a choice and name nothing
_FRAME = frozenset({
    "make", "it", "that", "this", "the", "a", "an", "one", "please", "actually", "instead", "rather", "oh",
    "no", "sorry", "ok", "okay", "i", "i'd", "i'll", "id", "meant", "mean", "want", "wanted", "like", "have",
    "take", "get", "go", "with", "let's", "lets", "change", "switch", "swap", "to", "for", "can", "could",
    "you", "just", "then", "yes", "yeah", "sure", "um", "uh", "thanks", "thank", "of", "kind", "type",
    "flavor", "flavour", "would", "wait", "hmm", "be", "should", "is", "was", "on", "second", "thought",
    "prefer", "maybe", "better", "line", "item", "number", "them", "those", "these", "all", "two", "three",
    "four", "five", "six", "never", "mind", "give", "me", "gimme",
    # "blueberry is fine", "lemon would be great", "the blueberry one will do": the choice, accepted
    "fine", "great", "perfect", "good", "works", "alright", "sounds", "will", "do", "that's",
    "half",  # "make half of them chocolate": a count of the line's units (`_count`)
    *_MISSPELT})
_NOT_THAT = re.compile(r"\bnot\s+(?:that|this|it)(?:\s+one)?\b")  # "not that one, the blueberry"
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           **{str(n): n for n in range(1, 13)}}
_SOME_OF = re.compile(r"\b(?:\d+|one|two|three|four|five|six)\s+of\s+(?:the|them|those|these)\b")
_CHANGING = frozenset({"make", "change", "switch", "swap", "instead", "actually", "rather", "meant",
                       "mean", "prefer", "mind", *_MISSPELT})  # "never mind the croissant, give me …"
_AND_THE = re.compile(r"^\W*and\s+(?:the|my)\s+[a-z]+")
_ADDING = frozenset({"and", "also", "too", "another", "more", "add", "plus", "extra", "both", "each",
                     "other", "as", "well"})
_EVERY_ONE = frozenset({"both", "all"})  # said of every unit of a line of several: no more of them


def _family_listed_apart(cart: Any, menu: Any) -> bool:
    """Whether the last reply listed a family none of the cart's lines is of ("how much are croissants?"
    of a muffin ordered): "a chocolate one" chooses from it (`count_asked.kind_answered`)."""
    asked = getattr(cart, "asked", None)
    if (asked is None or not asked.kind or asked.lines or asked.change is not None or asked.offer
            or asked.replacing is not None):  # "swap that for a green tea": which green tea, in its place
        return False
    family = menu.food_family_of(asked.kind.removesuffix("s"))
    return bool(family) and not any(line.item in family for line in cart.lines)


def kind_chosen(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the cart's one line of a food or tea made the kind of it the turn names (see the
    module's docstring)."""
    lowered = _NOT_THAT.sub(" ", text.lower().replace("’", "'"))
    said = re.findall(r"[a-z0-9][a-z0-9']*", lowered)
    every = bool(_EVERY_ONE.intersection(said)) and not (_ADDING - _EVERY_ONE).intersection(said)
    if menu is None or not cart.lines or any(isinstance(e, RemoveLine) or isinstance(e, AddLine) and not (
            every and e == AddLine(item=e.item)) for e in edits) or _family_listed_apart(cart, menu):
        return list(edits)
    adding = _ADDING - {"and"} if _SOME_OF.search(lowered) or _AND_THE.match(lowered) else _ADDING
    if every:  # "both blueberry", "make them both blueberry", "blueberry for both muffins": each unit
        said = [w for w in said if w not in _EVERY_ONE and w != "for"]
    # "and 3 of the croissants …", "and the croissant chocolate": "and" goes on to a line the cart has
    if not said or len(said) > 10 or adding.intersection(said):
        return list(edits)
    numbered = LINE_NUMBER.search(text)  # "change line 3 to blueberry": the cart page's Change button
    changing = bool(_CHANGING.intersection(said))
    found = []
    for ref, line in enumerate(cart.lines, start=1):
        if numbered and int(numbered.group(1)) != ref:
            continue
        item = menu.items.get(line.item)
        if item is None or item.category not in KIND_CATEGORIES:
            continue
        kind = line.item.split()[-1]
        words = [w for w in said if w not in _FRAME and w not in (kind, f"{kind}s") and not w.isdigit()
                 and w not in _ADDING - adding]
        own = line.item.split()[:-1]  # "switch the earl grey for the peppermint one": the line's own name
        if changing and own and all(w in words for w in own) and not set(words) <= set(own):
            words = [w for w in words if w not in own]
        new = _named(words, kind, item.category, menu, changing=changing)
        if new is not None and (new != line.item or changing and _count(said, 0) not in (0, line.qty)):
            found.append((ref, new))
    if not found and changing and not numbered:
        return _kind_lacked(edits, said, cart, menu)
    if len(found) > 1:  # "an earl grey", "and one for my husband", "peppermint": the one just added
        found = [(ref, new) for ref, new in found if cart.lines[ref - 1].id in (cart.added or [])]
    if len(found) > 1 and _one_kind_said_of_all(found, cart) and not any(
            isinstance(e, ChangeLine) and e.ref not in dict(found) for e in edits):
        # "two muffins, one warmed" (two lines of the house muffin), then "blueberry": both blueberry
        return [out for ref, new in found for out in (RemoveLine(ref=ref), carried_over(
            cart.lines[ref - 1], AddLine(item=new, qty=cart.lines[ref - 1].qty), menu))]
    if len(found) != 1:
        return list(edits)
    ref, new = found[0]
    just_ordered = ref == len(cart.lines) or list(cart.added or []) == [cart.lines[ref - 1].id]
    if any(not isinstance(e, ChangeLine) or e.ref != ref for e in edits) and not (
            just_ordered and _kind_read_as_add_on(edits, said)) and not (
            every and cart.lines[ref - 1].qty > 1 and all(e == AddLine(item=cart.lines[ref - 1].item)
                                                          for e in edits)):  # the muffin ordered again
        return list(edits)
    if new == cart.lines[ref - 1].item:  # "actually two blueberry" of the blueberry muffin: two of it
        return [ChangeLine(ref=ref, qty=_count(said, 0))]
    if any(line.item == new for line in cart.lines):  # "the lemon one" names the cart's lemon muffin
        return list(edits)
    line = cart.lines[ref - 1]
    if "half" in said and line.qty % 2:
        return list(edits)  # half of three: how many is asked (`units_said.half_of_an_odd_count`)
    if _in_place_of_the_lacked(line, cart) and not changing:
        return [AddLine(item=new, qty=_count(said, 1))]  # "the butter one then", the almond one lacked
    count = _count(said, line.qty)
    if count < line.qty:  # "make one of them chocolate" of three croissants: one of the three
        split = carried_over(line, AddLine(item=new, qty=count), menu)
        return [ChangeLine(ref=ref, qty=line.qty - count), split]
    # "actually two blueberry" of one muffin: two blueberry muffins
    return [RemoveLine(ref=ref), carried_over(line, AddLine(item=new, qty=count), menu)]


def _one_kind_said_of_all(found: list[tuple[int, str]], cart: Any) -> bool:
    """Whether the lines found are all of one item, made one new item, and the last turn added each."""
    return (len({cart.lines[ref - 1].item for ref, _ in found}) == 1 and len({new for _, new in found}) == 1
            and all(cart.lines[ref - 1].id in (cart.added or []) for ref, _ in found))


_PARTS = re.compile(r",|;|\band\b", re.I)


def kinds_chosen_apart(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or a kind chosen for each of two or three lines, one said in each part of the turn: "the
    croissant chocolate, the muffin blueberry" (the model put chocolate sauce on the croissant, which the
    menu refused, and the muffin stayed apple bran). Each part is read as `kind_chosen` reads a turn; only
    where every part chooses the kind of its own line and the model changed no other line."""
    parts = [p.strip() for p in _PARTS.split(text or "") if p.strip()]
    if menu is None or not 2 <= len(parts) <= 3 or any(not isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    out: list[Edit] = []
    for part in parts:
        chosen = kind_chosen([], part, cart, menu)
        if not chosen:
            return list(edits)
        out += chosen
    refs = [e.ref for e in out if isinstance(e, ChangeLine | RemoveLine)]
    if len(set(refs)) != len(parts) or any(e.ref not in refs for e in edits):
        return list(edits)
    return out


def kind_chosen_beside_answer(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the kind a part of the turn chooses for a line of the cart, where the model read only
    the other part, the answer to the kind the last reply asked of: "a muffin and a tea" ("Which tea?"),
    then "lemon poppyseed and earl grey" added the earl grey and kept the house muffin. Only where the
    model added lines and nothing else, and one part, read as `kind_chosen` reads a turn, makes one line
    of the cart the kind it names."""
    asked = getattr(cart, "asked", None)
    if menu is None or asked is None or not asked.kind or not edits or not all(
            isinstance(e, AddLine) for e in edits):
        return list(edits)
    added = {e.item for e in edits}
    chosen = []
    for part in (p.strip() for p in _PARTS.split(text or "") if p.strip()):
        if any(set(item.split()) & set(part.lower().split()) for item in added):
            continue  # the part the model read: "earl grey"
        made = kind_chosen([], part, cart, menu)
        if not made or not any(isinstance(e, RemoveLine) for e in made):
            return list(edits)
        chosen += made
    return [*chosen, *edits] if chosen else list(edits)


def _in_place_of_the_lacked(line: Any, cart: Any) -> bool:
    """Whether the last reply listed the line's kind after one of it the menu lacks, in the turn that added
    the line ("a chocolate croissant and an almond croissant": the croissants listed): a kind named now is
    one in place of the lacked one, beside the line."""
    asked = getattr(cart, "asked", None)
    return (asked is not None and asked.kind.removesuffix("s") == line.item.split()[-1] and not asked.lines
            and asked.change is None and asked.replacing is None and line.id in (cart.added or []))


# words of a kind that are no kind of a food or tea: "make it a different one", "a fresh one"
_NO_KIND = frozenset({"different", "other", "another", "new", "fresh", "nice", "good", "same", "usual",
                      "plain", "regular", "normal", "bigger", "smaller", "better", "cheaper", "real",
                      "whole", "full", "half", "whatever", "any", "some", "not", "no", "don't", "dont",
                      "something", "anything", "else", "little", "bit", "lot", "stronger", "weaker",
                      "sweeter", "hotter", "colder", "milder", "lighter", "darker", "larger"})
# the kinds of values a line takes, said of it: "make it a warm one" warms it, names no kind
_VALUE_KINDS = frozenset({"size", "temp", "prep", "milk", "caffeine", "shots", "removal", "to_go"})


def _kind_lacked(edits: Sequence[Edit], said: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the kind the menu lacks said back where the turn makes the cart's one line of a food
    or tea family into a kind the family lacks ("make it a banana nut one" of a blueberry muffin, "swap it
    for a chocolate chip one"): a line of that kind, which the menu refuses with its family listed, and
    the line kept; said bare at the end ("swap it for jasmine", "change it to chamomile") too. Only where
    the model wrote nothing, a note, the order's end, or a kind word read as an add-on the line cannot
    take, and no word said is a value of the line's choices ("make it a warm one": warmed)."""
    lines = [(ref, line) for ref, line in enumerate(cart.lines, start=1)
             if line.item in menu.items and menu.item(line.item).category in KIND_CATEGORIES]
    if len(lines) != 1 or not (says_nothing(edits) or _kind_read_as_add_on(edits, said)):
        return list(edits)
    ref, line = lines[0]
    item, kind = line.item, line.item.split()[-1]
    if ref != len(cart.lines) and not {kind, f"{kind}s"}.intersection(said):
        return list(edits)  # "make it a banana one" of a muffin and a latte: the latte's, the last
    if any(menu.allows(item, "addon", name)
           for e in edits if isinstance(e, ChangeLine) for name in e.add_addons):
        return list(edits)  # "make it a vanilla one" of a tea: its vanilla syrup
    words = [w for w in said if w not in _FRAME and w not in (kind, f"{kind}s")]
    n = len(words)
    valued = {e.alias for e in menu.lexicon() if e.kind in _VALUE_KINDS}
    said_as_a_kind = any(said[k - n - 1 : k] == ["a", *words] and said[k] in ("one", kind)
                         for k in range(n + 1, len(said)))  # "a banana nut one", "a banana nut muffin"
    # "swap it for jasmine", "make that a chamomile"; of a food, said bare after "a" the words name a thing
    # of their own ("make it a scone" of a croissant: no scone croissant), which `unknown_things` says we lack
    said_as_a_kind = said_as_a_kind or _said_last_as_the_new_one(said, words,
                                                                 after_a=not menu.food_family_of(item))
    if not said_as_a_kind or not all(w.isalpha() for w in words) or valued.intersection(words) or (
            " ".join(words) in valued or not names_a_kind_lacked(words, menu)
            or menu.family(f"{' '.join(words)} {kind}")):  # "a green tea": the menu's green teas
        return list(edits)
    lacked = AddLine(item=f"{' '.join(words)} {kind}")
    if menu.food_family_of(item):
        return [lacked]  # the reply lists the family ("Our muffins: …")
    # "Which tea would you like? Our teas: …": the tea named in answer takes the place of the line
    return [lacked, AskMenu(about=[kind, f"{COUNT}1"], lines=[ref])]


def _said_last_as_the_new_one(said: Sequence[str], words: Sequence[str], after_a: bool = True) -> bool:
    """Whether ``words`` are said together right after "for", "to", or (``after_a``) "a" or "an", with only
    words that frame a choice after them: "swap it for jasmine", "change it to chamomile please", "make
    that a chamomile"."""
    n = len(words)
    before = ("for", "to", "a", "an") if after_a else ("for", "to")
    return n > 0 and any(said[k : k + n] == list(words) and said[k - 1] in before
                         and all(w in _FRAME for w in said[k + n :]) for k in range(1, len(said) - n + 1))


def names_a_kind_lacked(words: Sequence[str], menu: Any) -> bool:
    """Whether one to three plain words, said before a food or tea's kind or "one", can name a kind of it
    the menu lacks ("banana nut", "chocolate chip"): none praises or compares ("a different one", "a
    fresh one") and none names an item of its own ("latte")."""
    return 1 <= len(words) <= 3 and not _NO_KIND.intersection(words) and not any(
        menu.resolve("item", w) for w in words)


def _count(said: Sequence[str], usual: int) -> int:
    """The count said ("two blueberry", "make one of them chocolate", "make one blueberry"; not the "one" of
    "the blueberry one"; "half" of an even count), else ``usual``."""
    if usual >= 2 and not usual % 2 and "half" in said:
        return usual // 2  # "make half of them chocolate" of six croissants, "half chocolate" of two
    return next((_COUNTS[w] for k, w in enumerate(said) if w in _COUNTS
                 and (w != "one" or said[k + 1 : k + 2] == ["of"]
                      or k + 1 < len(said) and said[k + 1] not in _FRAME)  # "make one blueberry"
                 and not (k and said[k - 1] in ("line", "number", "item"))), usual)  # "change line 2 to …"


def _named(words: list[str], kind: str, category: str, menu: Any, changing: bool) -> str | None:
    """The item of ``category`` that ``words`` name as a kind of ``kind`` ("blueberry": the blueberry
    muffin); a tea's own name ("lavender") only when the turn changes."""
    if not 1 <= len(words) <= 3:
        return None
    said = " ".join(words)
    new = menu.resolve("item", f"{said} {kind}")
    if new is None and changing:
        new = menu.resolve("item", said)
    if new is None or menu.item(new).category != category:
        return None
    return new


def _kind_read_as_add_on(edits: Sequence[Edit], said: Sequence[str]) -> bool:
    """Whether the model read the kind word as an add-on of another line and nothing else ("chocolate one
    please" after a croissant: chocolate sauce on the latte ordered before it)."""
    return bool(edits) and all(
        isinstance(e, ChangeLine) and e.add_addons and not e.model_dump(
            exclude={"op", "ref", "add_addons", "notes"}, exclude_defaults=True)
        and all(set(name.split()) & set(said) for name in e.add_addons) for e in edits)


_ORDERS_MORE = frozenset({"more", "another", "also", "add", "too", "plus", "extra", "additional", "again"})


def _kinds_added_again(edits: Sequence[Edit], said: Sequence[str], cart: Any, menu: Any) -> bool:
    """Whether the model added the kinds as new lines of the last line's family, where the turn orders
    nothing more ("two croissants", then "one croissant chocolate, one butter": four croissants)."""
    last = cart.lines[-1].item
    return bool(edits) and last in menu.items and not _ORDERS_MORE.intersection(said) and all(
        isinstance(e, AddLine) and e.item in menu.items and e.item.split()[-1] == last.split()[-1]
        and menu.item(e.item).category == menu.item(last).category for e in edits)


_PARTS = re.compile(r",|\band\b|\bone\b|\bplus\b|\bthe other\b")
_HALVES = re.compile(r"\bhalf\b")  # "half chocolate, half butter": the words between are the kinds


# "make that two, one blueberry and one lemon" (not "make it two blueberry and two lemon": the kinds counted)
_RECOUNT = re.compile(r"^\W*(?:(?:actually|oh|no|sorry|ok|okay|wait|um|uh)\W+)*make\s+(?:that|it)\s+"
                      r"(two|three|four|2|3|4)\b(?=\s*[,:;.-]|\s+(?:one|1|and)\b)")


def _recounted(edits: Sequence[Edit], ref: int) -> bool:
    """Whether ``edits`` only recount the line at ``ref`` (and add a kind word read as an add-on, or a
    note): the model's reading of "make that two, one blueberry and one lemon"."""
    return bool(edits) and all(isinstance(e, ChangeLine) and e.ref == ref and not e.model_dump(
        exclude={"op", "ref", "qty", "add_addons", "notes"}, exclude_defaults=True) for e in edits)


def kinds_split(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the cart's last line of several foods (or teas) of a family made the kinds the turn
    names, one unit each: "two muffins" (the house muffin), then "blueberry and lemon" (the model wrote
    nothing: "didn't catch"), is a blueberry muffin and a lemon poppyseed muffin. As many kinds are named
    as the line has units, and the turn says nothing else; or two, each said after "half" ("half chocolate
    half butter" of a dozen croissants: six of each)."""
    said = re.findall(r"[a-z][a-z']*", (text or "").lower())
    recount = _RECOUNT.match((text or "").lower())  # "make that two, one blueberry and one lemon"
    if menu is None or not cart.lines or not (all(only_a_note(e) for e in edits)
                                              or _kind_read_as_add_on(edits, said)
                                              or _kinds_added_again(edits, said, cart, menu)
                                              or recount and _recounted(edits, len(cart.lines))):
        return list(edits)  # "one butter one chocolate": butter and chocolate sauce on the croissants
    line = cart.lines[-1]
    if recount:
        line = line.model_copy(update={"qty": _COUNTS[recount.group(1)]})
        text = text[recount.end():]
    item = menu.items.get(line.item)
    if item is None or item.category not in KIND_CATEGORIES or line.qty < 2:
        return list(edits)
    kind = line.item.split()[-1]
    lowered = (text or "").lower().replace("’", "'")
    halves = len(re.findall(r"\bhalf\b", lowered)) == 2 and line.qty % 2 == 0  # "half chocolate half butter"
    parts = [p for p in (_HALVES if halves else _PARTS).split(lowered) if re.search(r"[a-z]", p)]
    kinds: Counter[str] = Counter()
    for part in parts:
        words = [w for w in re.findall(r"[a-z][a-z']*", part) if not (halves and w == "and")]
        if not parts.index(part) and all(w in _FRAME for w in words):
            continue  # "actually, two blueberry and two lemon": the frame said before the kinds
        count = line.qty // 2 if halves else _count(words, 1)  # "two blueberry and one lemon"
        new = _named([w for w in words if w not in _FRAME and w not in (kind, f"{kind}s")], kind,
                     item.category, menu, changing=False)
        if new is None:
            return list(edits)
        kinds[new] += count
    if len(kinds) < 2 or kinds.total() != line.qty:
        return list(edits)  # one kind: `kind_chosen`'s; another count: which units is not said
    ref = len(cart.lines)
    kept = [ChangeLine(ref=ref, qty=kinds.pop(line.item))] if line.item in kinds else [RemoveLine(ref=ref)]
    return [*kept, *(carried_over(line, AddLine(item=n, qty=c), menu) for n, c in kinds.items())]


_THE_OTHER = re.compile(r"^\W*(?:and\s+|then\s+)?the\s+other(?:\s+one)?\s+"
                        r"(?:(?:one|is|as|should\s+be|be|a|an)\s+)*(?P<kind>[a-z][a-z ]*?)"
                        r"(?:\s+(?:one|please|thanks))*\W*$")


def the_other_kind_chosen(edits: Sequence[Edit], text: str, cart: Any, menu: Any) -> list[Edit]:
    """``edits``, or the unit left of a line the last turn split one kind off made the kind said: "two
    muffins", "make one blueberry", then "and the other lemon" (the model wrote nothing: "didn't catch").
    Only where the last turn lowered one line's count to one and added one line of its family, and the
    model wrote nothing but notes or changes of those two lines."""
    said = _THE_OTHER.match((text or "").lower().replace("’", "'"))
    lowered = [c for c in cart.changed if c.fields_set() == {"qty"} and c.change["qty"] < c.line.qty]
    if said is None or menu is None or len(lowered) != 1 or len(cart.added) != 1 or len(cart.changed) != 1:
        return list(edits)
    ref = next((r for r, line in enumerate(cart.lines, start=1) if line.id == lowered[0].line.id), None)
    added = next((r for r, line in enumerate(cart.lines, start=1) if line.id == cart.added[0]), None)
    if ref is None or added is None or cart.lines[ref - 1].qty != 1:
        return list(edits)
    line = cart.lines[ref - 1]
    item = menu.items.get(line.item)
    if item is None or item.category not in KIND_CATEGORIES or any(
            not (only_a_note(e) or isinstance(e, ChangeLine) and e.ref in (ref, added)) for e in edits):
        return list(edits)
    kind = line.item.split()[-1]
    new = _named([w for w in said["kind"].split() if w not in (kind, f"{kind}s")], kind, item.category, menu,
                 changing=True)
    if new is None:
        return list(edits)
    if new == line.item:  # "the other one should be butter" of the butter croissant left: so already
        return [AskMenu(ref=ref, about=[f"item:{new}"])]
    return [RemoveLine(ref=ref), carried_over(line, AddLine(item=new), menu)]


_MORE = frozenset({"another", "more", "add"})
_OPENING = frozenset({"and", "also", "plus", "too", "another", "more", "add", "please", "extra"})


def more_of_a_kind_named(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any,
                         menu: Any) -> list[Edit]:
    """``edits``, or one more (or the count said) of the cart's food or tea named by its kind's own word
    with "another", "more" or "add" ("another blueberry" of a blueberry muffin and a latte), where the words
    name no item and the model ordered none of it (see the module)."""
    if menu is None or not cart.lines or any(w.startswith("item:") for w in words):
        return list(edits)
    said = re.findall(r"[a-z0-9][a-z0-9']*", (text or "").lower().replace("’", "'"))
    if not said or len(said) > 8 or not _MORE.intersection(said):
        return list(edits)
    found, kin = {}, set()
    for line in cart.lines:
        item = menu.items.get(line.item)
        if item is None or item.category not in KIND_CATEGORIES:
            continue
        kind = line.item.split()[-1]
        kind_words = [w for w in said if w not in _FRAME and w not in _OPENING and w not in (kind, f"{kind}s")
                      and w not in _COUNTS]
        named = _named(kind_words, kind, item.category, menu, changing=False)
        if named == line.item:
            found[line.item] = line
        elif named in menu.items:  # "two muffins", then "and one more blueberry": of the muffins, that one
            kin.add(named)
    if not (all(only_a_note(e) or isinstance(e, AddLine | Finish) for e in edits)
            or _kind_read_as_add_on(edits, said)):  # "another chocolate": its sauce
        return list(edits)
    count = next((_COUNTS[w] for w in said if w in _COUNTS and w != "one"), 1)
    if not found and len(kin) == 1:
        named = kin.pop()
        return list(edits) if any(isinstance(e, AddLine) and e.item == named for e in edits) else [
            AddLine(item=named, qty=count)]
    if len(found) != 1:
        return list(edits)
    line = next(iter(found.values()))
    if any(isinstance(e, AddLine) and e.item == line.item for e in edits):
        return list(edits)
    return [AddLine(**line.model_dump(exclude={"id", "qty", "who", "notes"}), qty=count)]
