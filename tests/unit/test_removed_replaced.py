""""Cancel the croissant", then "a bagel instead": the other lines stay (`ordering.removed_replaced`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.removed_replaced import removed_kind_named, removed_replaced
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="cappuccino")], removed=[Line(id=2, item="chocolate croissant")])


def test_instead_after_a_removal_removes_no_other_line():
    model = [AddLine(item="bagel"), RemoveLine(ref=1)]
    assert removed_replaced(model, "add a item:bagel instead".split(), CART) == [AddLine(item="bagel")]


def test_replace_it_with_after_a_removal_removes_no_other_line():
    model = [AddLine(item="bagel"), RemoveLine(ref=1)]
    for said in ("replace it with a item:bagel", "swap that for a item:bagel please",
                 "can you switch it for a item:bagel"):
        assert removed_replaced(model, said.split(), CART) == [AddLine(item="bagel")]
    assert removed_replaced(model, "replace the item:cappuccino with a item:bagel".split(), CART) == model


def test_other_turns_are_the_models():
    model = [AddLine(item="bagel"), RemoveLine(ref=1)]
    named = "a item:bagel instead of the item:cappuccino".split()
    assert removed_replaced(model, named, CART) == model  # the line named
    nothing_removed = CART.model_copy(update={"removed": []})
    assert removed_replaced(model, "a item:bagel instead".split(), nothing_removed) == model


def test_the_shipped_engine_keeps_the_cappuccino(engine):
    cart, _ = converse(engine, "a decaf cappuccino and a chocolate croissant", "cancel the croissant",
                       "add a plain bagel instead")
    assert [line.item for line in cart.lines] == ["cappuccino", "bagel"]


def test_a_kind_of_the_line_just_removed_is_that_item():
    menu = load_menu()
    croissant = Line(id=2, item="butter croissant")
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=3, removed=[croissant])
    said = "and add a addon:chocolate_sauce n1 instead".split()
    sauce = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1})]  # the model's: on the latte
    assert removed_kind_named(sauce, said, cart, menu) == [AddLine(item="chocolate croissant")]
    said = "and add a butter n1 instead".split()  # the one removed: the model's
    assert removed_kind_named(sauce, said, cart, menu) == sauce
    kept = cart.model_copy(update={"removed": []})  # nothing removed last: the model's
    said = "and add a addon:chocolate_sauce n1 instead".split()
    assert removed_kind_named(sauce, said, kept, menu) == sauce


def test_the_shipped_engine_adds_the_chocolate_croissant(engine):
    cart, _ = converse(engine, "a latte and a croissant", "take off the croissant",
                       "and add a chocolate one instead")
    assert [(line.item, line.addons) for line in cart.lines] == [("latte", {}), ("chocolate croissant", {})]


def test_the_shipped_engine_keeps_the_chai_when_the_muffin_removed_is_replaced(engine):
    cart, _ = converse(engine, "a chai latte and a lemon poppyseed muffin", "cancel the muffin",
                       "replace it with a chocolate croissant")
    assert [line.item for line in cart.lines] == ["chai latte", "chocolate croissant"]
