""""Put them in one cup": one cup, not one espresso (`ordering.vessel_counted`)."""

from __future__ import annotations

from ordering.edits import ChangeLine
from ordering.vessel_counted import vessel_counted
from tests.unit.shipped import converse


def test_a_count_of_a_vessel_is_no_count_of_the_line():
    said = "and could you put them in n1 cup".split()
    assert vessel_counted([ChangeLine(ref=1, qty=1)], said) == []
    assert vessel_counted([ChangeLine(ref=1, qty=1, notes="in one cup")], said) == [
        ChangeLine(ref=1, notes="in one cup")]


def test_other_counts_are_the_models():
    model = [ChangeLine(ref=1, qty=2)]
    assert vessel_counted(model, "make it n2 in n1 tray".split()) == model  # a count of its own beside it
    assert vessel_counted(model, "make it n2".split()) == model
    assert vessel_counted([ChangeLine(ref=1, qty=1)], "n1 in the cup".split()) == [ChangeLine(ref=1, qty=1)]


def test_the_shipped_engine_keeps_both_espressos_in_one_cup(engine):
    cart, _ = converse(engine, "two espressos please", "and could you put them in one cup")
    assert [line.qty for line in cart.lines] == [2]
