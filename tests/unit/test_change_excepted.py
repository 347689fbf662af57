""""All decaf", then "except one": one unit stays as it was before (`ordering.change_excepted`)."""

from __future__ import annotations

from ordering.cart import Cart, Changed, Line
from ordering.change_excepted import change_excepted
from ordering.edits import AddLine, ChangeLine, Finish
from tests.unit.shipped import converse, lines, ordered

BEFORE = Line(id=1, item="espresso", qty=3)
CART = Cart(lines=[BEFORE.model_copy(update={"caffeine": "decaf"})], next_line_id=2,
            changed=[Changed(line=BEFORE, change={"op": "set", "caffeine": "decaf"})])


def test_the_units_excepted_go_back_to_the_line_as_it_was():
    assert change_excepted([Finish()], "except one", CART) == [ChangeLine(ref=1, qty=2),
                                                               AddLine(item="espresso")]
    assert change_excepted([ChangeLine(ref=1, qty=2)], "but not two of them", CART) == [
        ChangeLine(ref=1, qty=1), AddLine(item="espresso", qty=2)]


def test_other_turns_are_the_models():
    assert change_excepted([Finish()], "except one", CART.model_copy(update={"changed": []})) == [Finish()]
    assert change_excepted([Finish()], "except three", CART) == [Finish()]  # all of them: no change left
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert change_excepted(oat, "not one of them", CART) == oat


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "three espressos", "all decaf", "except one")
    assert lines(cart) == ordered([{"item": "espresso", "qty": 2, "caffeine": "decaf"},
                                   {"item": "espresso", "qty": 1}])
