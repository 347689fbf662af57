""""Do you have macadamia milk?": we don't, and our milks (`ordering.lacked_asked`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AskMenu
from ordering.lacked_asked import lacked_asked
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()


def test_a_thing_of_a_group_we_lack_is_said_back_before_the_group():
    milks = [AskMenu(about=["milk"])]
    assert lacked_asked(milks, "do you have macadamia milk", MENU) == [
        AskMenu(about=["macadamia milk", "milk"])]
    syrups = [AskMenu(about=["syrup"])]
    assert lacked_asked(syrups, "actually, do you have maple syrup?", MENU) == [
        AskMenu(about=["maple syrup", "syrup"])]


def test_a_flavour_named_by_a_word_of_our_tea_is_no_tea():
    tea = [AskMenu(about=["lavender earl grey tea"])]
    assert lacked_asked(tea, "do you have lavender syrup", MENU) == [AskMenu(about=["lavender syrup"])]
    assert lacked_asked(tea, "do you have lavender tea", MENU) == tea  # the tea itself: ours


def test_what_we_have_or_a_kind_described_is_left_alone():
    milks = [AskMenu(about=["milk"])]
    for text in ("do you have any milk", "do you have plant milk", "do you have cold milk",
                 "what milk do you have"):
        assert lacked_asked(milks, text, MENU) == milks, text
    assert lacked_asked([AskMenu(about=["tea"])], "do you have green tea", MENU) == [AskMenu(about=["tea"])]
    sizes = [AskMenu(about=["sizes"])]
    assert lacked_asked(sizes, "do you have smaller sizes", MENU) == sizes  # ours, smaller


def test_the_shipped_engine(engine):
    oat = Cart(lines=[Line(id=1, item="latte", milk="oat milk")], next_line_id=2)
    cart, replies = converse(engine, "actually do you have macadamia milk", cart=oat)
    assert cart.lines == oat.lines  # a question: the oat milk stays
    assert replies[0].startswith("Sorry, we don't have macadamia milk. Our milk options: whole milk")
    _, replies = converse(engine, "do you have lavender syrup")
    assert replies == ["Sorry, we don't have lavender syrup."]
