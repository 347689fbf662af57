""""Remove the cookies" of an order with no cookies, which the menu lacks: nothing changes
(`ordering.lacking_line_named`), and "and two cookies" recounts no line (`ordering.lacking_counted`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, ClearCart, RemoveLine
from ordering.lacking_counted import lacking_counted
from ordering.lacking_line_named import lacking_line_named
from ordering.menu import load_menu
from ordering.replies import NOT_ORDERED
from tests.unit.shipped import converse, lines

LATTE_MUFFIN = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
WORDS = load_menu().words


@pytest.mark.parametrize("said, thing", [
    ("remove the cookies", "cookies"),
    ("remove one of the cookies please", "cookies"),
    ("get rid of the donut", "donut"),
    ("can you take the ham sandwich off", "ham sandwich"),
    ("take off my brownie", "brownie"),
    ("never mind the danish", "danish"),
    ("nevermind the cookie then", "cookie"),
])
def test_a_removal_of_a_thing_the_menu_lacks_is_answered(said, thing):
    asked = [AskMenu(about=[NOT_ORDERED, thing])]
    assert lacking_line_named([RemoveLine(ref=2)], said.split(), LATTE_MUFFIN, WORDS) == asked
    assert lacking_line_named([ClearCart()], said.split(), LATTE_MUFFIN, WORDS) == asked


@pytest.mark.parametrize("said", [
    "remove the muffin",  # a word of the menu
    "remove the whole order",
    "cancel the rest",
    "remove the last one",
    "take the latte to go",
    "remove the straw",  # said in the latte's note
    "remove jen's",
    "remove the addon:vanilla_syrup actually",  # "actually" ends the thing, names none
    "remove the addon:vanilla_syrup though",
    "never mind the muffin",
    "mind the straw",  # no "never": no removal said
    "scratch the addon:ice part",  # "part" names no thing: the ice's
    "forget the addon:whipped_cream bit",
])
def test_a_removal_of_a_line_or_a_note_is_the_models(said):
    cart = Cart(lines=[Line(id=1, item="latte", notes="with a straw"), Line(id=2, item="mocha", who="jen")],
                next_line_id=3)
    edits = [RemoveLine(ref=1)]
    assert lacking_line_named(edits, said.split(), cart, WORDS) == edits


def test_the_shipped_engine_takes_off_the_part_named(engine):
    cart, replies = converse(engine, "an iced americano with an extra shot",
                             "actually scratch the extra shot part")
    assert lines(cart) == [{"item": "americano", "qty": 1, "temp": "iced"}]
    assert replies[1] == "Changed the americano: without espresso shot. Anything else?"


def test_a_line_the_turn_names_keeps_its_change():
    said = "remove the cookies and make the item:latte size:large".split()
    edits = [RemoveLine(ref=2), ChangeLine(ref=1, size="large")]
    assert lacking_line_named(edits, said, LATTE_MUFFIN, WORDS) == [
        ChangeLine(ref=1, size="large"), AskMenu(about=[NOT_ORDERED, "cookies"])]


def test_a_count_of_a_thing_the_menu_lacks_recounts_no_line():
    said = "and n2 chocolate chip cookies".split()
    assert lacking_counted([ChangeLine(ref=1, qty=2)], said, ["chocolate chip cookies"]) == []
    noted = [ChangeLine(ref=1, qty=2, notes="warm")]
    assert lacking_counted(noted, said, ["chocolate chip cookies"]) == [ChangeLine(ref=1, notes="warm")]
    added = "a item:latte and n2 scones".split()
    assert lacking_counted([AddLine(item="latte", qty=2)], added, ["scones"]) == [AddLine(item="latte")]


def test_a_couple_of_a_thing_the_menu_lacks_recounts_no_line():
    said = "and a couple of marshmallows if you have them".split()
    assert lacking_counted([ChangeLine(ref=1, qty=2)], said, ["marshmallows"]) == []
    recount = [ChangeLine(ref=1, qty=2)]
    assert lacking_counted(recount, "make it a couple".split(), ["couple"]) == recount  # no thing after it


def test_the_shipped_engine_makes_one_hot_chocolate_without_marshmallows(engine):
    cart, replies = converse(engine, "a kids hot chocolate", "could i add a couple of marshmallows")
    assert [(line.item, line.qty) for line in cart.lines] == [("hot chocolate", 1)], replies


@pytest.mark.parametrize("said, lacking", [
    ("make it n2 and add n2 cookies", ["cookies"]),  # a count of the line as well
    ("take n2 off", ["off"]),
    ("just n1 actually", ["actually"]),
])
def test_a_count_said_of_a_line_stays(said, lacking):
    edits = [ChangeLine(ref=1, qty=2)]
    assert lacking_counted(edits, said.split(), lacking) == edits


def test_the_shipped_engine_keeps_the_coffee(engine):
    cart, replies = converse(engine, "a small drip coffee", "and two chocolate chip cookies",
                             "remove one of the cookies")
    assert [(line.item, line.qty) for line in cart.lines] == [("coffee", 1)]
    assert replies[1] == "Sorry, we don't have chocolate chip cookies."
    assert replies[2] == "Your order has no cookies — nothing has changed. Anything else?"
    cart, _ = converse(engine, "a latte and a blueberry muffin", "remove the cookies")
    assert [line.item for line in cart.lines] == ["latte", "blueberry muffin"]


def test_the_shipped_engine_takes_the_vanilla_off_said_with_actually(engine):
    cart, replies = converse(engine, "can i get a cold brew", "add vanilla", "remove the vanilla actually")
    assert lines(cart) == [{"item": "cold brew", "qty": 1}]


@pytest.mark.parametrize("said, thing", [
    ("actually make the pike a size:small", "pike"),
    ("make the frappe caffeine:decaf", "frappe"),
    ("can you switch the smoothie to milk:oat_milk", "smoothie"),
])
def test_a_change_of_a_thing_the_menu_lacks_is_answered(said, thing):
    edits = [ChangeLine(ref=1, size="small")]
    asked = [AskMenu(about=[NOT_ORDERED, thing])]
    assert lacking_line_named(edits, said.split(), LATTE_MUFFIN, WORDS) == asked


@pytest.mark.parametrize("said", [
    "make the item:latte size:large",
    "make the second one size:large",
    "make the other milk:oat_milk",
    "make the coffees size:large",  # a word of the menu, many
    "make the straw caffeine:decaf",  # said in the line's note
])
def test_a_change_of_a_line_is_the_models(said):
    cart = Cart(lines=[Line(id=1, item="latte", notes="with a straw")], next_line_id=2)
    edits = [ChangeLine(ref=1, size="large")]
    assert lacking_line_named(edits, said.split(), cart, WORDS) == edits


def test_a_thing_ordered_in_the_place_of_one_the_menu_lacks_is_added_alone():
    said = "change the scone to a item:blueberry_muffin".split()
    edits = [RemoveLine(ref=1), AddLine(item="blueberry muffin")]
    assert lacking_line_named(edits, said, LATTE_MUFFIN, WORDS) == [AddLine(item="blueberry muffin")]


def test_the_shipped_engine_keeps_the_latte_when_the_pike_is_made_tall(engine):
    cart, replies = converse(engine, "a grande mocha", "and a grande pike place",
                             "actually make the pike a tall")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "medium"}]
    assert replies[2] == "Your order has no pike — nothing has changed. Anything else?"


def test_the_shipped_engine_keeps_the_coffee_when_the_danish_refused_is_let_go(engine):
    cart, replies = converse(engine, "a large iced coffee", "and a cheese danish", "never mind the danish")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "large", "temp": "iced"}]
    assert replies[2] == "Your order has no cheese danish — nothing has changed. Anything else?"
