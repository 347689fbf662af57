"""A counted item split unit by unit gets each unit's values on its own line
(`ordering.split_values_placed`): "two iced coffees, one black, one with cream and sugar"."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine
from ordering.split_values_placed import split_values_placed
from tests.unit.shipped import converse, lines, ordered


def test_each_unit_takes_the_values_said_after_its_own_one():
    said = "n2 temp:iced item:coffee , n1 black , n1 with milk:half_and_half and addon:sugar".split()
    model = [AddLine(item="coffee", temp="iced", milk="half and half"),
             AddLine(item="coffee", addons={"sugar": 1})]
    assert split_values_placed(model, said) == [
        AddLine(item="coffee", temp="iced"), AddLine(item="coffee", temp="iced", milk="half and half",
                                                     addons={"sugar": 1})]
    said = "n2 item:americano , n1 with addon:espresso_shot , n1 caffeine:decaf".split()
    model = [AddLine(item="americano", caffeine="decaf", addons={"espresso shot": 1}),
             AddLine(item="americano")]
    assert split_values_placed(model, said) == [AddLine(item="americano", addons={"espresso shot": 1}),
                                                AddLine(item="americano", caffeine="decaf")]


def test_a_unit_with_both_takes_the_values_of_the_two_before():
    said = "n3 item:coffee , n1 with milk:half_and_half , n1 with addon:sugar and n1 with both".split()
    model = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", addons={"sugar": 1}),
             AddLine(item="coffee")]
    assert split_values_placed(model, said) == [
        AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", addons={"sugar": 1}),
        AddLine(item="coffee", milk="half and half", addons={"sugar": 1})]


def test_the_shipped_engine_gives_the_third_coffee_both(engine):
    cart, _ = converse(engine, "three coffees, one with cream, one with sugar and one with both")
    assert [(line.milk, tuple(line.addons)) for line in cart.lines] == [
        ("half and half", ()), (None, ("sugar",)), ("half and half", ("sugar",))]


def test_a_unit_said_after_make_or_as_the_other_one_is_a_part():
    said = ("can i get n2 item:flat_white , but make n1 of them caffeine:decaf and the other n1 "
            "temp:extra_hot").split()
    model = [AddLine(item="flat white", caffeine="decaf", temp="extra hot"), AddLine(item="flat white")]
    assert split_values_placed(model, said) == [AddLine(item="flat white", caffeine="decaf"),
                                                AddLine(item="flat white", temp="extra hot")]


def test_the_shipped_engine_makes_one_flat_white_decaf_and_the_other_extra_hot(engine):
    cart, _ = converse(engine, "can i get two flat whites, but make one of them decaf and the other one "
                               "extra hot")
    assert lines(cart) == ordered([{"item": "flat white", "qty": 1, "caffeine": "decaf"},
                                   {"item": "flat white", "qty": 1, "temp": "extra hot"}])


@pytest.mark.parametrize("said, model", [
    # each line has its part's values already, in another order
    ("n2 item:latte , n1 with milk:oat_milk , n1 with addon:vanilla_syrup",
     [AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="latte", milk="oat milk")]),
    # "one more thing" begins no unit of the count
    ("n2 item:mocha , n1 of them with milk:half_and_half and the other with milk:nonfat_milk and n1 more"
     " thing , n2 item:cold_brew",
     [AddLine(item="mocha", milk="half and half"), AddLine(item="mocha", milk="nonfat milk")]),
    # a value said not to be had, or said of "the other one" inside a phrase
    ("n2 item:mocha , n1 caffeine:decaf and n1 not caffeine:decaf please",
     [AddLine(item="mocha", caffeine="decaf"), AddLine(item="mocha")]),
    ("n2 item:flat_white , n1 with milk:oat_milk , and make it milk:soy_milk for the other n1",
     [AddLine(item="flat white", milk="oat milk"), AddLine(item="flat white", milk="soy milk")]),
    # values the parts do not say: the model's
    ("n2 item:latte , n1 caffeine:decaf , n1 black",
     [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]),
])
def test_other_splits_are_left_as_the_model_wrote_them(said, model):
    assert split_values_placed(model, said.split()) == model


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "two iced coffees, one black, one with cream and sugar")
    assert lines(cart) == ordered([{"item": "coffee", "qty": 1, "temp": "iced"},
                                   {"item": "coffee", "qty": 1, "temp": "iced", "milk": "half and half",
                                    "addons": {"sugar": 1}}])


def test_parts_said_without_commas_are_split_too():
    said = "n2 item:coffee n1 black n1 with milk:half_and_half and addon:sugar".split()
    model = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", addons={"sugar": 1})]
    assert split_values_placed(model, said) == [
        AddLine(item="coffee"), AddLine(item="coffee", milk="half and half", addons={"sugar": 1})]
    said = "n2 item:latte n1 caffeine:decaf n1 with milk:oat_milk".split()
    model = [AddLine(item="latte", caffeine="decaf", milk="oat milk"), AddLine(item="latte")]
    assert split_values_placed(model, said) == [
        AddLine(item="latte", caffeine="decaf"), AddLine(item="latte", milk="oat milk")]
    said = "n2 item:latte n1 with n1 addon:vanilla_syrup".split()  # "one with one pump": one part
    model = [AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="latte")]
    assert split_values_placed(model, said) == model


def test_the_shipped_engine_splits_parts_said_without_commas(engine):
    cart, _ = converse(engine, "two drip coffees one black one with cream and sugar",
                       "make the black one a large")
    assert [(line.size, line.milk, line.addons) for line in cart.lines] == [
        ("large", None, {}), (None, "half and half", {"sugar": 1})]
