""""A latte and a muffin on the side": no muffin noted on the latte (`ordering.side_item_noted`)."""

from __future__ import annotations

from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.side_item_noted import side_item_not_noted
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_note_naming_only_an_item_added_comes_off():
    edits = [AddLine(item="latte", notes="steamer on the side"), AddLine(item="steamer")]
    assert side_item_not_noted(edits, MENU) == [AddLine(item="latte"), AddLine(item="steamer")]
    edits = [AddLine(item="latte", notes="extra hot, with a croissant on the side"),
             AddLine(item="butter croissant")]
    assert side_item_not_noted(edits, MENU) == [AddLine(item="latte", notes="extra hot"),
                                                AddLine(item="butter croissant")]


def test_other_notes_stay():
    milk = [AddLine(item="coffee", notes="with milk on the side"), AddLine(item="blueberry muffin")]
    assert side_item_not_noted(milk, MENU) == milk  # the milk is no line of the turn
    alone = [ChangeLine(ref=1, notes="a croissant on the side")]  # no croissant added: another reading's
    assert side_item_not_noted(alone, MENU) == alone
    said = [AddLine(item="latte", notes="a muffin"), AddLine(item="apple bran muffin")]  # no "side"
    assert side_item_not_noted(said, MENU) == said


def test_the_shipped_engine_adds_the_steamer_without_noting_it(engine):
    cart, replies = converse(engine, "a latte and a steamer on the side")
    assert lines(cart) == [{"item": "latte", "qty": 1}, {"item": "steamer", "qty": 1}]
    assert replies[0] == "Added a latte ($4.75) and a steamer ($3.50). Anything else?"
