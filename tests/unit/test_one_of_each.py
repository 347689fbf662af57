""""Two lattes and two mochas", then "remove one of each": one of each left (`ordering.one_of_each`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.one_of_each import each_counted, one_of_each_removed
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)


def test_one_of_each_taken_away_or_added_changes_every_line_by_one():
    assert one_of_each_removed([RemoveLine(ref=1)], "remove n1 of each".split(), CART) == [
        ChangeLine(ref=1, qty=1), RemoveLine(ref=2)]
    assert one_of_each_removed([ChangeLine(ref=1, qty=1)], "add n1 of each".split(), CART) == [
        ChangeLine(ref=1, qty=3), ChangeLine(ref=2, qty=2)]
    assert one_of_each_removed([], "n1 more of each please".split(), CART) == [
        ChangeLine(ref=1, qty=3), ChangeLine(ref=2, qty=2)]


def test_other_turns_are_the_models():
    removed = [RemoveLine(ref=1)]
    assert one_of_each_removed(removed, "remove the item:latte".split(), CART) == removed
    added = [AddLine(item="latte")]
    assert one_of_each_removed(added, "n1 of each item:latte".split(), CART) == added


def test_the_shipped_engine_leaves_one_of_each(engine):
    cart, _ = converse(engine, "two lattes and two mochas", "remove one of each")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("mocha", 1)]


MUFFINS = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin"),
                      Line(id=3, item="lemon poppyseed muffin")], next_line_id=4, added=[2, 3])


def test_a_count_of_each_is_set_on_each_line_the_last_turn_added():
    assert each_counted([ChangeLine(ref=3, qty=2)], "make it n2 of each".split(), MUFFINS) == [
        ChangeLine(ref=2, qty=2), ChangeLine(ref=3, qty=2)]
    earlier = MUFFINS.model_copy(update={"added": [3]})  # one added last: every line
    assert each_counted([], "n3 each please".split(), earlier) == [
        ChangeLine(ref=1, qty=3), ChangeLine(ref=2, qty=3), ChangeLine(ref=3, qty=3)]
    assert each_counted([], "just n1 of each".split(), CART) == [ChangeLine(ref=1, qty=1)]


def test_a_count_of_each_with_more_an_item_or_one_alone_is_the_models():
    model = [ChangeLine(ref=3, qty=2)]
    for said in ("n2 more of each", "n2 of each item:latte", "n1 of each", "remove n2 of each"):
        assert each_counted(model, said.split(), MUFFINS) == model
    assert each_counted([AddLine(item="latte", qty=2)], "n2 of each".split(), MUFFINS) == [
        AddLine(item="latte", qty=2)]


def test_a_count_of_each_of_one_line_with_add_ons_counts_each_add_on():
    latte = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1, "hazelnut syrup": 1})],
                 next_line_id=2, added=[1])
    assert each_counted([ChangeLine(ref=1, qty=2)], "make it n2 of each".split(), latte) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2, "hazelnut syrup": 2})]
    one = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2, added=[1])
    assert each_counted([ChangeLine(ref=1, qty=2)], "n2 of each".split(), one) == [ChangeLine(ref=1, qty=2)]


def test_the_shipped_engine_makes_two_pumps_of_each_syrup(engine):
    cart, replies = converse(engine, "a latte with a pump of vanilla and a pump of caramel",
                             "make it two of each")
    assert [(line.qty, line.addons) for line in cart.lines] == [
        (1, {"vanilla syrup": 2, "caramel syrup": 2})], replies


def test_the_shipped_engine_makes_two_of_each_muffin(engine):
    cart, _ = converse(engine, "a blueberry muffin and a lemon poppyseed muffin", "make it two of each")
    assert [(line.item, line.qty) for line in cart.lines] == [
        ("blueberry muffin", 2), ("lemon poppyseed muffin", 2)]
