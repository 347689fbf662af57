""""Undo" takes the last turn back (`ordering.undone`), from what the cart keeps of it (`Cart.added`,
`Cart.changed`, `Cart.removed`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine, apply_edits
from ordering.menu import load_menu
from ordering.undone import asks_to_undo, undone
from tests.unit.shipped import converse

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def after(cart: Cart, *edits) -> Cart:
    return apply_edits(cart, list(edits), MENU).cart


@pytest.mark.parametrize("text", ["undo", "undo that", "oops, undo that please",
                                  "can you undo the last change",
                                  "change it back", "revert my last edit",
                                  "put it back the way it was", "add it back", "actually bring it back"])
def test_turns_that_ask_to_undo(text):
    assert asks_to_undo(text)


@pytest.mark.parametrize("text", ["", "a latte", "undo the latte and add a mocha", "change it to a mocha",
                                  "bring the muffin back", "undo" * 40])
def test_other_turns_do_not(text):
    assert not asks_to_undo(text)


def test_the_cart_keeps_the_lines_a_turn_added_for_the_next_turn_only():
    two = after(LATTE, AddLine(item="mocha"))
    assert two.added == [2]
    assert after(two, ChangeLine(ref=1, size="large")).added == []


def test_undo_removes_what_was_added_restores_what_was_changed_and_removed():
    two = after(LATTE, AddLine(item="mocha"), ChangeLine(ref=1, size="large"))
    got = undone([], "undo that", two)
    assert got == [ChangeLine(ref=1, unset=["size"]), RemoveLine(ref=2)]
    assert [(line.item, line.size) for line in after(two, *got).lines] == [("latte", None)]
    gone = after(LATTE, RemoveLine(ref=1))
    assert undone([], "undo", gone) == [AddLine(item="latte")]
    swapped = after(LATTE, RemoveLine(ref=1), AddLine(item="mocha"))
    assert [line.item for line in after(swapped, *undone([], "undo", swapped)).lines] == ["latte"]


def test_nothing_to_undo_or_another_turn_is_left_as_read():
    assert undone([], "undo", LATTE) == []
    two = after(LATTE, AddLine(item="mocha"))
    model = [ChangeLine(ref=1, size="large")]
    assert undone(model, "make it large", two) == model


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse, lines

    cart, replies = converse(engine, "a latte", "and a cappuccino extra hot", "undo that")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    assert replies[2] == "Removed the extra hot cappuccino. Anything else?"
    cart, _ = converse(engine, "a latte", "make it large", "oops undo")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    cart, _ = converse(engine, "a latte", "change it to a mocha", "undo that")
    assert lines(cart) == [{"item": "latte", "qty": 1}]


def test_the_shipped_engine_adds_the_latte_taken_off_back(engine):
    cart, replies = converse(engine, "two lattes", "remove one", "add it back")
    assert [(line.item, line.qty) for line in cart.lines] == [("latte", 2)]
    assert replies[2] == "You now have 2 lattes ($9.50). Anything else?"


def test_never_mind_after_a_change_takes_the_change_back():
    large = after(LATTE, ChangeLine(ref=1, size="large"))
    for text in ("never mind", "actually don't bother", "oh forget it"):
        assert undone([RemoveLine(ref=1)], text, large) == [ChangeLine(ref=1, unset=["size"])], text
    added = after(LATTE, AddLine(item="mocha"))  # after an order: the model's removal of it stands
    assert undone([RemoveLine(ref=2)], "never mind", added) == [RemoveLine(ref=2)]
    assert undone([RemoveLine(ref=1)], "never mind the latte", large) == [RemoveLine(ref=1)]


def test_the_shipped_engine_keeps_the_latte_when_never_mind_follows_a_change(engine):
    cart, replies = converse(engine, "one latte", "make it large", "never mind")
    assert [(line.item, line.size) for line in cart.lines] == [("latte", None)]
    assert replies[-1] == "Changed the latte to the usual size. Anything else?"
