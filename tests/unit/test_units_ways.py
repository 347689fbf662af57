""""Two lattes", then "one for here and one to go": the line's units split by way (`ordering.units_ways`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, SetOrder
from ordering.units_ways import ways_of_units
from tests.unit.shipped import converse, lines

TWO = Cart(lines=[Line(id=1, item="latte", qty=2, milk="oat milk")], next_line_id=2)
THREE = Cart(lines=[Line(id=1, item="latte", qty=3), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_the_units_said_second_go_on_a_line_with_a_note_of_their_way():
    said = "make n1 to_go:false and n1 to_go:true".split()
    assert ways_of_units([SetOrder(to_go=True)], said, TWO) == [
        SetOrder(to_go=False), ChangeLine(ref=1, qty=1),
        AddLine(item="latte", milk="oat milk", notes="to go")]
    rest = "n1 of them to_go:true and the rest to_go:false".split()
    assert ways_of_units([], rest, THREE) == [
        SetOrder(to_go=True), ChangeLine(ref=1, qty=1), AddLine(item="latte", qty=2, notes="for here")]
    counted = "n1 to_go:false , n2 to_go:true".split()
    split = ways_of_units([SetOrder(to_go=True)], counted, THREE)
    assert split[2] == AddLine(item="latte", qty=2, notes="to go")


def test_counts_that_do_not_make_up_the_line_or_other_words_keep_the_models_edits():
    written = [SetOrder(to_go=True)]
    for said in ("n1 to_go:false and n2 to_go:true",  # three of two
                 "n1 to_go:false and n1 to_go:false",  # one way
                 "n1 to_go:false and n1 to_go:true for my wife",
                 "a item:mocha to_go:false and n1 to_go:true"):
        assert ways_of_units(written, said.split(), TWO) == written
    two_lines = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha", qty=2)], next_line_id=3)
    assert ways_of_units(written, "n1 to_go:false and n1 to_go:true".split(), two_lines) == written
    named = "n1 item:mocha to_go:false and n1 to_go:true".split()
    assert ways_of_units(written, named, two_lines)[1] == ChangeLine(ref=2, qty=1)


def test_the_shipped_engine_makes_one_latte_for_here_and_one_to_go(engine):
    cart, replies = converse(engine, "two lattes", "make one for here and one to go")
    assert lines(cart) == [{"item": "latte", "notes": "to go", "qty": 1}, {"item": "latte", "qty": 1}]
    assert cart.to_go is False
    cart, _ = converse(engine, "three lattes and a muffin", "one of them to go and the other two for here")
    assert cart.to_go is True and {"item": "latte", "qty": 2, "notes": "for here"} in lines(cart)


def test_a_unit_said_in_a_mug_is_had_here():
    said = "n1 in a mug please , the other to_go:true".split()
    assert ways_of_units([SetOrder(to_go=True)], said, TWO) == [
        SetOrder(to_go=False), ChangeLine(ref=1, qty=1),
        AddLine(item="latte", qty=1, milk="oat milk", notes="to go")]
    said = "n1 in a cup , the other to_go:true".split()  # a cup: no way said
    assert ways_of_units([SetOrder(to_go=True)], said, TWO) == [SetOrder(to_go=True)]


def test_the_shipped_engine_puts_one_flat_white_in_a_mug_and_the_other_to_go(engine):
    cart, _ = converse(engine, "two flat whites", "one in a mug please, the other to go")
    assert cart.to_go is False
    assert [(line.item, line.qty, line.notes) for line in cart.lines] == [("flat white", 1, None),
                                                                          ("flat white", 1, "to go")]
