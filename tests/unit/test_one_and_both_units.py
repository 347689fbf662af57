""""Make one decaf and add whip to both" of two mochas: whip on both, one of them decaf
(`ordering.one_and_both_units`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.one_and_both_units import one_and_both_units
from tests.unit.shipped import converse

MOCHAS = Cart(lines=[Line(id=1, item="mocha", qty=2, size="large")], next_line_id=2)
MODEL = [ChangeLine(ref=1, caffeine="decaf", add_addons={"whipped cream": 1})]


def test_the_values_of_both_go_on_the_line_and_those_of_one_on_one_unit():
    said = "make n1 caffeine:decaf and add addon:whipped_cream to both".split()
    assert one_and_both_units(MODEL, said, MOCHAS) == [
        ChangeLine(ref=1, qty=1, add_addons={"whipped cream": 1}),
        AddLine(item="mocha", size="large", caffeine="decaf", addons={"whipped cream": 1})]
    said = "add addon:whipped_cream to both , and make n1 of them caffeine:decaf".split()
    assert one_and_both_units(MODEL, said, MOCHAS)[1].caffeine == "decaf"


def test_turns_of_one_part_or_of_the_other_one_are_the_models():
    for said in ("make both caffeine:decaf", "make n1 caffeine:decaf",
                 "make n1 caffeine:decaf and the other addon:whipped_cream"):
        assert one_and_both_units(MODEL, said.split(), MOCHAS) == MODEL, said
    one = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    said = "make n1 caffeine:decaf and add addon:whipped_cream to both".split()
    assert one_and_both_units(MODEL, said, one) == MODEL  # one unit: nothing to split


def test_the_shipped_engine_whips_both_mochas_and_makes_one_decaf(engine):
    cart, replies = converse(engine, "two mochas", "make one decaf and add whip to both")
    assert [(line.qty, line.caffeine, tuple(line.addons)) for line in cart.lines] == [
        (1, None, ("whipped cream",)), (1, "decaf", ("whipped cream",))]
    assert replies[1] == ("The 2 mochas are now a mocha with whipped cream ($5.75) and a decaf mocha with "
                          "whipped cream ($5.75). Anything else?")


def test_warm_said_of_food_is_its_preparation():
    from tests.unit.shipped import MENU

    croissants = Cart(lines=[Line(id=1, item="butter croissant", qty=3)], next_line_id=2)
    said = "make n1 of them addon:chocolate_sauce and temp:warm them all".split()
    model = [ChangeLine(ref=1, add_addons={"chocolate sauce": 1}, preps=["warmed"])]
    assert one_and_both_units(model, said, croissants, MENU) == [
        ChangeLine(ref=1, qty=2, preps=["warmed"]),
        AddLine(item="butter croissant", addons={"chocolate sauce": 1}, preps=["warmed"])]


def test_the_shipped_engine_warms_all_three_croissants_one_chocolate(engine):
    cart, _ = converse(engine, "three croissants", "make one of them chocolate and warm them all")
    assert sorted((line.item, line.qty, tuple(line.preps)) for line in cart.lines) == [
        ("butter croissant", 2, ("warmed",)), ("chocolate croissant", 1, ("warmed",))]
