"""Changes said of one unit of a line, options taken out of a drink, and copies of a line with a value
said back or swapped: each through the shipped model, as the worker runs it."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.milk_taken_off import milk_taken_off
from ordering.repeats import Repeat, repeat_asked
from ordering.units_said import one_unit_removed, the_other_made, the_other_retargeted
from tests.unit.shipped import converse, lines, ordered


@pytest.mark.parametrize(("turns", "expected"), [
    (("two flat whites", "make one flat white iced"),
     [{"item": "flat white", "qty": 1}, {"item": "flat white", "qty": 1, "temp": "iced"}]),
    (("two lattes", "change one to a mocha"), [{"item": "latte", "qty": 1}, {"item": "mocha", "qty": 1}]),
    (("two lattes", "turn one latte into a large mocha"),
     [{"item": "latte", "qty": 1}, {"item": "mocha", "qty": 1, "size": "large"}]),
    (("2 croissants", "get rid of one of the croissants"), [{"item": "butter croissant", "qty": 1}]),
    (("two cappuccinos", "one of them with almond milk", "the other decaf"),
     [{"item": "cappuccino", "qty": 1, "caffeine": "decaf"},
      {"item": "cappuccino", "qty": 1, "milk": "almond milk"}]),
])
def test_a_change_said_of_one_unit_keeps_the_others(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == ordered(expected)


@pytest.mark.parametrize(("turns", "expected"), [
    (("an oat latte and a mocha", "take the oat off the latte"),
     [{"item": "latte", "qty": 1}, {"item": "mocha", "qty": 1}]),
    (("a small latte", "take the oat off the latte"), [{"item": "latte", "qty": 1, "size": "small"}]),
    (("a soy latte and a mocha", "remove the soy from the latte"),
     [{"item": "latte", "qty": 1}, {"item": "mocha", "qty": 1}]),
])
def test_a_milk_taken_out_of_a_drink_leaves_the_drink(engine, turns, expected):
    cart, replies = converse(engine, *turns)
    assert lines(cart) == ordered(expected)
    assert not replies[-1].startswith("Removed")


@pytest.mark.parametrize(("turns", "expected"), [
    (("a large half caf americano", "and a small one fully caffeinated"),
     {"item": "americano", "qty": 1, "size": "small"}),
    (("a decaf latte", "and a small one, regular caffeine"), {"item": "latte", "qty": 1, "size": "small"}),
    (("a tall vanilla latte with skim", "same again but with caramel instead of vanilla"),
     {"item": "latte", "qty": 1, "size": "small", "milk": "nonfat milk", "addons": {"caramel syrup": 1}}),
])
def test_a_copy_takes_the_values_said_in_place_of_the_lines(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert len(cart.lines) == 2
    assert expected in lines(cart)


def test_a_caffeine_said_back_and_a_value_said_replaced_go_with_the_repeat():
    said = "and a size:small n1 fully caffeinated".split()
    assert repeat_asked(said) == Repeat(1, ("size:small",), ("caffeine",))
    assert repeat_asked("another n1 with less caffeine".split()) == Repeat(1)
    asked = repeat_asked("same again but addon:caramel_syrup instead of addon:vanilla_syrup".split())
    assert asked == Repeat(None, ("addon:caramel_syrup",), (), ("addon:vanilla_syrup",), alike=True)


def test_the_other_is_the_plainer_of_two_split_units_whatever_the_group():
    cart = Cart(lines=[Line(id=1, item="cappuccino"), Line(id=2, item="cappuccino", milk="almond milk")],
                next_line_id=3)
    said = "the other caffeine:decaf".split()
    assert the_other_retargeted([ChangeLine(ref=2, caffeine="decaf")], said, cart) == [
        ChangeLine(ref=1, caffeine="decaf")]
    assert the_other_retargeted([ChangeLine(ref=1, caffeine="decaf")], said, cart) == [
        ChangeLine(ref=1, caffeine="decaf")]


def test_one_of_them_removed_takes_one_unit():
    cart = Cart(lines=[Line(id=1, item="blueberry muffin", qty=2)], next_line_id=2)
    said = "get rid of n1 of them".split()
    assert one_unit_removed([RemoveLine(ref=1)], said, cart) == [ChangeLine(ref=1, qty=1)]


def test_a_milk_taken_off_a_drink_named_removes_no_line():
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="mocha")], next_line_id=3)
    said = "take the milk:oat_milk off the item:latte".split()
    assert milk_taken_off([RemoveLine(ref=1)], said, "take the oat off the latte", cart, load_menu()) == [
        ChangeLine(ref=1, unset=["milk"])]
    # a drink named that the cart lacks, or a removal said of another line, is the model's to read
    said = "take the milk:oat_milk off and cancel the item:mocha".split()
    assert milk_taken_off([RemoveLine(ref=2)], said, "take the oat off and cancel the mocha", cart,
                          load_menu()) == [RemoveLine(ref=2)]


def test_half_of_them_is_half_the_units_of_an_even_line(engine):
    cart, _ = converse(engine, "i need 10 lattes for a meeting", "half of them with oat milk")
    assert sorted((line.qty, line.milk or "") for line in cart.lines) == [(5, ""), (5, "oat milk")]
    cart, replies = converse(engine, "three lattes", "half of them decaf")  # no half of three: asked
    assert [(line.qty, line.caffeine) for line in cart.lines] == [(3, None)]
    assert replies[1] == ("You have 3 lattes, and half of 3 isn't a whole number — how many of them would "
                          "you like that way? Say, for example, \"2 of them decaf\".")
    cart, _ = converse(engine, "three lattes", "half of them decaf", "2 of them decaf")  # as the reply says
    assert sorted((line.qty, line.caffeine or "") for line in cart.lines) == [(1, ""), (2, "decaf")]


def test_half_of_an_odd_count_asks_how_many():
    from ordering.edits import AskMenu
    from ordering.replies import HALF_OF_ODD
    from ordering.units_said import half_of_an_odd_count

    five = Cart(lines=[Line(id=1, item="mocha", qty=5)], next_line_id=2)
    words = "make half of the item:mocha temp:iced with addon:vanilla_syrup please".split()
    assert half_of_an_odd_count([ChangeLine(ref=1, temp="iced")], words, five) == [
        AskMenu(about=[HALF_OF_ODD, "said:iced with vanilla syrup"], ref=1)]
    four = Cart(lines=[Line(id=1, item="mocha", qty=4)], next_line_id=2)
    assert half_of_an_odd_count([ChangeLine(ref=1, temp="iced")], words, four) == [
        ChangeLine(ref=1, temp="iced")]


def test_the_other_unit_of_a_line_just_split_is_made_the_item_said():
    menu = load_menu()
    cart = Cart(lines=[Line(id=1, item="espresso"), Line(id=2, item="espresso", shots=2)], next_line_id=3,
                added=[2])
    said = "and the other a item:macchiato".split()
    assert the_other_made([AddLine(item="macchiato")], said, cart, menu) == [
        RemoveLine(ref=1), AddLine(item="macchiato")]
    said = "and the other n1 should be a size:large item:mocha".split()
    lattes = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="latte", temp="iced")],
                  next_line_id=3, added=[2])
    assert the_other_made([AddLine(item="mocha", size="large")], said, lattes, menu) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="large", milk="oat milk")]
    said = "and the other a item:cappuccino".split()  # no line just split: a cappuccino more
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3, added=[1, 2])
    assert the_other_made([AddLine(item="cappuccino")], said, two, menu) == [AddLine(item="cappuccino")]
    said = "and a item:macchiato".split()  # no "the other"
    assert the_other_made([AddLine(item="macchiato")], said, cart, menu) == [AddLine(item="macchiato")]


def test_the_shipped_engine_makes_the_other_espresso_a_macchiato(engine):
    cart, replies = converse(engine, "two espressos", "make one of them a doppio",
                             "and the other a macchiato")
    assert lines(cart) == ordered([{"item": "espresso", "qty": 1, "shots": 2},
                                   {"item": "macchiato", "qty": 1}])
    assert replies[2] == "Changed the espresso to a macchiato ($3.00). Anything else?"
