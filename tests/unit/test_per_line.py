""""Make the mocha large and the latte small": each line named gets the values said after it
(`ordering.per_line`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.per_line import (
    counted_units_split,
    kind_named_one,
    listed_values_split,
    units_named_by_kind,
    values_per_line,
)
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)


@pytest.fixture(scope="module")
def menu():
    return load_menu()


def test_each_line_named_gets_the_values_said_after_it(menu):
    model = [ChangeLine(ref=2, size="small")]  # the latte's size on the mocha, the latte left alone
    said = "make the item:mocha size:large and the item:latte size:small".split()
    assert values_per_line(model, said, CART, menu) == [ChangeLine(ref=2, size="large"),
                                                       ChangeLine(ref=1, size="small")]
    said = "the item:latte with milk:oat_milk and the item:mocha with milk:almond_milk".split()
    assert values_per_line([], said, CART, menu) == [ChangeLine(ref=1, milk="oat milk"),
                                                    ChangeLine(ref=2, milk="almond milk")]


@pytest.mark.parametrize(("edits", "said"), [
    ([ChangeLine(ref=2, size="small")],  # "a small latte with oat milk" orders one
     "make the item:mocha size:large and a size:small item:latte with milk:oat_milk"),
    ([ChangeLine(ref=1, size="large")], "make the item:latte size:large"),  # one line: the model's
    ([ChangeLine(ref=1, size="large")], "make the item:latte size:large like the item:mocha"),  # no values
    ([AddLine(item="cappuccino")], "a item:cappuccino size:large and the item:latte size:small"),
    ([ChangeLine(ref=3, size="large")], "the item:mocha size:large and the item:latte size:small"),  # another
])
def test_other_turns_are_left_to_the_model(menu, edits, said):
    assert values_per_line(edits, said.split(), CART, menu) == edits


def test_as_many_values_listed_as_units_split_the_line(menu):
    said = "n3 item:latte , each with a different milk , milk:oat_milk , milk:soy_milk and milk:almond_milk"
    assert listed_values_split([AddLine(item="latte", qty=3, milk="oat milk")], said.split(), menu) == [
        AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk"),
        AddLine(item="latte", milk="almond milk")]
    two = [AddLine(item="latte", qty=2, milk="oat milk")]  # one value for two units: all of them
    assert listed_values_split(two, "n2 item:latte with milk:oat_milk".split(), menu) == two
    teas = [AddLine(item="english breakfast tea", qty=2, milk="whole milk"),
            AddLine(item="latte", milk="soy milk")]
    said = "n2 item:english_breakfast_tea with milk:whole_milk and n1 more thing , a milk:soy_milk item:latte"
    assert listed_values_split(teas, said.split(), menu) == teas  # the soy milk is the latte's
    sizes = [AddLine(item="latte", qty=3, size="large")]  # two values for three units: not told
    assert listed_values_split(sizes, "n3 item:latte size:large and size:small".split(), menu) == sizes


def test_flavours_listed_after_a_counted_item_are_one_unit_each(menu):
    said = "n3 item:latte , addon:vanilla_syrup , addon:caramel_syrup and addon:hazelnut_syrup".split()
    every = {"vanilla syrup": 1, "caramel syrup": 1, "hazelnut syrup": 1}
    model = [AddLine(item="latte", qty=3, addons=every)]
    assert listed_values_split(model, said, menu) == [AddLine(item="latte", addons={"vanilla syrup": 1}),
                                                      AddLine(item="latte", addons={"caramel syrup": 1}),
                                                      AddLine(item="latte", addons={"hazelnut syrup": 1})]
    two = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1, "caramel syrup": 1})]
    said = "n2 item:latte with addon:vanilla_syrup and addon:caramel_syrup".split()  # with: on each
    assert listed_values_split(two, said, menu) == two
    said = "n3 item:latte , addon:vanilla_syrup and addon:caramel_syrup".split()  # not one each
    assert listed_values_split(model, said, menu) == model


def test_the_shipped_engine_makes_one_latte_of_each_flavour_listed(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "could we get three lattes: vanilla, caramel and hazelnut")
    assert sorted(next(iter(line.addons)) for line in cart.lines) == ["caramel syrup", "hazelnut syrup",
                                                                      "vanilla syrup"]
    assert all(len(line.addons) == 1 and line.qty == 1 for line in cart.lines)


def test_units_of_a_kind_named_one_by_one_are_those_items(menu):
    said = "n2 item:apple_bran_muffin , n1 blueberry and n1 lemon poppyseed".split()
    model = [AddLine(item="apple bran muffin"), AddLine(item="apple bran muffin")]
    assert units_named_by_kind(model, said, menu) == [AddLine(item="blueberry muffin"),
                                                      AddLine(item="lemon poppyseed muffin")]
    said = "n2 item:butter_croissant , n1 plain and n1 addon:chocolate_sauce".split()  # "one chocolate"
    model = [AddLine(item="butter croissant", qty=2, addons={"chocolate sauce": 1})]
    assert units_named_by_kind(model, said, menu) == [AddLine(item="butter croissant"),
                                                      AddLine(item="chocolate croissant")]
    one = [AddLine(item="apple bran muffin", qty=2)]  # one unit named: the other is not told
    assert units_named_by_kind(one, "n2 item:apple_bran_muffin , n1 blueberry".split(), menu) == one
    six = [AddLine(item="apple bran muffin", qty=6)]  # counts with no join between: "3 blueberry 3 lemon"
    said = "n6 item:apple_bran_muffin , n3 blueberry n3 lemon".split()
    assert units_named_by_kind(six, said, menu) == [AddLine(item="blueberry muffin", qty=3),
                                                    AddLine(item="lemon poppyseed muffin", qty=3)]


def test_the_shipped_engine_names_the_muffins_counted_without_a_join(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "6 muffins, 3 blueberry 3 lemon")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 3},
                                   {"item": "lemon poppyseed muffin", "qty": 3}])


def test_kinds_listed_after_a_counted_item_are_one_unit_each(menu):
    model = [AddLine(item="apple bran muffin", qty=2)]
    said = "n2 item:apple_bran_muffin , blueberry and lemon".split()
    assert units_named_by_kind(model, said, menu) == [AddLine(item="blueberry muffin"),
                                                      AddLine(item="lemon poppyseed muffin")]
    said = "n2 item:butter_croissant , plain and addon:chocolate_sauce".split()
    sauced = [AddLine(item="butter croissant", qty=2, addons={"chocolate sauce": 1})]
    assert units_named_by_kind(sauced, said, menu) == [AddLine(item="butter croissant"),
                                                       AddLine(item="chocolate croissant")]
    for said in ("n3 item:apple_bran_muffin , blueberry and lemon",  # not one each, or no list
                 "n2 item:apple_bran_muffin blueberry and lemon",
                 "n2 item:apple_bran_muffin , blueberry and blueberry"):
        assert units_named_by_kind(model, said.split(), menu) == model, said


def test_the_shipped_engine_orders_a_muffin_of_each_kind_listed(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "can i get two muffins, blueberry and lemon")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 1},
                                   {"item": "lemon poppyseed muffin", "qty": 1}])


def test_a_pastry_of_a_kind_we_lack_is_named_as_said_and_so_refused(menu):
    said = "n3 item:apple_bran_muffin n1 blueberry n1 lemon and n1 addon:chocolate_sauce".split()
    model = [AddLine(item="apple bran muffin", addons={"chocolate sauce": 1}),
             AddLine(item="apple bran muffin", qty=2)]
    assert units_named_by_kind(model, said, menu) == [
        AddLine(item="blueberry muffin"), AddLine(item="lemon poppyseed muffin"),
        AddLine(item="a chocolate muffin")]
    # a value of the drink names no pastry: "two lattes, one almond and one oat" is the model's
    said = "n2 item:latte , n1 milk:almond_milk and n1 milk:oat_milk".split()
    model = [AddLine(item="latte", milk="almond milk"), AddLine(item="latte", milk="oat milk")]
    assert units_named_by_kind(model, said, menu) == model
    # every kind lacking: nothing of the menu named, the model's lines stand
    said = "n2 item:apple_bran_muffin , n1 banana and n1 addon:chocolate_sauce".split()
    model = [AddLine(item="apple bran muffin", qty=2)]
    assert units_named_by_kind(model, said, menu) == model


def test_counts_said_of_a_counted_lines_units_split_it(menu):
    said = "n3 item:latte please , n2 with milk:oat_milk".split()
    model = [AddLine(item="latte", qty=3, milk="oat milk")]
    assert counted_units_split(model, said, menu) == [AddLine(item="latte", qty=2, milk="oat milk"),
                                                      AddLine(item="latte", qty=1)]
    said = "n3 item:latte , n2 with milk:oat_milk and n1 with milk:soy_milk".split()
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk"),
             AddLine(item="latte")]
    assert counted_units_split(model, said, menu) == [AddLine(item="latte", qty=2, milk="oat milk"),
                                                      AddLine(item="latte", qty=1, milk="soy milk")]
    said = "n4 item:latte , n2 with milk:oat_milk and the others with milk:soy_milk".split()
    assert counted_units_split([AddLine(item="latte", qty=4)], said, menu) == [
        AddLine(item="latte", qty=2, milk="oat milk"), AddLine(item="latte", qty=2, milk="soy milk")]
    # values said between the count and the item: the count is still the line's
    said = "n4 size:large item:latte , n2 with milk:oat_milk".split()
    assert counted_units_split([AddLine(item="latte", qty=4, size="large", milk="oat milk")], said, menu) == [
        AddLine(item="latte", qty=2, size="large", milk="oat milk"),
        AddLine(item="latte", qty=2, size="large")]


def test_parts_of_one_unit_each_get_only_their_own_add_ons_and_preparations(menu):
    said = "n3 item:bagel , n1 prep:toasted , n1 with addon:butter and n1 with addon:cream_cheese".split()
    model = [AddLine(item="bagel", preps=["toasted"]),
             AddLine(item="bagel", addons={"butter": 1}, preps=["toasted"]),
             AddLine(item="bagel", addons={"cream cheese": 1})]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="bagel", preps=["toasted"]), AddLine(item="bagel", addons={"butter": 1}),
        AddLine(item="bagel", addons={"cream cheese": 1})]
    # a value taken off in one part ("one with no foam"): the model's, as `polarity_placed` signs it
    said = "n2 item:bagel , n1 with addon:butter and n1 with no addon:butter".split()
    model = [AddLine(item="bagel", addons={"butter": 1}), AddLine(item="bagel", removals=["butter"])]
    assert counted_units_split(model, said, menu) == model


def test_parts_of_one_unit_each_plain_noted_or_valued_are_apart(menu):
    said = "hello , n3 item:coffee , n1 black , n1 with milk , n1 with addon:sugar".split()
    model = [AddLine(item="coffee"), AddLine(item="coffee"), AddLine(item="coffee", addons={"sugar": 1})]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="coffee"), AddLine(item="coffee", notes="with milk"),
        AddLine(item="coffee", addons={"sugar": 1})]


def test_the_shipped_engine_toasts_only_the_bagel_said_toasted(engine):
    cart, _ = converse(engine, "two bagels, one toasted and one with butter")
    assert [(line.addons, line.preps) for line in cart.lines] == [({}, ["toasted"]), ({"butter": 1}, [])]
    cart, _ = converse(engine, "hello, three coffees, one black, one with milk, one with sugar")
    assert [(line.addons, line.notes) for line in cart.lines] == [({}, None), ({}, "with milk"),
                                                                  ({"sugar": 1}, None)]


def test_a_request_said_in_plain_words_before_a_parts_values_is_that_parts_note(menu):
    said = "n6 item:coffee , all size:medium , n3 with milk and addon:sugar and n3 black".split()
    model = [AddLine(item="coffee", qty=6, size="medium", addons={"sugar": 1}, notes="with milk")]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="coffee", qty=3, size="medium", addons={"sugar": 1}, notes="with milk"),
        AddLine(item="coffee", qty=3, size="medium")]
    said = "n3 item:latte , n2 with extra addon:vanilla_syrup and n1 plain".split()  # no "and": no note
    model = [AddLine(item="latte", qty=3, addons={"vanilla syrup": 1})]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="latte", qty=2, addons={"vanilla syrup": 1}), AddLine(item="latte")]


def test_the_shipped_engine_notes_milk_only_on_the_coffees_with_milk(engine):
    cart, _ = converse(engine, "four coffees, two with milk and sugar, two black")
    assert [(line.qty, line.addons, line.notes) for line in cart.lines] == [
        (2, {"sugar": 1}, "with milk"), (2, {}, None)]


def test_a_last_part_said_with_a_is_one_unit(menu):
    said = "n3 item:espresso , n2 shots:1 and a shots:2".split()
    assert counted_units_split([AddLine(item="espresso", qty=3, shots=1)], said, menu) == [
        AddLine(item="espresso", qty=2, shots=1), AddLine(item="espresso", shots=2)]


def test_a_part_said_in_plain_words_is_a_note_of_its_units(menu):
    said = "n4 item:coffee , n2 with milk and n1 with addon:sugar".split()
    model = [AddLine(item="coffee", addons={"sugar": 1}, notes="with milk"), AddLine(item="coffee", qty=3)]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="coffee", qty=2, notes="with milk"), AddLine(item="coffee", addons={"sugar": 1}),
        AddLine(item="coffee")]
    said = "n6 item:coffee , n3 with milk:half_and_half , n2 with milk and n1 black".split()
    model = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", qty=4),
             AddLine(item="coffee", notes="with milk")]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="coffee", qty=3, milk="half and half"), AddLine(item="coffee", qty=2, notes="with milk"),
        AddLine(item="coffee")]  # "one black": the plain one
    model = [AddLine(item="latte", qty=3)]  # more than a request in plain words: not a part
    assert counted_units_split(model, "n3 item:latte , n2 with the usual n2 shots".split(), menu) == model


def test_a_preparation_said_right_after_a_count_is_a_part(menu):
    said = "n3 item:butter_croissant , n2 temp:warm".split()  # "warmed" of a food: its warming
    model = [AddLine(item="butter croissant", qty=3, preps=["warmed"])]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="butter croissant", qty=2, preps=["warmed"]), AddLine(item="butter croissant")]
    said = "n4 item:bagel , n2 prep:toasted".split()
    assert counted_units_split([AddLine(item="bagel", qty=4, preps=["toasted"])], said, menu) == [
        AddLine(item="bagel", qty=2, preps=["toasted"]), AddLine(item="bagel", qty=2)]


def test_counts_that_are_no_parts_of_the_line_leave_it(menu):
    model = [AddLine(item="coffee", qty=3, addons={"sugar": 2})]
    assert counted_units_split(model, "n3 item:coffee , n2 addon:sugar each".split(), menu) == model
    one = [AddLine(item="latte", qty=1, temp="extra hot"), AddLine(item="latte", qty=2)]
    said = "n3 item:latte , n1 temp:extra_hot and the rest with milk:oat_milk".split()
    assert counted_units_split(one, said, menu) == one  # one unit named: the model's to read
    more = [AddLine(item="latte", qty=2)]
    assert counted_units_split(more, "n2 item:latte , n3 with milk:oat_milk".split(), menu) == more


def test_a_preparation_said_of_some_units_goes_on_those(menu):
    said = "i need n4 item:americano , n2 of them prep:with_room".split()
    model = [AddLine(item="americano", qty=4, preps=["with room"])]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="americano", qty=2, preps=["with room"]), AddLine(item="americano", qty=2)]


def test_a_words_one_after_an_item_is_the_item_of_its_kind_those_words_name(menu):
    said = "a item:blueberry_muffin and a lemon n1".split()
    assert kind_named_one([AddLine(item="blueberry muffin")], said, menu) == [
        AddLine(item="blueberry muffin"), AddLine(item="lemon poppyseed muffin")]
    cart = Cart(lines=[Line(id=1, item="apple bran muffin")], next_line_id=2)
    assert kind_named_one([], "and a blueberry n1".split(), menu, cart) == [AddLine(item="blueberry muffin")]
    # a kind of a food family the menu lacks is that kind, which the menu refuses with the family listed
    unknown = [AddLine(item="blueberry muffin")]
    assert kind_named_one(unknown, "a item:blueberry_muffin and a banana nut n1".split(), menu) == [
        *unknown, AddLine(item="banana nut muffin")]
    assert kind_named_one(unknown, "a item:blueberry_muffin and a different n1".split(), menu) == unknown
    lattes = [AddLine(item="latte")]  # a drink's kind we lack is `drink_variant_lacking`'s: a plain latte
    assert kind_named_one(lattes, "a item:latte and a pumpkin n1".split(), menu) == lattes
    cart = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)  # a change: `kind_chosen`
    assert kind_named_one([], "make it a lemon n1".split(), menu, cart) == []
    lemon = [AddLine(item="lemon poppyseed muffin")]  # "the blueberry one" said after "and the lemon muffin"
    said = "can i get the item:lemon_poppyseed_muffin and the blueberry n1".split()
    assert kind_named_one(lemon, said, menu, Cart()) == [*lemon, AddLine(item="blueberry muffin")]
    assert kind_named_one(lemon, said, menu, cart) == lemon  # of a cart with a muffin: its line, maybe


def test_the_values_said_after_a_regular_one_are_that_ones(menu):
    said = "a caffeine:decaf item:cappuccino and a regular n1 with an added addon:espresso_shot".split()
    model = [AddLine(item="cappuccino", caffeine="decaf", addons={"espresso shot": 1})]
    assert kind_named_one(model, said, menu) == [
        AddLine(item="cappuccino", caffeine="decaf"), AddLine(item="cappuccino", addons={"espresso shot": 1})]
    said = "a caffeine:decaf item:latte with milk:oat_milk and a regular n1".split()  # the first line's
    model = [AddLine(item="latte", caffeine="decaf", milk="oat milk")]
    assert kind_named_one(model, said, menu) == [*model, AddLine(item="latte")]


def test_the_shipped_engine_puts_the_oat_milk_said_after_a_regular_one_on_it(engine):
    cart, _ = converse(engine, "a decaf mocha and a regular one with oat milk please")
    assert [(line.item, line.caffeine, line.milk) for line in cart.lines] == [
        ("mocha", "decaf", None), ("mocha", None, "oat milk")]


def test_a_values_one_after_an_item_is_a_second_line_of_it(menu):
    said = "a item:latte and a size:large n1".split()
    assert kind_named_one([AddLine(item="latte", size="large")], said, menu) == [
        AddLine(item="latte"), AddLine(item="latte", size="large")]
    said = "a size:large item:latte and a size:small n1".split()
    assert kind_named_one([AddLine(item="latte", size="large")], said, menu) == [
        AddLine(item="latte", size="large"), AddLine(item="latte", size="small")]
    two = [AddLine(item="latte"), AddLine(item="latte", size="large")]
    assert kind_named_one(two, "a item:latte and a size:large n1".split(), menu) == two


def test_a_plain_or_an_add_ons_one_after_an_item_is_a_second_line_of_it(menu):
    said = "an milk:oat_milk item:latte and a regular n1".split()
    assert kind_named_one([AddLine(item="latte", milk="oat milk")], said, menu) == [
        AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]
    plain = [AddLine(item="latte")]
    assert kind_named_one(plain, "a item:latte and a regular n1".split(), menu) == plain  # said again
    said = "a addon:vanilla_syrup item:latte and a addon:caramel_syrup n1".split()
    merged = [AddLine(item="latte", size="large", addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert kind_named_one(merged, said, menu) == [
        AddLine(item="latte", size="large", addons={"vanilla syrup": 1}),
        AddLine(item="latte", size="large", addons={"caramel syrup": 1})]


def test_parts_of_one_unit_each_are_split_apart(menu):
    said = "n3 item:latte , n1 of them with milk:nonfat_milk and n1 caffeine:decaf".split()
    model = [AddLine(item="latte", milk="nonfat milk", caffeine="decaf"), AddLine(item="latte", qty=2)]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="latte", milk="nonfat milk"), AddLine(item="latte", caffeine="decaf"),
        AddLine(item="latte")]


def test_the_shipped_engine_keeps_the_office_lattes_apart(engine):
    cart, _ = converse(engine, "can i get three lattes, one of them with skim and one decaf")
    assert sorted((line.milk or "", line.caffeine or "", line.qty) for line in cart.lines) == [
        ("", "", 1), ("", "decaf", 1), ("nonfat milk", "", 1)]


def test_a_values_one_the_item_cannot_take_is_a_note_on_the_second_line(menu):
    said = "a item:hot_chocolate for my son and a caffeine:decaf n1 for my daughter".split()
    assert kind_named_one([AddLine(item="hot chocolate")], said, menu) == [
        AddLine(item="hot chocolate"), AddLine(item="hot chocolate", notes="decaf")]


def test_the_shipped_engine_keeps_the_daughters_hot_chocolate(engine):
    cart, _ = converse(engine, "a hot chocolate for my son and a decaf one for my daughter")
    assert [(line.item, line.notes, line.who) for line in cart.lines] == [
        ("hot chocolate", None, "my son"), ("hot chocolate", "decaf", "my daughter")]


def test_the_shipped_engine_keeps_the_caramel_latte_apart(engine):
    cart, _ = converse(engine, "a vanilla latte for me and a caramel one for my wife")
    assert [(line.addons, line.who) for line in cart.lines] == [
        ({"vanilla syrup": 1}, "me"), ({"caramel syrup": 1}, "my wife")]


def test_the_shipped_engine_splits_a_sized_counted_line(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "four grande lattes, two with oat")
    assert sorted((line.qty, line.size, line.milk or "") for line in cart.lines) == [
        (2, "medium", ""), (2, "medium", "oat milk")]


def test_the_shipped_engine_splits_coffees_by_a_note_and_a_value(engine):
    cart, _ = converse(engine, "four coffees, two with milk and one with sugar")
    assert [(line.item, line.qty, line.addons, line.notes) for line in cart.lines] == [
        ("coffee", 2, {}, "with milk"), ("coffee", 1, {"sugar": 1}, None), ("coffee", 1, {}, None)]


def test_the_shipped_engine_gives_both_units_what_both_says(engine):
    cart, _ = converse(engine, "can I get two lattes, one with almond milk and one with coconut, both large")
    assert [(line.milk, line.size) for line in cart.lines] == [("almond milk", "large"),
                                                               ("coconut milk", "large")]


def test_all_said_before_the_parts_is_the_count_s_value(engine, menu):
    said = "n5 item:coffee , all size:medium , n2 with milk:half_and_half".split()
    model = [AddLine(item="coffee", qty=5, size="medium", milk="half and half")]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="coffee", qty=2, size="medium", milk="half and half"),
        AddLine(item="coffee", qty=3, size="medium")]
    cart, _ = converse(engine, "I need 5 coffees for the office, all medium, 2 with cream")
    assert sorted((line.qty, line.milk) for line in cart.lines) == [(2, "half and half"), (3, None)]


def test_an_add_on_said_after_no_of_a_line_named_is_taken_off_it():
    menu = load_menu()
    two = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte")], next_line_id=3)
    said = "the item:mocha with no addon:whipped_cream and the item:latte with milk:oat_milk".split()
    model = [ChangeLine(ref=2, milk="oat milk", drop=["whipped cream"])]
    assert values_per_line(model, said, two, menu) == [
        ChangeLine(ref=1, drop=["whipped cream"]), ChangeLine(ref=2, milk="oat milk")]
    oat = "the item:mocha with no milk:oat_milk and the item:latte with milk:oat_milk".split()
    assert values_per_line(model, oat, two, menu) == model  # a choice said "no": not this reading's


def test_the_shipped_engine_takes_the_whip_off_the_mocha(engine):
    cart, _ = converse(engine, "hey can i get a mocha and a latte",
                       "the mocha with no whip and the latte with oat")
    assert [(line.item, line.addons, line.removals, line.milk) for line in cart.lines] == [
        ("mocha", {}, ["whipped cream"], None), ("latte", {}, [], "oat milk")]


def test_a_flavour_counted_after_the_item_names_some_of_its_units(menu):
    said = "n2 item:latte , n1 addon:vanilla_syrup".split()  # the model put the vanilla on both
    assert counted_units_split([AddLine(item="latte", qty=2, addons={"vanilla syrup": 1})], said, menu) == [
        AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="latte")]
    said = "n3 item:latte , n2 addon:vanilla_syrup".split()  # the model wrote two pumps on all three
    assert counted_units_split([AddLine(item="latte", qty=3, addons={"vanilla syrup": 2})], said, menu) == [
        AddLine(item="latte", qty=2, addons={"vanilla syrup": 1}), AddLine(item="latte")]
    said = "n2 item:latte , n1 addon:vanilla_syrup n1 addon:caramel_syrup".split()
    model = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="latte", addons={"vanilla syrup": 1}),
        AddLine(item="latte", addons={"caramel syrup": 1})]
    # a sweetener counted is a sugar in each, as the model reads it
    model = [AddLine(item="coffee", qty=2, addons={"sugar": 1})]
    assert counted_units_split(model, "n2 item:coffee , n1 addon:sugar".split(), menu) == model


def test_a_chai_said_dirty_is_one_with_a_shot(menu):
    said = "n2 item:chai_latte , n1 dirty addon:espresso_shot".split()
    model = [AddLine(item="chai latte", qty=2, addons={"espresso shot": 1})]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="chai latte", addons={"espresso shot": 1}), AddLine(item="chai latte")]


def test_the_shipped_engine_splits_the_flavours_and_the_dirty_chai(engine):
    from tests.unit.shipped import lines, ordered

    cart, _ = converse(engine, "two lattes, one vanilla")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "addons": {"vanilla syrup": 1}},
                                   {"item": "latte", "qty": 1}])
    cart, _ = converse(engine, "three lattes, one vanilla and one caramel")
    assert sorted(tuple(line.addons) for line in cart.lines) == [(), ("caramel syrup",), ("vanilla syrup",)]
    cart, _ = converse(engine, "two chai lattes, one dirty")
    assert sorted(line.addons.get("espresso shot", 0) for line in cart.lines) == [0, 1]


def test_a_flavour_said_after_and_is_every_units(menu):
    said = "n2 temp:warm item:espresso and n1 addon:white_chocolate_sauce please".split()
    model = [AddLine(item="espresso", qty=2, temp="warm", addons={"white chocolate sauce": 1})]
    assert counted_units_split(model, said, menu) == model


def test_one_unit_of_a_value_the_model_put_on_every_unit_is_split_off(menu):
    said = "n2 item:americano n1 temp:iced , a item:chai_latte".split()  # "2 americanos (one iced)"
    model = [AddLine(item="americano", qty=2, temp="iced"), AddLine(item="chai latte")]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="americano", temp="iced"), AddLine(item="americano"), AddLine(item="chai latte")]


def test_the_shipped_engine_ices_one_americano_of_two(engine):
    cart, _ = converse(engine, "2 americanos (one iced), a chai")
    assert [(line.item, line.temp) for line in cart.lines] == [
        ("americano", "iced"), ("americano", None), ("chai latte", None)]


def test_the_other_of_a_counted_kind_is_the_units_left(menu):
    said = "n2 item:apple_bran_muffin , make n1 blueberry and the other lemon".split()
    model = [AddLine(item="apple bran muffin", qty=2)]
    assert units_named_by_kind(model, said, menu) == [AddLine(item="blueberry muffin"),
                                                      AddLine(item="lemon poppyseed muffin")]
    said = "n3 item:apple_bran_muffin , n1 blueberry and the others lemon".split()
    model = [AddLine(item="apple bran muffin", qty=3)]
    assert units_named_by_kind(model, said, menu) == [AddLine(item="blueberry muffin"),
                                                      AddLine(item="lemon poppyseed muffin", qty=2)]


def test_the_shipped_engine_names_the_other_muffin(engine):
    cart, _ = converse(engine, "two muffins, make one blueberry and the other lemon")
    assert [line.item for line in cart.lines] == ["blueberry muffin", "lemon poppyseed muffin"]


def test_a_request_said_of_the_one_after_goes_with_it_only(menu):
    said = "size:large black item:coffee and a size:small n1 with milk".split()
    model = [AddLine(item="coffee", size="large", notes="with milk")]  # the note put on the one line
    assert kind_named_one(model, said, menu) == [AddLine(item="coffee", size="large"),
                                                 AddLine(item="coffee", size="small", notes="with milk")]


def test_the_shipped_engine_keeps_the_large_coffee_black(engine):
    cart, _ = converse(engine, "large black coffee and a small one with milk")
    assert [(line.size, line.notes) for line in cart.lines] == [("large", None), ("small", "with milk")]


def test_a_value_said_of_the_one_after_goes_with_it_only(menu):
    said = "a size:small item:coffee and my husband wants a size:large n1 with milk:half_and_half".split()
    model = [AddLine(item="coffee", size="small", milk="half and half")]  # the cream on the one line
    assert kind_named_one(model, said, menu) == [AddLine(item="coffee", size="small"),
                                                 AddLine(item="coffee", size="large", milk="half and half")]
    said = "a size:small milk:oat_milk item:latte and a size:large n1 with milk:oat_milk".split()
    model = [AddLine(item="latte", size="small", milk="oat milk")]  # said of both: both keep it
    assert kind_named_one(model, said, menu) == [AddLine(item="latte", size="small", milk="oat milk"),
                                                 AddLine(item="latte", size="large", milk="oat milk")]


def test_the_shipped_engine_gives_the_husband_the_large_coffee_with_cream(engine):
    cart, _ = converse(engine, "i want a small coffee and my husband wants a large one with cream")
    assert [(line.size, line.milk, line.who) for line in cart.lines] == [
        ("small", None, None), ("large", "half and half", "my husband")]


def test_the_one_after_said_black_takes_no_milk_nor_add_ons(menu):
    said = "a size:large item:cold_brew with milk:oat_milk and n2 addon:vanilla_syrup , and a size:small n1"
    said += " black"
    model = [AddLine(item="cold brew", size="large", milk="oat milk", addons={"vanilla syrup": 2})]
    assert kind_named_one(model, said.split(), menu) == [*model, AddLine(item="cold brew", size="small")]


def test_a_count_of_ones_of_a_kind_orders_that_many_of_the_item_named(menu):
    said = "n2 item:blueberry_muffin and n2 lemon ones".split()
    model = [AddLine(item="blueberry muffin", qty=2)]
    assert kind_named_one(model, said, menu) == [*model, AddLine(item="lemon poppyseed muffin", qty=2)]
    said = "n2 item:latte and n2 size:large ones".split()  # values: the model's
    assert kind_named_one([AddLine(item="latte", qty=2)], said, menu) == [AddLine(item="latte", qty=2)]


def test_the_shipped_engine_orders_two_lemon_muffins_beside_two_blueberry(engine):
    cart, _ = converse(engine, "two blueberry muffins and two lemon ones", "heat the lemon ones")
    assert [(line.item, line.qty, line.preps) for line in cart.lines] == [
        ("blueberry muffin", 2, []), ("lemon poppyseed muffin", 2, ["warmed"])]


def test_a_part_said_plain_ends_where_the_next_count_begins_without_a_comma(menu):
    said = "can i have n3 item:coffee n2 black n1 with milk and addon:sugar".split()
    model = [AddLine(item="coffee", addons={"sugar": 1}, notes="with milk"), AddLine(item="coffee"),
             AddLine(item="coffee")]
    assert counted_units_split(model, said, menu) == [
        AddLine(item="coffee", qty=2), AddLine(item="coffee", addons={"sugar": 1}, notes="with milk")]


def test_the_shipped_engine_keeps_the_two_black_coffees_black(engine):
    cart, _ = converse(engine, "good morning can i have three coffees two black one with milk and sugar")
    assert [(line.qty, dict(line.addons), line.notes) for line in cart.lines] == [
        (2, {}, None), (1, {"sugar": 1}, "with milk")]


def test_the_total_of_the_parts_counted_after_an_item_is_its_count():
    from ordering.per_line import total_of_parts

    said = "i need a tray of item:coffee , n4 black , n2 with milk".split()
    model = [AddLine(item="coffee", notes="with milk")]
    edits, words = total_of_parts(model, said)
    assert edits == [AddLine(item="coffee", qty=6, notes="with milk")]
    assert words[5:7] == ["n6", "item:coffee"]
    counted = "n6 item:coffee , n4 black , n2 with milk".split()  # said already: as it was
    six = [AddLine(item="coffee", qty=6)]
    assert total_of_parts(six, counted) == (six, counted)
    sugars = "a item:latte , n2 addon:sugar".split()  # one count: an add-on's
    assert total_of_parts([AddLine(item="latte")], sugars) == ([AddLine(item="latte")], sugars)
    shots = "an temp:iced item:latte , n2 addon:espresso_shot and n3 pumps of addon:honey".split()
    iced = [AddLine(item="latte", temp="iced")]  # "an iced latte": counted, and counts of add-ons after
    assert total_of_parts(iced, shots) == (iced, shots)
    pumps = "item:latte , n2 pumps of addon:vanilla_syrup , n1 addon:sugar".split()
    assert total_of_parts([AddLine(item="latte")], pumps) == ([AddLine(item="latte")], pumps)


def test_the_shipped_engine_pours_a_tray_of_six_coffees(engine):
    cart, _ = converse(engine, "i need a tray of coffees: 4 black, 2 with milk")
    assert [(line.qty, line.notes) for line in cart.lines] == [(4, None), (2, "with milk")]


def test_the_shipped_engine_adds_the_blueberry_one_said_with_the(engine):
    cart, _ = converse(engine, "can i get the lemon muffin and the blueberry one")
    assert [line.item for line in cart.lines] == ["lemon poppyseed muffin", "blueberry muffin"]


def test_a_values_one_said_after_the_item_named_with_the_is_that_line(menu):
    large = [AddLine(item="jin xuan tea", size="large")]
    said = "the item:jin_xuan_tea sounds nice , a size:large n1".split()
    assert kind_named_one(large, said, menu) == large
    said = "the item:jin_xuan_tea and a size:large n1".split()  # "and": one more
    assert kind_named_one(large, said, menu) == [AddLine(item="jin xuan tea"), *large]


def test_the_shipped_engine_orders_one_large_tea_named_with_the(engine):
    cart, replies = converse(engine, "the jin xuan sounds nice, a large one")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [("jin xuan tea", 1, "large")]
    assert replies == ["Added a large jin xuan tea ($4.00). Anything else?"]


def test_a_kind_one_the_tagger_read_as_an_add_on_is_that_food(menu):
    model = [AddLine(item="chocolate croissant", addons={"butter": 1})]
    said = "can i get a item:chocolate_croissant and a addon:butter n1".split()
    assert kind_named_one(model, said, menu) == [AddLine(item="chocolate croissant"),
                                                 AddLine(item="butter croissant")]
    vanilla = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]  # a drink: its syrup
    said = "a addon:vanilla_syrup item:latte and a addon:caramel_syrup n1".split()
    assert [e.addons for e in kind_named_one(vanilla, said, menu)] == [{"vanilla syrup": 1},
                                                                       {"caramel syrup": 1}]


def test_the_shipped_engine_orders_a_butter_croissant_beside_the_chocolate_one(engine):
    cart, replies = converse(engine, "can i get a chocolate croissant and a butter one")
    assert [(line.item, line.addons) for line in cart.lines] == [("chocolate croissant", {}),
                                                                  ("butter croissant", {})]
    assert replies == ["Added a chocolate croissant ($3.95) and a butter croissant ($3.50). Anything else?"]


def test_a_one_said_again_after_a_comma_is_the_item_just_named():
    menu = load_menu()
    big = [AddLine(item="coffee", size="large")]
    assert kind_named_one(big, "i need a item:coffee , a size:large n1".split(), menu) == big
    small = [AddLine(item="latte", size="small"), AddLine(item="latte", size="large")]  # sizes apart: two
    assert kind_named_one(small, "a size:small item:latte , a size:large n1".split(), menu) == small


def test_the_shipped_engine_adds_one_big_coffee(engine):
    cart, replies = converse(engine, "i need a coffee, a big one")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [("coffee", 1, "large")]
    assert replies[0] == "Added a large coffee ($3.25). Anything else?"


def test_ones_counted_with_values_after_the_item_are_lines_of_their_own(menu):
    from ordering.per_line import kind_named_one

    said = "a item:latte and n2 temp:iced ones".split()
    assert kind_named_one([AddLine(item="latte", temp="iced")], said, menu) == [
        AddLine(item="latte"), AddLine(item="latte", qty=2, temp="iced")]
    said = "n2 item:latte and n2 temp:iced ones".split()
    assert kind_named_one([AddLine(item="latte", qty=2, temp="iced")], said, menu) == [
        AddLine(item="latte", qty=2), AddLine(item="latte", qty=2, temp="iced")]
    said = "a size:small item:latte and n2 size:large ones".split()  # the model's two lines
    model = [AddLine(item="latte", size="small"), AddLine(item="latte", qty=2, size="large")]
    assert kind_named_one(model, said, menu) == model


def test_the_shipped_engine_orders_a_latte_and_two_iced_ones(engine):
    from tests.unit.shipped import converse, lines, ordered

    cart, _ = converse(engine, "a latte and two iced ones")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1}, {"item": "latte", "qty": 2, "temp": "iced"}])
