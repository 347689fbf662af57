""""A coffee, one and one", "two coffees two and two": creams and sugars counted
(`ordering.cream_and_sugar_counted`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.cream_and_sugar_counted import cream_and_sugar_counted
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
EMPTY = Cart()


def test_one_and_one_is_a_cream_and_a_sugar():
    said = "a size:large item:coffee , milk:half_and_half".split()
    model = [AddLine(item="coffee", size="large", milk="half and half")]
    assert cream_and_sugar_counted(model, "a large coffee, one and one", said, EMPTY, MENU) == [
        AddLine(item="coffee", size="large", milk="half and half", addons={"sugar": 1})]


def test_counts_said_and_counted_are_creams_and_sugars():
    said = "n2 item:coffee n2 and n3".split()
    assert cream_and_sugar_counted([AddLine(item="coffee", qty=2)], "", said, EMPTY, MENU) == [
        AddLine(item="coffee", qty=2, milk="half and half", addons={"sugar": 3}, notes="2 creams")]
    cart = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    said = "make it milk:half_and_half please".split()
    assert cream_and_sugar_counted([ChangeLine(ref=1, milk="half and half")], "make it one and one please",
                                   said, cart, MENU) == [
        ChangeLine(ref=1, milk="half and half", add_addons={"sugar": 1})]


def test_other_counts_are_the_models():
    lattes = [AddLine(item="latte", qty=3)]  # a drink made with milk: no cream and sugar
    assert cream_and_sugar_counted(lattes, "", "n3 item:latte , n2 and n1".split(), EMPTY, MENU) == lattes
    two = [AddLine(item="coffee"), AddLine(item="mocha")]
    assert cream_and_sugar_counted(two, "", "n1 item:coffee and n1 item:mocha".split(), EMPTY, MENU) == two
    cream = [AddLine(item="coffee", milk="half and half")]
    said = "a item:coffee with milk:half_and_half and a muffin".split()  # cream said so: no sugar
    assert cream_and_sugar_counted(cream, "a coffee with cream and a muffin", said, EMPTY, MENU) == cream


def test_the_shipped_engine_puts_cream_and_sugar_in_a_coffee_one_and_one(engine):
    cart, _ = converse(engine, "can i get a medium coffee one and one")
    assert [(line.item, line.milk, line.addons) for line in cart.lines] == [
        ("coffee", "half and half", {"sugar": 1})]
