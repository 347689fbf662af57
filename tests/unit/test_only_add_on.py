""""Actually just butter" of a bagel with butter and jam: the jam comes off (`ordering.only_add_on`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.only_add_on import only_add_on_kept
from tests.unit.shipped import converse, lines

MENU = load_menu()
LATTE = Line(id=1, item="latte", addons={"vanilla syrup": 1, "caramel syrup": 1, "whipped cream": 1})
CART = Cart(lines=[LATTE, Line(id=2, item="bagel", addons={"butter": 1, "jam": 1})], next_line_id=3)


@pytest.mark.parametrize("words, edits, want", [
    ("actually just addon:butter", [ChangeLine(ref=2, add_addons={"butter": 1})],
     [ChangeLine(ref=2, drop=["jam"])]),
    ("just addon:vanilla_syrup please", [], [ChangeLine(ref=1, drop=["caramel syrup"])]),  # the cream stays
    ("only addon:caramel_syrup in the item:latte", [], [ChangeLine(ref=1, drop=["vanilla syrup"])]),
    ("actually just the addon:caramel_syrup", [ChangeLine(ref=1, add_addons={"caramel syrup": 1})],
     [ChangeLine(ref=1, drop=["vanilla syrup"])]),
    ("just addon:jam actually", [ChangeLine(ref=2, add_addons={"jam": 1})],  # the correction said last
     [ChangeLine(ref=2, drop=["butter"])]),
])
def test_the_others_of_its_kind_come_off(words, edits, want):
    assert only_add_on_kept(edits, words.split(), CART, MENU) == want


@pytest.mark.parametrize("words, edits", [
    ("just addon:honey", []),  # no line has it
    ("a item:latte with just addon:vanilla_syrup", [AddLine(item="latte", addons={"vanilla syrup": 1})]),
    ("just addon:butter and add addon:cream_cheese", [ChangeLine(ref=2, add_addons={"cream cheese": 1})]),
    ("just addon:whipped_cream", []),  # the only topping
    ("just the the addon:butter", []),
])
def test_other_turns_are_the_models(words, edits):
    assert only_add_on_kept(edits, words.split(), CART, MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a bagel with butter and jam", "actually just butter")
    assert lines(cart) == [{"item": "bagel", "qty": 1, "addons": {"butter": 1}}]
    assert replies[1] == "Changed the plain bagel: without jam. Anything else?"


def test_the_shipped_engine_keeps_just_the_hazelnut(engine):
    cart, replies = converse(engine, "a latte with vanilla and hazelnut", "actually just the hazelnut")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"hazelnut syrup": 1}}]
    assert replies[1] == "Changed the latte: without vanilla syrup. Anything else?"


def test_the_shipped_engine_keeps_just_the_toffee_nut_said_before_actually(engine):
    cart, replies = converse(engine, "a mocha with toffee nut and raspberry", "only toffee nut actually")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "addons": {"toffee nut syrup": 1}}]



COFFEES = Cart(lines=[Line(id=1, item="coffee", milk="half and half", addons={"sugar": 2, "cinnamon": 1}),
                      Line(id=2, item="latte", milk="oat milk", addons={"vanilla syrup": 1, "sugar": 1})],
               next_line_id=3)


@pytest.mark.parametrize("words, want", [
    ("actually just milk:half_and_half", [ChangeLine(ref=1, drop=["sugar"])]),  # the cinnamon stays
    ("just milk:oat_milk please", [ChangeLine(ref=2, drop=["vanilla syrup", "sugar"])]),
    ("actually just addon:sugar in the item:coffee", [ChangeLine(ref=1, unset=["milk"])]),  # the cream out
    ("just addon:sugar in the item:latte", []),  # its own milk stays; a syrup is no sweetener
])
def test_cream_and_sugar_said_one_without_the_other(words, want):
    assert only_add_on_kept([], words.split(), COFFEES, MENU) == want


def test_a_milk_with_nothing_else_in_the_cup_is_the_models():
    plain = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"whipped cream": 1})],
                 next_line_id=2)
    assert only_add_on_kept([], "actually just milk:oat_milk".split(), plain, MENU) == []
    assert only_add_on_kept([], "just milk:soy_milk".split(), plain, MENU) == []  # no line has it


def test_the_shipped_engine_takes_the_sugar_out_for_just_cream(engine):
    cart, replies = converse(engine, "can i get a large coffee with cream and sugar", "actually just cream")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "large", "milk": "half and half"}]
    assert replies[1] == "Changed the coffee: without sugar. Anything else?"


def test_a_note_asking_for_more_of_the_kind_comes_off():
    noted = Line(id=1, item="hot chocolate", addons={"whipped cream": 1}, notes="with marshmallows")
    cocoa = Cart(lines=[noted], next_line_id=2)
    said = "ok just addon:whipped_cream then".split()
    assert only_add_on_kept([ChangeLine(ref=1, add_addons={"whipped cream": 1})], said, cocoa, MENU) == [
        ChangeLine(ref=1, unset=["notes"])]
    mixed = Cart(lines=[Line(id=1, item="latte", milk="oat milk", notes="half oat half almond")],
                 next_line_id=2)
    assert only_add_on_kept([], "ok then just milk:oat_milk".split(), mixed, MENU) == [
        ChangeLine(ref=1, unset=["notes"])]
    mug = Cart(lines=[Line(id=1, item="latte", milk="oat milk", notes="in a mug")], next_line_id=2)
    assert only_add_on_kept([], "just milk:oat_milk".split(), mug, MENU) == []


def test_the_shipped_engine_takes_the_marshmallows_off_for_just_whipped_cream(engine):
    cart, replies = converse(engine, "a hot chocolate", "with marshmallows and whipped cream",
                             "ok just whipped cream then")
    assert lines(cart) == [{"addons": {"whipped cream": 1}, "item": "hot chocolate", "qty": 1}]
    assert replies[2] == 'Changed the hot chocolate: note "with marshmallows" taken off. Anything else?'
