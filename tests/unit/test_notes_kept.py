"""`notes_kept`: a second request on a line with a note keeps the first on the ticket."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.notes_kept import notes_kept
from tests.unit.shipped import converse

CREAM = Cart(lines=[Line(id=1, item="americano", notes="a little bit of cream")], next_line_id=2)


def test_a_note_about_something_else_goes_after_the_first():
    got = notes_kept([ChangeLine(ref=1, notes="in a bigger cup")], "put it in a bigger cup", CREAM)
    assert got == [ChangeLine(ref=1, notes="a little bit of cream, in a bigger cup")]


def test_a_note_on_the_same_thing_or_said_instead_replaces_it():
    foam = Cart(lines=[Line(id=1, item="latte", notes="less foam")], next_line_id=2)
    more = [ChangeLine(ref=1, notes="lots of foam")]
    assert notes_kept(more, "no actually lots of foam", foam) == more
    mug = [ChangeLine(ref=1, notes="in a mug")]
    assert notes_kept(mug, "in a mug instead", CREAM) == mug
    again = [ChangeLine(ref=1, notes="a little bit of cream, no lid")]  # says the old note already
    assert notes_kept(again, "and no lid", CREAM) == again
    plain = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    assert notes_kept(mug, "in a mug", plain) == mug


def test_a_request_turned_down_for_just_another_replaces_it():
    sweet = Cart(lines=[Line(id=1, item="cold brew", notes="with sweet cream")], next_line_id=2)
    splash = [ChangeLine(ref=1, milk="half and half", notes="a splash of half and half")]
    assert notes_kept(splash, "no actually just a splash of half and half", sweet) == splash
    assert notes_kept(splash, "no, just a splash of half and half", sweet) == splash
    cup = [ChangeLine(ref=1, notes="in a bigger cup")]
    assert notes_kept(cup, "just put it in a bigger cup", CREAM) == [
        ChangeLine(ref=1, notes="a little bit of cream, in a bigger cup")]


def test_the_shipped_engine_notes_the_splash_in_place_of_the_sweet_cream(engine):
    cart, _ = converse(engine, "a cold brew with sweet cream",
                       "no actually just a splash of half and half")
    assert [(line.milk, line.notes) for line in cart.lines] == [
        ("half and half", "a splash of half and half")]
