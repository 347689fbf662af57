""""A cold brew with a splash of milk", then "remove the splash of milk": the milk lived only in the note,
and the note goes (`notes_taken_back.notes_taken_back`); a value the line has keeps its note unless the
turn says none of it is wanted."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.menu import load_menu
from ordering.notes_taken_back import notes_taken_back
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_value_only_the_note_holds_takes_the_note_part_off():
    cart = Cart(lines=[Line(id=1, item="cold brew", notes="a splash of milk, light ice")], next_line_id=2)
    got = notes_taken_back([ChangeLine(ref=1, unset=["milk"])], "take out the splash of milk", cart, MENU)
    assert got == [ChangeLine(ref=1, notes="light ice", unset=["milk"])]
    cart = Cart(lines=[Line(id=1, item="latte", notes="vanilla on the side")], next_line_id=2)
    said = "take the vanilla off it"
    got = notes_taken_back([ChangeLine(ref=1, drop=["vanilla syrup"])], said, cart, MENU)
    assert got == [ChangeLine(ref=1, drop=["vanilla syrup"], unset=["notes"])]


def test_a_value_the_line_has_keeps_its_note_unless_none_is_wanted():
    cart = Cart(lines=[Line(id=1, item="latte", milk="oat milk", notes="a splash of oat milk")],
                next_line_id=2)
    kept = [ChangeLine(ref=1, unset=["milk"])]
    assert notes_taken_back(kept, "remove the oat milk", cart, MENU) == kept


def test_the_shipped_engine_takes_the_splash_of_milk_off(engine):
    cart, replies = converse(engine, "a large cold brew with a splash of milk", "remove the splash of milk")
    assert lines(cart) == [{"item": "cold brew", "qty": 1, "size": "large"}]
    assert replies[1] == 'Changed the cold brew: note "a splash of milk" taken off. Anything else?'
