""""Another muffin, a lemon one": the muffin asked for is the lemon one (`ordering.kind_apposed`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.kind_apposed import kind_apposed
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()


def test_the_house_items_lines_go_where_the_kind_said_after_the_comma_names_the_one_asked_for():
    said = "another item:apple_bran_muffin , a lemon n1".split()
    model = [AddLine(item="apple bran muffin"), AddLine(item="apple bran muffin"),
             AddLine(item="lemon poppyseed muffin")]
    assert kind_apposed(model, said, "another muffin, a lemon one", MENU) == [
        AddLine(item="lemon poppyseed muffin")]


def test_other_turns_are_the_models():
    model = [AddLine(item="apple bran muffin"), AddLine(item="lemon poppyseed muffin")]
    said = "an item:apple_bran_muffin , a lemon n1".split()  # the house muffin by its own name: two
    assert kind_apposed(model, said, "an apple bran muffin, a lemon one", MENU) == model
    said = "a item:apple_bran_muffin and a lemon n1".split()  # "and": two
    assert kind_apposed(model, said, "a muffin and a lemon one", MENU) == model
    said = "a item:apple_bran_muffin , a lemon n1 , and a item:latte".split()  # the turn goes on
    assert kind_apposed(model, said, "a muffin, a lemon one, and a latte", MENU) == model


def test_the_shipped_engine_adds_one_chocolate_croissant(engine):
    cart, _ = converse(engine, "could i have a croissant, a chocolate one")
    assert [(line.item, line.qty) for line in cart.lines] == [("chocolate croissant", 1)]
