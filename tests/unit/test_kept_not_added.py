""""Just the muffin" of an order with a blueberry muffin names that muffin (`ordering.kept_not_added`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.kept_not_added import kept_not_added
from tests.unit.shipped import converse

MUFFIN = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
LATTE_MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_just_the_kind_of_a_line_adds_no_house_item():
    said = "okay then just the item:apple_bran_muffin , and a item:peppermint_rose_tea".split()
    edits = [AddLine(item="apple bran muffin"), AddLine(item="peppermint rose tea")]
    assert kept_not_added(edits, said, MUFFIN) == [AddLine(item="peppermint rose tea")]


def test_just_the_kind_of_a_line_keeps_that_line_only():
    said = "actually just the item:apple_bran_muffin".split()
    corrected = [RemoveLine(ref=2), AddLine(item="apple bran muffin")]  # read as a correction
    assert kept_not_added(corrected, said, LATTE_MUFFIN) == [RemoveLine(ref=1)]


def test_other_turns_are_left_as_read():
    edits = [AddLine(item="apple bran muffin")]
    assert kept_not_added(edits, "just the item:apple_bran_muffin".split(), Cart(lines=[
        Line(id=1, item="latte")], next_line_id=2)) == edits  # no muffin in the order: one is ordered
    assert kept_not_added(edits, "and the item:apple_bran_muffin".split(), MUFFIN) == edits
    two = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="lemon poppyseed muffin")],
               next_line_id=3)
    assert kept_not_added(edits, "just the item:apple_bran_muffin".split(), two) == edits
    warmed = [ChangeLine(ref=1, preps=["warmed"])]
    assert kept_not_added(warmed, "just the item:apple_bran_muffin".split(), MUFFIN) == warmed


def test_the_shipped_engine_keeps_the_blueberry_muffin(engine):
    cart, _ = converse(engine, "a blueberry muffin", "ok then just the muffin, and a peppermint tea")
    assert [line.item for line in cart.lines] == ["blueberry muffin", "peppermint rose tea"]
    cart, _ = converse(engine, "a latte and a blueberry muffin", "actually just the muffin")
    assert [line.item for line in cart.lines] == ["blueberry muffin"]
