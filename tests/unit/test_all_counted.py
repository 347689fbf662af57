""""Make all three large" of three cappuccinos on two lines names them, it does not recount them
(`ordering.all_counted`)."""

from __future__ import annotations

from ordering.all_counted import all_counted, each_made
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
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


def test_each_of_an_item_made_so_is_its_lines_not_one_more():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="apple bran muffin", qty=2),
                       Line(id=3, item="latte", milk="oat milk")], next_line_id=4)
    said = "make each item:latte a size:large".split()
    assert each_made([AddLine(item="latte", size="large")], said, cart) == [
        ChangeLine(ref=1, size="large"), ChangeLine(ref=3, size="large")]


def test_an_order_or_an_item_the_cart_lacks_is_the_models():
    cart = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    added = [AddLine(item="latte", size="large")]
    assert each_made(added, "make each item:latte a size:large".split(), cart) == added
    assert each_made(added, "and a item:latte size:large".split(), cart) == added
    two = [AddLine(item="latte", size="large", qty=2)]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert each_made(two, "make each item:latte n2 size:large".split(), latte) == two


def test_the_shipped_engine_makes_each_latte_large(engine):
    cart, _ = converse(engine, "two lattes and two muffins", "make each latte a large")
    assert lines(cart) == ordered([{"item": "latte", "qty": 2, "size": "large"},
                                   {"item": "apple bran muffin", "qty": 2}])
