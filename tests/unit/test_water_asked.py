""""Add some hot water" of an americano is a note on it, not a thing we lack (`ordering.water_asked`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.water_asked import water_asked
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="americano"), Line(id=2, item="butter croissant")], next_line_id=3)


@pytest.mark.parametrize("text, edits, want", [
    ("add some hot water", [], [ChangeLine(ref=1, notes="some hot water")]),  # the cart's last drink
    ("with extra hot water on the side", [ChangeLine(ref=1, temp="extra hot")],
     [ChangeLine(ref=1, notes="with extra hot water on the side")]),  # "hot" said of the water only
    ("with more hot water", [ChangeLine(ref=1, unset=["temp"])],
     [ChangeLine(ref=1, notes="with more hot water")]),
    ("a hot tea with a little more water", [AddLine(item="earl grey tea", temp="hot")],
     [AddLine(item="earl grey tea", temp="hot", notes="with a little more water")]),  # "hot" said of the tea
    ("a chai tea latte with soy milk and no water", [AddLine(item="chai latte", milk="soy milk")],
     [AddLine(item="chai latte", milk="soy milk", notes="no water")]),
    ("with an extra splash of hot water and some room", [ChangeLine(ref=1, preps=["with room"])],
     [ChangeLine(ref=1, preps=["with room"], notes="extra splash of hot water")]),
])
def test_water_asked_of_a_drink_is_its_note(text, edits, want):
    assert water_asked(edits, text, CART, MENU) == want


@pytest.mark.parametrize("text, edits, cart", [
    ("a glass of water please", [], CART),  # water ordered: the menu refuses it
    ("add some hot water", [], Cart(lines=[Line(id=1, item="bagel")], next_line_id=2)),  # no drink
    ("a latte and a mocha with more water", [AddLine(item="latte"), AddLine(item="mocha")], CART),  # which?
    ("extra water please", [ChangeLine(ref=1, notes="extra water")], CART),  # noted already
])
def test_other_turns_are_left(text, edits, cart):
    assert water_asked(edits, text, cart, MENU) == edits


def test_the_shipped_engine_notes_the_water_and_says_no_lack(engine):
    cart, replies = converse(engine, "an americano", "add some hot water")
    assert lines(cart) == [{"item": "americano", "qty": 1, "notes": "some hot water"}]
    assert replies[1] == 'Changed the americano: note "some hot water". Anything else?'
    cart, _ = converse(engine, "an english breakfast tea", "with extra hot water on the side")
    assert lines(cart) == [
        {"item": "english breakfast tea", "qty": 1, "notes": "with extra hot water on the side"}]
    _, replies = converse(engine, "an americano", "oh and a drop of water")
    assert "we don't have" not in replies[1]
