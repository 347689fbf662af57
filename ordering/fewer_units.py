"""Counts said against a line's own count: "one less latte", "drop one", "take two away", "minus one
croissant" (that many units fewer), "actually only one croissant", "just two of those", "drop it to two"
(that many left), "double the muffins" (twice as many), "make it two instead of four" (the first count).
"Remove one latte and add another mocha" recounts the latte and adds the mocha (`fewer_and_more`).

The model learned counts that set a line ("make it two") and removals of whole lines; a count said with
a word of fewer it reads as an order of that many more ("minus one latte" added a latte), as the line's
removal ("drop one" of three lattes deleted all three), as finishing, or as a note. A count said with
"less / fewer / minus / drop / take away / only / just" is a reduction of the line it names: the line
goes only when no unit is left. A turn that names an add-on ("one less pump", "drop one shot"), asks for
more, or names a second item is left to the other readings.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ordering.cart import Cart
from ordering.dsl import SINGLE_GROUPS, is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, RemoveLine, SetOrder
from ordering.turn_words import FILLER_WORDS, REMOVE_WORDS, kind_of, value_fields
from ordering.turn_words import TURN_ENDS as _ENDS

_FEWER = frozenset({"less", "fewer"})
_TAKING = REMOVE_WORDS | {"lose", "knock", "rid", "take", "minus", "subtract"}
_AWAY = frozenset({"away", "off", "out"})  # "take" reduces only with one of them: "take one off"
_MORE = frozenset({"more", "another", "add", "extra", "also", "too", "plus", "again"})
_ONLY = frozenset({"only", "just"})
_KEEP_VERBS = frozenset({"need", "want", "have", "get", "take", "keep", "do", "like", "i", "we", "really"})
_THEM = frozenset({"them", "those", "these"})
_THE = frozenset({"the", "my", "those", "these", "our", "that"})
_MEASURES = frozenset({"shot", "shots", "pump", "pumps", "packet", "packets", "scoop", "scoops", "splash",
                       "sugar", "sugars", "ice", "cube", "cubes", "bag", "bags", "sweetener", "sweeteners"})
_MULTIPLIED = {"shots:2": 2, "shots:3": 3}  # the words "double" and "triple" read as shot counts


@dataclass(frozen=True)
class Recount:
    """A count said of a line: ``count`` units fewer (``fewer``), else ``count`` units left, or the line's
    count times ``times``; ``item`` and ``values`` name the line (None: the words name no item)."""

    count: int
    item: str | None
    values: tuple[str, ...]
    fewer: bool = False
    times: int = 0


def recount_said(tokens: Sequence[str]) -> Recount | None:
    """The recount the words ask for, or None when they ask none or say more than it."""
    words = _one_more_taken(t for t in tokens if t not in FILLER_WORDS)
    if _MORE.intersection(words) or any(kind_of(t) not in ("", "item", *SINGLE_GROUPS) for t in words):
        return None  # "one less pump of vanilla", "one more latte", "take one away, and add a muffin"
    if len({t for t in words if t.startswith("item:")}) > 1:
        return None
    for i, tok in enumerate(words):
        if tok in _MULTIPLIED:
            named = _named_after(words, i + 1, the_first=True)
            if named and named[0]:  # "double the muffins" (not "double that": a double shot)
                return Recount(1, named[0], named[1], times=_MULTIPLIED[tok])
        if not is_count(tok) or any(is_count(t) for t in words[i + 1 :]):
            continue
        before = words[i - 2] if i > 1 and words[i - 1] == "of" else words[i - 1] if i else ""  # "rid of two"
        after = words[i + 1] if i + 1 < len(words) else ""
        if after in _MEASURES:
            return None
        if before == "to" and _TAKING.intersection(words[:i]) and not any(map(is_count, words[:i])):
            named = _named_after(words, i + 1)  # "drop it to two", "drop the lattes down to two": left
            items = [unsymbol(w)[1] for w in words[:i] if w.startswith("item:")]
            if named == (None, ()) and len(items) <= 1:
                return Recount(number_value(tok), items[0] if items else None, ())
        if after in _FEWER or (before in _TAKING and before != "take") or (
                before in ("take", "knock") and _AWAY.intersection(words)):
            named = _named_after(words, i + 2 if after in _FEWER else i + 1)
            if named:
                return Recount(number_value(tok), *named, fewer=True)
        if _FEWER.intersection(words[i + 1 : i + 5]):  # "one latte less", "one iced latte fewer please"
            named = _named_after(words, i + 1)
            at = words.index(next(iter(_FEWER.intersection(words[i + 1 :]))), i + 1)
            if named and named[0] and _ends(words, at + 1):
                return Recount(number_value(tok), *named, fewer=True)
        k = i - 1
        while k >= 0 and words[k] in _KEEP_VERBS or k == i - 1 and words[k] == "the":  # "just the one"
            k -= 1
        if k >= 0 and words[k] in _ONLY:
            named = _named_after(words, i + 1)
            if named and (named[0] or words[i + 1 : i + 2] == ["of"]):  # "just two of those"
                return Recount(number_value(tok), *named)
    return None


def _one_more_taken(tokens: Iterable[str]) -> list[str]:
    """``tokens`` with "another" / "more" of a removal read as one more unit taken: "remove another one",
    "remove one more", "take another off" are "remove one" (a turn that also adds is left as said)."""
    words = list(tokens)
    more = _MORE.intersection(words)
    taking = _TAKING.intersection(words) - {"take"} or "take" in words and _AWAY.intersection(words)
    if not more or not more <= {"another", "more"} or not taking:
        return words
    if any(is_count(w) for w in words):
        return [w for w in words if w not in ("another", "more")]
    return ["n1" if w == "another" else w for w in words if w != "more"]


def _named_after(words: Sequence[str], i: int, the_first: bool = False
                 ) -> tuple[str | None, tuple[str, ...]] | None:
    """(the item, the values) named from ``i`` ("of the iced lattes", "latte", "of them", or nothing
    before the turn's end), or None when something else follows. ``the_first``: "the" / "my" must come
    first ("double the muffins", not "a double latte")."""
    if the_first and (i >= len(words) or words[i] not in _THE):
        return None
    if words[i : i + 1] == ["of"]:
        i += 1
        if words[i : i + 1] and words[i] in _THEM:
            return (None, ()) if _ends(words, i + 1) else _named_after(words, i + 1)
    if i < len(words) and words[i] in _THE:
        i += 1
    values: list[str] = []
    while i < len(words) and kind_of(words[i]) in SINGLE_GROUPS:
        values.append(words[i])
        i += 1
    if i < len(words) and words[i].startswith("item:"):
        return (unsymbol(words[i])[1], tuple(values)) if _ends(words, i + 1, "order") else None
    return (None, ()) if not values and _ends(words, i) else None


def _ends(words: Sequence[str], i: int, *more: str) -> bool:
    """Whether nothing but ending words is said from ``i`` ("please", "away", "actually", "then")."""
    rest = {w for w in words[i:] if w not in ("the", "from", "order", "now", "actually", "thanks", "for")}
    return rest <= _ENDS | _AWAY | _FEWER | {"of", "it", "that", "me", *more}


def recounted_lines(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with the recount the words ask of one line in place of what the model wrote of it (an
    added line of its item, a change or removal of it, finishing); an order's own details are kept."""
    said = recount_said(tokens)
    bare = said or _only_a_count(tokens)
    added = _added_line_undone(bare, cart) if bare is not None else None
    if added is not None:  # "a cold brew", "and another cold brew", "actually just one": the one added goes
        return [RemoveLine(ref=added), *(e for e in edits if isinstance(e, SetOrder))]
    ref = _line_meant(said, edits, cart) if said is not None and cart.lines else None
    if said is None or ref is None:
        return list(edits)
    line = cart.lines[ref - 1]
    if said.times:
        left = line.qty * said.times
    else:
        left = line.qty - said.count if said.fewer else said.count
    kin = said.fewer and sum(other.item == line.item for other in cart.lines) > 1  # "add another", then
    # "one less": of the latte's two lines of one, the line the model wrote of goes
    if left == line.qty and said.item is not None and not said.fewer and not said.times:
        return [ChangeLine(ref=ref, qty=left), *(e for e in edits if isinstance(e, SetOrder))]
    if left == line.qty or (left <= 0 and said.item is None and not kin) or (
            not said.fewer and not said.times and left > line.qty):
        return list(edits)  # "just three" of three, "drop one" of a line of one: the model's to read
    recount: Edit = ChangeLine(ref=ref, qty=left) if left > 0 else RemoveLine(ref=ref)
    return [recount, *(e for e in edits if isinstance(e, SetOrder))]


def _only_a_count(tokens: Sequence[str]) -> Recount | None:
    """The count of "actually just one", "only one please": a count left with no line named."""
    words = [t for t in tokens if t not in FILLER_WORDS | _ENDS and t not in ("actually", "make", "it")]
    if len(words) == 2 and words[0] in _ONLY and is_count(words[1]):
        return Recount(number_value(words[1]), None, ())
    return None


def _added_line_undone(said: Recount, cart: Cart) -> int | None:
    """The line the last turn added, where the count said is what the lines of its item had before it:
    "a cold brew", "and another cold brew", then "actually just one" (the model set the new line's count
    to the one it had)."""
    added = [r for r, line in enumerate(cart.lines, start=1) if line.id in cart.added]
    if said.fewer or said.times or len(added) != 1:
        return None
    new = cart.lines[added[0] - 1]
    if said.item is not None and said.item not in (new.item, new.item.split()[-1]) or not all(
            str(getattr(new, g)) == v for g, v in map(unsymbol, said.values)):
        return None
    kin = [line for line in cart.lines if line.item == new.item]
    return added[0] if len(kin) > 1 and sum(line.qty for line in kin) - new.qty == said.count else None


def _line_meant(said: Recount, edits: Sequence[Edit], cart: Cart) -> int | None:
    """The one line the recount is said of: the line of the item named (by its own name, else by the
    kind its name ends in, "croissant" of a chocolate croissant) that has every value said; with no item
    named, the line the model wrote of, else the one line that has more units than the count."""
    lines = list(enumerate(cart.lines, start=1))
    if said.item is not None:
        kind = said.item.split()[-1]
        named = [r for r, line in lines if line.item == said.item] or [
            r for r, line in lines if line.item.split()[-1] == kind]
        named = [r for r in named if all(
            str(getattr(cart.lines[r - 1], g)) == v for g, v in map(unsymbol, said.values))]
        if not said.fewer and not said.times:  # "only one muffin" of a line of one: kept as it is
            named = [r for r in named if cart.lines[r - 1].qty >= said.count]
        return named[0] if len(named) == 1 else None
    written = {e.ref for e in edits if isinstance(e, ChangeLine | RemoveLine) and 1 <= e.ref <= len(lines)}
    if any(isinstance(e, AddLine) for e in edits):
        written = set()
    several = written or {r for r, line in lines if line.qty > said.count}
    kin = [r for r, line in lines if sum(other.item == line.item for _, other in lines) > 1]
    if not several and said.fewer and len({cart.lines[r - 1].item for r in kin}) == 1:
        return kin[-1]  # "add another" (a line of its own), then "one less": the last of them
    return next(iter(several)) if len(several) == 1 else None


def count_instead_of(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the count of a line set to the count said before "instead of" / "not" another ("make it
    two instead of four", "two, not four"), where the model set it to the other, the last count said."""
    words = [t for t in tokens if t not in FILLER_WORDS and t != ","]
    for j, tok in enumerate(words):
        after = words[j + 1 : j + 3]
        other = after[1] if tok == "instead" and after[:1] == ["of"] and len(after) == 2 else (
            after[0] if tok == "not" and after else None)
        if other is None or not is_count(other) or not _ends(words, j + (3 if tok == "instead" else 2)):
            continue
        said = [w for w in words[:j] if is_count(w)]
        if len(said) != 1 or any(kind_of(w) not in ("", "item") for w in words[:j]):
            return list(edits)
        wanted, written = number_value(said[0]), number_value(other)
        if len(edits) == 1 and isinstance(edits[0], ChangeLine) and edits[0].qty == written and (
                edits[0].values_changed() == {"qty"}):
            return [edits[0].model_copy(update={"qty": wanted})]
        return list(edits)
    return list(edits)


# the words of the part that adds: "and add another mocha", "plus one more mocha", "and get a mocha"
_ADDING = frozenset({"and", ",", "add", "another", "more", "also", "plus", "a", "an", "please", "then", "get",
                     "me", "instead", "actually", "but"})


def fewer_and_more(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or a recount of one line and a line added, where the turn says both and nothing else:
    "remove one latte and add another mocha", "take one latte off and add a mocha", "one less latte and one
    more mocha" (the model removed the mocha, or made it a latte, or added both)."""
    words = [t for t in tokens if t not in FILLER_WORDS]
    cut = next((k for k in range(1, len(words)) if words[k] in ("and", ",", "plus")
                and any(w.startswith("item:") for w in words[:k])), None)
    if cut is None:
        return list(edits)
    first, second = words[:cut], words[cut:]
    for taking, adding in ((first, second), (second, first)):
        said = recount_said([w for w in taking if w not in ("and", ",", "plus")])
        added = _added_part(adding)
        if said is None or added is None or said.item is None:
            continue
        ref = _line_meant(said, [], cart)
        if ref is None or said.times:
            return list(edits)
        line = cart.lines[ref - 1]
        left = line.qty - said.count if said.fewer else said.count
        if left == line.qty or left < 0 or not said.fewer and left > line.qty:
            return list(edits)
        recount: Edit = ChangeLine(ref=ref, qty=left) if left > 0 else RemoveLine(ref=ref)
        return [recount, added, *(e for e in edits if isinstance(e, SetOrder))]
    return list(edits)


def _added_part(words: Sequence[str]) -> AddLine | None:
    """The line a part of the turn adds ("and add another mocha", "one more large mocha"), else None."""
    rest = [w for w in words if w not in _ADDING]
    count = number_value(rest[0]) if rest and is_count(rest[0]) else 1
    rest = rest[1:] if rest and is_count(rest[0]) else rest
    if not rest or not rest[-1].startswith("item:") or not (_MORE | {"get"}).intersection(words):
        return None  # "remove one latte and a mocha": both taken off, no mocha added
    if any(kind_of(w) not in SINGLE_GROUPS and kind_of(w) != "addon" for w in rest[:-1]):
        return None
    fields, addons = value_fields(rest[:-1])
    return AddLine(item=unsymbol(rest[-1])[1], qty=count, addons=addons, **fields)
