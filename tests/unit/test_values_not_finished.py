""""A medium coffee", then "with 2 milk 2 sugar": the values on the coffee, not the order's end
(`ordering.values_not_finished`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, Finish
from ordering.values_not_finished import values_not_finished
from tests.unit.shipped import MENU, converse

COFFEE = Cart(lines=[Line(id=1, item="coffee", size="medium")], next_line_id=2)


def test_values_read_as_the_end_go_to_the_last_line():
    said = "with n2 milk n2 addon:sugar".split()
    assert values_not_finished([Finish()], "with 2 milk 2 sugar", said, COFFEE, MENU) == [
        ChangeLine(ref=1, add_addons={"sugar": 2})]
    said = "and a addon:splenda please".split()
    assert values_not_finished([Finish()], "and a splenda please", said, COFFEE, MENU) == [
        ChangeLine(ref=1, add_addons={"splenda": 1})]


@pytest.mark.parametrize(("text", "said"), [
    ("that's it, 2 sugars", "that's it , n2 addon:sugar"),  # closing words: the end
    ("done with 2 sugar", "done with n2 addon:sugar"),
    ("with 2 sugar for my friend", "with n2 addon:sugar for my friend"),  # words of something else
    ("a latte with 2 sugar", "a item:latte with n2 addon:sugar"),  # an item named
])
def test_closing_words_other_words_or_a_refused_change_leave_the_end(text, said):
    assert values_not_finished([Finish()], text, said.split(), COFFEE, MENU) == [Finish()]


def test_a_change_the_last_line_refuses_leaves_the_end():
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    said = "with n2 addon:sugar".split()
    assert values_not_finished([Finish()], "with 2 sugar", said, croissant, MENU) == [Finish()]


def test_the_shipped_engine_sweetens_the_coffee_and_notes_the_milk(engine):
    cart, replies = converse(engine, "hello can i get a coffee", "medium", "with 2 milk 2 sugar")
    assert [(line.addons, line.notes) for line in cart.lines] == [({"sugar": 2}, "2 milk")]
    assert replies[-1] == 'Changed the coffee: with sugar ×2, note "2 milk". Anything else?'
