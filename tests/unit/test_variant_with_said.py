""""A croissant with chocolate" is the chocolate croissant (`ordering.variant_with_said`)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine
from ordering.menu import load_menu
from ordering.variant_with_said import variant_with_said
from tests.unit.shipped import converse, lines

MENU = load_menu()


@pytest.mark.parametrize("model, want", [
    (AddLine(item="butter croissant", addons={"chocolate sauce": 1}), AddLine(item="chocolate croissant")),
    (AddLine(item="apple bran muffin", notes="with blueberries"), AddLine(item="blueberry muffin")),
    (AddLine(item="apple bran muffin", notes="with lemon"), AddLine(item="lemon poppyseed muffin")),
])
def test_the_flavour_said_with_the_house_item_names_its_family_item(model, want):
    assert variant_with_said([model], MENU) == [want]


@pytest.mark.parametrize("model", [
    AddLine(item="apple bran muffin", addons={"butter": 1}),  # an add-on it may have
    AddLine(item="apple bran muffin", notes="with nuts"),  # no nut muffin
    AddLine(item="latte", addons={"chocolate sauce": 1}),  # no family of lattes named so
])
def test_other_lines_are_the_models(model):
    assert variant_with_said([model], MENU) == [model]


def test_the_shipped_engine(engine):
    cart, _ = converse(engine, "one cappuccino big size and one croissant with chocolate")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "size": "large"},
                           {"item": "chocolate croissant", "qty": 1}]
    cart, _ = converse(engine, "2 lg oat lat pls")  # "lat": a latte, spelled out with the abbreviations
    assert lines(cart) == [{"item": "latte", "qty": 2, "size": "large", "milk": "oat milk"}]
