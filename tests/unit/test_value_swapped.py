"""`value_swapped_on_its_line`: "swap the soy for oat" changes the line that has soy milk."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.swapped_as_named import value_swapped_on_its_line

THREE = Cart(lines=[Line(id=1, item="cappuccino", milk="oat milk"), Line(id=2, item="latte", milk="soy milk"),
                    Line(id=3, item="mocha", milk="almond milk")], next_line_id=4)


def test_the_change_goes_to_the_line_with_the_value_swapped_away():
    said = ["swap", "the", "milk:soy_milk", "for", "milk:oat_milk"]
    assert value_swapped_on_its_line([ChangeLine(ref=3, milk="oat milk")], said, THREE) == [
        ChangeLine(ref=2, milk="oat milk")]


def test_left_as_read_where_no_single_line_has_the_value_or_no_swap_is_said():
    change = [ChangeLine(ref=3, milk="oat milk")]
    assert value_swapped_on_its_line(change, ["make", "it", "milk:oat_milk"], THREE) == change
    said = ["swap", "the", "milk:whole_milk", "for", "milk:oat_milk"]  # no line has whole milk
    assert value_swapped_on_its_line(change, said, THREE) == change
    right = [ChangeLine(ref=2, milk="oat milk")]
    assert value_swapped_on_its_line(right, ["swap", "the", "milk:soy_milk", "for", "milk:oat_milk"],
                                     THREE) == right


def test_the_value_said_after_is_set_where_the_model_set_the_one_swapped_away():
    said = "swap milk:oat_milk for milk:almond_milk".split()
    assert value_swapped_on_its_line([ChangeLine(ref=1, milk="oat milk")], said, THREE) == [
        ChangeLine(ref=1, milk="almond milk")]


def test_the_shipped_engine_swaps_oat_for_soy(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a flat white with oat", "swap oat for soy")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "milk": "soy milk"}]
