""""What syrups can I get in a latte?" asks the latte's syrups; it orders no latte
(`ordering.options_of_item_asked`, `ordering.replies.answer_question`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.menu import load_menu
from ordering.options_of_item_asked import options_of_item_asked
from ordering.replies import answer_question
from tests.unit.shipped import converse

MENU = load_menu()


@pytest.mark.parametrize(("text", "words", "about"), [
    ("what syrups can i get in a latte", "what syrups can i get in a item:latte", ["latte", "syrups"]),
    ("which milks can i get with the hot chocolate", "which milks can i get with the item:hot_chocolate",
     ["hot chocolate", "milks"]),
    ("what kind of milk is in a flat white", "what kind of milk is in a item:flat_white",
     ["flat white", "milk"]),
    ("what sizes can i get a latte in", "what sizes can i get a item:latte in", ["latte", "sizes"]),
    ("what milk comes with the latte", "what milk comes with the item:latte", ["latte", "milk"]),
    ("what syrup goes in the mocha", "what syrup goes in the item:mocha", ["mocha", "syrup"]),
])
def test_a_kind_of_option_asked_of_one_item_is_a_question(text, words, about):
    for model in ([AddLine(item=about[0])], [AskMenu(about=["milk"])], []):
        expected = [AskMenu(about=about)] if model else []
        assert options_of_item_asked(model, text, words.split(), Cart()) == expected


@pytest.mark.parametrize(("model", "text", "words"), [
    ([AddLine(item="latte", addons={"vanilla syrup": 1})], "a latte with vanilla syrup please",
     "a item:latte with addon:vanilla_syrup please"),  # an order
    ([ChangeLine(ref=1, size="large")], "what sizes can i get, make the latte large",
     "what sizes can i get , make the item:latte size:large"),  # a change beside it
    ([AddLine(item="latte"), AddLine(item="mocha")], "what syrups go in a latte and a mocha",
     "what syrups go in a item:latte and a item:mocha"),  # two items
])
def test_orders_changes_and_questions_of_two_items_are_left(model, text, words):
    assert options_of_item_asked(model, text, words.split(), Cart()) == model


def test_the_answer_lists_what_the_item_can_have():
    assert answer_question(["hot chocolate", "milks"], MENU) == (
        "The hot chocolate is made with whole milk; it can have whole milk, nonfat milk and almond milk "
        "(+$0.70).")
    assert answer_question(["bagel", "spreads"], MENU) == (
        "For the plain bagel we have butter, cream cheese (+$0.75) and jam (+$0.50).")
    assert answer_question(["croissant", "syrups"], MENU) == (
        "Sorry, the butter croissant comes with no syrups.")


def test_the_shipped_engine_orders_no_latte(engine):
    cart, replies = converse(engine, "what syrups can i get in a latte")
    assert cart.lines == [] and replies[0].startswith("For the latte we have vanilla syrup")
    cart, replies = converse(engine, "what milk comes with the latte")
    assert cart.lines == [] and replies[0].startswith("The latte is made with whole milk; it can have")


def test_a_question_of_it_asks_of_the_last_line():
    cold_brew = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="cold brew")], next_line_id=3)
    said = "what sizes does that come in"
    assert options_of_item_asked([AskMenu(about=[])], said, said.split(), cold_brew) == [
        AskMenu(about=["cold brew", "sizes"])]
    said = "what milks can they have"  # a latte and a cold brew: no one item
    assert options_of_item_asked([AskMenu(about=[])], said, said.split(), cold_brew) == [AskMenu(about=[])]
    said = "what sizes do you have"  # of no line
    assert options_of_item_asked([AskMenu(about=[])], said, said.split(), cold_brew) == [AskMenu(about=[])]


def test_the_shipped_engine_gives_the_sizes_of_the_line(engine):
    _, replies = converse(engine, "i'd like a cold brew", "what sizes does that come in")
    assert replies[1] == "The cold brew comes in short $3.50, small $3.75, medium $4.25 or large $4.75."
