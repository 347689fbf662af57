""""And something to eat": the bakery listed, not the order ended (`ordering.food_asked`)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu, ChangeLine, Finish
from ordering.food_asked import food_asked
from ordering.unknown_things import unknown_things
from tests.unit.shipped import MENU, converse

BAKERY = [AskMenu(about=["bakery"])]


@pytest.mark.parametrize("text, model", [
    ("and something to eat", [Finish()]),
    ("and something sweet", [ChangeLine(ref=1, notes="something sweet")]),
    ("do you have anything sweet", [AskMenu()]),
    ("and a snack please", []),
    ("something warm to eat", []),
])
def test_food_asked_of_in_general_lists_the_bakery(text, model):
    assert food_asked(model, text, text.split()) == BAKERY


def test_an_item_named_or_added_is_the_models():
    said = "a item:latte , something sweet in it please"
    model = [AddLine(item="latte", notes="something sweet")]
    assert food_asked(model, "a latte, something sweet in it please", said.split()) == model
    assert food_asked([Finish()], "that's it", "that's it".split()) == [Finish()]
    for text in ("can you make me something sweet and cold", "something sweet to drink"):  # a drink asked
        assert food_asked([AskMenu()], text, text.split()) == [AskMenu()], text


def test_a_snack_is_no_thing_we_lack():
    assert unknown_things("and a snack".split()) == []


def test_the_shipped_engine_lists_the_bakery(engine):
    cart, replies = converse(engine, "a mocha", "and something to eat")
    assert [line.item for line in cart.lines] == ["mocha"]
    assert replies[1].startswith("Our bakery: apple bran muffin")


def test_what_is_good_to_eat_lists_the_bakery_beside_an_order():
    for text in ("what's good to eat", "what do you have to eat?", "what food do you have"):
        assert food_asked([AskMenu()], text, text.split()) == [AskMenu(about=["bakery"])], text
    said = "a item:latte , and what do you have to eat".split()
    model = [AskMenu(about=["latte"]), AddLine(item="latte")]
    assert food_asked(model, "a latte, and what do you have to eat", said) == [
        AddLine(item="latte"), AskMenu(about=["bakery"])]


def test_the_shipped_engine_adds_the_latte_and_lists_the_bakery(engine):
    cart, replies = converse(engine, "a latte, hmm, what's good to eat")
    assert [line.item for line in cart.lines] == ["latte"]
    assert replies[0].startswith("Added a latte ($4.75). Our bakery: apple bran muffin")


def test_food_ordered_with_the_words_for_food_lists_nothing():
    said = "and something to eat , maybe a item:butter_croissant".split()
    assert food_asked([AddLine(item="butter croissant")], "and something to eat, maybe a croissant", said,
                      MENU) == [AddLine(item="butter croissant")]


def test_the_shipped_engine_adds_the_croissant_chosen_alone(engine):
    _, replies = converse(engine, "a flat white", "and something to eat, maybe a croissant")
    assert replies[1] == "Added a butter croissant ($3.50). Anything else?"


@pytest.mark.parametrize("text", ["i'm hungry", "we're a bit peckish, what do you have", "i am so starving"])
def test_hunger_said_lists_the_bakery(text):
    assert food_asked([], text, text.split(), MENU) == [AskMenu(about=["bakery"])]


def test_the_shipped_engine_lists_the_bakery_to_the_hungry(engine):
    cart, replies = converse(engine, "i'm hungry")
    assert not cart.lines and replies[0].startswith("Our bakery: apple bran muffin")
