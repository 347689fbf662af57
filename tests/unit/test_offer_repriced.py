""""How much is a large latte?", then "and a small?": the small latte's price (`ordering.offer_repriced`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.edits import AskMenu, ChangeLine
from ordering.offer_repriced import offer_repriced
from ordering.replies import PRICE
from tests.unit.shipped import MENU, converse, lines

ASKED = Cart(asked=Asked(kind="latte", offer={"item": "latte", "size": "large", "milk": "oat milk"}))


def test_a_value_asked_after_a_question_of_an_item_prices_that_item_with_it():
    for text in ("and a small?", "what about a small", "how much for a small one"):
        assert offer_repriced([], text, ["size:small"], ASKED, MENU) == [
            AskMenu(about=["latte", "size:small", "milk:oat milk", PRICE])], text
    assert offer_repriced([], "and with soy?", ["milk:soy_milk"], ASKED, MENU) == [
        AskMenu(about=["latte", "milk:soy milk", "size:large", PRICE])]
    latte = ASKED.model_copy(update={"lines": [Line(id=1, item="mocha")], "next_line_id": 2})
    made = [ChangeLine(ref=1, size="small")]  # the model made the mocha ordered small
    assert offer_repriced(made, "and a small?", ["size:small"], latte, MENU) == [
        AskMenu(about=["latte", "size:small", "milk:oat milk", PRICE])]


def test_an_order_or_no_item_asked_of_is_the_models():
    assert offer_repriced([], "ok the small one then", ["size:small"], ASKED, MENU) == []
    assert offer_repriced([], "and a small?", ["size:small"], Cart(), MENU) == []
    assert offer_repriced([], "and a small mocha?", ["size:small", "item:mocha"], ASKED, MENU) == []


def test_the_shipped_engine_prices_a_small_after_a_large_and_orders_it(engine):
    cart, replies = converse(engine, "how much is a large latte", "and a small?", "ok the small one then")
    assert replies[1] == "A small latte is $4.25."
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "small"}]
