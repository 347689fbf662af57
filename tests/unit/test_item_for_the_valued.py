""""A hot tea and an iced tea", "earl grey for the hot one", then "and oolong for the iced": an iced oolong
tea beside the hot earl grey (`ordering.item_for_the_valued`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.item_for_the_valued import item_for_the_valued
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
HOT = Cart(lines=[Line(id=1, item="earl grey tea", temp="hot")], next_line_id=2)
ICED = [ChangeLine(ref=1, temp="iced")]


def test_the_item_said_for_the_valued_one_is_added_with_the_value():
    oolong = [AddLine(item="oolong tea", temp="iced")]
    assert item_for_the_valued(ICED, "and item:oolong_tea for the temp:iced".split(), HOT, MENU) == oolong
    said = "item:oolong_tea for the temp:iced n1 please".split()
    assert item_for_the_valued(ICED, said, HOT, MENU) == oolong
    assert item_for_the_valued([], "the item:oolong_tea for the size:large n1".split(), HOT, MENU) == [
        AddLine(item="oolong tea", size="large")]


def test_other_turns_are_the_models():
    said = "and item:earl_grey_tea for the temp:iced".split()  # the line the cart has: a change of it
    assert item_for_the_valued(ICED, said, HOT, MENU) == ICED
    said = "make the item:oolong_tea for the temp:iced".split()
    assert item_for_the_valued(ICED, said, HOT, MENU) == ICED
    said = "item:oolong_tea for the kids".split()  # a person: `for_whom`
    assert item_for_the_valued([], said, HOT, MENU) == []
    added = [AddLine(item="oolong tea")]
    assert item_for_the_valued(added, "item:oolong_tea for the temp:iced".split(), HOT, MENU) == added


def test_the_shipped_engine_adds_the_iced_oolong_said_for_the_iced_one(engine):
    cart, _ = converse(engine, "can i get a hot tea and an iced tea", "earl grey for the hot one",
                       "and oolong for the iced one")
    assert [(line.item, line.temp) for line in cart.lines] == [("earl grey tea", "hot"),
                                                               ("oolong tea", "iced")]
