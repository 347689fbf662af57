""""Swap the tea for an english breakfast" takes the tea off, not the croissant
(`ordering.swapped_as_named`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, RemoveLine
from ordering.swapped_as_named import swapped_as_named
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="peppermint rose tea"), Line(id=2, item="chocolate croissant")],
            next_line_id=3)
ADD = AddLine(item="english breakfast tea")


def test_the_line_swapped_is_the_one_named_by_its_kind_or_item():
    said = "swap the tea for an item:english_breakfast_tea".split()
    assert swapped_as_named([ADD, RemoveLine(ref=2)], said, CART) == [ADD, RemoveLine(ref=1)]
    said = "replace my item:chocolate_croissant with an item:english_breakfast_tea".split()
    assert swapped_as_named([ADD, RemoveLine(ref=1)], said, CART) == [ADD, RemoveLine(ref=2)]


def test_other_turns_are_the_models():
    said = "swap the tea for an item:english_breakfast_tea".split()
    right = [ADD, RemoveLine(ref=1)]
    assert swapped_as_named(right, said, CART) == right
    two = Cart(lines=[Line(id=1, item="peppermint rose tea"), Line(id=2, item="oolong tea")], next_line_id=3)
    assert swapped_as_named([ADD, RemoveLine(ref=2)], said, two) == [ADD, RemoveLine(ref=2)]  # which tea?
    said = "swap the drink for an item:english_breakfast_tea".split()
    assert swapped_as_named([ADD, RemoveLine(ref=2)], said, CART) == [ADD, RemoveLine(ref=2)]


def test_the_shipped_engine_swaps_the_tea(engine):
    cart, _ = converse(engine, "a peppermint tea and a chocolate croissant",
                       "swap the tea for an english breakfast")
    assert sorted(line.item for line in cart.lines) == ["chocolate croissant", "english breakfast tea"]
