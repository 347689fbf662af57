""""Four coffees, two with milk and two black": a request said of some units is theirs
(`ordering.noted_units_split`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.noted_units_split import noted_units_split
from tests.unit.shipped import converse, lines, ordered


def test_a_request_said_of_some_units_goes_to_that_many():
    model = [AddLine(item="coffee", qty=4, notes="with milk")]
    said = "i need n4 item:coffee for the office , n2 with milk and n2 black".split()
    assert noted_units_split(model, said) == [AddLine(item="coffee", qty=2, notes="with milk"),
                                              AddLine(item="coffee", qty=2)]
    said = "n3 item:coffee n2 with milk on the side".split()  # the count right after the item
    model = [AddLine(item="coffee", qty=3, notes="with milk on the side")]
    assert noted_units_split(model, said) == [AddLine(item="coffee", qty=2, notes="with milk on the side"),
                                              AddLine(item="coffee", qty=1)]


def test_a_request_of_every_unit_or_other_words_is_left_alone():
    model = [AddLine(item="coffee", qty=2, notes="with milk")]
    assert noted_units_split(model, "n2 item:coffee with milk".split()) == model
    assert noted_units_split(model, "n2 item:coffee , n2 with milk".split()) == model  # every unit
    model = [AddLine(item="coffee", qty=3, notes="with milk")]
    assert noted_units_split(model, "n3 item:coffee , n2 with sugar and milk".split()) == model


def test_the_shipped_engine_gives_the_milk_to_two_coffees(engine):
    cart, _ = converse(engine, "i need four coffees for the office, two with milk and two black")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 2, "notes": "with milk"},
                                   {"item": "coffee", "qty": 2}])


def test_a_line_whose_note_another_line_of_the_item_has_is_split_already():
    split = [AddLine(item="coffee", qty=3), AddLine(item="coffee", qty=2, notes="with milk"),
             AddLine(item="coffee", addons={"sugar": 1}, notes="with milk")]
    said = "n6 item:coffee , n3 black , n2 with milk , and n1 with milk and addon:sugar".split()
    assert noted_units_split(split, said) == split


def test_the_shipped_engine_keeps_two_coffees_with_milk_beside_the_sweet_one(engine):
    cart, _ = converse(engine, "6 filter coffees: 3 black, 2 with milk and 1 with milk and sugar")
    assert sorted((line.qty, line.notes or "", line.addons.get("sugar", 0)) for line in cart.lines) == [
        (1, "with milk", 1), (2, "with milk", 0), (3, "", 0)]
