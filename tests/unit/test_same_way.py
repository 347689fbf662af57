""""And a medium latte same way" of an extra hot mocha: another item, made as the last
(`ordering.same_way`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.same_way import same_way
from tests.unit.shipped import converse, lines

MENU = load_menu()
MOCHA = Cart(lines=[Line(id=1, item="mocha", size="medium", temp="extra hot", milk="oat milk",
                         removals=["whipped cream"], addons={"vanilla syrup": 1}, notes="light foam")],
             next_line_id=2)


@pytest.mark.parametrize("words", ["and a size:small item:latte same way",
                                   "a size:small item:latte the same please",
                                   "and a size:small item:latte made the same way too"])
def test_the_item_takes_the_last_lines_values_it_has_none_of(words):
    assert same_way([AddLine(item="latte", size="small")], words.split(), MOCHA, MENU) == [
        AddLine(item="latte", size="small", temp="extra hot", milk="oat milk", addons={"vanilla syrup": 1},
                notes="light foam")]  # its own size; no "no whip" of the mocha's recipe


def test_a_food_takes_only_what_the_menu_lets_it_have():
    assert same_way([AddLine(item="butter croissant")], "and a item:butter_croissant the same".split(), MOCHA,
                    MENU) == [AddLine(item="butter croissant", notes="light foam")]


@pytest.mark.parametrize("words, edits", [
    ("and a item:latte", [AddLine(item="latte")]),  # nothing said of the way
    ("and a item:mocha the same", [AddLine(item="mocha")]),  # the same item: `repeats`'s
    ("a item:latte the same size", [AddLine(item="latte")]),  # more said
    ("make the item:mocha the same", [ChangeLine(ref=1, size="large")]),  # no line added
    ("n2 item:latte same way", [AddLine(item="latte", qty=2)]),
])
def test_other_turns_are_the_models(words, edits):
    assert same_way(edits, words.split(), MOCHA, MENU) == edits


def test_the_shipped_engine_makes_the_latte_extra_hot(engine):
    cart, _ = converse(engine, "medium mocha no whip extra hot", "and a medium latte same way")
    assert lines(cart)[0] == {"item": "latte", "qty": 1, "size": "medium", "temp": "extra hot"}
