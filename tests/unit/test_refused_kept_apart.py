""""Can you make it with oat milk and no whip" of a hot chocolate: no whip, and the milk asked again
(`ordering.refused_kept_apart`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.refused_kept_apart import refused_kept_apart
from tests.unit.shipped import converse

MENU = load_menu()
COCOA = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="hot chocolate")], next_line_id=3)


def test_the_values_the_item_refuses_are_a_change_of_their_own():
    both = [ChangeLine(ref=2, milk="oat milk", drop=["whipped cream"])]
    assert refused_kept_apart(both, COCOA, MENU) == [ChangeLine(ref=2, drop=["whipped cream"]),
                                                     ChangeLine(ref=2, milk="oat milk")]
    sized = [ChangeLine(ref=2, milk="oat milk", size="large")]
    assert refused_kept_apart(sized, COCOA, MENU) == [ChangeLine(ref=2, size="large"),
                                                      ChangeLine(ref=2, milk="oat milk")]


def test_changes_taken_whole_or_refused_whole_are_left_alone():
    taken = [ChangeLine(ref=1, milk="oat milk", drop=["foam"]), AddLine(item="mocha")]
    assert refused_kept_apart(taken, COCOA, MENU) == taken
    refused = [ChangeLine(ref=2, milk="oat milk")]
    assert refused_kept_apart(refused, COCOA, MENU) == refused
    given = [ChangeLine(ref=2, milk="oat milk", who="sam")]  # whose it is goes with the change
    assert refused_kept_apart(given, COCOA, MENU) == given
    assert refused_kept_apart([ChangeLine(ref=5, milk="oat milk", size="large")], COCOA, MENU) == [
        ChangeLine(ref=5, milk="oat milk", size="large")]  # no such line: the menu's refusal says so


def test_the_shipped_engine_takes_the_whip_off_and_asks_the_milk_again(engine):
    cart, replies = converse(engine, "one hot chocolate", "could you do it with oat milk and no whip")
    assert [(line.item, line.milk, line.removals) for line in cart.lines] == [
        ("hot chocolate", None, ["whipped cream"])]
    assert replies[1].endswith("whole milk, nonfat milk or almond milk?")
