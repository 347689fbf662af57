""""Add lemon" of an earl grey is noted on the tea, "add banana" is a thing we lack
(`ordering.garnish_noted`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.garnish_noted import garnish_noted
from tests.unit.shipped import MENU, converse

TEA = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_a_word_of_the_items_alone_asked_for_is_noted_on_the_last_drink():
    for said in ("add lemon", "can i get lemon with it", "add some lemon please"):
        assert garnish_noted([], said.split(), TEA, MENU, MENU.words) == [
            ChangeLine(ref=1, notes="with lemon")], said
    assert garnish_noted([], "add banana".split(), TEA, MENU, MENU.words) == [AddLine(item="banana")]


def test_other_turns_and_carts_are_left():
    assert garnish_noted([], "lemon".split(), TEA, MENU, MENU.words) == []  # nothing asked to add
    assert garnish_noted([], "add item:latte".split(), TEA, MENU, MENU.words) == []  # an item
    assert garnish_noted([], "add addon:honey".split(), TEA, MENU, MENU.words) == []  # an option: the model's
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    assert garnish_noted([], "add lemon".split(), muffin, MENU, MENU.words) == []  # no drink
    model = [ChangeLine(ref=1, notes="with lemon")]
    assert garnish_noted(model, "add lemon".split(), TEA, MENU, MENU.words) == model


def test_the_shipped_engine_notes_lemon_on_the_tea(engine):
    cart, replies = converse(engine, "an earl grey tea", "can i get lemon with it")
    assert cart.lines[0].notes == "with lemon"
    assert replies[1] == 'Changed the earl grey tea: note "with lemon". Anything else?'
