""""What comes on top?" of a mocha: the toppings for it, nothing noted (`ordering.on_top_asked`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AskMenu, ChangeLine
from ordering.on_top_asked import on_top_asked
from tests.unit.shipped import converse

MOCHA = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)


@pytest.mark.parametrize("text", ["what comes on top", "so what's on top of it?", "what goes on top",
                                  "does it come with anything on top?",
                                  "what do you put on top of the mocha"])
def test_what_goes_on_top_asked_lists_the_toppings_for_the_last_line(text):
    noted = [ChangeLine(ref=2, notes=text)]
    assert on_top_asked(noted, text, MOCHA) == [AskMenu(about=["mocha", "toppings"])]
    assert on_top_asked([], text, Cart()) == [AskMenu(about=["toppings"])]


@pytest.mark.parametrize("text, model", [
    ("whipped cream on top", [ChangeLine(ref=2, add_addons={"whipped cream": 1})]),  # a topping asked for
    ("what comes on top", [ChangeLine(ref=2, add_addons={"cinnamon": 1})]),  # the model's change
    ("what's the top size", []),
])
def test_other_turns_are_the_models(text, model):
    assert on_top_asked(model, text, MOCHA) == model


def test_the_shipped_engine_lists_the_toppings_and_notes_nothing(engine):
    cart, replies = converse(engine, "a mocha", "what comes on top")
    assert cart.lines[0].notes is None and not cart.lines[0].addons
    assert replies[1] == ("For the mocha we have whipped cream (+$0.50), foam, cinnamon, nutmeg and cocoa "
                          "powder.")
