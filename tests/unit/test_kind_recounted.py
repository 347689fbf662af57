""""Make that two teas", "make it two muffins": the line of the family named, counted
(`ordering.kind_recounted`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AskMenu, ChangeLine
from ordering.kind_recounted import kind_recounted
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="oolong tea"),
                   Line(id=3, item="blueberry muffin"), Line(id=4, item="chai latte")], next_line_id=5)


@pytest.mark.parametrize("text, words, want", [
    ("actually make that two teas", "actually make that n2 teas", ChangeLine(ref=2, qty=2)),
    ("make it 3 muffins please", "make it n3 item:apple_bran_muffin please", ChangeLine(ref=3, qty=3)),
    ("oh make that two lattes", "oh make that n2 item:latte", ChangeLine(ref=1, qty=2)),  # the latte itself
    ("actually two muffins", "actually n2 item:apple_bran_muffin", ChangeLine(ref=3, qty=2)),  # corrected
    ("sorry, three teas please", "sorry , n3 teas please", ChangeLine(ref=2, qty=3)),
    ("ok 3 muffins instead of just one", "ok n3 item:apple_bran_muffin instead of just n1",
     ChangeLine(ref=3, qty=3)),  # the count said first, not the one there was
    ("then i'll take two teas instead", "then i'll take n2 teas instead", ChangeLine(ref=2, qty=2)),
])
def test_a_count_of_a_family_sets_its_line(text, words, want):
    assert kind_recounted([AskMenu(about=["teas"])], text, words.split(), CART, MENU) == [want]


@pytest.mark.parametrize("text, words", [
    ("make that two croissants", "make that n2 item:butter_croissant"),  # no croissant in the cart
    ("make it two", "make it n2"),  # no noun: another reading's
    ("make that two teas and a muffin", "make that n2 teas and a item:apple_bran_muffin"),  # more said
    ("make it two bagels", "make it n2 item:bagel"),  # one bagel on the menu: no family
    ("and two muffins", "and n2 item:apple_bran_muffin"),  # nothing corrected: more ordered
    ("two muffins actually", "n2 item:apple_bran_muffin actually"),  # said after: another reading's
    ("a muffin instead", "a item:apple_bran_muffin instead"),  # no count said
    ("two muffins instead of the latte", "n2 item:apple_bran_muffin instead of the item:latte"),  # a swap
])
def test_other_turns_are_left(text, words):
    edits = [AskMenu(about=["teas"])]
    assert kind_recounted(edits, text, words.split(), CART, MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a large peppermint tea", "actually make that two teas")
    assert lines(cart) == [{"item": "peppermint rose tea", "qty": 2, "size": "large"}]
    cart, _ = converse(engine, "a blueberry muffin", "make it two muffins")
    assert lines(cart) == [{"item": "blueberry muffin", "qty": 2}]


def test_the_shipped_engine_counts_the_lemon_muffin_said_again_as_two(engine):
    cart, replies = converse(engine, "a medium coffee", "and a lemon poppyseed muffin",
                             "actually two muffins")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "size": "medium"},
                           {"item": "lemon poppyseed muffin", "qty": 2}]
    assert replies[2] == "You now have 2 lemon poppyseed muffins ($6.50). Anything else?"


def test_the_shipped_engine_counts_the_muffin_said_instead_of_one(engine):
    cart, _ = converse(engine, "one lemon poppyseed muffin and a cold brew", "ok 3 muffins instead of one")
    assert lines(cart) == [{"item": "cold brew", "qty": 1}, {"item": "lemon poppyseed muffin", "qty": 3}]
