""""Make one of them decaf", then "make another one iced": one more of the line's units made so
(`ordering.another_made`)."""

from __future__ import annotations

from ordering.another_made import another_made
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse

SPLIT = Cart(lines=[Line(id=1, item="americano", qty=2), Line(id=2, item="americano", caffeine="decaf")],
             next_line_id=3)


def test_another_made_with_values_is_a_unit_of_the_line_of_several():
    model = [AddLine(item="americano", temp="iced", caffeine="decaf")]  # the decaf line copied
    assert another_made(model, "make another n1 temp:iced".split(), SPLIT) == [
        ChangeLine(ref=1, qty=1), AddLine(item="americano", temp="iced")]
    assert another_made(model, "and change another to milk:oat_milk".split(), SPLIT) == [
        ChangeLine(ref=1, qty=1), AddLine(item="americano", milk="oat milk")]


def test_another_ordered_or_no_line_of_several_is_the_models():
    model = [AddLine(item="americano", temp="iced")]
    assert another_made(model, "and another n1 temp:iced".split(), SPLIT) == model  # an order
    assert another_made(model, "make another n1".split(), SPLIT) == model  # no values
    one = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    assert another_made(model, "make another n1 temp:iced".split(), one) == model


def test_the_shipped_engine_makes_another_of_the_three_americanos_iced(engine):
    cart, _ = converse(engine, "three americanos", "make one of them decaf", "make another one iced")
    assert [(line.qty, line.caffeine, line.temp) for line in cart.lines] == [
        (1, None, None), (1, "decaf", None), (1, None, "iced")]
