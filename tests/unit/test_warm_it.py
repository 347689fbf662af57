""""Warm it please" of a croissant and an americano warms the croissant (`ordering.warm_it`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.warm_it import warm_it
from tests.unit.shipped import MENU, converse, lines

CROISSANT_FIRST = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="americano")],
                       next_line_id=3)
WARMED = [ChangeLine(ref=1, preps=["warmed"])]


def test_warm_it_said_of_a_drink_made_warm_warms_the_one_food():
    drink = [ChangeLine(ref=2, temp="warm")]
    said = "ok warm it please"
    assert warm_it(drink, said, said.split(), CROISSANT_FIRST, MENU) == WARMED
    said = "could you heat that for me"
    assert warm_it([ChangeLine(ref=2, temp="hot")], said, said.split(), CROISSANT_FIRST, MENU) == WARMED


def test_the_drinks_temperature_said_or_no_single_food_is_the_models():
    drink = [ChangeLine(ref=2, temp="warm")]
    said = "make it warm"  # the drink's temperature
    assert warm_it(drink, said, said.split(), CROISSANT_FIRST, MENU) == drink
    said = "warm the item:americano"
    assert warm_it(drink, "warm the americano", said.split(), CROISSANT_FIRST, MENU) == drink
    two = Cart(lines=[*CROISSANT_FIRST.lines, Line(id=3, item="blueberry muffin")], next_line_id=4)
    assert warm_it(drink, "warm it", ["warm", "it"], two, MENU) == drink
    warmed = Cart(lines=[Line(id=1, item="butter croissant", preps=["warmed"]), CROISSANT_FIRST.lines[1]],
                  next_line_id=3)
    assert warm_it(drink, "warm it", ["warm", "it"], warmed, MENU) == drink
    added = [AddLine(item="latte", temp="warm")]
    assert warm_it(added, "warm it", ["warm", "it"], CROISSANT_FIRST, MENU) == added


def test_the_shipped_engine_warms_the_croissant_not_the_americano(engine):
    cart, replies = converse(engine, "one chocolate croissant and one drip coffee", "please warm it")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1, "preps": ["warmed"]},
                           {"item": "coffee", "qty": 1}], replies
