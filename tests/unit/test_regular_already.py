""""Four lattes", "two of them with oat milk", "one with soy", then "and one regular": the last latte
is regular already, said so (`replies._already`), not "couldn't find anything to change"."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, apply_edits
from ordering.menu import load_menu
from ordering.replies import build_reply
from tests.unit.shipped import converse

MENU = load_menu()


def _reply(cart: Cart, *edits) -> str:
    return build_reply(apply_edits(cart, list(edits), MENU), cart, MENU, intent="change", understood=True)


def test_regular_said_of_a_plain_line_is_so_already():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert _reply(latte, ChangeLine(ref=1, unset=["caffeine"])) == (
        "The latte is regular already. Anything else?")
    assert _reply(latte, ChangeLine(ref=1, unset=["milk"])) == (
        "The latte has whole milk already. Anything else?")
    decaf = Cart(lines=[Line(id=1, item="latte", caffeine="decaf")], next_line_id=2)
    assert _reply(decaf, ChangeLine(ref=1, unset=["caffeine"])) == (
        "Changed the latte to regular caffeine. Anything else?")


def test_the_shipped_engine_says_the_last_latte_is_regular_already(engine):
    _, replies = converse(engine, "four lattes for the office", "two of them with oat milk", "one with soy",
                          "and one regular")
    assert replies[-1] == "The latte is regular already. Anything else?"
