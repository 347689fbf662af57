"""Café words the menu reads: "room", "breve", a pastry "heated", an iced doppio and a white mocha.

Each conversation runs through the shipped engine and pipeline (the `engine` fixture), as the worker runs it.
"""

from __future__ import annotations

import pytest

from ordering.cart import Cart
from ordering.counted_words import shot_word_alone
from ordering.edits import AddLine
from ordering.named_lines import warm_for
from tests.unit.shipped import MENU, converse, lines


@pytest.mark.parametrize("turns", [
    ("a drip coffee", "room please"),
    ("a drip coffee", "add room"),
    ("an americano", "just leave a bit of room thanks"),
    ("a drip coffee", "with room"),
    ("a small drip coffee, room please",),
])
def test_room_is_the_preparation_with_room(engine, turns):
    cart, _ = converse(engine, *turns)
    assert [line.get("preps") for line in lines(cart)] == [["with room"]]
    assert not any(line.get("notes") for line in lines(cart))


def test_room_temperature_stays_a_note(engine):
    cart, _ = converse(engine, "can i have a room temperature chai latte")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "notes": "room temperature"}]


@pytest.mark.parametrize(("turns", "expected"), [
    (("an iced doppio",), {"item": "espresso", "qty": 1, "temp": "iced", "shots": 2}),
    (("could i get a decaf doppio",),
     {"item": "espresso", "qty": 1, "caffeine": "decaf", "shots": 2}),
    (("two doppios over ice please",), {"item": "espresso", "qty": 2, "temp": "iced", "shots": 2}),
])
def test_a_doppio_said_with_its_values_is_an_espresso_of_two_shots(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [expected]


def test_the_values_said_with_a_shot_word_go_on_the_espresso():
    words = ["an", "temp:iced", "caffeine:decaf", "shots:2", "please"]
    assert shot_word_alone([], words, Cart()) == [
        AddLine(item="espresso", temp="iced", caffeine="decaf", shots=2)]


@pytest.mark.parametrize("turns", [
    ("i'll take one breve latte",),
    ("a latte breve, thanks",),
    ("a latte", "actually make that breve"),
])
def test_breve_is_half_and_half(engine, turns):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [{"item": "latte", "qty": 1, "milk": "half and half"}]


@pytest.mark.parametrize(("turns", "item"), [
    (("one blueberry muffin, heated",), "blueberry muffin"),
    (("a plain bagel heated please",), "bagel"),
    (("a croissant", "have it heated please"), "butter croissant"),
    (("could you heat up a croissant for me",), "butter croissant"),
])
def test_a_pastry_heated_is_warmed(engine, turns, item):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [{"item": item, "qty": 1, "preps": ["warmed"]}]


def test_a_drink_heated_stays_hot_and_a_pastry_beside_it_cold(engine):
    cart, _ = converse(engine, "a heated cappuccino and a blueberry muffin")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1},
                           {"item": "cappuccino", "qty": 1, "temp": "hot"}]


def test_hot_of_a_pastry_is_its_preparation():
    assert warm_for(MENU, "bagel", "temp:hot") == "prep:warmed"
    assert warm_for(MENU, "latte", "temp:hot") == "temp:hot"


@pytest.mark.parametrize(("turns", "expected"), [
    (("a white mocha",), [{"item": "mocha", "qty": 1, "addons": {"white chocolate sauce": 1}}]),
    (("two white mochas please",), [{"item": "mocha", "qty": 2, "addons": {"white chocolate sauce": 1}}]),
    (("a tall white mocha with soy",),
     [{"item": "mocha", "qty": 1, "size": "small", "milk": "soy milk",
       "addons": {"white chocolate sauce": 1}}]),
    (("a mocha", "make it a white mocha"),
     [{"item": "mocha", "qty": 1, "addons": {"white chocolate sauce": 1}}]),
    (("a flat white mocha",), [{"item": "flat white", "qty": 1}, {"item": "mocha", "qty": 1}]),
])
def test_a_white_mocha_is_a_mocha_with_white_chocolate_sauce(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == expected


@pytest.mark.parametrize("turns", [("a hot chocolate", "make it kid size"),
                                   ("one child size hot chocolate",)])
def test_kid_size_is_the_short(engine, turns):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [{"item": "hot chocolate", "qty": 1, "size": "short"}]


def test_a_long_black_is_an_americano(engine):
    cart, _ = converse(engine, "two long blacks please")
    assert lines(cart) == [{"item": "americano", "qty": 2}]
    assert MENU.resolve("item", "long black") == "americano"
