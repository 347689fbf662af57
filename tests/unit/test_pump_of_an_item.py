""""With an extra pump of mocha" of a latte: its chocolate sauce, no mocha (`ordering.pump_of_an_item`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.pump_of_an_item import pump_of_an_item
from tests.unit.shipped import converse, lines

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte", size="medium")], next_line_id=2)


def test_a_measure_of_an_items_name_is_its_flavour_on_the_last_line():
    said = "with an extra pump of item:mocha".split()
    assert pump_of_an_item([AddLine(item="mocha")], said, LATTE, MENU) == [
        ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]
    two = "and n2 pumps of item:mocha please".split()
    assert pump_of_an_item([AddLine(item="mocha", qty=2)], two, LATTE, MENU) == [
        ChangeLine(ref=1, add_addons={"chocolate sauce": 2})]
    noted = [ChangeLine(ref=1, notes="weak")]
    assert pump_of_an_item(noted, "add a pump of item:mocha to it".split(), LATTE, MENU) == [
        ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]


def test_an_item_ordered_or_measured_otherwise_is_the_models():
    mocha = [AddLine(item="mocha")]
    assert pump_of_an_item(mocha, "and a item:mocha".split(), LATTE, MENU) == mocha
    iced = [AddLine(item="mocha", temp="iced")]
    assert pump_of_an_item(iced, "a pump of item:mocha".split(), LATTE, MENU) == iced  # said of the mocha
    latte = [AddLine(item="latte")]
    assert pump_of_an_item(latte, "a shot of item:latte".split(), LATTE, MENU) == latte  # no latte syrup
    assert pump_of_an_item(mocha, "a pump of item:mocha".split(), Cart(), MENU) == mocha  # no line


def test_the_shipped_engine_puts_mocha_in_the_latte(engine):
    cart, _ = converse(engine, "i'd like a medium latte half caf", "with an extra pump of mocha")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "medium", "caffeine": "half caf",
                            "addons": {"chocolate sauce": 1}}]
