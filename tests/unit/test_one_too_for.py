""""My friend wants one too but decaf": one more of the last line, the friend's (`ordering.one_too_for`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.one_too_for import one_for_another_instead, one_too_for
from tests.unit.shipped import converse, lines, ordered

CART = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)


@pytest.mark.parametrize("words, model, want", [
    ("my friend wants n1 too but caffeine:decaf", [ChangeLine(ref=1, caffeine="decaf")],
     AddLine(item="latte", size="large", caffeine="decaf", who="my friend")),
    ("for my friend too", [ChangeLine(ref=1, who="my friend")], AddLine(item="latte", size="large",
                                                                         who="my friend")),
    ("and n1 for my wife too , with milk:oat_milk", [], AddLine(item="latte", size="large", milk="oat milk",
                                                                who="my wife")),
    ("my son will have the same too", [], AddLine(item="latte", size="large", who="my son")),
    ("my friend wants n1 too but with milk:almond_milk and a addon:espresso_shot of addon:vanilla_syrup",
     [ChangeLine(ref=1, milk="almond milk", add_addons={"vanilla syrup": 1})],  # a shot of the syrup
     AddLine(item="latte", size="large", milk="almond milk", addons={"vanilla syrup": 1}, who="my friend")),
    ("my friend wants n1 too , with an added addon:espresso_shot",
     [ChangeLine(ref=1, add_addons={"espresso shot": 1})],
     AddLine(item="latte", size="large", addons={"espresso shot": 1}, who="my friend")),
])
def test_one_more_for_the_person_said_too(words, model, want):
    assert one_too_for(model, words.split(), CART) == [want]


@pytest.mark.parametrize("words", ["my friend wants n1", "for my friend", "my friend wants a item:mocha too",
                                   "i want n1 too"])
def test_other_turns_are_the_models(words):
    model = [ChangeLine(ref=1, who="my friend")]
    assert one_too_for(model, words.split(), CART) == model


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "i want a latte", "my friend wants one too but decaf")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1},
                                   {"item": "latte", "qty": 1, "caffeine": "decaf"}])
    assert cart.lines[1].who == "my friend"


def test_the_shipped_engine_gives_the_friend_a_shot_of_vanilla(engine):
    said = "my friend wants one too but with almond milk and a shot of vanilla"
    cart, replies = converse(engine, "a latte", said)
    assert lines(cart) == ordered([{"item": "latte", "qty": 1}, {
        "item": "latte", "qty": 1, "milk": "almond milk", "addons": {"vanilla syrup": 1}}])
    assert replies[-1] == (
        "Added an almond milk latte with vanilla syrup for your friend ($5.95). Anything else?")


def test_one_for_another_person_said_instead_removes_no_line_of_anothers():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    said = "and n1 for my son , item:hot_chocolate instead".split()
    model = [AddLine(item="hot chocolate"), RemoveLine(ref=1)]
    assert one_for_another_instead(model, said, latte) == [AddLine(item="hot chocolate", who="my son")]
    copied = [AddLine(item="hot chocolate", who="my wife"), AddLine(item="hot chocolate", who="my son"),
              RemoveLine(ref=1)]  # the removed line's person given a copy too
    wifes = Cart(lines=[Line(id=1, item="latte", who="my wife")], next_line_id=2)
    assert one_for_another_instead(copied, said, wifes) == [AddLine(item="hot chocolate", who="my son")]
    said = "n1 for my wife , a item:mocha instead".split()  # her own line: made a mocha
    model = [AddLine(item="mocha", who="my wife"), RemoveLine(ref=1)]
    assert one_for_another_instead(model, said, wifes) == model
    said = "and a item:hot_chocolate instead".split()  # no one named: the model's replacement
    assert one_for_another_instead(model, said, latte) == model


def test_the_shipped_engine_keeps_the_latte_beside_the_sons_hot_chocolate(engine):
    cart, replies = converse(engine, "a latte", "and one for my son, hot chocolate instead")
    assert [(line.item, line.who) for line in cart.lines] == [("latte", None), ("hot chocolate", "my son")]
    assert replies[1] == "Added a hot chocolate for your son ($4.00). Anything else?"
