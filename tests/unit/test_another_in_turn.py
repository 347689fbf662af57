""""A bagel with cream cheese and another with butter": two lines in one turn (`ordering.another_in_turn`)."""

from __future__ import annotations

import pytest

from ordering.another_in_turn import another_in_turn
from ordering.edits import AddLine
from tests.unit.shipped import converse


@pytest.mark.parametrize("said, model, want", [
    ("can i get a item:bagel with addon:cream_cheese and another with addon:butter",
     [AddLine(item="bagel", addons={"cream cheese": 1, "butter": 1})],
     [AddLine(item="bagel", addons={"cream cheese": 1}), AddLine(item="bagel", addons={"butter": 1})]),
    ("a size:large temp:iced item:latte and another temp:hot",
     [AddLine(item="latte", size="large", temp="iced")],
     [AddLine(item="latte", size="large", temp="iced"), AddLine(item="latte", size="large", temp="hot")]),
    ("a item:mocha with addon:whipped_cream and another without",
     [AddLine(item="mocha", addons={"whipped cream": 1})],
     [AddLine(item="mocha", addons={"whipped cream": 1}), AddLine(item="mocha")]),
])
def test_another_said_after_an_item_ordered_is_a_second_line(said, model, want):
    assert another_in_turn(model, said.split()) == want


@pytest.mark.parametrize("said, model", [
    ("a item:latte for me and another with milk:soy_milk", [AddLine(item="latte", milk="soy milk")]),  # whom
    ("n2 item:latte and another with milk:oat_milk", [AddLine(item="latte", qty=2)]),  # counted: the model's
    ("a item:latte with milk:oat_milk and another with milk:soy_milk",  # the model wrote both
     [AddLine(item="latte", milk="oat milk"), AddLine(item="latte", milk="soy milk")]),
    ("a item:latte and another item:mocha", [AddLine(item="latte"), AddLine(item="mocha")]),
    ("a item:latte with addon:vanilla_syrup and another",  # nothing said of the second
     [AddLine(item="latte", addons={"vanilla syrup": 1})]),
])
def test_other_turns_are_the_models(said, model):
    assert another_in_turn(model, said.split()) == model


def test_the_shipped_engine_orders_two_bagels(engine):
    cart, _ = converse(engine, "can i get a bagel with cream cheese and another with butter")
    assert [(line.item, line.addons) for line in cart.lines] == [
        ("bagel", {"cream cheese": 1}), ("bagel", {"butter": 1})]


def test_a_second_one_said_after_an_item_ordered_is_one_more():
    from ordering.another_in_turn import second_one_in_turn

    said = "i'd like a item:chai_latte , and a second n1 for later , to_go:true".split()
    assert second_one_in_turn([AddLine(item="chai latte")], said) == [AddLine(item="chai latte", qty=2)]
    said = "a item:flat_white please , then a second n1 to to_go:true".split()  # "then a second one"
    assert second_one_in_turn([AddLine(item="flat white")], said) == [AddLine(item="flat white", qty=2)]
    said = "a item:chai_latte and a second n1 temp:iced".split()
    assert second_one_in_turn([AddLine(item="chai latte", temp="iced")], said) == [
        AddLine(item="chai latte"), AddLine(item="chai latte", temp="iced")]
    said = "a temp:iced item:latte , and a second n1 temp:hot".split()
    assert second_one_in_turn([AddLine(item="latte", temp="iced")], said) == [
        AddLine(item="latte", temp="iced"), AddLine(item="latte", temp="hot")]


def test_the_shipped_engine_adds_a_second_flat_white_said_after_then(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a flat white please, then a second one to take away")
    assert lines(cart) == [{"item": "flat white", "qty": 2}]


def test_what_is_said_after_a_second_one_is_the_seconds_alone():
    from ordering.another_in_turn import second_one_in_turn

    said = "size:large item:cold_brew , black , and a second n1 with sweet cream".split()
    model = [AddLine(item="cold brew", size="large", notes="with sweet cream")]
    assert second_one_in_turn(model, said) == [
        AddLine(item="cold brew", size="large"),
        AddLine(item="cold brew", size="large", notes="with sweet cream")]
    said = "a item:latte with addon:vanilla_syrup , and a second n1 with addon:caramel_syrup".split()
    model = [AddLine(item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1})]
    assert second_one_in_turn(model, said) == [  # the syrup said in place of the first's
        AddLine(item="latte", addons={"vanilla syrup": 1}),
        AddLine(item="latte", addons={"caramel syrup": 1})]
    said = "a item:latte with addon:whipped_cream and a second n1 with addon:caramel_syrup".split()
    model = [AddLine(item="latte", addons={"whipped cream": 1, "caramel syrup": 1})]
    assert second_one_in_turn(model, said) == [  # a topping stays on both
        AddLine(item="latte", addons={"whipped cream": 1}),
        AddLine(item="latte", addons={"whipped cream": 1, "caramel syrup": 1})]


def test_the_shipped_engine_puts_the_sweet_cream_in_the_second_cold_brew(engine):
    cart, _ = converse(engine, "large cold brew, black, and a second one with sweet cream")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, None), (1, "with sweet cream")]


def test_a_second_one_of_two_lines_or_of_another_item_is_the_models():
    from ordering.another_in_turn import second_one_in_turn

    two = [AddLine(item="latte"), AddLine(item="latte")]
    assert second_one_in_turn(two, "a item:latte and a second n1".split()) == two
    said = "a item:latte and a second n1 item:mocha".split()
    assert second_one_in_turn([AddLine(item="latte")], said) == [AddLine(item="latte")]


def test_the_shipped_engine_orders_a_second_chai_for_later(engine):
    cart, _ = converse(engine, "i'd like a chai latte, and a second one for later, to go")
    assert [(line.item, line.qty) for line in cart.lines] == [("chai latte", 2)]
