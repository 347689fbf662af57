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


def test_the_values_of_each_go_to_the_line_of_several_that_takes_them():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="apple bran muffin")], next_line_id=3)
    said = "n1 with milk:oat_milk and n1 with milk:soy_milk".split()
    model = [ChangeLine(ref=2, unset=["milk"])]  # the muffin's milk, which it has none of
    assert one_and_the_other_changed(model, said, cart, MENU) == [
        ChangeLine(ref=1, qty=1, milk="soy milk"), AddLine(item="latte", milk="oat milk")]


def test_the_shipped_engine_splits_the_lattes_ordered_before_a_muffin(engine):
    cart, _ = converse(engine, "two lattes and a blueberry muffin", "one with oat and one with soy")
    assert sorted((line.item, line.qty, line.milk or "") for line in cart.lines) == [
        ("blueberry muffin", 1, ""), ("latte", 1, "oat milk"), ("latte", 1, "soy milk")]
