""""We'll both have a banana bread": two, one for each (`ordering.both_of_us`)."""

from __future__ import annotations

import pytest

from ordering.both_of_us import both_of_us
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse


@pytest.mark.parametrize("said", [
    "and we'll both have a item:banana_bread",
    "me and my wife will both have a item:banana_bread please",
    "both of us would like one item:banana_bread",
])
def test_one_item_had_by_both_is_two(said):
    assert both_of_us([AddLine(item="banana bread")], said.split()) == [AddLine(item="banana bread", qty=2)]


def test_every_item_of_the_run_after_the_verb_is_two_and_others_are_left():
    said = "both of us will have a size:large item:latte and a item:apple_bran_muffin".split()
    model = [AddLine(item="latte", size="large"), AddLine(item="apple bran muffin")]
    assert both_of_us(model, said) == [AddLine(item="latte", size="large", qty=2),
                                       AddLine(item="apple bran muffin", qty=2)]
    said = "we both want a item:latte and my son wants a item:mocha".split()
    model = [AddLine(item="latte"), AddLine(item="mocha")]
    assert both_of_us(model, said) == [AddLine(item="latte", qty=2), AddLine(item="mocha")]


@pytest.mark.parametrize("said, edits", [
    ("both with milk:oat_milk", [ChangeLine(ref=1, milk="oat milk")]),  # of lines, no having
    ("we'll both have them temp:iced", [ChangeLine(ref=1, temp="iced")]),
    ("we both want n3 item:latte", [AddLine(item="latte", qty=3)]),  # a count said
    ("a item:latte and a item:mocha , both temp:iced", [AddLine(item="latte"), AddLine(item="mocha")]),
])
def test_other_turns_are_left(said, edits):
    assert both_of_us(edits, said.split()) == edits


def test_the_shipped_engine_orders_two_banana_breads(engine):
    cart, _ = converse(engine, "two lattes", "and we'll both have a banana bread")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 2), ("banana bread", 2)]


def test_one_for_each_of_the_drinks_ordered_is_as_many():
    from ordering.both_of_us import one_for_each
    from ordering.cart import Cart, Line
    from ordering.menu import load_menu

    menu = load_menu()
    two = Cart(lines=[Line(id=1, item="americano", preps=["with room"]), Line(id=2, item="americano")],
               next_line_id=3)
    said = "and a item:apple_bran_muffin for each".split()
    assert one_for_each([AddLine(item="apple bran muffin")], said, two, menu) == [
        AddLine(item="apple bran muffin", qty=2)]
    us = "and a item:apple_bran_muffin for each of us".split()  # how many of us: not said
    assert one_for_each([AddLine(item="apple bran muffin")], us, two, menu) == [
        AddLine(item="apple bran muffin")]
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert one_for_each([AddLine(item="apple bran muffin")], said, one, menu) == [
        AddLine(item="apple bran muffin")]


def test_the_shipped_engine_adds_a_muffin_for_each_americano(engine):
    cart, _ = converse(engine, "two americanos, one with room and one without", "and a muffin for each")
    assert [(line.item, line.qty) for line in cart.lines][-1] == ("apple bran muffin", 2)
