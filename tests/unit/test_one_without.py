"""'And one without': one more of the last line without what it came with (ordering.one_without)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.one_without import one_without
from tests.unit.shipped import converse, lines, ordered

WHIPPED = Cart(lines=[Line(id=1, item="hot chocolate", size="medium", addons={"whipped cream": 1})],
               next_line_id=2)
CREAMED = Cart(lines=[Line(id=1, item="coffee", qty=2, milk="half and half")], next_line_id=2)


def test_one_more_without_what_the_line_came_with():
    assert one_without([RemoveLine(ref=1)], "and n1 without".split(), WHIPPED) == [
        AddLine(item="hot chocolate", size="medium")]
    assert one_without([ChangeLine(ref=1, notes="no sleeve")], "and another without".split(), CREAMED) == [
        AddLine(item="coffee", milk=None)]


def test_one_of_several_split_off_without_it():
    assert one_without([ChangeLine(ref=1, qty=1)], "n1 without please".split(), CREAMED) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee")]


def test_the_values_said_after_without_are_the_ones_left_off():
    vanilla = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1})],
                   next_line_id=2)
    assert one_without([], "and n1 without the addon:vanilla_syrup".split(), vanilla) == [
        AddLine(item="latte", milk="oat milk")]
    assert one_without([], "and n1 without addon:caramel_syrup".split(), vanilla) == []  # not on it


def test_other_turns_are_the_models():
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert one_without([RemoveLine(ref=1)], "and n1 without".split(), plain) == [RemoveLine(ref=1)]
    one = Cart(lines=[Line(id=1, item="coffee", milk="half and half")], next_line_id=2)
    assert one_without([], "n1 without".split(), one) == []  # one of one: nothing to split
    muffin = [AddLine(item="blueberry muffin")]
    assert one_without(muffin, "and n1 without".split(), WHIPPED) == muffin
    assert one_without([], "a item:latte without addon:whipped_cream".split(), WHIPPED) == []


def test_the_shipped_engine_adds_one_without(engine):
    cart, replies = converse(engine, "one medium hot chocolate with whipped cream", "and one without")
    assert lines(cart) == ordered([
        {"item": "hot chocolate", "qty": 1, "size": "medium", "addons": {"whipped cream": 1}},
        {"item": "hot chocolate", "qty": 1, "size": "medium"}])
    assert replies[-1] == "Added a medium hot chocolate ($4.00). Anything else?"
