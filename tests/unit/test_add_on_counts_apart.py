""""A latte with one sugar and one with two": two lattes, each with its own count
(`ordering.add_on_counts_apart`)."""

from __future__ import annotations

import pytest

from ordering.add_on_counts_apart import add_on_counts_apart
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse


@pytest.mark.parametrize("said", ["can i have a item:latte with n1 addon:sugar and n1 with n2",
                                  "can i have a item:latte with n1 addon:sugar and n1 with n2 addon:sugar",
                                  "n2 item:latte , n1 with n1 addon:sugar , the other with n2"])
def test_a_second_count_of_the_add_on_is_a_second_line(said):
    for model in ([AddLine(item="latte", addons={"sugar": 1})],
                  [AddLine(item="latte", addons={"sugar": 1}), AddLine(item="latte")]):
        assert add_on_counts_apart(model, said.split()) == [
            AddLine(item="latte", addons={"sugar": 1}), AddLine(item="latte", addons={"sugar": 2})], said


def test_a_count_said_of_something_else_or_another_item_is_the_models():
    model = [AddLine(item="latte", addons={"sugar": 1})]
    for said in ("a item:latte with n1 addon:sugar and n1 with n2 item:mocha",
                 "a item:latte with n1 addon:sugar and n1 with n2 addon:honey",
                 "a item:latte with n1 addon:sugar and n2 more"):
        assert add_on_counts_apart(model, said.split()) == model, said
    change = [ChangeLine(ref=1, add_addons={"sugar": 1})]
    assert add_on_counts_apart(change, "with n1 addon:sugar and n1 with n2".split()) == change


def test_the_shipped_engine_makes_two_coffees_with_their_own_sugars(engine):
    cart, _ = converse(engine, "two coffees, one with one sugar, the other with two")
    assert [(line.item, line.qty, line.addons) for line in cart.lines] == [
        ("coffee", 1, {"sugar": 1}), ("coffee", 1, {"sugar": 2})]
