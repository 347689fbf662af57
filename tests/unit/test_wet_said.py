""""A cappuccino, dry", then "actually wet": not dry, noted "wet" (`ordering.wet_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.menu import load_menu
from ordering.wet_said import wet_said
from tests.unit.shipped import converse, lines

MENU = load_menu()
DRY = Cart(lines=[Line(id=1, item="cappuccino", preps=["dry"]), Line(id=2, item="butter croissant")],
           next_line_id=3)


def test_wet_takes_the_dry_off_and_is_noted():
    for text in ("actually wet", "make it wet please", "wet cappuccino instead"):
        assert wet_said([ChangeLine(ref=2, notes="stirred")], text, DRY, MENU) == [
            ChangeLine(ref=1, drop=["dry"], notes="wet")], text
    plain = Cart(lines=[Line(id=1, item="cappuccino")], next_line_id=2)
    assert wet_said([], "wet", plain, MENU) == [ChangeLine(ref=1, notes="wet")]


def test_other_turns_and_food_are_the_models():
    assert wet_said([], "and some wet wipes please", DRY, MENU) == []
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    assert wet_said([], "wet", croissant, MENU) == []


def test_the_shipped_engine_makes_the_cappuccino_wet(engine):
    cart, replies = converse(engine, "a cappuccino, dry, with cinnamon", "actually wet")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "addons": {"cinnamon": 1}, "notes": "wet"}]
    assert replies[1] == 'Changed the cappuccino: not dry, note "wet". Anything else?'
