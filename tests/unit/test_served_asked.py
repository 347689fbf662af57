""""Can you do iced flat whites?" asks whether we make it, it orders nothing (`ordering.served_asked`)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu
from ordering.served_asked import served_asked
from tests.unit.shipped import converse


@pytest.mark.parametrize("text, words, want", [
    ("can you do iced flat whites?", "can you do temp:iced item:flat_white ?", ["flat white", "temp:iced"]),
    ("oh you can't do iced flat whites?", "oh you can't do temp:iced item:flat_white ?",
     ["flat white", "temp:iced"]),
    ("do you make decaf lattes?", "do you make caffeine:decaf item:latte ?", ["latte", "caffeine:decaf"]),
    ("can you make lattes with oat milk?", "can you make item:latte with milk:oat_milk ?",
     ["latte", "milk:oat milk"]),
])
def test_whether_we_make_it_is_asked(text, words, want):
    item = want[0]
    assert served_asked([AddLine(item=item)], text, words.split()) == [AskMenu(about=want)]


@pytest.mark.parametrize("text, words", [
    ("can you do me a latte?", "can you do me a item:latte ?"),  # an order
    ("could you make me two iced lattes?", "could you make me n2 temp:iced item:latte ?"),  # a count
    ("do you make lattes", "do you make item:latte"),  # no question mark: the model's
])
def test_orders_are_the_models(text, words):
    edits = [AddLine(item="latte")]
    assert served_asked(edits, text, words.split()) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a flat white", "make it iced", "oh you can't do iced flat whites?")
    assert len(cart.lines) == 1 and replies[2] == "Yes, the flat white can be iced."
