""""Remove the last two": that many lines from that end of the cart (`ordering.ends_removed`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, RemoveLine
from ordering.ends_removed import ends_changed, ends_removed
from tests.unit.shipped import converse

THREE = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"), Line(id=3, item="cappuccino")],
             next_line_id=4)


def test_the_lines_at_the_end_said_come_off():
    assert ends_removed([RemoveLine(ref=3)], "remove the last n2".split(), THREE) == [
        RemoveLine(ref=2), RemoveLine(ref=3)]
    assert ends_removed([RemoveLine(ref=1)], "cancel the first n2 drinks".split(), THREE) == [
        RemoveLine(ref=1), RemoveLine(ref=2)]


def test_one_or_a_change_is_the_models_and_units_of_one_line_are_counted_off():
    one = [RemoveLine(ref=3)]
    assert ends_removed(one, "remove the last n1".split(), THREE) == one
    changed = [ChangeLine(ref=3, size="large")]
    assert ends_removed(changed, "make the last n2 large".split(), THREE) == changed
    units = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)  # units, not lines
    taken = [ChangeLine(ref=1, qty=1)]
    assert ends_removed(taken, "make the last n2 decaf".split(), units) == taken
    said = "remove the last n2".split()
    assert ends_removed([RemoveLine(ref=1)], said, units) == [ChangeLine(ref=1, qty=1)]
    said = "skip the last n1".split()  # "the last one": the line, as the model read it
    assert ends_removed([RemoveLine(ref=1)], said, units) == [RemoveLine(ref=1)]


def test_the_shipped_engine_removes_the_first_two_drinks(engine):
    cart, replies = converse(engine, "a latte, a mocha and a cappuccino", "cancel the first two drinks")
    assert [line.item for line in cart.lines] == ["cappuccino"]
    assert replies[1] == "Removed the latte and the mocha. Anything else?"


def test_a_removal_said_of_the_end_that_the_model_read_as_a_count_removes_them():
    words = "get rid of the last n2".split()
    assert ends_removed([ChangeLine(ref=3, qty=2)], words, THREE) == [RemoveLine(ref=2), RemoveLine(ref=3)]
    words = "make the last n2".split()  # no word of removing: the model's
    assert ends_removed([ChangeLine(ref=3, qty=2)], words, THREE) == [ChangeLine(ref=3, qty=2)]


def test_a_change_said_of_the_last_lines_is_made_to_each():
    words = "make the last n2 size:large".split()
    assert ends_changed([ChangeLine(ref=3, size="large")], words, THREE) == [
        ChangeLine(ref=2, size="large"), ChangeLine(ref=3, size="large")]
    words = "the first n2 temp:iced please".split()
    assert ends_changed([ChangeLine(ref=1, temp="iced")], words, THREE) == [
        ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]


def test_a_change_of_other_lines_or_of_units_is_the_models():
    words = "make the last n2 size:large".split()
    assert ends_changed([ChangeLine(ref=1, size="large")], words, THREE) == [ChangeLine(ref=1, size="large")]
    units = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)
    assert ends_changed([ChangeLine(ref=2, size="large")], words, units) == [ChangeLine(ref=2, size="large")]


def test_the_shipped_engine_gets_rid_of_the_last_two_and_makes_the_first_two_iced(engine):
    cart, _ = converse(engine, "a latte, a mocha and a chai", "get rid of the last two")
    assert [line.item for line in cart.lines] == ["latte"]
    cart, _ = converse(engine, "a latte, a mocha and a chai", "make the last two large")
    assert [line.size for line in cart.lines] == [None, "large", "large"]
