""""Change both to decaf and make one iced": both decaf, one of them iced (`ordering.all_and_some`)."""

from __future__ import annotations

import pytest

from ordering.all_and_some import all_and_some_changed
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
TWO = Cart(lines=[Line(id=1, item="latte", qty=2, size="medium")], next_line_id=2)
MODEL = [ChangeLine(ref=1, temp="iced", caffeine="decaf")]


@pytest.mark.parametrize("said", ["change both to caffeine:decaf and make n1 temp:iced",
                                  "make them both caffeine:decaf and n1 of them temp:iced",
                                  "both caffeine:decaf , n1 temp:iced please"])
def test_every_unit_gets_the_first_values_and_one_the_others_too(said):
    assert all_and_some_changed(MODEL, said.split(), TWO, MENU) == [
        ChangeLine(ref=1, qty=1, caffeine="decaf"),
        AddLine(item="latte", size="medium", caffeine="decaf", temp="iced")]


def test_a_count_of_them_is_split_off():
    three = Cart(lines=[Line(id=1, item="mocha", qty=3)], next_line_id=2)
    said = "make all of them size:large and n2 of them with milk:oat_milk".split()
    model = [ChangeLine(ref=1, size="large", milk="oat milk")]
    assert all_and_some_changed(model, said, three, MENU) == [
        ChangeLine(ref=1, qty=1, size="large"), AddLine(item="mocha", qty=2, size="large", milk="oat milk")]


@pytest.mark.parametrize("said", [
    "make n1 temp:iced",  # no values of every unit
    "make both caffeine:decaf",  # no count singled out
    "both caffeine:decaf and n1 item:mocha",  # an item
    "both caffeine:decaf and n1 temp:iced to go",  # more said of the one
    "make n1 caffeine:decaf and both temp:iced",  # the count first
])
def test_other_words_are_left(said):
    assert all_and_some_changed(MODEL, said.split(), TWO, MENU) == MODEL


def test_a_line_of_no_more_units_than_the_count_is_left():
    said = "both caffeine:decaf and n2 temp:iced".split()
    assert all_and_some_changed(MODEL, said, TWO, MENU) == MODEL


def test_the_shipped_engine_makes_both_decaf_and_one_iced(engine):
    cart, _ = converse(engine, "two lattes", "change both to decaf and make one iced")
    assert sorted((line.qty, line.caffeine, line.temp or "") for line in cart.lines) == [
        (1, "decaf", ""), (1, "decaf", "iced")]
