"""Notes: a special request keeps the customer's own words (no model involved)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.notes import ground_notes, menu_words, note_from_turn


@pytest.fixture(scope="module")
def words():
    return menu_words(load_menu())


def test_a_request_worded_otherwise_is_read_back_from_the_turn(words):
    text = "can you make line 1 light on the froth please"
    assert note_from_turn("light on the milk", text, menu_words=words) == "light on the froth"
    assert note_from_turn("with a lot of milk", "oh and a lot of sweetener, thanks", menu_words=words) \
        == "a lot of sweetener"
    edits = [ChangeLine(ref=2, notes="with a lot of milk on top")]
    assert ground_notes(edits, "and make the mocha with a cherry on top too", words) == [
        ChangeLine(ref=2, notes="with a cherry on top")
    ]


def test_the_turn_words_only_stand_in_for_the_notes_own(words):
    text = "could i get a cappuccino with almond milk and a dash of cinnamon"
    assert note_from_turn("a dash of milk", text, ["cinnamon"], menu_words=words) is None  # no padding
    assert note_from_turn("in a mug", "in a large cup please", menu_words=words) is None  # nothing shared
    text = "a mocha with extra caramel drizzle on top"
    assert note_from_turn("with a cherry on top", text, menu_words=words) is None  # three for the note's two
    assert note_from_turn("not too sweet", "and make it sweet please", menu_words=words) is None  # one word


def test_a_remark_is_no_request(words):
    edits = [AddLine(item="cortado", temp="extra hot", notes="served cold")]
    assert ground_notes(edits, "a cortado, but make it extra hot, it's cold out today", words) == [
        AddLine(item="cortado", temp="extra hot")
    ]
    assert note_from_turn("served cold", "a mocha served piping hot", menu_words=words) is None
    assert note_from_turn("very strong", "could i get 2 strong lattes", menu_words=words) is None  # a count
    edits = [AddLine(item="mocha", qty=2, notes="steamed milk")]
    assert ground_notes(edits, "could i order 2 steamed mochas", words) == [AddLine(item="mocha", qty=2)]


def test_a_note_restating_the_lines_values_is_dropped(words):
    edits = [AddLine(item="espresso", addons={"honey": 1}, preps=["dry"], notes="bone dry")]
    assert ground_notes(edits, "an espresso with honey please dry", words)[0].notes is None
    edits = [AddLine(item="cold brew", addons={"raspberry syrup": 1}, notes="a little raspberry syrup")]
    assert ground_notes(edits, "a cold brew, lid and a pump of raspberry", words)[0].notes is None
    edits = [AddLine(item="latte", milk="oat milk", notes="with oat milk froth on top")]
    assert ground_notes(edits, "a latte with oat milk please", words)[0].notes is None


def test_one_request_is_one_lines(words):
    text = "an espresso macchiato plus nutmeg and one cortado, light foam with some cream"
    edits = [AddLine(item="cortado", addons={"foam": 1}, notes="light foam"),
             AddLine(item="macchiato", addons={"nutmeg": 1}, notes="light nutmeg powder")]
    assert [e.notes for e in ground_notes(edits, text, words)] == ["light foam", None]
    edits = [AddLine(item="cortado", notes="light on the foam"),
             AddLine(item="macchiato", notes="go light on the milk")]
    assert [e.notes for e in ground_notes(edits, "a macchiato and a cortado light on the foam", words)] == [
        "light on the foam", None]
