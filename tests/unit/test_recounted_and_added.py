""""Make that two mochas and a latte" of three mochas recounts the mochas and adds a latte
(`ordering.recounted_and_added`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.recounted_and_added import recounted_and_added
from tests.unit.shipped import converse

MOCHAS = Cart(lines=[Line(id=1, item="mocha", qty=3)], next_line_id=2)
MODEL = [ChangeLine(ref=1, qty=2), AddLine(item="latte"), AddLine(item="latte")]


@pytest.mark.parametrize(("said", "expected"), [
    ("make that n2 item:mocha and a item:latte", [ChangeLine(ref=1, qty=2), AddLine(item="latte")]),
    ("actually n2 item:mocha and a item:latte", [ChangeLine(ref=1, qty=2), AddLine(item="latte")]),
    ("actually make it n2 and a item:latte", [ChangeLine(ref=1, qty=2), AddLine(item="latte")]),
    ("no , make it n3 item:mocha and n2 size:large milk:oat_milk item:latte please",
     [AddLine(item="latte", qty=2, size="large", milk="oat milk")]),  # three already: the latte alone
])
def test_the_line_is_recounted_and_the_other_item_added(said, expected):
    assert recounted_and_added(MODEL, said.split(), MOCHAS) == expected


@pytest.mark.parametrize("said", [
    "n2 item:mocha and a item:latte",  # no correction, no recount: an order
    "make that n2 item:mocha and a item:latte with milk:oat_milk",  # more said after the item
    "make that n2 item:mocha and a item:mocha",  # the same item
    "make that n2 item:latte and a item:mocha",  # no latte line
])
def test_other_turns_are_the_models(said):
    assert recounted_and_added(MODEL, said.split(), MOCHAS) == MODEL


def test_a_cart_of_two_lines_and_a_question_are_the_models():
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")], next_line_id=3)
    model = [ChangeLine(ref=1, qty=2), AddLine(item="butter croissant")]
    said = "actually make it n2 item:latte and a item:butter_croissant".split()  # may restate the order
    assert recounted_and_added(model, said, two) == model
    asked = [AskMenu(about=["latte"])]
    assert recounted_and_added(asked, "make that n2 item:mocha and a item:latte".split(), MOCHAS) == asked


def test_the_shipped_engine_recounts_and_adds(engine):
    for said in ("make that two mochas and a latte", "actually two mochas and a latte",
                 "actually make it two and a latte"):
        cart, replies = converse(engine, "three mochas", said)
        assert [(line.item, line.qty) for line in cart.lines] == [("mocha", 2), ("latte", 1)], said
        assert replies[1] == "You now have 2 mochas ($10.50). Added a latte ($4.75). Anything else?"
