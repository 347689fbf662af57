""""And a regular latte with soy milk" after a decaf soy latte is one more latte
(`ordering.another_said_as_change`)."""

from __future__ import annotations

from ordering.another_said_as_change import another_said_as_change
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="latte", milk="soy milk", caffeine="decaf")], next_line_id=2)
SAID = "and a regular item:latte with milk:soy_milk".split()


def test_a_change_to_what_the_line_is_is_one_more_line():
    model = [ChangeLine(ref=1, milk="soy milk")]
    assert another_said_as_change(model, "and a regular latte with soy milk", SAID, CART) == [
        AddLine(item="latte", milk="soy milk")]


def test_a_change_that_changes_something_or_not_begun_with_and_a_is_the_models():
    oat = [ChangeLine(ref=1, milk="oat milk")]
    in_it = "and a splash of milk:oat_milk in the item:latte".split()
    assert another_said_as_change(oat, "and a splash of oat in the latte", in_it, CART) == oat
    instead = "and a item:latte with milk:oat_milk instead".split()
    assert another_said_as_change(oat, "and a latte with oat instead", instead, CART) == oat
    same = [ChangeLine(ref=1, milk="soy milk")]
    assert another_said_as_change(same, "the latte with soy milk", SAID, CART) == same
    named = "and a item:latte and a item:mocha".split()
    assert another_said_as_change(same, "and a latte and a mocha", named, CART) == same


def test_an_item_said_after_and_a_with_values_only_is_one_more_line():
    hot = [ChangeLine(ref=1, temp="hot")]
    said = "and a regular temp:hot item:latte".split()
    assert another_said_as_change(hot, "and a regular hot latte", said, CART) == [
        AddLine(item="latte", temp="hot")]
    oat = [ChangeLine(ref=1, milk="oat milk")]
    said = "and a item:latte with milk:oat_milk".split()
    assert another_said_as_change(oat, "and a latte with oat milk", said, CART) == [
        AddLine(item="latte", milk="oat milk")]


def test_and_one_said_of_an_item_the_order_has_more_of_is_the_models():
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    hot = [ChangeLine(ref=1, temp="hot")]
    said = "and one item:latte temp:hot".split()
    assert another_said_as_change(hot, "and one latte hot", said, two) == hot
    assert another_said_as_change(hot, "and one latte hot", said, CART) == [AddLine(item="latte", temp="hot")]


def test_the_shipped_engine_adds_a_regular_hot_one_after_an_iced_one(engine):
    cart, _ = converse(engine, "one iced coconut mocha", "and a regular hot mocha")
    assert lines(cart) == ordered([{"item": "mocha", "qty": 1, "temp": "iced", "milk": "coconut milk"},
                                   {"item": "mocha", "qty": 1, "temp": "hot"}])
    cart, _ = converse(engine, "a matcha latte iced with almond milk", "and one regular matcha latte hot")
    assert lines(cart) == ordered([{"item": "matcha latte", "qty": 1, "temp": "iced", "milk": "almond milk"},
                                   {"item": "matcha latte", "qty": 1, "temp": "hot"}])


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "a decaf latte with soy milk", "and a regular latte with soy milk")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "milk": "soy milk", "caffeine": "decaf"},
                                   {"item": "latte", "qty": 1, "milk": "soy milk"}])
