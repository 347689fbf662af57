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


def test_a_count_said_without_asking_is_a_check_where_the_order_holds_that_many():
    from ordering.cart import Cart, Line

    three = Cart(lines=[Line(id=n, item="coffee") for n in (1, 2, 3)], next_line_id=4)
    model = [ChangeLine(ref=3, qty=3)]
    assert count_checked(model, "that's n3 item:coffee".split(), three) == [ReviewOrder()]
    assert count_checked(model, "that is n3".split(), three) == [ReviewOrder()]
    assert count_checked(model, "that's n4 item:coffee".split(), three) == model  # not what it holds
    assert count_checked(model, "that's n3 item:latte".split(), three) == model
    assert count_checked(model, "that's n3 item:coffee".split()) == model  # no cart: only a question checks


def test_the_shipped_engine_keeps_three_coffees_said_back(engine):
    cart, replies = converse(engine, "one coffee please", "another coffee", "and another",
                             "thats three coffees")
    assert sum(line.qty for line in cart.lines) == 3
    assert replies[3].startswith("Here's your order: 3 coffees")
