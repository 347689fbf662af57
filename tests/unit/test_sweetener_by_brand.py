""""And 2 sweet n lows": two portions of the menu's sweetener, not two americanos
(`ordering.sweetener_by_brand`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.sweetener_by_brand import sweetener_by_brand
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="americano")], next_line_id=3)


def test_the_brand_is_the_sweetener_of_the_line():
    said = "and n2 sweet and lows".split()
    assert sweetener_by_brand([ChangeLine(ref=2, qty=2, notes="less sweet")], said, CART) == [
        ChangeLine(ref=2, add_addons={"sweetener": 2})]
    assert sweetener_by_brand([], "with a sweet and low".split(), CART) == [
        ChangeLine(ref=2, add_addons={"sweetener": 1})]
    said = "a size:large item:americano with n2 sweet and lows please".split()
    assert sweetener_by_brand([AddLine(item="americano", size="large", notes="less sweet")], said, CART) == [
        AddLine(item="americano", size="large", addons={"sweetener": 2})]


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=2, milk="oat milk")]
    for said in ("and n2 sweet and lows", "a sweet latte and low fat milk"):
        assert sweetener_by_brand(model, said.split(), CART) == model, said
    assert sweetener_by_brand([], "n2 sweet and lows".split(), Cart()) == []


def test_the_shipped_engine_adds_two_sweeteners(engine):
    cart, _ = converse(engine, "an americano", "and 2 sweet n lows")
    assert [(line.item, line.qty, dict(line.addons)) for line in cart.lines] == [
        ("americano", 1, {"sweetener": 2})]
