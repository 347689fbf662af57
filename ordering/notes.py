"""Special requests (notes) are the customer's own words: check the model's note against the turn, and
when its wording strays, take the words the customer said in its place.

The model writes a note from a vocabulary of words it has seen; for a request it has not seen it writes
a near one ("light on the milk" for "light on the froth", "with a lot of milk" for "a lot of
sweetener"). The request is real, its wording is not the customer's: the note is re-read from the turn,
the part of the turn that lines up with the model's note, so a barista reads what was asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from ordering.edits import MAX_NOTE_CHARS, AddLine
from ordering.said import (
    CLAUSE_BREAK,
    EDGE_WORDS,
    NUMBER_NAMES,
    an_option,
    is_number,
    item_said_before,
    items_named,
    light_add_ons_at,
    mention_said_around,
    menu_words,
    more_of_at,
    said_clauses,
    said_requests_at,
    said_words,
)

_NOTE_GLUE = frozenset(
    {"a", "an", "the", "with", "of", "on", "in", "and", "but", "to", "it", "some", "please", "my", "me",
     "be", "is", "make", "made", "can", "you"}
)
# "a little vanilla", "a touch of caramel": one portion says it; "light foam" is a request of its own
_AMOUNT_WORDS = frozenset({"little", "just", "bit", "touch", "dash", "hint", "splash"})
# words too common in orders to show that a clause says the model's request ("extra", "served", "no")
_WEAK_WORDS = frozenset({"extra", "no", "not", "served", "up", "more", "less", "very", "double", "make"})
# how an add-on goes on ("nutmeg sprinkled on top", "chocolate drizzled over it"): no request of its own
_TOPPING_WORDS = frozenset({"sprinkled", "sprinkle", "sprinkling", "dusted", "dusting", "drizzled", "drizzle",
                            "drizzling", "top", "topped", "over"})
_KIND_NOUNS = frozenset({"syrup", "sauce"})  # the kind an add-on's name ends in: not said with it
_STEAMED = frozenset({"steamed", "frothed", "foamed", "milk"})  # how a latte's milk is made: no request
# words that turn a request the other way: a note may hold one only where the customer said it
# a question of what a drink is ("is the cold brew strong?", "how sweet is the chai?") asks for nothing:
# no note is re-read from it
_ASKED_ABOUT = re.compile(r"(?<![^,.!?])\s*(?:is|are|does|do|how|what|which)\b[^,.!?]*\?")
_TURNING = frozenset({"less", "more", "extra", "no", "not", "without", "light", "double", "half", "lot"})


def note_supported(note: str, text: str, addons: Iterable[str] = ()) -> bool:
    """Whether a special request is the customer's own: most of its words were said in the turn, in order.

    A note that only says how much of an add-on the line already has ("a little vanilla syrup") is no
    request of its own: one portion of the add-on says it.
    """
    content = [w for w in said_words(note) if w not in _NOTE_GLUE]
    addon_words = {w for name in addons for w in said_words(name)}
    if not content or set(content) <= _AMOUNT_WORDS | addon_words:
        return False
    said, at, matched, own = said_words(text), 0, 0, 0
    if _TURNING.intersection(content) - set(said):  # "with a little less milk" for "with a little milk"
        return False
    if any(content.count(w) > said.count(w) for w in set(content)):  # "light on the milk on the milk on":
        return False  # words said again that the turn says once, the model's wording run on
    unsaid = [w for w in content if w not in said and w not in _AMOUNT_WORDS | _TURNING | _WEAK_WORDS]
    if [w for w in unsaid if w not in addon_words]:
        return False  # "with a little less milk" for "with a little less foam": not the thing said
    for w in content:  # in the order said: "a dash of cinnamon" with almond milk is no "dash of milk"
        if w in said[at:]:
            at = said.index(w, at) + 1
            matched += 1
            own += w not in addon_words
    # and the words beside the add-ons' were said: "light white chocolate sauce" for "one white chocolate
    # sauce" is an add-on, not a request
    return 2 * matched > len(content) and 2 * own >= len([w for w in content if w not in addon_words])


def _alignment(note: list[str], clause: list[str]) -> tuple[int, list[tuple[int, int]]]:
    """The best in-order matching of note words to clause words (a said word counts 2, glue 1)."""
    n, m = len(note), len(clause)
    score = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best = max(score[i + 1][j], score[i][j + 1])
            if note[i] == clause[j]:
                best = max(best, score[i + 1][j + 1] + (1 if note[i] in _NOTE_GLUE else 2))
            score[i][j] = best
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if note[i] == clause[j] and score[i][j] == score[i + 1][j + 1] + (1 if note[i] in _NOTE_GLUE else 2):
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif score[i + 1][j] >= score[i][j + 1]:
            i += 1
        else:
            j += 1
    return score[0][0], pairs


def note_from_turn(note: str, text: str, addons: Iterable[str] = (), taken: Iterable[str] = (),
                   menu_words: Iterable[str] = ()) -> str | None:
    """The customer's own wording of the request the model wrote as ``note``, or None if the turn has none.

    The clause of the turn that shares the most of the note's words, in order, from the first shared word
    to the last, widened by as many words as the note has before and after them (never onto fillers,
    joins or counts): "light on the milk" in "make it light on the froth" is "light on the froth".

    - One shared word must tell: not glue, an amount, a word too common to tell ("extra", "served"), or
      one of ``taken``, the words of the values the edits already say ("bone dry" is no request when the
      line is dry already); a word of the menu (``menu_words``) tells only within a run of shared words
      side by side ("light on the").
    - The turn's words stand in for the note's: never more of them than the note has unshared, never
      the line's own add-ons, and never a single word.
    """
    words = said_words(note)
    addon_words = {w for name in addons for w in said_words(name)}
    telling = set(words) - _NOTE_GLUE - _AMOUNT_WORDS - _WEAK_WORDS - set(taken)
    menu_words = frozenset(menu_words)
    best: tuple[int, list[str]] | None = None
    for part in CLAUSE_BREAK.split(_ASKED_ABOUT.sub(" ", text.lower())):
        clause = said_words(part)
        weight, pairs = _alignment(words, clause)
        run = {k for k, (a, b) in enumerate(zip(pairs, pairs[1:], strict=False)) if b == (a[0] + 1, a[1] + 1)}
        run |= {k + 1 for k in run}  # pairs in a run of two or more words shared side by side
        if not any(words[i] in telling and (words[i] not in menu_words or k in run)
                   for k, (i, _) in enumerate(pairs)) and not _said_but_the_thing(words, pairs, run):
            continue
        lo, hi = pairs[0][1], pairs[-1][1]
        for _ in range(pairs[0][0]):  # the note's words before the first shared one
            if lo == 0 or clause[lo - 1] in EDGE_WORDS or is_number(clause[lo - 1]):
                break
            lo -= 1
        for _ in range(len(words) - 1 - pairs[-1][0]):  # and after the last
            if hi + 1 == len(clause) or clause[hi + 1] in EDGE_WORDS or is_number(clause[hi + 1]):
                break
            hi += 1
        lo, hi = _thing_past_add_ons(clause, lo, hi, pairs, set(words), addon_words)
        if lo and clause[lo - 1] in _TURNING and clause[lo - 1] not in words:
            continue  # "too sweet" out of "not too sweet" says the request the other way
        span = clause[lo : hi + 1]
        stand_ins = len(span) - len(pairs)  # the turn's words said between and around the shared ones
        if len(span) < 2 or stand_ins > len(words) - len(pairs) or set(span) - set(words) & addon_words:
            continue
        if best is None or weight > best[0]:
            best = (weight, span)
    if best is None:
        return None
    wording = " ".join(best[1])
    return wording if note_supported(wording, text, addons) else None


def _said_but_the_thing(words: Sequence[str], pairs: Sequence[tuple[int, int]], run: set[int]) -> bool:
    """Whether the turn says all of the note side by side but its last word, the thing, with a word that
    asks more or less of it: "a little extra" of "a little extra milk" in "a little extra sweetener" (the
    turn's thing stands in for the model's; "just a bit of" a syrup is one portion of it, no request)."""
    return (len(pairs) == len(words) - 1 >= 3 and run == set(range(len(pairs))) and pairs[-1][0] == len(
        words) - 2 and any(words[i] in _TURNING for i, _ in pairs))  # a request: "just a bit of" is none


def add_on_in_own_words(note: str, text: str, addons: Iterable[str], menu: Any) -> str | None:
    """A request about one of the line's add-ons, in the words the customer named it with: "light honey"
    for "light honeys", "light stevia" for "light truvia", "light espresso shot" for "light extra shots".

    The note is a request (its words before the add-on) and the add-on's name; the turn must say the same
    request words, then words the menu reads as that add-on (an alias, a plural, a known misspelling)."""
    words = said_words(note)
    for k in range(1, len(words)):
        addon = menu.resolve("addon", " ".join(words[k:]))
        if addon is not None:
            break
    else:
        return None
    asked = words[:k]
    # "a little honey" is one portion of it, "extra honey" two: requests only in other words ("light")
    if addon not in addons or not set(asked) - _NOTE_GLUE - _AMOUNT_WORDS - _WEAK_WORDS:
        return None
    for clause, _ in said_clauses(text):
        for i in range(len(clause) - len(asked)):
            if clause[i : i + len(asked)] != asked:
                continue
            after = i + len(asked)
            for end in range(min(len(clause), after + 4), after, -1):  # the longest run naming it
                if menu.resolve("addon", " ".join(clause[after:end])) == addon:
                    return " ".join(clause[i:end])
    return None


def _unspoken_requests(edits: list[Any], text: str, menu: Any, said: list[tuple[int, str]]) -> list[Any]:
    """The edits with each request said in so many words (``said``, from ``said_requests_at``) that no
    note says put on its line: the one line the turn adds or changes, or (with the ``menu``) the one added
    line of the item named last before it ("a cortado, hardly any froth, and a mocha in a ceramic cup")."""
    requests = _not_written(said, edits)
    lines = [k for k, e in enumerate(edits) if getattr(e, "op", None) in ("add", "set")]
    if not requests or not lines:
        return edits
    if len(lines) == 1:  # the one line takes every request, after its own note ("a drop of water, half full")
        line = edits[lines[0]]
        said = [n for n in [getattr(line, "notes", None)] if n] + [
            r for at, r in requests if menu is None or not (_restates(r, line, menu) or _said_of_another(
                r, at, line, text, menu))]
        if said == [n for n in [getattr(line, "notes", None)] if n]:
            return edits
        while len(said) > 1 and len(", ".join(said)) > MAX_NOTE_CHARS:
            said.pop()  # a note the cart would refuse as too long keeps the first requests
        edits[lines[0]] = edits[lines[0]].model_copy(update={"notes": ", ".join(said)[:MAX_NOTE_CHARS]})
        return edits
    if menu is None or any(edits[k].op == "set" for k in lines):
        return edits
    for at, request in requests:
        item = item_said_before(text, at, menu)
        mine = [k for k in lines if edits[k].item == item]
        # "a small latte macchiato, a drop of milk, with nutmeg, and two latte macchiatos": of two lines named
        # apart, the one whose words were said with the mention the request follows ("two lattes, one with
        # oat milk, double the foam" names both at once: not known); the words said nearest the mention
        # tell first ("one latte with whip, and one iced latte, not too sweet": the iced one's)
        named_apart = items_named(text, menu).count(item) > 1
        for near in (True, False):
            if len(mine) > 1 and named_apart:
                words = set(said_words(mention_said_around(text, at, menu, near)))
                fits = [len(_line_words(edits[k]) & words) for k in mine]
                mine = [k for k, fit in zip(mine, fits, strict=True) if fit == max(fits)]
        if len(mine) > 1:  # "two iced americanos, one with a splash of oat milk": the oat milk one's
            fits = [_names_a_value(request, edits[k]) for k in mine]
            if fits.count(True) == 1:
                mine = [mine[fits.index(True)]]
        if len(mine) > 1 and _ONE_OF_THEM.search(text.lower(), 0, at) and _split_off_last(
                [edits[k] for k in mine]):
            mine = mine[-1:]  # "two coffees, one with milk": of lines alike, the one split off for it
        if len(mine) == 1 and not getattr(edits[mine[0]], "notes", None):
            edits[mine[0]] = edits[mine[0]].model_copy(update={"notes": request})
    return edits


_KIND_WORDS = frozenset({"milk", "syrup", "sauce"})


def _names_a_value(request: str, edit: Any) -> bool:
    """Whether a request names one of the line's values in full, its kind's word aside ("a splash of oat
    milk" names the oat milk; "half full" names no half caf)."""
    said = set(said_words(request))
    if not isinstance(edit, AddLine):
        return False
    values = [edit.milk, edit.temp, edit.size, edit.caffeine, *edit.addons]
    return any(named and named <= said for v in values if v
               for named in [set(said_words(v.replace("_", " "))) - _KIND_WORDS])


def _said_of_another(request: str, at: int, line: Any, text: str, menu: Any) -> bool:
    """Whether a request said "with" something comes before the added line's item is named: it is said of
    a drink named before it that the turn adds no line of ("a tea with steamed milk and a muffin": the
    tea's, not the muffin's, which is named last and after it)."""
    item = getattr(line, "item", None)
    if not request.startswith("with ") or getattr(line, "op", None) != "add" or item is None:
        return False
    return item_said_before(text, at, menu) != item and item_said_before(text, len(text) + 1, menu) == item


def _split_off_last(lines: Sequence[Any]) -> bool:
    """Whether the last of the lines is the one split off from the others: it has no value they lack ("two
    coffees, one with milk" gives two lines alike; "two iced americanos, one with milk" gives the model's
    iced americano and a plain one, whose iced comes later)."""
    values = [{(k, str(v)) for k, v in line.model_dump(exclude={"notes", "qty", "who"}, exclude_defaults=True
                                                         ).items()} for line in lines]
    return all(values[-1] <= other for other in values[:-1])


_ONE_OF_THEM = re.compile(r"\bone\s+(?:of\s+(?:them|those)\s+)?(?:with\s+)?$")  # said just before a request


def _not_written(said: list[tuple[int, str]], edits: Sequence[Any]) -> list[tuple[int, str]]:
    """The requests (with where each is said) that no note of the edits says, in part or in whole."""
    written = [(getattr(e, "notes", None) or "").lower() for e in edits]
    return [(at, r) for at, r in said if not any(w and (r in w or w in r) for w in written)]


def _line_words(edit: Any) -> set[str]:
    """The words of an added line's values and of its quantity ("2", "two"), its item's name aside."""
    found = value_words([edit.model_copy(update={"item": ""})])
    if getattr(edit, "qty", 1) > 1:
        found |= {str(edit.qty), *(NUMBER_NAMES[edit.qty:edit.qty + 1])}
    return found


# the menu's note words that say a request by themselves ("ristretto", "upside down"): not an amount said
# before a thing ("a splash of") nor "light" ("light ice" is read as the ice's)
def note_word_said(text: str, menu: Any, others: Sequence[str]) -> str | None:
    """The longest of the menu's note words said in ``text`` as words of their own, in no other line's
    note, or None."""
    said = " " + " ".join(re.findall(r"[a-z]+", text.lower())) + " "
    found = [p for p in getattr(menu, "note_words", ()) if p != "light" and not p.endswith(" of")
             and f" {p} " in said and not any(p in o for o in others)]
    return max(found, key=len) if found else None


_EVERY_LINE = re.compile(r"\b(?:both|each|all|every|them|they|these|those)\b", re.I)


def ground_notes(edits: Sequence[Any], text: str, menu: Any = None) -> list[Any]:
    """Return the edits with each note in the customer's words: kept when said, re-read from the turn
    when its wording strays (``note_from_turn``), dropped when the turn asks for nothing of the kind (an
    edit left empty is dropped). A note the turn does not support gives way to a request said in so many
    words (``said_requests``) that no note says yet: the model put a request on that line. With the
    ``menu``, a note that only names a value its edit has ("bone dry" on a dry line) is dropped, and the
    menu's words tell less (``note_from_turn``)."""
    out, taken = [], value_words(edits)
    words = menu_words(menu) if menu is not None else frozenset()
    said = [(at, r) for at, r in said_requests_at(text)  # read once: the unspoken ones are placed after
            if menu is None or not an_option(r, menu)]  # "not too hot" is the warm temperature
    if menu is not None:
        # "less ice" is both a request said and a light add-on: once
        said = sorted(set(said + light_add_ons_at(text, menu) + more_of_at(text, menu)))
    unwritten = [r for _, r in _not_written(said, edits)]
    moved: list[tuple[int, str]] = []  # (index in edits, request) of notes written on the wrong line
    placed: list[int] = []  # the index in edits of each edit of out
    for index, edit in enumerate(edits):
        notes = getattr(edit, "notes", None)
        addons = _addons(edit)
        if notes and menu is not None and _restates(notes, edit, menu):
            edit = edit.model_copy(update={"notes": None})
        elif notes and (said_instead := _asked_otherwise(notes, text, unwritten)):
            at = next(at for at, r in said if r == said_instead)
            if sum(getattr(e, "op", None) in ("add", "set") for e in edits) == 1 or (
                menu is not None and item_said_before(text, at, menu) == getattr(edit, "item", None)
            ):  # this line's request, in the words said
                unwritten.remove(said_instead)
                edit = edit.model_copy(update={"notes": said_instead})
            else:  # another line's: the one named before it (``_unspoken_requests``)
                edit = edit.model_copy(update={"notes": None})
        elif notes and not note_supported(notes, text, addons):
            wording = (menu is not None and add_on_in_own_words(notes, text, addons, menu)) or note_from_turn(
                notes, text, addons, taken, words)
            others = [(getattr(other, "notes", None) or "").lower() for other in edits if other is not edit]
            if not _EVERY_LINE.search(text):  # "two cold brews, one with sweet cream": once, not of each
                others += [(getattr(other, "notes", None) or "").lower() for other in out]
            if wording is not None and any(o and (wording in o or o in wording) for o in others):
                wording = None  # one request is one line's
            if wording is None and unwritten and _line_said_with(
                next(at for at, r in said if r == unwritten[0]), edit, edits, text, menu) is None:
                wording = unwritten.pop(0)  # the model put a request on this line, in other words
            elif wording is None and menu is not None:  # "make it a ristretto": the menu's word for it
                wording = note_word_said(text, menu, others)
            elif wording is not None:  # written now: no other line takes it
                wording = _cut_short(wording, unwritten) or wording  # "with a side": "a side of milk"
                unwritten = [r for r in unwritten if r not in wording and wording not in r]
                theirs = _line_said_with(text.lower().find(wording.lower()), edit, edits, text, menu)
                if theirs is not None:  # said of another line's item: that line's request
                    moved.append((theirs, wording))
                    wording = None
            edit = edit.model_copy(update={"notes": wording})
            if edit.op == "set" and not edit.model_dump(exclude={"op", "ref"}, exclude_defaults=True):
                continue
        elif notes and (theirs := _line_said_with(
                text.lower().find(notes.lower()), edit, edits, text, menu)) is not None:
            moved.append((theirs, notes))  # said of another line's item, in so many words: that line's
            edit = edit.model_copy(update={"notes": None})
        out.append(edit)
        placed.append(index)
    for theirs, request in moved:  # unless it only says how much of an add-on that line has
        k = placed.index(theirs) if theirs in placed else -1
        if (k >= 0 and not getattr(out[k], "notes", None) and note_supported(request, text, _addons(out[k]))
                and not _restates(request, out[k], menu)):
            out[k] = out[k].model_copy(update={"notes": request})
    out = [_said_in_full(edit, said, text) for edit in out]
    return [_tail_trimmed(e) for e in _restating_dropped(_unspoken_requests(out, text, menu, said), menu)]


# words that end a turn and add it to what was said before ("the earl grey with milk too", "with milk as
# well"): no part of the request
_ADDED_TAIL = re.compile(r"(?:\s+(?:too|also|as well|as))+$")


def _tail_trimmed(edit: Any) -> Any:
    """The edit with the words that only add its request to the order ("too", "as well") off the end of
    its note: "with milk" of "the earl grey with milk too"."""
    notes = getattr(edit, "notes", None)
    trimmed = _ADDED_TAIL.sub("", notes) if notes else notes
    return edit.model_copy(update={"notes": trimmed}) if trimmed and trimmed != notes else edit


def _said_in_full(edit: Any, said: Sequence[tuple[int, str]], text: str) -> Any:
    """The edit with each part of its note that the customer did not say as it stands, but that a request
    said in so many words holds, word for word in order, and says more than (not only glue around it),
    written as that request: the customer's words ("with milk on top" for "with steamed milk on top"),
    once, where the model's shorter wording and the request would both stand. A request of the same words
    but for glue is written as said too ("with milk on the side" for "with the milk on the side"): the
    model's wording and the customer's would both stand, one request twice."""
    notes = getattr(edit, "notes", None)
    if not notes:
        return edit
    parts, turn = [], f" {' '.join(said_words(text))} "
    for part in notes.split(", "):
        # "light caramel syrup" (the model's wording of an amount) is "light on the caramel" said
        content = [w for w in said_words(part) if w not in _NOTE_GLUE and w not in _KIND_NOUNS]
        verbatim = f" {' '.join(said_words(part))} " in turn
        fuller = next((r for _, r in said if not verbatim and content and _in_order(content, said_words(r))
                       and (set(said_words(r)) - _NOTE_GLUE - set(content)
                            or [w for w in said_words(r) if w not in _NOTE_GLUE] == content)), part)
        if fuller == part and verbatim:
            fuller = _noun_ended(part, turn)
        if fuller not in parts:
            parts.append(fuller)
    return edit.model_copy(update={"notes": ", ".join(parts)[:MAX_NOTE_CHARS]})


def _thing_past_add_ons(clause: Sequence[str], lo: int, hi: int, pairs: Sequence[tuple[int, int]],
                        words: set[str], addon_words: set[str]) -> tuple[int, int]:
    """``clause[lo : hi + 1]``, or the one shared word in it with the thing it asks for said right after
    it (one of ``_ENDING_NOUNS``): "sweet" of "and sweet cream", of "a vanilla sweet cream cold brew" past
    the line's vanilla. Else the span as it was."""
    if len(pairs) != 1:
        return lo, hi
    at = pairs[0][1]
    around = set(clause[lo:at]) | set(clause[at + 1 : hi + 1])
    if (around - words) and not (around - words) <= addon_words:
        return lo, hi  # widened by words that are no add-on of the line's: "a sweet"
    if at + 1 < len(clause) and clause[at + 1] in _ENDING_NOUNS:
        return at, at + 1
    return lo, hi


# the nouns a request's words say before them ("a lot of hot water", "add sweet cream", "light cinnamon
# powder"): a note that stops right before one has lost the thing it asks for
_ENDING_NOUNS = frozenset({"water", "cream", "powder", "flavor", "flavour", "cubes", "foam", "froth", "shots",
                           "pumps"})


def _noun_ended(part: str, turn: str) -> str:
    """``part`` (said word for word in ``turn``, its words padded with spaces) with the noun said right
    after it, when one of ``_ENDING_NOUNS`` is: "add sweet" of "add sweet cream to my cold brew"."""
    after = turn.split(f" {' '.join(said_words(part))} ", 1)[1].split()
    return f"{part} {after[0]}" if after and after[0] in _ENDING_NOUNS else part


def _in_order(words: Sequence[str], within: Sequence[str]) -> bool:
    """Whether every one of ``words`` is said in ``within``, in the same order."""
    rest = iter(within)
    return all(w in rest for w in words)


def _restating_dropped(edits: list[Any], menu: Any) -> list[Any]:
    """The edits without a note re-read from the turn that only names a value its line has ("with nutmeg
    sprinkled on top" of a line with nutmeg): the model's own wording strayed, the customer's says no more.
    A change left empty is dropped."""
    if menu is None:
        return edits
    out = []
    for edit in edits:
        notes = getattr(edit, "notes", None)
        if notes and _restates(notes, edit, menu):
            edit = edit.model_copy(update={"notes": None})
            if getattr(edit, "op", None) == "set" and not edit.model_dump(
                    exclude={"op", "ref"}, exclude_defaults=True):
                continue
        out.append(edit)
    return out


def _addons(edit: Any) -> dict[str, int]:
    """The add-ons an edit's line has or gets."""
    return (getattr(edit, "addons", None) or {}) | (getattr(edit, "add_addons", None) or {})


def _line_said_with(at: int, edit: Any, edits: Sequence[Any], text: str, menu: Any) -> int | None:
    """The other added line (its index in ``edits``) a request said at offset ``at`` belongs to: the one
    line of the item named last before it, when that is not this edit's item ("an earl grey tea, a lot
    of sweetener, and a cappuccino": a note the model wrote on the cappuccino is the tea's)."""
    if menu is None or at < 0 or getattr(edit, "op", None) != "add":
        return None
    item = item_said_before(text, at, menu)
    if item is None or item == edit.item:
        return None
    theirs = [k for k, other in enumerate(edits)
              if other is not edit and getattr(other, "op", None) == "add" and other.item == item]
    return theirs[0] if len(theirs) == 1 else None


def _asked_otherwise(note: str, text: str, unwritten: Sequence[str]) -> str | None:
    """The request said in so many words (of ``unwritten``) that the note asks in other words, if any:
    the same amount of something else, in words the turn never says together ("very little milk" where
    "very little cream" was said), or a part of the request ("with a side" of "with a side of milk")."""
    words = said_words(note)
    cut = _cut_short(note, unwritten)
    if cut is not None:  # "with a side" of "with a side of milk": the request cut short
        return cut
    if " ".join(words) in " ".join(said_words(text)):
        return None
    return next((r for r in unwritten if said_words(r)[:2] == words[:2] and said_words(r) != words), None)


def _cut_short(note: str, unwritten: Sequence[str]) -> str | None:
    """The request (of ``unwritten``) whose words hold the note's, "with" aside, then go on with "of …": the
    note is that request cut short of its thing ("with a side" of "a side of milk")."""
    core = " ".join(w for w in said_words(note) if w not in ("with", "and"))
    return next((r for r in unwritten if core and f" {core} of " in f" {' '.join(said_words(r))} "), None)


def value_words(edits: Sequence[Any]) -> set[str]:
    """The words of every menu value the edits say (items, options, add-ons, preparations), notes aside."""
    found: set[str] = set()

    def collect(value: Any) -> None:
        if isinstance(value, str):
            found.update(said_words(value.replace("_", " ")))
        elif isinstance(value, dict):
            for key, inner in value.items():
                collect(key)
                collect(inner)
        elif isinstance(value, list | tuple | set | frozenset):
            for inner in value:
                collect(inner)

    for edit in edits:
        dump = edit.model_dump(exclude={"notes", "op"}) if hasattr(edit, "model_dump") else {}
        for value in dump.values():  # the values, not the field names
            collect(value)
    return found


def _restates(note: str, edit: Any, menu: Any) -> bool:
    """Whether the note is the menu's name of a value its edit has already ("extra hot", "bone dry"), or
    says how a milk drink is made ("with steamed milk" of a latte)."""
    item = getattr(edit, "item", None)
    content = set(said_words(note)) - _NOTE_GLUE
    if item in menu.items and menu.item(item).default_milk and content <= _STEAMED and content - {"milk"}:
        return True
    for kind in ("size", "temp", "milk", "caffeine"):
        value = getattr(edit, kind, None)
        if value is not None and menu.resolve(kind, note) == value:
            return True
    addons = (getattr(edit, "addons", None) or {}) | (getattr(edit, "add_addons", None) or {})
    prep, addon = menu.resolve("prep", note), menu.resolve("addon", note)
    return (prep is not None and prep in (getattr(edit, "preps", None) or [])) or (
        addon is not None and addon in addons
    ) or any(_says_only(note, "addon", name, menu) for name in addons)


def _says_only(note: str, group: str, name: str, menu: Any) -> bool:
    """Whether every word of the note (glue aside) is a word of the value's names, said as they are or
    bent ("with cinnamon sprinkled on top" of cinnamon, whose names hold "sprinkle" and "on top")."""
    option = menu.options.get((group, name))
    names = {w for alias in (name, *(option.aliases if option else ())) for w in said_words(alias)}
    content = [w for w in said_words(note) if w not in _NOTE_GLUE and w not in _TOPPING_WORDS]
    return bool(content) and all(
        any(w == n or len(n) >= 5 and w.startswith(n[:-1]) for n in names) for w in content)
