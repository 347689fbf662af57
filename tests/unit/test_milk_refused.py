""""A chai, no milk" is noted so; a coffee or tea without milk is as asked (`ordering.milk_refused`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.milk_refused import milk_refused
from tests.unit.shipped import MENU, converse, lines


def test_no_milk_said_of_a_drink_made_with_milk_is_its_note():
    assert milk_refused([AddLine(item="chai latte")], "a chai, no milk", Cart(), MENU) == [
        AddLine(item="chai latte", notes="no milk")]
    noted = [AddLine(item="hot chocolate", notes="for my son")]
    assert milk_refused(noted, "a hot chocolate without milk", Cart(), MENU) == [
        AddLine(item="hot chocolate", notes="for my son, without milk")]
    chai = Cart(lines=[Line(id=1, item="chai latte")], next_line_id=2)
    assert milk_refused([], "actually hold the milk", chai, MENU) == [
        ChangeLine(ref=1, notes="hold the milk")]


def test_a_drink_without_milk_a_milk_chosen_or_foam_is_left_as_it_is():
    for edits, text in (([AddLine(item="coffee")], "a coffee with no milk"),
                        ([AddLine(item="earl grey tea")], "an earl grey, no milk"),
                        ([AddLine(item="latte", milk="oat milk")], "an oat latte, no milk foam"),
                        ([AddLine(item="latte", milk="oat milk")], "no milk, oat please")):
        assert milk_refused(edits, text, Cart(), MENU) == edits, text


def test_the_shipped_engine_notes_the_chai_without_milk(engine):
    cart, replies = converse(engine, "a chai, no milk")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "notes": "no milk"}]
    assert replies == ['Added a chai latte, note: "no milk" ($4.75). Anything else?']
