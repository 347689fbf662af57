"""A question about the customer's own order is read back (`ordering.order_review`)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu, Finish, ReviewOrder, SetOrder
from ordering.order_review import asks_about_the_order, finished, kinds_listed, reviewed, subjects_filled


@pytest.mark.parametrize(
    "text",
    ["what's the total?", "whats my total", "how much is that altogether", "how much will it be", "total?",
     "what do i owe you", "what have I got so far", "what's in my order", "can you read it back",
     "what does that come to", "what did i order", "how much is the bill"],
)
def test_questions_about_the_order(text):
    assert asks_about_the_order(text)


@pytest.mark.parametrize(
    "text",
    ["how much is a large latte?", "how much is it for a latte", "how much does it cost to add oat milk",
     "a latte please", "what teas do you have", "", "total" * 1000],
)
def test_other_turns_are_not(text):
    assert not asks_about_the_order(text)


def test_reviewed_replaces_a_bare_question_and_keeps_edits():
    assert reviewed([AskMenu()], "what's my total?") == [ReviewOrder()]
    add = AddLine(item="latte")
    assert reviewed([add], "and a latte, how much is that?") == [add, ReviewOrder()]
    assert reviewed([add], "a latte please") == [add]


def test_reviewed_leaves_menu_questions_and_finishing_alone():
    ask = AskMenu(about=["latte", "large"])
    assert reviewed([ask], "what's the total price of a large latte?") == [ask]
    assert reviewed([Finish()], "that's all, what's the total?") == [Finish()]


def test_a_question_naming_a_group_of_the_menu_gets_it_as_its_subject():
    assert subjects_filled([AskMenu()], "what milks do you have?") == [AskMenu(about=["milks"])]
    both = AskMenu(about=["baked goods", "syrups"])
    assert subjects_filled([AskMenu()], "any baked goods, or syrups?") == [both]
    oat = AskMenu(about=["oat milk"])
    assert subjects_filled([oat], "do you have oat milk?") == [oat]
    assert subjects_filled([AskMenu()], "what do you have?") == [AskMenu()]

    caramel = "is there addon:caramel_syrup for the item:latte".split()
    asked = subjects_filled([AskMenu(about=["caramel syrup"])], "is there caramel for the latte", caramel)
    assert asked == [AskMenu(about=["latte", "caramel syrup"])]
    decaf = "do you have caffeine:decaf ?".split()
    assert subjects_filled([AskMenu()], "do you have decaf?", decaf) == [AskMenu(about=["decaf"])]


@pytest.mark.parametrize(
    "text", ["that's it, to go", "that's all I need", "nothing else, thanks", "I'm good thanks",
             "that's all for now.", "that will do it", "that is everything"])
def test_words_that_close_the_order_finish_it(text):
    to_go = SetOrder(to_go=True)
    assert finished([to_go], text) == [to_go, Finish()]
    assert finished([Finish()], text) == [Finish()]


@pytest.mark.parametrize(
    "text", ["is that it?", "that's it for the latte, and a muffin", "i'm good with the latte, and a muffin",
             "a latte please", ""])
def test_other_words_do_not(text):
    assert finished([AddLine(item="latte")], text) == [AddLine(item="latte")]


def test_an_order_naming_only_a_kind_lists_that_kind():
    assert kinds_listed([], "a tea please") == [AskMenu(about=["tea"])]
    assert kinds_listed([], "hello") == []
    add = AddLine(item="earl grey tea")
    assert kinds_listed([add], "an earl grey tea") == [add]
