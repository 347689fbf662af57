""""No thanks" after "Anything else?" finishes the order; it removes nothing (`ordering.declined_more`)."""

from __future__ import annotations

import pytest

from ordering.cart import Asked, Cart, Line
from ordering.declined_more import declined_more
from ordering.edits import ChangeLine, Finish, RemoveLine, SetOrder
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


@pytest.mark.parametrize("text", ["no thanks", "nope", "finished", "that'll do", "no, that's it thanks",
                                  "all done!", "no thank you, I'm good", "nothing else", "no more thanks",
                                  "no more for me", "that's enough for now"])
def test_a_turn_that_only_declines_finishes(text):
    assert declined_more([RemoveLine(ref=1)], text, CART) == [Finish()]
    assert declined_more([SetOrder(to_go=True)], text, CART) == [SetOrder(to_go=True), Finish()]


@pytest.mark.parametrize("text", ["no milk", "no, make it a large", "no, the other one", "thanks",
                                  "no sugar thanks", "not iced", "more please", "no more whip"])
def test_other_turns_are_the_models(text):
    change = [ChangeLine(ref=1, size="large")]
    assert declined_more(change, text, CART) == change


def test_an_empty_cart_or_a_question_waiting_leaves_it():
    assert declined_more([], "no thanks", Cart()) == []
    asked = CART.model_copy(update={"asked": Asked(kind="latte", lines=[1, 2], change={"op": "del"})})
    assert declined_more([], "no", asked) == []


def test_the_shipped_engine_keeps_the_latte(engine):
    cart, replies = converse(engine, "a latte", "no thanks")
    assert [line.item for line in cart.lines] == ["latte"] and cart.status == "finished"
    assert replies[1].startswith("Here's your order")


def test_the_shipped_engine_keeps_the_mocha_of_no_more_thanks(engine):
    cart, replies = converse(engine, "a large mocha", "no more, thanks")
    assert [line.item for line in cart.lines] == ["mocha"] and cart.status == "finished"
    assert replies[1].startswith("Here's your order")


TWO = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="butter croissant")], next_line_id=3)


@pytest.mark.parametrize("text", ["ok just those two then", "just those please", "only these two",
                                  "alright, just the two then", "just those 2 thanks"])
def test_just_those_lines_finishes_without_a_recount(text):
    assert declined_more([ChangeLine(ref=2, qty=2)], text, TWO) == [Finish()]


@pytest.mark.parametrize("text", ["just those three", "just the latte", "only the two lattes", "those two"])
def test_other_counts_or_things_are_the_models(text):
    assert declined_more([ChangeLine(ref=2, qty=2)], text, TWO) == [ChangeLine(ref=2, qty=2)]


def test_the_shipped_engine_keeps_one_croissant(engine):
    cart, replies = converse(engine, "an earl grey tea with honey please", "and a butter croissant",
                             "do you have gluten free options", "ok just those two then")
    assert [line.qty for line in cart.lines] == [1, 1] and cart.status == "finished"
