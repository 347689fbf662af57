"""'Make the blueberry two': a count said of the line a word of its item's name names
(`ordering.count_by_its_word`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.count_by_its_word import count_by_its_word
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse, lines, ordered

MUFFINS = Cart(lines=[Line(id=1, item="blueberry muffin"), Line(id=2, item="lemon poppyseed muffin")],
               next_line_id=3)


def test_a_count_and_a_word_of_one_lines_item_recount_that_line():
    for said in ("make the blueberry n2", "actually n2 blueberry", "i want n2 of the blueberry please"):
        for model in ([ChangeLine(ref=2, qty=2)], [ChangeLine(ref=2, notes="stirred")], []):
            assert count_by_its_word(model, said.split(), MUFFINS) == [ChangeLine(ref=1, qty=2)], said


def test_a_word_of_several_lines_or_none_or_more_words_are_the_models():
    recount = [ChangeLine(ref=2, qty=2)]
    for said in ("make it n2", "n2 muffin", "n2 scones", "n2 blueberry and n1 lemon", "n2 temp:hot",
                 "the lemon n1"):
        assert count_by_its_word(recount, said.split(), MUFFINS) == recount, said
    added = [AddLine(item="blueberry muffin")]  # an order: the model's
    assert count_by_its_word(added, "n2 blueberry".split(), MUFFINS) == added


def test_the_shipped_engine_recounts_the_blueberry_muffin_named(engine):
    cart, replies = converse(engine, "a blueberry muffin and a lemon muffin", "make the blueberry two")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 2},
                                   {"item": "lemon poppyseed muffin", "qty": 1}])
    assert replies[1] == "You now have 2 blueberry muffins ($6.50). Anything else?"


def test_just_one_said_before_a_word_of_a_line_is_a_count_of_one():
    two = Cart(lines=[Line(id=1, item="blueberry muffin", qty=2),
                      Line(id=2, item="lemon poppyseed muffin", qty=2)],
               next_line_id=3)
    assert count_by_its_word([], "actually just n1 lemon".split(), two) == [ChangeLine(ref=2, qty=1)]
    for said in ("the lemon n1", "just the lemon n1", "n1 lemon"):  # a name, or no "just": the model's
        assert count_by_its_word([], said.split(), two) == [], said


def test_the_shipped_engine_leaves_just_one_lemon_muffin(engine):
    cart, _ = converse(engine, "two blueberry muffins and two lemon poppyseed muffins",
                       "actually just one lemon")
    assert lines(cart) == ordered([{"item": "blueberry muffin", "qty": 2},
                                   {"item": "lemon poppyseed muffin", "qty": 1}])
