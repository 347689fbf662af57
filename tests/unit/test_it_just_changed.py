""""Make the hot chocolate large", then "make it iced": "it" is the line the last turn changed
(`ordering.it_just_changed`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Changed, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.it_just_changed import it_just_changed, it_just_changed_asked
from tests.unit.shipped import MENU, converse, lines, ordered

COCOA, LATTE = Line(id=1, item="hot chocolate"), Line(id=2, item="latte")
COCOA_CHANGED = Cart(lines=[COCOA.model_copy(update={"size": "large"}), LATTE], next_line_id=3,
                     changed=[Changed(line=COCOA, change={"op": "set", "size": "large"})])


@pytest.mark.parametrize(("edit", "words"), [
    (ChangeLine(ref=2, temp="iced"), ["make", "it", "temp:iced"]),
    (ChangeLine(ref=2, drop=["whipped cream"]), ["no", "addon:whipped_cream", "on", "it", "either"]),
    (ChangeLine(ref=2, add_addons={"vanilla syrup": 1}), ["put", "addon:vanilla_syrup", "in", "that", "n1"]),
])
def test_the_change_of_it_goes_to_the_line_just_changed(edit, words):
    assert it_just_changed([edit], words, COCOA_CHANGED, MENU) == [edit.model_copy(update={"ref": 1})]


@pytest.mark.parametrize(("edits", "words"), [
    ([ChangeLine(ref=2, temp="iced")], ["make", "the", "other", "n1", "temp:iced"]),
    ([ChangeLine(ref=2, temp="iced")], ["make", "the", "item:latte", "temp:iced"]),
    ([ChangeLine(ref=2, temp="iced")], ["make", "temp:iced"]),  # no "it"
    ([ChangeLine(ref=2, qty=2)], ["make", "it", "n2"]),
    ([RemoveLine(ref=2)], ["remove", "the", "other", "n1"]),
    ([ChangeLine(ref=2, drop=["foam"])], ["remove", "the", "addon:foam", "from", "it"]),
    ([AddLine(item="latte")], ["another", "n1", "of", "it"]),
    ([ChangeLine(ref=2, shots=2)], ["make", "it", "a", "double"]),  # the hot chocolate takes no shots
    ([ChangeLine(ref=2, temp="iced"), ChangeLine(ref=1, temp="iced")], ["make", "them", "both", "temp:iced"]),
])
def test_another_reading_or_a_change_the_line_refuses_stays(edits, words):
    assert it_just_changed(edits, words, COCOA_CHANGED, MENU) == edits


def test_without_a_change_of_one_line_last_turn_the_model_stands():
    edit = [ChangeLine(ref=2, temp="iced")]
    plain = COCOA_CHANGED.model_copy(update={"changed": []})
    assert it_just_changed(edit, ["make", "it", "temp:iced"], plain, MENU) == edit
    added = COCOA_CHANGED.model_copy(update={"added": [2]})
    assert it_just_changed(edit, ["make", "it", "temp:iced"], added, MENU) == edit


def test_the_shipped_engine_changes_the_line_just_talked_of(engine):
    cart, replies = converse(engine, "a hot chocolate and a latte", "make the hot chocolate large",
                             "no whipped cream on it either")
    assert lines(cart) == ordered([{"item": "hot chocolate", "qty": 1, "size": "large",
                                    "removals": ["whipped cream"]}, {"item": "latte", "qty": 1}])
    assert replies[-1] == "Changed the hot chocolate: no whipped cream. Anything else?"
    cart, _ = converse(engine, "a latte and a mocha", "make the latte oat", "and could i get it iced")
    assert [line.temp for line in cart.lines] == ["iced", None]


def test_remove_it_removes_the_line_just_changed():
    for words in (["remove", "it"], ["actually", "remove", "that"]):
        assert it_just_changed([RemoveLine(ref=2)], words, COCOA_CHANGED, MENU) == [RemoveLine(ref=1)], words


def test_the_shipped_engine_removes_the_latte_just_changed(engine):
    cart, replies = converse(engine, "a latte and a cappuccino", "make the latte oat", "actually remove that")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1}]
    assert replies[-1] == "Removed the oat milk latte. Anything else?"


def test_a_question_of_it_is_asked_of_the_line_just_changed():
    asked = [AskMenu(about=["what:size"], ref=2)]
    assert it_just_changed_asked(asked, ["what", "size", "is", "it"], COCOA_CHANGED) == [
        AskMenu(about=["what:size"], ref=1)]
    named = ["what", "size", "is", "the", "item:latte"]
    assert it_just_changed_asked(asked, named, COCOA_CHANGED) == asked


def test_the_shipped_engine_says_the_size_of_the_latte_just_changed(engine):
    _, replies = converse(engine, "a latte and a cappuccino", "make the latte oat", "what size is it")
    assert replies[-1] == "The latte is medium."
