""""With extra chai" after a chai latte is a note on it, not a second chai (`ordering.base_more_said`)."""

from __future__ import annotations

import pytest

from ordering.base_more_said import base_more_said
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="chai latte", size="large"), Line(id=2, item="bagel")], next_line_id=3)


@pytest.mark.parametrize("text, model, note", [
    ("with extra chai", [AddLine(item="chai latte")], "extra chai"),
    ("a bit more chai please", [Finish()], "a bit more chai"),
    ("can i get it with less chai", [], "less chai"),
    ("ok and add an extra shot of chai", [ChangeLine(ref=1, add_addons={"espresso shot": 1})],
     "extra shot of chai"),
    ("with an extra scoop of chai", [AddLine(item="chai latte")], "extra scoop of chai"),
])
def test_more_of_the_base_is_the_lines_note(text, model, note):
    assert base_more_said(model, text, CART, MENU) == [ChangeLine(ref=1, notes=note)]


@pytest.mark.parametrize("text, model", [
    ("extra foam please", [ChangeLine(ref=1, add_addons={"foam": 2})]),  # an add-on of the menu
    ("and a chai with extra chai", [AddLine(item="chai latte", notes="extra chai")]),  # a new chai
    ("more matcha", []),  # no matcha in the cart
    ("an extra shot of espresso", [ChangeLine(ref=1, add_addons={"espresso shot": 1})]),  # no base
    ("add an extra shot", [ChangeLine(ref=1, add_addons={"espresso shot": 1})]),
])
def test_other_turns_are_the_models(text, model):
    assert base_more_said(model, text, CART, MENU) == model


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "a large chai", "with extra chai")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "size": "large", "notes": "extra chai"}]


def test_the_shipped_engine_notes_an_extra_shot_of_matcha(engine):
    cart, _ = converse(engine, "a matcha latte with honey", "ok and add an extra shot of matcha")
    assert lines(cart) == [{"item": "matcha latte", "qty": 1, "addons": {"honey": 1},
                            "notes": "extra shot of matcha"}]
