""""Add a croissant and make the latte large", "make one of them a mocha": lines of the cart named in a
turn that also orders (`ordering.named_lines`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.named_lines import made_not_added, one_made_another

LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
TWO_LATTES = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)


def test_make_the_item_of_a_line_changes_that_line():
    said = "add a item:butter_croissant and make the item:latte size:large".split()
    model = [AddLine(item="butter croissant"), AddLine(item="latte", size="large")]
    assert made_not_added(model, said, LATTE) == [AddLine(item="butter croissant"),
                                                  ChangeLine(ref=1, size="large")]


def test_an_item_ordered_is_a_line_added():
    for said in ("add a item:butter_croissant and another item:latte size:large",
                 "add a item:butter_croissant and a size:large item:latte",
                 "make the item:latte"):  # no value: nothing to change
        model = [AddLine(item="butter croissant"), AddLine(item="latte", size="large")]
        assert made_not_added(model, said.split(), LATTE) == model, said
    model = [AddLine(item="latte", size="large")]  # no latte in the cart: an order
    assert made_not_added(model, "make the item:latte size:large".split(), Cart()) == model


def test_one_of_them_made_another_item_takes_a_unit_off_the_line():
    said = "make n1 of them a item:mocha".split()
    assert one_made_another([AddLine(item="mocha")], said, TWO_LATTES) == [ChangeLine(ref=1, qty=1),
                                                                          AddLine(item="mocha")]
    assert one_made_another([AddLine(item="mocha")], said, LATTE) == [AddLine(item="mocha")]  # one unit
    assert one_made_another([AddLine(item="mocha")], "and a item:mocha".split(), TWO_LATTES) == [
        AddLine(item="mocha")]
