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
    assert another_said_as_change(oat, "and a latte with oat milk", SAID, CART) == oat
    same = [ChangeLine(ref=1, milk="soy milk")]
    assert another_said_as_change(same, "the latte with soy milk", SAID, CART) == same
    named = "and a item:latte and a item:mocha".split()
    assert another_said_as_change(same, "and a latte and a mocha", named, CART) == same


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "a decaf latte with soy milk", "and a regular latte with soy milk")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "milk": "soy milk", "caffeine": "decaf"},
                                   {"item": "latte", "qty": 1, "milk": "soy milk"}])
