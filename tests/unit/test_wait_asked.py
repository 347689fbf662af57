"""`wait_asked`: "how long will it take?" is answered with how the order goes on, not read back."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, AskMenu, Finish
from ordering.menu import load_menu
from ordering.replies import WAIT, WAITING, answer_question
from ordering.wait_asked import wait_asked


@pytest.mark.parametrize("text", ["how long will it take", "when will my order be ready?", "is it ready yet",
                                  "how long is the wait", "what's the wait time", "how much longer?"])
def test_a_question_of_waiting_is_answered(text):
    assert wait_asked([Finish()], text) == [AskMenu(about=[WAITING])]
    assert wait_asked([], text) == [AskMenu(about=[WAITING])]


def test_an_order_or_a_question_of_the_menu_is_left_as_read():
    added = [AddLine(item="latte")]
    assert wait_asked(added, "a latte, how long will it take?") == added
    milk = [AskMenu(about=["milk"])]
    assert wait_asked(milk, "how long do you steam the milk for") == milk
    assert wait_asked([Finish()], "that's all") == [Finish()]
    assert answer_question([WAITING], load_menu()) == WAIT
