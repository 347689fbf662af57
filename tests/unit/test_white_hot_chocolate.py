"""'A white hot chocolate': the hot chocolate with the white sauce (ordering.white_hot_chocolate)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.white_hot_chocolate import white_hot_chocolate
from tests.unit.shipped import converse, lines

MENU = load_menu()
SAUCE = {"white chocolate sauce": 1}


def test_the_hot_chocolate_said_white_gets_the_white_sauce():
    added = [AddLine(item="hot chocolate", qty=2)]
    assert white_hot_chocolate(added, "n2 white item:hot_chocolate please".split(), Cart(), MENU) == [
        AddLine(item="hot chocolate", qty=2, addons=SAUCE)]
    one = Cart(lines=[Line(id=1, item="hot chocolate")], next_line_id=2)
    assert white_hot_chocolate([], "make it a white item:hot_chocolate".split(), one, MENU) == [
        ChangeLine(ref=1, add_addons=SAUCE)]


def test_a_hot_chocolate_not_said_white_is_left():
    added = [AddLine(item="hot chocolate")]
    assert white_hot_chocolate(added, "a item:hot_chocolate".split(), Cart(), MENU) == added
    beside = [AddLine(item="latte"), AddLine(item="hot chocolate")]  # "a white latte" names no sauce here
    said = "a white item:latte and a item:hot_chocolate".split()
    assert white_hot_chocolate(beside, said, Cart(), MENU) == beside


def test_the_shipped_engine_makes_a_white_hot_chocolate(engine):
    cart, replies = converse(engine, "a white hot chocolate")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "addons": SAUCE}]
    assert replies[0] == "Added a hot chocolate with white chocolate sauce ($4.60). Anything else?"
