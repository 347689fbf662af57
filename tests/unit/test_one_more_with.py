""""Two black coffees and one with milk": three coffees (`ordering.one_more_with`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.one_more_with import one_more_with, one_without_it
from tests.unit.shipped import converse, lines, ordered


def test_the_plain_units_said_first_are_kept_beside_the_one_with():
    said = "n2 black item:coffee and n1 with milk:half_and_half".split()
    model = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee")]
    assert one_more_with(model, said) == [AddLine(item="coffee", milk="half and half"),
                                          AddLine(item="coffee", qty=2)]
    said = "a black item:coffee and n1 with milk".split()
    model = [AddLine(item="coffee", notes="with milk")]
    assert one_more_with(model, said) == [AddLine(item="coffee"), model[0]]
    said = "n2 size:large black item:coffee and n1 with milk:oat_milk".split()
    model = [AddLine(item="coffee", size="large", milk="oat milk"), AddLine(item="coffee")]
    assert one_more_with(model, said) == [model[0], AddLine(item="coffee", size="large", qty=2)]


def test_other_turns_are_the_models():
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]
    assert one_more_with(model, "n2 item:latte and n1 with milk:oat_milk".split()) == model  # no plain word
    assert one_more_with(model, "n2 item:latte , n1 black and n1 with milk".split()) == model
    three = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", qty=2)]
    said = "n2 black item:coffee and n1 with milk:half_and_half".split()
    assert one_more_with(three, said) == three  # every unit there already


def test_the_shipped_engine_gives_three_coffees(engine):
    cart, _ = converse(engine, "two black coffees and one with milk and sugar")
    assert sorted(line["qty"] for line in lines(cart)) == [1, 2]
    assert sum(line.qty for line in cart.lines) == 3


def test_one_with_an_add_on_and_one_without_it_are_two_lines():
    words = "n1 addon:vanilla_syrup item:latte , and n1 without addon:vanilla_syrup".split()
    model = [AddLine(item="latte", removals=["vanilla syrup"])]
    assert one_without_it(model, words) == [AddLine(item="latte", addons={"vanilla syrup": 1}),
                                            AddLine(item="latte")]
    words = "n2 addon:caramel_syrup item:latte and n1 without addon:caramel_syrup".split()
    model = [AddLine(item="latte", removals=["caramel syrup"]), AddLine(item="latte")]
    assert one_without_it(model, words) == [AddLine(item="latte", qty=2, addons={"caramel syrup": 1}),
                                            AddLine(item="latte")]


def test_without_another_add_on_or_beside_another_item_is_the_models():
    words = "n1 addon:vanilla_syrup item:latte and n1 without addon:whipped_cream".split()
    model = [AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="latte")]
    assert one_without_it(model, words) == model
    words = "n1 addon:vanilla_syrup item:latte and n1 without addon:vanilla_syrup and a item:mocha".split()
    model = [AddLine(item="latte", removals=["vanilla syrup"]), AddLine(item="mocha")]
    assert one_without_it(model, words) == model


def test_one_with_extra_of_a_part_and_one_without_it_keep_the_extra_and_the_part_left_out():
    words = "n1 item:latte with extra addon:foam and n1 without addon:foam".split()
    model = [AddLine(item="latte", removals=["foam"]), AddLine(item="latte")]
    assert one_without_it(model, words) == [AddLine(item="latte", addons={"foam": 2}),
                                            AddLine(item="latte", removals=["foam"])]


def test_the_shipped_engine_makes_one_latte_extra_foamy_and_one_without_foam(engine):
    cart, replies = converse(engine, "one latte with extra foam and one without foam")
    assert replies[0] == "Added a latte with foam ×2 ($4.75) and a latte, no foam ($4.75). Anything else?"


def test_the_shipped_engine_makes_one_vanilla_latte_and_one_without(engine):
    cart, _ = converse(engine, "one vanilla latte, and one without vanilla")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {"vanilla syrup": 1}), ("latte", {})]


def test_an_item_with_add_ons_and_one_without_are_two_lines():
    words = "a item:mocha with addon:whipped_cream and n1 without".split()
    model = [AddLine(item="mocha", addons={"whipped cream": 1})]
    assert one_without_it(model, words) == [AddLine(item="mocha", addons={"whipped cream": 1}),
                                            AddLine(item="mocha")]
    words = "a item:latte with an added addon:espresso_shot and n1 without please".split()
    model = [AddLine(item="latte", addons={"espresso shot": 1})]
    assert one_without_it(model, words) == [*model, AddLine(item="latte")]
    words = "a item:coffee with milk:half_and_half and n1 without".split()
    model = [AddLine(item="coffee", milk="half and half")]
    assert one_without_it(model, words) == [*model, AddLine(item="coffee")]
    # "one without" said of something else: not this reading's
    words = "a item:mocha with addon:whipped_cream and n1 without addon:chocolate_sauce".split()
    assert one_without_it(model, words) == model


def test_a_count_with_add_ons_and_one_without_are_that_count_and_one_more():
    words = "n2 item:mocha with addon:whipped_cream and n1 without".split()
    whipped, plain = AddLine(item="mocha", addons={"whipped cream": 1}), AddLine(item="mocha")
    expected = [whipped.model_copy(update={"qty": 2}), plain]
    assert one_without_it([whipped, plain], words) == expected  # one of each written
    assert one_without_it([whipped, whipped], words) == expected  # the plain one given the whip
    off = AddLine(item="mocha", removals=["whipped cream"])  # "and one without whipped cream": taken off
    said = "n2 item:mocha with addon:whipped_cream and n1 without addon:whipped_cream".split()
    assert one_without_it([off, plain], said) == expected
    words = "n2 item:latte with milk:oat_milk and n2 without".split()
    oat = AddLine(item="latte", milk="oat milk")
    assert one_without_it([oat, AddLine(item="latte")], words) == [oat.model_copy(update={"qty": 2}),
                                                                    AddLine(item="latte", qty=2)]
    assert one_without_it([oat, AddLine(item="mocha")], words) == [oat, AddLine(item="mocha")]  # another item


def test_the_units_without_may_follow_a_comma():
    words = "n1 item:hot_chocolate with addon:whipped_cream , n2 without".split()
    whipped = AddLine(item="hot chocolate", addons={"whipped cream": 1})
    assert one_without_it([whipped], words) == [whipped, AddLine(item="hot chocolate", qty=2)]
    words = "n1 item:hot_chocolate with addon:whipped_cream , n2 item:latte".split()  # no "without"
    assert one_without_it([whipped], words) == [whipped]


def test_the_shipped_engine_orders_one_hot_chocolate_with_whip_and_two_without(engine):
    cart, _ = converse(engine, "one hot chocolate with whip, two without")
    assert lines(cart) == ordered([{"item": "hot chocolate", "qty": 2},
                                   {"item": "hot chocolate", "qty": 1, "addons": {"whipped cream": 1}}])


def test_the_shipped_engine_orders_two_hot_chocolates_with_whip_and_one_without(engine):
    cart, _ = converse(engine, "two hot chocolates with whipped cream and one without")
    assert lines(cart) == ordered([{"item": "hot chocolate", "qty": 1},
                                   {"item": "hot chocolate", "qty": 2, "addons": {"whipped cream": 1}}])


def test_the_shipped_engine_orders_a_mocha_with_whip_and_one_without(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a mocha with whip and one without")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("mocha", {"whipped cream": 1}), ("mocha", {})]


def test_a_plain_word_said_after_the_item_keeps_its_units_beside_the_one_with():
    words = "n1 item:coffee black and n1 with milk:half_and_half and n2 addon:sugar".split()
    model = [AddLine(item="coffee", milk="half and half", addons={"sugar": 2})]
    assert one_more_with(model, words) == [AddLine(item="coffee"), *model]


def test_the_shipped_engine_orders_a_black_coffee_and_one_with_cream(engine):
    cart, _ = converse(engine, "one coffee black and one with cream and 2 sugars")
    assert [(line.milk, line.addons) for line in cart.lines] == [(None, {}), ("half and half", {"sugar": 2})]


def test_a_split_of_the_carts_line_of_the_item_adds_no_more_of_it():
    from ordering.cart import Cart, Line
    from ordering.edits import ChangeLine

    two = Cart(lines=[Line(id=1, item="butter croissant", qty=2), Line(id=2, item="coffee", qty=2)],
               next_line_id=3)
    said = "n1 item:coffee black and n1 with milk:oat_milk".split()
    split = [ChangeLine(ref=2, qty=1), AddLine(item="coffee", milk="oat milk")]
    assert one_more_with(split, said, two) == split
    assert one_more_with([AddLine(item="coffee", milk="oat milk")], said, two) == [
        AddLine(item="coffee"), AddLine(item="coffee", milk="oat milk")]  # nothing split: one more


def test_the_shipped_engine_splits_two_coffees_ordered_one_black_one_with_oat(engine):
    cart, replies = converse(engine, "two small coffees and two scones", "one coffee black and one with oat")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1, "size": "small"},
                                   {"item": "coffee", "qty": 1, "size": "small", "milk": "oat milk"}])
