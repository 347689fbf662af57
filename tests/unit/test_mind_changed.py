""""On second thought, a cortado" of a small latte: the cortado in its place (`ordering.mind_changed`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.mind_changed import mind_changed, never_mind_made
from tests.unit.shipped import converse

MENU = load_menu()
LATTE = Cart(lines=[Line(id=1, item="latte", size="small")], next_line_id=2, added=[1])
DRINK_AND_FOOD = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="apple bran muffin")],
                      next_line_id=3, added=[2])


@pytest.mark.parametrize(("text", "words", "model"), [
    ("on second thought, i'll have a cortado", "on second thought , i'll have a item:cortado",
     [AddLine(item="cortado")]),
    ("hmm, i changed my mind, a cortado please", "hmm , i changed my mind , a item:cortado please",
     [ChangeLine(ref=1, notes="no sleeve")]),
])
def test_the_item_after_a_change_of_mind_takes_the_last_lines_place(text, words, model):
    assert mind_changed(model, text, words.split(), LATTE, MENU) == [
        RemoveLine(ref=1), AddLine(item="cortado", size="small")]


def test_the_line_replaced_is_of_the_items_kind():
    said = "on second thought , a item:mocha instead".split()
    model = [RemoveLine(ref=2), AddLine(item="mocha")]  # the muffin the model removed stays
    assert mind_changed(model, "on second thought, a mocha instead", said, DRINK_AND_FOOD, MENU) == [
        RemoveLine(ref=1), AddLine(item="mocha")]


@pytest.mark.parametrize(("text", "words"), [
    ("on second thought, i'll have a croissant too",
     "on second thought , i'll have a item:butter_croissant too"),
    ("on second thought, two cortados", "on second thought , n2 item:cortado"),
    ("i'll have a cortado", "i'll have a item:cortado"),  # no change of mind said
    ("on second thought, a croissant", "on second thought , a item:butter_croissant"),  # no line of its kind
    ("on second thought, a small latte", "on second thought , a size:small item:latte"),  # the line's own
])
def test_other_turns_are_the_models(text, words):
    model = [AddLine(item=next(w for w in words.split() if w.startswith("item:"))[5:].replace("_", " "))]
    assert mind_changed(model, text, words.split(), LATTE, MENU) == model


def test_the_shipped_engine_replaces_the_latte(engine):
    cart, _ = converse(engine, "a small latte", "on second thought, i'll have a cortado")
    assert [(line.item, line.size) for line in cart.lines] == [("cortado", "small")]


@pytest.mark.parametrize("text, words", [
    ("i changed my mind about the muffin", "i changed my mind about the item:apple_bran_muffin"),
    ("changed my mind on the muffin, sorry", "changed my mind on the item:apple_bran_muffin , sorry")])
def test_a_mind_changed_about_a_line_and_nothing_more_takes_it_off(text, words):
    from ordering.mind_changed import mind_changed_about

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    assert mind_changed_about([ChangeLine(ref=2, notes="weak")], text, words.split(), cart) == [
        RemoveLine(ref=2)]


def test_a_mind_changed_about_a_line_with_more_said_is_left_to_the_other_readings():
    from ordering.mind_changed import mind_changed_about

    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    for text, words in (("i changed my mind about the muffin, make it lemon",
                         "i changed my mind about the item:apple_bran_muffin , make it lemon"),
                        ("what about the muffin", "what about the item:apple_bran_muffin")):
        assert mind_changed_about([], text, words.split(), cart) == [], text


def test_the_shipped_engine_takes_the_muffin_off_the_mind_was_changed_about(engine):
    cart, replies = converse(engine, "a latte, a mocha and a muffin", "i changed my mind about the muffin")
    assert [line.item for line in cart.lines] == ["latte", "mocha"]
    assert replies[1] == "Removed the apple bran muffin. Anything else?"


def test_never_mind_then_a_change_is_the_change_not_the_line_off():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="americano", size="medium")], next_line_id=3)
    said = "never mind make it size:small".split()
    assert never_mind_made([RemoveLine(ref=2)], said, cart) == [ChangeLine(ref=2, size="small")]
    assert never_mind_made([], "never mind , make it temp:iced please".split(), cart) == [
        ChangeLine(ref=2, temp="iced")]
    off = [RemoveLine(ref=2)]
    assert never_mind_made(off, "never mind".split(), cart) == off  # "never mind" alone: the model's
    assert never_mind_made(off, "never mind the item:americano".split(), cart) == off
    assert never_mind_made([RemoveLine(ref=1)], said, cart) == [RemoveLine(ref=1)]  # not the last line


def test_the_shipped_engine_makes_the_americano_small_after_never_mind(engine):
    cart, replies = converse(engine, "gimme an americano, 16oz, black", "nvm make it 12oz")
    assert [(line.item, line.size) for line in cart.lines] == [("americano", "small")]
    assert replies[1] == "Changed the americano to small. Anything else?"

