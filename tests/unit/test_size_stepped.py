""""Make it bigger" / "smaller please": the line's size one step along its item's sizes
(`ordering.size_stepped`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.menu import load_menu
from ordering.size_stepped import size_stepped
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", size="small"), Line(id=2, item="mocha")], next_line_id=3)


@pytest.mark.parametrize("text, words, edits, want", [
    ("make it bigger", "make it bigger", [], [ChangeLine(ref=2, size="large")]),  # the usual medium, up
    ("smaller please", "smaller please", [ChangeLine(ref=2, notes="weak")],
     [ChangeLine(ref=2, size="small")]),
    ("can I get the latte a size up", "can i get the item:latte a size up", [],
     [ChangeLine(ref=1, size="medium")]),
    ("make it bigger and iced", "make it bigger and temp:iced", [ChangeLine(ref=2, temp="iced")],
     [ChangeLine(ref=2, size="large", temp="iced")]),
    ("upsize it please", "upsize it please", [ChangeLine(ref=2, notes="weak")],
     [ChangeLine(ref=2, size="large")]),
    ("can you downsize it", "can you downsize it", [], [ChangeLine(ref=2, size="small")]),
    ("and one size smaller again", "and n1 size smaller again", [AddLine(item="mocha")],  # "one" read as a
     [ChangeLine(ref=2, size="small")]),  # mocha more
    ("go down a size", "go down a size", [Finish()], [ChangeLine(ref=2, size="small")]),  # no end said
    ("actually the biggest you have", "actually the biggest you have", [RemoveLine(ref=1)],
     [ChangeLine(ref=1, size="large")]),  # no removal said
])
def test_the_size_steps_along_the_items_sizes(text, words, edits, want):
    assert size_stepped(edits, text, words.split(), CART, MENU) == want


@pytest.mark.parametrize("text, words, edits", [
    ("make it a large", "make it a size:large", [ChangeLine(ref=2, size="large")]),  # a size named
    ("a bigger cup please", "a bigger cup please", [AddLine(item="latte")]),  # an order
    ("remove the bigger one", "remove the bigger n1", [RemoveLine(ref=1)]),
    ("remove it, the biggest is too much", "remove it , the biggest is too much", [RemoveLine(ref=1)]),
    ("bigger or smaller", "bigger or smaller", []),
    ("put it in a bigger cup", "put it in a bigger cup", [ChangeLine(ref=2, notes="in a bigger cup")]),
])
def test_other_turns_are_the_models(text, words, edits):
    assert size_stepped(edits, text, words.split(), CART, MENU) == edits


def test_a_question_of_the_biggest_size_hears_the_sizes():
    said = "whats your biggest size"
    assert size_stepped([], said, said.split(), CART, MENU) == [AskMenu(about=["sizes"])]
    said = "ok how big is the largest one"
    assert size_stepped([AskMenu()], said, said.split(), CART, MENU) == [AskMenu()]
    said = "how about the biggest one"
    assert size_stepped([], said, said.split(), CART, MENU) == [ChangeLine(ref=2, size="large")]


def test_the_shipped_engine_answers_which_size_is_biggest(engine):
    cart, replies = converse(engine, "a coffee", "what's your biggest size")
    assert lines(cart) == [{"item": "coffee", "qty": 1}]
    assert "large" in replies[1] and "Changed" not in replies[1]


def test_them_steps_every_line_with_sizes():
    cart = Cart(lines=[Line(id=1, item="latte", qty=3), Line(id=2, item="latte", size="small"),
                       Line(id=3, item="bagel")], next_line_id=4)
    said = "make them bigger"
    assert size_stepped([ChangeLine(ref=1, notes="weak")], said, said.split(), cart, MENU) == [
        ChangeLine(ref=1, size="large"), ChangeLine(ref=2, size="medium")]


def test_the_line_named_by_a_value_steps_and_keeps_it():
    cart = Cart(lines=[Line(id=1, item="americano", temp="iced"), Line(id=2, item="americano", temp="hot")],
                next_line_id=3)
    said = "make the temp:iced n1 bigger".split()
    unset = [ChangeLine(ref=1, unset=["temp"])]
    larger = [ChangeLine(ref=1, size="large")]
    assert size_stepped(unset, "make the iced one bigger", said, cart, MENU) == larger
    said = "make the temp:hot n1 bigger".split()
    assert size_stepped([], "make the hot one bigger", said, cart, MENU) == [ChangeLine(ref=2, size="large")]


def test_the_shipped_engine_keeps_the_iced_one_iced(engine):
    cart, _ = converse(engine, "one iced americano and one hot americano", "make the iced one bigger")
    assert [(line.size, line.temp) for line in cart.lines] == [("large", "iced"), (None, "hot")]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a medium latte", "ok make it bigger", "bigger")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large"}]
    assert replies[2] == "The latte is large already. Anything else?"


def test_it_is_the_latest_line_with_sizes_and_a_line_without_is_refused():
    cart = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="bagel")], next_line_id=3)
    assert size_stepped([], "make it bigger", "make it bigger".split(), cart, MENU) == [
        ChangeLine(ref=1, size="large")]
    named = "make the item:bagel bigger".split()
    assert size_stepped([], "make the bagel bigger", named, cart, MENU) == [ChangeLine(ref=2, size="large")]
    alone = Cart(lines=[Line(id=1, item="bagel")], next_line_id=2)
    assert size_stepped([], "smaller", ["smaller"], alone, MENU) == [ChangeLine(ref=1, size="small")]


def test_the_shipped_engine_says_a_bagel_takes_no_sizes(engine):
    cart, replies = converse(engine, "one bagel", "can it be bigger")
    assert lines(cart) == [{"item": "bagel", "qty": 1}]
    assert replies[1] == "The plain bagel doesn't take sizes."


def test_the_biggest_or_smallest_is_the_items_last_or_first_size():
    assert size_stepped([], "ok the biggest one", "ok the biggest n1".split(), CART, MENU) == [
        ChangeLine(ref=2, size="large")]
    assert size_stepped([], "your smallest please", "your smallest please".split(), CART, MENU) == [
        ChangeLine(ref=2, size="short")]
    nothing = [AskMenu(about=[])]  # the model's question of nothing: the size asked
    assert size_stepped(nothing, "the largest you do", "the largest you do".split(), CART, MENU) == [
        ChangeLine(ref=2, size="large")]
    assert size_stepped([Finish()], "i'll take the biggest", "i'll take the biggest".split(), CART, MENU) == [
        ChangeLine(ref=2, size="large")]  # read as the order's end
    sizes = [AskMenu(about=["sizes"])]  # a question of the sizes stays one
    assert size_stepped(sizes, "the largest you do", "the largest you do".split(), CART, MENU) == sizes


def test_the_shipped_engine_makes_it_the_biggest_you_have(engine):
    cart, replies = converse(engine, "a short flat white", "hmm the largest you've got")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "size": "large"}]


def test_the_shipped_engine_makes_it_the_biggest(engine):
    cart, replies = converse(engine, "one small chai latte", "which sizes do you do", "the largest then")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "large"}]
    assert replies[2] == "Changed the chai latte to large. Anything else?"


def test_the_biggest_or_smallest_said_of_an_item_ordered_is_its_largest_or_smallest_size(engine):
    from ordering.size_stepped import most_ordered

    coffee = [AddLine(item="coffee")]
    said = "give me your biggest item:coffee".split()
    assert most_ordered(coffee, "give me your biggest coffee", said, MENU) == [
        AddLine(item="coffee", size="large")]
    said = "your smallest item:coffee please".split()
    assert most_ordered(coffee, "your smallest coffee please", said, MENU) == [
        AddLine(item="coffee", size="short")]
    assert most_ordered(coffee, "a coffee please", "a item:coffee please".split(), MENU) == coffee
    croissant = [AddLine(item="butter croissant")]  # one size: nothing to choose
    said = "your biggest item:butter_croissant".split()
    assert most_ordered(croissant, "your biggest croissant", said, MENU) == croissant
    cart, replies = converse(engine, "give me your biggest coffee")
    assert cart.lines[0].size == "large" and replies[0] == "Added a large coffee ($3.25). Anything else?"


def test_the_shipped_engine_steps_one_size_smaller_again(engine):
    cart, replies = converse(engine, "a large mocha", "can you make it a size smaller",
                             "and one size smaller again")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "small"}]
    _, replies = converse(engine, "a latte", "one size bigger please")
    assert replies[1] == "Changed the latte to large. Anything else?"


def test_the_shipped_engine_takes_the_biggest_after_the_sizes(engine):
    cart, _ = converse(engine, "one mocha", "which sizes are there", "i'll take the biggest")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "large"}]


def test_the_shipped_engine_takes_the_mocha_down_a_size(engine):
    cart, replies = converse(engine, "a large mocha", "go down a size")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "medium"}]
    assert replies[1] == "Changed the mocha to medium. Anything else?"
