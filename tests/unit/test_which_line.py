"""A line asked off by a kind the cart holds two of: nothing removed, the reply asks which."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AskMenu, ChangeLine, RemoveLine, apply_edits
from ordering.menu import load_menu
from ordering.replies import answer_question, build_reply
from ordering.which_line import removal_targets, which_asked, which_question

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin"),
                   Line(id=3, item="lemon poppyseed muffin")], next_line_id=4)
ASKED = AskMenu(about=["which:muffin", "blueberry muffin", "lemon poppyseed muffin"], lines=[2, 3],
                then=RemoveLine(ref=2))  # the answer ("the lemon one") removes the line it picks


def test_the_removal_targets_are_the_items_after_a_removing_word():
    said = "remove the item:apple_bran_muffin and make the item:latte temp:iced".split()
    assert removal_targets(said) == [(2, "apple bran muffin")]
    said = "cancel the item:mocha and the item:latte".split()
    assert removal_targets(said) == [(2, "mocha"), (5, "latte")]


def test_a_line_not_named_is_kept_and_the_change_beside_is_written():
    said = "remove the item:apple_bran_muffin and make the item:latte temp:iced".split()
    assert which_asked([RemoveLine(ref=1)], said, CART) == [ChangeLine(ref=1, temp="iced"), ASKED]
    # a muffin the model chose by itself is not removed either
    assert which_asked([RemoveLine(ref=3)], "drop my item:apple_bran_muffin".split(), CART) == [ASKED]


def test_a_line_named_or_a_kind_of_one_line_is_left_to_the_model():
    said = "remove the item:blueberry_muffin".split()
    assert which_asked([RemoveLine(ref=2)], said, CART) == [RemoveLine(ref=2)]
    one = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin")], next_line_id=3)
    said = "remove the item:apple_bran_muffin".split()
    assert which_asked([RemoveLine(ref=2)], said, one) == [RemoveLine(ref=2)]
    assert which_asked([ChangeLine(ref=1, temp="iced")], "make the item:latte temp:iced".split(), CART) == [
        ChangeLine(ref=1, temp="iced")]


def test_the_reply_asks_which_and_changes_nothing_else():
    assert which_question(ASKED.about, MENU) == (
        "Which muffin — the blueberry muffin or the lemon poppyseed muffin?")
    assert which_question(["tea"], MENU) == ""
    assert answer_question(ASKED.about, MENU).startswith("Which muffin — the blueberry")
    result = apply_edits(CART, [ChangeLine(ref=1, temp="iced"), ASKED], MENU)
    assert [line.item for line in result.cart.lines] == [
        "latte", "blueberry muffin", "lemon poppyseed muffin"]
    assert build_reply(result, CART, MENU, intent="remove", understood=True) == (
        "Changed the latte to iced. Which muffin — the blueberry muffin or the lemon poppyseed muffin?")


def test_the_kind_said_in_the_plural_removes_every_line_of_it():
    said = "remove the item:apple_bran_muffin".split()
    assert which_asked([RemoveLine(ref=2)], said, CART, "remove the muffins", MENU) == [
        RemoveLine(ref=2), RemoveLine(ref=3)]
    assert which_asked([RemoveLine(ref=2)], said, CART, "remove one of the muffins", MENU) == [ASKED]
    croissants = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="chocolate croissant")],
                      next_line_id=3)
    said = "cancel both item:butter_croissant".split()
    assert which_asked([RemoveLine(ref=1)], said, croissants, "cancel both croissants", MENU) == [
        RemoveLine(ref=1), RemoveLine(ref=2)]
    lattes = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="chai latte")], next_line_id=3)
    said = "remove the item:latte".split()
    assert which_asked([RemoveLine(ref=1)], said, lattes, "remove the lattes", MENU) == [RemoveLine(ref=1)]


def test_the_shipped_engine_removes_the_muffins(engine):
    from tests.unit.shipped import converse, lines

    cart, _ = converse(engine, "a blueberry muffin and a lemon muffin and a latte", "remove the muffins")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
