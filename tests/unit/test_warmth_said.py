""""Make it hotter" / "not so hot please": a drink made extra hot or warm (`ordering.warmth_said`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.warmth_said import warmth_said
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant")], next_line_id=3)


@pytest.mark.parametrize("text, words, edits, want", [
    ("make it hotter", "make it hotter", [ChangeLine(ref=2, notes="weak")],
     [ChangeLine(ref=1, temp="extra hot")]),  # "it" of the croissant ordered last: the latte
    ("can you heat the latte up a bit more?", "can you heat the item:latte up a bit more", [],
     [ChangeLine(ref=1, temp="extra hot")]),
    ("not so hot please", "not so temp:hot please", [ChangeLine(ref=1)], [ChangeLine(ref=1, temp="warm")]),
    ("it's too hot, can you make it cooler", "it's too temp:hot can you make it cooler",
     [ChangeLine(ref=1, temp="hot")], [ChangeLine(ref=1, temp="warm")]),
    ("a little warmer and large", "a little warmer and size:large", [ChangeLine(ref=1, size="large")],
     [ChangeLine(ref=1, size="large", temp="extra hot")]),
])
def test_the_drink_is_made_extra_hot_or_warm(text, words, edits, want):
    assert warmth_said(edits, text, words.split(), CART, MENU) == want


@pytest.mark.parametrize("text, words, edits", [
    ("can you warm it up", "can you warm it up", [ChangeLine(ref=2, preps=["warmed"])]),  # the croissant
    ("warm the croissant up", "warm the item:butter_croissant up", [ChangeLine(ref=2, preps=["warmed"])]),
    ("make it extra hot", "make it temp:extra_hot", [ChangeLine(ref=1, temp="extra hot")]),
    ("is it hot?", "is it temp:hot", [ChangeLine(ref=1, temp="hot")]),
    ("a hotter one please and a mocha", "a hotter n1 please and a item:mocha", [AddLine(item="mocha")]),
    ("remove the latte, it's too hot", "remove the item:latte it's too temp:hot", [RemoveLine(ref=1)]),
    ("hotter or cooler", "hotter or cooler", []),
    ("heat up the croissant and make the latte a large",  # the croissant warmed: no hotter latte
     "heat up the item:butter_croissant and make the item:latte a size:large",
     [ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=1, size="large")]),
])
def test_other_turns_are_the_models(text, words, edits):
    assert warmth_said(edits, text, words.split(), CART, MENU) == edits


def test_an_iced_drink_asked_hotter_is_hot_and_a_cold_only_drink_is_refused_by_the_menu():
    iced = Cart(lines=[Line(id=1, item="latte", temp="iced")], next_line_id=2)
    hotter = ["make", "it", "hotter"]
    assert warmth_said([], "make it hotter", hotter, iced, MENU) == [ChangeLine(ref=1, temp="hot")]
    assert warmth_said([], "not so hot", "not so temp:hot".split(), iced, MENU) == []
    cold = Cart(lines=[Line(id=1, item="cold brew")], next_line_id=2)
    assert warmth_said([], "warmer", ["warmer"], cold, MENU) == [ChangeLine(ref=1, temp="extra hot")]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte and a butter croissant", "can you make it hotter")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1},
                           {"item": "latte", "qty": 1, "temp": "extra hot"}]
    assert replies[1] == "Changed the latte to extra hot. Anything else?"
    cart, replies = converse(engine, "a flat white", "not so hot please")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "temp": "warm"}]
    cart, replies = converse(engine, "a cold brew", "make it warmer")
    assert lines(cart) == [{"item": "cold brew", "qty": 1}]
    assert replies[1] == "Extra hot isn't available for the cold brew — iced?"


def test_the_shipped_engine_warms_the_croissant_and_not_the_latte(engine):
    cart, _ = converse(engine, "a vanilla latte and a plain croissant",
                       "heat up the croissant and make the latte a large")
    assert [(line.item, line.size, line.temp, line.preps) for line in cart.lines] == [
        ("latte", "large", None, []), ("butter croissant", None, None, ["warmed"])]
