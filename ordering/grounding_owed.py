"""What a turn's words said, as `Grounding.of` reads them, and what of it the output still owes.

`GroundingOwed` holds `Grounding`'s fields and the bookkeeping of what each edit uses of them: the items
named and their units, option values, add-ons and numbers, and which mention the line being added describes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ordering.dsl import SINGLE_GROUPS, symbol
from ordering.turn_words import MAX_UNITS, WARMED, WARMING, kind_of

if TYPE_CHECKING:
    from ordering.dsl import GrammarState


@dataclass
class GroundingOwed:
    """What the customer's words said (read once by `Grounding.of`) and what no edit has used yet."""

    mentioned: frozenset[str]
    unconsumed: dict[str, int]
    repeatable: frozenset[str]
    values: dict[str, int] = field(default_factory=dict)  # single-valued option mentions not yet used
    forcing: bool = True  # off once the output asks, finishes, clears or says none
    must_act: bool = False  # an order that names a menu item cannot be answered with "none"
    ends: bool = False  # the words say the order is complete ("that's all"): it may start with "done"
    fresh_order: bool = False  # an order naming only items the cart lacks starts by adding them
    values_alone: bool = False  # only values said ("extra dry please"): a change of the cart's last line
    owed: dict[str, int] = field(default_factory=dict)  # option mentions no edit has used yet
    numbers: dict[str, int] = field(default_factory=dict)  # number mentions no quantity or count used yet
    added: bool = False  # named items are owed only once the output is adding lines
    order: list[str] = field(default_factory=list)  # single-valued mentions in the order said

    # per item: units the words ask for ("two lattes, one decaf" -> 2), the quantities said next to it,
    # where it is first named and where each single-valued option is named (for splits)
    units_said: dict[str, int] = field(default_factory=dict)
    quantities: dict[str, frozenset[str]] = field(default_factory=dict)
    units: dict[str, int] = field(default_factory=dict)  # units of each item added by this output
    first_named: dict[str, int] = field(default_factory=dict)
    value_positions: dict[str, list[int]] = field(default_factory=dict)
    taken_off: frozenset[str] = frozenset()  # add-ons the words take off a line ("remove the vanilla")
    line_values: list[frozenset[str]] = field(default_factory=list)  # each cart line's options and add-ons
    removing: bool = False  # the words take a line away: the output deletes, it does not change
    several_lines: bool = True  # the words may mean more than one cart line ("both", two named items)
    # which item mention each single-valued option describes ("a tall latte, a short macchiato and an
    # iced chai latte"), the mentions of each item in order, and the mention the open add describes
    owners: dict[str, frozenset[int]] = field(default_factory=dict)
    mentions: dict[str, list[int]] = field(default_factory=dict)
    adds_of: dict[str, int] = field(default_factory=dict)
    describing: int | None = None
    addon_owners: dict[str, frozenset[int]] = field(default_factory=dict)  # the same, for add-ons
    intensified: frozenset[str] = frozenset()  # add-ons said with "more", "extra", "double"
    doubled: frozenset[str] = frozenset()  # add-ons said right after "more", "double", "extra": two portions
    mention_counts: dict[int | None, str] = field(default_factory=dict)  # the count said with each mention
    addon_units: dict[str, dict[str, set[int]]] = field(
        default_factory=dict
    )  # per split item: unit of each add-on
    addon_counts: dict[str, list[str]] = field(default_factory=dict)  # "3 pumps of vanilla": vanilla n3
    removing_only: bool = False  # lines go and nothing new comes: "delete the bagel" (the bagel is there)
    to_go_only: bool = False  # the words only say to go / for here: "it's like to go"
    requantify: bool = False  # the words only say a new quantity: "actually two"
    inquiring: bool = False  # the words ask about the menu: "do you have a hot chocolate?"
    tells: bool = False  # the words tell what a line should have ("no ice please"): no question back
    requesting: bool = False  # a special request for the cart's lines: "oh and a drop of water"
    placed: frozenset[int] = frozenset()  # cart positions named by place: "the fifth one", "the last drink"
    naming: frozenset[str] = frozenset()  # values said to name a line: "the extra hot hot chocolate"
    # the groups whose value a line may lose: the words speak of them ("not iced", "no milk") or ask for
    # the default ("make it regular"); "not too much cream" unsets no temperature
    unsettable: frozenset[str] = frozenset()
    clearing: bool = False  # the words empty the cart: "cancel my order"
    incoming: frozenset[str] = frozenset()  # in a replacement, the items that come in
    replacing: bool = False  # a line goes and a new item comes: the output adds and deletes
    undoing: bool = True  # the words could take a line away (no line goes on words that only order)
    rest_said: bool = False  # "one with oat milk and the others with almond": the rest is one line
    said_of_all: bool = False  # "both with lids", "all toasted": one mention is written on several lines
    described: frozenset[str] = frozenset()  # values that pick a line ("the warm one"), not written
    # "everything half caf", "all the drinks decaf": with no item named, each line that takes the value
    every_line_group: str | None = None

    def consume(self, item_token: str, added: bool = True) -> None:
        """Record that an item was added (or that a set/del handled a line holding it)."""
        self.added = self.added or added
        if self.unconsumed.get(item_token, 0) > 0:
            self.unconsumed[item_token] -= 1
        if added:
            self.more_units(item_token, 1)
            mentions = self.mentions.get(item_token)
            n = self.adds_of[item_token] = self.adds_of.get(item_token, 0) + 1
            self.describing = mentions[min(n, len(mentions)) - 1] if mentions else None

    def _count_is_anothers(self, item_token: str) -> bool:
        """Whether the line being added describes a mention said without a count while another mention of
        its item has one: "one cortado with toffee and 5 cortados with 2% milk" (the five are the other's)."""
        if self.describing is None or self.describing in self.mention_counts:
            return False
        others = [m for m in self.mentions.get(item_token, []) if m != self.describing]
        return any(m in self.mention_counts for m in others)

    def more_units(self, item_token: str, extra: int) -> None:
        """Record that the line just added for an item has a quantity above one."""
        self.units[item_token] = self.units.get(item_token, 0) + extra
        if self.units[item_token] >= self.units_said.get(item_token, self.units[item_token] + 1):
            self.unconsumed[item_token] = 0  # "two mochas, one mocha with ..., the other mocha ..."

    def _rest_of_split(self, state: GrammarState, item_token: str) -> int | None:
        """Units left for the line being added when it is "the others" of a split (two or more), else None."""
        open_qty = state.stage == "qty" or "qty" not in state.used
        if not (self.rest_said and self.forcing and state.stage_kind == "add" and open_qty):
            return None
        if item_token not in self.units_said or self.units.get(item_token, 0) < 2:
            return None  # the first unit of the split has no line yet
        room = self._room(item_token)
        return room if room >= 2 else None

    def _room(self, item_token: str) -> int:
        """The most units the open line of an item may hold: what the words said, less the lines before."""
        return self.units_said.get(item_token, MAX_UNITS) - self.units.get(item_token, 0) + 1

    def _units_missing(self) -> bool:
        """Whether the words ask for more units of an item than the output has added so far."""
        return any(self.units.get(t, 0) < n for t, n in self.units_said.items())

    def use_number(self, token: str) -> None:
        """Record that a quantity or a count used a number the customer said."""
        if self.numbers.get(token, 0) > 0:
            self.numbers[token] -= 1

    def use_count(self, token: str, addon: str | None) -> None:
        """Record an add-on's count: it used a number the customer said, unless the words gave it
        without one ("extra cinnamon plus 2 stevia": the cinnamon's two leaves the 2 to the stevia)."""
        if addon in self.doubled and addon not in self.addon_counts and token == "n2":
            return
        self.use_number(token)

    def pay(self, token: str) -> None:
        """Record that an edit used a mentioned option value. One warming word is owed twice, as a drink's
        temperature and as a pastry's preparation (`turn_words.WARMING`): either use pays both."""
        if token in WARMING:
            paid = (token, WARMED)
        elif token == WARMED:
            paid = (WARMED, next((t for t in WARMING if self.owed.get(t, 0) > 0), WARMING[0]))
        else:
            paid = (token,)
        for tok in paid:
            if self.owed.get(tok, 0) > 0:
                self.owed[tok] -= 1

    def _owed_here(self, state: GrammarState, kept: frozenset[str]) -> bool:
        """Whether a mentioned value no edit used yet would still fit the edit being written."""
        addons = state._groups().get("addon", frozenset()) if {"+", "-"} & kept else frozenset()
        return any(
            n > 0 and (t in kept or t in addons) and not self._said_of_another(t, state)
            for t, n in self.owed.items()
        )

    def _own_addons(self, state: GrammarState) -> set[str]:
        """Add-ons said of the item being added only, that its line can still take and has not."""
        if self.describing is None:
            return set()
        free = state._groups().get("addon", frozenset()) - state.used - state.taken
        return {
            t
            for t, n in self.owed.items()
            if n > 0
            and t in free
            and self.describing in self.addon_owners.get(t, frozenset())
            and not self._said_of_another(t, state)
        }

    def _said_of_another(self, token: str, state: GrammarState) -> bool:
        """Whether an add-on was said of another item than the line being added ("a latte with vanilla
        and a mocha": the vanilla is the latte's), or of another unit of a split ("two teas, the first
        with toffee and the second with sweetener": the first line's is the toffee)."""
        if state.stage_kind != "add" or self.describing is None:
            return False
        owners = self.addon_owners.get(token)
        if owners and self.describing not in owners:
            return True
        units = self.addon_units.get(symbol("item", state.item) if state.item else "", {}).get(token)
        return units is not None and self.adds_of.get(symbol("item", state.item), 0) - 1 not in units

    def use_value(self, token: str) -> None:
        """Record that a new line took a mentioned size, temperature, milk, caffeine or shot count."""
        if self.values.get(token, 0) > 0:
            self.values[token] -= 1

    def _values_ok(self, tokens: frozenset[str], item_token: str) -> frozenset[str]:
        """In a new line, a value of a kind whose mentions are not all used must be an unused one.

        "a mocha with 2% and a latte with oat milk": once the mocha took 2%, the latte's milk is oat.
        In a split ("two lattes, one of them decaf"), a value said after the item belongs to one unit:
        a later line of the same item cannot take it again (a value said before it, "two large lattes",
        is shared).
        """
        out = set()
        split = self.units.get(item_token, 0) > 1 and item_token in self.first_named
        for tok in tokens:
            kind = kind_of(tok)
            if (
                split
                and kind in SINGLE_GROUPS
                and self.values.get(tok, 0) == 0
                and all(i > self.first_named[item_token] for i in self.value_positions.get(tok, [-1]))
            ):
                continue
            if kind in SINGLE_GROUPS and tok in self.owners and tok not in self.values:
                continue  # said only as the value given up ("instead of whole milk")
            owners = self.owners.get(tok)
            if owners and self.describing is not None:
                if self.describing in owners and self._next_of_its_kind(tok, self.describing):
                    out.add(tok)  # said of this item: its own, whatever the order said in
                continue  # said of another item
            if kind in SINGLE_GROUPS and tok in self.values:
                # the earliest value of its kind that no line took yet: values come in the order of the
                # items they describe ("a large latte and a small cappuccino")
                waiting = [t for t in self.order if self.values.get(t, 0) > 0 and kind_of(t) == kind]
                if waiting and tok != waiting[0]:
                    continue
            out.add(tok)
        return frozenset(out)

    def _next_of_its_kind(self, tok: str, mention: int) -> bool:
        """Whether no other value of ``tok``'s kind, said of the same item mention before it, is still
        unused: "three lattes, one of them big and the others small" -> the first line is the large one."""
        kind = kind_of(tok)
        if kind not in SINGLE_GROUPS or tok not in self.values:
            return True
        waiting = [t for t in self.order if self.values.get(t, 0) > 0 and kind_of(t) == kind
                   and mention in self.owners.get(t, frozenset())]
        return not waiting or tok == waiting[0]

    def addable(self) -> frozenset[str]:
        """Items the next ``add`` may name."""
        waiting = {t for t, n in self.unconsumed.items() if n > 0}
        if waiting:
            return frozenset(waiting)
        # the units still owed come first ("two mochas, one short and the other medium, and an americano")
        short = {t for t, n in self.units_said.items() if self.units.get(t, 0) < n and t in self.repeatable}
        if short:
            return frozenset(short)
        # "two cortados, one for me and one for my dad": no more units than the words ask for
        return frozenset(
            t
            for t in self.repeatable
            if t not in self.units_said or self.units.get(t, 0) < self.units_said[t]
        )
