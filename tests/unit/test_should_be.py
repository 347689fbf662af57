""""The latte should be a mocha": the line said made the other item (`ordering.should_be`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.should_be import should_be
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", size="large"), Line(id=2, item="apple bran muffin")],
            next_line_id=3)


@pytest.mark.parametrize("text, words", [
    ("the latte should be a mocha", "the item:latte should be a item:mocha"),
    ("my latte was supposed to be an iced mocha", "my item:latte was supposed to be an temp:iced item:mocha"),
])
def test_the_line_said_is_the_item_it_should_be(text, words):
    got = should_be([ChangeLine(ref=1, notes="a little milk")], text, words.split(), CART, MENU)
    assert got[0] == RemoveLine(ref=1) and got[1].item == "mocha"
    assert should_be([AddLine(item="mocha")], text, words.split(), CART, MENU)[0] == RemoveLine(ref=1)


def test_it_should_be_is_the_last_line_where_it_is_of_the_kind():
    latte = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    words = "it should be a item:cappuccino".split()
    assert should_be([], "it should be a cappuccino", words, latte, MENU) == [
        RemoveLine(ref=1), AddLine(item="cappuccino")]
    assert should_be([], "it should be a cappuccino", words, CART, MENU) == []  # a muffin last: which?


def test_other_turns_are_the_models():
    said = "the item:latte should be size:small".split()  # no item: a change, the model's
    assert should_be([ChangeLine(ref=1, size="small")], "the latte should be small", said, CART, MENU) == [
        ChangeLine(ref=1, size="small")]
    said = "the item:latte should be a item:mocha and a item:cappuccino".split()
    model = [AddLine(item="mocha"), AddLine(item="cappuccino")]
    assert should_be(model, "the latte should be a mocha and a cappuccino", said, CART, MENU) == model


def test_the_shipped_engine_makes_the_large_oat_latte_a_mocha(engine):
    cart, replies = converse(engine, "a large oat latte and a muffin", "the latte was supposed to be a mocha")
    assert [(line.item, line.size, line.milk) for line in cart.lines] == [
        ("mocha", "large", "oat milk"), ("apple bran muffin", None, None)]
