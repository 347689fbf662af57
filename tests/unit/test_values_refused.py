"""A value said of an item that cannot take it is refused in words, the item kept
(`ordering.values_refused`): "a croissant with oat milk"."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.values_refused import values_refused
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def test_a_value_the_item_cannot_take_follows_it_as_a_change_to_refuse():
    said = "a item:butter_croissant with milk:oat_milk".split()
    assert values_refused([AddLine(item="butter croissant")], said, LATTE, MENU) == [
        AddLine(item="butter croissant"), ChangeLine(ref=2, milk="oat milk")]
    said = "a item:latte and a size:large item:bagel".split()
    model = [AddLine(item="latte"), AddLine(item="bagel")]
    assert values_refused(model, said, LATTE, MENU) == [*model, ChangeLine(ref=3, size="large")]


def test_values_the_item_takes_placed_elsewhere_warmed_or_noted_are_left_alone():
    said = "an temp:iced item:latte and a temp:warm item:apple_bran_muffin".split()
    model = [AddLine(item="latte", temp="iced"), AddLine(item="apple bran muffin", preps=["warmed"])]
    assert values_refused(model, said, LATTE, MENU) == model
    said = "a item:blueberry_muffin not too much milk:half_and_half".split()
    noted = [AddLine(item="blueberry muffin", notes="not too much cream")]
    assert values_refused(noted, said, LATTE, MENU) == noted
    said = "a item:latte with milk:oat_milk".split()
    assert values_refused([AddLine(item="latte", milk="oat milk")], said, LATTE, MENU) == [
        AddLine(item="latte", milk="oat milk")]


def test_the_shipped_engine_keeps_the_croissant_and_says_why(engine):
    cart, replies = converse(engine, "a latte and a croissant with oat milk")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1}, {"item": "butter croissant", "qty": 1}])
    assert "The butter croissant doesn't take milk." in replies[0]


def test_a_value_said_after_a_comma_is_the_items_before_it():
    said = "a item:apple_bran_muffin , temp:iced please".split()
    model = [AddLine(item="apple bran muffin")]
    assert values_refused(model, said, Cart(), MENU) == [*model, ChangeLine(ref=1, temp="iced")]
    said = "a item:apple_bran_muffin , temp:iced item:latte".split()  # the iced latte's
    assert values_refused(model, said, Cart(), MENU) == model


def test_the_shipped_engine_says_a_muffin_is_not_iced(engine):
    cart, replies = converse(engine, "one blueberry muffin, iced")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]
    assert "doesn't come hot or iced" in replies[0]
