""""Make it one latte and one mocha": the latte the model wrote as a second mocha
(`ordering.item_swapped_by_model`)."""

from __future__ import annotations

from ordering.edits import AddLine, RemoveLine
from ordering.item_swapped_by_model import item_swapped_by_model
from tests.unit.shipped import converse


def test_the_line_of_the_item_with_more_units_than_said_is_the_item_with_none():
    said = "actually scratch that , make it n1 item:latte and n1 item:mocha".split()
    model = [AddLine(item="mocha"), RemoveLine(ref=1), AddLine(item="mocha")]
    assert item_swapped_by_model(model, said) == [RemoveLine(ref=1), AddLine(item="latte"),
                                                  AddLine(item="mocha")]
    said = "n2 item:latte and a item:mocha".split()
    assert item_swapped_by_model([AddLine(item="mocha", qty=2), AddLine(item="mocha")], said) == [
        AddLine(item="latte", qty=2), AddLine(item="mocha")]


def test_lines_as_said_or_said_otherwise_are_the_models():
    said = "n1 item:latte and n1 item:mocha".split()
    both = [AddLine(item="latte"), AddLine(item="mocha")]
    assert item_swapped_by_model(both, said) == both
    valued = [AddLine(item="mocha"), AddLine(item="mocha", size="large")]  # the extra one has values
    assert item_swapped_by_model(valued, said) == valued
    sized = "n1 size:large item:latte and n1 item:mocha".split()  # a value before the item
    doubled = [AddLine(item="mocha"), AddLine(item="mocha")]
    assert item_swapped_by_model(doubled, sized) == doubled
    three = [AddLine(item="mocha"), AddLine(item="mocha"), AddLine(item="mocha")]  # more units than said
    assert item_swapped_by_model(three, said) == three


def test_the_shipped_engine_keeps_one_latte_beside_the_mocha(engine):
    cart, replies = converse(engine, "two lattes", "actually scratch that, make it one latte and one mocha")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 1), ("mocha", 1)]
    assert replies[-1] == "Removed the 2 lattes. Added a latte ($4.75) and a mocha ($5.25). Anything else?"
