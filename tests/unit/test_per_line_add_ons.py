"""Add-ons paired with the lines they go on (`per_line.add_ons_per_line`), and units of a counted kind
named with "a" (`per_line.units_named_by_kind`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.per_line import add_ons_per_line, units_named_by_kind

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="earl grey tea")],
            next_line_id=4)


def test_each_add_on_goes_on_the_line_said_after_it():
    said = "add addon:vanilla_syrup to the item:latte and addon:caramel_syrup to the item:mocha".split()
    model = [ChangeLine(ref=2, add_addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert add_ons_per_line(model, said, CART) == [ChangeLine(ref=1, add_addons={"vanilla syrup": 1}),
                                                   ChangeLine(ref=2, add_addons={"caramel syrup": 1})]


def test_one_line_or_an_order_is_the_models():
    one = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert add_ons_per_line(one, "add addon:vanilla_syrup to the item:latte".split(), CART) == one
    add = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    said = "a item:latte with addon:vanilla_syrup and addon:honey in the item:earl_grey_tea".split()
    assert add_ons_per_line(add, said, CART) == add
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    model = [ChangeLine(ref=2, add_addons={"vanilla syrup": 1, "caramel syrup": 1})]
    said = "addon:vanilla_syrup in the item:latte and addon:caramel_syrup in the item:latte".split()
    assert add_ons_per_line(model, said, two) == model  # which latte?


def test_units_named_with_a():
    said = "n2 item:apple_bran_muffin , a blueberry and a lemon".split()
    got = units_named_by_kind([AddLine(item="apple bran muffin", qty=2)], said, MENU)
    assert got == [AddLine(item="blueberry muffin"), AddLine(item="lemon poppyseed muffin")]


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte, a mocha and an earl grey",
                       "add vanilla to the latte and caramel to the mocha")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}, {"caramel syrup": 1}, {}]
    cart, _ = converse(engine, "two muffins, a blueberry and a lemon")
    assert sorted(line.item for line in cart.lines) == ["blueberry muffin", "lemon poppyseed muffin"]


def test_a_line_named_by_its_kind_takes_its_own_values():
    from ordering.per_line import values_per_line

    said = "make the tea a size:large and the item:mocha size:small".split()
    got = values_per_line([ChangeLine(ref=2, size="small")], said, CART, MENU)
    assert got == [ChangeLine(ref=3, size="large"), ChangeLine(ref=2, size="small")]
