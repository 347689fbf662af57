"""'A dozen assorted muffins': shared out among the muffins (ordering.assorted_split)."""

from __future__ import annotations

from ordering.assorted_split import assorted_after, assorted_split
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()


def test_the_count_is_shared_out_among_the_family():
    dozen = [AddLine(item="apple bran muffin", qty=12)]
    assert assorted_split(dozen, "a n12 assorted item:apple_bran_muffin".split(), MENU) == [
        AddLine(item="apple bran muffin", qty=4), AddLine(item="lemon poppyseed muffin", qty=4),
        AddLine(item="blueberry muffin", qty=4)]
    ten = [AddLine(item="apple bran muffin", qty=10, preps=["warmed"])]
    split = assorted_split(ten, "n10 mixed item:apple_bran_muffin".split(), MENU)
    assert [(e.item, e.qty, e.preps) for e in split] == [
        ("apple bran muffin", 4, ["warmed"]), ("lemon poppyseed muffin", 3, ["warmed"]),
        ("blueberry muffin", 3, ["warmed"])]
    two = [AddLine(item="butter croissant", qty=2)]
    assert assorted_split(two, "a variety of item:butter_croissant".split(), MENU) == [
        AddLine(item="butter croissant"), AddLine(item="chocolate croissant")]


def test_one_a_drink_or_no_mix_word_is_the_models():
    one = [AddLine(item="apple bran muffin")]
    assert assorted_split(one, "an assorted item:apple_bran_muffin".split(), MENU) == one
    lattes = [AddLine(item="latte", qty=3)]
    assert assorted_split(lattes, "n3 assorted item:latte".split(), MENU) == lattes
    muffins = [AddLine(item="apple bran muffin", qty=3)]
    assert assorted_split(muffins, "n3 item:apple_bran_muffin".split(), MENU) == muffins


def test_the_shipped_engine_shares_out_a_dozen_muffins(engine):
    cart, replies = converse(engine, "a dozen assorted muffins")
    assert lines(cart) == ordered([{"item": "apple bran muffin", "qty": 4},
                                   {"item": "lemon poppyseed muffin", "qty": 4},
                                   {"item": "blueberry muffin", "qty": 4}])
    assert "Sorry" not in replies[0]


def test_assorted_said_after_the_food_shares_it_out_too():
    six = [AddLine(item="apple bran muffin", qty=6)]
    shared = [AddLine(item="apple bran muffin", qty=2), AddLine(item="lemon poppyseed muffin", qty=2),
              AddLine(item="blueberry muffin", qty=2)]
    assert assorted_split(six, "and n6 item:apple_bran_muffin , assorted please".split(), MENU) == shared
    assert assorted_split(six, "n6 item:apple_bran_muffin , assorted or blueberry".split(), MENU) == six


def test_the_shipped_engine_shares_out_the_muffins_said_assorted_after(engine):
    cart, _ = converse(engine, "a latte", "and 6 muffins, assorted")
    assert [(line.item, line.qty) for line in cart.lines] == [
        ("latte", 1), ("apple bran muffin", 2), ("lemon poppyseed muffin", 2), ("blueberry muffin", 2)]


def test_a_mix_asked_after_the_house_food_was_added_shares_that_line_out():
    dozen = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin", qty=12)],
                 next_line_id=3, added=[2])
    shared = [ChangeLine(ref=2, qty=4), AddLine(item="lemon poppyseed muffin", qty=4),
              AddLine(item="blueberry muffin", qty=4)]
    for text in ("any mix is fine", "mix them up please", "assorted", "ok a variety of them then"):
        assert assorted_after([AskMenu()], text, dozen, MENU) == shared, text
    for text in ("any is fine", "mix it into the latte", "assorted muffins and a scone"):
        assert assorted_after([AskMenu()], text, dozen, MENU) == [AskMenu()], text
    blueberry = Cart(lines=[Line(id=1, item="blueberry muffin", qty=2)], next_line_id=2, added=[1])
    assert assorted_after([], "mix them up", blueberry, MENU) == []  # a kind chosen: not the house one
    earlier = dozen.model_copy(update={"added": [1]})
    assert assorted_after([], "any mix is fine", earlier, MENU) == []  # not just added


def test_the_shipped_engine_mixes_the_dozen_muffins_asked_after(engine):
    cart, replies = converse(engine, "a dozen muffins", "any mix is fine")
    assert sorted((line.item, line.qty) for line in cart.lines) == [
        ("apple bran muffin", 4), ("blueberry muffin", 4), ("lemon poppyseed muffin", 4)]
    assert replies[1].startswith("The 12 apple bran muffins are now 4 apple bran muffins ($13.00), 4 lemon")
