""""Ok a muffin then, blueberry": the kind said after a food's plain noun names the line's food
(`ordering.member_named_after`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.member_named_after import member_named_after
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
HOUSE = [AddLine(item="apple bran muffin")]


def test_the_kind_said_after_the_plain_noun_is_the_line():
    said = "okay a item:apple_bran_muffin then , blueberry".split()
    assert member_named_after(HOUSE, said, "ok a muffin then, blueberry", MENU) == [
        AddLine(item="blueberry muffin")]
    said = "a item:apple_bran_muffin , the blueberry n1".split()
    assert member_named_after(HOUSE, said, "a muffin, the blueberry one", MENU) == [
        AddLine(item="blueberry muffin")]


def test_a_line_of_its_own_or_the_house_item_named_is_left_alone():
    said = "a item:apple_bran_muffin and a blueberry n1".split()  # another line: "and a …"
    assert member_named_after(HOUSE, said, "a muffin and a blueberry one", MENU) == HOUSE
    said = "an item:apple_bran_muffin , blueberry".split()  # "apple bran" said: that one
    assert member_named_after(HOUSE, said, "an apple bran muffin, blueberry", MENU) == HOUSE
    latte = [AddLine(item="latte")]
    assert member_named_after(latte, "a item:latte , blueberry".split(), "a latte, blueberry", MENU) == latte


def test_the_shipped_engine_gives_the_blueberry_muffin(engine):
    cart, _ = converse(engine, "a chai latte", "and a scone", "ok a muffin then, blueberry")
    assert [line.item for line in cart.lines] == ["chai latte", "blueberry muffin"]
