""""Warm them", "toast them": the order's food prepared (`ordering.food_prepared_them`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.food_prepared_them import food_prepared_them
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="flat white"), Line(id=2, item="butter croissant"),
                   Line(id=3, item="chocolate croissant")], next_line_id=4)


def test_warm_them_warms_the_food_not_the_drink():
    model = [ChangeLine(ref=1, temp="warm"), ChangeLine(ref=2, unset=["temp"])]
    assert food_prepared_them(model, "temp:warm them".split(), CART, MENU) == [
        ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=3, preps=["warmed"])]
    assert food_prepared_them([], "could you heat those up".split(), CART, MENU) == [
        ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=3, preps=["warmed"])]


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=1, temp="warm")]
    for said in ("make them temp:warm", "temp:warm them size:large", "temp:warm the item:flat_white",
                 "temp:warm it"):
        assert food_prepared_them(model, said.split(), CART, MENU) == model, said
    one = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel")], next_line_id=3)
    assert food_prepared_them(model, "prep:toasted them".split(), one, MENU) == model  # one unit of food
    added = [AddLine(item="bagel")]
    assert food_prepared_them(added, "prep:toasted them".split(), CART, MENU) == added


def test_the_shipped_engine_toasts_the_two_bagels(engine):
    cart, _ = converse(engine, "a latte and two plain bagels", "toast them please")
    assert [(line.item, line.preps) for line in cart.lines] == [("latte", []), ("bagel", ["toasted"])]
