""""What can I put on it?" of a bagel lists its spreads (`ordering.additions_asked`)."""

from __future__ import annotations

import pytest

from ordering.additions_asked import additions_asked
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
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
    said = "what can i put on a item:latte".split()  # a latte ordered, a mocha to be: the model's
    assert additions_asked([AddLine(item="latte", size="large")], "what can i put on a latte", said, CART,
                           MENU) == [AddLine(item="latte", size="large")]
    asked = [AskMenu(about=["latte", "describe"])]
    said = "what comes in it"  # what it is made of: `items_asked.what_the_line_is`
    assert additions_asked(asked, said, said.split(), CART, MENU) == asked


def test_the_kinds_are_listed_in_full():
    assert answer_question(["sweeteners"], MENU).startswith("We have sugar, raw sugar")  # not the one alias


def test_the_shipped_engine(engine):
    _, replies = converse(engine, "a bagel", "what can i put on it")
    assert replies[1] == "We have butter, cream cheese (+$0.75) and jam (+$0.50)."


@pytest.mark.parametrize("text, words, want", [
    ("what can i get on the bagel", "what can i get on the item:bagel", ["spreads"]),
    ("what toppings for the hot chocolate", "what toppings for the item:hot_chocolate", ["toppings"]),
    ("what can i put on a mocha", "what can i put on a item:mocha", ["syrups", "sauces", "sweeteners",
                                                                     "toppings"]),
])
def test_the_add_ons_of_an_item_not_ordered_are_asked_not_ordered(text, words, want):
    item = next(w.partition(":")[2].replace("_", " ") for w in words.split() if w.startswith("item:"))
    for model in ([AddLine(item=item)], []):  # the model ordered it, or wrote nothing
        assert additions_asked(model, text, words.split(), Cart(), MENU) == [AskMenu(about=want)]


def test_the_shipped_engine_lists_the_bagels_spreads_and_orders_none(engine):
    cart, replies = converse(engine, "what can i get on the bagel")
    assert not cart.lines and replies == ["We have butter, cream cheese (+$0.75) and jam (+$0.50)."]
