""""A cappuccino, and my friend wants the same but with soy": the drink and the same again with the values
said after "but" (`ordering.same_but_said`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.same_but_said import same_as_the_last_but, same_but_said
from tests.unit.shipped import converse, lines

MENU = load_menu()


@pytest.mark.parametrize("words, edits, want", [
    ("a item:cappuccino for me , and my friend wants the same but with milk:soy_milk",
     [AddLine(item="cappuccino", milk="soy milk")],
     [AddLine(item="cappuccino"), AddLine(item="cappuccino", milk="soy milk", who="my friend")]),
    ("a size:large item:latte , and another n1 the same but temp:iced",
     [AddLine(item="latte", size="large", temp="iced"), AddLine(item="latte")],
     [AddLine(item="latte", size="large"), AddLine(item="latte", size="large", temp="iced")]),
    ("a milk:oat_milk item:latte and the same but milk:soy_milk",  # the milk said after takes the place
     [AddLine(item="latte", milk="soy milk")],
     [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk")]),
])
def test_the_same_but_is_a_second_line_with_the_values_said_after(words, edits, want):
    assert same_but_said(edits, words.split(), MENU) == want


@pytest.mark.parametrize("words, edits", [
    ("a size:large item:latte and the same for my wife", [AddLine(item="latte", size="large")] * 2),  # no but
    ("the same but milk:oat_milk", [AddLine(item="latte", milk="oat milk")]),  # the line ordered before
    ("a item:latte and the same but a item:mocha", [AddLine(item="latte"), AddLine(item="mocha")]),
    ("a item:latte and the same but milk:oat_milk", [ChangeLine(ref=1, milk="oat milk")]),
    ("a item:butter_croissant and the same but milk:oat_milk", [AddLine(item="butter croissant")]),
])
def test_other_turns_are_the_models(words, edits):
    assert same_but_said(edits, words.split(), MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a cappuccino for me, and my friend wants the same but with soy")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "milk": "soy milk"},
                           {"item": "cappuccino", "qty": 1}]
    assert [line.who for line in cart.lines] == ["me", "my friend"]
    assert replies[0] == ("Added a cappuccino for you ($4.75) and a soy milk cappuccino for your friend "
                          "($5.45). Anything else?")


def test_the_same_but_of_the_cart_s_last_line_keeps_its_values():
    menu = load_menu()
    cart = Cart(lines=[Line(id=1, item="coffee", size="large", milk="half and half", caffeine="decaf")],
                next_line_id=2)
    said = "and n1 more for my friend , same thing but with addon:sugar too".split()
    model = [AddLine(item="coffee", addons={"sugar": 1}, who="my friend")]
    assert same_as_the_last_but(model, said, cart, menu) == [AddLine(
        item="coffee", size="large", milk="half and half", caffeine="decaf", addons={"sugar": 1},
        who="my friend")]
    for words in ("and n1 more item:coffee , same but with addon:sugar",  # an item named: the model's
                  "and n1 more , with addon:sugar"):  # no "same … but"
        assert same_as_the_last_but(model, words.split(), cart, menu) == model, words


def test_the_shipped_engine_makes_the_friend_s_coffee_the_same_but_with_sugar(engine):
    cart, _ = converse(engine, "a large coffee with cream", "can I get that decaf",
                       "and one more for my friend, same thing but with sugar too")
    assert [(line.size, line.milk, line.caffeine, line.addons) for line in cart.lines] == [
        ("large", "half and half", "decaf", {}), ("large", "half and half", "decaf", {"sugar": 1})]


def test_another_of_an_item_the_same_but_copies_the_cart_s_last_line_of_it():
    cart = Cart(lines=[Line(id=1, item="mocha", temp="extra hot", removals=["whipped cream"]),
                       Line(id=2, item="butter croissant")], next_line_id=3)
    said = "and another item:mocha the same but temp:iced".split()
    model = [AddLine(item="mocha", temp="iced")]
    assert same_but_said(model, said, MENU) == model  # not a first mocha and a second one
    assert same_as_the_last_but(model, said, cart, MENU) == [
        AddLine(item="mocha", temp="iced", removals=["whipped cream"])]
    latte = [AddLine(item="latte", temp="iced")]  # an item the cart lacks: the model's
    assert same_as_the_last_but(latte, "and another item:latte the same but temp:iced".split(), cart,
                                MENU) == latte


def test_the_shipped_engine_copies_the_mocha_iced(engine):
    cart, _ = converse(engine, "a mocha with no whip, extra hot", "and another mocha the same but iced")
    assert [(line.item, line.temp, line.removals) for line in cart.lines] == [
        ("mocha", "extra hot", ["whipped cream"]), ("mocha", "iced", ["whipped cream"])]
