""""4 pumps of vanilla", then "that's too many, make it 2": two pumps (`ordering.too_many_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.too_many_said import too_many_said
from tests.unit.shipped import converse

VANILLA = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 4, "espresso shot": 1})],
               next_line_id=2)


def test_a_count_said_as_too_many_is_the_add_on_counted_above_it():
    said = "that's too many , make it n2".split()
    assert too_many_said([ChangeLine(ref=1, qty=2)], "that's too many, make it 2", said, VANILLA) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    assert too_many_said([], "too much, just 2", "too much , just n2".split(), VANILLA) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    sugar = Cart(lines=[Line(id=1, item="americano", addons={"sugar": 3})], next_line_id=2)
    noted = [ChangeLine(ref=1, notes="less sweet")]
    assert too_many_said(noted, "that's too sweet, make it one", "that's too sweet , make it n1".split(),
                         sugar) == [ChangeLine(ref=1, add_addons={"sugar": 1})]


def test_other_turns_are_the_models():
    said = "that's too many , make it n2".split()
    recount = [ChangeLine(ref=1, qty=2)]
    assert too_many_said(recount, "make it 2", "make it n2".split(), VANILLA) == recount  # no "too many"
    two = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 4, "caramel syrup": 3})],
               next_line_id=2)
    assert too_many_said(recount, "that's too many, make it 2", said, two) == recount  # which one?
    named = "too many item:latte , make it n1".split()
    added = [AddLine(item="latte")]
    assert too_many_said(added, "too many lattes, make it 1", named, VANILLA) == added
    few = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2)
    assert too_many_said(recount, "that's too many, make it 2", said, few) == recount


def test_the_shipped_engine_makes_the_pumps_two_not_the_lattes(engine):
    cart, replies = converse(engine, "can i get a latte with 4 pumps of vanilla",
                             "that's too many, make it 2")
    assert [(line.qty, line.addons) for line in cart.lines] == [(1, {"vanilla syrup": 2})]
    assert replies[-1] == "Changed the latte: with vanilla syrup ×2. Anything else?"
