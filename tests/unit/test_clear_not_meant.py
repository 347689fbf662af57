""""Remove the vanilla from my order" takes the vanilla off; it does not clear the order
(`ordering.clear_not_meant`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.clear_not_meant import all_removed, clear_not_meant
from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, Finish, RemoveLine
from ordering.menu import load_menu
from ordering.replies import NOT_ORDERED
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1}),
                   Line(id=2, item="mocha", addons={"vanilla syrup": 1, "whipped cream": 1}),
                   Line(id=3, item="apple bran muffin", preps=["warmed"])], next_line_id=4)


def test_the_thing_named_comes_off_the_lines_that_hold_it():
    said = "remove the addon:vanilla_syrup from my order".split()
    assert clear_not_meant([ClearCart()], said, CART) == [ChangeLine(ref=1, drop=["vanilla syrup"]),
                                                          ChangeLine(ref=2, drop=["vanilla syrup"])]
    said = "remove the milk:oat_milk from my order".split()
    assert clear_not_meant([ClearCart(), RemoveLine(ref=1)], said, CART) == [
        ChangeLine(ref=1, unset=["milk"])]
    said = "take the item:apple_bran_muffin off my order".split()
    assert clear_not_meant([ClearCart()], said, CART) == [RemoveLine(ref=3)]
    said = "remove the addon:caramel_syrup from my order".split()  # none has it: the order is kept
    assert clear_not_meant([ClearCart()], said, CART, MENU) == [
        AskMenu(about=[NOT_ORDERED, "caramel syrup"])]
    chocolate = Cart(lines=[Line(id=1, item="hot chocolate", qty=3)], next_line_id=2)  # one: made without
    said = "remove the addon:whipped_cream from my order".split()
    assert clear_not_meant([ClearCart()], said, chocolate, MENU) == [
        ChangeLine(ref=1, drop=["whipped cream"])]


def test_the_whole_order_cleared_and_orders_after_it_are_the_models():
    for said in ("cancel my order", "remove everything , the item:latte too", "start over please"):
        assert clear_not_meant([ClearCart()], said.split(), CART) == [ClearCart()], said
    ordered = [ClearCart(), AddLine(item="latte")]  # "cancel it all and get me a latte"
    assert clear_not_meant(ordered, "cancel my order and get me a item:latte".split(), CART) == ordered


def test_the_shipped_engine_keeps_the_order(engine):
    cart, replies = converse(engine, "a latte with vanilla", "remove the vanilla from my order")
    assert [(line.item, line.addons) for line in cart.lines] == [("latte", {})]
    assert replies[1] == "Changed the latte: without vanilla syrup. Anything else?"
    cart, _ = converse(engine, "a mocha with whipped cream", "remove the whipped cream from my order")
    assert [(line.item, line.addons) for line in cart.lines] == [("mocha", {})]


def test_everything_removed_clears_the_order():
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="cappuccino")], next_line_id=3)
    assert all_removed([RemoveLine(ref=1)], "get rid of everything".split(), two) == [ClearCart()]
    assert all_removed([RemoveLine(ref=2)], "drop it all".split(), two) == [ClearCart()]
    named = "remove the item:latte , that's all".split()  # a line named: the model's
    assert all_removed([RemoveLine(ref=1)], named, two) == [RemoveLine(ref=1)]
    assert all_removed([Finish()], "that's everything".split(), two) == [Finish()]  # no removing word


def test_the_shipped_engine_gets_rid_of_everything(engine):
    cart, replies = converse(engine, "a latte and a cappuccino", "get rid of everything")
    assert cart.lines == []
    assert replies[-1] == "I've cleared your order."
