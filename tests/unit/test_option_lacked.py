""""A latte with macadamia milk", "a bagel with peanut butter": a milk or a spread the menu lacks is said
back as one we lack (`ordering.option_lacked`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.option_lacked import option_lacked
from tests.unit.shipped import MENU, converse, lines


@pytest.mark.parametrize(("edits", "text", "want"), [
    ([AddLine(item="latte")], "a latte with macadamia milk",
     [AddLine(item="latte"), AskMenu(about=["macadamia milk", "milk"])]),
    ([AddLine(item="mocha", notes="with hemp milk")], "a mocha with hemp milk please",
     [AddLine(item="mocha"), AskMenu(about=["hemp milk", "milk"])]),
    ([AddLine(item="bagel", addons={"butter": 1})], "a bagel with peanut butter",
     [AddLine(item="bagel"), AskMenu(about=["peanut butter", "spreads"])]),
])
def test_an_option_we_lack_is_said_back_beside_the_line(edits, text, want):
    assert option_lacked(edits, text, Cart(), MENU) == want


def test_a_change_of_nothing_but_the_option_lacked_is_only_said_back():
    bagel = Cart(lines=[Line(id=1, item="bagel")], next_line_id=2)
    butter = [ChangeLine(ref=1, add_addons={"butter": 1})]
    assert option_lacked(butter, "with peanut butter", bagel, MENU) == [
        AskMenu(about=["peanut butter", "spreads"])]


@pytest.mark.parametrize(("edits", "text"), [
    ([AddLine(item="latte", milk="oat milk")], "a latte with oat milk"),  # ours
    ([AddLine(item="latte")], "a latte with steamed milk"),  # how it is, not a thing
    ([AddLine(item="latte")], "a latte with dairy milk"),
    ([AddLine(item="bagel", addons={"butter": 1})], "a bagel with salted butter"),
    ([AddLine(item="latte")], "a bagel with peanut butter"),  # a drink's line: no spread of it
    ([AddLine(item="latte"), AddLine(item="mocha")], "a latte and a mocha with rice milk"),  # which line
])
def test_our_options_and_other_turns_are_the_models(edits, text):
    assert option_lacked(edits, text, Cart(), MENU) == edits


def test_the_shipped_engine_says_we_have_no_macadamia_milk(engine):
    cart, replies = converse(engine, "one latte with macadamia milk")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[0].startswith(
        "Added a latte ($4.75). Sorry, we don't have macadamia milk. Our milk options:")
    cart, replies = converse(engine, "a bagel please", "with peanut butter")
    assert lines(cart) == [{"item": "bagel", "qty": 1}]
    assert replies[1].startswith("Sorry, we don't have peanut butter. We have butter, cream cheese")
