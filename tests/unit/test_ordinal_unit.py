""""Three lattes", then "make the first one iced": that unit only (`ordering.ordinal_unit`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.ordinal_unit import ordinal_unit
from ordering.swaps import swapped
from tests.unit.shipped import converse, lines

MENU = load_menu()
THREE = Cart(lines=[Line(id=1, item="latte", qty=3, size="large")], next_line_id=2)
MIXED = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)


def test_the_first_unit_keeps_the_line_and_the_others_follow_it():
    said = "make the first n1 temp:iced".split()
    assert ordinal_unit([ChangeLine(ref=1, temp="iced")], said, THREE, MENU) == [
        ChangeLine(ref=1, qty=1, temp="iced"), AddLine(item="latte", qty=2, size="large")]


@pytest.mark.parametrize("second", ["the second n1 with milk:oat_milk", "the second with milk:oat_milk"])
def test_a_later_unit_is_split_off_in_its_place(second):
    said = second.split()
    assert ordinal_unit([ChangeLine(ref=1, milk="oat milk")], said, THREE, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", size="large", milk="oat milk"),
        AddLine(item="latte", size="large")]
    said = "the first n2 with milk:oat_milk".split()
    assert ordinal_unit([ChangeLine(ref=1, milk="oat milk")], said, THREE, MENU) == [
        ChangeLine(ref=1, qty=2, milk="oat milk"), AddLine(item="latte", size="large")]


def test_a_place_said_with_no_one_before_a_value_is_a_unit():
    said = "the first temp:iced".split()
    assert ordinal_unit([ChangeLine(ref=1, temp="iced")], said, THREE, MENU) == [
        ChangeLine(ref=1, qty=1, temp="iced"), AddLine(item="latte", qty=2, size="large")]
    change = [ChangeLine(ref=1, temp="iced")]  # "first" said of no unit: the model's
    assert ordinal_unit(change, "first temp:iced please".split(), THREE, MENU) == change


def test_the_shipped_engine_gives_the_first_and_the_second_flat_white_their_milks(engine):
    cart, _ = converse(engine, "hi, two flat whites please", "the first with oat", "the second with almond")
    assert [(line.qty, line.milk) for line in cart.lines] == [(1, "oat milk"), (1, "almond milk")]


def test_a_second_item_said_after_a_of_one_unit_of_it_is_one_more():
    said = "a second item:latte for my wife with milk:nonfat_milk".split()
    one = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    assert ordinal_unit([ChangeLine(ref=1, milk="nonfat milk")], said, one, MENU) == [
        AddLine(item="latte", milk="nonfat milk")]
    change = [ChangeLine(ref=1, milk="nonfat milk")]  # three lattes: not the second of them
    assert ordinal_unit(change, said, THREE, MENU) == change
    plain = "and a second n1 , regular".split()  # the copy plain: the repeat's
    assert ordinal_unit(change, plain, Cart(lines=[Line(id=1, item="latte")], next_line_id=2), MENU) == change


def test_the_shipped_engine_adds_a_second_latte_for_my_wife(engine):
    cart, _ = converse(engine, "a latte", "a second latte for my wife with skim")
    assert [(line.milk, line.who) for line in cart.lines] == [(None, None), ("nonfat milk", "my wife")]


def test_places_of_lines_of_several_items_or_of_every_unit_keep_the_models_edits():
    change = [ChangeLine(ref=1, caffeine="decaf")]
    assert ordinal_unit(change, "the first n1 caffeine:decaf".split(), MIXED, MENU) == change  # which item?
    both = "the second n1 and the third n1 caffeine:decaf".split()
    assert ordinal_unit(change, both, THREE, MENU) == change
    assert ordinal_unit(change, "make them all caffeine:decaf".split(), THREE, MENU) == change
    assert ordinal_unit(change, "the fifth n1 caffeine:decaf".split(), THREE, MENU) == change  # only three


def test_the_item_named_after_the_place_counts_its_own_units():
    said = "make the second item:latte caffeine:decaf".split()
    assert ordinal_unit([ChangeLine(ref=1, caffeine="decaf")], said, MIXED, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", caffeine="decaf")]


def test_the_shipped_engine_changes_each_latte_said_by_its_place(engine):
    cart, replies = converse(engine, "three lattes", "make the first one iced",
                             "and the second one with caramel", "the third one decaf")
    assert lines(cart) == [
        {"addons": {"caramel syrup": 1}, "item": "latte", "qty": 1},
        {"caffeine": "decaf", "item": "latte", "qty": 1},
        {"item": "latte", "qty": 1, "temp": "iced"},
    ]
    assert replies[1] == "The 3 lattes are now an iced latte ($4.75) and 2 lattes ($9.50). Anything else?"


def test_a_place_one_past_the_units_is_one_more_unit_with_what_they_share():
    two = Cart(lines=[Line(id=1, item="latte", size="large"), Line(id=2, item="latte", size="large",
                                                                   caffeine="decaf")], next_line_id=3)
    said = "and add a third n1 with milk:soy_milk".split()
    assert ordinal_unit([ChangeLine(ref=2, milk="soy milk")], said, two, MENU) == [
        AddLine(item="latte", size="large", milk="soy milk")]
    assert ordinal_unit([ChangeLine(ref=2, milk="soy milk")], "a fourth n1 milk:soy_milk".split(), two,
                        MENU) == [ChangeLine(ref=2, milk="soy milk")]  # two units: not one past them


def test_the_shipped_engine_adds_a_third_latte(engine):
    cart, _ = converse(engine, "two lattes please", "the second one decaf", "and add a third one with soy")
    assert lines(cart) == [{"caffeine": "decaf", "item": "latte", "qty": 1},
                           {"item": "latte", "milk": "soy milk", "qty": 1}, {"item": "latte", "qty": 1}]


def test_an_add_on_said_instead_of_another_takes_its_place_on_the_unit():
    vanilla = Cart(lines=[Line(id=1, item="latte", qty=2, addons={"vanilla syrup": 1})], next_line_id=2)
    said = "make the second n1 with addon:caramel_syrup instead of addon:vanilla_syrup".split()
    split = ordinal_unit([ChangeLine(ref=1, add_addons={"caramel syrup": 1})], said, vanilla, MENU)
    assert swapped(split, said, vanilla, MENU) == [  # the swap read after the split
        ChangeLine(ref=1, qty=1), AddLine(item="latte", addons={"caramel syrup": 1})]


def test_the_shipped_engine_makes_the_second_latte_caramel_instead_of_vanilla(engine):
    cart, _ = converse(engine, "a large oat latte with vanilla", "make that two",
                       "actually make the second one with caramel instead of vanilla")
    assert [line.addons for line in cart.lines] == [{"vanilla syrup": 1}, {"caramel syrup": 1}]
