""""Two hot chocolates", then "add marshmallows to one of them": both kept (`ordering.units_not_lost`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.units_not_lost import units_not_lost
from tests.unit.shipped import converse

TWO = Cart(lines=[Line(id=1, item="hot chocolate", qty=2)])


def test_a_count_made_smaller_that_one_of_them_never_asked_for_is_dropped():
    said = "can you add marshmallows to n1 of them".split()
    assert units_not_lost([ChangeLine(ref=1, qty=1)], said, TWO) == []


def test_other_turns_keep_their_edits():
    fewer = [ChangeLine(ref=1, qty=1)]
    assert units_not_lost(fewer, "cancel n1 of them".split(), TWO) == fewer
    assert units_not_lost(fewer, "just n1 of them".split(), TWO) == fewer
    assert units_not_lost(fewer, "make it n1".split(), TWO) == fewer  # no "one of"
    assert units_not_lost(fewer, "can i get n1 of that item:coffee".split(), TWO) == fewer  # that many
    assert units_not_lost(fewer, "n1 of them with cardamom".split(), TWO, ["cardamom"]) == []
    split = [ChangeLine(ref=1, qty=1), AddLine(item="hot chocolate", caffeine="decaf")]
    assert units_not_lost(split, "make n1 of them decaf".split(), TWO) == split
    removed = [RemoveLine(ref=1)]
    assert units_not_lost(removed, "remove n1 of them".split(), TWO) == removed


def test_the_shipped_engine_keeps_both_hot_chocolates(engine):
    cart, replies = converse(engine, "two hot chocolates", "can you add marshmallows to one of them")
    assert [(line.item, line.qty) for line in cart.lines] == [("hot chocolate", 2)]
    assert "marshmallows" in replies[-1]
