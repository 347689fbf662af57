""""Make the mocha large and the latte small": each line named gets the values said after it
(`ordering.per_line`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.per_line import values_per_line

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
