"""'Put the vanilla in my latte instead': an add-on moved from one line to another (`ordering.moved`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.moved import add_on_moved, added_to_a_line_named

CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha", addons={"vanilla syrup": 1})],
            next_line_id=3)
PUT_ON_LATTE = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]


def test_the_add_on_said_as_the_customers_own_comes_off_the_line_it_was_on():
    said = "actually put the addon:vanilla_syrup in my item:latte instead".split()
    assert add_on_moved(PUT_ON_LATTE, said, CART) == [
        *PUT_ON_LATTE, ChangeLine(ref=2, drop=["vanilla syrup"])]
    said = "move the addon:vanilla_syrup to the item:latte".split()
    assert add_on_moved(PUT_ON_LATTE, said, CART)[-1] == ChangeLine(ref=2, drop=["vanilla syrup"])


def test_the_extra_shot_said_as_the_customers_own_moves_too():
    shot = Cart(lines=[Line(id=1, item="latte", addons={"espresso shot": 1}), Line(id=2, item="cappuccino")],
                next_line_id=3)
    model = [ChangeLine(ref=2, add_addons={"espresso shot": 1})]
    said = "actually put the added addon:espresso_shot in the item:cappuccino instead".split()
    assert add_on_moved(model, said, shot) == [*model, ChangeLine(ref=1, drop=["espresso shot"])]
    another = "put an added addon:espresso_shot in the item:cappuccino instead".split()  # not the one had
    assert add_on_moved(model, another, shot) == model


def test_the_shipped_engine_moves_the_extra_shot(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "can i get a latte with an extra shot and a cappuccino",
                       "actually put the extra shot in the cappuccino instead")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("latte", {}), ("cappuccino", {"espresso shot": 1})]


def test_an_add_on_added_without_a_move_stays_on_both_lines():
    for said in ("add addon:vanilla_syrup to the item:latte", "put the addon:vanilla_syrup in my item:latte"):
        assert add_on_moved(PUT_ON_LATTE, said.split(), CART) == PUT_ON_LATTE
    # "vanilla instead", not "the vanilla": a new add-on for the latte, the mocha's is not named
    assert add_on_moved(PUT_ON_LATTE, "addon:vanilla_syrup instead".split(), CART) == PUT_ON_LATTE


def test_a_line_replaced_by_a_new_one_of_an_item_named_in_the_cart_is_that_lines_change():
    model = [RemoveLine(ref=2), AddLine(item="latte", addons={"vanilla syrup": 1})]
    said = "add addon:vanilla_syrup to the item:latte instead".split()
    assert added_to_a_line_named(model, said, CART) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1}), ChangeLine(ref=2, drop=["vanilla syrup"])]
    said = "add addon:caramel_syrup to the item:latte".split()
    caramel = [RemoveLine(ref=2), AddLine(item="latte", addons={"caramel syrup": 1})]
    assert added_to_a_line_named(caramel, said, CART) == [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    # "a latte with vanilla instead" names no line: the model's replacement stands
    said = "a item:latte with addon:vanilla_syrup instead".split()
    assert added_to_a_line_named(model, said, CART) == model
