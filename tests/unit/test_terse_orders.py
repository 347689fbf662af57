"""Counter shorthand: a milk poured by its measure ("a little bit of skim"), pumps counted after the syrup
("a vanilla latte, two pumps"), and "make it hazelnut" of a vanilla latte (the hazelnut takes its place)."""

from __future__ import annotations

import pytest

from ordering.amounts_said import milk_measured, pumps_after
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.swaps import made_of_add_on, swapped
from tests.unit.shipped import converse, lines

MENU = load_menu()
VANILLA_LATTE = Cart(lines=[Line(id=1, item="latte", size="medium", addons={"vanilla syrup": 1})],
                     next_line_id=2)


@pytest.mark.parametrize(("text", "milk", "note"), [
    ("a small drip with a little bit of skim", "nonfat milk", "a little bit of skim"),
    ("cold brew, splash of cream", "half and half", "splash of cream"),
    ("a coffee with a little cream and sugar", "half and half", "a little cream"),
    ("tall latte with just a little oat milk", "oat milk", "just a little oat milk"),
    ("a tall latte with a little bit of 2% milk", "2% milk", "a little bit of 2% milk"),
])
def test_a_milk_said_by_its_measure_is_a_note(text, milk, note):
    edits = [AddLine(item="coffee", milk=milk)]
    assert milk_measured(edits, text, MENU) == [AddLine(item="coffee", milk=milk, notes=note)]


@pytest.mark.parametrize(("text", "edits"), [
    ("a coffee with a little room", [AddLine(item="coffee", preps=["with room"])]),  # no milk
    ("a mocha with a little whipped cream", [AddLine(item="mocha", addons={"whipped cream": 1})]),
    ("a coffee with a splash of cream", [AddLine(item="coffee")]),  # the model set no milk: no line of it
    ("a mocha with oat milk, can I get an extra bit of oat milk on the side?",  # more of it, noted already
     [AddLine(item="mocha", milk="oat milk", notes="extra oat milk on the side")]),
    ("a coffee with a splash of cream",
     [AddLine(item="coffee", milk="half and half", notes="a splash of cream")]),
    ("two coffees with a little cream", [AddLine(item="coffee", milk="half and half"),
                                         AddLine(item="coffee", milk="half and half", size="large")]),
])
def test_a_measure_of_no_milk_or_of_no_one_line_notes_nothing(text, edits):
    assert milk_measured(edits, text, MENU) == edits


@pytest.mark.parametrize("words", [
    "size:large item:latte addon:vanilla_syrup n2 pumps",
    "size:small addon:vanilla_syrup item:latte , n2 pumps please",
])
def test_pumps_said_after_the_one_syrup_count_it(words):
    edits = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    assert pumps_after(edits, words.split(), MENU) == [AddLine(item="latte", addons={"vanilla syrup": 2})]


def test_pumps_said_in_the_phrase_of_one_of_several_drinks_count_its_syrup():
    edits = [AddLine(item="mocha"), AddLine(item="latte", addons={"hazelnut syrup": 1})]
    words = "a item:mocha and a addon:hazelnut_syrup item:latte with n2 pumps".split()
    assert pumps_after(edits, words, MENU) == [AddLine(item="mocha"),
                                               AddLine(item="latte", addons={"hazelnut syrup": 2})]
    edits = [AddLine(item="latte", addons={"vanilla syrup": 1}),
             AddLine(item="mocha", addons={"caramel syrup": 1})]
    words = "a addon:vanilla_syrup item:latte with n3 pumps and a addon:caramel_syrup item:mocha".split()
    assert pumps_after(edits, words, MENU)[0] == AddLine(item="latte", addons={"vanilla syrup": 3})


def test_the_shipped_engine_counts_the_pumps_of_the_second_drink(engine):
    cart, _ = converse(engine, "a mocha and a hazelnut latte with 2 pumps")
    assert {"item": "latte", "qty": 1, "addons": {"hazelnut syrup": 2}} in lines(cart)


@pytest.mark.parametrize(("words", "edits"), [
    ("item:mocha , n3 pumps addon:caramel_syrup", [AddLine(item="mocha", addons={"caramel syrup": 3})]),
    ("item:latte addon:vanilla_syrup n2 pumps of addon:hazelnut_syrup",
     [AddLine(item="latte", addons={"vanilla syrup": 1, "hazelnut syrup": 2})]),  # the pumps are the other's
    ("item:latte addon:vanilla_syrup addon:caramel_syrup n2 pumps",
     [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]),  # which one: not said
    ("item:latte addon:vanilla_syrup and item:mocha n2 pumps",
     [AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="mocha")]),  # two drinks
    ("item:latte n2 pumps", [AddLine(item="latte")]),  # no syrup at all
])
def test_pumps_of_another_or_of_no_one_syrup_count_nothing(words, edits):
    assert pumps_after(edits, words.split(), MENU) == edits


def test_pumps_of_a_drink_with_no_syrup_are_noted_as_said():
    said = "can i get a size:small item:mocha with n2 pumps instead of n3".split()
    text = "can I get a small mocha with 2 pumps instead of 3"
    assert pumps_after([AddLine(item="mocha", size="small")], said, MENU, text) == [
        AddLine(item="mocha", size="small", notes="2 pumps instead of 3")]
    said = "item:latte addon:vanilla_syrup addon:caramel_syrup n2 pumps".split()  # which syrup: not said
    both = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert pumps_after(both, said, MENU, "a vanilla caramel latte 2 pumps") == both


def test_the_shipped_engine_notes_the_pumps_of_a_mocha(engine):
    cart, replies = converse(engine, "a medium mocha with 3 pumps instead of 4")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "medium", "notes": "3 pumps instead of 4"}], (
        replies)


@pytest.mark.parametrize("words", [
    "make it addon:hazelnut_syrup", "can you make that addon:toffee_nut_syrup please",
    "make the item:latte addon:caramel_syrup", "make it a addon:sugar-free_vanilla_syrup",
])
def test_make_it_and_an_add_on_makes_the_drink_of_it(words):
    assert made_of_add_on(words.split())
    edits = [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]
    assert swapped(edits, words.split(), VANILLA_LATTE, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 1}, drop=["vanilla syrup"])]


@pytest.mark.parametrize("words", [
    "make it with addon:hazelnut_syrup", "make it addon:hazelnut_syrup too",
    "also make it addon:hazelnut_syrup",
    "make it addon:espresso_shot extra", "add addon:hazelnut_syrup", "make it temp:iced",
])
def test_an_add_on_said_beside_the_lines_joins_it(words):
    assert not made_of_add_on(words.split())
    edits = [ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]
    assert swapped(edits, words.split(), VANILLA_LATTE, MENU) == edits


def test_a_topping_stays_when_a_syrup_is_made_of():
    cart = Cart(lines=[Line(id=1, item="latte", addons={"whipped cream": 1})], next_line_id=2)
    edits = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]
    assert swapped(edits, "make it addon:caramel_syrup".split(), cart, MENU) == edits


# the shipped model, as the worker runs it


@pytest.mark.parametrize(("text", "line"), [
    ("small drip with a little bit of skim",
     {"item": "coffee", "qty": 1, "size": "small", "milk": "nonfat milk", "notes": "a little bit of skim"}),
    ("iced venti cold brew splash of cream",
     {"item": "cold brew", "qty": 1, "size": "large", "temp": "iced", "milk": "half and half",
      "notes": "splash of cream"}),
    ("grande chai with just a little oat milk",
     {"item": "chai latte", "qty": 1, "size": "medium", "milk": "oat milk",
      "notes": "just a little oat milk"}),
    ("venti latte vanilla two pumps",
     {"item": "latte", "qty": 1, "size": "large", "addons": {"vanilla syrup": 2}}),
    ("tall hazelnut latte two pumps",
     {"item": "latte", "qty": 1, "size": "small", "addons": {"hazelnut syrup": 2}}),
])
def test_shipped_terse_amounts(engine, text, line):
    assert lines(converse(engine, text)[0]) == [line]


@pytest.mark.parametrize(("first", "then", "addons"), [
    ("grande vanilla latte", "make it hazelnut", {"hazelnut syrup": 1}),
    ("grande vanilla latte", "make it sugar free vanilla", {"sugar-free vanilla syrup": 1}),
    ("tall caramel latte", "make that toffee nut", {"toffee nut syrup": 1}),
    ("grande vanilla latte", "make it hazelnut too", {"vanilla syrup": 1, "hazelnut syrup": 1}),
])
def test_shipped_make_it_a_syrup(engine, first, then, addons):
    assert lines(converse(engine, first, then)[0])[0]["addons"] == addons


def test_shipped_amounts_already_read_stay(engine):
    # a splash the model noted, and pumps said with "of", as before
    assert lines(converse(engine, "grande latte with a splash of oat milk")[0]) == [
        {"item": "latte", "qty": 1, "size": "medium", "milk": "oat milk", "notes": "a splash of oat milk"}]
    assert lines(converse(engine, "grande mocha, 3 pumps caramel")[0]) == [
        {"item": "mocha", "qty": 1, "size": "medium", "addons": {"caramel syrup": 3}}]
