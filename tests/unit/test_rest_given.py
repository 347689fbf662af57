""""Four coffees", "two with milk", then "and two with sugar": the two left get the sugar
(`ordering.rest_given`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.edits import ChangeLine
from ordering.rest_given import rest_given
from tests.unit.shipped import converse

SPLIT = Cart(lines=[Line(id=1, item="coffee", qty=2), Line(id=2, item="coffee", qty=2, notes="with milk")],
             next_line_id=3, added=[2],
             changed=[Changed(line=Line(id=1, item="coffee", qty=4), change={"op": "set", "qty": 2})])
SUGAR = ChangeLine(ref=2, add_addons={"sugar": 1})


def test_and_a_count_with_values_goes_to_the_line_the_split_left():
    assert rest_given([SUGAR], ["and", "n2", "with", "addon:sugar"], SPLIT) == [
        ChangeLine(ref=1, add_addons={"sugar": 1})]
    assert rest_given([SUGAR], ["and", "n2", "with", "addon:sugar", "please"], SPLIT) == [
        ChangeLine(ref=1, add_addons={"sugar": 1})]


def test_other_turns_and_carts_are_left():
    for words in (["n2", "with", "addon:sugar"],  # no "and": said of the line just split off
                  ["and", "n1", "with", "addon:sugar"],  # another count
                  ["and", "n2", "more", "with", "addon:sugar"],  # more of them
                  ["and", "the", "item:coffee", "with", "addon:sugar"]):
        assert rest_given([SUGAR], words, SPLIT) == [SUGAR], words
    unsplit = SPLIT.model_copy(update={"changed": [], "added": []})
    assert rest_given([SUGAR], ["and", "n2", "with", "addon:sugar"], unsplit) == [SUGAR]
    to_left = [ChangeLine(ref=1, add_addons={"sugar": 1})]
    assert rest_given(to_left, ["and", "n2", "with", "addon:sugar"], SPLIT) == to_left


def test_the_shipped_engine_sugars_the_coffees_without_milk(engine):
    cart, _ = converse(engine, "four coffees please", "two with milk", "and two with sugar")
    assert sorted((line.qty, line.notes or "", tuple(line.addons)) for line in cart.lines) == [
        (2, "", ("sugar",)), (2, "with milk", ())]
