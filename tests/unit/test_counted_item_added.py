""""And two of the blueberry muffins" of a cold brew adds two muffins, and "make it just one muffin" of two
blueberry muffins recounts them (`ordering.counted_item_added`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.counted_item_added import counted_item_added, kin_recounted
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse

COLD_BREW = Cart(lines=[Line(id=1, item="cold brew")], next_line_id=2)
MUFFINS = Cart(lines=[Line(id=1, item="blueberry muffin", qty=2)], next_line_id=2)


def test_a_count_said_of_an_item_the_cart_lacks_adds_it():
    recount = [ChangeLine(ref=1, qty=2)]
    said = "and n2 of the item:blueberry_muffin".split()
    assert counted_item_added(recount, said, COLD_BREW) == [AddLine(item="blueberry muffin", qty=2)]
    warm = "and n2 temp:warm item:blueberry_muffin".split()
    assert counted_item_added(recount, warm, COLD_BREW) == [
        AddLine(item="blueberry muffin", qty=2, temp="warm")]


def test_a_count_said_of_an_item_the_cart_lacks_where_the_model_wrote_nothing_adds_it():
    said = "and n1 of the item:chocolate_croissant".split()
    for model in ([], [ChangeLine(ref=1, notes="weak")]):
        assert counted_item_added(model, said, COLD_BREW) == [AddLine(item="chocolate croissant")]
    assert counted_item_added([], "and n1 of the item:cold_brew".split(), COLD_BREW) == []  # the cart's own


def test_the_shipped_engine_adds_one_of_the_chocolate_croissants(engine):
    cart, _ = converse(engine, "hi can i get one of those oat milk lattes, large",
                       "and one of the chocolate croissants")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("chocolate croissant", 1)]


def test_a_recount_of_a_line_named_or_unnamed_stays():
    recount = [ChangeLine(ref=1, qty=2)]
    assert counted_item_added(recount, "make it n2 item:cold_brew".split(), COLD_BREW) == recount
    assert counted_item_added(recount, "make it n2".split(), COLD_BREW) == recount
    assert counted_item_added(recount, "n2 for my item:blueberry_muffin".split(), COLD_BREW) == recount


def test_make_it_one_of_a_kind_recounts_the_cart_line_of_that_kind():
    added = [AddLine(item="apple bran muffin")]
    said = "make it just n1 item:apple_bran_muffin".split()
    assert kin_recounted(added, said, MUFFINS) == [ChangeLine(ref=1, qty=1)]
    assert kin_recounted(added, "and n1 item:apple_bran_muffin".split(), MUFFINS) == added
    assert kin_recounted(added, said, COLD_BREW) == added


def test_the_shipped_engine_adds_the_muffins_and_recounts_them(engine):
    cart, _ = converse(engine, "one cold brew with oat milk", "and two of the blueberry muffins",
                       "make it just one muffin")
    assert [(line.item, line.qty) for line in cart.lines] == [("cold brew", 1), ("blueberry muffin", 1)]
