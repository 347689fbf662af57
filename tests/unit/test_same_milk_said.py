""""And a chai latte with the same milk": the milk of the line before (`ordering.same_milk_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.same_milk_said import same_extras_said, same_milk_said, same_size_said
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", milk="oat milk"), Line(id=2, item="mocha", milk="soy milk")],
            next_line_id=3)


def test_the_line_added_takes_the_milk_of_the_last_line_with_one_or_of_the_item_named():
    said = "and a item:chai_latte with the same milk".split()
    assert same_milk_said([AddLine(item="chai latte")], said, CART, MENU) == [
        AddLine(item="chai latte", milk="soy milk")]
    said = "and a item:cappuccino with the same milk as the item:latte".split()
    model = [AddLine(item="cappuccino"), AddLine(item="latte")]  # the model ordered the latte named too
    assert same_milk_said(model, said, CART, MENU) == [AddLine(item="cappuccino", milk="oat milk")]


def test_other_turns_are_the_models():
    said = "and a item:chai_latte with the same milk".split()
    milked = [AddLine(item="chai latte", milk="almond milk")]
    assert same_milk_said(milked, said, CART, MENU) == milked
    assert same_milk_said([AddLine(item="chai latte")], "and a item:chai_latte".split(), CART, MENU) == [
        AddLine(item="chai latte")]
    food = [AddLine(item="butter croissant")]  # no milk it can take
    assert same_milk_said(food, "and a item:butter_croissant with the same milk".split(), CART, MENU) == food


def test_the_shipped_engine_makes_the_chai_with_soy(engine):
    cart, _ = converse(engine, "one matcha latte with soy", "and a chai latte with the same milk")
    assert [(line.item, line.milk) for line in cart.lines] == [("matcha latte", "soy milk"),
                                                              ("chai latte", "soy milk")]


def test_with_the_same_gives_the_added_line_the_last_lines_add_ons_and_milk():
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1})],
                next_line_id=2)
    said = "and a item:cappuccino with the same".split()
    assert same_extras_said([AddLine(item="cappuccino")], said, cart, MENU) == [
        AddLine(item="cappuccino", milk="oat milk", addons={"vanilla syrup": 1})]
    said = "and a item:cold_brew with the same syrup please".split()  # the syrup only
    assert same_extras_said([AddLine(item="cold brew")], said, cart, MENU) == [
        AddLine(item="cold brew", addons={"vanilla syrup": 1})]
    for said in ("and a item:mocha with the same milk", "a item:mocha with the same size",
                 "the same for my friend"):
        assert same_extras_said([AddLine(item="mocha")], said.split(), cart, MENU) == [AddLine(item="mocha")]
    own = [AddLine(item="mocha", addons={"caramel syrup": 1})]
    assert same_extras_said(own, "a item:mocha with the same".split(), cart, MENU) == own


def test_the_shipped_engine_gives_the_mocha_the_hazelnut(engine):
    cart, _ = converse(engine, "a latte with hazelnut", "and a mocha with the same")
    assert [(line.item, dict(line.addons)) for line in cart.lines] == [
        ("latte", {"hazelnut syrup": 1}), ("mocha", {"hazelnut syrup": 1})]


def test_the_same_size_is_the_size_of_the_last_line_sized():
    sized = Cart(lines=[Line(id=1, item="mocha", size="small"), Line(id=2, item="latte", size="large")],
                 next_line_id=3)
    said = "a item:latte the same size".split()
    assert same_size_said([AddLine(item="latte")], said, sized, MENU) == [AddLine(item="latte", size="large")]
    said = "a item:cappuccino , same size as the item:mocha please".split()
    model = [AddLine(item="cappuccino"), AddLine(item="mocha")]
    assert same_size_said(model, said, sized, MENU) == [AddLine(item="cappuccino", size="small")]
    assert same_size_said([AddLine(item="latte", size="medium")], said, sized, MENU) == [
        AddLine(item="latte", size="medium")]  # a size of its own


def test_the_shipped_engine_makes_the_latte_the_mochas_size(engine):
    cart, replies = converse(engine, "a small mocha", "a latte the same size")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "small"), ("latte", "small")]
    assert replies[1] == "Added a small latte ($4.25). Anything else?"
