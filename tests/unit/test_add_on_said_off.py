""""Scratch the cream cheese" of a bagel with it takes the cream cheese off (`ordering.add_on_said_off`)."""

from __future__ import annotations

import pytest

from ordering.add_on_said_off import add_on_said_off
from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from tests.unit.shipped import converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="bagel", addons={"cream cheese": 1}),
                   Line(id=2, item="mocha", addons={"whipped cream": 1, "vanilla syrup": 1})], next_line_id=3)


@pytest.mark.parametrize("words, edit, want", [
    ("scratch the addon:cream_cheese", ChangeLine(ref=1, add_addons={"cream cheese": 1}),
     ChangeLine(ref=1, drop=["cream cheese"])),
    ("ditch the addon:whipped_cream on the mocha", ChangeLine(ref=2, add_addons={"whipped cream": 1}),
     ChangeLine(ref=2, drop=["whipped cream"])),
    ("leave the addon:vanilla_syrup off", ChangeLine(ref=2, add_addons={"vanilla syrup": 1}, temp="iced"),
     ChangeLine(ref=2, temp="iced", drop=["vanilla syrup"])),
])
def test_an_add_on_the_line_has_said_off_comes_off(words, edit, want):
    assert add_on_said_off([edit], words.split(), CART) == [want]


@pytest.mark.parametrize("words, edit", [
    ("scratch that and add addon:butter", ChangeLine(ref=1, add_addons={"butter": 1})),  # not on the line
    ("more addon:whipped_cream", ChangeLine(ref=2, add_addons={"whipped cream": 2})),  # nothing said off
    ("no ice but addon:vanilla_syrup , addon:whipped_cream",
     ChangeLine(ref=2, add_addons={"vanilla syrup": 1})),
    ("no sweet cream ? okay just addon:vanilla_syrup then",
     ChangeLine(ref=2, add_addons={"vanilla syrup": 1})),
    ("no foam . addon:vanilla_syrup please", ChangeLine(ref=2, add_addons={"vanilla syrup": 1})),
    ("not that much addon:vanilla_syrup though", ChangeLine(ref=2, add_addons={"vanilla syrup": 1})),  # less
])
def test_other_turns_are_the_models(words, edit):
    assert add_on_said_off([edit], words.split(), CART) == [edit]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "an everything... no, a plain bagel with cream cheese",
                             "scratch the cream cheese")
    assert lines(cart) == [{"item": "bagel", "qty": 1}]
    assert replies[1] == "Changed the plain bagel: without cream cheese. Anything else?"


def test_an_add_on_taken_back_leaves_the_line_the_model_removed():
    from ordering.edits import RemoveLine

    latte = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2)
    said = "never mind the addon:vanilla_syrup".split()
    assert add_on_said_off([RemoveLine(ref=1)], said, latte) == [ChangeLine(ref=1, drop=["vanilla syrup"])]
    named = "never mind the item:latte".split()
    assert add_on_said_off([RemoveLine(ref=1)], named, latte) == [RemoveLine(ref=1)]


def test_an_add_on_said_off_comes_off_the_one_line_with_it_not_the_line_the_model_removed():
    from ordering.edits import RemoveLine

    cart = Cart(lines=[Line(id=1, item="cortado", addons={"espresso shot": 1}), Line(id=2, item="macchiato")],
                next_line_id=3)
    said = "remove the added addon:espresso_shot".split()
    assert add_on_said_off([RemoveLine(ref=2)], said, cart) == [ChangeLine(ref=1, drop=["espresso shot"])]
    shot = {"espresso shot": 1}
    both = cart.model_copy(update={"lines": [cart.lines[0], Line(id=2, item="latte", addons=shot),
                                             Line(id=3, item="macchiato")]})
    assert add_on_said_off([RemoveLine(ref=3)], said, both) == [RemoveLine(ref=3)]  # which one: the model's


def test_the_shipped_engine_takes_the_extra_shot_off_the_cortado(engine):
    cart, _ = converse(engine, "a cortado with an extra shot please", "and a macchiato",
                       "remove the extra shot")
    assert lines(cart) == [{"item": "cortado", "qty": 1}, {"item": "macchiato", "qty": 1}]


def test_a_count_before_the_add_on_is_how_many_not_a_taking_off():
    coffee = Cart(lines=[Line(id=1, item="americano", addons={"sugar": 2})], next_line_id=2)
    said = "no wait make it n1 addon:sugar".split()
    edit = ChangeLine(ref=1, add_addons={"sugar": 1})
    assert add_on_said_off([edit], said, coffee) == [edit]


def test_an_add_on_the_line_lacks_said_off_by_a_removing_verb_is_asked_off():
    iced = Cart(lines=[Line(id=1, item="chai latte", temp="iced")], next_line_id=2)
    edit = ChangeLine(ref=1, add_addons={"ice": 1})
    assert add_on_said_off([edit], "actually forget the addon:ice".split(), iced) == [
        ChangeLine(ref=1, drop=["ice"])]
    # "no" alone is not enough for an add-on the line lacks: "no, with addon:ice" is the model's
    assert add_on_said_off([edit], "no with addon:ice".split(), iced) == [edit]


def test_the_shipped_engine_reads_one_sugar_and_forget_the_ice(engine):
    cart, replies = converse(engine, "an americano with two sugars", "no wait make it one sugar")
    assert lines(cart) == [{"item": "americano", "qty": 1, "addons": {"sugar": 1}}]
    cart, replies = converse(engine, "a chai latte", "make it iced", "actually forget the ice")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "temp": "iced", "removals": ["ice"]}]


def test_an_add_on_said_not_to_be_put_is_asked_off():
    chocolate = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2)
    whip = ChangeLine(ref=1, add_addons={"whipped cream": 1})
    for said in ("and could you not put addon:whipped_cream", "please do not add addon:whipped_cream",
                 "don't put addon:whipped_cream on it", "she doesn't want addon:whipped_cream after all"):
        assert add_on_said_off([whip], said.split(), chocolate) == [ChangeLine(ref=1, drop=["whipped cream"])]
    assert add_on_said_off([whip], "put addon:whipped_cream on it".split(), chocolate) == [whip]
    assert add_on_said_off([whip], "not too much addon:whipped_cream".split(), chocolate) == [whip]


def test_the_shipped_engine_puts_no_whipped_cream_on_the_hot_chocolate(engine):
    cart, replies = converse(engine, "a hot chocolate", "and could you not put whipped cream")
    assert [(line.addons, line.removals) for line in cart.lines] == [({}, ["whipped cream"])]
    assert replies[-1] == "Changed the hot chocolate: no whipped cream. Anything else?"


def test_the_shipped_engine_takes_off_the_whipped_cream_she_does_not_want(engine):
    cart, _ = converse(engine, "a small hot chocolate with whipped cream for my daughter",
                       "she doesn't want whipped cream after all")
    assert [(line.addons, line.who) for line in cart.lines] == [({}, "my daughter")]


def test_the_shipped_engine_keeps_the_vanilla_said_after_a_question(engine):
    cart, _ = converse(engine, "a large cold brew with vanilla", "no sweet cream? ok just vanilla then")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}]


def test_an_add_on_taken_off_a_named_item_leaves_that_line():
    from ordering.edits import RemoveLine

    shot = {"espresso shot": 1}
    cart = Cart(lines=[Line(id=1, item="flat white", addons=shot),
                       Line(id=2, item="cappuccino", addons=shot)], next_line_id=3)
    said = "take the added addon:espresso_shot off the item:cappuccino".split()
    assert add_on_said_off([RemoveLine(ref=2)], said, cart) == [ChangeLine(ref=2, drop=["espresso shot"])]
    said = "remove the addon:espresso_shot from my item:cappuccino".split()
    assert add_on_said_off([RemoveLine(ref=1)], said, cart) == [ChangeLine(ref=2, drop=["espresso shot"])]
    said = "remove the addon:espresso_shot and the item:cappuccino".split()  # the item itself removed
    assert add_on_said_off([RemoveLine(ref=2)], said, cart) == [RemoveLine(ref=2)]


def test_the_shipped_engine_keeps_the_cappuccino_its_shot_comes_off(engine):
    cart, _ = converse(engine, "a flat white and a cappuccino, both with an extra shot",
                       "take the extra shot off the cappuccino")
    assert lines(cart) == ordered([{"item": "cappuccino", "qty": 1},
                                   {"addons": {"espresso shot": 1}, "item": "flat white", "qty": 1}])


def test_the_shipped_engine_keeps_the_sugar_said_not_that_much(engine):
    cart, replies = converse(engine, "a small coffee with sugar", "not that much sugar though")
    kept = [(line.addons, line.notes) for line in cart.lines]
    assert kept == [({"sugar": 1}, "not that much sugar")], replies
