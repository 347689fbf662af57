""""Two cold brews", then "one black, the other with cream and sugar": the cream and sugar go on one cold
brew, as they did when said first (`units_said.one_and_the_other_changed`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.units_said import one_and_the_other_changed
from tests.unit.shipped import converse

MENU = load_menu()
TWO = Cart(lines=[Line(id=1, item="cold brew", qty=2)], next_line_id=2)
MODEL = [ChangeLine(ref=1, milk="half and half", add_addons={"sugar": 1})]  # both made so


def test_the_plain_one_said_first_leaves_the_values_to_the_other():
    said = "n1 black , the other with milk:half_and_half and addon:sugar".split()
    assert one_and_the_other_changed(MODEL, said, TWO, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="cold brew", milk="half and half", addons={"sugar": 1})]


def test_a_first_one_said_of_no_value_but_plain_is_the_models():
    said = "n1 for me , the other with milk:half_and_half and addon:sugar".split()
    assert one_and_the_other_changed(MODEL, said, TWO, MENU) == MODEL


def test_the_shipped_engine_leaves_one_cold_brew_black(engine):
    cart, _ = converse(engine, "two cold brews", "one black, the other with cream and sugar")
    assert sorted((line.qty, line.milk or "", tuple(line.addons)) for line in cart.lines) == [
        (1, "", ()), (1, "half and half", ("sugar",))]
