""""Is that too hot for a kid?" asks of a line and changes nothing (`ordering.too_much_asked`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import UNSURE, AskMenu, ChangeLine
from ordering.too_much_asked import too_much_asked
from tests.unit.shipped import converse, lines

COCOA = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="hot chocolate", size="large")], next_line_id=3)


@pytest.mark.parametrize("text", ["is that too hot for a kid", "is it too sweet?",
                                  "won't it be a bit too big", "is the hot chocolate too hot for my son?"])
def test_too_much_asked_of_a_line_is_a_question_of_it(text):
    words = text.replace("hot chocolate", "item:hot_chocolate").split()
    assert too_much_asked([ChangeLine(ref=2, temp="warm")], text, words, COCOA) == [
        AskMenu(about=["hot chocolate", UNSURE])]


def test_the_line_named_is_the_one_asked_of():
    words = "is the item:latte too strong ?".split()
    assert too_much_asked([], "is the latte too strong?", words, COCOA) == [AskMenu(about=["latte", UNSURE])]


@pytest.mark.parametrize("text", ["make it not too hot", "not too sweet please", "is it hot?"])
def test_other_turns_are_the_models(text):
    model = [ChangeLine(ref=2, temp="warm")]
    assert too_much_asked(model, text, text.split(), COCOA) == model


def test_the_shipped_engine_changes_nothing_asked_if_it_is_too_hot(engine):
    cart, replies = converse(engine, "a large hot chocolate", "is that too hot for a kid")
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "size": "large"}]
    assert replies[1].startswith("Sorry, I can't tell you that about the hot chocolate.")
