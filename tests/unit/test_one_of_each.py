""""Two lattes and two mochas", then "remove one of each": one of each left (`ordering.one_of_each`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.one_of_each import one_of_each_removed
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)


def test_one_of_each_taken_away_or_added_changes_every_line_by_one():
    assert one_of_each_removed([RemoveLine(ref=1)], "remove n1 of each".split(), CART) == [
        ChangeLine(ref=1, qty=1), RemoveLine(ref=2)]
    assert one_of_each_removed([ChangeLine(ref=1, qty=1)], "add n1 of each".split(), CART) == [
        ChangeLine(ref=1, qty=3), ChangeLine(ref=2, qty=2)]
    assert one_of_each_removed([], "n1 more of each please".split(), CART) == [
        ChangeLine(ref=1, qty=3), ChangeLine(ref=2, qty=2)]


def test_other_turns_are_the_models():
    removed = [RemoveLine(ref=1)]
    assert one_of_each_removed(removed, "remove the item:latte".split(), CART) == removed
    added = [AddLine(item="latte")]
    assert one_of_each_removed(added, "n1 of each item:latte".split(), CART) == added


def test_the_shipped_engine_leaves_one_of_each(engine):
    cart, _ = converse(engine, "two lattes and two mochas", "remove one of each")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("mocha", 1)]
