"""'Take away one flat white' of a line of two takes one off (`ordering.taken_away`); "a latte, take away"
is to go."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine, SetOrder
from ordering.taken_away import taken_away
from tests.unit.shipped import converse, lines

CART = Cart(lines=[Line(id=1, item="flat white", qty=2), Line(id=2, item="apple bran muffin")])
TO_GO = [SetOrder(to_go=True)]


def test_take_away_a_line_of_the_cart_takes_it_off():
    said = "to_go:true n1 item:flat_white".split()
    assert taken_away(TO_GO, said, "take away one flat white", CART) == [ChangeLine(ref=1, qty=1)]
    said = "to_go:true the item:apple_bran_muffin".split()
    assert taken_away(TO_GO, said, "take away the muffin", CART) == [RemoveLine(ref=2)]
    said = "to_go:true n2 item:flat_white".split()
    assert taken_away(TO_GO, said, "take away 2 flat whites", CART) == [RemoveLine(ref=1)]


def test_to_go_stays_to_go():
    said = "a item:latte , to_go:true".split()
    ordered = [AddLine(item="latte"), SetOrder(to_go=True)]
    assert taken_away(ordered, said, "a latte, take away", CART) == ordered
    said = "to_go:true n3 item:flat_white".split()  # more than the cart has: not read
    assert taken_away(TO_GO, said, "take away three flat whites", CART) == TO_GO
    said = "to_go:true a item:latte".split()  # no line of it
    assert taken_away(TO_GO, said, "take away a latte", CART) == TO_GO
    said = "that's all , to_go:true".split()
    assert taken_away(TO_GO, said, "that's all, take away", CART) == TO_GO


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "two flat whites and a muffin", "take away one flat white")
    assert {"item": "flat white", "qty": 1} in lines(cart) and cart.to_go is not True
    cart, _ = converse(engine, "a latte, take away")
    assert cart.to_go is True and lines(cart) == [{"item": "latte", "qty": 1}]
