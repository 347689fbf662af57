""""And a cheese danish warmed up": the thing we lack ends before how it is made, and "warmed up" of it
makes no drink extra hot (`unknown_things.unknown_things`, `warmth_said.warmth_said`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.menu import load_menu
from ordering.unknown_things import unknown_things, unknown_things_said
from ordering.warmth_said import warmth_said
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_thing_said_with_how_it_is_made_is_the_thing():
    tokens = "and a cheese danish prep:warmed".split()
    assert unknown_things(tokens) == [(1, 4)]
    assert unknown_things_said(tokens) == ["a cheese danish"]
    assert unknown_things_said("a pretzel temp:warm please".split()) == ["a pretzel"]
    assert unknown_things("and a item:bagel prep:toasted".split()) == []  # ours
    assert unknown_things("and a regular temp:iced".split()) == []  # no thing


def test_warmed_up_of_a_thing_we_lack_warms_no_drink():
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    words = "and a scone prep:warmed please".split()
    text = "and a scone heated up please"
    assert warmth_said([ChangeLine(ref=1)], text, words, cart, MENU, ["a scone"]) == [ChangeLine(ref=1)]
    assert warmth_said([ChangeLine(ref=1)], "heat it up", "heat it up".split(), cart, MENU) == [
        ChangeLine(ref=1, temp="extra hot")]


def test_the_shipped_engine_says_it_has_no_danish_and_leaves_the_coffee(engine):
    cart, replies = converse(engine, "a decaf americano please", "and a cheese danish warmed up")
    assert lines(cart) == [{"item": "americano", "qty": 1, "caffeine": "decaf"}]
    assert replies[1] == "Sorry, we don't have a cheese danish."
