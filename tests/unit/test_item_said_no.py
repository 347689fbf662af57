""""A latte and no croissant" adds no croissant; "no croissant thanks" removes nothing
(`ordering.item_said_no`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, RemoveLine
from ordering.item_said_no import declined_items, item_said_no
from ordering.replies import NEVER_MIND
from tests.unit.shipped import converse, lines

ADDED = [AddLine(item="latte"), AddLine(item="butter croissant")]
MOCHA = Cart(lines=[Line(id=1, item="mocha")])


def test_an_item_said_after_no_or_not_is_not_added():
    said = "a item:latte and no item:butter_croissant thanks".split()
    assert item_said_no(ADDED, said, Cart()) == [AddLine(item="latte")]
    said = "no item:butter_croissant , a item:latte please".split()
    assert item_said_no(ADDED, said, Cart()) == [AddLine(item="latte")]
    said = "a item:latte , not a item:butter_croissant".split()
    assert item_said_no(ADDED, said, Cart()) == [AddLine(item="latte")]
    said = "a item:latte without a item:butter_croissant".split()
    assert item_said_no(ADDED, said, Cart()) == [AddLine(item="latte")]


def test_no_said_inside_a_clause_or_an_item_said_twice_is_the_models():
    said = "a item:latte with no item:butter_croissant".split()  # "no" begins no clause
    assert declined_items(said) == set()
    said = "a item:butter_croissant and a item:latte and no item:butter_croissant".split()
    assert declined_items(said) == set()
    said = "a item:latte without the item:butter_croissant".split()  # `item_said_without`'s
    assert declined_items(said) == set()
    assert item_said_no(ADDED, "a item:latte and a item:butter_croissant".split(), Cart()) == ADDED


def test_a_line_removed_for_an_item_the_cart_lacks_stays():
    said = "no item:butter_croissant thanks".split()
    assert item_said_no([RemoveLine(ref=1)], said, MOCHA) == [AskMenu(about=[NEVER_MIND])]
    held = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="butter croissant")])
    said = "no item:butter_croissant actually".split()  # the croissant held is taken off
    assert item_said_no([RemoveLine(ref=2)], said, held) == [RemoveLine(ref=2)]


def test_the_shipped_engine_adds_no_croissant_said_after_no(engine):
    cart, replies = converse(engine, "a medium latte and no croissant thanks")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "medium"}]
    assert replies == ["Added a medium latte ($4.75). Anything else?"]
    cart, replies = converse(engine, "a mocha", "no croissant thanks")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]
    assert replies[1] == "No problem — nothing has changed. What else can I get you?"


def test_the_shipped_engine_keeps_the_line_named_and_not_the_one_said_after_no(engine):
    cart, replies = converse(engine, "a mocha and a croissant", "just the mocha and no croissant")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]
    assert replies[1] == "Removed the butter croissant. Anything else?"


def test_coffee_said_after_no_of_a_drink_is_left_for_its_note():
    assert declined_items("a item:mocha for my son , no item:coffee".split()) == set()
    assert declined_items("no item:coffee , a item:mocha".split()) == {"coffee"}
