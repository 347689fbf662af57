""""Two hot chocolates", "one with whipped cream", then "and the other with marshmallows": the other one
(`ordering.split_other`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.split_other import left_of_split, other_of_split_meant, other_valued, other_without
from tests.unit.shipped import converse

BEFORE = Line(id=1, item="hot chocolate", qty=2)
SPLIT = Cart(lines=[Line(id=1, item="hot chocolate"),
                    Line(id=2, item="hot chocolate", addons={"whipped cream": 1})],
             next_line_id=3, added=[2], changed=[Changed(line=BEFORE, change={"op": "set", "qty": 1})])


def test_the_unit_left_of_a_split_of_two_is_found():
    assert left_of_split(SPLIT) == (1, 2)
    three = SPLIT.model_copy(update={"changed": [Changed(line=BEFORE.model_copy(update={"qty": 3}),
                                                         change={"op": "set", "qty": 2})]})
    assert left_of_split(three) is None
    assert left_of_split(SPLIT.model_copy(update={"added": [], "changed": []})) is None


def test_the_other_said_after_a_split_is_the_unit_left():
    noted = [ChangeLine(ref=2, notes="with marshmallows")]
    said = "and the other with marshmallows".split()
    assert other_of_split_meant(noted, said, SPLIT) == [ChangeLine(ref=1, notes="with marshmallows")]
    assert other_of_split_meant(noted, "and with marshmallows".split(), SPLIT) == noted  # no "other"


def test_the_shipped_engine_gives_the_other_hot_chocolate_the_marshmallows(engine):
    cart, _ = converse(engine, "two small hot chocolates", "one with whipped cream",
                       "and the other one with marshmallows please")
    assert sorted((tuple(line.addons), line.notes or "") for line in cart.lines) == [
        ((), "with marshmallows"), (("whipped cream",), "")]


def test_the_other_said_without_is_the_unit_left_without_what_the_split_got():
    off = [ChangeLine(ref=1, drop=["whipped cream"])]
    for text in ("and the other without", "one without please", "the second one without it"):
        assert other_without([RemoveLine(ref=2)], text, SPLIT) == off, text
    assert other_without([AddLine(item="hot chocolate")], "and one without", SPLIT) == off  # not a third
    latte = [AddLine(item="latte")]
    assert other_without(latte, "and one without", SPLIT) == latte  # an order of its own
    assert other_without([], "the other without foam", SPLIT) == []  # named: another reading's
    unsplit = SPLIT.model_copy(update={"added": [], "changed": []})
    assert other_without([RemoveLine(ref=2)], "and one without", unsplit) == [RemoveLine(ref=2)]


def test_the_shipped_engine_keeps_both_coffees_one_with_sugar_one_without(engine):
    from tests.unit.shipped import lines

    cart, replies = converse(engine, "2 small coffees", "one with two sugars", "and one without")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "small", "addons": {"sugar": 2}},
                           {"item": "coffee", "qty": 1, "size": "small", "removals": ["sugar"]}]
    cart, replies = converse(engine, "two cappuccinos", "one with hazelnut", "the other one without")
    assert len(cart.lines) == 2
    assert replies[2] == "The cappuccino has no hazelnut syrup already. Anything else?"


def test_a_value_said_of_the_other_goes_to_the_unit_not_named():
    said = "and the other n1 prep:cut_in_half".split()
    assert other_valued([], said, SPLIT) == [ChangeLine(ref=1, preps=["cut in half"])]  # of a split
    warmed = Line(id=2, item="butter croissant", preps=["warmed"])
    two = Cart(lines=[Line(id=1, item="butter croissant"), warmed], next_line_id=3)  # said in one turn
    cut = [ChangeLine(ref=1, preps=["cut in half"])]
    assert other_valued([ChangeLine(ref=2, notes="weak")], said, two) == cut
    toasted = [ChangeLine(ref=1, preps=["toasted"])]  # the model wrote a value: its
    assert other_valued(toasted, said, two) == toasted
    jam = Line(id=2, item="bagel", addons={"jam": 1})
    both = Cart(lines=[Line(id=1, item="bagel", preps=["toasted"]), jam], next_line_id=3)  # neither plain
    assert other_valued([], said, both) == []
    assert other_valued([], "and the other n1 prep:cut_in_half for my son".split(), two) == []  # more said


def test_the_shipped_engine_cuts_the_other_croissant_in_half(engine):
    from tests.unit.shipped import lines

    cart, _ = converse(engine, "two butter croissants, one warmed", "and the other one cut in half")
    assert lines(cart) == [{"item": "butter croissant", "qty": 1, "preps": ["cut in half"]},
                           {"item": "butter croissant", "qty": 1, "preps": ["warmed"]}]
