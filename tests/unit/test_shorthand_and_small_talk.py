"""Barista shorthand ("esp", "dbl", "cap", "van" before a drink), small talk that orders nothing
("not a big tea drinker", "if it's no bother", a question of what a drink is), and a line made into what
it already is ("make it a dark roast" of a coffee).

Each conversation runs through the shipped engine and pipeline (the `engine` fixture), as the worker runs it.
"""

from __future__ import annotations

import pytest

from ordering.customer_described import described_not_ordered
from ordering.edits import AddLine
from ordering.said import said_requests
from tests.unit.shipped import converse, lines


@pytest.mark.parametrize(("turns", "expected"), [
    (("three esp please",), {"item": "espresso", "qty": 3}),
    (("one esp",), {"item": "espresso", "qty": 1}),
    (("dbl esp to go",), {"item": "espresso", "qty": 1, "shots": 2}),
    (("could i get a dbl espresso",), {"item": "espresso", "qty": 1, "shots": 2}),
    (("a lg cap",), {"item": "cappuccino", "qty": 1, "size": "large"}),
    (("one decaf cap w almond",),
     {"item": "cappuccino", "qty": 1, "caffeine": "decaf", "milk": "almond milk"}),
    (("a sm van latte",), {"item": "latte", "qty": 1, "size": "small", "addons": {"vanilla syrup": 1}}),
])
def test_barista_shorthand_where_an_item_is_ordered(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [expected]


@pytest.mark.parametrize(("turns", "expected"), [
    (("i'm not a big tea drinker, so a mocha please",), [{"item": "mocha", "qty": 1}]),
    (("honestly i'm not much of a latte person. one americano",), [{"item": "americano", "qty": 1}]),
    (("i never drink coffee, can i have a hot chocolate",), [{"item": "hot chocolate", "qty": 1}]),
])
def test_an_item_said_of_the_customer_orders_nothing(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == expected


def test_a_value_said_only_of_the_customer_is_no_value():
    tokens = ["i'm", "not", "a", "size:large", "item:coffee", "drinker", ",", "so", "a", "item:mocha"]
    edits = [AddLine(item="coffee", size="large"), AddLine(item="mocha", size="large")]
    assert described_not_ordered(edits, tokens) == [AddLine(item="mocha")]


def test_courtesy_is_no_request():
    assert said_requests("a mocha, if it's not too much of a bother") == []
    assert said_requests("a mocha with not too much foam") == ["not too much foam"]


def test_a_note_is_not_read_from_a_question_about_the_drink(engine):
    cart, _ = converse(engine, "um is the americano bitter? okay a large americano please")
    assert lines(cart) == [{"item": "americano", "qty": 1, "size": "large"}]


@pytest.mark.parametrize(("turns", "said"), [
    (("a coffee", "make it a dark roast"), "The coffee is our dark roast already."),
    (("one mocha", "make it a mocha please"), "The mocha is a mocha already."),
])
def test_a_line_made_into_what_it_is_says_so(engine, turns, said):
    cart, replies = converse(engine, *turns)
    assert replies[-1] == said
    assert len(lines(cart)) == 1
