""""A latte but not a big one" is one latte of the usual size (`ordering.value_said_not`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.value_said_not import value_said_not
from tests.unit.shipped import converse, lines

LARGE = [AddLine(item="latte", size="large")]


def test_a_value_said_only_after_not_is_taken_off():
    assert value_said_not(LARGE, "a item:latte but not a size:large n1".split()) == [AddLine(item="latte")]
    assert value_said_not(LARGE, "a item:latte not too size:large".split()) == [AddLine(item="latte")]
    soy = [AddLine(item="latte", milk="soy milk", size="large")]
    said = "a size:large item:latte , not so milk:soy_milk".split()
    assert value_said_not(soy, said) == [AddLine(item="latte", size="large")]


def test_a_value_said_also_without_not_stays():
    said = "a size:large item:latte , not too size:large".split()
    assert value_said_not(LARGE, said) == LARGE
    assert value_said_not(LARGE, "a size:large item:latte not a item:mocha".split()) == LARGE


def test_the_shipped_engine_orders_one_latte_not_a_big_one(engine):
    cart, replies = converse(engine, "i'll take a latte but not a big one")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies == ["Added a latte ($4.75). Anything else?"]
    cart, _ = converse(engine, "a mocha, but not a large one")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]
