""""One of them" of the cart's one line of several units, beside other lines: the values said go to that
line, not to the line the model wrote of (`ordering.one_unit_meant`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.one_unit_meant import one_unit_meant
from tests.unit.shipped import MENU, converse, lines, ordered

BAGEL_AND_LATTES = Cart(lines=[Line(id=1, item="bagel"), Line(id=2, item="latte", qty=2)], next_line_id=3)


def test_the_values_said_go_to_the_one_line_of_several_units():
    got = one_unit_meant([ChangeLine(ref=1, unset=["temp"])], "make one of them iced",
                         ["make", "n1", "of", "them", "temp:iced"], BAGEL_AND_LATTES, MENU)
    assert got == [ChangeLine(ref=2, temp="iced")]
    got = one_unit_meant([ChangeLine(ref=1, qty=1)], "one with vanilla",
                         ["n1", "with", "addon:vanilla_syrup"], BAGEL_AND_LATTES, MENU)
    assert got == [ChangeLine(ref=2, add_addons={"vanilla syrup": 1})]


def test_the_model_is_kept_where_it_wrote_of_such_a_line_or_two_lines_take_it():
    right = [ChangeLine(ref=2, temp="iced")]
    assert one_unit_meant(right, "one iced", ["n1", "temp:iced"], BAGEL_AND_LATTES, MENU) == right
    two = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha", qty=2),
                      Line(id=3, item="bagel")], next_line_id=4)
    wrong = [ChangeLine(ref=3, unset=["caffeine"])]
    assert one_unit_meant(wrong, "one decaf", ["n1", "caffeine:decaf"], two, MENU) == wrong
    assert one_unit_meant(wrong, "a decaf", ["a", "caffeine:decaf"], BAGEL_AND_LATTES, MENU) == wrong
    named = [ChangeLine(ref=1, preps=["toasted"])]
    assert one_unit_meant(named, "one bagel toasted", ["n1", "item:bagel", "prep:toasted"],
                          BAGEL_AND_LATTES, MENU) == named


def test_the_shipped_engine_splits_one_unit_off_the_line_of_several(engine):
    cart, replies = converse(engine, "a bagel and two lattes", "make one of them iced")
    assert lines(cart) == ordered([{"item": "bagel", "qty": 1}, {"item": "latte", "qty": 1},
                                   {"item": "latte", "qty": 1, "temp": "iced"}])
    assert replies[1] == "The 2 lattes are now a latte ($4.75) and an iced latte ($4.75). Anything else?"
    cart, _ = converse(engine, "a croissant, a chocolate croissant and two coffees", "one decaf")
    assert lines(cart) == ordered([{"item": "butter croissant", "qty": 1}, {"item": "chocolate croissant",
                                   "qty": 1}, {"item": "coffee", "qty": 1},
                                   {"caffeine": "decaf", "item": "coffee", "qty": 1}])


def test_a_value_the_model_gave_to_a_line_of_one_is_kept():
    plain = Cart(lines=[Line(id=1, item="coffee", qty=2, milk="half and half"), Line(id=2, item="coffee")],
                 next_line_id=3)
    sugar = [ChangeLine(ref=2, add_addons={"sugar": 1})]
    assert one_unit_meant(sugar, "one with sugar", ["n1", "with", "addon:sugar"], plain, MENU) == sugar
