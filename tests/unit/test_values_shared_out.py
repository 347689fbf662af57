""""Three lattes", then "one each with vanilla, caramel and hazelnut": one of each
(`ordering.values_shared_out`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.values_shared_out import values_shared_out
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
THREE = Cart(lines=[Line(id=1, item="latte", qty=3, size="large")], next_line_id=2)
SYRUPS = {"vanilla syrup": 1, "caramel syrup": 1, "hazelnut syrup": 1}


@pytest.mark.parametrize("words", [
    "n1 each with addon:vanilla_syrup , addon:caramel_syrup and addon:hazelnut_syrup",
    "n1 with addon:vanilla_syrup , n1 with addon:caramel_syrup and n1 with addon:hazelnut_syrup",
    "different syrups please , addon:vanilla_syrup addon:caramel_syrup and addon:hazelnut_syrup",
])
def test_the_values_are_shared_out_one_unit_each(words):
    model = [ChangeLine(ref=1, add_addons=SYRUPS)]
    assert values_shared_out(model, words.split(), THREE, MENU) == [
        ChangeLine(ref=1, qty=1, add_addons={"vanilla syrup": 1}),
        AddLine(item="latte", size="large", addons={"caramel syrup": 1}),
        AddLine(item="latte", size="large", addons={"hazelnut syrup": 1})]


def test_values_that_cannot_go_together_listed_alone_are_shared_out_too():
    said = "size:small , size:medium and size:large please".split()
    assert values_shared_out([ChangeLine(ref=1, size="large")], said, THREE, MENU) == [
        ChangeLine(ref=1, qty=1, size="small"), AddLine(item="latte", size="medium"),
        AddLine(item="latte", size="large")]


@pytest.mark.parametrize("words", [
    "addon:vanilla_syrup , addon:caramel_syrup and addon:hazelnut_syrup",  # may be all three in each
    "n1 each with addon:vanilla_syrup and addon:caramel_syrup",  # two values of three lattes
    "a item:mocha with addon:vanilla_syrup , addon:caramel_syrup and addon:hazelnut_syrup",  # an order
])
def test_other_turns_are_the_models(words):
    model = [ChangeLine(ref=1, add_addons=SYRUPS)]
    assert values_shared_out(model, words.split(), THREE, MENU) == model


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "three lattes please", "one each with vanilla, caramel and hazelnut")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "addons": {name: 1}} for name in SYRUPS])


def test_the_shipped_engine_makes_the_lattes_all_different_sizes(engine):
    cart, _ = converse(engine, "three lattes", "make them all different sizes, small medium and large")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": size} for size in ("small", "medium",
                                                                                         "large")])
