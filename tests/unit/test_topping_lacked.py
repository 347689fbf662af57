""""A bagel with avocado" says we have no avocado and lists our spreads (`ordering.topping_lacked`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.topping_lacked import SPREADS, topping_lacked
from tests.unit.shipped import MENU, converse, lines


def test_a_topping_we_lack_on_a_bakery_item_is_said_back_not_noted():
    assert topping_lacked([AddLine(item="bagel", notes="with avocado")], Cart(), MENU) == [
        AddLine(item="bagel"), AskMenu(about=["avocado", SPREADS])]
    bagel = Cart(lines=[Line(id=1, item="bagel", notes="toasted dark")], next_line_id=2)
    assert topping_lacked([ChangeLine(ref=1, notes="toasted dark, with lox")], bagel, MENU) == [
        ChangeLine(ref=1, notes="toasted dark"), AskMenu(about=["lox", SPREADS])]


def test_a_drink_or_a_service_word_or_a_menu_word_stays_a_note():
    for edits in ([AddLine(item="earl grey tea", notes="with lemon")],
                  [AddLine(item="apple bran muffin", notes="with napkins")],
                  [AddLine(item="bagel", notes="with extra butter")],
                  [AddLine(item="bagel", notes="cut in four")]):
        assert topping_lacked(edits, Cart(), MENU) == edits


def test_the_shipped_engine_says_we_have_no_avocado_for_the_bagel(engine):
    cart, replies = converse(engine, "i'd like a bagel with avocado", "ok just butter then")
    assert replies[0] == ("Added a plain bagel ($2.95). Sorry, we don't have avocado. We have butter, cream "
                          "cheese (+$0.75) and jam (+$0.50). Anything else?")
    assert lines(cart) == [{"item": "bagel", "qty": 1, "addons": {"butter": 1}}]
