""""Swap the tea for an english breakfast" takes the tea off, not the croissant
(`ordering.swapped_as_named`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, RemoveLine
from ordering.menu import load_menu
from ordering.swapped_as_named import swapped_as_named
from tests.unit.shipped import converse

CART = Cart(lines=[Line(id=1, item="peppermint rose tea"), Line(id=2, item="chocolate croissant")],
            next_line_id=3)
ADD = AddLine(item="english breakfast tea")
MENU = load_menu()


def test_the_line_swapped_is_the_one_named_by_its_kind_or_item():
    said = "swap the tea for an item:english_breakfast_tea".split()
    assert swapped_as_named([ADD, RemoveLine(ref=2)], said, CART) == [ADD, RemoveLine(ref=1)]
    said = "replace my item:chocolate_croissant with an item:english_breakfast_tea".split()
    assert swapped_as_named([ADD, RemoveLine(ref=1)], said, CART) == [ADD, RemoveLine(ref=2)]


def test_other_turns_are_the_models():
    said = "swap the tea for an item:english_breakfast_tea".split()
    right = [ADD, RemoveLine(ref=1)]
    assert swapped_as_named(right, said, CART) == right
    two = Cart(lines=[Line(id=1, item="peppermint rose tea"), Line(id=2, item="oolong tea")], next_line_id=3)
    assert swapped_as_named([ADD, RemoveLine(ref=2)], said, two) == [ADD, RemoveLine(ref=2)]  # which tea?
    said = "swap the drink for an item:english_breakfast_tea".split()
    assert swapped_as_named([ADD, RemoveLine(ref=2)], said, CART) == [ADD, RemoveLine(ref=2)]


def test_the_shipped_engine_swaps_the_tea(engine):
    cart, _ = converse(engine, "a peppermint tea and a chocolate croissant",
                       "swap the tea for an english breakfast")
    assert sorted(line.item for line in cart.lines) == ["chocolate croissant", "english breakfast tea"]


def test_a_kind_the_cart_has_no_line_of_removes_nothing():
    cart = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="latte")], next_line_id=3)
    chai = AddLine(item="chai latte")
    said = "switch the tea to a item:chai_latte".split()
    assert swapped_as_named([RemoveLine(ref=1), chai], said, cart, MENU) == [chai]
    said = "switch the drink to a item:chai_latte".split()  # no kind of the menu: the model's
    assert swapped_as_named([RemoveLine(ref=2), chai], said, cart, MENU) == [RemoveLine(ref=2), chai]


def test_the_shipped_engine_keeps_the_croissant_when_no_tea_was_added(engine):
    cart, replies = converse(engine, "one plain croissant and a tea", "switch the tea to a chai latte")
    assert [line.item for line in cart.lines] == ["butter croissant", "chai latte"]
    assert replies[1] == "Added a chai latte ($4.75). Anything else?"


def test_the_shipped_engine_keeps_a_swapped_line_in_its_place(engine):
    cart, _ = converse(engine, "a cappuccino and a lemon muffin", "swap the cappuccino for a flat white")
    assert [line.item for line in cart.lines] == ["flat white", "lemon poppyseed muffin"]


def test_the_shipped_engine_changes_the_swapped_in_line_next(engine):
    cart, replies = converse(engine, "a cappuccino and a lemon muffin", "swap the cappuccino for a mocha",
                             "make it large")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "large"),
                                                               ("lemon poppyseed muffin", None)]
    assert replies[2] == "Changed the mocha to large. Anything else?"


def test_the_house_muffin_s_name_names_the_cart_s_muffin_by_its_kind():
    cart = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="coffee")], next_line_id=3)
    said = "swap the item:apple_bran_muffin for a banana nut n1".split()
    bran, lacked = AddLine(item="apple bran muffin"), AddLine(item="banana nut muffin")
    assert swapped_as_named([RemoveLine(ref=2), bran, lacked], said, cart) == [
        RemoveLine(ref=1), bran, lacked]


def test_the_shipped_engine_keeps_the_line_swapped_for_a_kind_we_lack(engine):
    for said in ("swap the muffin for a banana nut one", "swap the muffin for a banana nut muffin",
                 "can I swap the muffin for a scone"):
        cart, replies = converse(engine, "a blueberry muffin warmed and a medium coffee", said)
        assert [line.item for line in cart.lines] == ["blueberry muffin", "coffee"], said
        assert replies[1].startswith("Sorry, we don't have"), said
