""""Two croissants" beside a latte, then "warm them both": the croissants (`ordering.food_both_prepared`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AskMenu, ChangeLine
from ordering.food_both_prepared import food_both_prepared
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
PAIR = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant", qty=2)], next_line_id=3)


def test_both_said_with_a_preparation_is_the_two_units_of_food():
    model = [ChangeLine(ref=1, temp="warm")]
    assert food_both_prepared(model, "temp:warm them both".split(), PAIR, MENU) == [
        ChangeLine(ref=2, preps=["warmed"])]
    assert food_both_prepared([AskMenu()], "can you prep:toasted both".split(), PAIR, MENU) == [
        ChangeLine(ref=2, preps=["toasted"])]


def test_other_turns_are_the_models():
    drinks = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    iced = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    assert food_both_prepared(iced, "both temp:iced".split(), drinks, MENU) == iced  # no preparation
    three = PAIR.model_copy(update={"lines": [*PAIR.lines, Line(id=3, item="blueberry muffin")]})
    model = [ChangeLine(ref=1, temp="warm")]
    assert food_both_prepared(model, "temp:warm them both".split(), three, MENU) == model  # three of food


def test_the_shipped_engine_warms_the_croissants(engine):
    cart, _ = converse(engine, "a latte", "add a croissant", "actually make that two croissants",
                       "warm them both")
    assert [(line.item, line.temp, line.preps) for line in cart.lines] == [
        ("latte", None, []), ("butter croissant", None, ["warmed"])]
