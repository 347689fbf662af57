""""Three americanos", then "make one of them a ristretto": one of them so, not one left
(`ordering.one_made_noted`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.menu import load_menu
from ordering.one_made_noted import one_made_noted
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
THREE = Cart(lines=[Line(id=1, item="americano", qty=3)], next_line_id=2)
COUNTED = [ChangeLine(ref=1, qty=1)]


def test_one_of_them_made_a_thing_is_a_unit_singled_out_not_a_count():
    noted = [ChangeLine(ref=1, notes="ristretto")]
    assert one_made_noted(COUNTED, "make one of them a ristretto", THREE, MENU) == noted
    assert one_made_noted(COUNTED, "could one of those be a ristretto please", THREE, MENU) == noted
    assert one_made_noted(COUNTED, "make one of them a cafe bombon", THREE, MENU) == []  # no note word


def test_a_count_said_otherwise_is_the_models():
    for said in ("just one of them", "only one of them please", "make it one", "one ristretto"):
        assert one_made_noted(COUNTED, said, THREE, MENU) == COUNTED, said
    one = Cart(lines=[Line(id=1, item="americano")], next_line_id=2)
    assert one_made_noted(COUNTED, "make one of them a ristretto", one, MENU) == COUNTED
    iced = [ChangeLine(ref=1, qty=1, temp="iced")]
    assert one_made_noted(iced, "make one of them a ristretto", THREE, MENU) == iced


def test_the_shipped_engine_keeps_every_espresso_when_one_is_made_a_ristretto(engine):
    cart, _ = converse(engine, "4 espressos please", "and can you make one of those a ristretto")
    assert lines(cart) == ordered([{"item": "espresso", "qty": 3},
                                   {"item": "espresso", "qty": 1, "notes": "ristretto"}])
