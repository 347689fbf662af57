""""Anything without coffee?": the drinks made without coffee, no coffee ordered
(`ordering.coffee_free_asked`)."""

from __future__ import annotations

import pytest

from ordering.coffee_free_asked import coffee_free_asked
from ordering.edits import AddLine, AskMenu, RemoveLine
from ordering.menu import load_menu
from ordering.replies import NO_COFFEE, answer_question
from tests.unit.shipped import converse

MENU = load_menu()


@pytest.mark.parametrize("text", ["anything without coffee",
                                  "what do you recommend for someone who doesn't like coffee",
                                  "what do you have that isnt coffee", "something other than coffee please",
                                  "i don't drink coffee, what else is there",
                                  "i'm after something cold, not coffee", "anything hot but not coffee"])
def test_drinks_asked_without_coffee_are_listed(text):
    words = [w if w != "coffee" else "item:coffee" for w in text.replace(",", " ,").split()]
    for model in ([AddLine(item="coffee")], [AskMenu(about=["coffee"])], []):
        assert coffee_free_asked(model, text, words) == [AskMenu(about=[NO_COFFEE])]


def test_coffee_ordered_taken_off_or_asked_with_a_section_is_the_models():
    assert coffee_free_asked([RemoveLine(ref=1)], "no coffee", ["no", "item:coffee"]) == [RemoveLine(ref=1)]
    tea = [AskMenu(about=["tea"])]
    assert coffee_free_asked(tea, "i don't drink coffee, do you have tea", ["item:coffee", "tea"]) == tea
    latte = [AddLine(item="latte")]
    assert coffee_free_asked(latte, "a latte without coffee", ["a", "item:latte"]) == latte


def test_the_shipped_engine_orders_no_coffee_for_something_cold_not_coffee(engine):
    cart, replies = converse(engine, "i'm after something cold, not coffee")
    assert cart.lines == [] and replies[0].startswith("Without coffee, we have")


def test_the_reply_lists_the_drinks_of_each_section_without_coffee():
    reply = answer_question([NO_COFFEE], MENU)
    assert reply.startswith("Without coffee, we have chai and matcha (chai latte and matcha latte), chocolate"
                            " and steamers (hot chocolate and steamer) and teas (cloud and mist tea, ")
    assert "americano" not in reply and "muffin" not in reply


def test_the_shipped_engine_orders_no_coffee(engine):
    cart, replies = converse(engine, "anything without coffee")
    assert cart.lines == []
    assert replies[0].startswith("Without coffee, we have chai and matcha")
