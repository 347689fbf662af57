""""3 cappuccinos, 1 with chocolate on top": the note with the cappuccino that has the chocolate
(`ordering.note_with_its_value`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.note_with_its_value import note_with_its_value
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_note_naming_another_lines_value_goes_to_that_line():
    model = [AddLine(item="cappuccino", addons={"chocolate sauce": 1}),
             AddLine(item="cappuccino", notes="with chocolate on top"), AddLine(item="cappuccino")]
    assert note_with_its_value(model, MENU) == [
        AddLine(item="cappuccino", addons={"chocolate sauce": 1}, notes="with chocolate on top"),
        AddLine(item="cappuccino"), AddLine(item="cappuccino")]


def test_a_note_of_its_own_or_of_another_item_stays():
    own = [AddLine(item="latte", addons={"vanilla syrup": 1}, notes="extra vanilla"),
           AddLine(item="latte", addons={"vanilla syrup": 1})]
    assert note_with_its_value(own, MENU) == own
    other = [AddLine(item="mocha", addons={"caramel syrup": 1}),
             AddLine(item="latte", notes="caramel drizzle")]
    assert note_with_its_value(other, MENU) == other
    foam = [AddLine(item="latte", addons={"vanilla syrup": 1}), AddLine(item="latte", notes="extra foam")]
    assert note_with_its_value(foam, MENU) == foam


def test_the_shipped_engine_puts_the_chocolate_on_one_cappuccino(engine):
    cart, _ = converse(engine, "3 cappuccinos, 1 with chocolate on top")
    assert lines(cart) == [
        {"item": "cappuccino", "qty": 1, "addons": {"chocolate sauce": 1}, "notes": "with chocolate on top"},
        {"item": "cappuccino", "qty": 2}]
