""""And a large black coffee": a value said right before an item is that item's
(`ordering.values_before_item`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.values_before_item import values_before_item
from tests.unit.shipped import converse

MENU = load_menu()


def test_a_value_said_right_before_an_item_goes_to_its_line_that_lacks_it():
    said = "a size:medium item:mocha with milk:almond_milk , and a size:large black item:coffee".split()
    model = [AddLine(item="mocha", size="medium", milk="almond milk"), AddLine(item="coffee")]
    assert values_before_item(model, said, MENU) == [model[0], AddLine(item="coffee", size="large")]
    said = "an temp:iced milk:oat_milk item:latte".split()
    assert values_before_item([AddLine(item="latte", milk="oat milk")], said, MENU) == [
        AddLine(item="latte", milk="oat milk", temp="iced")]


def test_a_value_the_line_has_another_line_took_or_the_item_refuses_is_the_models():
    said = "a size:small item:latte and a size:large item:mocha".split()
    model = [AddLine(item="latte", size="small"), AddLine(item="mocha", size="small")]
    assert values_before_item(model, said, MENU) == model  # the mocha has a size: the model's
    said = "a item:latte and a size:large item:mocha".split()
    model = [AddLine(item="latte", size="large"), AddLine(item="mocha")]
    assert values_before_item(model, said, MENU) == model  # the latte took it: which one is not known
    said = "a temp:iced item:blueberry_muffin".split()
    assert values_before_item([AddLine(item="blueberry muffin")], said, MENU) == [
        AddLine(item="blueberry muffin")]


def test_an_item_said_twice_gives_each_of_its_lines_the_values_said_before_it():
    said = "n1 size:small caffeine:decaf item:latte and n1 size:large regular item:latte".split()
    model = [AddLine(item="latte", size="small", caffeine="decaf"), AddLine(item="latte")]
    assert values_before_item(model, said, MENU) == [model[0], AddLine(item="latte", size="large")]
    one = [AddLine(item="latte", qty=2, size="small")]  # one line of two: which unit is not known
    assert values_before_item(one, said, MENU) == one


def test_the_shipped_engine_keeps_the_large_regular_latte_large(engine):
    cart, _ = converse(engine, "one small decaf latte and one large regular latte")
    assert [(line.size, line.caffeine) for line in cart.lines] == [("small", "decaf"), ("large", None)]


def test_the_shipped_engine_makes_the_black_coffee_large(engine):
    cart, _ = converse(engine, "good morning, i need a medium mocha with almond milk and no whip, "
                               "and a large black coffee")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "medium"), ("coffee", "large")]


def test_values_of_one_group_listed_before_an_item_are_a_line_each():
    from ordering.values_before_item import values_listed_before_item

    said = "i'd like a size:small , size:medium and size:large item:coffee".split()
    model = [AddLine(item="coffee", size="small")]
    assert values_listed_before_item(model, said, MENU) == [
        AddLine(item="coffee", size="small"), AddLine(item="coffee", size="medium"),
        AddLine(item="coffee", size="large")]
    temps = "a temp:hot and an temp:iced item:latte".split()
    assert values_listed_before_item([AddLine(item="latte")], temps, MENU) == [
        AddLine(item="latte", temp="hot"), AddLine(item="latte", temp="iced")]
    one = "a size:large temp:hot item:latte".split()  # two groups: one latte
    assert values_listed_before_item([AddLine(item="latte", size="large")], one, MENU) == [
        AddLine(item="latte", size="large")]
    two = [AddLine(item="coffee", qty=2, size="small")]  # the model's count: its own reading
    assert values_listed_before_item(two, said, MENU) == two
    theirs = "a item:cappuccino , make it temp:extra_hot , and an temp:iced item:latte".split()
    iced = [AddLine(item="cappuccino", temp="extra hot"), AddLine(item="latte", temp="iced")]
    assert values_listed_before_item(iced, theirs, MENU) == iced  # the first value is the cappuccino's


def test_the_shipped_engine_orders_three_sizes_of_coffee_all_black(engine):
    cart, replies = converse(engine, "i'd like a small, medium and large coffee", "all black",
                             "except the large with cream")
    assert [(line.size, line.milk) for line in cart.lines] == [
        ("small", None), ("medium", None), ("large", "half and half")]
    assert replies[1] == "The coffee has no milk already. Anything else?"


def test_the_value_of_the_one_said_right_before_the_item_is_its():
    said = "the size:large n1 item:earl_grey_tea".split()
    assert values_before_item([AddLine(item="earl grey tea")], said, MENU) == [
        AddLine(item="earl grey tea", size="large")]
    said = "a size:large item:latte and n1 item:mocha".split()  # "and" between: the latte's alone
    model = [AddLine(item="latte", size="large"), AddLine(item="mocha")]
    assert values_before_item(model, said, MENU) == model


def test_the_shipped_engine_pours_the_large_earl_grey(engine):
    cart, _ = converse(engine, "a small tea and a large tea", "the small one english breakfast",
                       "the large one earl grey")
    assert [(line.item, line.size) for line in cart.lines] == [
        ("english breakfast tea", "small"), ("earl grey tea", "large")]
