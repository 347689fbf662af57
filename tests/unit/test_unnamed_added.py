""""Two more large hazelnut lattes" of a mocha: no mocha beside them (`ordering.unnamed_added`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.unnamed_added import unnamed_added
from tests.unit.shipped import converse

MOCHA = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)
LATTES = AddLine(item="latte", qty=2, size="large", addons={"hazelnut syrup": 1})


def test_a_line_of_an_item_the_turn_never_names_is_dropped():
    words = "n2 more size:large addon:hazelnut_syrup item:latte".split()
    model = [LATTES, AddLine(item="mocha", size="large")]
    assert unnamed_added(model, "two more large hazelnut lattes", words, MOCHA) == [LATTES]


def test_a_turn_that_points_back_or_names_the_item_keeps_it():
    model = [LATTES, AddLine(item="mocha")]
    words = "n2 item:latte and another".split()
    assert unnamed_added(model, "two lattes and another", words, MOCHA) == model
    words = "n2 item:latte and a item:mocha".split()
    assert unnamed_added(model, "two lattes and a mocha", words, MOCHA) == model
    assert unnamed_added([AddLine(item="mocha")], "same again", [], MOCHA) == [AddLine(item="mocha")]
    assert unnamed_added([AddLine(item="mocha"), ChangeLine(ref=1, size="large")], "large", [], MOCHA) == [
        AddLine(item="mocha"), ChangeLine(ref=1, size="large")]  # no named line beside it


def test_the_shipped_engine_adds_only_the_lattes(engine):
    cart, _ = converse(engine, "a mocha", "two more large hazelnut lattes")
    assert [(line.item, line.qty, line.size) for line in cart.lines] == [
        ("mocha", 1, None), ("latte", 2, "large")]
