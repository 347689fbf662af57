""""Another muffin, same kind" of a lemon poppyseed muffin: another of it (`ordering.another_of_its_kind`)."""

from __future__ import annotations

from ordering.another_of_its_kind import another_of_its_kind
from ordering.cart import Cart, Line
from ordering.edits import AddLine
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
LEMON = Cart(lines=[Line(id=1, item="lemon poppyseed muffin", preps=["warmed"]), Line(id=2, item="latte")],
             next_line_id=3)


def test_the_house_item_added_for_another_is_the_orders_item_of_that_noun():
    house = [AddLine(item="apple bran muffin")]
    assert another_of_its_kind(house, "and another muffin, same kind", LEMON, MENU) == [
        AddLine(item="lemon poppyseed muffin")]
    two = [AddLine(item="apple bran muffin", qty=2)]
    assert another_of_its_kind(two, "two more muffins", LEMON, MENU) == [
        AddLine(item="lemon poppyseed muffin", qty=2)]


def test_a_kind_said_or_no_more_asked_is_the_models():
    house = [AddLine(item="apple bran muffin")]
    for said in ("and a muffin", "another apple muffin", "another bran muffin please"):
        assert another_of_its_kind(house, said, LEMON, MENU) == house, said
    both = LEMON.model_copy(update={"lines": [*LEMON.lines, Line(id=3, item="blueberry muffin")]})
    assert another_of_its_kind(house, "another muffin", both, MENU) == house  # which of two: not told


def test_the_shipped_engine_adds_another_of_the_muffin_ordered(engine):
    cart, _ = converse(engine, "one blueberry muffin and a latte", "another muffin please")
    assert [line.item for line in cart.lines] == ["blueberry muffin", "latte", "blueberry muffin"]
