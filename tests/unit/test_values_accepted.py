""""Whole milk is fine" sets the milk, not the order's end (`ordering.values_accepted`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish
from ordering.menu import load_menu
from ordering.values_accepted import values_accepted
from tests.unit.shipped import converse

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)


def test_values_said_alone_are_set_on_the_latest_line_that_takes_them():
    assert values_accepted([Finish()], "milk:whole_milk is fine".split(), CART, MENU) == [
        ChangeLine(ref=1, milk="whole milk")]
    assert values_accepted([AskMenu(about=["soy milk"])], "ok milk:soy_milk then".split(), CART, MENU) == [
        ChangeLine(ref=1, milk="soy milk")]


def test_a_milk_by_its_first_word_and_a_taking_back_said_first_are_set():
    noted = [ChangeLine(ref=1, notes="no sleeve")]  # the model's stray note
    for said in ("whole is fine", "no wait , whole is fine", "actually , milk:whole_milk is good"):
        assert values_accepted(noted, said.split(), CART, MENU) == [
            ChangeLine(ref=1, milk="whole milk")], said
    off = [ChangeLine(ref=1, unset=["milk"])]
    assert values_accepted(off, "no milk:oat_milk".split(), CART, MENU) == off  # taken off: no "fine" said
    assert values_accepted([Finish()], "half is fine".split(), CART, MENU) == [Finish()]  # half and half?


def test_the_shipped_engine_goes_back_to_whole_milk(engine):
    cart, replies = converse(engine, "a latte please, whole milk", "actually skim", "no wait, whole is fine")
    assert cart.lines[0].milk == "whole milk"
    assert replies[2] == "Changed the latte to whole milk. Anything else?"


def test_other_turns_are_the_models():
    assert values_accepted([Finish()], "that is fine".split(), CART, MENU) == [Finish()]  # no value
    said = "what milk:oat_milk do you have".split()
    assert values_accepted([AskMenu(about=["oat milk"])], said, CART, MENU) == [AskMenu(about=["oat milk"])]
    add = [AddLine(item="latte", milk="oat milk")]
    assert values_accepted(add, "milk:oat_milk is fine".split(), CART, MENU) == add
    assert values_accepted([Finish()], "milk:oat_milk is fine".split(), Cart(), MENU) == [Finish()]


def test_the_shipped_engine_sets_the_milk(engine):
    cart, replies = converse(engine, "a coffee", "whole milk is fine")
    assert cart.lines[0].milk == "whole milk" and cart.status == "open"
    cart, _ = converse(engine, "a latte", "soy milk is fine")
    assert cart.lines[0].milk == "soy milk"


def test_a_value_said_of_an_item_named_is_no_answer_to_set():
    cart = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    asked = [AskMenu(about=["tangerine rooibos tea"])]
    words = "is the item:tangerine_rooibos_tea caffeine:decaf".split()
    assert values_accepted(asked, words, cart, MENU) == asked
