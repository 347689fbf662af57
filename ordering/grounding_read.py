"""Reading a turn once: `turn_fields`, the values of `Grounding`'s fields from the turn's feature tokens,
the cart's items and the intent read (what was named, counted, asked for, taken off or cleared)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.dsl import NUMBERS, SINGLE_GROUPS, number_value, symbol
from ordering.mentions_demoted import (
    describing_mentions_demoted,
    restated_mentions_demoted,
    summary_coffee_demoted,
)
from ordering.mentions_said import (
    asked_again,
    line_descriptors,
    lone_count_at,
    mention_counts_said,
    names_the_one,
    naming_values,
)
from ordering.options_said import (
    addon_counts_said,
    bind_owners,
    counts_an_add_on,
    doubled_addons,
    intensified_addons,
    negated_at,
    taken_off_at,
)
from ordering.turn_words import (
    ADD_WORD,
    ADDING_VERBS,
    CLEAR_WORDS,
    CORRECTION_WORDS,
    FIRST_PERSON_ORDER,
    GENERIC_ITEMS,
    LINE_WORDS,
    MORE_WORDS,
    NOT_THAT,
    ORDER_PAIRS,
    ORDER_WORDS,
    ORDINALS,
    QUESTION_PAIRS,
    REMOVE_WORDS,
    REPLACE_WORDS,
    SEVERAL,
    THAT,
    WARMED,
    WARMING,
    asks_a_request,
    asks_for_more,
    introduced_items,
    is_measure,
    kind_of,
    ordinal_lines,
    removes_an_add_on,
    undoes_a_line,
    word_pairs,
)
from ordering.unit_splits import addon_units_said, split_after, split_shot_counts

# words that name an option group, and words that ask for its default ("regular", "plain")
_UNSET_WORDS = {
    "size": frozenset({"size", "sized"}),
    "temp": frozenset({"temperature", "temp", "hot", "iced", "ice", "cold", "warm"}),
    "milk": frozenset({"milk", "dairy"}),
    "caffeine": frozenset({"caffeine", "caffeinated", "decaf", "caf"}),
    "shots": frozenset({"shot", "shots", "espresso"}),
    "notes": frozenset({"note", "notes", "request", "requests", "instructions"}),
}
DEFAULT_WORDS = frozenset({"regular", "normal", "plain", "usual", "standard", "default"})
_ENDING_WORDS = frozenset({"all", "done", "nothing", "finished", "complete", "everything", "that's"})


def turn_fields(
    turn_tokens: Sequence[str],
    cart_items: Sequence[str],
    intent: str | None = None,
    line_values: Sequence[frozenset[str]] = (),
) -> dict[str, Any]:
    """The fields of one turn's `Grounding`, from its feature tokens and the cart's items (and options)."""
    turn_tokens, described = line_descriptors(
        restated_mentions_demoted(describing_mentions_demoted(split_shot_counts(turn_tokens)))
    )
    toks = set(turn_tokens)
    for i, tok in enumerate(turn_tokens[:-1]):  # "two shot latte"; warm a bakery item is a prep
        if tok[:1] == "n" and tok[1:].isdigit() and is_measure(turn_tokens[i + 1]):
            toks.add(symbol("shots", tok[1:]))
    turn_tokens = summary_coffee_demoted(turn_tokens)
    pairs = set(zip(turn_tokens, turn_tokens[1:], strict=False))
    if toks & set(WARMING) or {("heat", "up"), ("warm", "up")} & pairs or toks & {"heat", "reheat"}:
        toks.add(WARMED)  # "heat up the muffin", "could you heat the croissant", "a bagel heated": warmed
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
        """Whether a number token says two or more."""
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
    warming = sum(owed.get(t, 0) for t in WARMING)
    if warming:  # "a bagel, warmed", "a muffin heated": said of a bakery item, its preparation
        owed[WARMED] = owed.get(WARMED, 0) + warming
    elif WARMED in toks and WARMED not in owed:  # "heat up the muffin"
        owed[WARMED] = 1
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
    return dict(
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


def _unsettable_groups(toks: set[str]) -> frozenset[str]:
    """The groups the words speak of, or every group when they ask for the default."""
    if toks & DEFAULT_WORDS:
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
