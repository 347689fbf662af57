""""An espresso and a glass of milk for my kid": we don't sell milk by itself, and say so
(`ordering.unknown_things`; the engine's reading of a thing we lack)."""

from __future__ import annotations

from tests.unit.shipped import converse


def test_the_shipped_engine_says_we_have_no_glass_of_milk(engine):
    cart, replies = converse(engine, "an espresso and a glass of milk for my kid")
    assert [line.item for line in cart.lines] == ["espresso"]
    assert "Sorry, we don't have a glass of milk." in replies[0]
    _, replies = converse(engine, "a glass of milk please")
    assert replies[0] == "Sorry, we don't have a glass of milk."  # not the list of the milks
