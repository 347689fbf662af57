""""Swap the mocha for a hot chocolate", then "and the chai for a matcha": the chai swapped too
(`ordering.swap_continued`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.swap_continued import swap_continued
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chai latte", milk="oat milk")], next_line_id=3)


def test_the_line_named_is_swapped_for_the_item_after_for():
    said = "and the item:chai_latte for a item:matcha_latte".split()
    assert swap_continued([ChangeLine(ref=2, notes="weak")], said, CART, MENU) == [
        RemoveLine(ref=2), AddLine(item="matcha latte", milk="oat milk")]
    said = "the item:chai_latte for a size:large item:matcha_latte please".split()
    assert swap_continued([ChangeLine(ref=2, size="large")], said, CART, MENU) == [
        RemoveLine(ref=2), AddLine(item="matcha latte", size="large", milk="oat milk")]


def test_a_person_or_a_line_not_ordered_is_the_models():
    model = [ChangeLine(ref=1, who="my wife")]
    assert swap_continued(model, "the item:latte for my wife".split(), CART, MENU) == model
    said = "and the item:mocha for a item:hot_chocolate".split()  # no mocha ordered
    assert swap_continued([], said, CART, MENU) == []
    said = "and the item:chai_latte for a item:matcha_latte".split()
    assert swap_continued([AddLine(item="matcha latte")], said, CART, MENU) == [AddLine(item="matcha latte")]


def test_the_shipped_engine_swaps_the_chai_for_a_matcha(engine):
    cart, replies = converse(engine, "a latte, a mocha and a chai", "swap the mocha for a hot chocolate",
                             "and the chai for a matcha")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1}, {"item": "latte", "qty": 1},
                           {"item": "matcha latte", "qty": 1}]
    assert replies[2] == "Changed the chai latte to a matcha latte ($5.25). Anything else?"
