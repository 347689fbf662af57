"""An add-on keeps the sign said with it in each item's part (`ordering.polarity_placed`); a flavour said
as a thing ordered beside an item of its kind is that item (`ordering.flavour_named`)."""

from __future__ import annotations

from ordering.edits import AddLine, AskMenu
from ordering.flavour_named import flavour_named, kind_then_flavour
from ordering.menu import load_menu
from ordering.polarity_placed import polarity_placed
from tests.unit.shipped import converse

MENU = load_menu()


def test_each_items_part_signs_its_add_ons():
    said = "a item:latte with no addon:foam and a item:cappuccino extra addon:foam".split()
    model = [AddLine(item="latte", removals=["foam"]), AddLine(item="cappuccino", removals=["foam"])]
    assert polarity_placed(model, said, MENU) == [AddLine(item="latte", removals=["foam"]),
                                                   AddLine(item="cappuccino", addons={"foam": 1})]
    said = ("a item:mocha with addon:whipped_cream and a item:hot_chocolate "
            "without addon:whipped_cream").split()
    model = [AddLine(item="mocha", addons={"whipped cream": 1}),
             AddLine(item="hot chocolate", addons={"whipped cream": 1})]
    assert polarity_placed(model, said, MENU) == [AddLine(item="mocha", addons={"whipped cream": 1}),
                                                   AddLine(item="hot chocolate", removals=["whipped cream"])]


def test_an_add_on_taken_off_with_words_between_stays_off():
    said = "a item:coffee minus i think the addon:ice and a item:latte".split()
    model = [AddLine(item="coffee", removals=["ice"]), AddLine(item="latte")]
    assert polarity_placed(model, said, MENU) == model
    said = "a item:cappuccino hold the right addon:foam and a item:latte with addon:foam".split()
    model = [AddLine(item="cappuccino", removals=["foam"]), AddLine(item="latte", removals=["foam"])]
    assert polarity_placed(model, said, MENU) == [AddLine(item="cappuccino", removals=["foam"]),
                                                   AddLine(item="latte", addons={"foam": 1})]


def test_one_item_or_an_item_said_twice_is_the_models():
    model = [AddLine(item="latte", removals=["foam"])]
    assert polarity_placed(model, "a item:latte extra addon:foam".split(), MENU) == model
    said = "a item:latte no addon:foam and a item:latte with addon:foam".split()
    two = [AddLine(item="latte", removals=["foam"]), AddLine(item="latte", removals=["foam"])]
    assert polarity_placed(two, said, MENU) == two


def test_units_said_one_by_one_are_signed_unit_by_unit():
    said = "i want n2 item:cappuccino n1 with extra addon:foam and n1 with no addon:foam".split()
    model = [AddLine(item="cappuccino", removals=["foam"]), AddLine(item="cappuccino", removals=["foam"])]
    assert polarity_placed(model, said, MENU) == [AddLine(item="cappuccino", addons={"foam": 2}),
                                                  AddLine(item="cappuccino", removals=["foam"])]
    one = [AddLine(item="cappuccino", qty=2, removals=["foam"])]  # one line of both: not unit by unit
    assert polarity_placed(one, said, MENU) == one
    other = "n2 item:bagel n1 with addon:butter and the other with addon:jam and n1 more thing".split()
    model = [AddLine(item="bagel", addons={"butter": 1}), AddLine(item="bagel", addons={"jam": 1})]
    assert polarity_placed(model, other, MENU) == model  # "the other" begins a part, "one more" none


def test_the_shipped_engine_signs_each_cappuccino(engine):
    cart, _ = converse(engine, "i want 2 cappucinos 1 with extra foam and 1 with no foam")
    assert [(line.addons, line.removals) for line in cart.lines] == [({"foam": 2}, []), ({}, ["foam"])]


def test_a_flavour_listed_beside_a_tea_is_a_tea():
    said = "n2 teas , an item:earl_grey_tea and a addon:peppermint_syrup".split()
    model = [AddLine(item="earl grey tea", addons={"peppermint syrup": 1})]
    text = "2 teas, an earl grey and a peppermint"
    assert flavour_named(model, said, text, MENU) == [AddLine(item="earl grey tea"),
                                                       AddLine(item="peppermint rose tea")]
    with_it = "an item:earl_grey_tea with a addon:peppermint_syrup".split()
    assert flavour_named(model, with_it, "an earl grey with a peppermint", MENU) == model
    syrup = "an item:earl_grey_tea and n1 addon:peppermint_syrup".split()
    assert flavour_named(model, syrup, "an earl grey and one peppermint syrup", MENU) == model
    sugar = [AddLine(item="macchiato", addons={"sugar": 1})]
    said = "a item:macchiato and n1 addon:sugar".split()
    assert flavour_named(sugar, said, "a macchiato and one sugar", MENU) == sugar  # no flavour
    latte = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    said = "a item:latte and a addon:vanilla_syrup".split()
    assert flavour_named(latte, said, "a latte and a vanilla", MENU) == latte  # no "vanilla latte"



def test_a_flavour_listed_bare_after_a_tea_is_a_tea():
    said = "item:earl_grey_tea , addon:peppermint_syrup and item:english_breakfast_tea".split()
    model = [AddLine(item="earl grey tea", addons={"peppermint syrup": 1}),
             AddLine(item="english breakfast tea")]
    got = flavour_named(model, said, "earl grey, peppermint and english breakfast", MENU)
    assert got == [AddLine(item="earl grey tea"), AddLine(item="peppermint rose tea"),
                   AddLine(item="english breakfast tea")]
    chai = [AddLine(item="chai latte", addons={"peppermint syrup": 1, "honey": 1})]
    said = "a item:chai_latte , addon:peppermint_syrup and addon:honey".split()
    assert flavour_named(chai, said, "a chai, peppermint and honey", MENU) == chai  # no peppermint chai
    bagel = [AddLine(item="bagel", addons={"butter": 1}), AddLine(item="chocolate croissant")]
    said = "a item:bagel and addon:butter , and n1 item:chocolate_croissant".split()
    assert flavour_named(bagel, said, "a bagel and butter, and a pain au chocolat", MENU) == bagel  # no kind


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "a latte with no foam and a cappuccino extra foamy")
    assert [(line.item, line.addons, line.removals) for line in cart.lines] == [
        ("latte", {}, ["foam"]), ("cappuccino", {"foam": 1}, [])]
    cart, _ = converse(engine, "an earl grey and a peppermint please")
    assert sorted(line.item for line in cart.lines) == ["earl grey tea", "peppermint rose tea"]
    assert all(not line.addons for line in cart.lines)
    cart, _ = converse(engine, "three teas: earl grey, peppermint and english breakfast")
    assert sorted(line.item for line in cart.lines) == ["earl grey tea", "english breakfast tea",
                                                         "peppermint rose tea"]


def test_one_of_the_pastries_counted_named_by_flavour_is_that_pastry():
    said = "n2 item:butter_croissant , n1 addon:chocolate_sauce".split()
    model = [AddLine(item="butter croissant", qty=2, addons={"chocolate sauce": 1})]
    assert flavour_named(model, said, "two croissants, one chocolate", MENU) == [
        AddLine(item="chocolate croissant"), AddLine(item="butter croissant")]
    said = "a couple of item:butter_croissant , n1 addon:chocolate_sauce".split()  # "a couple of": two
    assert flavour_named(model, said, "a couple of croissants, one chocolate", MENU) == [
        AddLine(item="chocolate croissant"), AddLine(item="butter croissant")]


def test_the_shipped_engine_counts_the_croissants_said(engine):
    cart, _ = converse(engine, "two croissants, one chocolate")
    assert [(line.item, line.qty) for line in cart.lines] == [
        ("chocolate croissant", 1), ("butter croissant", 1)]
    cart, _ = converse(engine, "a couple of croissants, one chocolate")
    assert [(line.item, line.qty) for line in cart.lines] == [
        ("chocolate croissant", 1), ("butter croissant", 1)]
    cart, replies = converse(engine, "two croissants, one chocolate and one almond")
    assert [(line.item, line.qty) for line in cart.lines] == [("chocolate croissant", 1)]
    assert "Sorry, we don't have an almond croissant." in replies[0]


def test_one_of_the_pastries_counted_named_by_a_plain_word_is_that_pastry():
    from ordering.flavour_named import one_named_of_those

    said = "n3 item:apple_bran_muffin , n1 blueberry".split()
    model = [AddLine(item="apple bran muffin", qty=3)]
    assert one_named_of_those(model, said, MENU) == [AddLine(item="blueberry muffin"),
                                                     AddLine(item="apple bran muffin", qty=2)]
    said = "n3 item:apple_bran_muffin , n1 banana".split()  # banana bread is no muffin
    assert one_named_of_those(model, said, MENU) == model
    said = "a item:apple_bran_muffin , n1 blueberry".split()  # one counted: not one of them
    assert one_named_of_those([AddLine(item="apple bran muffin")], said, MENU) == [
        AddLine(item="apple bran muffin")]


def test_some_of_the_pastries_counted_named_by_flavour_are_those_pastries():
    from ordering.flavour_named import one_named_of_those

    said = "n3 item:butter_croissant please , n2 addon:butter and n1 addon:chocolate_sauce".split()
    model = [AddLine(item="butter croissant", qty=3, addons={"butter": 2, "chocolate sauce": 1})]
    text = "3 croissants please, 2 butter and 1 chocolate"
    assert flavour_named(model, said, text, MENU) == [
        AddLine(item="chocolate croissant"), AddLine(item="butter croissant", qty=2)]
    said = "n3 item:apple_bran_muffin , n2 blueberry".split()
    assert one_named_of_those([AddLine(item="apple bran muffin", qty=3)], said, MENU) == [
        AddLine(item="blueberry muffin", qty=2), AddLine(item="apple bran muffin")]
    said = "n2 item:apple_bran_muffin , n2 blueberry".split()  # all of them: not some
    assert one_named_of_those([AddLine(item="apple bran muffin", qty=2)], said, MENU) == [
        AddLine(item="apple bran muffin", qty=2)]


def test_the_shipped_engine_makes_two_of_three_croissants_butter_and_one_chocolate(engine):
    cart, _ = converse(engine, "3 croissants please, 2 butter and 1 chocolate")
    assert sorted((line.item, line.qty, line.addons) for line in cart.lines) == [
        ("butter croissant", 2, {}), ("chocolate croissant", 1, {})]


def test_the_shipped_engine_makes_one_of_three_muffins_blueberry(engine):
    cart, _ = converse(engine, "three muffins, one blueberry")
    assert sorted((line.item, line.qty) for line in cart.lines) == [
        ("apple bran muffin", 2), ("blueberry muffin", 1)]


def test_the_house_pastry_said_by_its_noun_with_a_flavour_after_it_is_that_flavour():
    said = "a item:butter_croissant , addon:chocolate_sauce please".split()
    model = [AddLine(item="butter croissant", addons={"chocolate sauce": 1})]
    assert flavour_named(model, said, "a croissant, chocolate please", MENU) == [
        AddLine(item="chocolate croissant")]
    said = "a item:butter_croissant , addon:chocolate_sauce please".split()  # "butter" said: two lines
    assert flavour_named(model, said, "a butter croissant, chocolate please", MENU) == [
        AddLine(item="butter croissant"), AddLine(item="chocolate croissant")]
    two = [AddLine(item="butter croissant", qty=2, addons={"chocolate sauce": 1})]
    said = "and n2 item:butter_croissant , addon:chocolate_sauce".split()  # no "one": both of them
    assert flavour_named(two, said, "and two croissants, chocolate", MENU) == [
        AddLine(item="chocolate croissant", qty=2)]
    said = "n2 item:butter_croissant , n1 addon:chocolate_sauce".split()  # one of the two
    assert flavour_named(two, said, "two croissants, one chocolate", MENU) == [
        AddLine(item="chocolate croissant"), AddLine(item="butter croissant")]


def test_the_shipped_engine_makes_both_croissants_chocolate(engine):
    cart, _ = converse(engine, "two espressos", "and two croissants, chocolate")
    assert [(line.item, line.qty) for line in cart.lines] == [("espresso", 2), ("chocolate croissant", 2)]


def test_a_flavour_said_after_a_kind_asked_of_is_that_item():
    asked = [AskMenu(about=["tea", "count:1", "size:large", "temp:hot"])]
    said = "i'd like to get a size:large temp:hot tea , addon:peppermint_syrup".split()
    assert kind_then_flavour(asked, said, MENU) == [
        AddLine(item="peppermint rose tea", size="large", temp="hot")]
    assert kind_then_flavour(asked, "a tea , please".split(), MENU) == asked
    assert kind_then_flavour(asked, "a tea with addon:peppermint_syrup".split(), MENU) == asked
    three = [AskMenu(about=["teas", "count:3", "size:large"])]  # "three large teas, peppermint"
    said = "n3 size:large teas , addon:peppermint_syrup".split()
    assert kind_then_flavour(three, said, MENU) == [AddLine(item="peppermint rose tea", qty=3, size="large")]
    every = "n3 size:large teas , all addon:peppermint_syrup".split()  # "…, all peppermint"
    assert kind_then_flavour(three, every, MENU) == [AddLine(item="peppermint rose tea", qty=3, size="large")]
    two = [AskMenu(about=["teas", "count:2"])]  # "two teas please, peppermint"
    said = "n2 teas please , addon:peppermint_syrup".split()
    assert kind_then_flavour(two, said, MENU) == [AddLine(item="peppermint rose tea", qty=2)]


def test_the_shipped_engine_orders_the_peppermint_tea(engine):
    cart, _ = converse(engine, "I'd like to get a large hot tea, peppermint")
    assert [(line.item, line.size, line.temp) for line in cart.lines] == [
        ("peppermint rose tea", "large", "hot")]


def test_the_shipped_engine_orders_three_peppermint_teas(engine):
    cart, _ = converse(engine, "three teas, peppermint")
    assert [(line.item, line.qty) for line in cart.lines] == [("peppermint rose tea", 3)]
    cart, _ = converse(engine, "two teas please, peppermint")
    assert [(line.item, line.qty) for line in cart.lines] == [("peppermint rose tea", 2)]
