""""A tea with lemon", "a chai, extra spicy": a request in words the menu lacks is a note
(`ordering.unlisted`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.unlisted import said_unlisted, unlisted_requests
from tests.unit.shipped import converse, lines

TEA = Cart(lines=[Line(id=1, item="earl grey tea", notes="strong")], next_line_id=2)


@pytest.mark.parametrize(("said", "requests"), [
    ("an item:english_breakfast_tea with lemon and addon:honey", ["with lemon"]),
    ("a item:chai_latte , extra spicy", ["extra spicy"]),
    ("an extra spicy item:chai_latte", ["extra spicy"]),
    ("with extra lemon please", ["with extra lemon"]),
    ("a item:latte with milk:oat_milk", []),  # a menu value
    ("a item:latte with a straw", []),  # a thing: the model's note, or the menu's to refuse
    ("a item:latte with love", []),
    ("the same for my friend , with it", []),
    ("a item:latte with extra prep:with_room", []),
    ("extra addon:espresso_shot", []),
    ("make it with caffeine", []),  # the usual caffeine: a value taken back
    ("made with right milk:soy_milk", []),  # a filler before a value
    ("with uh lemon", ["with lemon"]),
    ("with light addon:honey", []),  # words of the value said next
    ("n2 item:cold_brew with half full", []),
    ("with lemon to_go:true", ["with lemon"]),
    ("a item:latte with no nuts", ["with no nuts"]),  # an allergy, for the barista
    ("with no thanks", []),
    ("i'll go with nbig beer", []),  # a choice, and a count
    ("with like addon:caramel_syrup and stuff", []),  # fillers
    ("a item:coffee with n2 packets of agave", ["with 2 packets of agave"]),  # a thing measured out
    ("a item:tea with a spoonful of manuka", ["with a spoonful of manuka"]),
    ("an item:earl_grey_tea , no milk , with a slice of lemon", ["with a slice of lemon"]),
    ("a item:coffee with n2 packets of the usual", []),
    ("an item:espresso with a lemon twist", ["with a lemon twist"]),  # a garnish by its shape
    ("an item:espresso with a twist of lemon", ["with a twist of lemon"]),
    ("a item:latte with a big thing", []),  # no garnish
    ("a item:hot_chocolate with extra addon:whipped_cream and sprinkles", ["with sprinkles"]),  # an amount
])
def test_requests_after_with_or_extra_in_plain_words(said, requests):
    assert [r for _, r in said_unlisted(said.split())] == requests


def test_the_request_goes_on_its_line_as_a_note():
    said = "an item:english_breakfast_tea with lemon and addon:honey".split()
    added = [AddLine(item="english breakfast tea", addons={"honey": 1})]
    assert unlisted_requests(added, said, Cart()) == [
        AddLine(item="english breakfast tea", addons={"honey": 1}, notes="with lemon")]
    # of two added lines, the one of the item named last before it
    said = "an item:earl_grey_tea with lemon , and a item:latte with milk:oat_milk".split()
    two = [AddLine(item="earl grey tea"), AddLine(item="latte", milk="oat milk")]
    assert unlisted_requests(two, said, Cart()) == [AddLine(item="earl grey tea", notes="with lemon"),
                                                    AddLine(item="latte", milk="oat milk")]


def test_said_of_every_line_it_goes_on_each_and_of_a_thing_not_added_on_none():
    said = "a item:latte and a item:mocha , both with sprinkles".split()
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert unlisted_requests(two, said, Cart()) == [AddLine(item="latte", notes="with sprinkles"),
                                                    AddLine(item="mocha", notes="with sprinkles")]
    said = "a item:latte and a tea with lemon".split()  # the tea's, which is not added yet (which tea?)
    assert unlisted_requests([AddLine(item="latte")], said, Cart()) == [AddLine(item="latte")]
    said = "a item:latte and a item:mocha with sprinkles".split()  # the mocha's
    assert unlisted_requests(two, said, Cart()) == [AddLine(item="latte"),
                                                    AddLine(item="mocha", notes="with sprinkles")]


def test_said_alone_it_goes_on_the_last_line_after_its_note():
    assert unlisted_requests([], "with lemon please".split(), TEA) == [
        ChangeLine(ref=1, notes="strong, with lemon")]
    assert unlisted_requests([], "with lemon please".split(), Cart()) == []
    asked = [AskMenu(about=["lemon"])]  # a question is no request
    assert unlisted_requests(asked, "do you have tea with lemon ?".split(), TEA) == asked
    noted = [AddLine(item="chai latte", notes="extra spicy")]  # said already
    strong = [AddLine(item="americano", notes="really strong")]
    assert unlisted_requests(strong, "a item:americano with really strong".split(), Cart()) == strong
    assert unlisted_requests(noted, "a item:chai_latte , extra spicy".split(), Cart()) == noted


def test_said_of_a_thing_ordered_that_the_model_did_not_add_it_goes_on_no_line():
    assert unlisted_requests([], "and a scone with jam".split(), TEA) == []
    assert unlisted_requests([], "oh and an eclair with cream , thanks".split(), TEA) == []
    assert unlisted_requests([], "and with lemon please".split(), TEA) == [
        ChangeLine(ref=1, notes="strong, with lemon")]


def test_the_shipped_engine_notes_nothing_of_a_thing_the_menu_lacks(engine):
    cart, replies = converse(engine, "a small earl grey", "and a crumpet with marmalade")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1, "size": "small"}], replies


def test_a_turn_about_paying_puts_no_note_on_the_drink():
    assert unlisted_requests([], "can i pay with card".split(), TEA) == []
    assert unlisted_requests([], "i'll pay with cash , thanks".split(), TEA) == []
    assert unlisted_requests([], "with lemon please".split(), TEA) == [
        ChangeLine(ref=1, notes="strong, with lemon")]


def test_the_model_s_count_of_one_of_them_keeps_the_other_unit():
    from ordering.menu import load_menu
    from ordering.unlisted import unlisted_of_one

    cart = Cart(lines=[Line(id=1, item="hot chocolate", qty=2, size="small")], next_line_id=2)
    text = "oh and one of them with marshmallows if you have those"
    said = "oh and n1 of them with marshmallows if you have those".split()
    assert unlisted_of_one([ChangeLine(ref=1, qty=1)], said, text, cart, load_menu()) == [
        ChangeLine(ref=1, qty=1), AddLine(item="hot chocolate", size="small", notes="with marshmallows")]
    said, text = "just n1 of them".split(), "just one of them"  # nothing asked of the one: one unit
    assert unlisted_of_one([ChangeLine(ref=1, qty=1)], said, text, cart, load_menu()) == [
        ChangeLine(ref=1, qty=1)]


def test_the_shipped_engine_notes_the_sprinkles_after_extra_whipped_cream(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a hot chocolate with extra whipped cream and sprinkles")
    assert [line.notes for line in cart.lines] == ["with sprinkles"]


def test_the_shipped_engine_splits_one_of_them_off_with_its_request(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "two small hot chocolates please",
                       "oh and one of them with marshmallows if you have those")
    assert [(line.qty, line.notes) for line in cart.lines] == [(1, None), (1, "with marshmallows")]
    assert lines(cart) == [{"item": "hot chocolate", "notes": "with marshmallows", "qty": 1, "size": "small"},
                           {"item": "hot chocolate", "qty": 1, "size": "small"}]
    cart, replies = converse(engine, "a decaf americano with room", "and a toasted bagel with cream cheese",
                             "can you not toast the bagel")
    assert cart.lines[1].preps == [] and replies[2] == "Changed the plain bagel: not toasted. Anything else?"


def test_one_with_a_request_of_units_added_goes_on_one_unit():
    two = [AddLine(item="english breakfast tea"), AddLine(item="english breakfast tea", notes="with milk")]
    said = "n2 teas , both item:english_breakfast_tea , n1 with milk n1 with lemon".split()
    assert unlisted_requests(two, said, Cart()) == [AddLine(item="english breakfast tea", notes="with lemon"),
                                                    AddLine(item="english breakfast tea", notes="with milk")]
    counted = [AddLine(item="chai latte", qty=2)]
    assert unlisted_requests(counted, "n2 item:chai_latte , n1 extra spicy".split(), Cart()) == [
        AddLine(item="chai latte"), AddLine(item="chai latte", notes="extra spicy")]
    assert unlisted_requests(counted, "n2 item:chai_latte extra spicy".split(), Cart()) == [
        AddLine(item="chai latte", qty=2, notes="extra spicy")]  # both


def test_the_shipped_engine_puts_lemon_in_one_tea_and_spice_in_one_chai(engine):
    cart, _ = converse(engine, "two earl greys please, one with honey one with lemon")
    assert sorted((line.addons.get("honey", 0), line.notes or "") for line in cart.lines) == [
        (0, "with lemon"), (1, "")]
    cart, _ = converse(engine, "three chai lattes, one extra spicy")
    assert sorted((line.qty, line.notes or "") for line in cart.lines) == [(1, "extra spicy"), (2, "")]


def test_the_shipped_engine_notes_the_lemon_twist_of_the_espresso(engine):
    cart, replies = converse(engine, "an espresso with a lemon twist")
    assert lines(cart) == [{"item": "espresso", "qty": 1, "notes": "with a lemon twist"}]
    assert replies == ['Added an espresso, note: "with a lemon twist" ($2.50). Anything else?']
