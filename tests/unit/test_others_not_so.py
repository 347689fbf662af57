""""Two croissants warmed and two not": two more croissants, not warmed (`ordering.others_not_so`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.others_not_so import others_not_so
from tests.unit.shipped import converse, lines


def test_the_units_said_not_so_are_a_line_of_their_own():
    warmed = [AddLine(item="butter croissant", qty=2, preps=["warmed"])]
    said = "can i get n2 item:butter_croissant temp:warm and n2 not".split()
    assert others_not_so(warmed, said) == [*warmed, AddLine(item="butter croissant", qty=2)]
    iced = [AddLine(item="latte", qty=2, size="large", temp="iced")]
    said = "n2 size:large item:latte temp:iced and n2 not please".split()  # the size said before: both
    assert others_not_so(iced, said) == [*iced, AddLine(item="latte", qty=2, size="large")]


def test_other_turns_are_the_models():
    warmed = [AddLine(item="butter croissant", qty=2, preps=["warmed"])]
    assert others_not_so(warmed, "n2 item:butter_croissant temp:warm and n2 item:bagel".split()) == warmed
    assert others_not_so(warmed, "n3 item:butter_croissant temp:warm and n2 not".split()) == warmed
    assert others_not_so(warmed, "n2 item:butter_croissant temp:warm and n2 more".split()) == warmed


def test_the_shipped_engine_orders_four_croissants_two_warmed(engine):
    cart, _ = converse(engine, "can i get 2 croissants warmed and 2 not")
    assert lines(cart) == [{"item": "butter croissant", "qty": 2, "preps": ["warmed"]},
                           {"item": "butter croissant", "qty": 2}]
