""""Cancel the croissant", then "a bagel instead": the other lines stay (`ordering.removed_replaced`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, RemoveLine
from ordering.removed_replaced import removed_replaced
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="cappuccino")], removed=[Line(id=2, item="chocolate croissant")])


def test_instead_after_a_removal_removes_no_other_line():
    model = [AddLine(item="bagel"), RemoveLine(ref=1)]
    assert removed_replaced(model, "add a item:bagel instead".split(), CART) == [AddLine(item="bagel")]


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
