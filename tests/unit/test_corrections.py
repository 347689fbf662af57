""""Sorry, I meant a mocha", "just one actually": corrections of the last line (`ordering.corrections`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.corrections import count_corrected, item_corrected
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", size="small"), Line(id=2, item="blueberry muffin")],
            next_line_id=3)


def test_the_item_meant_replaces_the_last_line_of_its_kind():
    said = "sorry , i meant a item:mocha".split()
    assert item_corrected([], said, CART, MENU) == [RemoveLine(ref=1), AddLine(item="mocha")]
    large = "no i said a size:large item:mocha".split()
    assert item_corrected([ChangeLine(ref=1, size="large")], large, CART, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha", size="large")]
    croissant = "sorry , i meant a item:butter_croissant".split()
    assert item_corrected([], croissant, CART, MENU) == [RemoveLine(ref=2), AddLine(item="butter croissant")]


def test_other_turns_keep_the_models_edits():
    written = [AddLine(item="mocha")]
    assert item_corrected(written, "and a item:mocha".split(), CART, MENU) == written
    assert item_corrected([], "a item:mocha please".split(), CART, MENU) == []  # no correction said
    change = [ChangeLine(ref=1, size="large")]
    assert item_corrected(change, "actually a size:large item:mocha".split(), CART, MENU) == change
    assert item_corrected([], "sorry i meant a item:latte".split(), CART, MENU) == []  # already there
    assert item_corrected([], "sorry i meant a item:mocha".split(), Cart(), MENU) == []


def test_a_count_said_alone_sets_the_last_lines_count():
    assert count_corrected([], "just n1 actually".split(), CART) == [ChangeLine(ref=2, qty=1)]
    assert count_corrected([], "oh , n3".split(), CART) == [ChangeLine(ref=2, qty=3)]
    assert count_corrected([], "n2 item:latte".split(), CART) == []
    assert count_corrected([], "n2 for here".split(), CART) == []
    written = [ChangeLine(ref=1, qty=2)]
    assert count_corrected(written, "make it n2".split(), CART) == written
