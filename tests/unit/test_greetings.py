"""A turn that only says hello is greeted back (`ordering.greetings`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart
from ordering.edits import AddLine, AskMenu, ClearCart, Finish, Greet, apply_edits
from ordering.greetings import acknowledged, greeted, is_greeting
from ordering.menu import load_menu
from ordering.replies import (
    ANYTHING_MORE,
    GOODBYE,
    HELLO,
    HELLO_AGAIN,
    LEAVING,
    NOTED,
    answer_question,
    build_reply,
)

MENU = load_menu()


@pytest.mark.parametrize("text", ["hi", "Hello!", "hey there", "Good morning :)", "hiya", "morning all",
                                  "Hi, how are you doing today?", "hey, how's it going"])
def test_greetings_alone(text):
    assert is_greeting(text)


@pytest.mark.parametrize("text", ["", "hi, a latte please", "hello can I get a mocha", "hey cancel that",
                                  "this morning I had a latte", "hi " * 100, "good", "thank you"])
def test_not_greetings_alone(text):
    assert not is_greeting(text)


def test_a_greeting_alone_takes_the_place_of_what_the_model_read():
    for written in ([], [AskMenu()], [Finish()]):
        assert greeted(written, "hi there") == [Greet()]
    assert greeted([AddLine(item="latte")], "hi there") == [AddLine(item="latte")]
    assert greeted([ClearCart()], "hey") == [ClearCart()]
    assert greeted([AskMenu()], "what do you have?") == [AskMenu()]


def test_the_reply_greets_and_nothing_changes():
    result = apply_edits(Cart(), [Greet()], MENU)
    assert result.cart == Cart() and not result.refused
    assert build_reply(result, Cart(), MENU, intent="offtopic", understood=True) == HELLO
    cart = apply_edits(Cart(), [AddLine(item="latte")], MENU).cart
    result = apply_edits(cart, [Greet()], MENU)
    assert result.cart.lines == cart.lines
    assert build_reply(result, cart, MENU, intent="offtopic", understood=True) == HELLO_AGAIN


@pytest.mark.parametrize("text", ["bye!", "ok thanks, see you later", "goodbye then"])
def test_a_goodbye_with_an_order_reads_it_back_to_confirm(text):
    from ordering.cart import Line
    from ordering.greetings import farewell

    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert farewell([], text, cart) == [Finish()]
    assert farewell([], text, Cart()) == [AskMenu(about=[LEAVING])]  # nothing to confirm: goodbye
    assert answer_question([LEAVING], MENU) == GOODBYE
    assert farewell([], f"{text} and a mocha", cart) == []  # more than goodbye


def test_the_shipped_engine_reads_the_order_back_at_goodbye(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "one small mocha", "bye bye")
    assert replies[1].startswith("Here's your order: a small mocha")


@pytest.mark.parametrize("text", ["i'd like to place an order", "can i order for 3 people", "ready to order",
                                  "hi, i'm ordering for my team", "can I get a few things please",
                                  "hi there, i'd like to order for three people",
                                  "we would like to order", "can I order for pickup",
                                  "hi, could I place an order for pick up please",
                                  "hey, I'd like to order a few things for the office",
                                  "can I order a couple of drinks for my team",
                                  "hi, i'd like to start an order", "id like to start an order"])
def test_a_turn_that_only_begins_an_order_gets_the_menus_sections(text):
    from ordering.edits import ClearCart
    from ordering.greetings import order_begun

    assert order_begun([], text) == [AskMenu()]
    assert order_begun([Finish()], text) == [AskMenu()]
    assert order_begun([ClearCart()], text) == [AskMenu()]  # read as starting over: nothing taken off


def test_the_shipped_engine_keeps_the_latte_when_an_order_is_begun(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "id like to start an order")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[1].startswith("We have espresso drinks")


@pytest.mark.parametrize("text", ["i'd like to order a latte", "can i order a mocha for my son", "", "order",
                                  "i'd like to place an order" * 10])
def test_an_order_said_with_it_is_the_models(text):
    from ordering.greetings import order_begun

    edits = [AddLine(item="latte")]
    assert order_begun(edits, text) == edits
    assert order_begun([], text) == []


def test_the_shipped_engine_answers_an_order_begun(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "hi, can i get a few things", "i'd like to place an order for 3 people")
    assert not cart.lines
    assert all(reply.startswith("We have espresso drinks") for reply in replies)


@pytest.mark.parametrize("text", ["my usual please", "I'll have the usual", "hi, the usual",
                                  "just my usual thanks", "can i get the same as last time",
                                  "can i get the same thing i had yesterday", "i'll have what i always get",
                                  "what i had yesterday please", "my regular",
                                  "i'll have the same thing as yesterday", "the same order as before please",
                                  "make it the same as my usual", "make mine like my usual"])
def test_the_usual_gets_an_answer(text):
    from ordering.greetings import usual_asked
    from ordering.replies import NO_USUAL, USUAL

    assert usual_asked([], text) == [AskMenu(about=[USUAL])]
    result = apply_edits(Cart(), usual_asked([], text), MENU)
    assert build_reply(result, Cart(), MENU, intent="question", understood=True) == NO_USUAL
    assert usual_asked([AddLine(item="latte")], text) == [AddLine(item="latte")]


def test_the_shipped_engine_answers_the_usual(engine):
    from ordering.replies import NO_USUAL
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "my usual please")
    assert not cart.lines and replies == [NO_USUAL]
    cart, replies = converse(engine, "can i get the same as last time")
    assert not cart.lines and replies == [NO_USUAL]
    cart, replies = converse(engine, "a small latte", "make it the same as my usual")  # no second latte
    assert len(cart.lines) == 1 and replies[1] == NO_USUAL


def test_the_shipped_engine_takes_no_name_from_an_order_for_pick_up(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "hi, could I place an order for pick up please")
    assert cart.customer_name is None and not cart.lines
    assert cart.to_go is True  # for pick up: to go (`pickup_said`)
    assert replies[0].startswith("Got it, to go. We have espresso drinks")


@pytest.mark.parametrize("text", ["cool", "ok, interesting", "good to know, thanks", "ah i see", "got it!",
                                  "makes sense", "alright no problem"])
def test_a_turn_that_only_acknowledges_is_asked_what_else(text):
    assert acknowledged([], text) == [AskMenu(about=[NOTED])]
    assert acknowledged([AskMenu()], text) == [AskMenu(about=[NOTED])]  # a question of nothing
    assert answer_question([NOTED], load_menu()) == ANYTHING_MORE


@pytest.mark.parametrize("edits, text", [
    ([Finish()], "that's fine"),  # read as the order's end: the model's
    ([AddLine(item="latte")], "cool, a latte"),
    ([], "cool drinks you have"),  # more than an acknowledgement
    ([], "is it good"),
])
def test_other_turns_are_left_as_read(edits, text):
    assert acknowledged(edits, text) == edits


def test_the_shipped_engine_asks_what_else_after_cool(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "one small mocha", "how much is it?", "cool")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "small"}]
    assert replies[2] == ANYTHING_MORE


@pytest.mark.parametrize("text", ["i want a drink", "i'd like something to drink", "can i get a drink",
                                  "we need drinks for the team"])
def test_a_drink_asked_for_with_none_named_offers_the_menu(text):
    from ordering.greetings import order_begun

    assert order_begun([], text) == [AskMenu()]


def test_the_shipped_engine_offers_the_menu_for_a_drink(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "i want a drink")
    assert replies[0].startswith("We have espresso drinks")
