""""No cream", "without milk": a milk the turn takes off is taken off, not set (`ordering.milk_taken_off`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.milk_taken_off import milk_taken_off


@pytest.fixture(scope="module")
def menu():
    return load_menu()


WHIPPED = Cart(lines=[Line(id=1, item="mocha", addons={"whipped cream": 1}), Line(id=2, item="espresso")],
               next_line_id=3)
CREAM = Cart(lines=[Line(id=1, item="coffee", milk="half and half")], next_line_id=2)
AMERICANO = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)


def test_no_cream_of_a_drink_with_whipped_cream_takes_the_topping_off(menu):
    model = [ChangeLine(ref=2, milk="half and half")]  # the model set the milk it heard, on the wrong line
    said = "no milk:half_and_half actually".split()
    assert milk_taken_off(model, said, "no cream actually", WHIPPED, menu) == [
        ChangeLine(ref=1, drop=["whipped cream"])]


def test_the_milk_a_line_has_goes_back_to_the_usual(menu):
    said = "without the milk:half_and_half please".split()
    assert milk_taken_off([ChangeLine(ref=1, milk="half and half")], said, "without the cream please",
                          CREAM, menu) == [ChangeLine(ref=1, unset=["milk"])]
    # what else the model wrote of that line stays
    assert milk_taken_off([ChangeLine(ref=1, milk="half and half", size="large")],
                          "no milk:half_and_half , make it size:large".split(), "no cream, make it large",
                          CREAM, menu) == [ChangeLine(ref=1, size="large", unset=["milk"])]


def test_a_drink_without_milk_gets_the_request_as_its_note(menu):
    assert milk_taken_off([ChangeLine(ref=1, notes="extra milk")], "no milk in it please".split(),
                          "no milk in it please", AMERICANO, menu) == [ChangeLine(ref=1, notes="no milk")]
    said = "make it with no milk:half_and_half".split()
    assert milk_taken_off([ChangeLine(ref=1, milk="half and half")], said, "make it with no cream", AMERICANO,
                          menu) == [ChangeLine(ref=1, notes="no cream")]


@pytest.mark.parametrize(("edits", "said", "text"), [
    ([ChangeLine(ref=1, milk="nonfat milk")], "no milk:whole_milk , make it milk:nonfat_milk",
     "no whole milk, make it skim"),  # a swap: the model's to read
    ([AddLine(item="latte")], "a item:latte , no milk:half_and_half", "a latte, no cream"),  # an order
    ([RemoveLine(ref=1)], "no more milk:half_and_half", "no more cream"),
    ([ChangeLine(ref=1, milk="half and half")], "with milk:half_and_half", "with cream"),  # nothing taken off
])
def test_other_turns_are_left_to_the_model(menu, edits, said, text):
    assert milk_taken_off(edits, said.split(), text, CREAM, menu) == edits


def test_remove_the_milk_takes_the_milk_off_not_the_drink(menu):
    oat = Cart(lines=[Line(id=1, item="latte", milk="oat milk")], next_line_id=2)
    said = "remove the milk:oat_milk".split()
    assert milk_taken_off([RemoveLine(ref=1)], said, "remove the oat milk", oat, menu) == [
        ChangeLine(ref=1, unset=["milk"])]
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert milk_taken_off([RemoveLine(ref=1)], "remove the milk".split(), "remove the milk", plain, menu) == [
        ChangeLine(ref=1, unset=["milk"])]  # nothing to change: the latte stays
    said = "remove the milk:oat_milk item:latte".split()  # the drink named: it goes
    assert milk_taken_off([RemoveLine(ref=1)], said, "remove the oat milk latte", oat, menu) == [
        RemoveLine(ref=1)]


def test_the_shipped_engine_keeps_the_drink_whose_milk_is_removed(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte with oat", "remove the oat milk")
    assert [(line.item, line.milk) for line in cart.lines] == [("latte", None)]
    assert replies[1] == "Changed the latte to the usual milk. Anything else?"


def test_a_milk_naming_the_line_without_it_is_not_taken_off(menu):
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="latte")], next_line_id=3)
    model = [ChangeLine(ref=2, caffeine="decaf")]
    for text in ("the one with no oat should be decaf", "make the one without oat decaf"):
        said = text.replace("oat", "milk:oat_milk").replace("one", "n1").split()
        assert milk_taken_off(model, said, text, cart, menu) == model


def test_a_milk_or_topping_taken_off_one_unit_is_read_before_the_split(menu):
    from ordering.milk_taken_off import milk_taken_off_one

    chocolates = Cart(lines=[Line(id=1, item="hot chocolate", qty=2, addons={"whipped cream": 1})],
                      next_line_id=2)
    model = [ChangeLine(ref=1, milk="half and half")]
    for text in ("one without the cream actually", "no cream on one of them"):
        said = text.replace("cream", "milk:half_and_half").replace("one ", "n1 ").split()
        assert milk_taken_off_one(model, said, text, chocolates, menu) == [
            ChangeLine(ref=1, drop=["whipped cream"])]
    said = "make it n1 without the milk:half_and_half".split()  # no unit singled out: the later reading's
    assert milk_taken_off_one(model, said, "make it one without the cream", chocolates, menu) == model


def test_the_shipped_engine_takes_the_cream_off_one_unit(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "two medium hot chocolates with whipped cream",
                       "one without the cream actually")
    assert sorted((line.qty, tuple(line.addons)) for line in cart.lines) == [(1, ()), (1, ("whipped cream",))]
    cart, _ = converse(engine, "two coffees with cream", "one without cream")
    assert sorted((line.qty, line.milk or "") for line in cart.lines) == [(1, ""), (1, "half and half")]
    cart, _ = converse(engine, "two bagels with cream cheese", "actually one without cream cheese")
    assert sorted((line.qty, tuple(line.addons)) for line in cart.lines) == [(1, ()), (1, ("cream cheese",))]
