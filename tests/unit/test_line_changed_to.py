"""A line changed to a drink or food said in full, and a line number the order lacks
(`ordering.line_changed_to`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.line_changed_to import line_changed_to, line_number_lacking
from ordering.menu import load_menu
from ordering.replies import NO_LINE, NO_SUCH_LINE
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", milk="soy milk"), Line(id=2, item="mocha")], next_line_id=3)


def test_a_line_removed_for_the_item_said_becomes_it():
    said = "change line n1 to a size:large milk:oat_milk item:latte".split()
    assert line_changed_to([RemoveLine(ref=1)], said, CART, MENU) == [
        ChangeLine(ref=1, size="large", milk="oat milk")]
    said = "change line n1 to a size:small item:mocha please".split()
    assert line_changed_to([RemoveLine(ref=1)], said, CART, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="small", milk="soy milk")]  # the milk kept
    said = "make it a temp:iced item:latte".split()
    assert line_changed_to([RemoveLine(ref=2)], said, CART, MENU) == [
        RemoveLine(ref=2), AddLine(item="latte", temp="iced")]


@pytest.mark.parametrize("said, model", [
    ("change line n1 to a item:mocha", [RemoveLine(ref=1), AddLine(item="mocha")]),  # the model's swap
    ("change line n2 to a item:flat_white", [RemoveLine(ref=1)]),  # another line removed
    ("remove the item:latte", [RemoveLine(ref=1)]),
    ("change line n1 to a item:latte and a item:mocha", [RemoveLine(ref=1)]),
    ("change line n1 to a item:latte for my son", [RemoveLine(ref=1)]),
])
def test_other_turns_are_the_models(said, model):
    assert line_changed_to(model, said.split(), CART, MENU) == model


def test_a_line_number_the_order_lacks_changes_nothing():
    assert line_number_lacking([RemoveLine(ref=2)], "remove line 5", CART) == [AskMenu(about=[NO_LINE])]
    assert line_number_lacking([RemoveLine(ref=2)], "remove line 2", CART) == [RemoveLine(ref=2)]
    added = [AddLine(item="latte")]
    assert line_number_lacking(added, "a latte for line 3", CART) == added  # nothing of a line touched


def test_the_shipped_engine(engine):
    turns = ("a latte, a mocha and a muffin", "change line 1 to a large oat milk latte")
    cart, replies = converse(engine, *turns)
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"},
                                   {"item": "mocha", "qty": 1}, {"item": "apple bran muffin", "qty": 1}])
    cart, replies = converse(engine, *turns, "remove line 5")
    assert replies[-1] == NO_SUCH_LINE and len(cart.lines) == 3
