""""And a large black coffee": a value said right before an item is that item's
(`ordering.values_before_item`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.values_before_item import values_before_item
from tests.unit.shipped import converse

MENU = load_menu()


def test_a_value_said_right_before_an_item_goes_to_its_line_that_lacks_it():
    said = "a size:medium item:mocha with milk:almond_milk , and a size:large black item:coffee".split()
    model = [AddLine(item="mocha", size="medium", milk="almond milk"), AddLine(item="coffee")]
    assert values_before_item(model, said, MENU) == [model[0], AddLine(item="coffee", size="large")]
    said = "an temp:iced milk:oat_milk item:latte".split()
    assert values_before_item([AddLine(item="latte", milk="oat milk")], said, MENU) == [
        AddLine(item="latte", milk="oat milk", temp="iced")]


def test_a_value_the_line_has_another_line_took_or_the_item_refuses_is_the_models():
    said = "a size:small item:latte and a size:large item:mocha".split()
    model = [AddLine(item="latte", size="small"), AddLine(item="mocha", size="small")]
    assert values_before_item(model, said, MENU) == model  # the mocha has a size: the model's
    said = "a item:latte and a size:large item:mocha".split()
    model = [AddLine(item="latte", size="large"), AddLine(item="mocha")]
    assert values_before_item(model, said, MENU) == model  # the latte took it: which one is not known
    said = "a temp:iced item:blueberry_muffin".split()
    assert values_before_item([AddLine(item="blueberry muffin")], said, MENU) == [
        AddLine(item="blueberry muffin")]


def test_the_shipped_engine_makes_the_black_coffee_large(engine):
    cart, _ = converse(engine, "good morning, i need a medium mocha with almond milk and no whip, "
                               "and a large black coffee")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "medium"), ("coffee", "large")]
