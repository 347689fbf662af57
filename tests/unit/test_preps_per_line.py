""""Toast the bagel, warm the croissant": each line its own preparation (`ordering.preps_per_line`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.preps_per_line import preps_per_line
from tests.unit.shipped import MENU, converse

FOOD = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="bagel")], next_line_id=3)


def test_each_line_named_after_its_preparation_gets_it():
    model = [ChangeLine(ref=2, preps=["warmed", "toasted"])]
    said = "prep:toasted the item:bagel , temp:warm the item:butter_croissant".split()
    assert preps_per_line(model, said, FOOD, MENU) == [ChangeLine(ref=2, preps=["toasted"]),
                                                      ChangeLine(ref=1, preps=["warmed"])]
    drink = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel")], next_line_id=3)
    said = "prep:toasted the item:bagel and temp:warm the item:latte".split()  # a drink: its temperature
    assert preps_per_line(model, said, drink, MENU) == [ChangeLine(ref=2, preps=["toasted"]),
                                                       ChangeLine(ref=1, temp="warm")]


def test_one_clause_or_other_changes_are_the_models():
    model = [ChangeLine(ref=2, preps=["toasted"])]
    assert preps_per_line(model, "prep:toasted the item:bagel".split(), FOOD, MENU) == model
    sized = [ChangeLine(ref=2, preps=["toasted"], size="large")]
    said = "prep:toasted the item:bagel , temp:warm the item:butter_croissant".split()
    assert preps_per_line(sized, said, FOOD, MENU) == sized


def test_the_shipped_engine_toasts_the_bagel_and_warms_the_croissant(engine):
    cart, _ = converse(engine, "one croissant, one bagel", "toast the bagel, warm the croissant")
    assert [(line.item, line.preps) for line in cart.lines] == [("butter croissant", ["warmed"]),
                                                                ("bagel", ["toasted"])]
