"""A thing the menu lacks, let go in the next turn ("never mind the muffin"), takes no line of the order
with it (`ordering.lacked_let_go`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.lacked_let_go import lacked_let_go
from ordering.replies import NOT_ORDERED
from tests.unit.shipped import converse, lines

LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2, lacked=["pumpkin muffin"])
NONE_TO_LET_GO = [AskMenu(about=[NOT_ORDERED, "pumpkin muffin"])]


def test_the_thing_lacked_let_go_by_its_words_changes_nothing():
    removed = [RemoveLine(ref=1)]
    assert lacked_let_go(removed, "ok never mind the muffin", LATTE) == NONE_TO_LET_GO
    assert lacked_let_go(removed, "forget the pumpkin one then", LATTE) == NONE_TO_LET_GO
    noted = [ChangeLine(ref=1, notes="no pumpkin")]
    assert lacked_let_go(noted, "scratch the pumpkin one.", LATTE) == NONE_TO_LET_GO


def test_what_the_turn_orders_stays_but_not_the_menus_own_muffin_for_the_muffin():
    edits = [AddLine(item="apple bran muffin"), AddLine(item="blueberry muffin")]
    said = "never mind the muffin, a blueberry one then"
    assert lacked_let_go(edits, said, LATTE) == [AddLine(item="blueberry muffin")]
    edits = [RemoveLine(ref=1), AddLine(item="mocha")]
    assert lacked_let_go(edits, "forget the muffin and add a mocha", LATTE) == [AddLine(item="mocha")]


def test_a_line_of_those_words_or_no_thing_lacked_is_the_models():
    removed = [RemoveLine(ref=1)]
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2, lacked=["pumpkin muffin"])
    assert lacked_let_go(removed, "never mind the muffin", muffin) == removed  # that line
    assert lacked_let_go(removed, "never mind the latte", LATTE) == removed  # no word of the thing
    plain = Cart(lines=LATTE.lines, next_line_id=2)
    assert lacked_let_go(removed, "never mind the muffin", plain) == removed  # nothing lacked


def test_the_shipped_engine_keeps_the_cappuccino_when_the_lacked_muffin_is_let_go(engine):
    cart, replies = converse(engine, "a cappuccino and a banana muffin", "actually forget the muffin")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1}], replies
    assert replies[1] == "Your order has no banana muffin — nothing has changed. Anything else?"
    cart, replies = converse(engine, "a mocha and a hazelnut croissant", "scratch the hazelnut one please")
    assert lines(cart) == [{"item": "mocha", "qty": 1}], replies


def test_the_thing_lacked_said_after_no_is_let_go_and_what_the_turn_orders_stays():
    assert lacked_let_go([RemoveLine(ref=1)], "fine, no muffin then", LATTE) == NONE_TO_LET_GO
    edits = [AddLine(item="butter croissant")]
    assert lacked_let_go(edits, "no pumpkin muffin, a croissant then", LATTE) == edits  # no muffin word
    assert lacked_let_go([RemoveLine(ref=1)], "no latte", LATTE) == [RemoveLine(ref=1)]  # not the thing


def test_the_shipped_engine_keeps_the_mocha_when_no_scone_is_said(engine):
    cart, replies = converse(engine, "a latte, a mocha and a scone", "fine, no scone then")
    assert lines(cart) == [{"item": "latte", "qty": 1}, {"item": "mocha", "qty": 1}], replies
    assert replies[1] == "Your order has no scone — nothing has changed. Anything else?"
