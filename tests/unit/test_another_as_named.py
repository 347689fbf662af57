""""A latte", then "and another one as a mocha": one mocha, not two (`ordering.another_as_named`)."""

from __future__ import annotations

from ordering.another_as_named import another_as_named
from ordering.cart import Cart, Line
from ordering.edits import AddLine
from tests.unit.shipped import converse

LATTE = Cart(lines=[Line(id=1, item="latte", size="large", milk="oat milk", who="me")], next_line_id=2)
TWO = [AddLine(item="mocha"), AddLine(item="mocha")]


def test_another_one_said_as_an_item_is_one_of_it():
    for said in ("and another n1 as a item:mocha", "another n1 but a item:mocha",
                 "another n1 , a item:mocha this time"):
        assert another_as_named(TWO, said.split(), LATTE) == [AddLine(item="mocha")], said


def test_another_one_and_an_item_is_one_more_of_the_last_line_and_the_item():
    assert another_as_named(TWO, "another n1 and a item:mocha".split(), LATTE) == [
        AddLine(item="latte", size="large", milk="oat milk"), AddLine(item="mocha")]


def test_other_turns_are_the_models():
    for said in ("another n1 as a item:mocha and a item:latte", "i want another n1 as a item:mocha",
                 "n2 item:mocha"):
        assert another_as_named(TWO, said.split(), LATTE) == TWO, said
    mixed = [AddLine(item="mocha"), AddLine(item="mocha", size="large")]
    assert another_as_named(mixed, "another n1 as a item:mocha".split(), LATTE) == mixed
    mocha = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
    assert another_as_named(TWO, "another n1 and a item:mocha".split(), mocha) == TWO


def test_the_shipped_engine_adds_one_mocha(engine):
    cart, _ = converse(engine, "a latte", "and another one as a mocha")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("mocha", 1)]
    cart, _ = converse(engine, "a large oat latte", "another one and a mocha")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [
        ("latte", 1, "large"), ("latte", 1, "large"), ("mocha", 1, None)]
