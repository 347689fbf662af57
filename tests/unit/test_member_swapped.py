""""Swap the lemon for another blueberry": the lemon muffin becomes a blueberry one
(`ordering.member_swapped`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.member_swapped import member_swapped
from tests.unit.shipped import MENU, converse, lines

MUFFINS = Cart(lines=[Line(id=1, item="blueberry muffin"),
                      Line(id=2, item="lemon poppyseed muffin", qty=2, preps=["warmed"])], next_line_id=3)


def test_a_line_named_by_a_word_of_its_item_is_swapped_for_another_of_its_family():
    swapped = [RemoveLine(ref=2), AddLine(item="blueberry muffin", qty=2, preps=["warmed"])]
    for text, model in (("swap the lemon for another blueberry", [AddLine(item="lemon poppyseed muffin")]),
                        ("change the lemon ones to blueberry please", []),
                        ("make the lemon muffin a blueberry", [ChangeLine(ref=2, notes="weak")])):
        assert member_swapped(model, text, MUFFINS, MENU) == swapped, text
    assert member_swapped([], "change the lemon one to apple bran", MUFFINS, MENU) == [
        RemoveLine(ref=2), AddLine(item="apple bran muffin", qty=2, preps=["warmed"])]


def test_other_swaps_are_the_models():
    latte = [RemoveLine(ref=1), AddLine(item="cappuccino")]
    assert member_swapped(latte, "swap the blueberry for a cappuccino", MUFFINS, MENU) == latte
    assert member_swapped([], "swap the muffin for a blueberry", MUFFINS, MENU) == []  # which muffin
    assert member_swapped([], "swap the lemon for a muffin", MUFFINS, MENU) == []  # which one


def test_the_shipped_engine_swaps_the_lemon_muffin_for_a_blueberry(engine):
    cart, replies = converse(engine, "a blueberry muffin and a lemon muffin",
                             "swap the lemon for another blueberry")
    assert replies[1] == "Changed the lemon poppyseed muffin to a blueberry muffin ($3.25). Anything else?"
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}, {"item": "blueberry muffin", "qty": 1}]
