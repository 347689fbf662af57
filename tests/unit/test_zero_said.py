""""Two lattes and a mocha", then "actually zero lattes": the lattes come off (`ordering.zero_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.zero_said import zero_said
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha"),
                   Line(id=3, item="latte", temp="iced")], next_line_id=4)


def test_the_lines_of_an_item_counted_zero_come_off():
    for said in ("actually zero item:latte", "make it zero temp:iced item:latte"):
        assert zero_said([], said.split(), CART) == [RemoveLine(ref=1), RemoveLine(ref=3)], said
    noted = [ChangeLine(ref=2, notes="zero")]
    assert zero_said(noted, "zero item:mocha".split(), CART) == [RemoveLine(ref=2)]


def test_other_turns_are_the_models():
    for said in ("zero addon:sugar please", "zero item:cappuccino", "a item:latte"):
        assert zero_said([], said.split(), CART) == [], said
    added = [AddLine(item="latte")]
    assert zero_said(added, "zero item:mocha and a item:latte".split(), CART) == added


def test_the_shipped_engine_takes_the_lattes_off(engine):
    cart, _ = converse(engine, "two lattes and a mocha", "actually zero lattes")
    assert [(line.item, line.qty) for line in cart.lines] == [("mocha", 1)]
