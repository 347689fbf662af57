"""`notes_kept`: a second request on a line with a note keeps the first on the ticket."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.notes_kept import notes_kept

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
