"""A customer taking back part of a turn mid-sentence: "or actually", "let's say", "no, regular is fine",
"make that", "instead" (`ordering.corrections`, `ordering.taken_back`)."""

from __future__ import annotations

import pytest

from ordering.corrections import replaced_in_turn, value_replaced_in_turn
from ordering.edits import AddLine, AskMenu
from ordering.menu import load_menu
from ordering.taken_back import chosen_instead, count_restated, disliked_not_added
from tests.unit.shipped import converse, lines

MENU = load_menu()


@pytest.mark.parametrize("said", [
    "a size:large item:flat_white , or actually a item:macchiato",
    "a size:large item:flat_white for my dad , no actually make it a item:macchiato",
])
def test_an_item_taken_back_gives_way_to_the_one_after_it_with_its_choices(said):
    edits = [AddLine(item="flat white", size="large"), AddLine(item="macchiato")]
    assert replaced_in_turn(edits, said.split(), MENU) == [AddLine(item="macchiato", size="large")]


def test_items_weighed_before_the_one_chosen_go():
    said = "a size:large item:flat_white or maybe a item:macchiato , okay let's say the item:macchiato"
    edits = [AddLine(item="flat white", size="large"), AddLine(item="macchiato")]
    assert replaced_in_turn(edits, said.split(), MENU) == [AddLine(item="macchiato")]


def test_an_item_said_again_with_another_count_is_one_line():
    said = "n4 item:mocha , sorry , n2 item:mocha".split()
    assert replaced_in_turn([AddLine(item="mocha", qty=4), AddLine(item="mocha", qty=2)], said, MENU) == [
        AddLine(item="mocha", qty=2)]


@pytest.mark.parametrize("said", [
    "a item:mocha or a item:macchiato",  # weighed, never chosen: the model's
    "a item:mocha , and actually a item:macchiato as well",  # more
    "n2 item:mocha , no foam , n2 item:mocha with milk:soy_milk",  # a value between is the first's
])
def test_items_not_taken_back_stay(said):
    edits = [AddLine(item="mocha"), AddLine(item="macchiato")]
    assert replaced_in_turn(edits, said.split(), MENU) == edits


def test_values_weighed_taken_back_or_put_back_to_the_drinks_own():
    said = ("a item:chai_latte with addon:hazelnut_syrup or maybe addon:cinnamon_syrup , "
            "i'll go with addon:cinnamon_syrup")
    model = [AddLine(item="chai latte", addons={"hazelnut syrup": 1, "cinnamon syrup": 1})]
    assert value_replaced_in_turn(model, said.split(), MENU) == [
        AddLine(item="chai latte", addons={"cinnamon syrup": 1})]
    said = "a size:small with milk:soy_milk , no wait make it a size:large , item:flat_white"
    model = [AddLine(item="flat white", size="small", milk="soy milk")]
    assert value_replaced_in_turn(model, said.split(), MENU) == [
        AddLine(item="flat white", size="large", milk="soy milk")]
    for plain in ("hmm no , caffeinated is fine", "actually no , full caf please", "sorry , normal"):
        said = f"a item:americano caffeine:half_caf , {plain}"
        model = [AddLine(item="americano", caffeine="half caf")]
        assert value_replaced_in_turn(model, said.split(), MENU) == [AddLine(item="americano")]
    said = "a caffeine:decaf item:latte and a regular item:mocha".split()  # "regular" of another drink
    model = [AddLine(item="latte", caffeine="decaf"), AddLine(item="mocha")]
    assert value_replaced_in_turn(model, said, MENU) == model
    said = "a size:small item:latte , no , a size:large item:mocha".split()  # across "a": the mocha's
    model = [AddLine(item="latte", size="small"), AddLine(item="mocha", size="large")]
    assert value_replaced_in_turn(model, said, MENU) == model


def test_a_size_said_after_no_takes_the_one_before_back():
    said = "let me get uhh a size:medium , no size:large , item:mocha".split()
    model = [AddLine(item="mocha", size="medium")]
    assert value_replaced_in_turn(model, said, MENU) == [AddLine(item="mocha", size="large")]
    said = "a item:latte with addon:vanilla_syrup , no addon:caramel_syrup".split()  # caramel said off
    model = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    assert value_replaced_in_turn(model, said, MENU) == model


def test_the_shipped_engine_orders_the_large_mocha_said_after_no(engine):
    cart, _ = converse(engine, "lemme get uhh a medium, no large, mocha")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "large")]


def test_a_count_said_again_sets_the_lines_count_unless_it_goes_on():
    said = "n3 temp:iced item:cappuccino , sorry , make that n4 , with milk:almond_milk".split()
    model = [AddLine(item="cappuccino", qty=3, temp="iced", milk="almond milk")]
    assert count_restated(model, said) == [model[0].model_copy(update={"qty": 4})]
    said = "n3 item:cappuccino , actually n1 with milk:almond_milk".split()  # one of the three
    assert count_restated([AddLine(item="cappuccino", qty=3)], said) == [AddLine(item="cappuccino", qty=3)]
    said = "n1 item:latte . actually n2 . actually make it n3 .".split()  # said again twice: the last
    assert count_restated([AddLine(item="latte")], said) == [AddLine(item="latte", qty=3)]


def test_an_item_asked_about_then_chosen_instead_is_ordered_in_place_of_the_first():
    said = "a item:butter_croissant , hmm do you have item:bagel ? okay a item:bagel then instead".split()
    assert chosen_instead([AskMenu(about=["bagel"])], said, MENU) == [AddLine(item="bagel")]
    said = "a item:butter_croissant and a item:bagel".split()  # nothing instead
    assert chosen_instead([AddLine(item="butter croissant"), AddLine(item="bagel")], said, MENU) == [
        AddLine(item="butter croissant"), AddLine(item="bagel")]


def test_an_add_on_said_disliked_is_not_added_unless_also_wanted():
    said = "a item:steamer , she can't have addon:hazelnut_syrup".split()
    assert disliked_not_added([AddLine(item="steamer", addons={"hazelnut syrup": 1})], said) == [
        AddLine(item="steamer")]
    said = "a item:steamer with addon:hazelnut_syrup , he hates addon:hazelnut_syrup".split()
    model = [AddLine(item="steamer", addons={"hazelnut syrup": 1})]
    assert disliked_not_added(model, said) == model


@pytest.mark.parametrize(("turn", "want"), [
    ("four mochas, no, two mochas", [{"item": "mocha", "qty": 2}]),
    ("a large flat white, or actually a macchiato", [{"item": "macchiato", "qty": 1, "size": "large"}]),
    ("an americano, half caf, hmm no, normal is fine", [{"item": "americano", "qty": 1}]),
    ("a chai with hazelnut or maybe caramel, i'll go with caramel",
     [{"item": "chai latte", "qty": 1, "addons": {"caramel syrup": 1}}]),
    ("three mochas, sorry, make that four please", [{"item": "mocha", "qty": 4}]),
    ("a small, no wait make it a large, flat white with soy",
     [{"item": "flat white", "qty": 1, "size": "large", "milk": "soy milk"}]),
    ("a mocha for my daughter, actually no, let's go with a steamer, she's allergic to hazelnut",
     [{"item": "steamer", "qty": 1}]),
    ("a butter croissant, hmm do you have bagels? okay a bagel then instead", [{"item": "bagel", "qty": 1}]),
])
def test_taken_back_mid_sentence_through_the_engine(engine, turn, want):
    cart, _ = converse(engine, turn)
    assert lines(cart) == want
