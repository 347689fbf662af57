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


def test_every_line_kept_by_its_kind_and_by_an_item_said_after_and_is_read_back():
    from ordering.edits import ReviewOrder

    brew = Cart(lines=[Line(id=1, item="cold brew", size="large"), Line(id=2, item="lemon poppyseed muffin")],
                next_line_id=3)
    said = "okay nevermind , just the item:apple_bran_muffin and item:cold_brew then".split()
    model = [AddLine(item="cold brew"), AddLine(item="apple bran muffin")]
    assert kept_not_added(model, said, brew) == [ReviewOrder()]
    more = "just the item:apple_bran_muffin and a item:cold_brew".split()  # one more cold brew ordered
    assert kept_not_added(model, more, brew) == [AddLine(item="cold brew")]


def test_the_shipped_engine_keeps_the_muffin_and_cold_brew(engine):
    cart, replies = converse(engine, "large cold brew", "and a lemon poppyseed muffin",
                             "ok nevermind, just the muffin and cold brew then")
    assert [(line.item, line.qty) for line in cart.lines] == [("cold brew", 1), ("lemon poppyseed muffin", 1)]
    assert "Here's your order" in replies[-1]
