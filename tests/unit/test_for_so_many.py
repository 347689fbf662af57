""""Coffee for two", "lattes for the three of us": one for each of the people counted
(`ordering.for_so_many`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.for_so_many import for_so_many
from tests.unit.shipped import converse, lines, ordered


def test_an_item_said_for_a_count_of_people_is_that_many():
    coffee = [AddLine(item="coffee")]
    assert for_so_many(coffee, ["item:coffee", "for", "n2", ",", "both", "black"]) == [
        AddLine(item="coffee", qty=2)]
    assert for_so_many(coffee, ["item:coffee", "for", "the", "n3", "of", "us"]) == [
        AddLine(item="coffee", qty=3)]
    assert for_so_many(coffee, ["item:coffee", "for", "both", "of", "us", "please"]) == [
        AddLine(item="coffee", qty=2)]
    iced = [AddLine(item="latte", temp="iced"), AddLine(item="blueberry muffin", qty=2)]
    words = ["temp:iced", "item:latte", "for", "n2", "people", "and", "a", "item:blueberry_muffin"]
    assert for_so_many(iced, words) == [AddLine(item="latte", temp="iced", qty=2),
                                        AddLine(item="blueberry muffin")]


def test_one_said_a_count_of_its_own_or_a_count_of_something_else_is_left_as_it_is():
    coffee = [AddLine(item="coffee")]
    for words in (["a", "item:coffee", "for", "n2"], ["n2", "item:coffee", "for", "n2"],
                  ["item:coffee", "for", "n2", "dollars"], ["item:coffee", "for", "sam"],
                  ["item:coffee", "for", "n1"], ["item:coffee", "for", "n2", "minutes"]):
        assert for_so_many(coffee, words) == coffee, words


def test_the_shipped_engine_orders_one_for_each_of_the_people(engine):
    cart, replies = converse(engine, "coffee for two, both black")
    assert lines(cart) == [{"item": "coffee", "qty": 2}]
    assert replies == ["Added 2 coffees ($5.50). Anything else?"]
    cart, _ = converse(engine, "iced lattes for 2 people and a muffin")
    assert lines(cart) == ordered([{"item": "latte", "qty": 2, "temp": "iced"},
                                   {"item": "apple bran muffin", "qty": 1}])
