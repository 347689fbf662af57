""""With a heart in the foam" is a note for the barista, not more foam (`ordering.latte_art`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.latte_art import latte_art
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="flat white"), Line(id=2, item="apple bran muffin")], next_line_id=3)


def test_the_art_is_the_lines_note_and_no_foam():
    model = [ChangeLine(ref=1, add_addons={"foam": 1})]
    assert latte_art(model, "can i get it with a heart in the foam", CART, MENU) == [
        ChangeLine(ref=1, notes="a heart in the foam")]
    more = [AddLine(item="cappuccino", addons={"foam": 2})]  # "extra foam" said too: kept
    assert latte_art(more, "a cappuccino with extra foam and a heart in the foam", CART, MENU) == [
        AddLine(item="cappuccino", addons={"foam": 2}, notes="a heart in the foam")]


def test_latte_art_asked_alone_goes_on_the_last_drink_not_a_new_latte():
    assert latte_art([AddLine(item="latte")], "can you do latte art", CART, MENU) == [
        ChangeLine(ref=1, notes="latte art")]
    assert latte_art([], "a heart please", Cart(), MENU) == []  # no drink to draw on


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "a cappuccino", "can i get it with a heart in the foam")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "notes": "a heart in the foam"}]


def test_a_design_in_the_latte_art_is_no_latte():
    model = [AddLine(item="flat white"), AddLine(item="latte")]
    assert latte_art(model, "a flat white with a heart in the latte art", Cart(), MENU) == [
        AddLine(item="flat white", notes="a heart in the latte art")]


def test_the_shipped_engine_adds_no_latte_for_its_art(engine):
    cart, replies = converse(engine, "a flat white with a heart in the latte art")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "notes": "a heart in the latte art"}]
    assert replies == ['Added a flat white, note: "a heart in the latte art" ($4.50). Anything else?']
