""""Make it iced" after "a latte and a blueberry muffin": "it" is the latest line that takes the values."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.it_meant import it_meant
from tests.unit.shipped import MENU, converse

LATTE_THEN_MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")],
                         next_line_id=3)


def test_it_said_of_the_person_the_last_line_is_for_is_that_line():
    cart = Cart(lines=[Line(id=1, item="cappuccino", who="me"),
                       Line(id=2, item="hot chocolate", who="my friend")], next_line_id=3)
    oat = [ChangeLine(ref=2, milk="oat milk")]
    for words in ("oh she wants it with milk:oat_milk", "my friend wants it with milk:oat_milk"):
        assert it_meant(oat, words, words.split(), cart, MENU) == oat, words
    words = "make it with milk:oat_milk"  # no one named: the latest line that takes it
    assert it_meant(oat, words, words.split(), cart, MENU) == [ChangeLine(ref=1, milk="oat milk")]


def test_it_is_the_latest_line_that_takes_every_value_said():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"),
                       Line(id=3, item="blueberry muffin")], next_line_id=4)
    got = it_meant([ChangeLine(ref=3, unset=["temp"])], "make it iced with oat", ["make", "it", "temp:iced",
                   "with", "milk:oat_milk"], cart, MENU)
    assert got == [ChangeLine(ref=2, temp="iced", milk="oat milk")]
    said = ["make", "it", "size:large"]
    assert it_meant([ChangeLine(ref=2, notes="weak")], "make it a large", said, LATTE_THEN_MUFFIN, MENU) == [
        ChangeLine(ref=1, size="large")]  # a note never said is no reading of the words
    assert it_meant([], "make that one decaf", ["make", "that", "n1", "caffeine:decaf"], LATTE_THEN_MUFFIN,
                    MENU) == [ChangeLine(ref=1, caffeine="decaf")]


@pytest.mark.parametrize(("edits", "text", "words"), [
    ([ChangeLine(ref=2, preps=["warmed"])], "make it warm", ["make", "it", "temp:warm"]),  # the muffin warmed
    ([ChangeLine(ref=2, notes="easy on the foam")], "make it easy on the foam",
     ["make", "it", "easy", "on", "the", "addon:foam"]),  # a request in the customer's words stays
    ([ChangeLine(ref=2, qty=2)], "make it two", ["make", "it", "n2"]),  # a count: the model's reading
    ([RemoveLine(ref=2)], "remove it", ["remove", "it"]),
    ([AddLine(item="latte", temp="iced")], "an iced latte too", ["an", "temp:iced", "item:latte", "too"]),
    ([ChangeLine(ref=2, unset=["temp"])], "make it not iced", ["make", "it", "not", "temp:iced"]),
])
def test_what_the_last_line_takes_or_another_reading_stays(edits, text, words):
    assert it_meant(edits, text, words, LATTE_THEN_MUFFIN, MENU) == edits


def test_the_last_line_taking_a_value_is_it():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    edits = [ChangeLine(ref=2, temp="iced")]
    assert it_meant(edits, "make it iced", ["make", "it", "temp:iced"], cart, MENU) == edits
    alone = Cart(lines=cart.lines[:1])
    assert it_meant(edits, "make it iced", ["make", "it", "temp:iced"], alone, MENU) == edits


@pytest.mark.parametrize(("first", "then", "changed"), [
    ("a large oat latte and a blueberry muffin", "make it iced", {"temp": "iced"}),
    ("a latte and a croissant", "make it a large", {"size": "large"}),
    ("a mocha and a muffin", "make it decaf with oat milk", {"caffeine": "decaf", "milk": "oat milk"}),
])
def test_shipped_model_changes_the_drink_said_of_as_it(engine, first, then, changed):
    before, _ = converse(engine, first)
    cart, replies = converse(engine, first, then)
    drink, food = cart.lines
    assert {k: getattr(drink, k) for k in changed} == changed and replies[-1].startswith("Changed the")
    assert food == before.lines[1]


def test_shipped_model_warms_the_muffin_said_of_as_it(engine):
    cart, _ = converse(engine, "a latte and a blueberry muffin", "make it warm")
    assert cart.lines[0].temp is None and cart.lines[1].preps == ["warmed"]


def test_a_value_no_line_takes_is_asked_of_the_last_line_for_the_menu_to_refuse():
    croissant = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    said = ["make", "it", "size:large"]
    assert it_meant([], "make it large", said, croissant, MENU) == [ChangeLine(ref=1, size="large")]


def test_shipped_model_says_why_a_croissant_is_not_made_large(engine):
    cart, replies = converse(engine, "just a chocolate croissant", "could you make it a large")
    assert [line.size for line in cart.lines] == [None]
    assert replies[-1] == "The chocolate croissant doesn't take sizes."


def test_a_warming_taken_back_of_it_is_the_warmed_lines():
    warmed = Cart(lines=[Line(id=1, item="cappuccino"),
                         Line(id=2, item="blueberry muffin", preps=["warmed"])], next_line_id=3)
    model = [ChangeLine(ref=2, drop=["warmed"])]
    assert it_meant(model, "actually don't warm it", ["actually", "don't", "temp:warm", "it"], warmed,
                    MENU) == model


def test_shipped_model_unwarms_the_muffin(engine):
    cart, _ = converse(engine, "a cappuccino", "and a blueberry muffin, warmed", "actually don't warm it")
    assert [(line.item, line.temp, line.preps) for line in cart.lines] == [
        ("cappuccino", None, []), ("blueberry muffin", None, [])]
