"""'Make the second item two': the line named by its place takes the count (`ordering.ordinal_counted`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.ordinal_counted import ordinal_counted
from tests.unit.shipped import converse, lines

CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="americano")], next_line_id=3)


def test_a_line_named_by_its_place_takes_the_count():
    said = "morning make the second item n2 . when you get a chance".split()
    assert ordinal_counted([], said, CART) == [ChangeLine(ref=2, qty=2)]
    said = "hey there , make the first item right n2 , when you get a chance".split()
    assert ordinal_counted([ChangeLine(ref=2, notes="weak")], said, CART) == [
        ChangeLine(ref=2, notes="weak"), ChangeLine(ref=1, qty=2)]
    said = "make the last n1 n3".split()
    assert ordinal_counted([], said, CART) == [ChangeLine(ref=2, qty=3)]


def test_other_counts_and_places_are_the_models():
    for said in ("make the second item n2 shots", "the second item n2", "make the fifth item n2",
                 "make the second item temp:iced"):
        assert ordinal_counted([], said.split(), CART) == [], said
    add = [AddLine(item="mocha", qty=2)]
    assert ordinal_counted(add, "make the second n1 n2 and a item:mocha".split(), CART) == add


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte and a mocha", "make the first item two please")
    assert lines(cart) == [{"item": "latte", "qty": 2}, {"item": "mocha", "qty": 1}]
    assert replies[-1].startswith("You now have 2 lattes")
