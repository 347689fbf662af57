"""Units of a cart line told apart by counts in a later turn (`ordering.units_listed`): "4 lattes", then
"2 with oat, 1 with almond and 1 regular"."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, Finish
from ordering.units_listed import counted_parts_split
from tests.unit.shipped import converse, lines, ordered

FOUR = Cart(lines=[Line(id=1, item="latte", qty=4, size="large")], next_line_id=2)


def test_each_counted_part_is_a_line_and_a_part_without_values_keeps_the_line():
    said = "n2 with milk:oat_milk , n1 with milk:almond_milk and n1 regular".split()
    assert counted_parts_split([ChangeLine(ref=1, milk="almond milk")], said, FOUR) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", qty=2, size="large", milk="oat milk"),
        AddLine(item="latte", size="large", milk="almond milk")]


def test_units_no_part_names_stay_and_parts_may_run_on():
    said = "n2 caffeine:decaf and n1 with an extra addon:espresso_shot".split()
    assert counted_parts_split([], said, FOUR) == [
        ChangeLine(ref=1, qty=1), AddLine(item="latte", qty=2, size="large", caffeine="decaf"),
        AddLine(item="latte", size="large", addons={"espresso shot": 1})]
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    assert counted_parts_split([Finish()], "n1 milk:oat_milk n1 milk:soy_milk".split(), two) == [
        ChangeLine(ref=1, qty=1, milk="oat milk"), AddLine(item="latte", milk="soy milk")]


def test_a_part_with_both_has_the_values_of_the_two_parts_before_it():
    three = Cart(lines=[Line(id=1, item="coffee", qty=3)], next_line_id=2)
    said = "n1 with milk:half_and_half , n1 with addon:sugar , n1 with both".split()
    assert counted_parts_split([ChangeLine(ref=1, milk="half and half")], said, three) == [
        ChangeLine(ref=1, qty=1, milk="half and half"), AddLine(item="coffee", addons={"sugar": 1}),
        AddLine(item="coffee", milk="half and half", addons={"sugar": 1})]
    said = "n1 with both , n1 with addon:sugar , n1 with milk:half_and_half".split()  # nothing before: noted
    assert counted_parts_split([], said, three)[0] == ChangeLine(ref=1, qty=1, notes="with both")
    said = "n1 with milk , n1 with addon:sugar and n1 with both".split()  # "milk" noted: the note too
    assert counted_parts_split([ChangeLine(ref=1, add_addons={"sugar": 1})], said, three) == [
        ChangeLine(ref=1, qty=1, notes="with milk"), AddLine(item="coffee", addons={"sugar": 1}),
        AddLine(item="coffee", addons={"sugar": 1}, notes="with milk")]


def test_a_count_said_before_an_add_on_in_a_part_is_the_add_ons():
    four = Cart(lines=[Line(id=1, item="coffee", qty=4)], next_line_id=2)
    said = "n2 black , n1 with milk:oat_milk , and n1 with n2 addon:sugar".split()
    assert counted_parts_split([ChangeLine(ref=1, milk="oat milk", add_addons={"sugar": 2})], said, four) == [
        ChangeLine(ref=1, qty=2), AddLine(item="coffee", milk="oat milk"),
        AddLine(item="coffee", addons={"sugar": 2})]


def test_just_or_only_after_with_is_no_word_of_the_part():
    four = Cart(lines=[Line(id=1, item="coffee", qty=4)], next_line_id=2)
    said = "n2 black , n1 with milk:half_and_half and addon:sugar , n1 with just milk".split()
    assert counted_parts_split([ChangeLine(ref=1, milk="half and half")], said, four) == [
        ChangeLine(ref=1, qty=2), AddLine(item="coffee", milk="half and half", addons={"sugar": 1}),
        AddLine(item="coffee", notes="with milk")]
    said = "n1 with only addon:vanilla_syrup , n3 with milk:oat_milk".split()
    assert counted_parts_split([], said, FOUR) == [
        ChangeLine(ref=1, qty=1, add_addons={"vanilla syrup": 1}),
        AddLine(item="latte", qty=3, size="large", milk="oat milk")]


def test_the_shipped_engine_reads_one_with_just_milk(engine):
    cart, _ = converse(engine, "i need four coffees for the team",
                       "two black, one with cream and sugar, one with just milk")
    assert [(line.qty, line.milk, line.addons, line.notes) for line in cart.lines] == [
        (2, None, {}, None), (1, "half and half", {"sugar": 1}, None), (1, None, {}, "with milk")]


def test_the_shipped_engine_tells_the_four_coffees_apart(engine):
    cart, _ = converse(engine, "i need four coffees for the team",
                       "two black, one with oat milk, and one with two sugars")
    assert [(line.qty, line.milk, line.addons) for line in cart.lines] == [
        (2, None, {}), (1, "oat milk", {}), (1, None, {"sugar": 2})]


def test_the_shipped_engine_makes_the_third_coffee_with_both(engine):
    cart, _ = converse(engine, "three coffees", "one with cream, one with sugar, one with both")
    assert sorted((line.milk or "", tuple(line.addons), line.notes or "") for line in cart.lines) == [
        ("", ("sugar",), ""), ("half and half", (), ""), ("half and half", ("sugar",), "")]
    cart, _ = converse(engine, "three coffees", "one with milk, one with sugar and one with both")
    assert [(tuple(line.addons), line.notes) for line in cart.lines] == [
        ((), "with milk"), (("sugar",), None), (("sugar",), "with milk")]


@pytest.mark.parametrize("said", [
    "n2 with n2 pumps of addon:vanilla_syrup",  # one part, counted add-on
    "n2 regular and n2 plain",  # no values
    "n3 caffeine:decaf and n3 milk:oat_milk",  # more units than the line has
    "n1 caffeine:decaf and n1 item:mocha",  # an item
    "make n1 caffeine:decaf for me and n1 milk:oat_milk",  # other words
])
def test_other_turns_are_left_alone(said):
    assert counted_parts_split([], said.split(), FOUR) == []


def test_the_parts_may_follow_a_request():
    three = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    said = "make n2 of them milk:oat_milk and the other n1 milk:soy_milk".split()
    assert counted_parts_split([ChangeLine(ref=1, milk="soy milk")], said, three) == [
        ChangeLine(ref=1, qty=2, milk="oat milk"), AddLine(item="latte", milk="soy milk")]
    said = "can you make n2 of them caffeine:decaf and n2 temp:iced".split()
    assert counted_parts_split([], said, FOUR) == [
        ChangeLine(ref=1, qty=2, caffeine="decaf"), AddLine(item="latte", qty=2, size="large", temp="iced")]


def test_a_change_of_another_line_is_the_models():
    cart = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)
    said = "n1 milk:oat_milk and n1 milk:soy_milk".split()
    assert counted_parts_split([ChangeLine(ref=2, milk="oat milk")], said, cart) == [
        ChangeLine(ref=2, milk="oat milk")]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "can i get 4 lattes", "2 with oat, 1 with almond and 1 regular")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1},
                                   {"item": "latte", "qty": 2, "milk": "oat milk"},
                                   {"item": "latte", "qty": 1, "milk": "almond milk"}])
    assert replies[1].startswith("The 4 lattes are now a latte ($4.75), 2 oat milk lattes")
    cart, _ = converse(engine, "three lattes", "make two of them oat and the other one soy")
    assert lines(cart) == [{"item": "latte", "qty": 2, "milk": "oat milk"},
                           {"item": "latte", "qty": 1, "milk": "soy milk"}]
    cart, replies = converse(engine, "two lattes", "one oat one soy")
    assert replies[1].startswith("The 2 lattes are now an oat milk latte ($5.45) and a soy milk latte")


def test_units_named_by_their_places_are_one_each():
    three = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)
    said = "first n1 with milk:oat_milk , second with milk:soy_milk , third with milk:almond_milk".split()
    assert counted_parts_split([ChangeLine(ref=1, milk="almond milk")], said, three) == [
        ChangeLine(ref=1, qty=1, milk="oat milk"), AddLine(item="latte", milk="soy milk"),
        AddLine(item="latte", milk="almond milk")]
    one_place = "the second n1 with milk:soy_milk".split()  # one place said: the model's
    assert counted_parts_split([ChangeLine(ref=1, milk="soy milk")], one_place, three) == [
        ChangeLine(ref=1, milk="soy milk")]


def test_a_part_named_by_the_lines_own_kind_takes_no_add_on():
    four = Cart(lines=[Line(id=1, item="butter croissant", qty=4)], next_line_id=2)
    said = "n2 addon:butter n2 addon:chocolate_sauce".split()
    model = [ChangeLine(ref=1, add_addons={"butter": 2, "chocolate sauce": 2})]
    assert counted_parts_split(model, said, four) == [
        ChangeLine(ref=1, qty=2), AddLine(item="butter croissant", qty=2, addons={"chocolate sauce": 1})]


def test_the_shipped_engine_tells_butter_and_chocolate_croissants_apart(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "four croissants", "two butter two chocolate")
    assert [(line.item, line.qty, line.addons) for line in cart.lines] == [
        ("butter croissant", 2, {}), ("chocolate croissant", 2, {})]


def test_a_part_said_in_plain_words_after_with_is_a_note_of_its_units():
    cart = Cart(lines=[Line(id=1, item="coffee", qty=4, temp="iced")], next_line_id=2)
    said = "n2 black , n1 with milk , n1 with milk:half_and_half and addon:sugar".split()
    model = [ChangeLine(ref=1, milk="half and half", add_addons={"sugar": 1})]
    assert counted_parts_split(model, said, cart) == [
        ChangeLine(ref=1, qty=2), AddLine(item="coffee", temp="iced", notes="with milk"),
        AddLine(item="coffee", temp="iced", milk="half and half", addons={"sugar": 1})]
    said = "n2 black , n1 with a lot of sugar please and extra ice".split()  # more than a request: no parts
    assert counted_parts_split(model, said, cart) == model


def test_the_shipped_engine_notes_the_coffee_with_milk(engine):
    cart, _ = converse(engine, "4 iced coffees", "2 black, 1 with milk, 1 with cream and sugar")
    assert [(line.qty, line.milk, line.notes, line.addons) for line in cart.lines] == [
        (2, None, None, {}), (1, None, "with milk", {}), (1, "half and half", None, {"sugar": 1})]


def test_a_part_said_plain_is_followed_by_the_next_part():
    cart = Cart(lines=[Line(id=1, item="bagel", qty=2)], next_line_id=2)
    model = [ChangeLine(ref=1, add_addons={"cream cheese": 1})]
    said = "n1 plain n1 with addon:cream_cheese".split()
    assert counted_parts_split(model, said, cart) == [ChangeLine(ref=1, qty=1),
                                                      AddLine(item="bagel", addons={"cream cheese": 1})]


def test_the_shipped_engine_keeps_one_bagel_plain(engine):
    cart, _ = converse(engine, "two bagels", "one plain one with cream cheese")
    assert [line.addons for line in cart.lines] == [{}, {"cream cheese": 1}]


def test_a_noted_part_ends_before_the_and_of_the_next():
    cart = Cart(lines=[Line(id=1, item="coffee", qty=2)], next_line_id=2)
    said = "n1 with milk and n1 with lemon".split()
    assert counted_parts_split([ChangeLine(ref=1, notes="with milk")], said, cart) == [
        ChangeLine(ref=1, qty=1, notes="with milk"), AddLine(item="coffee", notes="with lemon")]
    said = "n1 black and n1 with milk and".split()
    assert counted_parts_split([ChangeLine(ref=1, notes="with milk")], said, cart) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee", notes="with milk")]


def test_the_shipped_engine_notes_with_milk_and_no_and(engine):
    cart, _ = converse(engine, "two coffees", "one with milk and one black")
    assert sorted(line.notes or "" for line in cart.lines) == ["", "with milk"]
