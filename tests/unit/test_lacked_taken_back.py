""""And two scones... no? two butter croissants then": the tea in the cart stays
(`ordering.lacked_taken_back`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, RemoveLine
from ordering.lacked_taken_back import lacked_taken_back
from tests.unit.shipped import converse, lines

TEA = Cart(lines=[Line(id=1, item="earl grey tea")], next_line_id=2)
MODEL = [AddLine(item="butter croissant", qty=2), RemoveLine(ref=1)]


def test_a_thing_we_lack_taken_back_removes_no_line():
    said = "and n2 scones ... no ? n2 item:butter_croissant then".split()
    assert lacked_taken_back(MODEL, said, TEA, ["scones"]) == [AddLine(item="butter croissant", qty=2)]


def test_a_line_named_or_taken_back_first_is_the_models():
    named = "n2 scones , no , not the item:earl_grey_tea , n2 item:butter_croissant".split()
    assert lacked_taken_back(MODEL, named, TEA, ["scones"]) == MODEL
    first = "scratch that , n2 item:butter_croissant instead and n2 scones".split()
    assert lacked_taken_back(MODEL, first, TEA, ["scones"]) == MODEL
    assert lacked_taken_back(MODEL, "no n2 item:butter_croissant".split(), TEA, []) == MODEL


def test_the_shipped_engine_keeps_the_tea(engine):
    cart, _ = converse(engine, "english breakfast tea", "and two scones... no? two butter croissants then")
    assert lines(cart) == [{"item": "butter croissant", "qty": 2},
                           {"item": "english breakfast tea", "qty": 1}]
