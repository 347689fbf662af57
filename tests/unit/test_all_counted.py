""""Make all three large" of three cappuccinos on two lines names them, it does not recount them
(`ordering.all_counted`)."""

from __future__ import annotations

from ordering.all_counted import all_counted
from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from tests.unit.shipped import converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="cappuccino")], next_line_id=3)


def test_all_n_of_the_carts_n_units_gives_each_line_the_values():
    model = [ChangeLine(ref=2, qty=3), ChangeLine(ref=1, size="large")]
    said = "and make all n3 size:large".split()
    assert all_counted(model, said, CART) == [ChangeLine(ref=1, size="large"),
                                              ChangeLine(ref=2, size="large")]


def test_another_count_or_no_value_is_the_models():
    model = [ChangeLine(ref=2, qty=3), ChangeLine(ref=1, size="large")]
    assert all_counted(model, "and make all n4 size:large".split(), CART) == model  # four: not the three
    counted = [ChangeLine(ref=2, qty=3)]
    assert all_counted(counted, "make it all n3".split(), CART) == counted  # no value said


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "two cappuccinos", "add another one", "and make all three large")
    assert sum(line.qty for line in cart.lines) == 3
    assert lines(cart) == ordered([{"item": "cappuccino", "qty": 2, "size": "large"},
                                   {"item": "cappuccino", "qty": 1, "size": "large"}])
