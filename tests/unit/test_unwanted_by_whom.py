""""Tom doesn't want his anymore": the lines for Tom come off (`ordering.unwanted_by_whom`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, Finish, RemoveLine
from ordering.unwanted_by_whom import unwanted_by_whom
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte", who="jen"), Line(id=2, item="mocha", who="tom"),
                   Line(id=3, item="blueberry muffin", who="tom"), Line(id=4, item="tea", who="my wife")],
            next_line_id=5)


def test_the_persons_lines_come_off():
    for said, model in (("tom doesn't want his anymore", [ChangeLine(ref=2, notes="weak")]),
                        ("oh tom doesn't need anything after all", [Finish()]),
                        ("tom does not want his", []),
                        ("actually tom doesn't want anything", [ChangeLine(ref=2, notes="weak")])):
        assert unwanted_by_whom(model, said.split(), CART) == [RemoveLine(ref=2), RemoveLine(ref=3)], said
    assert unwanted_by_whom([], "my wife doesn't want hers".split(), CART) == [RemoveLine(ref=4)]


def test_other_turns_are_the_models():
    model = [ChangeLine(ref=2, drop=["whipped cream"])]
    assert unwanted_by_whom(model, "tom doesn't want addon:whipped_cream".split(), CART) == model
    for said in ("she doesn't want it", "sam doesn't want his",
                 "tom doesn't want his , he wants a item:latte"):
        assert unwanted_by_whom([], said.split(), CART) == [], said


def test_the_shipped_engine_removes_toms_mocha(engine):
    cart, replies = converse(engine, "a latte for Jen and a mocha for Tom", "Tom doesn't want his anymore")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "jen")]
    assert replies[-1] == "Removed Tom's mocha. Anything else?"


def test_the_shipped_engine_removes_lees_chai_said_after_actually(engine):
    cart, replies = converse(engine, "a latte for sam, a mocha for me, and a chai for lee",
                             "actually lee doesn't want anything")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", "sam"), ("mocha", "me")]
    assert replies[-1] == "Removed Lee's chai latte. Anything else?"

