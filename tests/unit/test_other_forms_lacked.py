""""A mocha frappe": a form of one of our drinks we do not make is a thing we lack (`unknown_things`)."""

from __future__ import annotations

from ordering.unknown_things import unknown_things_said
from tests.unit.shipped import converse


def test_an_item_said_in_a_form_we_do_not_make_is_lacked():
    assert unknown_things_said("i'd like to order a item:mocha frappe".split()) == ["a mocha frappe"]
    said = "a item:latte and a item:chai_latte smoothie".split()
    assert unknown_things_said(said) == ["a chai latte smoothie"]
    assert unknown_things_said("a item:mocha please".split()) == []  # our mocha
    assert unknown_things_said("a item:mocha and a item:latte".split()) == []


def test_the_shipped_engine_refuses_the_mocha_frappe(engine):
    cart, replies = converse(engine, "i'd like to order a mocha frappe", "ok then an iced mocha")
    assert replies[0] == "Sorry, we don't have a mocha frappe."
    assert [(line.item, line.temp) for line in cart.lines] == [("mocha", "iced")]
