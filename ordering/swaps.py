""""Caramel instead", "swap it for hazelnut", "make it hazelnut", "change the syrup to hazelnut": the
add-on said takes the place of the line's one of its kind.

The model writes the new add-on onto the line (``set L1 + addon:caramel_syrup``) and, for a swap said
this way, leaves the old one on it: a small vanilla latte would come with vanilla and caramel. When the
words say a swap and the change takes nothing off, the line's add-ons of the same kind as a new one
(syrup, sauce, sweetener, topping, spread) come off; where the line has none of that kind, a flavour
takes a flavour's place ("with white chocolate instead" of a peppermint latte: the syrup comes off).

"Swap the whipped cream for marshmallows": the menu has no marshmallows, and the model put the whipped cream
on again; the add-on comes off and the thing asked for is noted in the customer's words
(`add_on_swapped_for_unlisted`); so is "no wait, lemon instead of honey" (the model took the honey off and
said nothing of the lemon).

"Swap the vanilla for hazelnut" of a vanilla latte and a caramel macchiato: the model changed the
macchiato, whose caramel came off, and the latte kept its vanilla. A change put on a line without the add-on
named as swapped out goes to the one line that has it (`_moved_to_named_old`).

"Butter instead of cream cheese" names both sides; the model read it backwards (it took the butter off a
bagel that had none, and the customer heard "couldn't find anything to change"). Said so, of the cart's
one line with the add-on named second, the first takes its place (`instead_of_said`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ordering.cart import Cart, Line
from ordering.dsl import is_count, number_value, unsymbol
from ordering.edits import AddLine, ChangeLine, Edit, note_after
from ordering.menu import FLAVOUR_KINDS, Menu
from ordering.turn_words import BOTH_OR_ALL, INSTEAD_OF, value_fields

SWAP_WORDS = frozenset({"instead", "rather", "swap", "switch", "replace", "substitute"})
# "make it hazelnut" is the drink made of the add-on; these words say it joins the line's ("make it
# hazelnut too", "also make it caramel", "make it extra vanilla")
_BESIDE = frozenset({"too", "also", "add", "extra", "more", "another", "plus", "both", "well", "and"})
_MADE = frozenset({"it", "that", "this", "them", "those", "mine", "one"})
_NOT_SWAPPED = frozenset({"extra", ""})  # an extra shot or ice joins a line; it takes no other's place


def swapped(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart, menu: Menu) -> list[Edit]:
    """``edits`` with each add-on swapped in taking the place of the line's add-ons of its kind.

    The old ones come off whether or not they are named: "caramel instead", "swap the sugar for honey",
"no sorry, hazelnut" (a correction that says the add-on alone)
    (where the model writes the sugar again, as it is on the line, beside the honey). An add-on named as
the one swapped out comes off whatever its kind: "swap the honey for vanilla" (a sweetener for a syrup);
where one is named, the others of its kind stay ("swap the hazelnut for caramel" of vanilla and hazelnut).
The new one takes the count said with "pumps", else the old one's where the turn says no count: two
pumps of vanilla made hazelnut are two pumps of hazelnut."""
    if not SWAP_WORDS.intersection(tokens) and not made_of_add_on(tokens) and not corrected_to_add_on(tokens):
        return list(edits)
    named_old = named_old_add_ons(tokens)
    out: list[Edit] = []
    for edit in edits:
        edit = _moved_to_named_old(edit, edits, cart, named_old)
        on_the_cart = isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines)
        if on_the_cart and edit.add_addons and not edit.drop:
            line = cart.lines[edit.ref - 1]
            new = [name for name in edit.add_addons if name not in line.addons]
            kinds = {menu.addon_kind(name) for name in new} - _NOT_SWAPPED
            old = _given_way(line.addons, new, named_old, menu)
            if not named_old and kinds & {menu.addon_kind(name) for name in _just_taken_off(line, cart)}:
                old = []  # "take out the caramel", then "add hazelnut instead": in the caramel's place
            # "swap the hazelnut for caramel" of vanilla and hazelnut: the one named, not every syrup
            if old:
                kept = {name: n for name, n in edit.add_addons.items() if name not in old}
                count = _count_said(tokens, {line.addons[name] for name in old})
                if len(new) == 1 and kept.get(new[0]) == 1 and count is not None:
                    kept[new[0]] = count  # "vanilla, two pumps", then "change it to hazelnut": two
                edit = edit.model_copy(update={"add_addons": kept, "drop": old})
        out.append(edit)
    return _unit_swapped(out, named_old, cart, menu)


def _given_way(had: dict[str, int], new: Sequence[str], named_old: set[str], menu: Menu) -> list[str]:
    """The add-ons of ``had`` that the ``new`` ones take the place of: those named as swapped out, else
    those of a new one's kind, else, where none is, the flavours ("white chocolate instead" of peppermint:
    a flavour's place)."""
    kinds = {menu.addon_kind(name) for name in new} - _NOT_SWAPPED
    flavoured = bool(kinds & FLAVOUR_KINDS)  # a sauce takes a syrup's place where the line has no sauce
    return [name for name in had if name not in new and name in named_old] or [
        name for name in had if name not in new and menu.addon_kind(name) in kinds] or [
        name for name in had if name not in new and flavoured and menu.addon_kind(name) in FLAVOUR_KINDS]


def _unit_swapped(edits: list[Edit], named_old: set[str], cart: Cart, menu: Menu) -> list[Edit]:
    """``edits`` with the line of a unit split off a cart line ("two vanilla lattes", "make one of them
    caramel instead": the line made one, and a latte added with its vanilla and the caramel) rid of the
    add-ons the new ones take the place of."""
    split = [cart.lines[e.ref - 1] for e in edits if isinstance(e, ChangeLine) and e.qty is not None
             and 1 <= e.ref <= len(cart.lines) and e.qty < cart.lines[e.ref - 1].qty]
    if len(split) != 1:
        return edits
    line = split[0]
    out = []
    for edit in edits:
        if isinstance(edit, AddLine) and edit.item == line.item and set(line.addons) < set(edit.addons):
            new = [name for name in edit.addons if name not in line.addons]
            old = _given_way(line.addons, new, named_old, menu)
            edit = edit.model_copy(update={"addons": {n: c for n, c in edit.addons.items() if n not in old}})
        out.append(edit)
    return out


def _just_taken_off(line: Line, cart: Cart) -> list[str]:
    """The add-ons the last turn took off ``line``."""
    return [name for changed in cart.changed if changed.line.id == line.id
            for name in changed.change.get("drop") or []]


def _moved_to_named_old(edit: Edit, edits: Sequence[Edit], cart: Cart, named_old: set[str]) -> Edit:
    """``edit`` moved to the one line that has the add-ons named as swapped out, where the model put it
    on a line without them: "swap the vanilla for hazelnut" of a vanilla latte and a caramel macchiato is
    the latte's (the model changed the macchiato, whose caramel came off)."""
    if not named_old or not isinstance(edit, ChangeLine) or not 1 <= edit.ref <= len(cart.lines):
        return edit
    if named_old & set(cart.lines[edit.ref - 1].addons):
        return edit
    having = [r for r, line in enumerate(cart.lines, start=1) if named_old <= set(line.addons)]
    if len(having) != 1 or any(isinstance(e, ChangeLine) and e.ref == having[0] for e in edits):
        return edit
    return edit.model_copy(update={"ref": having[0]})


_CORRECTING = frozenset({"no", "sorry", "meant", "mean", "actually", "oops", "wait", "nope"})
_CORRECTION_FILLER = _CORRECTING | frozenset({"i", "oh", "um", "uh", "please", "syrup", "flavor", "flavour",
                                              ",", ".", "!", "the", "not", "that", "make", "it"})


def corrected_to_add_on(tokens: Sequence[str]) -> bool:
    """Whether the turn is a correction that says one add-on and nothing else: "no sorry, hazelnut",
    "i meant hazelnut", "actually hazelnut" (of a vanilla latte: hazelnut in its place)."""
    said = [t for t in tokens if t not in _CORRECTION_FILLER]
    return (_CORRECTING.intersection(tokens) and len(said) == 1 and said[0].startswith("addon:")
            and not _BESIDE.intersection(tokens))


def made_of_add_on(tokens: Sequence[str]) -> bool:
    """Whether the words make a line of an add-on, as one makes it decaf: "make it hazelnut", "can you
    make that toffee nut", "make the latte caramel" (the add-on right after; not "make it with hazelnut",
    "make it hazelnut too", which add one beside the line's)."""
    tokens = _every_one_as_them(tokens)
    if _BESIDE.intersection(tokens):
        return False
    for i, tok in enumerate(tokens):
        if tok != "make":
            continue
        rest = [t for t in tokens[i + 1 : i + 5] if t not in ("a", "an")]
        if rest[:1] and rest[0] in _MADE and rest[1:2] and rest[1].startswith("addon:"):
            return True
        if rest[:1] == ["the"] and rest[1:2] and rest[1].startswith(("item:", "addon:")) and rest[
                2:3] and rest[2].startswith("addon:"):
            return True  # "make the latte caramel"; "make the vanilla caramel" (`named_old_add_ons`)
    return changed_to_add_on(tokens)


_EVERY = BOTH_OR_ALL


def _every_one_as_them(tokens: Sequence[str]) -> list[str]:
    """The words with "both of them", "all of those", "them both" or "make both" said as "them": "make both
    of them hazelnut" makes each line of the add-on, as "make them hazelnut" does (not one beside)."""
    out: list[str] = []
    k = 0
    while k < len(tokens):
        tok, after = tokens[k], tokens[k + 1 : k + 3]
        if tok in _EVERY and after[:1] == ["of"] and after[1:] in (["them"], ["those"]):
            out.append("them")  # "both of them", "all of those"
            k += 3
            continue
        if tok in _EVERY and out[-1:] in (["them"], ["those"]):
            pass  # "them both"
        elif tok in _EVERY and out[-1:] == ["make"]:
            out.append("them")  # "make both hazelnut"
        else:
            out.append(tok)
        k += 1
    return out


# "change the syrup to hazelnut": the word for the line's add-on that the new one replaces
_ADD_ON_KINDS = frozenset({"syrup", "flavor", "flavour", "sauce", "sweetener", "sugar", "topping", "spread"})


def changed_to_add_on(tokens: Sequence[str]) -> bool:
    """Whether the words change a line, or its add-on, to an add-on: "change it to hazelnut", "switch that
    to caramel", "change the syrup to hazelnut", "change the vanilla to caramel", "turn the latte into a
    caramel one"."""
    for i, tok in enumerate(tokens):
        if tok not in ("change", "turn", "switch"):
            continue
        rest = [t for t in tokens[i + 1 : i + 6] if t not in ("a", "an", "the", "my")]
        to = next((k for k, t in enumerate(rest) if t in ("to", "into")), None)
        if to is None or to == 0 or not rest[to + 1 : to + 2] or not rest[to + 1].startswith("addon:"):
            continue
        named = rest[:to]
        if len(named) == 1 and (named[0] in _MADE | _ADD_ON_KINDS
                                or named[0].startswith(("item:", "addon:"))):
            return True
    return False


_PORTIONS = frozenset({"pump", "pumps", "scoop", "scoops", "shot", "shots", "squirt", "squirts"})


def _count_said(tokens: Sequence[str], old: set[int]) -> int | None:
    """The count of the add-on swapped in: the one said with "pumps" ("hazelnut instead, 3 pumps"), else,
    where the turn says no count, the old one's (when it had one count)."""
    said = [number_value(t) for t, after in zip(tokens[:-1], tokens[1:], strict=True)
            if is_count(t) and after in _PORTIONS]
    if len(said) == 1:
        return said[0]
    return old.pop() if len(old) == 1 and not any(is_count(t) for t in tokens) else None


_NAMING_OLD = SWAP_WORDS | {"change"}  # "change the vanilla to honey"


def named_old_add_ons(tokens: Sequence[str]) -> set[str]:
    """The add-ons named as the ones swapped out: after a swap word (or "change") and before "for" / "with"
    / "to" and another add-on ("swap the honey for vanilla", "replace the sugar with splenda", "change
    vanilla to honey"), or made another ("make the sugars splenda")."""
    out: set[str] = set()
    for i, tok in enumerate(tokens):
        if tok.startswith("addon:") and tokens[max(0, i - 2) : i] == ["make", "the"] and tokens[
                i + 1 : i + 2] and tokens[i + 1].startswith("addon:"):
            out.add(tok[6:].replace("_", " "))  # "make the sugars splenda": the sugar made splenda
            continue
        if not tok.startswith("addon:") or not _NAMING_OLD.intersection(tokens[max(0, i - 4) : i]):
            continue
        rest = tokens[i + 1 : i + 5]
        joined = next((k for k, t in enumerate(rest) if t in ("for", "with", "to")), None)
        if joined is not None and any(t.startswith("addon:") for t in rest[joined + 1 :]):
            out.add(tok[6:].replace("_", " "))
    return out


# "hazelnut not caramel", "hazelnut, not the caramel": the second is the one taken out
_NOT_THE_OTHER = (("not",), (",", "not"), ("not", "the"), (",", "not", "the"))


def instead_of_said(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or, where the turn says "<add-on> instead of <add-on>" (or "<add-on> not <add-on>": "my
    wife wants hazelnut not caramel") and the cart has one line with the second, that line given the first
    in its place (with its count), whatever the model wrote of it: a change of that line, or the first
    added to another."""
    for i, tok in enumerate(tokens):
        if not tok.startswith("addon:"):
            continue
        phrase = next((p for p in (*INSTEAD_OF, *_NOT_THE_OTHER)
                       if tuple(tokens[i + 1 : i + 1 + len(p)]) == p), None)
        after = tokens[i + 1 + len(phrase)] if phrase and i + 1 + len(phrase) < len(tokens) else ""
        if not after.startswith("addon:"):
            continue
        new, old = tok[6:].replace("_", " "), after[6:].replace("_", " ")
        refs = [r for r, line in enumerate(cart.lines, start=1) if old in line.addons]
        if len(refs) != 1 or new == old or new in cart.lines[refs[0] - 1].addons:
            return list(edits)
        if any(not isinstance(e, ChangeLine) or e.ref != refs[0] and not _only_adds(e, new) for e in edits):
            return list(edits)  # the turn does more than this swap: the model's
        count = cart.lines[refs[0] - 1].addons[old]
        return [ChangeLine(ref=refs[0], add_addons={new: count}, drop=[old])]
    return list(edits)


def _only_adds(edit: ChangeLine, name: str) -> bool:
    """Whether ``edit`` only adds the add-on ``name`` (the model's reading of "hazelnut not caramel", put
    on another line)."""
    return set(edit.add_addons) == {name} and edit.model_dump(
        exclude={"op", "ref", "add_addons"}, exclude_defaults=True) == {}


_VALUE_GROUPS = ("size", "temp", "milk", "caffeine", "shots")
_ARTICLE = frozenset({"a", "an", "the", "my"})


def value_instead_of_said(edits: Sequence[Edit], tokens: Sequence[str]) -> list[Edit]:
    """``edits`` with the value said before "instead of" in place of the one said after it, of the same
    group, where the model wrote the one after: "make it a tall instead of a grande" is small, not
    medium."""
    words = [t for t in tokens if t not in _ARTICLE]
    for i, tok in enumerate(words):
        group, colon, _ = tok.partition(":")
        if tok == "milk" and words[i + 1 : i + 3] == ["instead", "of"] and words[i + 3 : i + 4] and (
                words[i + 3].startswith("milk:")):  # "a splash of milk instead of cream": no cream put in
            old_milk = unsymbol(words[i + 3])[1]
            return [e.model_copy(update={"milk": None}) if isinstance(e, ChangeLine) and e.milk == old_milk
                    else e for e in edits]
        if group not in _VALUE_GROUPS or not colon:  # the word "milk", no value of the group
            continue
        item = words[i + 1] if i + 1 < len(words) and words[i + 1].startswith("item:") else ""
        at = i + 1 + bool(item)  # "a small latte instead of a large one": the item between
        phrase = next((p for p in INSTEAD_OF if tuple(words[at : at + len(p)]) == p), None)
        after = words[at + len(phrase)] if phrase and at + len(phrase) < len(words) else ""
        if after.partition(":")[0] != group or after == tok:
            continue
        new, old = unsymbol(tok)[1], unsymbol(after)[1]
        if group == "shots":
            new, old = int(new), int(old)
        edits = [e.model_copy(update={group: new}) if isinstance(e, ChangeLine | AddLine) and not (
            item and isinstance(e, AddLine)) and getattr(e, group) == old else e for e in edits]
        return _other_value_not_added(edits, unsymbol(item)[1], group, new, old) if item else edits
    return list(edits)


def _other_value_not_added(edits: Sequence[Edit], item: str, group: str, new: object,
                           old: object) -> list[Edit]:
    """``edits`` less the line of ``item`` they add with the value said after "instead of", where they
    add one with the value said before it too: "a small latte instead of a large one" is one small
    latte."""
    def adds(value: object) -> list[int]:
        return [k for k, e in enumerate(edits) if isinstance(e, AddLine) and e.item == item
                and getattr(e, group) == value]

    kept, dropped = adds(new), adds(old)
    if len(kept) != 1 or len(dropped) != 1:
        return list(edits)
    return [e for k, e in enumerate(edits) if k != dropped[0]]


_SWAP_VERBS = frozenset({"swap", "switch", "replace", "exchange", "trade", "sub", "substitute", "change"})
_FOR = frozenset({"for", "with", "to", "into"})
_PLAIN_SKIPPED = frozenset({"some", "a", "an", "please", "thanks", "instead", ".", "!", "?"})


def add_on_swapped_for_unlisted(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits``, or the add-on named taken off its line and the thing said in its place noted, where the
    turn swaps an add-on the line has for words that name nothing on the menu (see the module): "swap the
    honey for lemon", "no wait, lemon instead of honey"."""
    swap = _swapped_for_words(tokens) or _words_instead_of(tokens)
    if swap is None:
        return list(edits)
    name, wanted = swap
    refs = [r for r, line in enumerate(cart.lines, start=1) if name in line.addons]
    changed = {e.ref for e in edits if isinstance(e, ChangeLine)}
    refs = [r for r in refs if r in changed] or refs
    misread = [e for e in edits if isinstance(e, ChangeLine) and (e.ref in refs or set(e.add_addons) == {name}
                                                                  and e.values_changed() == {"add_addons"})]
    if len(refs) != 1 or len(misread) != len(edits):  # the model put the add-on on again, here or beside
        return list(edits)
    line = cart.lines[refs[0] - 1]
    return [ChangeLine(ref=refs[0], drop=[name], notes=note_after(line.notes, "with " + " ".join(wanted)))]


def _swapped_for_words(tokens: Sequence[str]) -> tuple[str, list[str]] | None:
    """The add-on and the words said in its place: "swap the honey for lemon"."""
    at = next((k for k, t in enumerate(tokens) if t in _SWAP_VERBS), None)
    if at is None:
        return None
    rest = [t for t in tokens[at + 1:] if t not in ("the", "my", "that")]
    if len(rest) < 3 or not rest[0].startswith("addon:") or rest[1] not in _FOR:
        return None
    return _plain_words(unsymbol(rest[0])[1], rest[2:])


# said before the words that come in the add-on's place: "no wait, lemon instead of honey", "can i have
# lemon rather than the honey"
_LEADING = frozenset({"no", "wait", "actually", "sorry", "oh", "um", "uh", "ok", "okay", "can", "could", "i",
                      "get", "have", "do", "you", "make", "it", "with", "use", "put", "id", "i'd", "like",
                      "please", ",", ".", "!"})


def _words_instead_of(tokens: Sequence[str]) -> tuple[str, list[str]] | None:
    """The add-on and the words said before "instead of" it: "no wait, lemon instead of honey"."""
    for i in range(len(tokens)):
        phrase = next((p for p in INSTEAD_OF if tuple(tokens[i : i + len(p)]) == p), None)
        after = [t for t in tokens[i + len(phrase):] if t not in ("the", "my")] if phrase else []
        if not after or not after[0].startswith("addon:") or set(after[1:]) - _PLAIN_SKIPPED:
            continue
        before = list(tokens[:i])
        while before and before[0] in _LEADING:
            before.pop(0)
        return _plain_words(unsymbol(after[0])[1], before)
    return None


def _plain_words(name: str, said: Sequence[str]) -> tuple[str, list[str]] | None:
    """``name`` and the words said for it, where they are one to three plain words (no menu thing)."""
    wanted = [t for t in said if t not in _PLAIN_SKIPPED]
    if not 1 <= len(wanted) <= 3 or not all(t.isalpha() for t in wanted):
        return None
    return name, wanted


def value_instead_of_add_on(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with the add-on said after "instead of" taken off the one line that has it, where a value
    of another group is said before it and the model changed that line without taking it off: "no actually
    with cream instead of whip" of a mocha with whip (the mocha was made half and half and kept its whip; of a
    mocha and a muffin, the model changed the muffin, which the menu refused)."""
    for i, tok in enumerate(tokens):
        if ":" not in tok or tok.startswith(("addon:", "item:")):
            continue
        phrase = next((p for p in INSTEAD_OF if tuple(tokens[i + 1 : i + 1 + len(p)]) == p), None)
        after = [t for t in tokens[i + 1 + len(phrase):] if t not in ("the", "my")] if phrase else []
        if not after or not after[0].startswith("addon:"):
            continue
        old = unsymbol(after[0])[1]
        refs = [r for r, line in enumerate(cart.lines, start=1) if old in line.addons]
        changes = [k for k, e in enumerate(edits) if isinstance(e, ChangeLine) and e.ref in refs]
        if not changes and len(edits) == 1 and isinstance(edits[0], ChangeLine) and not any(
                t.startswith("item:") for t in tokens):
            changes = [0]  # the model changed another line (a muffin after the mocha): the one with the whip
        if len(refs) != 1 or len(changes) != 1 or old in edits[changes[0]].drop:
            return list(edits)
        out = list(edits)
        said = {g: v for g, v in value_fields([tok])[0].items() if getattr(out[changes[0]], g, None) is None}
        change = out[changes[0]].model_copy(update={"ref": refs[0], **said})  # the value said, on it too
        out[changes[0]] = change.model_copy(update={"drop": [*change.drop, old],
                                                    "add_addons": {n: c for n, c in change.add_addons.items()
                                                                   if n != old}})
        return out
    return list(edits)


_INSTEAD = frozenset({"instead", "rather"})


def shots_instead_of_extra(edits: Sequence[Edit], tokens: Sequence[str], cart: Cart) -> list[Edit]:
    """``edits`` with the extra shot taken off the line made a double (triple …) "instead": "a cortado",
    "and an extra shot in it", "can you make it a double instead" (the model made it a double and kept the
    extra shot). Only where the turn names no espresso shot and the model changed that line's shots alone."""
    shots = [k for k, t in enumerate(tokens) if t == "addon:espresso_shot"]
    if not _INSTEAD.intersection(tokens) or any(not _replaced(tokens, k) for k in shots):
        return list(edits)  # "… instead of the extra shot" names the one replaced, no other
    changes = [k for k, e in enumerate(edits) if isinstance(e, ChangeLine) and e.shots is not None]
    if len(changes) != 1 or len(edits) != 1:
        return list(edits)
    change = edits[0]
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    if line is None or "espresso shot" not in line.addons or "espresso shot" in change.drop:
        return list(edits)
    return [change.model_copy(update={"drop": [*change.drop, "espresso shot"]})]


def _replaced(tokens: Sequence[str], k: int) -> bool:
    """Whether the value at ``k`` is said after "instead of" ("rather than"), past "the" and "extra"."""
    j = k - 1
    while j >= 0 and tokens[j] in ("the", "extra", "added", "my", "that"):
        j -= 1
    return any(tuple(tokens[j - len(p) + 1 : j + 1]) == p for p in INSTEAD_OF)
