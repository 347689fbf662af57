""""Two cold brews", then "one with sweet cream, the other black": the note on one unit
(`ordering.one_noted`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.one_noted import one_noted
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
TWO = Cart(lines=[Line(id=1, item="cold brew", qty=2)], next_line_id=2)


@pytest.mark.parametrize("said", ["n1 with sweet cream , the other black", "n1 with sweet cream , n1 as is",
                                  "n1 of them with sweet cream and the rest plain"])
def test_the_note_said_of_one_goes_on_one_unit(said):
    model = [ChangeLine(ref=1, notes="with sweet cream")]
    assert one_noted(model, said.split(), TWO, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="cold brew", notes="with sweet cream")]


@pytest.mark.parametrize("said", ["n1 with sweet cream , the other with a straw", "with sweet cream please",
                                  "n1 with addon:vanilla_syrup , the other black", "n1 with sweet cream"])
def test_other_turns_are_the_models(said):
    model = [ChangeLine(ref=1, notes="with sweet cream")]
    assert one_noted(model, said.split(), TWO, MENU) == model


def test_a_line_of_one_a_noted_line_or_black_of_a_milk_is_the_models():
    model = [ChangeLine(ref=1, notes="with sweet cream")]
    said = "n1 with sweet cream , the other black".split()
    one = Cart(lines=[Line(id=1, item="cold brew")], next_line_id=2)
    assert one_noted(model, said, one, MENU) == model
    noted = Cart(lines=[Line(id=1, item="cold brew", qty=2, notes="light ice")], next_line_id=2)
    assert one_noted(model, said, noted, MENU) == model
    milky = Cart(lines=[Line(id=1, item="coffee", qty=2, milk="whole milk")], next_line_id=2)
    assert one_noted(model, said, milky, MENU) == model
    assert one_noted([ChangeLine(ref=1, size="large")], said, TWO, MENU) == [ChangeLine(ref=1, size="large")]


def test_the_shipped_engine_notes_one_cold_brew(engine):
    cart, _ = converse(engine, "two cold brews please", "one with sweet cream, the other black")
    assert lines(cart) == ordered([{"item": "cold brew", "qty": 1},
                                   {"item": "cold brew", "notes": "with sweet cream", "qty": 1}])


def test_one_of_the_item_named_with_a_note_is_one_of_the_lines_units():
    said = "n1 item:coffee with milk , other black".split()
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=2)], next_line_id=2)
    model = [AddLine(item="coffee", notes="with milk")]  # the model ordered a third
    assert one_noted(model, said, coffees, MENU) == [ChangeLine(ref=1, qty=1),
                                                      AddLine(item="coffee", notes="with milk")]
    assert one_noted(model, "n1 item:coffee with milk please".split(), coffees, MENU) == model
    sized = [AddLine(item="coffee", size="large", notes="with milk")]
    assert one_noted(sized, said, coffees, MENU) == sized


def test_the_shipped_engine_notes_one_of_two_coffees_named(engine):
    cart, _ = converse(engine, "two coffees to start", "one coffee with milk, other black")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1},
                                   {"item": "coffee", "notes": "with milk", "qty": 1}])


@pytest.mark.parametrize("said", ["n1 black , the other with a little milk",
                                  "n1 black and n1 with a little milk",
                                  "n1 plain , and the other with a little milk"])
def test_the_plain_one_said_first_leaves_the_note_on_the_other(said):
    model = [ChangeLine(ref=1, notes="with a little milk", unset=["milk"])]  # no milk to take off
    assert one_noted(model, said.split(), TWO, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="cold brew", notes="with a little milk")]


def test_the_shipped_engine_notes_milk_on_the_second_americano_only(engine):
    cart, _ = converse(engine, "two americanos", "one black, the other with a little milk")
    assert sorted((line.qty, line.notes or "") for line in cart.lines) == [
        (1, ""), (1, "with a little milk")]
