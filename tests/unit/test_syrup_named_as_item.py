""""I'll have the peppermint": the peppermint rose tea, not the syrup asked of
(`ordering.syrup_named_as_item`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu
from ordering.menu import load_menu
from ordering.syrup_named_as_item import syrup_named_as_item
from tests.unit.shipped import converse

MENU = load_menu()
ASKED = [AskMenu(about=["peppermint syrup"])]
TEA = [AddLine(item="peppermint rose tea")]


def test_the_syrup_word_taken_alone_names_the_item():
    for said in ("i'll have the addon:peppermint_syrup", "the addon:peppermint_syrup please",
                 "okay i'll try the addon:peppermint_syrup then"):
        assert syrup_named_as_item(ASKED, said.split(), Cart(), MENU) == TEA, said


def test_other_turns_are_the_models():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # the latte's syrup
    assert syrup_named_as_item(ASKED, "the addon:peppermint_syrup please".split(), latte, MENU) == ASKED
    for said in ("do you have the addon:peppermint_syrup", "the addon:vanilla_syrup please",
                 "i'll have the addon:peppermint_syrup in a item:latte", "addon:peppermint_syrup please"):
        assert syrup_named_as_item(ASKED, said.split(), Cart(), MENU) == ASKED, said


def test_the_shipped_engine_orders_the_peppermint_tea_after_the_caffeine_free_ones(engine):
    cart, _ = converse(engine, "which of your teas have no caffeine", "ok i'll take the peppermint")
    assert [line.item for line in cart.lines] == ["peppermint rose tea"]
