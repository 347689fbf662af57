""""And one more", then "that's three right?": the order read back, no count set
(`ordering.count_checked`)."""

from __future__ import annotations

import pytest

from ordering.count_checked import count_checked
from ordering.edits import AddLine, ChangeLine, ReviewOrder
from tests.unit.shipped import converse


@pytest.mark.parametrize("said", ["that's n3 right ?", "so that's n2 item:latte ?", "that makes n2 , right",
                                  "that's n3 total correct ?"])
def test_a_count_asked_back_reads_the_order_back(said):
    assert count_checked([ChangeLine(ref=2, qty=3)], said.split()) == [ReviewOrder()]


@pytest.mark.parametrize("said", ["that's n3 please", "make that n3 right ?", "that's n2 more right ?",
                                  "that's n2 item:latte and a item:mocha ?"])
def test_a_count_said_as_an_order_is_the_models(said):
    model = [ChangeLine(ref=2, qty=3)]
    assert count_checked(model, said.split()) == model
    added = [AddLine(item="latte", qty=2)]
    assert count_checked(added, "that's n2 item:latte right ?".split()) == added  # the model added: its own


def test_the_shipped_engine_keeps_three_espressos(engine):
    cart, replies = converse(engine, "an espresso", "and another one", "and one more", "that's three right?")
    assert sum(line.qty for line in cart.lines) == 3
    assert replies[3].startswith("Here's your order: 3 espressos")
