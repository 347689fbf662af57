""""Do you have soy? If so, a soy latte": the question answered and the order taken
(`ordering.ordered_if_so`); "how much is a latte? and a muffin please" prices the latte, adds the muffin."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu
from ordering.ordered_if_so import ordered_if_so
from tests.unit.shipped import converse, lines

ASKED = [AskMenu(about=["soy milk"])]


@pytest.mark.parametrize("words, want", [
    ("do you have milk:soy_milk ? if so a milk:soy_milk item:mocha please",
     AddLine(item="mocha", milk="soy milk")),
    ("any caffeine:decaf ? then n2 caffeine:decaf item:cortado",
     AddLine(item="cortado", qty=2, caffeine="decaf")),
    ("do you have milk:soy_milk if you do i'll take a size:large item:latte",
     AddLine(item="latte", size="large")),
])
def test_the_item_ordered_after_the_question_is_added(words, want):
    assert ordered_if_so(ASKED, words.split()) == [*ASKED, want]


@pytest.mark.parametrize("words, edits", [
    ("do you have milk:soy_milk ?", ASKED),  # a question alone
    ("do you have milk:soy_milk ? is the item:mocha sweet", ASKED),  # a second question
    ("do you have hemp milk ? if so a hemp item:latte", [AskMenu(about=["latte"])]),  # a thing we lack
    ("do you have milk:soy_milk ? a item:latte", [*ASKED, AddLine(item="latte")]),  # the model ordered it
])
def test_other_turns_are_the_models(words, edits):
    assert ordered_if_so(edits, words.split()) == edits


def test_a_line_of_the_item_only_asked_of_is_not_added():
    words = "how much is a item:latte ? and a item:apple_bran_muffin please".split()
    model = [AskMenu(about=["latte"]), AddLine(item="latte")]
    assert ordered_if_so(model, words) == [AskMenu(about=["latte"]), AddLine(item="apple bran muffin")]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "do you have almond milk? if so, an almond flat white please")
    assert lines(cart) == [{"item": "flat white", "milk": "almond milk", "qty": 1}]
    assert replies[0].endswith("Added an almond milk flat white ($5.20). Anything else?")
    cart, replies = converse(engine, "how much is a cortado? and a blueberry muffin please")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1}]
    assert replies[0].startswith("A cortado is ") and cart.lines[0].who is None  # not "much"


def test_the_shipped_engine_takes_the_count_of_a_price_asked(engine):
    cart, replies = converse(engine, "how much is a small mocha", "ok i'll take three")
    assert lines(cart) == [{"item": "mocha", "qty": 3, "size": "small"}]


def test_a_count_taken_of_a_price_asked_is_not_a_thing_of_its_own(engine):
    cart, replies = converse(engine, "how much is a small mocha", "i'll have two sandwiches")
    assert lines(cart) == [] and "sandwich" in replies[1]  # we lack it: said, nothing else added
