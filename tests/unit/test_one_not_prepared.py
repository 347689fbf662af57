""""A bagel toasted with cream cheese, and one not toasted with butter": two bagels
(`ordering.one_not_prepared`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.one_not_prepared import one_not_prepared
from tests.unit.shipped import converse

MERGED = [AddLine(item="bagel", addons={"cream cheese": 1, "butter": 1}, preps=["toasted"])]


def test_one_not_prepared_is_a_second_line_with_the_values_said_after():
    said = "a item:bagel prep:toasted with addon:cream_cheese , and n1 not prep:toasted with addon:butter"
    assert one_not_prepared(MERGED, said.split()) == [
        AddLine(item="bagel", addons={"cream cheese": 1}, preps=["toasted"]),
        AddLine(item="bagel", addons={"butter": 1}, notes="not toasted")]


def test_a_preparation_said_not_of_the_one_line_or_of_two_lines_is_the_models():
    for said in ("a item:bagel with addon:cream_cheese not prep:toasted",  # the one line
                 "a item:bagel with addon:butter and n1 not prep:toasted"):  # never said toasted
        assert one_not_prepared(MERGED, said.split()) == MERGED, said
    two = [AddLine(item="bagel", preps=["toasted"]), AddLine(item="bagel")]
    said = "a item:bagel prep:toasted and n1 not prep:toasted".split()
    assert one_not_prepared(two, said) == two


def test_the_shipped_engine_makes_one_bagel_toasted_and_one_not(engine):
    cart, _ = converse(engine, "a bagel toasted with cream cheese, and one not toasted with butter")
    assert [(line.addons, line.preps, line.notes) for line in cart.lines] == [
        ({"cream cheese": 1}, ["toasted"], None), ({"butter": 1}, [], "not toasted")]
