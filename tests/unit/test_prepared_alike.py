""""Heat up the croissant and the muffins" warms both, "actually don't warm them" warms neither, and "and
one of the muffins" after "heat up the croissant" warms one muffin of two (`named_lines.lines_prepared_alike`,
`line_changes.prep_taken_off`, `last_change.last_change_moved`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, apply_edits
from ordering.last_change import last_change_moved
from ordering.line_changes import prep_taken_off
from ordering.named_lines import lines_prepared_alike
from tests.unit.shipped import MENU, converse

FOOD = Cart(lines=[Line(id=1, item="blueberry muffin", qty=2), Line(id=2, item="chocolate croissant")],
            next_line_id=3)
WARMED = Cart(lines=[Line(id=1, item="butter croissant", preps=["warmed"]),
                     Line(id=2, item="apple bran muffin", preps=["warmed"])], next_line_id=3)


def test_a_preparation_said_before_lines_named_together_is_made_to_each():
    said = "heat up the item:chocolate_croissant and the item:blueberry_muffin".split()
    model = [ChangeLine(ref=2, preps=["warmed"])]
    assert lines_prepared_alike(model, said, FOOD, MENU) == [
        ChangeLine(ref=2, preps=["warmed"]), ChangeLine(ref=1, preps=["warmed"])]
    toast = "prep:toasted the item:chocolate_croissant and the item:blueberry_muffin please".split()
    assert lines_prepared_alike([ChangeLine(ref=1, preps=["toasted"])], toast, FOOD, MENU) == [
        ChangeLine(ref=2, preps=["toasted"]), ChangeLine(ref=1, preps=["toasted"])]
    more = "heat up the item:chocolate_croissant and the item:blueberry_muffin with addon:butter".split()
    assert lines_prepared_alike(model, more, FOOD, MENU) == model  # something said after the lines
    size = [ChangeLine(ref=2, size="large")]
    assert lines_prepared_alike(size, said, FOOD, MENU) == size  # no preparation


def test_a_preparation_taken_off_them_all_comes_off_each_line():
    for said in ("actually don't temp:warm them", "actually none temp:warm"):
        assert prep_taken_off([], said.split(), WARMED, MENU) == [
            ChangeLine(ref=1, drop=["warmed"]), ChangeLine(ref=2, drop=["warmed"])], said
    assert prep_taken_off([], "don't temp:warm it".split(), WARMED, MENU) == []  # which one: the model's


def test_a_line_named_after_and_shares_the_last_change_one_unit_where_said():
    cart = apply_edits(FOOD, [ChangeLine(ref=2, preps=["warmed"])], MENU).cart
    assert last_change_moved([], "and the item:blueberry_muffin".split(), cart, MENU) == [
        ChangeLine(ref=1, preps=["warmed"])]
    assert last_change_moved([], "and n1 of the item:blueberry_muffin".split(), cart, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="blueberry muffin", preps=["warmed"])]


def test_the_shipped_engine_warms_one_of_the_muffins(engine):
    cart, _ = converse(engine, "i want 2 blueberry muffins and 1 chocolate croissant",
                       "heat up the croissant", "and one of the muffins")
    units = sorted((line.item, tuple(line.preps)) for line in cart.lines for _ in range(line.qty))
    assert units == [("blueberry muffin", ()), ("blueberry muffin", ("warmed",)),
                     ("chocolate croissant", ("warmed",))]
    cart, _ = converse(engine, "a warmed croissant and a warmed muffin", "actually don't warm them")
    assert [line.preps for line in cart.lines] == [[], []]
