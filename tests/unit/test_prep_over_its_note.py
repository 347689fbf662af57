""""An americano, no room", then "actually leave room": the "no room" note goes
(`ordering.notes_taken_back.prep_over_its_note`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.notes_taken_back import prep_over_its_note
from tests.unit.shipped import MENU, converse, lines

CART = Cart(lines=[Line(id=1, item="americano", notes="no room"),
                   Line(id=2, item="bagel", notes="not toasted, cut in half")], next_line_id=3)


def test_a_preparation_given_takes_the_note_that_said_it_off_the_line():
    assert prep_over_its_note([ChangeLine(ref=1, preps=["with room"])], CART, MENU) == [
        ChangeLine(ref=1, preps=["with room"], unset=["notes"])]
    assert prep_over_its_note([ChangeLine(ref=2, preps=["toasted"])], CART, MENU) == [
        ChangeLine(ref=2, preps=["toasted"], notes="cut in half")]


def test_other_notes_and_other_edits_are_kept():
    warmed = [ChangeLine(ref=2, preps=["warmed"])]
    assert prep_over_its_note(warmed, CART, MENU) == warmed  # "not toasted" says nothing of warming
    noted = [ChangeLine(ref=1, preps=["with room"], notes="a little room")]
    assert prep_over_its_note(noted, CART, MENU) == noted  # the change writes its own note
    added = [AddLine(item="americano", preps=["with room"])]
    assert prep_over_its_note(added, CART, MENU) == added


def test_the_shipped_engine_takes_the_no_room_note_off(engine):
    cart, replies = converse(engine, "i'd like an americano, no room", "actually leave room")
    assert lines(cart) == [{"item": "americano", "qty": 1, "preps": ["with room"]}]
