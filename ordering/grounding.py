"""Grounding: what a customer's own words allow the decoder to write, beyond the grammar and the menu.

The feature pipeline turns the turn into tokens (menu words become symbols such as ``item:latte`` or
``milk:oat_milk``, numbers become ``n2``); ``Grounding.of`` reads them once and ``Grounding.filter`` then
removes, token by token, every grammatical choice the words do not support.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ordering.dsl import EOS, NUMBERS, SINGLE_GROUPS, number_token, number_value, symbol, unsymbol
from ordering.edits import AddLine, ChangeLine, RemoveLine, apply_edits
from ordering.said import FILLERS, NUMBER_NAMES, is_number
from ordering.said import said_words as _words

if TYPE_CHECKING:
    from ordering.dsl import GrammarState
from ordering.turn_words import (
    ADD_WORD,
    ADDING_VERBS,
    CLEAR_WORDS,
    CORRECTION_WORDS,
    FIRST_PERSON_ORDER,
    GENERIC_ITEMS,
    LINE_WORDS,
    MAX_UNITS,
    MORE_WORDS,
    NOT_THAT,
    ORDER_PAIRS,
    ORDER_WORDS,
    ORDINALS,
    QUESTION_PAIRS,
    REMOVE_WORDS,
    REPLACE_WORDS,
    SEVERAL,
    TAKING_OFF_WORDS,
    THAT,
    WARM,
    addon_counts_said,
    addon_units_said,
    asked_again,
    asks_a_request,
    asks_for_more,
    bind_owners,
    counts_an_add_on,
    describing_mentions_demoted,
    doubled_addons,
    intensified_addons,
    introduced_items,
    is_measure,
    kind_of,
    line_descriptors,
    lone_count_at,
    mention_counts_said,
    names_the_one,
    naming_values,
    negated_at,
    ordinal_lines,
    removes_an_add_on,
    restated_mentions_demoted,
    split_after,
    split_shot_counts,
    summary_coffee_demoted,
    taken_off_at,
    undoes_a_line,
    unknown_things,
    unknown_things_demoted,
    value_fields,
    word_pairs,
)


@dataclass
class Grounding:
    """What the customer's words allow the decoder to write, beyond grammar and menu.

    - ``add`` names an item the turn mentions; an item is added a second time only once every mentioned
      item has been added, and only where the words allow it: a count to split ("two lattes, one decaf,
      one regular") or words asking for more ("another one"). A small model cannot drop one named item
      for a repeat of another, nor stutter.
    - Option values (size, temperature, milk, caffeine, add-ons, preparations) must be mentioned; a shot
      count may also come from a number ("2 shots").
    - ``togo true``/``togo false`` need a to-go / for-here mention; ``ask`` names mentioned things only.
    Nothing the customer did not say can reach the cart.
    """

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

    @classmethod
    def of(
        cls,
        turn_tokens: Sequence[str],
        cart_items: Sequence[str],
        intent: str | None = None,
        line_values: Sequence[frozenset[str]] = (),
    ) -> Grounding:
        """Build the grounding of one turn from its feature tokens and the cart's items (and options)."""
        turn_tokens, described = line_descriptors(
            restated_mentions_demoted(describing_mentions_demoted(split_shot_counts(turn_tokens)))
        )
        toks = set(turn_tokens)
        for i, tok in enumerate(turn_tokens[:-1]):  # "two shot latte"; warm a bakery item is a prep
            if tok[:1] == "n" and tok[1:].isdigit() and is_measure(turn_tokens[i + 1]):
                toks.add(symbol("shots", tok[1:]))
        turn_tokens = summary_coffee_demoted(turn_tokens)
        pairs = set(zip(turn_tokens, turn_tokens[1:], strict=False))
        if "temp:warm" in toks or {("heat", "up"), ("warm", "up")} & pairs or toks & {"heat", "reheat"}:
            toks.add("prep:warmed")  # "heat up the muffin", "could you heat the croissant": warmed
        counts: dict[str, int] = {}
        in_cart = {symbol("item", name) for name in cart_items}
        correcting = bool(toks & CORRECTION_WORDS) and not toks & MORE_WORDS
        for i, tok in enumerate(turn_tokens):
            # "actually, no. can i get a decaf latte?" with a latte in the cart changes that latte
            # "that cappuccino iced", "the small chai latte just hot": the cart's one, changed
            if tok.startswith("item:") and not (
                tok in in_cart and (correcting or (not toks & MORE_WORDS and names_the_one(turn_tokens, i)))
            ):
                counts[tok] = counts.get(tok, 0) + 1
        # A second line of a mentioned item needs a count to split ("two lattes, one decaf, ...");
        # another line of a cart item needs words that ask for more of it ("another", "one more").
        repeat: set[str] = set()

        def plural(tok: str) -> bool:
            return tok == "nbig" or (tok[:1] == "n" and tok[1:].isdigit() and int(tok[1:]) >= 2)

        counted_at: set[int] = set()
        summaries: set[int] = set()
        counted: dict[str, int] = {}  # units said with a count ("two lattes")
        bare: dict[str, int] = {}  # mentions without one ("... one latte decaf, the other latte ...")
        quantities: dict[str, set[str]] = {}
        first_named: dict[str, int] = {}
        previous = -1
        for i, tok in enumerate(turn_tokens):  # "two large oat lattes": a count shortly before the item
            if tok not in counts:
                continue
            first_named.setdefault(tok, i)
            said = [t for t in turn_tokens[max(previous + 1, i - 4) : i] if t in NUMBERS][-1:]
            said = [t for t in said if plural(t)]
            previous = i
            if said:
                repeat.add(tok)
                if not split_after(turn_tokens, i):  # "two lattes, one of them decaf": two lines
                    quantities.setdefault(tok, set()).update(said)
            if said:
                counted[tok] = counted.get(tok, 0) + number_value(said[-1])
                counted_at.add(i)
            else:
                bare[tok] = bare.get(tok, 0) + 1
        # "two mochas, one mocha with almond milk and the other mocha with oat": the count sums up the
        # mentions that follow, which describe the units
        summed = [t for t in counted if bare.get(t, 0) >= counted[t]]
        for tok in summed:
            quantities.pop(tok, None)
            counts[tok] = bare[tok]
            summaries |= {i for i in counted_at if turn_tokens[i] == tok}
        # the "one ... the other" of a counted split are its units, counted already ("two chai lattes, one
        # with 2%, the other plain, and one muffin" asks for no second muffin)
        in_splits = {
            j
            for i in counted_at
            if split_after(turn_tokens, i)
            for j in range(i + 1, next((k for k in range(i + 1, len(turn_tokens))
                                        if turn_tokens[k].startswith("item:")), len(turn_tokens)))
        }
        # "one decaf latte and one regular", "a macchiato, one decaf and the other regular": more
        # "one"s than named items ask for a second line of the item named
        singles = sum(  # "one mocha with one nutmeg" names one mocha
            t in ("other", "another") or (t == "n1" and not counts_an_add_on(turn_tokens, i))
            for i, t in enumerate(turn_tokens)
            if i not in in_splits
        )
        if singles > sum(counts.values()):
            repeat |= set(counts)
        # "six cappuccinos and one more thing, one cappuccino": a mention the count does not sum up is a
        # line of its own
        units_said = {
            t: max(counted.get(t, 0), bare.get(t, 0)) if t in summed else counted.get(t, 0) + bare.get(t, 0)
            for t in counts
        }
        named = [t for t in counts if t not in GENERIC_ITEMS]
        if (
            len(named) == 1
            and named[0] not in quantities
            and named[0] not in counted  # "3 macchiatos, one iced and the other ones warm": three
            and named[0] not in in_cart
            and counts[named[0]] == 1
            and singles >= 2
        ):
            # "one regular cappuccino and one decaf", "a cortado with almond milk and another one with 2%"
            units_said[named[0]] = max(singles, 2) if "other" not in toks else 2
        units_said = {
            t: n
            for t, n in units_said.items()
            # "coffee" may sum up other drinks; counted ("two brewed coffees") it is the drink itself
            if (t not in GENERIC_ITEMS or t in counted) and (t in quantities or n > counts[t] or t in summed)
        }
        if asks_for_more(
            turn_tokens
        ):  # "another latte", "one more": more of an item ("also", "add" name no count)
            repeat |= {symbol("item", name) for name in cart_items} | set(counts)
        values: dict[str, int] = {}
        order: list[str] = []
        value_positions: dict[str, list[int]] = {}
        for i, tok in enumerate(turn_tokens):
            negated = negated_at(turn_tokens, i, ("not", "no", "without", "non"))
            if kind_of(tok) in SINGLE_GROUPS and not negated:
                values[tok] = values.get(tok, 0) + 1
                order.append(tok)
                value_positions.setdefault(tok, []).append(i)
        owed: dict[str, int] = {}
        taken_off: set[str] = set()
        for i, tok in enumerate(turn_tokens):
            kind = kind_of(tok)
            negated = negated_at(turn_tokens, i, ("not", "no", "without", "non", "hold"))
            if kind == "addon" and taken_off_at(turn_tokens, i):
                # "remove the vanilla", "no more whip", "take off the caramel": the add-on comes off
                taken_off.add(tok)
                owed[tok] = owed.get(tok, 0) + 1
            elif kind in (*SINGLE_GROUPS, "addon", "prep") and not negated:
                owed[tok] = owed.get(tok, 0) + 1
        if owed.get("temp:warm"):  # "a bagel, warmed": warm said of a bakery item is its preparation
            owed["prep:warmed"] = owed.get("prep:warmed", 0) + owed["temp:warm"]
        elif "prep:warmed" in toks and "prep:warmed" not in owed:  # "heat up the muffin"
            owed["prep:warmed"] = 1
        named = set(counts)
        # what the words do beats the intent read: "i'd like that" after a question orders; on an empty
        # cart there is nothing to change, so naming an item is ordering it
        # "i'd like", "i would like", "can i get": words that order ("do you have ...?" asks)
        asks = bool(toks & FIRST_PERSON_ORDER or pairs & ORDER_PAIRS)
        ordering = (
            intent == "order"
            or (intent == "offtopic" and (asks or bool(toks & ORDER_WORDS)))
            or (intent == "question" and asks)
            or (not cart_items and intent in ("change", "remove"))
            # "make the latte large and add a muffin": an item the cart lacks, brought in by "add"
            or bool(introduced_items(turn_tokens, ADD_WORD) - in_cart)
        )
        # "do you do flat white?", "got any latte macchiato?", "how much is a mocha?" ask, they don't order
        inquiring = (
            not asks and "please" not in toks and bool(word_pairs(turn_tokens) & QUESTION_PAIRS)
        )  # "..., please?" orders
        must_act = ordering and bool(named) and not inquiring
        # "a medium oat milk macchiato" adds it; "a latte, that's all" may end the order after it
        ends = bool(toks & _ENDING_WORDS)
        # "i don't want the latte anymore", "skip that one": a line goes, it is not changed
        kinds = {kind_of(t) for t in toks}
        # "actually two", "let's do four", "make it 2": the quantity of a line changes
        plain_numbers = [  # "one" counts only said alone: "make that one."
            t for i, t in enumerate(turn_tokens)
            if t in NUMBERS and t != "nbig" and (t != "n1" or lone_count_at(turn_tokens, i))
        ]
        requantify = (
            bool(cart_items)
            and len(plain_numbers) == 1
            and all(t in in_cart for t in counts)
            and not kinds & {*SINGLE_GROUPS, "addon", "prep", "to_go"}
            and not asks_for_more(turn_tokens)
            and not toks & (REMOVE_WORDS | CLEAR_WORDS)
            and not toks & {"too", "also", "plus"}  # "and three lattes too" orders more
            # "add ten espressos" too, unless a line goes ("i don't want my drink anymore and add 4 ...")
            and not (introduced_items(turn_tokens, ADD_WORD) and "anymore" not in toks
                     and ("don't", "want") not in pairs)
        )
        not_wanted = ("don't", "want") in pairs or "anymore" in toks  # "i don't want it iced" changes it
        # "cancel my order", "scrap the whole order", "i don't want anything anymore": the cart empties
        clearing = (
            bool(cart_items)
            and "item" not in kinds
            and not toks & ORDINALS
            and (
                bool(toks & (REMOVE_WORDS | CLEAR_WORDS) and toks & {"order", "everything", "cart"})
                or (not_wanted and "anything" in toks)
                or bool({("start", "over"), ("start", "again")} & pairs)  # "start over"
            )
        )
        # ... but "forget your rules" names no line
        names_line = "item" in kinds or bool(toks & (THAT | NOT_THAT | LINE_WORDS))
        # a remove word that takes an add-on off ("remove the vanilla") removes no line; an add-on said of
        # a new item ("... and add a latte with vanilla") does not stop a line going
        line_removal = any(
            t in REMOVE_WORDS
            and not any(kind_of(x) in ("addon", "prep") for x in turn_tokens[i + 1 : i + 3])
            and not removes_an_add_on(turn_tokens, i)
            for i, t in enumerate(turn_tokens)
        )
        adds_new = bool(toks & ADDING_VERBS)
        removing = (
            bool(cart_items)
            and names_line
            and (
                line_removal
                or (
                    not_wanted
                    and (adds_new or not kinds & {"addon", "prep"})
                    and ("item" in kinds or not kinds & set(SINGLE_GROUPS))
                )
            )
        )
        # an order naming an item the cart lacks adds it, whatever else the output does
        adding = ordering and any(t not in {symbol("item", name) for name in cart_items} for t in named)
        heads = {t.rsplit("_", 1)[-1] for t in in_cart}  # "remove the muffin" may mean the blueberry muffin
        new_items = [t for t in named if t not in in_cart and t.rsplit("_", 1)[-1] not in heads]
        # "change the second drink to a small matcha latte", "replace that with a muffin": a line out, the
        # new item in. The new item: one said after "add" / "to" / "with" / "make it", else any the cart
        # lacks ("add one coffee" too); of two, not one the cart has a kind of
        introduced = introduced_items(turn_tokens) & set(counts)
        incoming = [t for t in counts if t not in in_cart or t in introduced]
        if len(incoming) > 1:
            incoming = [
                t for t in incoming if t in introduced or t.rsplit("_", 1)[-1] not in heads
            ] or incoming[:1]
        removing_only = removing and not new_items and not (adds_new and introduced)
        replacing = bool(cart_items and incoming and (toks & REPLACE_WORDS or (removing and adds_new)))
        if replacing:  # the cart's item named goes; it is not added again
            for tok in set(counts) - set(incoming):
                counts.pop(tok, None)
                repeat.discard(tok)
        # "it's to go" and nothing else (not "that's all, to go")
        to_go_only = (
            bool(toks & {"to_go:true", "to_go:false"})
            and not kinds & {"item", "addon", "prep", *SINGLE_GROUPS}
            and not ends
        )
        numbers: dict[str, int] = {}
        for tok in turn_tokens:
            if tok in NUMBERS:
                numbers[tok] = numbers.get(tok, 0) + 1
        placed = ordinal_lines(turn_tokens, len(cart_items))  # "the fifth one", "the last drink"
        # "extra dry please", "with room": values alone, said of the cart's last line
        values_alone = (
            bool(cart_items) and intent != "question" and not inquiring and not named
            and bool(kinds & {"prep", *SINGLE_GROUPS})
            and not kinds - {"", "prep", *SINGLE_GROUPS} and not toks & set(NUMBERS)
            and not any(t.startswith("line_") for t in toks)
            and not placed
        )
        # "a medium oat milk macchiato" against a cart without one, naming nothing else, or "another latte
        # but decaf" against a cart with one: it is added first
        again = {t for i, t in enumerate(turn_tokens) if t in in_cart and asked_again(turn_tokens, i)}
        again |= introduced_items(turn_tokens, ADD_WORD) & in_cart  # "add ten espressos" to an espresso
        fresh_order = (
            ordering and not ends and bool(named) and set(named) <= set(new_items) | again
            and not (removing or replacing or requantify or toks & THAT)
        )
        return cls(
            fresh_order=fresh_order,
            values_alone=values_alone,
            mentioned=frozenset(toks),
            unconsumed=counts,
            repeatable=frozenset(repeat),
            values=values,
            must_act=must_act,
            ends=ends,
            owed=owed,
            numbers=numbers,
            order=order,
            units_said=units_said,
            quantities={t: frozenset(q) for t, q in quantities.items()},
            first_named=first_named,
            value_positions=value_positions,
            taken_off=frozenset(taken_off),
            added=adding,
            line_values=list(line_values),
            removing=removing,
            removing_only=removing_only,
            replacing=replacing,
            undoing=undoes_a_line(turn_tokens) or not_wanted,
            incoming=frozenset(incoming) if replacing else frozenset(),
            clearing=clearing,
            inquiring=inquiring,
            # "no ice please" to a cart changes a line: it asks nothing back
            tells=bool(cart_items) and not inquiring and bool(kinds & {"addon", "prep", *SINGLE_GROUPS}),
            # "oh and a drop of water", "i want this half caf": a request or a value told of the cart's
            # line is a change, not "none"
            requesting=values_alone or bool(cart_items) and not inquiring and not set(counts) and (
                asks_a_request(turn_tokens) or bool(toks & THAT and kinds & {"prep", *SINGLE_GROUPS})),
            unsettable=_unsettable_groups(toks),
            requantify=requantify,
            to_go_only=to_go_only,
            addon_counts=addon_counts_said(turn_tokens),
            mention_counts=mention_counts_said(turn_tokens, summaries),
            intensified=frozenset(intensified_addons(turn_tokens)),
            doubled=frozenset(doubled_addons(turn_tokens)),
            addon_units=addon_units_said(turn_tokens),
            rest_said=bool(toks & {"others", "rest"}) or ("other", "ones") in pairs,
            said_of_all=bool(toks & {"both", "all", "each", "everything", "every"}),
            described=frozenset(described),
            every_line_group=_every_line_group(turn_tokens, cart_items),
            placed=placed,
            naming=naming_values(turn_tokens) if cart_items else frozenset(),
            several_lines=bool(toks & SEVERAL)
            or sum(t in in_cart for t in toks) > 1
            or len(toks & ORDINALS) > 1
            or sum(t.startswith("n") and t[1:].isdigit() for t in toks) > 1,
            **bind_owners(turn_tokens, summaries),
        )

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

    def _every_line_left(self, state: GrammarState) -> set[str]:
        """For "everything decaf": the lines that take the value and no edit has changed yet."""
        if self.every_line_group is None or not self.forcing or state.deleted:
            return set()
        return {
            f"L{i + 1}"
            for i, name in enumerate(state.cart_items)
            if f"L{i + 1}" not in state.changed and self.every_line_group in state.menu.item(name).groups
        }

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
        """Record that an edit used a mentioned option value."""
        for tok in WARM if token in WARM else (token,):
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

    def _unsupported_verbs(self) -> set[str]:
        drop = set()
        if not self.addable():
            drop.add("add")
        if not self.undoing:  # no line goes, and the cart is not emptied, on words that only order
            drop |= {"del", "clear"}
        if "to_go:true" not in self.mentioned and "to_go:false" not in self.mentioned:
            drop.add("togo")
        return drop

    def _replace_owed(self, state: GrammarState) -> str | None:
        """The verb a replacement still owes ("add" or "del"), if any."""
        if not self.replacing:
            return None
        if "del" not in state.verbs and len(state.cart_items) > len(state.deleted):
            return "del"
        return "add" if "add" not in state.verbs and self.addable() else None

    def _follow_verbs(self, state: GrammarState) -> frozenset[str]:
        verbs = {"add"} | ({"set", "del"} if len(state.cart_items) > len(state.deleted) else set())
        if len(state.cart_items) <= len(state.deleted | state.changed):
            verbs.discard("set")  # every line was changed already
        if self.every_line_group is not None and self.forcing and not self._every_line_left(state):
            verbs.discard("set")  # "everything decaf": the lines that take it are set, not the muffin
        if "add" in state.verbs and not any(n > 0 for n in self.owed.values()) and not self._numbers_left():
            verbs.discard("set")  # every option said is written: nothing is left to change a line with
        if state.deleted and not self.several_lines:  # "remove the second one": one line goes
            verbs.discard("del")
        if self.removing_only:
            verbs.discard("add")
        if "togo" not in state.verbs:  # said once is enough
            verbs.add("togo")
        return frozenset(verbs - self._unsupported_verbs())

    def _numbers_left(self) -> bool:
        """Whether a number said (other than one) is still unused: not as a quantity, not as a count, and not
        as the units of a split the output has written out in full ("two flat whites, the first short and
        the second medium": the two is the two lines)."""
        split = Counter(
            self.mention_counts[m]
            for t, n in self.units_said.items()
            if t not in self.quantities and self.units.get(t, 0) >= n
            for m in self.mentions.get(t, ())
            if m in self.mention_counts
        )
        return any(n > split[t] for t, n in self.numbers.items() if t not in ("n1", "nbig"))

    def _lines_meant(self, state: GrammarState, allowed: frozenset[str]) -> frozenset[str]:
        """The line references the words can mean.

        "remove the latte macchiato": the lines holding a named item; to remove, a line whose options
        were said counts too ("remove the short latte": the short one). With no item named, "it" /
        "that" is the last line.
        """
        named_lines = frozenset(f"L{t[5:]}" for t in self.mentioned if t.startswith("line_")) & allowed
        if named_lines:  # "skip line 3"
            return named_lines
        placed = frozenset(f"L{p}" for p in self.placed) & allowed
        if placed:  # "remove the fifth one", "swap the last drink for a mocha"
            return placed
        said = set(self.value_positions) if state.stage == "del" and not self.replacing else set()
        in_cart = {symbol("item", name) for name in state.cart_items}
        scores = {}
        named = self.mentioned - self.incoming if state.stage == "del" else self.mentioned
        for ref in allowed:
            i = int(ref[1:]) - 1
            item = symbol("item", state.cart_items[i])
            partial = any(t.startswith("item:") and _names_part_of(t, item, in_cart) for t in named)
            values = self.line_values[i] if i < len(self.line_values) else frozenset()
            taken = self.taken_off if state.stage != "del" else frozenset()  # "remove the vanilla": its line
            # "some mocha sauce in the medium flat white": the values naming a line pick it
            scores[ref] = 2 * (item in named) + partial + 2 * len(
                values & (said | self.described | taken | self.naming))
        best = max(scores.values(), default=0)
        if best > 0:
            return frozenset(ref for ref, score in scores.items() if score == best)
        if (
            (self.mentioned & THAT or self.values_alone)
            and not self.mentioned & NOT_THAT
            and not any(
                t.startswith("item:") and t not in self.incoming and (t in in_cart or not self.replacing)
                for t in self.mentioned
            )
            and allowed
        ):
            told = self.values_alone and not self.mentioned & THAT  # "it warmed": it is the last line
            fitting = [r for r in allowed if self._takes_the_values(state, r)] if told else []
            return frozenset({max(fitting or allowed, key=lambda ref: int(ref[1:]))})
        return allowed

    def _takes_the_values(self, state: GrammarState, ref: str) -> bool:
        """Whether the item of line ``ref`` takes every value the turn says ("iced" is no muffin's)."""
        groups = state.tables.per_item[state.cart_items[int(ref[1:]) - 1]]
        offered = frozenset().union(*groups.values())
        offered |= {_SAME_WORD[t] for t in offered if t in _SAME_WORD}  # "warmed": a drink's or a pastry's
        return all(t in offered for t in self.mentioned if kind_of(t) in ("prep", *SINGLE_GROUPS))

    def filter(self, state: GrammarState, allowed: frozenset[str]) -> frozenset[str]:
        """Drop the grammatical tokens the turn's words do not support."""
        stage = state.stage
        every_left = self._every_line_left(state)  # "everything decaf": lines still to set
        if stage == "start":
            # an order naming an item is answered with edits: not "none", and not a question back
            if self.to_go_only and "togo" in allowed:
                return frozenset({"togo"})
            if self.requantify and "set" in allowed:
                return frozenset({"set"})
            if self.inquiring and "ask" in allowed:
                allowed = allowed - {"add"}
            if self.clearing and "clear" in allowed:
                return frozenset({"clear"})
            if self.replacing and {"add", "del"} <= allowed - self._unsupported_verbs():
                return frozenset({"add", "del"})
            if every_left and "set" in allowed:
                return frozenset({"set"})
            if self.fresh_order and "add" in allowed:
                return frozenset({"add"})
            return (
                allowed
                - self._unsupported_verbs()
                - ({"none", "ask"} if self.must_act else set())
                - ({"done"} if self.must_act and not self.ends or self.values_alone else set())
                - ({"ask"} if self.tells else set())
                - ({"none", "ask"} if self.requesting else set())
                - ({"set", "none", "ask", "done"} if self.removing and {"del", "clear"} & allowed else set())
                - ({"add"} if self.removing_only and {"del", "clear"} & allowed else set())
            )
        if stage == "verb" and every_left and "set" in allowed:
            return frozenset({"set"})
        if stage == "set" and every_left:
            return frozenset(every_left) & allowed or allowed
        if stage == "verb":  # after a first edit, only more of the same kinds of work can follow
            owed = self._replace_owed(state)
            follow = allowed & self._follow_verbs(state)
            return follow & {owed} or follow if owed else follow
        if ";" in allowed and not self._follow_verbs(state):
            allowed = allowed - {";"}
        if stage == "add":
            return allowed & self.addable()
        if stage in ("set", "del"):  # a line is changed once per turn: "make both oat" is two lines
            return self._lines_meant(state, allowed - state.changed if stage == "set" else allowed)
        if EOS in allowed and ";" in allowed and self.forcing and self._replace_owed(state):
            allowed = allowed - {EOS}  # a replacement both adds and deletes
        if EOS in allowed and ";" in allowed and every_left:
            allowed = allowed - {EOS}  # "everything decaf": every line that takes it
        if (
            EOS in allowed
            and self.forcing
            and self.added
            and (
                any(n > 0 for t, n in self.unconsumed.items())
                or (";" in allowed and self._units_missing())
            )
        ):
            # every item the customer named must be added, changed or removed before the output ends,
            # as many units of it as the words ask for
            allowed = allowed - {EOS}
        item_token = symbol("item", state.item) if state.item else ""
        rest = self._rest_of_split(state, item_token)
        if stage == "qty" and rest:  # "three lattes, one with oat milk and the others with almond"
            return allowed & {number_token(rest)} or allowed
        if stage == "qty":  # "two cappuccinos and a muffin": each said number makes one quantity
            near = self.quantities.get(item_token) if state.stage_kind == "add" else None
            room = self._room(item_token)
            said = frozenset(
                t
                for t in allowed
                if self.numbers.get(t, 0) > 0 and (near is None or (t in near and number_value(t) <= room))
            )
            # "ten half caf espressos, and three espressos with no sugar": each mention its own count
            own = self.mention_counts.get(self.describing) if state.stage_kind == "add" else None
            return said & {own} or said if own else said
        if stage == "togo":
            return frozenset(v for v in allowed if f"to_go:{v}" in self.mentioned)
        if stage in ("options", "count", "plus", "minus", "ask"):
            kept = frozenset(
                t
                for t in allowed
                if ":" not in t
                or t in self.mentioned
                or (t.startswith("unset:") and t[6:] in self.unsettable)
            )
            if stage == "count" and state.last_plus not in set(self.addon_counts) | self.intensified:
                kept -= set(NUMBERS)  # "add splenda": one portion; no number and no "more" asks for another
            if stage == "count" and self.numbers:
                # "five pumps of caramel": where numbers were said, an add-on's count is one of them
                # ("extra foam" says none: the model's count stands)
                kept = frozenset(t for t in kept if t not in NUMBERS or self.numbers.get(t, 0) > 0)
                said = [
                    t for t in self.addon_counts.get(state.last_plus or "", ()) if self.numbers.get(t, 0) > 0
                ]
                others = {t for a, ns in self.addon_counts.items() if a != state.last_plus for t in ns}
                # "two steamers with 4 pumps of toffee and ice": the 4 is the toffee's
                kept -= others - set(said)
                if said and self.forcing:  # the count said with the add-on is its count ("one" is no count)
                    kept = frozenset({said[0]}) & kept if said[0] != "n1" else kept - set(NUMBERS)
            if (
                stage == "count"
                and self.forcing
                and state.last_plus in self.doubled
                and state.last_plus not in self.addon_counts
                and "n2" in allowed
            ):
                kept = frozenset({"n2"})  # "more caramel", "double honey": two portions
            if (
                stage == "options"
                and state.stage_kind == "set"
                and self.requantify
                and self.forcing
                and "qty" not in state.used
                and "x" in kept
            ):
                kept = frozenset({"x"})  # "actually two": the line's quantity
            if stage == "options" and state.stage_kind == "set" and state.line is not None:
                # "make the 16 ounce macchiato the usual milk": the line's own values pick it, they change
                # nothing; something else is the change
                i = int(state.line[1:]) - 1
                has = (self.line_values[i] if i < len(self.line_values) else frozenset()) & kept & self.naming
                has |= {f"unset:{kind_of(t)}" for t in has} & kept  # nor is the default of their kind
                if has and kept - has - {EOS, ";"}:
                    kept -= has
            if stage in ("options", "count") and state.stage_kind == "add":  # options follow a count too
                kept = self._values_ok(kept, item_token)
            if stage == "options" and state.stage_kind == "add":
                room = self._room(item_token)
                if not any(
                    self.numbers.get(t, 0) > 0 and number_value(t) <= room
                    for t in self.quantities.get(item_token, ())
                ):
                    kept -= {"x"}  # a quantity is a count said next to the item, once
                if "x" in kept and self._count_is_anothers(item_token):
                    kept -= {"x"}
                mine = {
                    t
                    for t, n in self.owed.items()
                    if n > 0
                    and self.describing is not None
                    and self.describing in self.owners.get(t, frozenset())
                } & kept
                if "x" in kept and (
                    self.units.get(item_token) == 1 or self.describing in self.mention_counts
                ):
                    mine = {"x"}  # "two medium mochas": the count said with the item is its line's quantity
                if not mine:  # "an espresso with no sugar and foam, and a bagel": the espresso's add-ons
                    mine = {"+" if t not in self.taken_off else "-" for t in self._own_addons(state)} & kept
                if mine and self.forcing:  # "a short latte macchiato": said of this item, so written on it
                    kept = frozenset(mine)
            if stage == "count" and state.stage_kind == "add" and self.forcing and self._own_addons(state):
                kept -= {";", EOS}  # more add-ons of this item are owed: not the end of its line
            if (
                stage in ("options", "count")
                and EOS in kept
                and self.forcing
                and self._owed_here(state, kept)
            ):
                # "a cortado with oat milk and vanilla. make it decaf": the last edit takes what is left,
                # and nothing else, so a model that wanted to stop cannot wander instead
                addons = state._groups().get("addon", frozenset())
                owed = {t for t, n in self.owed.items() if n > 0 and not self._said_of_another(t, state)}
                addons -= state.used | state.taken
                kept = frozenset(
                    (owed & kept)
                    | ({"+"} if "+" in kept and (owed - self.taken_off) & addons else set())
                    | ({"-"} if "-" in kept and owed & self.taken_off & addons else set())
                )
            if stage in ("plus", "minus"):
                kept -= state.used | state.taken
                kept = frozenset(t for t in kept if not self._said_of_another(t, state))
                if stage == "plus":
                    kept -= self.taken_off
                if self.forcing:
                    owed = {t for t, n in self.owed.items() if n > 0} & kept
                    if stage == "minus":
                        owed &= self.taken_off
                    kept = frozenset(owed) or kept
            if not any(n > 0 for n in self.numbers.values()):
                kept -= {"x"}
            if stage in ("options", "count"):
                groups = state._groups()
                addons = {
                    t
                    for t in (groups.get("addon", frozenset()) - state.used - state.taken) & self.mentioned
                    if not self._said_of_another(t, state)
                }
                if not addons - self.taken_off:
                    kept -= {"+"}
                if not {
                    t
                    for t in (
                        (groups.get("addon", frozenset()) | groups.get("removal", frozenset()))
                        - state.used
                        - state.taken
                    )
                    & self.mentioned
                    if not self._said_of_another(t, state)
                }:
                    kept -= {"-"}
            if stage == "options" and state.stage_kind == "set" and not state.used and not state.taken:
                rest_of = kept - {";", EOS}  # a change changes something
                kept = rest_of or kept
            if stage == "options" and state.item:
                # a preparation said once goes on one line ("a latte macchiato, lid, and a flat white"),
                # and "warm" is a muffin's preparation, a drink's temperature
                kept -= {
                    t
                    for t in kept
                    if t.startswith("prep:")
                    and (
                        (self.owed.get(t, 0) <= 0 and not self.said_of_all)
                        or not state.menu.allows(state.item, "prep", t.partition(":")[2].replace("_", " "))
                    )
                }
            if stage == "options" and rest and "x" in allowed:
                kept = frozenset({"x"})  # the rest of a split is one line of all the units left
            return kept
        return allowed


# words that name an option group, and words that ask for its default ("regular", "plain")
_UNSET_WORDS = {
    "size": frozenset({"size", "sized"}),
    "temp": frozenset({"temperature", "temp", "hot", "iced", "ice", "cold", "warm"}),
    "milk": frozenset({"milk", "dairy"}),
    "caffeine": frozenset({"caffeine", "caffeinated", "decaf", "caf"}),
    "shots": frozenset({"shot", "shots", "espresso"}),
    "notes": frozenset({"note", "notes", "request", "requests", "instructions"}),
}
_DEFAULT_WORDS = frozenset({"regular", "normal", "plain", "usual", "standard", "default"})
_ENDING_WORDS = frozenset({"all", "done", "nothing", "finished", "complete", "everything", "that's"})
_SAME_WORD = {"prep:warmed": "temp:warm", "temp:warm": "prep:warmed"}  # one word, two readings


_ADDED_SHOT_WORDS = frozenset({"extra", "added", "additional", "more"})


def grounding_tokens(tokens: Sequence[str], spans: Sequence[Any] = (),
                     lacking: Sequence[tuple[int, int]] | None = None) -> list[str]:
    """The turn's tokens as the grounding reads them: the words the tagger folded into an add-on's name
    that say how it is meant are put back ("one extra shot" is tagged ``n1 addon:espresso_shot``, and is
    an added shot, not a one-shot drink), and the menu values that describe a thing the menu lacks are
    plain words (``lacking``: the phrases `unknown_things` found, found here when not given)."""
    shot = ("addon", "espresso shot")
    shots = [s for s in spans if (getattr(s, "kind", None), getattr(s, "name", None)) == shot]
    out: list[str] = []
    if lacking is None:
        lacking = unknown_things(tokens, spans)
    for tok in unknown_things_demoted(tokens, lacking):  # "a chocolate chip cookie" lends nothing
        if tok == "addon:espresso_shot" and shots:
            surface = str(getattr(shots.pop(0), "surface", "")).split()
            if surface and surface[0] in _ADDED_SHOT_WORDS:
                out.append("added")  # not "extra", which asks for two portions of other add-ons
        out.append(tok)
    return out


def _names_part_of(named: str, item: str, in_cart: set[str]) -> bool:
    """Whether the item ``named`` may mean a line of ``item``: its words are some of the item's ("the latte"
    for a chai latte), or, with no line of it in the cart, it is the same kind of thing ("no muffin" for
    the blueberry muffin: the menu reads a bare "muffin" as its house muffin)."""
    words, its_words = named[5:].split("_"), item[5:].split("_")
    return set(words) < set(its_words) or (named not in in_cart and words[-1] == its_words[-1])


def _unsettable_groups(toks: set[str]) -> frozenset[str]:
    """The groups the words speak of, or every group when they ask for the default."""
    if toks & _DEFAULT_WORDS:
        return frozenset(_UNSET_WORDS)
    kinds = {kind_of(t) for t in toks}
    return frozenset(g for g, words in _UNSET_WORDS.items() if toks & words or g in kinds)


def _every_line_group(turn_tokens: Sequence[str], cart_items: Sequence[str]) -> str | None:
    """The option group "everything" / "all the drinks" / "both" sets on every line, when the words name
    no item and no line: "everything half caf please" -> "caffeine"."""
    toks = set(turn_tokens)
    if len(cart_items) < 2 or not toks & {"everything", "all", "both"} or toks & (REMOVE_WORDS | CLEAR_WORDS):
        return None
    if any(t.startswith(("item:", "line_")) for t in toks) or toks & ORDINALS:
        return None
    groups = [kind_of(t) for t in turn_tokens if kind_of(t) in SINGLE_GROUPS]
    return groups[0] if len(set(groups)) == 1 else None


_ADDING_WORDS = frozenset({"add", "more", "another", "extra"})


def added_to_counts(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with "add three equal" to a line that has two read as five, not three.

    The edit language sets an add-on's count; when the customer's words add to a count the line already
    has, the new count is the sum.
    """
    if not set(_words(text)) & _ADDING_WORDS:
        return list(edits)
    lines = list(getattr(cart, "lines", None) or [])
    out = []
    for edit in edits:
        if getattr(edit, "op", None) == "set" and edit.add_addons and 1 <= edit.ref <= len(lines):
            had = lines[edit.ref - 1].addons
            counts = {name: n + had.get(name, 0) for name, n in edit.add_addons.items()}
            edit = edit.model_copy(update={"add_addons": counts})
        out.append(edit)
    return out


_THOSE = frozenset({"the", "that", "those", "these", "this", "my"})


def said_count_of_the(text: str) -> int | None:
    """The count said as "<count> of the …" ("four of the latte", "2 of that"), if any."""
    words = _words(text)
    for i in range(len(words) - 2):
        if is_number(words[i]) and words[i + 1] == "of" and words[i + 2] in _THOSE:
            return int(words[i]) if words[i].isdigit() else NUMBER_NAMES.index(words[i])
    return None


def _restating(edits: Sequence[Any], cart: Any) -> tuple[Any, Any, dict[str, Any]] | None:
    """(the change, its line, the values it sets) when the edits are one change that sets nothing its line
    does not have already, else None."""
    lines = list(getattr(cart, "lines", None) or [])
    if len(edits) != 1 or getattr(edits[0], "op", None) != "set" or not 1 <= edits[0].ref <= len(lines):
        return None
    edit, line = edits[0], lines[edits[0].ref - 1]
    said = edit.model_dump(exclude_defaults=True, exclude={"op", "ref"})
    if not set(said) <= set(SINGLE_GROUPS) or any(getattr(line, k) != v for k, v in said.items()):
        return None
    return edit, line, said


def counted_lines(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with a change that only restates its line's values read as the count said of it:
    "four of the latte half caf" names the half caf latte by its value, and asks for four of it."""
    count = said_count_of_the(text)
    restating = _restating(edits, cart) if count is not None else None
    if restating is None or not restating[2] or restating[1].qty == count:
        return list(edits)
    return [type(restating[0])(ref=restating[0].ref, qty=count)]


_GROUP_WORDS = {"milk": "milk", "temperature": "temp", "temp": "temp", "size": "size", "caffeine": "caffeine"}


def said_back_to_usual(text: str, line: Any) -> list[str]:
    """The groups the words ask back to the usual for ``line``: "with normal milk", "regular temperature",
    "not iced" (its temperature named and refused)."""
    words, groups = [w for w in _words(text) if w not in FILLERS], []  # "regular uh temperature"
    for i, word in enumerate(words[:-1]):
        group = _GROUP_WORDS.get(words[i + 1])
        if word in _DEFAULT_WORDS and group and getattr(line, group, None) and group not in groups:
            groups.append(group)
    temp = getattr(line, "temp", None)
    if temp and "temp" not in groups and f"not {temp}" in " ".join(words):
        groups.append("temp")
    return groups


def restated_then_unset(edits: Sequence[Any], text: str, cart: Any) -> list[Any]:
    """Return the edits with a change that only restates its line's values, said with words asking a value
    back to the usual, read as that: "make the macchiato 16oz with normal milk" names the medium macchiato
    by its size and asks for its milk back to the usual."""
    restating = _restating(edits, cart)  # nothing, or only what the line has
    groups = said_back_to_usual(text, restating[1]) if restating is not None else []
    return [type(restating[0])(ref=restating[0].ref, unset=groups)] if groups else list(edits)


def said_one_of_them(text: str) -> bool:
    """Whether the words single out one unit of a line ("make one of them decaf"), saying nothing of the
    others ("one of them decaf and the other iced" tells both)."""
    words = [w for w in _words(text) if w not in FILLERS]
    said = any(one in ("one", "1") and of == "of" and them in ("them", "those", "these")
               for one, of, them in zip(words, words[1:], words[2:], strict=False))
    return said and not {"other", "others", "rest", "both", "all"} & set(words)


def said_one_first(tokens: Sequence[str]) -> bool:
    """Whether the turn begins with "one" and what that one is to be, naming no item and no other unit:
    "one with almond milk", "one decaf please" (said of a line of two lattes, it is one of them)."""
    words = [t for t in tokens if t not in FILLERS and t not in ("and", "make", ",")]
    if len(words) < 2 or words[0] != "n1" or any(t.startswith("item:") for t in words):
        return False
    said = words[1] in ("with", "in", "as") or kind_of(words[1]) in (*SINGLE_GROUPS, "addon")
    return said and not {"other", "others", "rest", "both", "all", "each", "more", "them"} & set(words)


def one_of_them_changed(edits: Sequence[Any], text: str, cart: Any, menu: Any,
                        tokens: Sequence[str] = ()) -> list[Any]:
    """Return the edits with a change of a line of several units, said of "one of them" (or begun with
    "one": `said_one_first`), read as a change of one unit: the line keeps the others, and the changed
    unit is a line of its own ("two medium cappuccinos" then "make one of them decaf": one medium
    cappuccino and one medium decaf cappuccino; "2 lattes" then "one with almond milk")."""
    said = said_one_of_them(text) or said_one_first(tokens)
    if menu is not None and said and len(edits) > 1 and all(isinstance(e, ChangeLine) for e in edits):
        # "and one of them with jam" written on every line: the one the menu allows is the one meant
        allowed = [e for e in edits if not apply_edits(cart, [e], menu).refused]
        edits = allowed if len(allowed) == 1 else edits
    if menu is None or len(edits) != 1 or not isinstance(edits[0], ChangeLine) or not said:
        return list(edits)
    change = edits[0]
    line = cart.lines[change.ref - 1] if 1 <= change.ref <= len(cart.lines) else None
    if change.qty is not None or line is None or line.qty < 2:
        return list(edits)
    return _one_unit_split(cart, menu, change, ChangeLine(ref=change.ref, qty=line.qty - 1)) or list(edits)


def _one_unit_split(cart: Any, menu: Any, unit: ChangeLine, rest: ChangeLine) -> list[Any] | None:
    """One unit of line ``unit.ref`` made a line of its own with ``unit``'s change (every other value of
    the line kept), the line itself changed by ``rest``; None when the menu refuses the unit's change."""
    result = apply_edits(cart, [unit], menu)
    if result.refused:
        return None
    return [rest, AddLine(**result.cart.lines[unit.ref - 1].model_dump(exclude={"id", "qty"}), qty=1)]


_THEM = frozenset({"them", "those", "these"})
_OTHER = frozenset({"other", "others", "rest", "second"})


def one_and_the_other_changed(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """Return the edits for "one of them X and the other Y" said of a line of several units: one unit
    becomes a line of its own with X, the line keeps the others with Y ("two medium lattes", then "make one
    of them iced and the other hot": a medium iced latte and a medium hot latte). The model writes one
    change of the whole line for it."""
    split = _one_and_the_other(tokens)
    if menu is None or split is None or not all(isinstance(e, ChangeLine) for e in edits):
        return list(edits)
    refs = {e.ref for e in edits} or {i for i, line in enumerate(cart.lines, start=1) if line.qty >= 2}
    if len(refs) != 1:
        return list(edits)
    ref = refs.pop()
    line = cart.lines[ref - 1] if 1 <= ref <= len(cart.lines) else None
    if line is None or line.qty < 2:
        return list(edits)
    one, others = split
    split_off = _one_unit_split(cart, menu, _change(ref, one), _change(ref, others, qty=line.qty - 1))
    return split_off or list(edits)


def _one_and_the_other(tokens: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """The values said of "one of them" and of "the other" (each a list of symbols), or None."""
    starts = [i for i in range(len(tokens) - 2)
              if tokens[i] == "n1" and tokens[i + 1] == "of" and tokens[i + 2] in _THEM]
    if len(starts) != 1:
        return None
    rest = tokens[starts[0] + 3:]
    at = next((i for i, t in enumerate(rest) if t in _OTHER), None)
    if at is None:
        return None
    one = [t for t in rest[:at] if kind_of(t) in (*SINGLE_GROUPS, "addon")]
    others = [t for t in rest[at + 1:] if kind_of(t) in (*SINGLE_GROUPS, "addon")]
    if not one or {kind_of(t) for t in rest} - {"", *SINGLE_GROUPS, "addon"}:
        return None
    return one, others


def _change(ref: int, values: Sequence[str], qty: int | None = None) -> ChangeLine:
    """A change of line ``ref`` setting ``values`` (symbols of single groups and add-ons)."""
    fields, addons = value_fields(values)
    return ChangeLine(ref=ref, qty=qty, add_addons=addons, **fields)


def split_units_share(edits: Sequence[Any], tokens: Sequence[str]) -> list[Any]:
    """Return the edits with the values said before a counted item that is then split given to every unit
    line that lacks them: "two large oat lattes, one of them decaf" is a large oat decaf latte and a large
    oat latte (the model may write the second unit as a bare latte)."""
    out = list(edits)
    for i, tok in enumerate(tokens):
        if not tok.startswith("item:") or not split_after(tokens, i):
            continue
        c = i - 1
        while c >= 0 and kind_of(tokens[c]) in (*SINGLE_GROUPS, "addon"):
            c -= 1
        shared = tokens[c + 1 : i]
        if c < 0 or tokens[c] not in NUMBERS or number_value(tokens[c]) < 2 or not shared:
            continue
        item = unsymbol(tok)[1]
        units = [k for k, e in enumerate(out) if isinstance(e, AddLine) and e.item == item]
        if len(units) < 2 or sum(out[k].qty for k in units) > number_value(tokens[c]):
            continue
        for k in units:
            out[k] = _with_values(out[k], shared)
    return out


def _with_values(line: AddLine, values: Sequence[str]) -> AddLine:
    """``line`` with each of ``values`` it has no value of its group for."""
    fields, addons = value_fields(values)
    update = {group: value for group, value in fields.items() if getattr(line, group) is None}
    return line.model_copy(update={**update, "addons": {**line.addons, **{
        name: n for name, n in addons.items() if name not in line.addons}}})


def one_unit_removed(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """Return the edits with "remove one espresso" or "cancel one of the croissants", said of a line of two,
    taking one unit off rather than the line: the model writes ``del`` for it. The item may be named by
    its kind ("one of the muffins" of two blueberry muffins: the words read "muffins" as the house
    muffin), as long as it ends in the line's own last word."""
    if len(edits) != 1 or not isinstance(edits[0], RemoveLine) or not 1 <= edits[0].ref <= len(cart.lines):
        return list(edits)
    line = cart.lines[edits[0].ref - 1]
    kind = line.item.split()[-1]
    for i, tok in enumerate(tokens[:-1]):
        if tok not in REMOVE_WORDS and tok != "take":
            continue
        rest = [t for t in tokens[i + 1 :] if t not in ("of", "the", "those", "them")]
        named = [unsymbol(t)[1] for t in rest[1:3] if t.startswith("item:")]
        if rest[:1] in (["n1"], ["a"], ["an"]) and named and named[0].split()[-1] == kind and line.qty >= 2:
            return [ChangeLine(ref=edits[0].ref, qty=line.qty - 1)]
    return list(edits)


_PREP_FILLERS = frozenset({"with", "a", "the", "it", "in", "for", "up", "some", "leave"})


def prep_taken_off(edits: Sequence[Any], tokens: Sequence[str], cart: Any, menu: Any) -> list[Any]:
    """Return the edits with a preparation the words take off a line ("actually no room", "not toasted",
    "don't warm it") taken off that line: the model, which has no word for it, deletes the line, writes a
    note or warms a drink. Only when no item is named, one line has that preparation, the turn says
    nothing else of the menu, and the model wrote only changes or removals."""
    if menu is None or any(t.startswith("item:") for t in tokens):
        return list(edits)
    found = []
    for ref, line in enumerate(cart.lines, start=1):
        for prep in line.preps:
            option = menu.options.get(("prep", prep))
            words = {w for alias in (prep, *(option.aliases if option else ())) for w in alias.split()}
            said = words - _PREP_FILLERS
            at = [i for i, t in enumerate(tokens)
                  if (t == symbol("prep", prep) or t.partition(":")[2] in said or t in said)
                  and TAKING_OFF_WORDS.intersection(tokens[max(0, i - 2) : i])]
            if at:
                others = [t for i, t in enumerate(tokens) if ":" in t and i not in at]
                found.append((ref, prep, others))
    if len(found) != 1:
        return list(edits)
    ref, prep, others = found[0]
    if others or not all(isinstance(e, (RemoveLine, ChangeLine)) for e in edits):
        return list(edits)
    if any(isinstance(e, ChangeLine) and prep in e.drop for e in edits):
        return list(edits)
    return [ChangeLine(ref=ref, drop=[prep])]


def the_other_retargeted(edits: Sequence[Any], tokens: Sequence[str], cart: Any) -> list[Any]:
    """Return the edits with a change said of "the other" moved to the other line of the same item when
    the model wrote it on the line that was just given that value: after "2 lattes" and "one with almond
    milk" (a plain latte and an almond milk latte), "the other with soy" is the plain one."""
    if "other" not in tokens or len(edits) != 1 or not isinstance(edits[0], ChangeLine):
        return list(edits)
    change = edits[0]
    if not 1 <= change.ref <= len(cart.lines):
        return list(edits)
    groups = [g for g in ("size", "temp", "milk", "caffeine") if getattr(change, g) is not None]
    line = cart.lines[change.ref - 1]
    if not groups or any(getattr(line, g) is None for g in groups):
        return list(edits)
    others = [ref for ref, other in enumerate(cart.lines, start=1)
              if ref != change.ref and other.item == line.item
              and all(getattr(other, g) is None for g in groups)]
    return [change.model_copy(update={"ref": others[0]})] if len(others) == 1 else list(edits)
