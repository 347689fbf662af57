""""A muffin", then "and a fork": a note on the muffin (`ordering.service_asked`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.menu import load_menu
from ordering.service_asked import service_asked
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="coffee"), Line(id=2, item="blueberry muffin"), Line(id=3, item="latte")],
            next_line_id=4)


@pytest.mark.parametrize(("text", "ref", "note"), [
    ("and a fork", 2, "a fork"),  # cutlery goes with the food
    ("can i get two forks please", 2, "two forks"),
    ("and a napkin please", 3, "a napkin"),  # else the last line
    ("some napkins and a knife", 2, "some napkins and a knife"),
])
def test_things_handed_over_are_noted_on_the_line_they_go_with(text, ref, note):
    assert service_asked([AskMenu()], text, CART, MENU) == [ChangeLine(ref=ref, notes=note)]


def test_other_turns_are_the_models():
    added = [AddLine(item="latte")]
    assert service_asked(added, "a latte and a straw", CART, MENU) == added  # an order of its own
    assert service_asked([], "and a fork", Cart(), MENU) == []  # no line to go with
    assert service_asked([], "and a cookie", CART, MENU) == []


def test_the_shipped_engine_notes_the_fork_on_the_muffin(engine):
    cart, replies = converse(engine, "a coffee and a muffin to share", "and two forks")
    assert [line.notes for line in cart.lines] == [None, "two forks"]
    assert replies[1] == 'Changed the apple bran muffin: note "two forks". Anything else?'
