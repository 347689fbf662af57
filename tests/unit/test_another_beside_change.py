"""`another_beside_change`: "make it iced and add another one" changes the line and counts one more unit."""

from __future__ import annotations

from ordering.another_beside_change import another_beside_change, change_then_one_more, without_one_more
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine

ONE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
THREE = Cart(lines=[Line(id=1, item="latte", qty=3)], next_line_id=2)


def test_the_tail_is_read_only_after_a_change():
    said = "make it temp:iced and add another n1 please".split()
    assert change_then_one_more(said)
    assert without_one_more(said) == ["make", "it", "temp:iced"]
    assert without_one_more("make it size:large plus n1 more".split()) == ["make", "it", "size:large"]
    assert not change_then_one_more("another n1 but caffeine:decaf".split())  # the repeat's
    assert not change_then_one_more("add another n1".split())  # nothing changed
    assert not change_then_one_more("make it temp:iced and another n1 caffeine:decaf".split())
    assert without_one_more("make it temp:iced".split()) == ["make", "it", "temp:iced"]


def test_the_changed_line_counts_one_more():
    said = "make it caffeine:decaf and add another n1".split()
    assert another_beside_change([ChangeLine(ref=1, caffeine="decaf")], said, ONE) == [
        ChangeLine(ref=1, caffeine="decaf", qty=2)]
    assert another_beside_change([ChangeLine(ref=1, size="large", qty=1)], said, ONE) == [
        ChangeLine(ref=1, size="large", qty=2)]  # the model's count of one is the line's own


def test_one_of_them_split_off_leaves_one_more_of_the_others():
    said = "make n1 of them caffeine:decaf and add another n1".split()
    split = [ChangeLine(ref=1, qty=2), AddLine(item="latte", caffeine="decaf")]
    assert another_beside_change(split, said, THREE) == [ChangeLine(ref=1, qty=3),
                                                        AddLine(item="latte", caffeine="decaf")]


def test_other_turns_are_the_models():
    iced = [ChangeLine(ref=1, temp="iced")]
    assert another_beside_change(iced, "make it temp:iced".split(), ONE) == iced
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    both = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    said = "make them temp:iced and add another n1".split()
    assert another_beside_change(both, said, two) == both  # one more of which?
    stray = [ChangeLine(ref=4, temp="iced")]
    assert another_beside_change(stray, said, two) == stray  # no such line


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a latte and a blueberry muffin", "make it iced and add another one")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 1},
                           {"item": "latte", "qty": 2, "temp": "iced"}]
    cart, _ = converse(engine, "three lattes", "make one of them decaf and add another one")
    assert lines(cart) == [{"item": "latte", "qty": 1, "caffeine": "decaf"}, {"item": "latte", "qty": 3}]
    cart, _ = converse(engine, "a latte", "another one but decaf")  # the repeat: a decaf latte beside it
    assert lines(cart) == [{"item": "latte", "qty": 1, "caffeine": "decaf"}, {"item": "latte", "qty": 1}]
    cart, _ = converse(engine, "a mocha, a latte and a croissant", "make them all large and iced")
    assert [line for line in lines(cart) if line["item"] != "butter croissant"] == [
        {"item": "latte", "qty": 1, "size": "large", "temp": "iced"},
        {"item": "mocha", "qty": 1, "size": "large", "temp": "iced"}]
