"""The shipped model with the readings of a kind asked off, values placed by the words, one of a kind asked
of, and milk portions said with the order's end."""

from __future__ import annotations

from ordering.cart import Cart
from tests.unit.shipped import converse


def items(cart: Cart) -> list[tuple]:
    """Each line as (item, temp, notes)."""
    return [(line.item, line.temp, line.notes) for line in cart.lines]


def test_a_kind_of_two_lines_asked_off_removes_nothing_and_asks_which(engine):
    cart, replies = converse(engine, "one latte, one blueberry muffin and one lemon poppyseed muffin",
                             "remove the muffin and make the latte iced")
    assert items(cart) == [("latte", "iced", None), ("blueberry muffin", None, None),
                           ("lemon poppyseed muffin", None, None)]
    assert replies[-1] == ("Changed the latte to iced. "
                           "Which muffin — the blueberry muffin or the lemon poppyseed muffin?")


def test_a_value_made_of_an_item_ordered_in_the_turn_goes_on_it(engine):
    cart, _ = converse(engine, "a mocha and a latte, make the mocha iced")
    assert items(cart) == [("mocha", "iced", None), ("latte", None, None)]


def test_a_value_said_of_tea_is_not_given_to_the_latte(engine):
    cart, replies = converse(engine, "an iced tea and a latte")
    assert items(cart) == [("latte", None, None)]
    assert "Which tea would you like? Our teas: " in replies[-1]


def test_one_tea_beside_a_drink_is_asked_of(engine):
    cart, replies = converse(engine, "a mocha and a tea")
    assert items(cart) == [("mocha", None, None)]
    assert replies[-1].startswith("Added a mocha ($5.25). Which tea would you like? Our teas: ")


def test_milk_portions_said_with_the_end_go_on_the_coffee_and_end_the_order(engine):
    cart, replies = converse(engine, "a coffee", "that's all, with two milks")
    assert items(cart) == [("coffee", None, "two milks")]
    assert "Here's your order: a coffee" in replies[-1] and "Confirm order" in replies[-1]
