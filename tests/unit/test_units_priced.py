""""How much would two large mochas be?" is answered with their total and orders nothing
(`order_review.price_asked`, `replies.answer_question`); "ok i'll take them" then orders the two
(`edits.UNITS` carried on the offer)."""

from __future__ import annotations

from ordering.edits import PRICE, UNITS, AddLine, AskMenu
from ordering.order_review import price_asked
from ordering.replies import answer_question
from tests.unit.shipped import MENU, converse, lines


def test_a_price_asked_of_several_units_is_asked_not_ordered():
    said = "how much would n2 size:large item:mocha be".split()
    model = [AskMenu(about=["mocha"]), AddLine(item="mocha", qty=2, size="large")]
    assert price_asked(model, "how much would two large mochas be", said) == [
        AskMenu(about=["mocha", "size:large", f"{UNITS}2", PRICE])]
    ordering = "how much are two large mochas? i'll take them"  # ordered too: the model's
    assert price_asked(model, ordering, said) == model


def test_the_price_of_several_units_of_a_size_is_their_total():
    assert answer_question(["mocha", "size:large", f"{UNITS}2", PRICE], MENU) == (
        "2 large mochas are $11.50 ($5.75 each).")
    assert answer_question(["mocha", f"{UNITS}2", PRICE], MENU) == (  # no size said: each size's price
        "A mocha is short $4.25, small $4.75, medium $5.25 or large $5.75.")


def test_the_shipped_engine_prices_two_large_mochas_and_orders_them_when_taken(engine):
    cart, replies = converse(engine, "how much would two large mochas be")
    assert not cart.lines and replies == ["2 large mochas are $11.50 ($5.75 each)."]
    cart, replies = converse(engine, "ok i'll take them", cart=cart)
    assert lines(cart) == [{"item": "mocha", "qty": 2, "size": "large"}], replies
