"""The last change said again of another line: "make it oat" went to the cappuccino (the last line), then
"no, the other one" meant the latte; "make the cappuccino decaf", then "and the other one with oat".

The model reads each turn alone: with no values said it writes a stray note or nothing, and values said
("with oat") go to the line the grounding reads as "it", the one just changed. The cart keeps the changes
the last turn made (`Cart.changed`: each line as it was and the change) for the next turn only. Where the
last turn changed one line, and the words of this turn name another line ("the other one", "the latte",
"the first one"), the line meant is that one:
- a correction ("no, the other one", "I meant the latte", "not that one, the latte", "wrong one, the first
  one", "the other one" alone): the changed line goes back to what it was, and the change (or the values
  this turn says) is made to the line meant; values of other groups than the change's make a change of
  their own ("actually make the cold brew a medium" after the bagel was toasted: the bagel stays toasted);
- the change shared ("the other one too", "same for the other one", "and the latte too"): the change is
  made to the line meant as well; values said ("and the other one with oat") go to it instead.
"The remaining one", said after units were taken off a line ("remove one cappuccino" of two), is that
line (`remaining_one_changed`). "The other one" is the one other line the change can be made to; where
several can, a correction still undoes the change and the reply asks which line is meant. After a removal
("remove the chai", then "and the other drink iced"), "the other" names no line of its own: where two or
more lines take the change, the reply asks which. Turns that say nothing of another line, order or remove
things, or count units are left alone, but for "remove the other one" after one of two lines of an item
was changed: the line not changed goes (`other_removed`; the model removed the one just changed).

Where the last turn changed a line ("make the latte large"), or made one change to several ("make them
both large"), a turn that only adds values ("and iced") goes on with those lines
(`changed_lines_continued`): the model gave the values to the cart's last line alone (the cappuccino
ordered after the latte was made iced).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, unsymbol
from ordering.edits import WHICH, AddLine, AskMenu, ChangeLine, Edit, RemoveLine, apply_edits, change_takes
from ordering.for_whom import ME
from ordering.named_by_values import lines_named_by_values
from ordering.turn_words import REMOVE_WORDS, kind_of
from ordering.units_said import units_split_off

_FIXING = frozenset({"no", "nope", "oops", "sorry", "wait", "actually", "oh", "hmm"})  # said first
_WRONG = frozenset({"wrong", "meant", "mean", "instead"})
_SHARED = frozenset({"too", "also", "same", "likewise", "well"})  # "as well"
_ORDINALS = {"first": 0, "second": 1, "third": 2, "last": -1, "former": 0, "latter": -1}
_VALUES = ("size", "temp", "milk", "caffeine", "shots", "addon", "prep", "removal")
_LINE_EDITS = (AddLine, ChangeLine, RemoveLine, AskMenu)


def last_change_moved(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """``edits`` with the last turn's change undone and made to the line meant, or made to it as well, or
    a question of which line "the other" is (see the module); other turns as they were."""
    said = set(tokens)
    if (menu is None or not cart.lines or len(tokens) > 16 or REMOVE_WORDS & said
            or any(is_count(t) and t != "n1" for t in tokens)):
        return list(edits)
    other = _other_said(tokens) or _every_said(tokens, cart)
    changed = _changed_ref(cart)
    if changed is None:
        return _other_asked(edits, tokens, cart, menu) if other else list(edits)
    ref, before, changes = changed
    targets, naming = _meant(tokens, cart, ref, other, menu)
    values = [t for t in tokens if kind_of(t) in _VALUES and t not in naming]
    shared = bool(_SHARED & said) or _named_after_and(tokens) or _every_said(tokens, cart)
    fixing = not shared and (_fixing_first(tokens) or bool(_WRONG & said) or _not_that(tokens)
                             or other and not values)
    # "make the first one iced", then "no the second one": the model's removal of the second is no removal
    removed_only = fixing and bool(edits) and all(isinstance(e, RemoveLine) for e in edits)
    if targets is None or not (values or shared or fixing) or not values and not (
            _stray(edits, tokens, cart) or removed_only):
        return list(edits)
    if fixing and values and not _same_groups(values, changes):
        return list(edits)  # "actually make the cold brew a medium" after the bagel was toasted: a new change
    if values and _split_part(targets, cart, before, changes):
        return list(edits)  # "actually make the almond one soy" of a split's part: a change of its own
    moving = [ChangeLine(ref=ref, **c) for c in changes]
    if values:  # the values said go to the line meant: the model's changes of the changed line or of it
        moving = [e for e in edits if isinstance(e, ChangeLine) and (e.ref == ref or e.ref in targets)]
        if not moving or len(moving) != len([e for e in edits if isinstance(e, _LINE_EDITS)]):
            return list(edits)  # values written of another line, or beside an order: the model's stand
    if other:  # "the other one": the other lines the change can be made to
        targets = [r for r in targets if all(change_takes(cart, e.model_copy(update={"ref": r}), menu)
                                             for e in moving)]
    ask = _which(targets, cart, moving[0]) if len(targets) > 1 and fixing and len(moving) == 1 else None
    if _every_said(tokens, cart) and targets and not values:  # "all of them": each line that takes it
        return [*(e for e in edits if not isinstance(e, _LINE_EDITS)),
                *(e.model_copy(update={"ref": r}) for r in targets for e in moving)]
    if not targets or len(targets) > 1 and ask is None:
        return list(edits)
    kept = [e for e in edits if not isinstance(e, _LINE_EDITS)]
    undo = [restored(ref, cart.lines[ref - 1], before)] if fixing else []
    if ask is not None:  # "no, the other one" of three lines: which one?
        return [*kept, *undo, ask]
    made = [e.model_copy(update={"ref": targets[0]}) for e in moving]
    if (shared and not values and _one_of_them(tokens) and len(made) == 1
            and cart.lines[targets[0] - 1].qty > 1):
        # "heat up the croissant", then "and one of the muffins": one of the two
        rest = ChangeLine(ref=targets[0], qty=cart.lines[targets[0] - 1].qty - 1)
        made = units_split_off(cart, menu, made[0], rest) or made
    return [*kept, *undo, *made]


def _split_part(targets: Sequence[int], cart: Any, before: Any, changes: Sequence[dict]) -> bool:
    """Whether the lines meant are parts the last turn split off the changed line ("three lattes", "two
    with skim and one with almond", then "actually make the almond one soy": the almond one is a part of
    that change, not where it should have gone)."""
    added = set(getattr(cart, "added", None) or [])
    split = any((c.get("qty") or before.qty) < before.qty for c in changes)
    return split and all(cart.lines[r - 1].id in added for r in targets)


_FIELDS = {"size": "size", "temp": "temp", "milk": "milk", "caffeine": "caffeine", "shots": "shots",
           "addon": "add_addons", "prep": "preps", "removal": "drop"}


def _same_groups(values: Sequence[str], changes: Sequence[dict]) -> bool:
    """Whether the values said are of a group the last change set: a correction of where it went ("I
    meant the latte oat"), not a change of its own."""
    said = {_FIELDS.get(kind_of(v)) for v in values}
    made = {k for c in changes for k, v in c.items() if v not in (None, [], {})}
    if "drop" in made or "add_addons" in made:
        made |= {"add_addons", "drop"}
    return bool(said & made)


_NAMING = frozenset({"the", "my", "please", ",", ".", "!", "n1", "of"})


def _named_after_and(tokens: Sequence[str]) -> bool:
    """Whether the turn only names a line after "and" ("and the muffins", "and one of the muffins"): the
    last change made to it as well."""
    named = [t for t in tokens[1:] if t not in _NAMING]
    return tokens[:1] in (["and"], ["plus"]) and len(named) == 1 and named[0].startswith("item:")


def _one_of_them(tokens: Sequence[str]) -> bool:
    """Whether the words say one unit of the line named ("one of the muffins")."""
    return any(tokens[k : k + 2] == ["n1", "of"] for k in range(len(tokens) - 1))


def _stray(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> bool:
    """Whether the model's edits of a turn that says no values are what it writes of words it cannot
    place: a note in words the customer did not say, an unset, a line of an item the cart has ("the
    latte" read as one more); not a removal, nor a request in the customer's words ("with lemon")."""
    items = {line.item for line in cart.lines}
    for edit in edits:
        if isinstance(edit, RemoveLine) or isinstance(edit, AddLine) and edit.item not in items:
            return False
        if isinstance(edit, ChangeLine) and (
                _sets(edit, cart) or edit.notes and set(edit.notes.split()) <= set(tokens)):
            return False
    return True


def _sets(change: ChangeLine, cart: Any) -> bool:
    """Whether a change sets a value (not only a note, an unset or the count the line has: "that one")."""
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    recounted = change.qty is not None and (line is None or change.qty != line.qty)
    return bool(recounted or change.size or change.temp or change.milk or change.caffeine or change.shots
                or change.add_addons or change.drop or change.preps)


def _fixing_first(tokens: Sequence[str]) -> bool:
    """Whether the turn opens by turning the last change down ("no, the other one"; not "no foam on ...")."""
    return bool(tokens) and tokens[0] in _FIXING and (len(tokens) == 1 or kind_of(tokens[1]) not in _VALUES)


_REMAINING = frozenset({"remaining", "leftover"})  # and "the one left"


def remaining_one_changed(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits`` with the one change the model made of another line made to the line the last turn took
    units off instead, where the turn names "the remaining one" ("remove one cappuccino" of two, then "and
    make the remaining one large": the model made the mocha, the last line, large)."""
    said = _REMAINING.intersection(tokens) or any(tokens[k : k + 2] == ["n1", "left"]
                                                   for k in range(len(tokens)))
    if not said or "n1" not in tokens or len(edits) != 1:
        return list(edits)
    edit = edits[0]
    changed = list(getattr(cart, "changed", None) or [])
    fewer = [r for r, line in enumerate(cart.lines, start=1) for c in changed
             if c.line.id == line.id and c.fields_set() <= {"qty"} and line.qty < c.line.qty]
    if len(fewer) != 1 or not isinstance(edit, ChangeLine) or edit.ref == fewer[0] or edit.qty is not None:
        return list(edits)
    return [edit.model_copy(update={"ref": fewer[0]})]


def _changed_ref(cart: Any) -> tuple[int, Any, list[dict]] | None:
    """(position, the line as it was, the changes made) of the one line the last turn changed in more than
    its count (a count alone is a split of units, "one of them with oat"), or None."""
    changed = list(getattr(cart, "changed", None) or [])
    ids = {c.line.id for c in changed}
    if len(ids) != 1 or getattr(cart, "removed", None):
        return None
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.id in ids]
    changes = [c.change for c in changed]
    said = [{k for k, v in c.items() if v not in (None, [], {})} for c in changes]
    if not refs or all(keys <= {"op", "qty"} for keys in said):
        return None
    return refs[0], changed[0].line, changes


def _other_said(tokens: Sequence[str]) -> bool:
    """Whether the words say "the other" (one, drink, latte) of a line, not of a unit split in this turn
    ("one with oat and the other with soy")."""
    for k, tok in enumerate(tokens):
        if tok == "other" and k and tokens[k - 1] == "the":
            return "n1" not in tokens[:k]
    return False


_EVERY_OF = (["both"], ["both", "of", "them"], ["all", "of", "them"], ["all", "of", "those"], ["them", "all"],
             ["both", "then"], ["all", "then"], ["the", "lot"])


def _every_said(tokens: Sequence[str], cart: Any) -> bool:
    """Whether the turn says, after a change of one line, only that it is of them all: "actually both of
    them" (of two lines), "all of them" (of more)."""
    words = [t for t in tokens if t not in _FIXING and t not in (",", ".", "!", "please", "make", "do", "it")]
    return words in _EVERY_OF and (words[0] != "both" or len(cart.lines) == 2)


def _not_that(tokens: Sequence[str]) -> bool:
    """Whether the words turn down the line changed: "not that one", "not the cappuccino"."""
    return any(t == "not" and tokens[k + 1:k + 2] in (["that"], ["the"], ["this"])
               for k, t in enumerate(tokens))


def _meant(tokens: Sequence[str], cart: Any, changed: int, other: bool,
           menu: Any) -> tuple[list[int] | None, list[str]]:
    """The positions of the lines the words name besides the changed one: by an item ("the latte"; not one
    turned down, "not the cappuccino"), by order ("the first one"), by values it holds ("the large one",
    with those values), or "the other" (every other line); None where they name none, or name something
    else (another item, a line that is not there)."""
    by_values, naming = lines_named_by_values(tokens, cart, menu)
    if naming and not any(t.startswith("item:") for t in tokens):  # "no wait, the large one"
        refs = [r for r in by_values if r != changed]
        return (refs or None), naming
    return _named(tokens, cart, changed, other), []


def _named(tokens: Sequence[str], cart: Any, changed: int, other: bool) -> list[int] | None:
    named = [unsymbol(t)[1] for k, t in enumerate(tokens)
             if t.startswith("item:") and "not" not in tokens[max(0, k - 2):k]]
    refs = [r for r in range(1, len(cart.lines) + 1) if r != changed]
    if named:
        if len(set(named)) != 1:
            return None
        item = named[0]
        same = [r for r in refs if cart.lines[r - 1].item == item]
        kin = [r for r in refs if cart.lines[r - 1].item.split()[-1] == item.split()[-1]]
        return same or kin or None
    if "mine" in tokens:  # "actually mine too" after "my mum's with skim": the line for the customer
        mine = [r for r in refs if cart.lines[r - 1].who == ME]
        return mine or None
    at = next((_ORDINALS[t] for t in tokens if t in _ORDINALS), None)
    if at is not None:
        if not -len(cart.lines) <= at < len(cart.lines):
            return None
        ref = range(1, len(cart.lines) + 1)[at]
        return [ref] if ref != changed else None
    return refs if other else None


def restored(ref: int, line: Any, before: Any) -> ChangeLine:
    """The change that gives line ``ref`` back the values it had before (``before``)."""
    single = ("size", "temp", "milk", "caffeine", "shots", "notes")
    fields = {g: getattr(before, g) for g in single
              if getattr(line, g) != getattr(before, g) and getattr(before, g) is not None}
    unset = [g for g in single if getattr(line, g) is not None and getattr(before, g) is None]
    out = ChangeLine(ref=ref, qty=before.qty if line.qty != before.qty else None, **fields)
    if line.addons != before.addons:
        unset.append("addons")
        out.add_addons = dict(before.addons)
    if line.preps != before.preps:
        unset.append("preps")
        out.preps = list(before.preps)
    if line.removals != before.removals:
        unset.append("removals")
        out.drop = list(before.removals)
    out.unset = unset
    return out


def _other_asked(edits: Sequence[Edit], tokens: Sequence[str], cart: Any, menu: Any) -> list[Edit]:
    """After a removal, "and the other drink iced" of two or more lines that take it: which one?"""
    changes = [e for e in edits if isinstance(e, _LINE_EDITS)]
    if (not getattr(cart, "removed", None) or len(changes) != 1 or not isinstance(changes[0], ChangeLine)
            or any(t.startswith("item:") or t in _ORDINALS for t in tokens)):
        return list(edits)
    change = changes[0]
    refs = [r for r in range(1, len(cart.lines) + 1)
            if change_takes(cart, change.model_copy(update={"ref": r}), menu)]
    ask = _which(refs, cart, change) if len(refs) >= 2 else None
    if ask is None:
        return list(edits)
    return [*(e for e in edits if e is not change), ask]


def _which(refs: list[int], cart: Any, change: ChangeLine) -> AskMenu | None:
    """The question of which of lines ``refs`` takes ``change`` (the answer makes it: `which_answered`);
    None where two of them are of one item (the question could not tell them apart)."""
    items = [cart.lines[r - 1].item for r in refs]
    if len(set(items)) != len(items):
        return None
    kinds = {item.split()[-1] for item in items}
    kind = kinds.pop() if len(kinds) == 1 else "one"
    then = change.model_copy(update={"ref": refs[0]})
    return AskMenu(about=[f"{WHICH}{kind}", *items], lines=refs, then=then)


# words that go on with the last change and name nothing of their own: "and iced", "also with oat please"
# "and both with an extra shot" ("extra" read as "added")
_GOING_ON = frozenset({"and", "also", "plus", "make", "them", "those", "it", "please", "both", "all", "with",
                       ",", ".", "!", "oh", "then", "a", "an", "extra", "added", "too"})


def other_removed(edits: Sequence[Edit], tokens: Sequence[str], cart: Any) -> list[Edit]:
    """``edits``, or the removal moved to the other line, where the last turn changed one of two lines of an
    item and this one removes "the other one" ("two cortados", "one should be decaf", "the decaf one with
    oat", then "remove the other one": the plain cortado, not the decaf one the model removed)."""
    found = _changed_ref(cart)
    if found is None or not _other_said(tokens) or not REMOVE_WORDS.intersection(tokens):
        return list(edits)
    changed = found[0]
    kin = [r for r, line in enumerate(cart.lines, start=1)
           if r != changed and line.item == cart.lines[changed - 1].item]
    if len(kin) != 1 or len(edits) != 1 or edits[0] != RemoveLine(ref=changed):
        return list(edits)
    return [RemoveLine(ref=kin[0])]


def changed_lines_continued(edits: Sequence[Edit], tokens: Sequence[str], cart: Any,
                            menu: Any = None) -> list[Edit]:
    """``edits``, or the values the turn adds given to every line the last turn changed alike, where the
    turn says only values and goes on ("and iced"), and the model gave them to one line; not where one of
    those lines cannot take them ("warm it up" of the muffin, then "and make it a large": the latte's)."""
    changed = list(getattr(cart, "changed", None) or [])
    ids = [c.line.id for c in changed]
    if not ids or len(ids) != len(set(ids)) or any(c.change != changed[0].change for c in changed):
        return list(edits)
    if not {k for k, v in changed[0].change.items() if v not in (None, [], {})} - {"op", "qty"}:
        return list(edits)  # a count alone: a split of units, "one of them with oat"
    if not tokens or tokens[0] not in ("and", "also", "plus") or not any(
            kind_of(t) in _VALUES for t in tokens):
        return list(edits)  # "and iced", not "iced" (a change of its own) nor "and a muffin"
    if any(kind_of(t) not in _VALUES and t not in _GOING_ON for t in tokens):
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.id in ids]
    if len(edits) != 1 or not isinstance(edits[0], ChangeLine) or len(refs) != len(ids):
        return list(edits)
    if len(refs) == 1 and getattr(cart, "removed", None):
        return list(edits)
    continued = [edits[0].model_copy(update={"ref": r}) for r in refs]
    if menu is not None and apply_edits(cart, continued, menu).refused:
        return list(edits)
    return continued
