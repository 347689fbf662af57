""""What can I put on it?" of a bagel lists its spreads (`ordering.additions_asked`)."""

from __future__ import annotations

import pytest

from ordering.additions_asked import additions_asked
from ordering.cart import Cart, Line
from ordering.edits import AskMenu, ChangeLine
from ordering.menu import load_menu
from ordering.replies import answer_question
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel")], next_line_id=3)


@pytest.mark.parametrize("text, words, want", [
    ("what can i put on it", "what can i put on it", ["spreads"]),  # the last line: the bagel
    ("what goes on the bagel?", "what goes on the item:bagel ?", ["spreads"]),
    ("so what can i add to the latte", "so what can i add to the item:latte",
     ["syrups", "sauces", "sweeteners", "toppings"]),
    ("what syrups can go in the latte", "what syrups can go in the item:latte", ["syrups"]),  # that kind
    ("what spreads can i put on it", "what spreads can i put on it", ["spreads"]),
])
def test_the_kinds_of_add_ons_the_line_takes_are_asked(text, words, want):
    assert additions_asked([AskMenu()], text, words.split(), CART, MENU) == [AskMenu(about=want)]


def test_a_change_or_no_line_named_is_left():
    change = [ChangeLine(ref=2, add_addons={"butter": 1})]
    said = "what can i put on it"
    assert additions_asked(change, said, said.split(), CART, MENU) == change
    said = "what can i put on a item:mocha".split()
    assert additions_asked([], "what can i put on a mocha", said, CART, MENU) == []  # no mocha ordered
    asked = [AskMenu(about=["latte", "describe"])]
    said = "what comes in it"  # what it is made of: `items_asked.what_the_line_is`
    assert additions_asked(asked, said, said.split(), CART, MENU) == asked


def test_the_kinds_are_listed_in_full():
    assert answer_question(["sweeteners"], MENU).startswith("We have sugar, raw sugar")  # not the one alias


def test_the_shipped_engine(engine):
    _, replies = converse(engine, "a bagel", "what can i put on it")
    assert replies[1] == "We have butter, cream cheese (+$0.75) and jam (+$0.50)."
