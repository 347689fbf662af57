""""Remove the muffin and make the latte iced" of a blueberry muffin: "the muffin" names the cart's one
muffin, though the menu reads a bare "muffin" as its house muffin (`ordering.named_lines.named_by_kind`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.named_lines import named_by_kind, removed_as_named

MUFFIN_AND_LATTE = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="latte")], next_line_id=3)
CROISSANT_AND_MOCHA = Cart(lines=[Line(id=1, item="chocolate croissant"), Line(id=2, item="mocha")],
                           next_line_id=3)


def test_the_house_item_said_of_the_carts_one_line_of_its_kind_names_that_line():
    said = "remove the item:apple_bran_muffin and make the item:latte temp:iced".split()
    assert named_by_kind([RemoveLine(ref=2)], said, MUFFIN_AND_LATTE) == [
        RemoveLine(ref=1), ChangeLine(ref=2, temp="iced")]
    said = "cancel the item:apple_bran_muffin and make my item:latte size:large".split()
    assert named_by_kind([RemoveLine(ref=2)], said, MUFFIN_AND_LATTE) == [
        RemoveLine(ref=1), ChangeLine(ref=2, size="large")]


def test_take_off_names_the_line_taken_off():
    said = "take off the item:butter_croissant and make the item:mocha size:large".split()
    assert named_by_kind([RemoveLine(ref=2)], said, CROISSANT_AND_MOCHA) == [
        RemoveLine(ref=1), ChangeLine(ref=2, size="large")]
    said = "take off the item:chocolate_croissant".split()
    assert removed_as_named([RemoveLine(ref=2)], said, CROISSANT_AND_MOCHA) == [RemoveLine(ref=1)]


def test_a_line_of_the_item_named_two_of_its_kind_or_an_order_of_it_are_left_to_the_model():
    house = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="apple bran muffin"),
                        Line(id=3, item="latte")], next_line_id=4)
    said = "remove the item:apple_bran_muffin and make the item:latte temp:iced".split()
    assert named_by_kind([RemoveLine(ref=2), ChangeLine(ref=3, temp="iced")], said, house) == [
        RemoveLine(ref=2), ChangeLine(ref=3, temp="iced")]  # the cart has the house muffin: that one
    two = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="lemon poppyseed muffin"),
                      Line(id=3, item="latte")], next_line_id=4)
    assert named_by_kind([RemoveLine(ref=3)], said, two) == [RemoveLine(ref=3)]  # which muffin: not said
    ordered = "get the item:apple_bran_muffin prep:warmed".split()
    model = [AddLine(item="apple bran muffin", preps=["warmed"])]
    assert named_by_kind(model, ordered, MUFFIN_AND_LATTE) == model
    assert named_by_kind([RemoveLine(ref=1)], "remove the item:latte".split(), MUFFIN_AND_LATTE) == [
        RemoveLine(ref=1)]
