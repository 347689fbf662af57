""""Scratch that, whole milk is fine" of a latte just made skim: the latte changed, not removed
(`ordering.scratched_for_value`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, RemoveLine
from ordering.scratched_for_value import scratched_for_value
from tests.unit.shipped import MENU, converse, lines

SKIM = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte", size="small", milk="nonfat milk")],
            next_line_id=3)


@pytest.mark.parametrize("said, change", [
    ("scratch that , milk:whole_milk is fine", ChangeLine(ref=2, milk="whole milk")),
    ("no wait , forget that , make it size:large", ChangeLine(ref=2, size="large")),
    ("never mind that , milk:oat_milk temp:iced please", ChangeLine(ref=2, milk="oat milk", temp="iced")),
    ("cancel it , shots:2 instead", ChangeLine(ref=2, shots=2)),
])
def test_values_said_after_taking_back_change_the_line_the_model_removed(said, change):
    assert scratched_for_value([RemoveLine(ref=2)], said.split(), SKIM, MENU) == [change]


@pytest.mark.parametrize("said", [
    "scratch that",  # nothing said in its place: the removal
    "scratch that , a item:mocha instead",  # an item: not this reading's
    "scratch that , addon:vanilla_syrup is fine",  # an add-on in the place of none
    "scratch that , milk:oat_milk and a cookie",  # more than values
    "i like milk:whole_milk , scratch that",  # no taking back first
    "scratch the item:latte , size:large",  # the line named, not "that"
])
def test_other_turns_are_the_models(said):
    assert scratched_for_value([RemoveLine(ref=2)], said.split(), SKIM, MENU) == [RemoveLine(ref=2)]


def test_an_add_on_said_takes_the_place_of_the_lines_one_add_on_of_its_kind():
    caramel = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1, "espresso shot": 1})],
                   next_line_id=2)
    said = "scratch that , addon:vanilla_syrup instead".split()
    assert scratched_for_value([RemoveLine(ref=1)], said, caramel, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1}, drop=["caramel syrup"])]
    said = "scratch that , addon:caramel_syrup instead".split()  # on the line already
    assert scratched_for_value([RemoveLine(ref=1)], said, caramel, MENU) == [RemoveLine(ref=1)]


def test_a_value_the_line_cannot_take_or_another_edit_is_the_models():
    said = "scratch that , temp:iced is fine".split()
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    assert scratched_for_value([RemoveLine(ref=1)], said, muffin, MENU) == [RemoveLine(ref=1)]
    two = [RemoveLine(ref=2), RemoveLine(ref=1)]
    assert scratched_for_value(two, said, SKIM, MENU) == two


def test_the_shipped_engine_keeps_the_latte_and_makes_it_whole_milk(engine):
    cart, replies = converse(engine, "a small latte with skim", "scratch that, whole milk is fine")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "small", "milk": "whole milk"}]
    assert replies[1] == "Changed the latte to whole milk. Anything else?"
    cart, _ = converse(engine, "an iced mocha, small", "no wait, forget that, make it a large")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "large", "temp": "iced"}]
    cart, replies = converse(engine, "a small latte with caramel", "scratch that, vanilla instead")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "small", "addons": {"vanilla syrup": 1}}]
