""""And if I make it large": the price of the line so made, not the change (`ordering.what_if`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import PRICE, AddLine, AskMenu, ChangeLine
from ordering.what_if import what_if_asked
from tests.unit.shipped import converse, lines

COFFEE = Cart(lines=[Line(id=1, item="coffee", size="small")], next_line_id=2)


def test_the_change_supposed_is_a_price_asked():
    assert what_if_asked([ChangeLine(ref=1, size="large")], "and if i make it large", COFFEE) == [
        AskMenu(about=["coffee", "size:large", PRICE])]
    assert what_if_asked([ChangeLine(ref=1, temp="iced")], "ok what if we get it iced", COFFEE) == [
        AskMenu(about=["coffee", "size:small", "temp:iced", PRICE])]  # its own size kept
    assert what_if_asked([ChangeLine(ref=1, add_addons={"vanilla syrup": 1})], "so if i add vanilla",
                         COFFEE) == [AskMenu(about=["coffee", "size:small", "addon:vanilla syrup", PRICE])]


@pytest.mark.parametrize("text, edits", [
    ("make it large", [ChangeLine(ref=1, size="large")]),  # no "if": made
    ("and if i make it large, add a muffin",
     [ChangeLine(ref=1, size="large"), AddLine(item="blueberry muffin")]),
    ("if i make it a note", [ChangeLine(ref=1, notes="extra hot")]),  # no value of the menu
    ("what if i make it two", [ChangeLine(ref=1, qty=2)]),
])
def test_other_turns_are_the_models(text, edits):
    assert what_if_asked(edits, text, COFFEE) == edits


def test_the_shipped_engine_prices_the_large_and_then_makes_it(engine):
    cart, replies = converse(engine, "a small coffee", "and if i make it large", "ok large then")
    assert replies[1] == "A large coffee is $3.25."
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "large"}]
