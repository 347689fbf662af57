""""Two mochas", then "one for me and one for my sister": one each (`ordering.units_given`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.units_given import units_given
from tests.unit.shipped import converse, lines, ordered

TWO = Cart(lines=[Line(id=1, item="mocha", qty=2, milk="oat milk")], next_line_id=2)


@pytest.mark.parametrize("words", ["n1 for me n1 for my sister", "n1 for me and n1 for my sister",
                                   "n1 is for me and the other is for my sister",
                                   "n1 for me , the other one for my sister"])
def test_the_units_are_shared_out(words):
    model = [AddLine(item="mocha", who="me"), AddLine(item="mocha", who="my sister")]  # two more, as read
    assert units_given(model, words.split(), TWO) == [
        ChangeLine(ref=1, qty=1, who="me"), AddLine(item="mocha", milk="oat milk", who="my sister")]


def test_more_units_than_people_keep_the_rest():
    three = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    assert units_given([], "n1 for jen and n1 for sam".split(), three) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", who="jen"), AddLine(item="latte", who="sam")]


def test_the_item_said_with_one_names_the_line():
    given = Cart(lines=[Line(id=1, item="cappuccino", qty=2), Line(id=2, item="butter croissant", qty=2)],
                 next_line_id=3)
    model = [AddLine(item="cappuccino"), AddLine(item="cappuccino")]
    said = "n1 item:cappuccino for me and n1 for jim".split()
    assert units_given(model, said, given) == [ChangeLine(ref=1, qty=1, who="me"),
                                               AddLine(item="cappuccino", who="jim")]
    other = "n1 item:mocha for me and n1 for jim".split()  # no mocha in the cart: ordered
    assert units_given(model, other, given) == model


@pytest.mark.parametrize("words", ["n1 for me and a item:latte for my sister",  # an order too
                                   "n1 for me",  # one person: another reading's
                                   "n1 for here and n1 to_go:true",
                                   "n1 item:mocha for me and n1 item:latte for jim"])  # two items named
def test_other_turns_are_the_models(words):
    assert units_given([], words.split(), TWO) == []


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "two mochas", "one for me one for my sister", "hers with no whip")
    assert lines(cart) == ordered([{"item": "mocha", "qty": 1},
                                   {"item": "mocha", "qty": 1, "removals": ["whipped cream"]}])
    assert [line.who for line in cart.lines] == ["me", "my sister"]
    assert replies[1].startswith("The 2 mochas are now a mocha for you ($5.25) and a mocha for your sister")


def test_the_shipped_engine_shares_out_the_cappuccinos_named(engine):
    cart, _ = converse(engine, "two cappuccinos and two croissants", "one cappuccino for me and one for jim")
    assert [(line.item, line.qty, line.who) for line in cart.lines] == [
        ("cappuccino", 1, "me"), ("butter croissant", 2, None), ("cappuccino", 1, "jim")]
