""""Make the lattes decaf" of two latte lines changes both, and no other line (`ordering.plural_named`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.plural_named import plural_named
from tests.unit.shipped import converse, lines

CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha"),
                   Line(id=3, item="latte", milk="oat milk")], next_line_id=4)


def test_an_item_named_in_the_plural_changes_each_of_its_lines():
    said = "make the item:latte caffeine:decaf".split()
    assert plural_named([ChangeLine(ref=1, caffeine="decaf")], said, "make the lattes decaf", CART) == [
        ChangeLine(ref=1, caffeine="decaf"), ChangeLine(ref=3, caffeine="decaf")]
    model = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=3, temp="iced"), ChangeLine(ref=2, temp="iced")]
    said = "make both item:latte temp:iced".split()
    assert plural_named(model, said, "make both lattes iced", CART) == model[:2]


def test_other_turns_are_left_to_the_model():
    one = [ChangeLine(ref=1, caffeine="decaf")]
    said = "make the item:latte caffeine:decaf".split()
    assert plural_named(one, said, "make the latte decaf", CART) == one  # one latte named: which_of_two's
    two = Cart(lines=[Line(id=1, item="latte", qty=2), Line(id=2, item="mocha")], next_line_id=3)
    assert plural_named(one, said, "make the lattes decaf", two) == one  # one line of two: the model's
    add = [ChangeLine(ref=1, caffeine="decaf"), AddLine(item="latte")]
    assert plural_named(add, said, "make the lattes decaf", CART) == add
    apart = [ChangeLine(ref=1, size="large"), ChangeLine(ref=3, size="small")]  # the words told them apart
    said = "make the item:latte size:large and size:small".split()
    assert plural_named(apart, said, "make the lattes large and small", CART) == apart


def test_the_shipped_engine_changes_both_lattes(engine):
    cart, _ = converse(engine, "a latte and a mocha", "an oat latte", "make the lattes decaf")
    assert lines(cart) == lines(Cart(lines=[
        Line(id=1, item="latte", caffeine="decaf"), Line(id=2, item="mocha"),
        Line(id=3, item="latte", milk="oat milk", caffeine="decaf")], next_line_id=4))
    cart, _ = converse(engine, "a latte and a mocha", "an oat latte", "make both lattes iced")
    assert [line.temp for line in cart.lines] == ["iced", None, "iced"]


def test_the_kind_said_alone_in_the_plural_names_its_lines():
    croissants = Cart(lines=[Line(id=1, item="chocolate croissant"), Line(id=2, item="butter croissant")],
                      next_line_id=3)
    said = "temp:warm the item:butter_croissant".split()  # "croissants" is the butter croissant's word too
    model = [ChangeLine(ref=2, preps=["warmed"])]
    assert plural_named(model, said, "warm the croissants", croissants) == [
        ChangeLine(ref=1, preps=["warmed"]), ChangeLine(ref=2, preps=["warmed"])]
    assert plural_named(model, said, "warm the butter croissants", croissants) == model  # its own name


def test_the_shipped_engine_warms_both_croissants(engine):
    cart, _ = converse(engine, "a chocolate croissant and a butter croissant", "warm the croissants")
    assert [line.preps for line in cart.lines] == [["warmed"], ["warmed"]]
