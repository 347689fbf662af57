""""One black coffee and one white coffee": the white one with milk (`ordering.white_said`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.white_said import NOTE, white_said
from tests.unit.shipped import MENU, converse, lines, ordered


def test_a_white_coffee_is_noted_with_milk():
    said = "a white item:coffee please".split()
    assert white_said([AddLine(item="coffee")], said, MENU) == [AddLine(item="coffee", notes=NOTE)]
    two = "n2 white item:americano".split()
    assert white_said([AddLine(item="americano", qty=2)], two, MENU) == [
        AddLine(item="americano", qty=2, notes=NOTE)]


def test_of_units_named_apart_only_the_white_ones():
    said = "n1 black item:coffee and n1 white item:coffee".split()
    apart = [AddLine(item="coffee"), AddLine(item="coffee")]
    assert white_said(apart, said, MENU) == [AddLine(item="coffee"), AddLine(item="coffee", notes=NOTE)]
    assert white_said([AddLine(item="coffee", qty=2)], said, MENU) == [
        AddLine(item="coffee"), AddLine(item="coffee", notes=NOTE)]


def test_a_drink_made_with_milk_or_one_given_a_milk_is_the_models():
    latte = [AddLine(item="latte")]
    assert white_said(latte, "a white item:latte".split(), MENU) == latte  # made with milk already
    oat = [AddLine(item="coffee", milk="oat milk")]
    assert white_said(oat, "a white item:coffee with milk:oat_milk".split(), MENU) == oat
    flat = [AddLine(item="flat white")]
    assert white_said(flat, "a item:flat_white".split(), MENU) == flat


def test_the_shipped_engine_whitens_one_of_the_coffees(engine):
    cart, _ = converse(engine, "can we get one black coffee and one white coffee please")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1}, {"item": "coffee", "qty": 1, "notes": NOTE}])
