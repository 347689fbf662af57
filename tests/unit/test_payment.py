"""Questions about paying are answered truthfully, the cart stays, and an order said beside one is kept."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, apply_edits
from ordering.menu import load_menu
from ordering.payment import asks_about_paying, payment_answered
from ordering.replies import PAYING, PAYMENT, answer_question, build_reply

MENU = load_menu()
ASKED = AskMenu(about=[PAYMENT])


@pytest.mark.parametrize("text", [
    "can I pay by card", "can i pay with card?", "do you take cash", "do you take apple pay",
    "is apple pay ok", "how do I pay", "can I pay now", "do you accept credit cards?", "card or cash?",
    "cash only?", "where do I pay?", "a latte, I'll pay by card", "is contactless fine",
    "what payment methods do you have", "can I use my phone",
])
def test_questions_about_paying(text):
    assert asks_about_paying(text)


@pytest.mark.parametrize("text", [
    "a latte please", "a card for my mom's latte", "what's my total?", "a cashew milk latte",
    "a large coffee with 2 milks", "how much is a mocha", "take it away", "i'll take a latte",
])
def test_other_turns_are_not(text):
    assert not asks_about_paying(text)


def test_a_payment_question_alone_is_answered_and_nothing_else():
    words = ["do", "you", "take", "apple", "pay"]
    assert payment_answered([], "do you take apple pay", words, MENU) == [ASKED]
    overview = AskMenu()  # the model's question without a subject: the menu's sections
    assert payment_answered([overview], "how do I pay", ["how", "do", "i", "pay"], MENU) == [ASKED]
    free = AskMenu(about=["card payments"])  # "do you do card payments": no thing we sell
    assert payment_answered([free], "do you do card payments", [], MENU) == [ASKED]


def test_a_note_the_payment_words_never_said_goes_and_a_said_request_stays():
    words = ["can", "i", "pay", "with", "card", "?"]
    invented = ChangeLine(ref=1, notes="with a straw")
    assert payment_answered([invented], "can I pay with card?", words, MENU) == [ASKED]
    paying = ChangeLine(ref=1, notes="pay with card")
    assert payment_answered([paying], "can I pay with card?", words, MENU) == [ASKED]
    said = ChangeLine(ref=1, notes="in a ceramic cup")
    text = "in a ceramic cup, and can I pay with card?"
    assert payment_answered([said], text, [], MENU) == [said, ASKED]


def test_an_order_beside_the_question_is_kept():
    add = AddLine(item="latte")
    words = ["a", "item:latte", ",", "i", "will", "pay", "by", "card"]
    assert payment_answered([add], "a latte, I will pay by card", words, MENU) == [add, ASKED]
    done = Finish()
    assert payment_answered([done], "that's all, can I pay by card?", [], MENU) == [done, ASKED]


def test_an_item_asked_of_but_ordered_beside_the_question_is_added():
    words = ["n2", "item:latte", "please", ",", "do", "you", "take", "card", "?"]
    got = payment_answered([AskMenu(about=["latte"])], "two lattes please, do you take card?", words, MENU)
    assert got == [AddLine(item="latte", qty=2), ASKED]
    asked = ["do", "you", "have", "item:latte", "?", "can", "i", "pay", "by", "card", "?"]
    question = AskMenu(about=["latte"])  # "do you have lattes?" orders nothing
    assert payment_answered([question], "do you have lattes? can I pay by card?", asked, MENU) == [
        question, ASKED]


def test_a_menu_question_beside_it_stays():
    milks = AskMenu(about=["milks"])
    assert payment_answered([milks], "can I pay by card, and what milks do you have?", [], MENU) == [
        milks, ASKED]


def test_other_turns_are_left_as_they_are():
    edits = [AskMenu()]
    assert payment_answered(edits, "what do you have?", [], MENU) == edits


def test_the_reply_says_how_to_pay_and_the_cart_is_unchanged():
    cart = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    result = apply_edits(cart, [ASKED], MENU)
    assert result.cart == cart
    assert build_reply(result, cart, MENU, intent="question", understood=True) == PAYING
    assert "counter" in PAYING and "collect" in PAYING
    assert answer_question([PAYMENT], MENU) == PAYING
    assert answer_question(["milks", PAYMENT], MENU).endswith(PAYING)


def test_an_order_and_the_payment_answer_in_one_reply():
    result = apply_edits(Cart(), [AddLine(item="latte"), ASKED], MENU)
    reply = build_reply(result, Cart(), MENU, intent="order", understood=True)
    assert reply == f"Added a latte ($4.75). {PAYING} Anything else?"
