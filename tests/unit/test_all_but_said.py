""""All of them with oat except one with almond": the change made of all but the units or lines said apart
(`ordering.all_but_said`)."""

from __future__ import annotations

import pytest

from ordering.all_but_said import all_but_said
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
THREE = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
LINES = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="cappuccino")],
             next_line_id=4)


@pytest.mark.parametrize("words, edits, want", [
    ("all of them with milk:oat_milk except n1 with milk:almond_milk",
     [ChangeLine(ref=1, milk="almond milk")],
     [ChangeLine(ref=1, qty=2, milk="oat milk"), AddLine(item="latte", milk="almond milk")]),
    ("make them all size:large except n1", [ChangeLine(ref=1, size="large")],
     [ChangeLine(ref=1, qty=2, size="large"), AddLine(item="latte")]),
    ("all size:large and temp:iced except n1 temp:hot", [ChangeLine(ref=1, temp="hot")],
     [ChangeLine(ref=1, qty=2, size="large", temp="iced"), AddLine(item="latte", size="large", temp="hot")]),
    ("both temp:iced but n1 caffeine:decaf", [ChangeLine(ref=1, temp="iced", caffeine="decaf")],
     [ChangeLine(ref=1, qty=2, temp="iced"), AddLine(item="latte", temp="iced", caffeine="decaf")]),
])
def test_the_units_said_apart_become_a_line_of_their_own(words, edits, want):
    assert all_but_said(edits, words.split(), THREE, MENU) == want


def test_an_order_of_all_but_some():
    words = "n3 item:latte , all with milk:oat_milk except n1 with milk:soy_milk".split()
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk"),
             AddLine(item="latte")]
    assert all_but_said(model, words, Cart(), MENU) == [AddLine(item="latte", qty=2, milk="oat milk"),
                                                       AddLine(item="latte", milk="soy milk")]
    words = "n3 item:americano all black but n1 prep:with_room".split()
    model = [AddLine(item="americano", preps=["with room"])] * 3
    assert all_but_said(model, words, Cart(), MENU) == [AddLine(item="americano", qty=2),
                                                       AddLine(item="americano", preps=["with room"])]


def test_all_lines_but_the_one_named():
    words = "all milk:oat_milk except the item:mocha".split()
    model = [ChangeLine(ref=r, milk="oat milk") for r in (2, 3, 1)]
    assert all_but_said(model, words, LINES, MENU) == [ChangeLine(ref=1, milk="oat milk"),
                                                       ChangeLine(ref=3, milk="oat milk")]


def test_all_lines_but_the_one_named_with_the_values_said_after_it():
    model = [ChangeLine(ref=2, size="large"), ChangeLine(ref=3, size="large")]
    want = [ChangeLine(ref=1, size="large"), ChangeLine(ref=3, size="large")]
    for said in ("everything except the item:mocha should be size:large",
                 "everything but the item:mocha size:large",
                 "make all of them size:large but not the item:mocha"):
        assert all_but_said(model, said.split(), LINES, MENU) == want, said
    noted = [ChangeLine(ref=2, notes="weak")]
    said = "everything except the item:mocha is for my friend".split()  # no values: the model's
    assert all_but_said(noted, said, LINES, MENU) == noted


def test_the_shipped_engine_leaves_the_mocha_out(engine):
    cart, _ = converse(engine, "a latte, a mocha, and a cappuccino",
                       "everything except the mocha should be large")
    assert [line.size for line in cart.lines] == ["large", None, "large"]


@pytest.mark.parametrize("words, edits, cart", [
    ("a item:latte but make it temp:iced", [AddLine(item="latte", temp="iced")], Cart()),
    ("make them both milk:oat_milk but no wait , milk:soy_milk", [ChangeLine(ref=1, milk="soy milk")], THREE),
    ("all good but n1 more thing , add a item:blueberry_muffin", [AddLine(item="blueberry muffin")], THREE),
    ("all milk:oat_milk except the item:bagel", [ChangeLine(ref=1, milk="oat milk")], LINES),  # no bagel
    ("all of them caffeine:decaf except n3", [ChangeLine(ref=1, caffeine="decaf")], THREE),  # no line of four
    ("all milk:oat_milk except n1 except n1 milk:soy_milk", [ChangeLine(ref=1, milk="soy milk")], THREE),
])
def test_other_turns_are_the_models(words, edits, cart):
    assert all_but_said(edits, words.split(), cart, MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "three lattes", "all of them with oat except one with almond")
    assert lines(cart) == [{"item": "latte", "qty": 1, "milk": "almond milk"},
                           {"item": "latte", "qty": 2, "milk": "oat milk"}]
    cart, _ = converse(engine, "four cappuccinos", "make them all large except one")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1},
                           {"item": "cappuccino", "qty": 3, "size": "large"}]
    cart, _ = converse(engine, "a latte, a mocha and a cappuccino", "all oat except the mocha")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "milk": "oat milk"},
                           {"item": "latte", "qty": 1, "milk": "oat milk"}, {"item": "mocha", "qty": 1}]
