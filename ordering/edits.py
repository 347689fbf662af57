"""Cart edits (what the model asks for) and apply_edits, which checks each against the menu and limits."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, Field, TypeAdapter

from ordering.cart import Asked, Cart, Changed, Line
from ordering.menu import Menu

log = logging.getLogger(__name__)
MAX_NOTE_CHARS = 200
MAX_NAME_CHARS = 40
_SUGGEST = ("syrup", "sauce", "sweetener", "spread")
UNSETTABLE = ("size", "temp", "milk", "caffeine", "shots", "notes", "addons", "removals", "preps")
_GROUP_NOUN = {
    "size": "sizes",
    "temp": "a temperature choice",
    "milk": "milk",
    "caffeine": "decaf",
    "shots": "a shot count",
    "addon": "add-ons",
    "removal": "removals",
    "prep": "that preparation",
}


class AddLine(BaseModel):
    """Add a new line."""

    op: Literal["add"] = "add"
    item: str
    qty: int = 1
    size: str | None = None
    temp: str | None = None
    milk: str | None = None
    caffeine: str | None = None
    shots: int | None = None
    addons: dict[str, int] = Field(default_factory=dict)
    removals: list[str] = Field(default_factory=list)
    preps: list[str] = Field(default_factory=list)
    notes: str | None = None
    who: str | None = None  # whom the line is for, as said (`Line.who`)


class ChangeLine(BaseModel):
    """Change the line at position ref; add_addons sets counts; drop takes an add-on or a preparation off,
    or adds a removal."""

    op: Literal["set"] = "set"
    ref: int
    qty: int | None = None
    size: str | None = None
    temp: str | None = None
    milk: str | None = None
    caffeine: str | None = None
    shots: int | None = None
    add_addons: dict[str, int] = Field(default_factory=dict)
    drop: list[str] = Field(default_factory=list)
    preps: list[str] = Field(default_factory=list)
    notes: str | None = None
    unset: list[str] = Field(default_factory=list)
    who: str | None = Field(default=None, max_length=40)  # the line given to a person (`given_to`)

    def values_changed(self, *ignoring: str) -> set[str]:
        """The fields this change sets (its op and ref, and the fields ``ignoring``, aside)."""
        return set(self.model_dump(exclude={"op", "ref", *ignoring}, exclude_defaults=True))


class RemoveLine(BaseModel):
    """Remove the line at 1-based position ref."""

    op: Literal["del"] = "del"
    ref: int


class ClearCart(BaseModel):
    """Remove every line."""

    op: Literal["clear"] = "clear"


class SetOrder(BaseModel):
    """Set order-level fields (None leaves a field as it is)."""

    op: Literal["order"] = "order"
    to_go: bool | None = None
    customer_name: str | None = None


class Finish(BaseModel):
    """The customer is done ordering."""

    op: Literal["done"] = "done"


class ReviewOrder(BaseModel):
    """The customer asks what the order holds or comes to so far ("what's my total?")."""

    op: Literal["review"] = "review"


class Greet(BaseModel):
    """The customer only says hello ("hi there", "good morning"): the reply greets back."""

    op: Literal["hello"] = "hello"


COUNT = "count:"  # in an ``ask`` of a kind, how many the customer wants ("two teas": "count:2"); in
# `Asked.refused`, the count refused past a limit ("count:qty")
FAMILY = "family:"  # in an ``ask``: the items named by a plain noun ("family:muffin"), `families_asked`
WHAT = "what:"  # in an ``ask`` of a line: the line's value of the group that follows ("what:milk")
FREE_OF = "free of:"  # in an ``ask`` of a line: whether it is free of the add-on ("free of:addon:sugar")
UNSURE = "unsure"  # in an ``ask`` of an item: a property the menu cannot tell ("is the chai sweet?")
WHICH = "which:"  # first in an ``ask``: "which:muffin", then the items or lines the kind could mean
UNITS = "units:"  # said with PRICE: how many of the item its price is asked of ("how much would two mochas
# be": their total)
PRICE = "price"  # said with an item in an ``ask``: the answer is its price, not whether we have it
HOW_MANY = "how many"  # first in an ``ask``: "a few lattes" asks how many, then the item and its values
# in an ``ask`` of a kind: the values of one of the units asked of, where they differ ("a hot tea and an iced
# tea": "part:temp=hot", "part:temp=iced"), each "group=name", ";"-joined (`kind_parts`)
PART = "part:"


class AskMenu(BaseModel):
    """A question about the menu (canonical names, group names or free words); with ``ref``, about the
    order's line at that position ("is that decaf?": ``about`` holds the values asked, as group:name)."""

    op: Literal["ask"] = "ask"
    about: list[str] = Field(default_factory=list)
    ref: int | None = None
    lines: list[int] = Field(default_factory=list)  # of a "which one?": the positions of the lines meant
    then: ChangeLine | RemoveLine | None = None  # of a "which one?": what to do to the line the answer picks


Edit = Annotated[
    AddLine | ChangeLine | RemoveLine | ClearCart | SetOrder | Finish | AskMenu | ReviewOrder | Greet,
    Field(discriminator="op"),
]
EDITS = TypeAdapter(list[Edit])  # EDITS.validate_python([...]) / EDITS.dump_python(edits)


class Refusal(BaseModel):
    """An edit that was not applied and the customer-facing reason."""

    edit: Edit
    reason: str


class ApplyResult(BaseModel):
    """The outcome of apply_edits; line_ids[i] is the line applied[i] touched (None for order-level edits)."""

    cart: Cart
    applied: list[Edit] = Field(default_factory=list)
    refused: list[Refusal] = Field(default_factory=list)
    finished: bool = False
    asked: list[str] = Field(default_factory=list)
    line_ids: list[int | None] = Field(default_factory=list)


class _Refuse(Exception):
    pass


def only_a_note(edit: Edit) -> bool:
    """Whether ``edit`` changes a line's note and nothing else: what the model writes of words it cannot
    place ("set L1 note weak"), which a reading of those words may replace."""
    return isinstance(edit, ChangeLine) and not edit.model_dump(exclude={"op", "ref", "notes"},
                                                                 exclude_defaults=True)


def says_nothing(edits: Sequence[Edit]) -> bool:
    """Whether the model wrote nothing, a change that says nothing (a note only), the order's end or a
    read-back: what it writes of a turn it cannot place."""
    return all(isinstance(e, Finish | ReviewOrder) or isinstance(e, AskMenu) and not e.about and e.ref is None
               or only_a_note(e) for e in edits)


def item_of(edit: Edit, cart: Cart) -> str | None:
    """The item of the line ``edit`` adds or changes (None for other edits, or a line not in the cart)."""
    if isinstance(edit, AddLine):
        return edit.item
    if isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
        return cart.lines[edit.ref - 1].item
    return None


def only_whose(edit: Edit) -> bool:
    """Whether ``edit`` says whose a line is and nothing else ("it's for sam")."""
    return isinstance(edit, ChangeLine) and bool(edit.who) and not edit.model_dump(
        exclude={"op", "ref", "who"}, exclude_defaults=True)


def only_a_recount(edit: Edit) -> bool:
    """Whether ``edit`` sets a line's count and nothing else (a note beside it aside): what the model writes
    of a number it reads as the line's count ("pickup at 8", "too many, make it 2")."""
    return isinstance(edit, ChangeLine) and edit.qty is not None and not edit.model_dump(
        exclude={"op", "ref", "qty", "notes"}, exclude_defaults=True)


def recounts_dropped(edits: Sequence[Edit], counts: set[int]) -> list[Edit]:
    """``edits`` with no line recounted to one of ``counts`` (numbers said of something else: an age, a
    cup); a change that was that count alone goes."""
    out: list[Edit] = []
    for edit in edits:
        if isinstance(edit, ChangeLine) and edit.qty in counts:
            edit = edit.model_copy(update={"qty": None})
            if edit == ChangeLine(ref=edit.ref):
                continue
        out.append(edit)
    return out


def added_as_change(add: AddLine, ref: int) -> ChangeLine:
    """The values of an added line, given to the line at ``ref`` instead."""
    values = add.model_dump(include={"size", "temp", "milk", "caffeine", "shots", "preps", "notes"},
                            exclude_defaults=True)
    return ChangeLine(ref=ref, add_addons=dict(add.addons), drop=list(add.removals), **values)


def change_as_added(item: str, change: ChangeLine, qty: int = 1) -> AddLine:
    """A new line of ``item`` with the values ``change`` sets ("a mocha instead, with oat milk"); what it
    takes off a line is nothing to a new one."""
    values = change.model_dump(include={"size", "temp", "milk", "caffeine", "shots", "preps", "who"},
                               exclude_defaults=True)
    return AddLine(item=item, qty=qty, addons=dict(change.add_addons), **values)


def notes_had(edit: AddLine | ChangeLine, cart: Cart) -> str | None:
    """The note ``edit`` builds on: its own, or, of a change that writes none, its line's (a change's note
    replaces the line's, so a note added by it keeps what the line says)."""
    if edit.notes is None and isinstance(edit, ChangeLine) and 1 <= edit.ref <= len(cart.lines):
        return cart.lines[edit.ref - 1].notes
    return edit.notes


def note_after(notes: str | None, note: str) -> str:
    """A line's note with ``note`` said after what it says already."""
    return f"{notes}, {note}" if notes else note


def note_once(notes: str | None, note: str) -> str:
    """A line's note with ``note`` said after what it says already, unless it says it already."""
    return notes if notes and note in notes else note_after(notes, note)


def notes_kept(ref: int, parts: Sequence[str]) -> ChangeLine:
    """The change that leaves the note of the line at ``ref`` only ``parts``, joined as notes are (none
    left: the note off)."""
    return ChangeLine(ref=ref, notes=", ".join(parts)) if parts else ChangeLine(ref=ref, unset=["notes"])


def line_to_note(edits: Sequence[Edit], candidates: Sequence[int], cart: Cart, menu: Menu
                 ) -> tuple[list[Edit], int] | None:
    """(the edits, the index among them of the line a request said in the turn goes on): the one edit of
    ``candidates``, else, where the turn adds and changes no line, a change of the cart's last drink (added
    to the edits); None where there is no such one line."""
    out = list(edits)
    if not candidates and not any(isinstance(e, AddLine | ChangeLine) for e in out):
        drinks = [k for k, line in enumerate(cart.lines, 1) if menu.kind(line.item) == "drink"]
        last = drinks[-1] if drinks else None
        if last is None:
            return None
        out.append(ChangeLine(ref=last))
        candidates = [len(out) - 1]
    return (out, candidates[0]) if len(candidates) == 1 else None


def apply_edits(cart: Cart, edits: list[Edit], menu: Menu) -> ApplyResult:
    """Apply edits in order to a copy of the cart; illegal ones are refused with a reason, never raised.

    A ``ref`` is a position in the cart as it was before this call; lines added by this call follow on
    (n+1, n+2, ...), so earlier removals in the same call do not shift later references.
    """
    # what a turn asked, removed, changed or added is kept for the next turn only ("the oat one", "bring it
    # back", "no, the other one", "undo that")
    work = cart.model_copy(deep=True, update={"asked": None, "removed": [], "changed": [], "added": [],
                                              "lacked": []})
    result = ApplyResult(cart=work)
    positions = [line.id for line in work.lines]
    # where the line removed by the edit just before stood: a line added right after takes its place ("swap
    # the latte for a mocha" keeps the mocha where the latte was, and the lines after it their numbers)
    vacated: int | None = None
    for edit in edits:
        standing = [line.id for line in work.lines] if isinstance(edit, RemoveLine) else []
        try:
            line_id = _apply_one(work, edit, menu, positions, result, vacated)
        except _Refuse as refusal:
            result.refused.append(Refusal(edit=edit, reason=str(refusal)))
            vacated = None
            continue
        except Exception:  # a bug must not lose the customer's turn
            log.exception("apply_edits failed on %r", edit)
            result.refused.append(Refusal(edit=edit, reason="sorry, I couldn't make that change"))
            vacated = None
            continue
        vacated = standing.index(line_id) if line_id in standing else None
        result.applied.append(edit)
        result.line_ids.append(line_id)
        if isinstance(edit, (AddLine, ChangeLine, RemoveLine, ClearCart)):
            work.status, result.finished = "open", False
    work.asked = (_asked(result.applied, positions, menu, work) or _family_offered(result.refused, menu)
                  or _refused_offered(result.refused, menu) or _count_offered(result.refused, menu)
                  or _recount_offered(result.refused, menu, positions, work) or _still_asked(cart, result))
    work.lacked = [r.edit.item for r in result.refused if isinstance(r.edit, AddLine) and r.edit.item.strip()
                   and r.edit.item not in menu.items and menu.resolve("item", r.edit.item) is None]
    return result


def change_takes(cart: Cart, change: ChangeLine, menu: Menu) -> bool:
    """Whether the menu allows ``change`` and it changes its line."""
    result = apply_edits(cart, [change], menu)
    return not result.refused and result.cart.lines != cart.lines


def _still_asked(cart: Cart, result: ApplyResult) -> Asked | None:
    """The kind the last turn asked which of ("Which two teas would you like?"), still waiting where this
    turn only asked of the menu ("what iced teas do you have?"): the answer after it ("the wild
    strawberry") is the answer to that question, two large iced teas."""
    asked = cart.asked
    if asked is None or not asked.kind or asked.lines or asked.offer is not None or result.refused:
        return None
    questions = [e for e in result.applied if isinstance(e, AskMenu) and e.ref is None]
    return asked if questions and len(questions) == len(result.applied) else None


def _asked(applied: list[Edit], positions: list[int], menu: Menu, cart: Cart) -> Asked | None:
    """What a question of this turn leaves for the answer (see `Asked`): the lines a "which one?" is between
    and the change waiting, or the kind asked of with the count said, or the one line the question named
    (none when it asked what we cannot tell of an item the cart has: "is it strong?" of the cortado ordered
    offers no second cortado)."""
    asks = [e for e in applied if isinstance(e, AskMenu) and e.ref is None]
    for edit in asks:
        if edit.about and edit.about[0].startswith(WHICH) and edit.then is not None and len(edit.lines) >= 2:
            ids = [positions[r - 1] for r in edit.lines if 1 <= r <= len(positions)]
            return Asked(kind=edit.about[0][len(WHICH):], lines=ids,
                         change=edit.then.model_dump(exclude={"ref"}))
    for edit in asks:
        # "make that a tea": the line the answer takes the place of (`kind_swapped_in`)
        replacing = positions[edit.lines[0] - 1] if len(edit.lines) == 1 and 1 <= edit.lines[0] <= len(
            positions) else None
        if edit.about and edit.about[0].startswith(FAMILY):  # "what muffins do you have?", "a green tea"
            counts = [int(a[len(COUNT):]) for a in edit.about[1:]
                      if a.startswith(COUNT) and a[len(COUNT):].isdigit()]
            return Asked(kind=edit.about[0][len(FAMILY):] + "s", count=max(1, counts[0]) if counts else 1,
                         values=choices_said(edit.about[1:]), parts=parts_said(edit.about[1:]),
                         replacing=replacing)
        if (len(edit.about) >= 2 and edit.about[1].startswith(COUNT) and edit.about[1][len(COUNT):].isdigit()
                and all(":" in a for a in edit.about[2:])):  # "two large teas": the size kept for the answer
            return Asked(kind=edit.about[0], count=max(1, int(edit.about[1][len(COUNT):])),
                         values=choices_said(edit.about[2:]), parts=parts_said(edit.about[2:]),
                         replacing=replacing)
    if len(asks) == 1 and asks[0].about[:1] == [HOW_MANY] and asks[0].about[1:2] and (
            asks[0].about[1] in menu.items):  # "a few lattes": "three" orders three of them
        values = dict(a.partition(":")[::2] for a in asks[0].about[2:] if a.partition(":")[0] in _OFFERED)
        return Asked(kind=asks[0].about[1], offer={"item": asks[0].about[1], **values}, refused=f"{COUNT}qty")
    if len(asks) == 1 and asks[0].about[:1] in (["cheapest"], ["dearest"]):  # `cheapest_asked`: "i'll have
        item = menu.by_price(asks[0].about[1] if len(asks[0].about) > 1 else "",  # that" takes the one said
                             dearest=asks[0].about[0] == "dearest")
        return Asked(kind=item, offer={"item": item})
    from ordering.replies import DESCRIBE, NEVER_MIND, NOT_ORDERED, RECOMMEND  # replies reads this module

    if len(asks) == 1 and asks[0].about[:1] == [RECOMMEND]:  # "which tea do you recommend?": "yes please"
        from ordering.recommended import favourites_of  # takes the one named

        picks = favourites_of(asks[0].about[1] if len(asks[0].about) > 1 else "", menu)
        if len(picks) == 1:  # "… — would you like it?": "yes" takes it (`offer_taken`)
            return Asked(kind=picks[0], offer={"item": picks[0]}, subject=RECOMMEND)

    named = [a for e in asks for a in e.about if a in menu.items]
    if len(asks) == 1 and asks[0].about[:1] in ([NOT_ORDERED], [NEVER_MIND]):
        return None  # "skip the muffin" of no muffin: nothing offered for "thanks" to take
    if len(asks) == 1 and len(named) == 1:  # "how much is a medium mocha?", "do you have oolong?"
        item = named[0]
        if UNSURE in asks[0].about and any(line.item == item for line in cart.lines):
            return None
        ordered = [line.id for line in cart.lines if line.item == item]
        options = [(g, a) for a in asks[0].about for g in ("milk", "addon") if (g, a) in menu.options]
        if ordered and len(options) == 1 and set(asks[0].about) <= {item, options[0][1], PRICE}:
            # "is there caramel for the latte?" of the latte ordered: "ok add it" puts it on that latte
            return Asked(kind=options[0][1], option={"group": options[0][0], "name": options[0][1]},
                         lines=ordered[-1:])
        values = {group: name for name in asks[0].about for group in _OFFERED
                  if name != item and ":" not in name and menu.allows(item, group, name)}
        addons = {name: 1 for name in asks[0].about if ("addon", name) in menu.options
                  and menu.allows(item, "addon", name)}  # "is there caramel for a latte?"
        if addons:
            values["addons"] = addons
        for said in asks[0].about:  # "size:medium", "milk:oat milk": values said with their group
            group, _, name = said.partition(":")
            if group in _OFFERED and name and menu.allows(item, group, name):
                values[group] = name
            elif group == "addon" and menu.allows(item, group, name):  # "how much for a vanilla latte?"
                values.setdefault("addons", {})[name] = 1
            elif said.startswith(UNITS) and said[len(UNITS):].isdigit():  # "how much would two mochas be"
                values["qty"] = int(said[len(UNITS):])
        subject = next((a for a in asks[0].about if a in (PRICE, DESCRIBE)), "")
        return Asked(kind=item, offer={"item": item, **values}, subject=subject)
    # "do you have vanilla?", "is oat milk extra?" ("milk:oat milk", "price") of a latte ordered: "ok add it"
    # takes it
    about = [a.partition(":")[2] if a.startswith(("milk:", "addon:")) else a
             for a in (asks[0].about if len(asks) == 1 else []) if a != PRICE]
    options = [(g, a) for a in about for g in ("milk", "addon") if (g, a) in menu.options]
    if not named and len(options) == 1 == len(about):  # of no line yet: "a latte with it then"
        group, name = options[0]
        return Asked(kind=name, option={"group": group, "name": name})
    if not named and len(about) == 1 and about[0] in LISTED_SECTIONS:  # "what pastries do you have?"
        return Asked(kind=about[0])
    if not named and len(about) == 1 and about[0].endswith("s") and menu.food_family_of(about[0][:-1]):
        # "how much are croissants?", then "a chocolate one": that croissant ("almond croissants": ours)
        return Asked(kind=about[0].removesuffix("s").split()[-1] + "s")
    lacked = [a for e in asks for a in e.about if a not in menu.items and " " in a
              and menu.food_family_of(a.removesuffix("s"))]
    if len(asks) == 1 and len(lacked) == 1:  # "do you have almond croissants?", then "a chocolate one then"
        return Asked(kind=lacked[0].removesuffix("s").split()[-1] + "s")
    of_lines = [e for e in applied if isinstance(e, AskMenu) and e.ref is not None]
    if not asks and len(of_lines) == 1 and 1 <= of_lines[0].ref <= len(positions):
        # "is the croissant warm?": "it" is that line; "does the latte have vanilla?" of a latte without it:
        # "yes please add it" adds it (`option_offer_taken`)
        return Asked(lines=[positions[of_lines[0].ref - 1]], option=_lacked_option(of_lines[0], cart, menu))
    return None


_LINE_OPTIONS = ("milk", "addon", "temp", "caffeine")  # a question of a line a "yes please" gives it


def _lacked_option(question: AskMenu, cart: Cart, menu: Menu) -> dict[str, str] | None:
    """The one milk, add-on, temperature or caffeine a question of a line named ("is it iced?", "does
    that have vanilla?") that the line can have and has not, as `Asked.option`; None otherwise."""
    about = [a for a in question.about if a != PRICE]
    if len(about) != 1 or not 1 <= (question.ref or 0) <= len(cart.lines):
        return None
    group, _, name = about[0].partition(":")
    line = cart.lines[question.ref - 1]
    if group not in _LINE_OPTIONS or not menu.allows(line.item, group, name) or (
            name in line.addons if group == "addon" else getattr(line, group) == name):
        return None
    return {"group": group, "name": name}


def option_change(ref: int, option: dict[str, str]) -> ChangeLine:
    """The change giving line ``ref`` the milk, add-on (one portion) or value ``option`` names
    (`Asked.option`)."""
    group, name = option["group"], option["name"]
    return ChangeLine(ref=ref, add_addons={name: 1}) if group == "addon" else ChangeLine(
        ref=ref, **{group: name})


def choices_said(about: Sequence[str]) -> dict[str, str]:
    """The values an ``ask`` of a kind keeps for its answer, said "group:name" ("size:large"), as a dict;
    add-ons ("a tea with honey") under "addon", comma-joined."""
    said: dict[str, str] = {}
    for group, _, name in (a.partition(":") for a in about if ":" in a and not a.startswith((COUNT, FAMILY,
                                                                                                PART))):
        said[group] = f"{said[group]},{name}" if group == "addon" and group in said else name
    return said


def parts_said(about: Sequence[str]) -> list[dict[str, str]]:
    """The values of each unit an ``ask`` of a kind asks of, where they differ (its ``PART`` entries), in
    order: "part:size=large;temp=iced" is {"size": "large", "temp": "iced"}; add-ons comma-joined."""
    parts = []
    for entry in (a[len(PART):] for a in about if a.startswith(PART)):
        part: dict[str, str] = {}
        for piece in filter(None, entry.split(";")):
            group, _, name = piece.partition("=")
            part[group] = name
        parts.append(part)
    return parts


def grouped_parts(parts: Sequence[dict[str, str]]) -> list[tuple[int, dict[str, str]]]:
    """``parts`` as (count, values), alike units next to each other counted together."""
    groups: list[tuple[int, dict[str, str]]] = []
    for part in parts:
        if groups and groups[-1][1] == part:
            groups[-1] = (groups[-1][0] + 1, part)
        else:
            groups.append((1, part))
    return groups


def part_entry(values: dict[str, str]) -> str:
    """The ``PART`` entry of an ``ask`` holding one unit's values (see `parts_said`)."""
    return PART + ";".join(f"{group}={name}" for group, name in values.items())


def line_choices(choices: dict[str, str]) -> dict[str, Any]:
    """``choices_said`` as the fields of a line: the add-ons as ``addons`` ({"honey": 1})."""
    out: dict[str, Any] = {group: name for group, name in choices.items() if group != "addon"}
    if choices.get("addon"):
        out["addons"] = dict.fromkeys(choices["addon"].split(","), 1)
    return out


def lacked_family(edit: Edit, menu: Menu) -> list[str]:
    """The foods of the family a line of a kind the menu lacks names ("a chocolate muffin": the three
    muffins), or [] for any other edit."""
    if not isinstance(edit, AddLine) or edit.item in menu.items or menu.resolve("item", edit.item):
        return []
    return menu.food_family_of(edit.item)


def _family_offered(refused: list[Refusal], menu: Menu) -> Asked | None:
    """The family a kind the menu lacks was said of ("a chocolate muffin": the reply lists the muffins),
    for the answer that follows ("a blueberry one then")."""
    for refusal in refused:
        if lacked_family(refusal.edit, menu):
            return Asked(kind=refusal.edit.item.split()[-1] + "s")
    return None


def _refused_offered(refused: list[Refusal], menu: Menu) -> Asked | None:
    """The line refused for one value its item does not take, where the reply asks which it takes ("Oat milk
    isn't available for the hot chocolate — whole milk, nonfat milk or almond milk?"): offered without that
    value, for the answer that names one ("almond please" orders the hot chocolate with almond milk)."""
    for refusal in refused:
        edit = refusal.edit
        if not isinstance(edit, AddLine) or edit.item not in menu.items or not refusal.reason.endswith("?"):
            continue
        wrong = [g for g in _OFFERED if getattr(edit, g) is not None
                 and not menu.allows(edit.item, g, getattr(edit, g))]
        wrong += [f"addon:{a}" for a in edit.addons if not menu.allows(edit.item, "addon", a)]
        if len(wrong) != 1:
            continue
        offer = {g: getattr(edit, g) for g in _OFFERED if getattr(edit, g) is not None and g not in wrong}
        addons = {a: n for a, n in edit.addons.items() if f"addon:{a}" not in wrong}
        offer = {"item": edit.item, **offer, **({"addons": addons} if addons else {}),
                 **({"qty": edit.qty} if edit.qty > 1 else {})}
        return Asked(kind=edit.item, offer=offer, refused=wrong[0].partition(":")[0])
    return None


def _count_offered(refused: list[Refusal], menu: Menu) -> Asked | None:
    """The line refused for a count past a limit ("50 lattes", "a latte with 10 shots"), where the reply asks
    how many: offered without that count, for the answer that gives one ("ok 5 then"). ``refused`` says
    which count: "count:qty", "count:shots" or "count:<add-on>"."""
    limits = menu.limits
    for refusal in refused:
        edit = refusal.edit
        if (not isinstance(edit, AddLine) or edit.item not in menu.items
                or not refusal.reason.endswith(_HOW_MANY)):
            continue
        over = [a for a, n in edit.addons.items() if n > limits.max_addon_count]
        if edit.qty > limits.max_qty_per_line:
            counted, offer = "qty", edit.model_dump(exclude={"op", "qty"}, exclude_defaults=True)
        elif edit.shots is not None and not 1 <= edit.shots <= limits.max_shots:
            counted, offer = "shots", edit.model_dump(exclude={"op", "shots"}, exclude_defaults=True)
        elif len(over) == 1:
            counted, offer = over[0], edit.model_dump(exclude={"op"}, exclude_defaults=True)
            offer["addons"] = {a: n for a, n in edit.addons.items() if a != over[0]}
        else:
            continue
        return Asked(kind=edit.item, offer=offer, refused=f"{COUNT}{counted}")
    return None


def _recount_offered(refused: list[Refusal], menu: Menu, positions: list[int], work: Cart) -> Asked | None:
    """The line a recount past the limit was refused of ("a latte", then "50 lattes" read as that line made
    fifty), kept for the answer that gives a count ("ok 5 then": that line, not the cart's last)."""
    for refusal in refused:
        edit = refusal.edit
        if (not isinstance(edit, ChangeLine) or edit.qty is None or edit.qty <= menu.limits.max_qty_per_line
                or not refusal.reason.endswith(_HOW_MANY) or not 1 <= edit.ref <= len(positions)):
            continue
        line = next((line for line in work.lines if line.id == positions[edit.ref - 1]), None)
        if line is not None:
            return Asked(kind=line.item, lines=[line.id], refused=f"{COUNT}qty")
    return None


# the sections a question lists whose answer may name one by its own word ("the chocolate one")
LISTED_SECTIONS = frozenset({"pastries", "pastry", "bakery", "baked goods", "food", "snacks"})
_OFFERED = ("size", "temp", "milk", "caffeine")  # the values a question of an item can name


def _apply_one(work: Cart, edit: Edit, menu: Menu, positions: list[int], result: ApplyResult,
               vacated: int | None = None) -> int | None:
    if isinstance(edit, AddLine):
        line = _canonical(
            Line(
                id=work.next_line_id,
                item=_item_name(edit.item, menu),
                qty=max(edit.qty, 1),
                size=edit.size,
                temp=edit.temp,
                milk=edit.milk,
                caffeine=edit.caffeine,
                shots=edit.shots,
                addons=dict(edit.addons),
                preps=list(edit.preps),
                notes=edit.notes,
                who=edit.who,
            ),
            menu,
            qty=edit.qty,
        )
        for name in edit.removals:
            _drop(line, name, menu, keep_addons=True)
        _check_line(line, menu)
        if len(work.lines) >= menu.limits.max_lines:
            raise _Refuse(f"an order can have at most {menu.limits.max_lines} lines")
        _check_units(work.units() + line.qty, menu)
        work.lines.insert(len(work.lines) if vacated is None else vacated, line)
        work.next_line_id += 1
        positions.append(line.id)
        work.added.append(line.id)
        return line.id
    if isinstance(edit, ChangeLine):
        index = _resolve_ref(work, edit.ref, positions)
        old = work.lines[index]
        line = old.model_copy(deep=True)
        for group in edit.unset:
            if group not in UNSETTABLE:
                raise _Refuse(f"I can't reset {group}")
            setattr(line, group, {"addons": {}, "removals": [], "preps": []}.get(group))
        for field in ("size", "temp", "milk", "caffeine", "shots", "notes"):
            if getattr(edit, field) is not None:
                setattr(line, field, getattr(edit, field))
        if edit.qty is not None:
            line.qty = edit.qty
        if edit.who is not None:
            line.who = edit.who
        if old.temp == "iced" and edit.temp not in (None, "iced") and "ice" not in edit.add_addons:
            line = ice_left_off(line)  # "make it hot" of an iced americano with extra ice
        line.addons.update(edit.add_addons)
        line.preps += edit.preps
        line = _canonical(line, menu, qty=line.qty)
        for name in line.addons:
            if name in line.removals:
                line.removals.remove(name)
        for name in edit.drop:
            _drop(line, name, menu)
        _check_line(line, menu)
        _check_units(work.units() - old.qty + line.qty, menu)
        work.lines[index] = line
        work.changed.append(Changed(line=old, change=edit.model_dump(mode="json", exclude={"ref"})))
        return line.id
    if isinstance(edit, RemoveLine):
        index = _resolve_ref(work, edit.ref, positions)
        removed = work.lines.pop(index)
        work.removed.append(removed)
        return removed.id
    if isinstance(edit, ClearCart):
        work.removed.extend(work.lines)
        work.lines = []
        return None
    if isinstance(edit, SetOrder):
        name = edit.customer_name.strip() if edit.customer_name is not None else None
        if name is not None and len(name) > MAX_NAME_CHARS:
            raise _Refuse(f"a name can have at most {MAX_NAME_CHARS} characters")
        if edit.to_go is not None:
            work.to_go = edit.to_go
        if name:
            work.customer_name = name
        return None
    if isinstance(edit, Finish):
        if not work.lines:
            raise _Refuse("your order is empty — what can I get you?")
        work.status, result.finished = "finished", True
        return None
    if isinstance(edit, AskMenu):
        result.asked.extend(edit.about)
        return None
    if isinstance(edit, ReviewOrder | Greet):  # the reply reads the cart back, or greets; nothing changes
        return None
    raise _Refuse("I didn't understand that change")


_Iced = TypeVar("_Iced", "Line", "AddLine")


def ice_left_off(line: _Iced) -> _Iced:
    """``line`` (a line or an added one) with no ice: no ice add-on, no "no ice", and no part of its note
    that names ice ("light ice")."""
    parts = [part for part in (line.notes or "").split(", ") if part and "ice" not in part.lower().split()]
    return line.model_copy(update={"addons": {name: n for name, n in line.addons.items() if name != "ice"},
                                   "removals": [name for name in line.removals if name != "ice"],
                                   "notes": ", ".join(parts) or None})


def _item_name(name: str, menu: Menu) -> str:
    canonical = name if name in menu.items else menu.resolve("item", name)
    if canonical is None:
        raise _Refuse(f"sorry, we don't have {name.replace('_', ' ')}")
    return canonical


def _option_name(group: str, value: str, menu: Menu) -> str:
    if (group, value) in menu.options:
        return value
    canonical = menu.resolve(group, value)
    if canonical is None:
        raise _Refuse(f"sorry, we don't have {str(value).replace('_', ' ')}")
    return canonical


def _canonical(line: Line, menu: Menu, *, qty: int) -> Line:
    """Map every name on the line to its canonical form (raises _Refuse for unknown names)."""
    if qty < 1:
        raise _Refuse("the quantity has to be at least 1")
    for group in ("size", "temp", "milk", "caffeine"):
        value = getattr(line, group)
        if value is not None:
            setattr(line, group, _option_name(group, value, menu))
    addons: dict[str, int] = {}
    for name, count in line.addons.items():
        addons[_option_name("addon", name, menu)] = count
    line.addons = addons
    line.preps = list(dict.fromkeys(_option_name("prep", p, menu) for p in line.preps))
    line.removals = list(dict.fromkeys(_option_name("removal", r, menu) for r in line.removals))
    if line.notes is not None:
        line.notes = " ".join(line.notes.split()) or None
    return line


def _drop(line: Line, name: str, menu: Menu, *, keep_addons: bool = False) -> None:
    """Take an add-on or a preparation off the line, or else record a removal ("no foam")."""
    addon = menu.resolve("addon", name) if ("addon", name) not in menu.options else name
    if addon is not None and addon in line.addons and not keep_addons:
        del line.addons[addon]
        return
    prep = menu.resolve("prep", name) if ("prep", name) not in menu.options else name
    if prep is not None and prep in line.preps and not keep_addons:  # "no room", "not toasted"
        line.preps.remove(prep)
        return
    removal = menu.resolve("removal", name) if ("removal", name) not in menu.options else name
    if removal is not None:
        if removal not in line.removals:
            line.removals.append(removal)
        return
    if addon is None:
        raise _Refuse(f"sorry, we don't have {name.replace('_', ' ')}")
    made_with = _made_with(line.item, addon, menu)
    if made_with:  # "a mocha without chocolate": its chocolate is the drink
        raise _Refuse(f"the {line.item} is made with {made_with}, so it can't be left out")
    # a known add-on that is not on the line: nothing to take off


def _made_with(item: str, addon: str, menu: Menu) -> str:
    """What of the add-on the item is made with, as said of it: its description names it ("Espresso with
    chocolate sauce and steamed milk" of the mocha), or its name holds the add-on's first word ("chocolate"
    of the hot chocolate); "" where it is not."""
    spec = menu.items.get(item)
    if spec is None:
        return ""
    shown = menu.option("addon", addon).display.lower()
    if shown in (spec.description or "").lower():
        return shown
    return shown.split()[0] if shown.split()[0] in item.split() else ""


def _resolve_ref(work: Cart, ref: int, positions: list[int]) -> int:
    count = len(work.lines)
    if not 1 <= ref <= len(positions):
        have = "your order is empty" if count == 0 else f"your order has {count} line{'s' * (count != 1)}"
        raise _Refuse(f"there is no line {ref} — {have}")
    line_id = positions[ref - 1]
    for index, line in enumerate(work.lines):
        if line.id == line_id:
            return index
    raise _Refuse(f"line {ref} was already removed")


def _check_units(units: int, menu: Menu) -> None:
    if units > menu.limits.max_units_per_order:
        raise _Refuse(
            f"that would make {units} items — an order can have at most {menu.limits.max_units_per_order}"
        )


_HOW_MANY = "how many would you like?"  # asked where a count is past a limit: `_count_offered`


def _check_line(line: Line, menu: Menu) -> None:
    """Raise _Refuse unless every choice on the line is on the menu for its item and within limits."""
    limits, item = menu.limits, menu.item(line.item)
    if line.qty > limits.max_qty_per_line:
        raise _Refuse(f"I can put at most {limits.max_qty_per_line} of the same item on one line — "
                      f"{_HOW_MANY}")
    for group in ("size", "temp", "milk", "caffeine"):
        value = getattr(line, group)
        if value is not None and not menu.allows(item.name, group, value):
            raise _Refuse(not_available(menu, item.name, group, value))
    if line.shots is not None:
        if not 1 <= line.shots <= limits.max_shots:
            raise _Refuse(f"we can make a drink with 1 to {limits.max_shots} shots — {_HOW_MANY}")
        if not menu.allows(item.name, "shots", line.shots):
            raise _Refuse(not_available(menu, item.name, "shots", line.shots))
    for name, count in line.addons.items():
        if not menu.allows(item.name, "addon", name):
            raise _Refuse(not_available(menu, item.name, "addon", name))
        if not 1 <= count <= limits.max_addon_count:
            shown = menu.option("addon", name).display
            raise _Refuse(f"I can add 1 to {limits.max_addon_count} portions of {shown} — {_HOW_MANY}")
        if name in line.removals:
            raise _Refuse(f"{menu.option('addon', name).display} can't be both added and left out")
    for group, names in (("removal", line.removals), ("prep", line.preps)):
        for name in names:
            if not menu.allows(item.name, group, name):
                raise _Refuse(not_available(menu, item.name, group, name))
    if line.notes is not None and len(line.notes) > MAX_NOTE_CHARS:
        raise _Refuse(f"that note is too long — please keep it under {MAX_NOTE_CHARS} characters")


def not_available(menu: Menu, item_name: str, group: str, value: str | int) -> str:
    """Explain that the item doesn't take this value, naming the alternatives it does take."""
    item = menu.item(item_name)
    if group not in item.groups:
        if group == "size" and "shots" in item.groups:
            return f"the {item.display} doesn't come in sizes — single, double, triple or quad?"
        if group == "temp" and menu.allows(item_name, "prep", "warmed"):
            return f"the {item.display} doesn't come hot or iced — would you like it warmed?"
        return f"the {item.display} doesn't take {_GROUP_NOUN[group]}"
    option = menu.options.get((group, str(value)))
    shown = option.display if option and group not in ("removal", "shots") else str(value)
    if group == "shots":
        shown = f"{option.display} shot" if option else f"{value} shots"
    if group == "removal":
        shown = f"no {value}"
    choices = menu.options_for(item_name, group)
    if group == "addon" and option is not None:
        choices = [c for c in choices if menu.option("addon", c).category == option.category]
        choices = choices if len(choices) > 1 and option.category in _SUGGEST else []
    names = [menu.option(group, c).display for c in choices][:6]
    if not names or group in ("removal", "prep"):
        return f"{shown} isn't available for the {item.display}"
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    return f"{shown} isn't available for the {item.display} — {listed}?"
