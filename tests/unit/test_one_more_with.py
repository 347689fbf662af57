""""Two black coffees and one with milk": three coffees (`ordering.one_more_with`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.one_more_with import one_more_with
from tests.unit.shipped import converse, lines


def test_the_plain_units_said_first_are_kept_beside_the_one_with():
    said = "n2 black item:coffee and n1 with milk:half_and_half".split()
    model = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee")]
    assert one_more_with(model, said) == [AddLine(item="coffee", milk="half and half"),
                                          AddLine(item="coffee", qty=2)]
    said = "a black item:coffee and n1 with milk".split()
    model = [AddLine(item="coffee", notes="with milk")]
    assert one_more_with(model, said) == [AddLine(item="coffee"), model[0]]
    said = "n2 size:large black item:coffee and n1 with milk:oat_milk".split()
    model = [AddLine(item="coffee", size="large", milk="oat milk"), AddLine(item="coffee")]
    assert one_more_with(model, said) == [model[0], AddLine(item="coffee", size="large", qty=2)]


def test_other_turns_are_the_models():
    model = [AddLine(item="latte", milk="oat milk"), AddLine(item="latte")]
    assert one_more_with(model, "n2 item:latte and n1 with milk:oat_milk".split()) == model  # no plain word
    assert one_more_with(model, "n2 item:latte , n1 black and n1 with milk".split()) == model
    three = [AddLine(item="coffee", milk="half and half"), AddLine(item="coffee", qty=2)]
    said = "n2 black item:coffee and n1 with milk:half_and_half".split()
    assert one_more_with(three, said) == three  # every unit there already


def test_the_shipped_engine_gives_three_coffees(engine):
    cart, _ = converse(engine, "two black coffees and one with milk and sugar")
    assert sorted(line["qty"] for line in lines(cart)) == [1, 2]
    assert sum(line.qty for line in cart.lines) == 3
