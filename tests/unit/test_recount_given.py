""""A latte", then "actually make that two, one for my husband": one more latte, for him
(`ordering.recount_given`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, SetOrder
from ordering.recount_given import recount_given
from tests.unit.shipped import converse

LATTE = Cart(lines=[Line(id=1, item="latte", milk="oat milk")], next_line_id=2)


def test_one_more_unit_for_someone_is_a_line_of_their_own():
    said = "actually make that n2 , n1 for my husband".split()
    assert recount_given([ChangeLine(ref=1, qty=2)], said, LATTE) == [
        AddLine(item="latte", milk="oat milk", who="my husband")]
    named = [ChangeLine(ref=1, qty=2), SetOrder(customer_name="Jen")]
    assert recount_given(named, "make it n2 , n1 for jen".split(), LATTE) == [
        AddLine(item="latte", milk="oat milk", who="jen")]


def test_other_recounts_are_the_models():
    three = [ChangeLine(ref=1, qty=3)]
    assert recount_given(three, "make it n3 , n1 for my wife".split(), LATTE) == three  # which of them?
    two = [ChangeLine(ref=1, qty=2)]
    assert recount_given(two, "make that n2".split(), LATTE) == two
    assert recount_given(two, "make that n2 , n1 for later".split(), LATTE) == two  # no one


def test_the_shipped_engine_adds_the_wifes_flat_white(engine):
    cart, _ = converse(engine, "a large flat white", "actually make that two, one for my wife",
                       "hers decaf please")
    assert [(line.size, line.caffeine, line.who) for line in cart.lines] == [
        ("large", None, None), ("large", "decaf", "my wife")]
