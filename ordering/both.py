""""A latte and a mocha, both iced": values said after "both" (or "each", "all") go to every line added;
"remove both" removes both lines; "make both cappuccinos iced" of one line of two cappuccinos changes
that line alone; "add vanilla to all of them" changes every line that may take it; "actually, make that
both", said after one of two was given an extra shot, gives the other the shot too (the model wrote
nothing: "didn't catch"); "remove both pastries" of a latte, a croissant and a muffin removes the two
pastries (the model cleared the whole order).

Said after the last item of an order, "both large" gives the size to each line the turn adds (said
between items, "one decaf americano, one regular americano, both large, and one earl grey tea", to the
lines of the items said before it); the model,
which puts a value on the line it was said nearest, gave it to the mocha alone. Only a value the line
lacks and the menu allows for its item is given ("a latte and a muffin, both warmed" warms the muffin and
leaves the latte as it is).

"Make them both decaf and add whip to the latte" of a latte and a cappuccino: the values of the part said
with "both" go on both lines, those of the part that names one line on it alone (the model put the whip on
both and the decaf on the latte: `both_and_one_given`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from ordering.cart import Cart
from ordering.dsl import NUMBERS, SINGLE_GROUPS, unsymbol
from ordering.edits import AddLine, ChangeLine, ClearCart, Edit, RemoveLine, apply_edits
from ordering.menu import Menu
from ordering.named_lines import warm_for
from ordering.turn_words import REMOVE_WORDS, WARMED, value_fields

_EVERY = frozenset({"both", "each", "all"})
_BREAK = frozenset({".", "!", "?", "but"})  # ends what "both" is said of, as "and a ..." does
_NEXT_THING = frozenset({"a", "an", "some", "the", "another"})


def both_given(edits: Sequence[Edit], tokens: Sequence[str], menu: Menu | None) -> list[Edit]:
    """``edits`` with the values said after "both" / "each" / "all", after the turn's last item (or before
    items the turn only names again), given to every line the turn adds that lacks them and may have
    them; a preparation too, or the one a verb before "both" asks ("heat them both up": warmed)."""
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    if menu is None or len(adds) < 2 or not items:
        return list(edits)
    # "both" after the turn's last item, or before items only named again ("a latte and a mocha. make both
    # of them large. and the mocha with whip")
    at = next((i for i in range(items[0] + 1, len(tokens)) if tokens[i] in _EVERY and all(
        tokens[k - 1] in ("the", "my") for k in items if k > i)), None)
    if at is None:  # "one decaf americano, one regular americano, both large, and one earl grey tea"
        adds, at = _both_before_more(edits, tokens, items)
    if at is None:
        return list(edits)
    said = []
    for i, token in enumerate(tokens[at + 1 :], start=at + 1):
        if token in _BREAK or token == "and" and i + 1 < len(tokens) and (
                tokens[i + 1] in _NEXT_THING or tokens[i + 1] in NUMBERS):  # "both large and iced" goes on
            break
        if _some_of_them_at(tokens, i):
            break  # "two lattes, both with oat, one decaf": the decaf is one's, not both's
        if token.startswith("item:"):
            break  # "a latte and a mocha, both with oat, the mocha iced": the iced is the mocha's
        if ":" in token:
            said.append(token)
    fields, addons = value_fields(said)
    preps = [unsymbol(t)[1] for t in said if t.startswith("prep:")] or _done_to_both(tokens, at)
    out = list(edits)
    for k in adds:
        line = out[k]
        if line.item not in menu.items:
            continue
        item = line.item
        update = {g: v for g, v in fields.items() if getattr(line, g) is None and menu.allows(item, g, v)}
        more = {n: c for n, c in addons.items() if n not in line.addons and menu.allows(item, "addon", n)}
        if more:
            update["addons"] = {**line.addons, **more}
        done = [p for p in preps if p not in line.preps and menu.allows(item, "prep", p)]
        if done:  # "a muffin and a croissant, heat them both up"
            update["preps"] = [*line.preps, *done]
        if update:
            out[k] = line.model_copy(update=update)
    return out


def _both_before_more(edits: Sequence[Edit], tokens: Sequence[str], items: list[int]
                      ) -> tuple[list[int], int | None]:
    """(the lines added of the items said before "both", where "both" comes between items and the turn
    goes on to order other items after it ("…, both large, and one earl grey tea"), "both"'s place); ([],
    None) otherwise. The lines are those of items said before it only, two units or more."""
    at = next((i for i in range(items[0] + 1, len(tokens)) if tokens[i] == "both"), None)
    if at is None or tokens[at - 1] not in (",", "and") or not any(k > at for k in items):
        return [], None
    before = {tokens[k] for k in items if k < at}
    after = {tokens[k] for k in items if k > at}
    mine = [k for k, e in enumerate(edits) if isinstance(e, AddLine) and f"item:{e.item.replace(' ', '_')}"
            in before - after]
    return (mine, at) if sum(edits[k].qty for k in mine) >= 2 else ([], None)


_MEASURES = frozenset({"pump", "pumps", "shot", "shots", "splash", "packet", "packets", "scoop", "scoops"})
_VERB_PREPS = {"heat": "warmed", "warm": "warmed", "toast": "toasted"}  # "heat them both up"


def _done_to_both(tokens: Sequence[str], at: int) -> list[str]:
    """The preparation a verb right before "both" (or "them both") asks of every line: ["warmed"] of "heat
    them both up", ["toasted"] of "toast both"; [] otherwise."""
    k = at - 1 if at >= 1 and tokens[at - 1] not in ("them", "those") else at - 2
    return [_VERB_PREPS[tokens[k]]] if k >= 0 and tokens[k] in _VERB_PREPS else []


def _some_of_them_at(tokens: Sequence[str], i: int) -> bool:
    """Whether a count after a comma, "and" or a value starts what some of the lines get ("..., one
    decaf", "both large one with oat"); not a measure of an add-on ("both with 2 pumps of vanilla")."""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    return (tokens[i] in NUMBERS and i > 0 and (tokens[i - 1] in (",", "and") or ":" in tokens[i - 1])
            and not after.startswith("addon:") and after not in _MEASURES)


def one_of_both_only(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the values said of "one" after "both" ("2 americanos, both large, one with room")
    on the first line the turn adds only, where the model put them on every line of the item."""
    at = next((i for i, t in enumerate(tokens) if t in _EVERY), None)
    if at is None:
        return list(edits)
    one = next((i for i in range(at + 1, len(tokens)) if tokens[i] == "n1" and _some_of_them_at(tokens, i)),
               None)
    if one is None or sum(t in NUMBERS for t in tokens[at:]) != 1:  # "one with room, one black": the model's
        return list(edits)
    said = []
    for token in tokens[one + 1 :]:
        if token in _BREAK or token.startswith("item:"):
            break
        if ":" in token:
            said.append(token)
    fields, addons = value_fields(said)
    preps = [unsymbol(t)[1] for t in said if t.startswith("prep:")]
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if len(adds) < 2 or len({edits[k].item for k in adds}) != 1 or not (fields or addons or preps):
        return list(edits)

    def has_all(line: AddLine) -> bool:
        return (all(getattr(line, g) == v for g, v in fields.items()) and set(addons) <= set(line.addons)
                and set(preps) <= set(line.preps))

    if not all(has_all(edits[k]) for k in adds):
        return list(edits)
    out = list(edits)
    for k in adds[1:]:
        line = out[k]
        out[k] = line.model_copy(update={
            **{g: None for g in fields}, "addons": {n: c for n, c in line.addons.items() if n not in addons},
            "preps": [p for p in line.preps if p not in preps]})
    return out


_BOTH_REMOVING = REMOVE_WORDS | {"rid", "ditch", "nix", "scrap"}  # "get rid of both"


def both_removed(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or both lines removed when the turn removes "both" ("remove both", "cancel them both")
    of a cart of two lines and the model removed one of them. Of more lines, "both" does not say which."""
    if len(cart.lines) != 2 or "both" not in tokens or not _BOTH_REMOVING.intersection(tokens):
        return list(edits)
    if any(t.startswith("item:") for t in tokens) or not edits or not all(
            isinstance(e, RemoveLine) for e in edits):
        return list(edits)
    return [RemoveLine(ref=1), RemoveLine(ref=2)]


def both_of_one_line(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` without the changes and removals of lines the words never named, when "both" / "all" is
    said of an item whose one line holds its units ("make both cappuccinos iced" of a line of two
    cappuccinos beside a latte: the model, reading "both" as two lines, iced the latte too; "and the lattes
    both with vanilla" of a line of two lattes beside muffins)."""
    named = {t[5:].replace("_", " ") for t in tokens if t.startswith("item:")}
    units_of = {
        tokens[i][5:].replace("_", " ")
        for i in range(1, len(tokens))
        if tokens[i].startswith("item:") and (_every_before(tokens, i) or _every_after(tokens, i))
    }
    meant = [k for k, line in enumerate(cart.lines, start=1) if line.item in units_of and line.qty >= 2]
    if not meant or any(sum(line.item == cart.lines[k - 1].item for line in cart.lines) > 1 for k in meant):
        return list(edits)
    touched = [e for e in edits if isinstance(e, ChangeLine | RemoveLine)]
    if not any(e.ref in meant for e in touched):
        return list(edits)
    return [e for e in edits if not isinstance(e, ChangeLine | RemoveLine) or e.ref in meant
            or not 0 < e.ref <= len(cart.lines) or cart.lines[e.ref - 1].item in named]


def every_unit_not_added(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with the one line the model added of an item said after "both" / "all" ("and both
    cappuccinos with skim" of a line of two cappuccinos) read as the change of the cart's lines of it: the
    customer gave their cappuccinos a milk, and the model ordered a third."""
    for i in range(1, len(tokens)):
        if not tokens[i].startswith("item:") or not _every_before(tokens, i):
            continue
        item = tokens[i][5:].replace("_", " ")
        refs = [k for k, line in enumerate(cart.lines, start=1) if line.item == item]
        adds = [e for e in edits if isinstance(e, AddLine) and e.item == item]
        if sum(cart.lines[k - 1].qty for k in refs) < 2 or len(adds) != 1:
            continue
        said = adds[0].model_dump(exclude={"op", "item", "qty", "who"}, exclude_defaults=True)
        addons = said.pop("addons", {})
        said.pop("removals", None)
        if not (said or addons) or adds[0].removals:
            continue
        changes = [ChangeLine(ref=k, add_addons=addons, **said) for k in refs]
        at = edits.index(adds[0])
        return [*edits[:at], *changes, *edits[at + 1 :]]
    return list(edits)


def _every_before(tokens: Sequence[str], i: int) -> bool:
    """Whether "both" / "all" is said right before the item at ``i`` ("both cappuccinos", "all the
    lattes", "all three lattes")."""
    before = [t for t in tokens[max(0, i - 3) : i] if t not in ("the", "of", "my")]
    return bool(before) and (before[-1] in ("both", "all") or (
        len(before) >= 2 and before[-2] == "all" and before[-1] in NUMBERS))


def _every_after(tokens: Sequence[str], i: int) -> bool:
    """Whether "both" / "all" is said right after "the <item>" at ``i`` ("and the lattes both with
    vanilla")."""
    return tokens[i - 1] in ("the", "my") and tokens[i + 1 : i + 2] in (["both"], ["all"])


_OF_EVERY = frozenset({"of", "them", "those", "these", "the", "my", "our", "drinks", "items", "things"})
_EVERY_AFTER = frozenset({"them", "those", "these", "to", "in", "on", "for", "into"})
_DOING = frozenset({"heat", "warm", "toast", "ice", "make", "do", "cut", "slice"})  # said of both lines


# words before "both" said first: "and both with an extra shot", "actually both with milk"
_OPENING = frozenset({"and", "oh", "also", "ok", "okay", "um", "uh", "actually", "then", ","})


def every_line_said(tokens: Sequence[str], lines: int) -> bool:
    """Whether the words say a change of every line of the cart, naming no item: "add vanilla to all of
    them", "make them all iced", "everything with oat milk", "put caramel in each", "both of them large",
    "both with milk",
    "both toasted", "heat both up", "no whip on either" (of a cart of two; not "that's all", nor "both" of
    three lines)."""
    if any(t.startswith("item:") for t in tokens):
        return False
    for i, tok in enumerate(tokens):
        before = tokens[i - 1] if i else ""
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        if tok in ("everything", "every"):
            return True
        if tok == "either" and lines == 2 and before in ("on", "in", "for", "to", "of", "from"):
            return True  # "and no whip on either", "no ice in either of them": both lines
        if tok in ("all", "each") or (tok == "both" and lines == 2):
            if after in _OF_EVERY or after in NUMBERS or before in _EVERY_AFTER or ":" in after or (
                    after == "with" and set(tokens[:i]) <= _OPENING):  # "both with milk", said first
                return True  # ":" in after: a value right after it ("both toasted", "make all iced")
            if tok == "both" and (before in _DOING or before.startswith("prep:") or after == "up"):
                return True  # "heat both up", "warm both please", "toast both" (the tagger's prep:toasted)
    return False


def every_line_given(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart,
                     menu: Menu | None) -> list[Edit]:
    """``edits`` with the one change the model wrote of some lines, said of all of them ("add vanilla to
    all of them"), made on every other line that may take it and is changed by it (the model skipped the
    chai of "a latte, a mocha and a chai"); "warm" of a food is its warming ("both warm")."""
    changes = [e for e in edits if isinstance(e, ChangeLine)]
    if (menu is None or not changes or len(changes) != len(edits) or len(cart.lines) < 2
            or not every_line_said(tokens, len(cart.lines))):
        return list(edits)
    if any(not 0 < e.ref <= len(cart.lines) for e in changes):
        return list(edits)
    doing = [e for e in changes if _changes_its_line(e, cart, menu)]  # not "unset:temp" of a muffin
    # "both iced and large": the latte made large only; "vanilla in both" of a vanilla latte and a mocha:
    # the change of the latte, which has it, is the mocha's to make
    unrefused = [e for e in changes if not apply_edits(cart, [e], menu).refused]
    change = _all_of(doing) if doing else _all_of(unrefused) if unrefused else None
    if change is None:
        return list(edits)
    if any(e.model_copy(update={"ref": 0}) != change for e in changes):
        out = []
        for ref in range(1, len(cart.lines) + 1):
            whole = change.model_copy(update={"ref": ref})
            own = next((e for e in changes if e.ref == ref), None)
            out += [whole] if not apply_edits(cart, [whole], menu).refused else [own] if own else []
        return out
    out = list(edits)
    written = {e.ref for e in changes}
    for ref in range(1, len(cart.lines) + 1):
        more = _warmed_for(_made_for(change.model_copy(update={"ref": ref}), cart.lines[ref - 1], menu),
                           cart.lines[ref - 1], menu)
        result = apply_edits(cart, [more], menu)
        if ref not in written and not result.refused and result.cart.lines[ref - 1] != cart.lines[ref - 1]:
            out.append(more)
    return sorted(out, key=lambda e: e.ref)


def _made_for(change: ChangeLine, line: Any, menu: Menu) -> ChangeLine:
    """``change`` for ``line``: where it swaps an add-on for one of its kind ("make them both hazelnut":
    the caramel off the caramel latte), the line's own add-ons of that kind come off, not the first
    line's (the vanilla latte kept its vanilla beside the hazelnut)."""
    kind = menu.addon_kind
    swapped = {kind(n) for n in change.add_addons} & {kind(n) for n in change.drop} - {""}
    if not swapped:
        return change
    drop = [n for n in line.addons if n not in change.add_addons and (n in change.drop or kind(n) in swapped)]
    return change.model_copy(update={"drop": drop})


def _warmed_for(change: ChangeLine, line: Any, menu: Menu) -> ChangeLine:
    """``change`` for ``line``, a warm temperature given as warming where the line is food that is warmed
    and takes no temperature ("both warm" of a latte and a muffin: the muffin warmed)."""
    if change.temp is None or warm_for(menu, line.item, f"temp:{change.temp}") != WARMED:
        return change
    return change.model_copy(update={"temp": None, "preps": [*change.preps, WARMED.partition(":")[2]]})


def _changes_its_line(change: ChangeLine, cart: Cart, menu: Menu) -> bool:
    result = apply_edits(cart, [change], menu)
    return not result.refused and result.cart.lines[change.ref - 1] != cart.lines[change.ref - 1]


def _all_of(changes: Sequence[ChangeLine]) -> ChangeLine | None:
    """One change holding every value the changes set (ref 0), or None where two set a group apart or
    any does more than set one-valued groups."""
    first = changes[0].model_copy(update={"ref": 0})
    if all(e.model_copy(update={"ref": 0}) == first for e in changes):
        return first
    merged: dict[str, Any] = {}
    for change in changes:
        said = change.model_dump(exclude={"op", "ref"}, exclude_defaults=True)
        if set(said) - set(_SINGLE):
            return None
        for group, value in said.items():
            if merged.setdefault(group, value) != value:
                return None
    return ChangeLine(ref=0, **merged)


# words that say "the same for both" and nothing else: "actually make that both", "both of them please"
_BOTH_FRAME = frozenset({"actually", "make", "that", "it", "them", "both", "of", "please", "do", "for", "oh",
                         "ok", "okay", "then", "yes", "yeah", "sorry", "wait", "no", "on", "can", "you", ",",
                         ".", "!"})
_SINGLE = ("size", "temp", "milk", "caffeine", "shots")


def both_alike(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, when the turn says only "both" and the model wrote nothing, the values the cart's last
    line has beyond the other line of its item (split off it: "one of them with an extra shot") given to
    that other line as well."""
    if edits or "both" not in tokens or not set(tokens) <= _BOTH_FRAME or len(cart.lines) < 2:
        return list(edits)
    last = cart.lines[-1]
    others = [r for r, line in enumerate(cart.lines[:-1], start=1) if line.item == last.item]
    if len(others) != 1:
        return list(edits)
    other = cart.lines[others[0] - 1]
    change = {g: getattr(last, g) for g in _SINGLE if getattr(last, g) != getattr(other, g)}
    own = any(getattr(other, g) is not None for g in change) or other.removals != last.removals
    if own or not set(other.addons.items()) <= set(last.addons.items()) or not set(other.preps) <= set(
            last.preps):
        return list(edits)  # the other line has values of its own: not one split off the other
    addons = {n: c for n, c in last.addons.items() if n not in other.addons}
    preps = [p for p in last.preps if p not in other.preps]
    if not (change or addons or preps):
        return list(edits)
    return [ChangeLine(ref=others[0], add_addons=addons, preps=preps, **change)]


# words that name the lines of one kind: the cart's food, drinks or teas
_KIND_WORDS = {"food": ("pastries", "pastry", "food", "foods", "bakery", "baked", "snacks", "snack", "eats"),
               "drink": ("drinks", "beverages", "coffees"), "tea": ("teas",)}


def kinds_removed(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu | None) -> list[Edit]:
    """``edits``, or the cart's lines of the kind the turn removes ("remove both pastries", "cancel the
    drinks") removed, where the model cleared the order or removed other lines; "both" asks for two."""
    if menu is None or not REMOVE_WORDS.intersection(tokens) or any(t.startswith("item:") for t in tokens):
        return list(edits)
    if {"first", "last", "second", "third"} & set(tokens):
        return list(edits)  # "cancel the first two drinks": those by their place (`ends_removed`)
    kinds = [k for k, words in _KIND_WORDS.items() if set(words) & set(tokens)]
    if len(kinds) != 1 or not edits or not all(isinstance(e, RemoveLine | ClearCart) for e in edits):
        return list(edits)
    refs = [r for r, line in enumerate(cart.lines, start=1) if line.item in menu.items and (
        menu.item(line.item).category == "tea" if kinds[0] == "tea" else menu.kind(line.item) == kinds[0])]
    if not refs or len(refs) == len(cart.lines) and any(isinstance(e, ClearCart) for e in edits) or (
            "both" in tokens and len(refs) != 2):
        return list(edits)
    return [RemoveLine(ref=r) for r in refs]


def both_noted(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with a request said after "both" / "each" / "all", at the end of the turn, noted on every
    line the turn adds: "two teas, an earl grey and an english breakfast, both with milk" (the model noted
    "with milk" on the english breakfast alone). Only where one added line has the note, its words are all
    said after "both", and the other added lines have no note."""
    items = [i for i, t in enumerate(tokens) if t.startswith("item:")]
    at = next((i for i in range(len(tokens) - 1, -1, -1) if tokens[i] in _EVERY), None)
    adds = [k for k, e in enumerate(edits) if isinstance(e, AddLine)]
    if at is None or not items or at < items[-1] or len(adds) < 2:
        return list(edits)
    said = list(itertools.takewhile(lambda t: t not in NUMBERS and t not in ("one", "n1", "the"),
                                    tokens[at + 1:]))  # "both iced, one with milk": the milk is one's
    after = {t for t in said if t.isalpha()}
    noted = [k for k in adds if edits[k].notes]
    if len(noted) != 1 or not set(edits[noted[0]].notes.lower().split()) <= after:
        return list(edits)
    note = edits[noted[0]].notes
    return [e.model_copy(update={"notes": note}) if k in adds else e for k, e in enumerate(edits)]


_NOT_GIVEN = frozenset({"no", "without", "hold", "remove", "take", "minus", "off", "not", "instead"})


def both_and_one_given(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, of a cart of two lines, the values said with "both" given to both and those said
    with the one line named given to it alone (see the module); only where the model wrote changes of
    those lines alone, and each part gives values (sizes, milks … and add-ons) and takes nothing off."""
    if len(cart.lines) != 2 or not edits or _NOT_GIVEN.intersection(tokens) or not all(
            isinstance(e, ChangeLine) and e.ref in (1, 2) for e in edits):
        return list(edits)
    for k in (k for k, t in enumerate(tokens) if t == "and"):
        for every, one in ((tokens[:k], tokens[k + 1 :]), (tokens[k + 1 :], tokens[:k])):
            items = [unsymbol(t)[1] for t in one if t.startswith("item:")]
            if (not _EVERY.intersection(every) or _EVERY.intersection(one) or len(items) != 1
                    or any(t.startswith("item:") for t in every)):
                continue
            refs = [r for r, line in enumerate(cart.lines, start=1) if line.item == items[0]]
            shared = [t for t in every if ":" in t]
            own = [t for t in one if ":" in t and not t.startswith("item:")]
            if len(refs) != 1 or not shared or not own or any(
                    unsymbol(t)[0] not in (*SINGLE_GROUPS, "addon") for t in (*shared, *own)):
                continue
            (fields, addons), (its_fields, its_addons) = value_fields(shared), value_fields(own)
            return [ChangeLine(ref=r, add_addons={**addons, **(its_addons if r == refs[0] else {})},
                               **{**fields, **(its_fields if r == refs[0] else {})}) for r in (1, 2)]
    return list(edits)
