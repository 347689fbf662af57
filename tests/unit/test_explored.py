"""Shapes found by exploratory testing: "extra caramel and vanilla" (one vanilla), "two vanilla lattes, one
with soy and one with oat" (one vanilla each), and a note that only says how an add-on goes on ("nutmeg
sprinkled on top"): the readings (`ordering.counts_not_shared`, `ordering.notes`) and the shipped model."""

from __future__ import annotations

import pytest

from ordering.counts_not_shared import count_of_drinks, extra_not_shared
from ordering.edits import AddLine, ChangeLine
from ordering.notes import ground_notes
from tests.unit.shipped import MENU, converse, lines


def test_extra_said_of_one_add_on_is_not_given_to_the_next():
    words = "a item:latte with extra addon:caramel_syrup and addon:vanilla_syrup".split()
    model = [AddLine(item="latte", addons={"caramel syrup": 2, "vanilla syrup": 2})]
    assert extra_not_shared(model, words)[0].addons == {"caramel syrup": 2, "vanilla syrup": 1}
    change = [ChangeLine(ref=1, add_addons={"whipped cream": 2, "chocolate sauce": 2})]
    words = "add extra addon:whipped_cream , addon:chocolate_sauce".split()
    assert extra_not_shared(change, words)[0].add_addons == {"whipped cream": 2, "chocolate sauce": 1}


def test_extra_of_both_or_counted_add_ons_is_left_as_written():
    model = [AddLine(item="latte", addons={"caramel syrup": 2, "vanilla syrup": 2})]
    both = "a item:latte with extra addon:caramel_syrup and extra addon:vanilla_syrup".split()
    assert extra_not_shared(model, both) == model
    counted = "a item:latte with extra addon:caramel_syrup and n2 addon:vanilla_syrup".split()
    assert extra_not_shared(model, counted) == model  # "two vanilla": the count said before it
    again = "extra addon:caramel_syrup and addon:vanilla_syrup , n2 pumps of addon:vanilla_syrup".split()
    assert extra_not_shared(model, again) == model


def test_count_of_drinks_is_not_the_count_of_the_add_on_said_with_them():
    words = ("can i get n2 addon:vanilla_syrup item:latte , n1 with milk:soy_milk and n1 with milk:oat_milk"
             .split())
    model = [AddLine(item="latte", milk="soy milk", addons={"vanilla syrup": 2}),
             AddLine(item="latte", milk="oat milk", addons={"vanilla syrup": 1})]
    assert [e.addons for e in count_of_drinks(model, words)] == [{"vanilla syrup": 1}, {"vanilla syrup": 1}]


def test_counts_of_add_ons_or_shots_said_apart_are_left_as_written():
    model = [AddLine(item="latte", qty=2, addons={"vanilla syrup": 2})]
    apart = "n2 item:latte with n2 addon:vanilla_syrup".split()
    assert count_of_drinks(model, apart) == model
    shots = [AddLine(item="latte", addons={"espresso shot": 2})]
    assert count_of_drinks(shots, "a n2 addon:espresso_shot item:latte".split()) == shots
    other = [AddLine(item="mocha", addons={"vanilla syrup": 2})]
    assert count_of_drinks(other, "n2 addon:vanilla_syrup item:latte and a item:mocha".split()) == other


def test_a_note_saying_only_how_an_add_on_goes_on_is_dropped():
    model = [AddLine(item="cappuccino", addons={"nutmeg": 1}, notes="with a cinnamon sprinkle on top")]
    out = ground_notes(model, "a cappuccino with nutmeg sprinkled on top", MENU)
    assert out[0].notes is None and out[0].addons == {"nutmeg": 1}
    shavings = [AddLine(item="mocha", addons={"chocolate sauce": 1}, notes="chocolate shavings on top")]
    out = ground_notes(shavings, "a mocha with chocolate shavings on top", MENU)
    assert out[0].notes == "chocolate shavings on top"  # shavings are no add-on of ours: a request


@pytest.mark.parametrize(("text", "addons"), [
    ("I'd like a latte with extra caramel and vanilla", {"caramel syrup": 2, "vanilla syrup": 1}),
    ("a mocha with extra whip and chocolate drizzle", {"whipped cream": 2, "chocolate sauce": 1}),
])
def test_shipped_extra_of_the_first_add_on_only(engine, text, addons):
    (line,) = lines(converse(engine, text)[0])
    assert line["addons"] == addons


def test_shipped_two_flavoured_drinks_split_by_milk(engine):
    got = lines(converse(engine, "can I get two vanilla lattes, one with soy and one with oat")[0])
    assert sorted((line["milk"], line["addons"]["vanilla syrup"], line["qty"]) for line in got) == [
        ("oat milk", 1, 1), ("soy milk", 1, 1)]


@pytest.mark.parametrize(("text", "addon"), [
    ("a mocha with chocolate drizzled on top", "chocolate sauce"),
    ("cappuccino with cocoa powder dusted on top please", "cocoa powder"),
])
def test_shipped_topping_said_on_top_is_no_note(engine, text, addon):
    (line,) = lines(converse(engine, text)[0])
    assert line["addons"] == {addon: 1} and "notes" not in line
