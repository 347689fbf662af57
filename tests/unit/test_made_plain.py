""""Make it plain" of a line with add-ons takes the add-ons off (`ordering.made_plain`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.made_plain import made_plain
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1}),
                   Line(id=2, item="bagel", addons={"cream cheese": 1}, preps=["toasted"])], next_line_id=3)


@pytest.mark.parametrize("edits", [[], [ChangeLine(ref=2, notes="weak")],
                                   [ChangeLine(ref=2, unset=["temp"])]])
@pytest.mark.parametrize("text", ["make it plain", "just plain please", "sorry, I'd like it plain"])
def test_plain_takes_the_add_ons_off_the_latest_line(edits, text):
    assert made_plain(edits, text, text.split(), CART) == [ChangeLine(ref=2, drop=["cream cheese"])]


def test_the_line_named_is_made_plain():
    words = ["make", "the", "item:latte", "plain"]
    assert made_plain([], "make the latte plain", words, CART) == [ChangeLine(ref=1, drop=["vanilla syrup"])]


@pytest.mark.parametrize(("edits", "text"), [
    ([ChangeLine(ref=1, size="large")], "make it plain and large"),  # the model changes something
    ([], "plain is fine"),  # more than "plain" said
    ([AddLine(item="bagel")], "and a plain bagel"),  # an order
    ([ChangeLine(ref=1, unset=["milk"])], "make it plain"),  # the model unsets the latte's oat milk
    ([], "make it plain with butter"),
])
def test_other_turns_are_the_models(edits, text):
    assert made_plain(edits, text, text.split(), CART) == edits


def test_a_line_without_add_ons_is_left():
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    words = "make it a plain item:apple_bran_muffin".split()
    assert made_plain([], "make it a plain muffin", words, muffin) == []


def test_the_shipped_engine_takes_the_cream_cheese_off(engine):
    cart, replies = converse(engine, "an everything bagel with cream cheese", "sorry, make the bagel plain")
    assert [(line.item, line.addons) for line in cart.lines] == [("bagel", {})]
    assert "without cream cheese" in replies[1]
