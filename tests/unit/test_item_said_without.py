""""A latte without the espresso" adds no espresso; the latte is noted so (`ordering.item_said_without`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.item_said_without import item_said_without
from tests.unit.shipped import converse, lines

ADDED = [AddLine(item="latte"), AddLine(item="espresso")]


def test_an_item_said_after_without_is_a_note_of_the_drink_before_it():
    said = "can i get a item:latte without the item:espresso".split()
    assert item_said_without(ADDED, said) == [AddLine(item="latte", notes="without the espresso")]
    said = "a item:latte with no item:espresso".split()
    noted = [AddLine(item="latte", notes="hot"), AddLine(item="espresso")]
    assert item_said_without(noted, said) == [AddLine(item="latte", notes="hot, no espresso")]


def test_an_item_said_apart_or_twice_is_the_models():
    assert item_said_without(ADDED, "a item:latte and no item:espresso".split()) == ADDED
    assert item_said_without(ADDED, "a item:latte , no item:espresso".split()) == ADDED
    said = "a item:espresso and a item:latte without the item:espresso".split()
    assert item_said_without(ADDED, said) == ADDED  # the espresso ordered too
    assert item_said_without(ADDED, "no item:espresso".split()) == ADDED  # of no drink said before


def test_the_shipped_engine_adds_no_espresso_to_a_latte_without_it(engine):
    cart, replies = converse(engine, "can i get a latte without the espresso")
    assert lines(cart) == [{"item": "latte", "qty": 1, "notes": "without the espresso"}]
    assert replies[0] == 'Added a latte, note: "without the espresso" ($4.75). Anything else?'
