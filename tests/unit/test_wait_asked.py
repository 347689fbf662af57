"""`wait_asked`: "how long will it take?" is answered with how the order goes on, not read back."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, ReviewOrder, SetOrder
from ordering.menu import load_menu
from ordering.replies import LATER, NOT_LATER, WAIT, WAITING, answer_question
from ordering.wait_asked import pickup_said, pickup_time_said, wait_asked
from tests.unit.shipped import converse, lines


@pytest.mark.parametrize("text", ["how long will it take", "when will my order be ready?", "is it ready yet",
                                  "how long is the wait", "what's the wait time", "how much longer?",
                                  "is the latte ready yet", "are the drinks ready", "what's taking so long",
                                  "why is this taking so long?", "is it almost ready", "where's my coffee",
                                  "what time would they be done", "how soon can we get it",
                                  "roughly how many minutes?"])
def test_a_question_of_waiting_is_answered(text):
    assert wait_asked([Finish()], text) == [AskMenu(about=[WAITING])]
    assert wait_asked([], text) == [AskMenu(about=[WAITING])]


def test_an_order_or_a_question_of_the_menu_is_left_as_read():
    added = [AddLine(item="latte")]
    assert wait_asked(added, "a latte, how long will it take?") == added
    milk = [AskMenu(about=["milk"])]
    assert wait_asked(milk, "how long do you steam the milk for") == milk
    assert wait_asked([Finish()], "that's all") == [Finish()]
    assert wait_asked([], "what time do you open") == []  # no order's time: another reading's
    assert answer_question([WAITING], load_menu()) == WAIT


@pytest.mark.parametrize("text", ["it's for pickup at 8", "i'll pick it up at 8:30", "can it be ready by 9am",
                                  "i'll be there in 10 minutes", "for 7:45 please"])
def test_a_time_to_collect_is_answered_not_counted(text):
    recount = [ChangeLine(ref=1, qty=8)]  # the hour read as the last line's count
    assert pickup_time_said(recount, text, ["n8"]) == [AskMenu(about=[LATER])]
    named = [SetOrder(customer_name="Sam"), ChangeLine(ref=1, qty=8)]
    assert pickup_time_said(named, text, ["n8"]) == [SetOrder(customer_name="Sam"), AskMenu(about=[LATER])]


def test_a_count_or_an_order_with_a_time_is_the_models():
    recount = [ChangeLine(ref=1, qty=8)]
    assert pickup_time_said(recount, "make it 8", ["make", "it", "n8"]) == recount
    added = [AddLine(item="latte", qty=2)]
    assert pickup_time_said(added, "two lattes at 7am", ["n2", "item:latte", "at", "n7", "am"]) == added
    assert pickup_time_said([ChangeLine(ref=1, size="large")], "make it large, pickup at 8", []) == [
        ChangeLine(ref=1, size="large")]


def test_the_shipped_engine_keeps_one_cortado_for_pickup_at_8(engine):
    cart, replies = converse(engine, "a cortado please", "it's for pickup at 8")
    assert lines(cart) == [{"item": "cortado", "qty": 1}]
    assert replies[-1] == NOT_LATER


def test_the_shipped_engine_answers_what_is_taking_so_long(engine):
    cart, replies = converse(engine, "a latte", "what's taking so long")
    assert replies[-1] == WAIT
    assert lines(cart) == [{"item": "latte", "qty": 1}]


@pytest.mark.parametrize("text", ["a latte for pickup", "it's for pickup", "i'll pick it up", "for pick-up"])
def test_an_order_for_pickup_is_to_go(text):
    assert pickup_said([Finish()], text) == [SetOrder(to_go=True)]
    assert pickup_said([AddLine(item="latte")], text) == [AddLine(item="latte"), SetOrder(to_go=True)]
    assert pickup_said([ReviewOrder(), ChangeLine(ref=1, notes="weak")], text) == [SetOrder(to_go=True)]
    asked = [AskMenu()]  # a question of nothing, with nothing ordered: what would they like
    assert pickup_said(asked, text) == [SetOrder(to_go=True), AskMenu()]


def test_a_pickup_time_or_a_way_said_is_left_alone():
    later = [AskMenu(about=[LATER])]
    assert pickup_said(later, "it's for pickup at 8") == later
    here = [SetOrder(to_go=False)]
    assert pickup_said(here, "for here, i'll pick it up at the counter") == here
    assert pickup_said([Finish()], "that's all") == [Finish()]


def test_the_shipped_engine_makes_the_order_to_go_for_pickup(engine):
    cart, replies = converse(engine, "a latte", "i'll pick it up")
    assert cart.to_go is True and lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[-1].startswith("Got it, to go.")


def test_the_shipped_engine_answers_what_time_the_order_is_ready(engine):
    cart, replies = converse(engine, "two small mochas", "and what time will they be ready?")
    assert lines(cart) == [{"item": "mocha", "qty": 2, "size": "small"}]
    assert replies[1] == WAIT


def test_the_order_ended_beside_the_question_of_waiting_is_read_back_too():
    for text in ("that's all, how long will it be", "that's it. how long will it take?"):
        assert wait_asked([Finish()], text) == [Finish(), AskMenu(about=[WAITING])], text
    assert wait_asked([Finish()], "how long will it be") == [AskMenu(about=[WAITING])]  # no end said


def test_the_shipped_engine_reads_the_order_back_and_says_how_it_goes_on(engine):
    _, replies = converse(engine, "a latte and a croissant", "that's all, how long will it be")
    assert replies[1].startswith(WAIT) and "Here's your order: a latte ($4.75)" in replies[1], replies
