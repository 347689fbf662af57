"""Kinds said after their item ("a muffin, blueberry"), corrections naming only a kind, chat spellings ("a
lrg late"), "dirty", "skinny" and "sweet cream"; "light ice" kept as the benchmark's convention writes it.

Each conversation runs through the shipped engine and pipeline (the `engine` fixture), as the worker runs it.
"""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, ChangeLine
from ordering.notes_overlapping import notes_not_repeated
from tests.unit.shipped import converse, lines


@pytest.mark.parametrize(("turns", "item"), [
    (("a muffin, blueberry please",), "blueberry muffin"),
    (("and maybe a muffin? blueberry",), "blueberry muffin"),
    (("one muffin, lemon thanks",), "lemon poppyseed muffin"),
])
def test_a_kind_said_after_its_item_is_that_kind(engine, turns, item):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [{"item": item, "qty": 1}]


@pytest.mark.parametrize(("turns", "expected"), [
    (("a muffin", "actually a blueberry one"), [{"item": "blueberry muffin", "qty": 1}]),
    (("a blueberry muffin", "actually two muffins"), [{"item": "blueberry muffin", "qty": 2}]),
    (("a chocolate croissant and a coffee", "actually make the croissant a plain one"),
     [{"item": "butter croissant", "qty": 1}, {"item": "coffee", "qty": 1}]),
])
def test_a_correction_naming_a_kind_corrects_the_line_of_that_kind(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == expected


def test_a_blueberry_one_too_is_another_line(engine):
    cart, _ = converse(engine, "a muffin", "and a blueberry one too")
    assert lines(cart) == [{"item": "apple bran muffin", "qty": 1}, {"item": "blueberry muffin", "qty": 1}]


def test_choc_is_chocolate(engine):
    cart, _ = converse(engine, "a choc croissant please")
    assert lines(cart) == [{"item": "chocolate croissant", "qty": 1}]


@pytest.mark.parametrize(("turns", "expected"), [
    (("a large iced latte", "light ice please"),
     {"item": "latte", "qty": 1, "size": "large", "temp": "iced", "addons": {"ice": 1},
      "notes": "light ice"}),
    (("an iced latte, light ice",),
     {"item": "latte", "qty": 1, "temp": "iced", "addons": {"ice": 1}, "notes": "light ice"}),
])
def test_light_ice_is_the_ice_and_a_note(engine, turns, expected):
    """The benchmark's convention (../shared/benchmarks/README.md): "light X" is X once, and the note."""
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [expected]


@pytest.mark.parametrize(("turns", "expected"), [
    (("can i get a late",), {"item": "latte", "qty": 1}),
    (("uhh a lrg late w/ oat",), {"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"}),
    (("lrg late w oat milk",), {"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"}),
    (("two lates please",), {"item": "latte", "qty": 2}),
    (("can i get a larg vanila latte with oatmilk",),  # "larg": too short for the typo correction
     {"item": "latte", "qty": 1, "size": "large", "milk": "oat milk", "addons": {"vanilla syrup": 1}}),
])
def test_late_said_where_an_item_is_ordered_is_a_latte(engine, turns, expected):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [expected]


def test_running_late_is_no_latte(engine):
    cart, _ = converse(engine, "sorry i'm running late, one mocha please")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]


@pytest.mark.parametrize("turns", [("one chai latte pls", "make it dirty"), ("a dirty chai please",)])
def test_dirty_chai_is_a_chai_latte_with_a_shot(engine, turns):
    cart, _ = converse(engine, *turns)
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "addons": {"espresso shot": 1}}]


def test_skinny_vanilla_is_nonfat_with_sugar_free_vanilla(engine):
    cart, _ = converse(engine, "a skinny vanilla latte")
    assert lines(cart) == [{"item": "latte", "qty": 1, "milk": "nonfat milk",
                            "addons": {"sugar-free vanilla syrup": 1}}]


def test_sweet_cream_is_a_note_not_half_and_half(engine):
    cart, _ = converse(engine, "a cold brew with sweet cream")
    assert lines(cart) == [{"item": "cold brew", "qty": 1, "notes": "with sweet cream"}]


def test_a_note_part_said_in_full_in_another_is_written_once():
    edits = [AddLine(item="cold brew", notes="with sweet, with sweet cream"),
             ChangeLine(ref=1, notes="extra hot, on the side")]
    assert notes_not_repeated(edits) == [AddLine(item="cold brew", notes="with sweet cream"),
                                         ChangeLine(ref=1, notes="extra hot, on the side")]
