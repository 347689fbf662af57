""""I'll do a tea, no a coffee, no a tea": which tea, and no coffee (`ordering.kind_taken_back`)."""

from __future__ import annotations

from ordering.edits import COUNT, AddLine, AskMenu
from ordering.kind_taken_back import item_taken_back_for_kind
from tests.unit.shipped import converse

WHICH_TEA = AskMenu(about=["tea", f"{COUNT}1"])


def test_an_item_taken_back_for_a_kind_goes():
    said = "i'll do a tea , no a item:coffee , no a tea".split()
    assert item_taken_back_for_kind([AddLine(item="coffee"), WHICH_TEA], said) == [WHICH_TEA]
    said = "a item:coffee , no wait , a tea".split()
    assert item_taken_back_for_kind([AddLine(item="coffee"), WHICH_TEA], said) == [WHICH_TEA]


def test_a_kind_taken_back_for_an_item_is_asked_of_no_more():
    said = "a item:coffee , no a tea , no a item:coffee".split()
    assert item_taken_back_for_kind([AddLine(item="coffee"), WHICH_TEA], said) == [AddLine(item="coffee")]


def test_an_item_beside_a_kind_stays():
    both = [AddLine(item="coffee"), WHICH_TEA]
    assert item_taken_back_for_kind(both, "a item:coffee and a tea".split()) == both
    assert item_taken_back_for_kind(both, "a tea and a item:coffee".split()) == both


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "i'll do a tea, no a coffee, no a tea")
    assert cart.lines == [] and replies[0].startswith("Which tea would you like?")
    cart, replies = converse(engine, "a coffee, no a tea, no a coffee")
    assert [line.item for line in cart.lines] == ["coffee"] and "tea" not in replies[0]
