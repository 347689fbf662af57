"""Counts the words carry: a shot word as the item, an order "for two" of two things, "two more" of a line."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.counted_words import more_counted, more_with_values, party_not_counted, shot_word_alone
from ordering.edits import AddLine, AskMenu, ChangeLine, SetOrder
from tests.unit.shipped import converse

ONE_LARGE_COFFEE = Cart(lines=[Line(id=1, item="coffee", size="large")], next_line_id=2)


@pytest.mark.parametrize(("words", "edits", "added"), [
    (["n1", "shots:2", "please"], [], [AddLine(item="espresso", shots=2)]),
    (["i'd", "like", "a", "shots:3"], [], [AddLine(item="espresso", shots=3)]),
    (["n2", "shots:4", "thanks"], [], [AddLine(item="espresso", qty=2, shots=4)]),
    (["a", "shots:1", "please"], [AskMenu(about=["1"])], [AddLine(item="espresso", shots=1)]),
    (["a", "shots:2", "to_go:true"], [SetOrder(to_go=True)],  # the espresso, then the order's way
     [AddLine(item="espresso", shots=2), SetOrder(to_go=True)]),
    (["add", "a", "shots:2", "to", "it"], [], []),  # the shots of a line
    (["a", "shots:3", "item:espresso", "and", "a", "shots:1"], [AddLine(item="espresso", shots=3)],
     [AddLine(item="espresso", shots=3), AddLine(item="espresso", shots=1)]),
])
def test_a_shot_word_said_alone_is_an_espresso_of_those_shots(words, edits, added):
    assert shot_word_alone(edits, words, Cart()) == added


def test_shot_words_said_as_parts_of_counted_espressos_add_none():
    model = [AddLine(item="espresso", shots=1), AddLine(item="espresso", shots=2), AddLine(item="espresso")]
    words = "can i get n3 item:espresso , n2 shots:1 and n1 shots:2".split()
    assert shot_word_alone(model, words, Cart()) == model  # the parts: `counted_units_split`'s


def test_the_shipped_engine_orders_three_espressos_two_single_one_double(engine):
    for said in ("can i get 3 espressos, 2 single and 1 double", "3 espressos, 2 singles and a double"):
        cart, _ = converse(engine, said)
        assert [(line.qty, line.shots) for line in cart.lines] == [(2, 1), (1, 2)], said


def test_a_shot_word_said_alone_takes_its_shots_off_the_item_named_beside_it():
    words = "n2 item:espresso and a shots:2".split()
    assert shot_word_alone([AddLine(item="espresso", qty=2, shots=2)], words, Cart()) == [
        AddLine(item="espresso", qty=2), AddLine(item="espresso", shots=2)]
    words = "a shots:2 and a item:latte".split()
    assert shot_word_alone([AddLine(item="latte", shots=2)], words, Cart()) == [
        AddLine(item="latte"), AddLine(item="espresso", shots=2)]
    words = "n2 item:americano and some room with um a shots:2".split()  # said of the americanos
    assert shot_word_alone([AddLine(item="americano", qty=2, shots=2)], words, Cart()) == [
        AddLine(item="americano", qty=2, shots=2)]
    words = "a shots:2 item:latte and a shots:2".split()  # the latte's own double
    assert shot_word_alone([AddLine(item="latte", shots=2)], words, Cart()) == [
        AddLine(item="latte", shots=2), AddLine(item="espresso", shots=2)]


def test_the_shipped_engine_adds_the_doppio_beside_two_espressos(engine):
    cart, _ = converse(engine, "two espressos and a doppio")
    assert sorted((line.item, line.qty, line.shots or 0) for line in cart.lines) == [
        ("espresso", 1, 2), ("espresso", 2, 0)]


@pytest.mark.parametrize(("words", "edits", "cart"), [
    (["a", "shots:2", "item:mocha"], [AddLine(item="mocha", shots=2)], Cart()),
    (["a", "shots:1", "origin", "item:coffee"], [AddLine(item="coffee")], Cart()),  # names its item
    (["make", "it", "a", "shots:3"], [ChangeLine(ref=1, shots=3)], ONE_LARGE_COFFEE),
    (["make", "it", "a", "shots:3"], [], ONE_LARGE_COFFEE),  # a change the model missed: no espresso
    (["shots:2", "please"], [], ONE_LARGE_COFFEE),  # no article: of the line ordered, maybe
    (["an", "item:espresso", ",", "a", "shots:2"], [AddLine(item="espresso", shots=2)], Cart()),
    (["make", "the", "last", "n1", "shots:2", "the", "addon:foam"], [], ONE_LARGE_COFFEE),  # a verb
    (["line", "n1", "shots:2", "cupped"], [], ONE_LARGE_COFFEE),
    (["the", "best", "in", "a", "shots:1", "season"], [], Cart()),  # "single" said of another thing
])
def test_a_shot_word_going_with_an_item_or_a_change_adds_nothing(words, edits, cart):
    assert shot_word_alone(edits, words, cart) == edits


def test_a_count_for_the_whole_order_counts_no_item():
    words = ["order", "for", "n2", ",", "a", "item:mocha", "and", "an", "item:americano"]
    edits = [AddLine(item="mocha", qty=2), AddLine(item="americano")]
    assert party_not_counted(edits, words) == [AddLine(item="mocha"), AddLine(item="americano")]
    words = ["for", "the", "n3", "of", "us", ":", "a", "item:latte", ",", "a", "item:mocha", "and", "a",
             "item:tea"]
    edits = [AddLine(item="latte", qty=3), AddLine(item="mocha"), AddLine(item="tea")]
    assert party_not_counted(edits, words)[0] == AddLine(item="latte")


@pytest.mark.parametrize(("words", "edits"), [
    (["item:coffee", "for", "n2"], [AddLine(item="coffee", qty=2)]),  # said of the coffee: its count
    (["for", "n2", ",", "n2", "item:latte", "and", "a", "item:mocha"],
     [AddLine(item="latte", qty=2), AddLine(item="mocha")]),  # the lattes' own count
    (["for", "n2", "please", ",", "a", "item:latte"], [AddLine(item="latte", qty=2)]),  # one thing named
])
def test_a_count_said_of_an_item_stays(words, edits):
    assert party_not_counted(edits, words) == edits


def test_n_more_adds_to_the_line_count():
    words = ["add", "n2", "more", "of", "those"]
    assert more_counted([ChangeLine(ref=1, qty=2)], words, ONE_LARGE_COFFEE) == [ChangeLine(ref=1, qty=3)]
    two = Cart(lines=[Line(id=1, item="mocha", qty=2)], next_line_id=2)
    words = ["n3", "more", "item:mocha", "please"]
    assert more_counted([ChangeLine(ref=1, qty=3)], words, two) == [ChangeLine(ref=1, qty=5)]
    words = ["n3", "more", "of", "the", "size:large", "item:latte"]  # the item's own values said before it
    assert more_counted([ChangeLine(ref=1, qty=3)], words, ONE_LARGE_COFFEE) == [ChangeLine(ref=1, qty=4)]


def test_n_more_of_a_flavoured_item_is_a_new_line_not_pumps():
    words = ["n3", "more", "addon:caramel_syrup", "item:latte", "please"]
    assert more_with_values([ChangeLine(ref=1, add_addons={"caramel syrup": 3})], words) == [
        AddLine(item="latte", qty=3, addons={"caramel syrup": 1})]
    words = ["n2", "more", "size:large", "addon:vanilla_syrup", "item:mocha"]
    assert more_with_values([ChangeLine(ref=1, add_addons={"vanilla syrup": 2})], words) == [
        AddLine(item="mocha", qty=2, size="large", addons={"vanilla syrup": 1})]


@pytest.mark.parametrize(("words", "edits"), [
    (["n2", "more", "pumps", "of", "addon:vanilla_syrup"],
     [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]),
    (["n2", "more", "addon:vanilla_syrup", "in", "the", "item:latte"],
     [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]),
    (["n2", "more", "addon:vanilla_syrup", "item:latte"], [AddLine(item="latte", qty=2)]),  # read right
])
def test_more_of_an_add_on_stays(words, edits):
    assert more_with_values(edits, words) == edits


@pytest.mark.parametrize(("words", "edits"), [
    (["n2", "more", "addon:espresso_shot"], [ChangeLine(ref=1, add_addons={"espresso shot": 2})]),
    (["make", "it", "n2"], [ChangeLine(ref=1, qty=2)]),  # a count set, not more
    (["n2", "more", "item:latte"], [AddLine(item="latte", qty=2)]),  # a new line of two: counted right
    (["n1", "more"], [ChangeLine(ref=1, qty=1)]),
])
def test_other_counts_stay(words, edits):
    assert more_counted(edits, words, ONE_LARGE_COFFEE) == edits


def units(cart: Cart) -> list[tuple[str, int | None, int]]:
    """The cart's lines as (item, shots, count), sorted."""
    return sorted((line.item, line.shots, line.qty) for line in cart.lines)


@pytest.mark.parametrize(("turn", "lines"), [
    ("just one doppio thanks", [("espresso", 2, 1)]),
    ("i'd like a quad", [("espresso", 4, 1)]),
    ("could I have a triple please?", [("espresso", 3, 1)]),
    ("one triple espresso and a single", [("espresso", 1, 1), ("espresso", 3, 1)]),
    ("a double mocha", [("mocha", 2, 1)]),
])
def test_shipped_model_reads_a_shot_word_as_the_item(engine, turn, lines):
    assert units(converse(engine, turn)[0]) == lines


def test_shipped_model_single_origin_is_no_shot(engine):
    cart, _ = converse(engine, "a single origin coffee please")
    assert [line.item for line in cart.lines] == ["coffee"] and cart.lines[0].shots is None


@pytest.mark.parametrize(("turn", "items"), [
    ("for two people, a mocha and an americano", {"mocha": 1, "americano": 1}),
    ("ordering for two please, a cappuccino and a mocha", {"cappuccino": 1, "mocha": 1}),
    ("an order for two: a cappuccino and a latte", {"cappuccino": 1, "latte": 1}),
    ("we are two, so for two a mocha and a chai", {"mocha": 1, "chai latte": 1}),
])
def test_shipped_model_an_order_for_two_counts_no_drink(engine, turn, items):
    cart, _ = converse(engine, turn)
    assert {line.item: line.qty for line in cart.lines} == items


@pytest.mark.parametrize(("turns", "count"), [
    (("a large coffee", "add 2 more of those"), 3),
    (("two mochas", "3 more of them please"), 5),
    (("a large coffee", "one more"), 2),
    (("a latte", "two more lattes"), 3),
    (("a large latte", "three more of the large lattes"), 4),
])
def test_shipped_model_n_more_adds_n(engine, turns, count):
    cart, _ = converse(engine, *turns)
    assert sum(line.qty for line in cart.lines) == count and len({line.item for line in cart.lines}) == 1


def test_shipped_model_n_more_flavoured_lattes_are_a_line_of_them(engine):
    cart, replies = converse(engine, "a latte", "3 more caramel lattes please")
    assert [(line.item, line.qty, line.addons) for line in cart.lines] == [
        ("latte", 1, {}), ("latte", 3, {"caramel syrup": 1})]
    cart, _ = converse(engine, "a latte with vanilla", "two more pumps of vanilla")
    assert [(line.item, line.qty, line.addons) for line in cart.lines] == [("latte", 1, {"vanilla syrup": 3})]
