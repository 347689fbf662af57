""""What's in the muffin?" of a lemon poppyseed muffin ordered is of it, not of the house muffin
(`ordering.family_asked_of_the_order`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AskMenu
from ordering.family_asked_of_the_order import family_asked_of_the_order
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
LEMON = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="lemon poppyseed muffin")], next_line_id=3)
HOUSE = [AskMenu(about=["apple bran muffin", "describe"])]


def test_the_familys_noun_alone_asks_of_the_kind_ordered():
    assert family_asked_of_the_order(HOUSE, "what's in the muffin", LEMON, MENU) == [
        AskMenu(about=["lemon poppyseed muffin", "describe"])]
    unsure = [AskMenu(about=["apple bran muffin", "unsure"])]
    assert family_asked_of_the_order(unsure, "how many calories in my muffin?", LEMON, MENU) == [
        AskMenu(about=["lemon poppyseed muffin", "unsure"])]


def test_a_question_of_the_menu_or_of_a_kind_named_is_left():
    assert family_asked_of_the_order(HOUSE, "what's in a muffin", LEMON, MENU) == HOUSE
    assert family_asked_of_the_order(HOUSE, "what's in the apple bran muffin", LEMON, MENU) == HOUSE
    two = Cart(lines=[*LEMON.lines, Line(id=3, item="blueberry muffin")], next_line_id=4)
    assert family_asked_of_the_order(HOUSE, "what's in the muffin", two, MENU) == HOUSE  # which one: unsure
    assert family_asked_of_the_order(HOUSE, "what's in the muffin", Cart(), MENU) == HOUSE


def test_the_shipped_engine_answers_of_the_muffin_ordered(engine):
    _, replies = converse(engine, "a lemon poppyseed muffin", "what's in the muffin")
    assert replies[1].startswith("A lemon poppyseed muffin is")
