""""All the milk ones with oat": the drinks made with milk take the change, not the tea or the americano
(`ordering.milk_drinks_named`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.milk_drinks_named import milk_drinks_named
from tests.unit.shipped import MENU, converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="earl grey tea"),
                   Line(id=3, item="americano"), Line(id=4, item="coffee", notes="with milk"),
                   Line(id=5, item="mocha")], next_line_id=6)


def test_the_change_goes_to_each_line_made_with_milk():
    every = [ChangeLine(ref=r, milk="oat milk") for r in range(1, 6)]
    assert milk_drinks_named(every, "and all the milk ones with oat", CART, MENU) == [
        ChangeLine(ref=r, milk="oat milk") for r in (1, 4, 5)]
    last = [ChangeLine(ref=5, caffeine="decaf")]
    assert milk_drinks_named(last, "make the ones with milk decaf", CART, MENU) == [
        ChangeLine(ref=r, caffeine="decaf") for r in (1, 4, 5)]


def test_turns_that_do_not_name_the_milk_ones_or_make_two_changes_are_left_as_they_are():
    every = [ChangeLine(ref=r, milk="oat milk") for r in range(1, 6)]
    assert milk_drinks_named(every, "all of them with oat milk", CART, MENU) == every
    two = [ChangeLine(ref=1, milk="oat milk"), ChangeLine(ref=2, size="large")]
    assert milk_drinks_named(two, "the milky ones with oat and the tea large", CART, MENU) == two
    noted = Cart(lines=[Line(id=1, item="coffee", notes="no milk"), Line(id=2, item="latte")], next_line_id=3)
    assert milk_drinks_named([ChangeLine(ref=1, size="large")], "the milk ones large", noted, MENU) == [
        ChangeLine(ref=2, size="large")]


def test_the_shipped_engine_gives_oat_milk_to_the_milk_drinks_alone(engine):
    cart, replies = converse(engine, "two lattes, a cappuccino and an earl grey",
                             "and all the milk ones with oat")
    assert lines(cart) == ordered([{"item": "latte", "milk": "oat milk", "qty": 2},
                                   {"item": "cappuccino", "milk": "oat milk", "qty": 1},
                                   {"item": "earl grey tea", "qty": 1}])
    assert replies[1] == "Changed the 2 lattes and the cappuccino to oat milk. Anything else?"
    cart, _ = converse(engine, "a latte, a mocha and an americano", "the milky ones with almond")
    assert lines(cart) == ordered([{"item": "latte", "milk": "almond milk", "qty": 1},
                                   {"item": "mocha", "milk": "almond milk", "qty": 1},
                                   {"item": "americano", "qty": 1}])
