""""Can I change my order?" asks what to change (`ordering.change_asked`), not "didn't catch"."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.change_asked import add_asked, change_asked, never_minded
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.replies import ADD, ADDING, CHANGE, CHANGING, NEVER_MIND, UNCHANGED
from tests.unit.shipped import converse, lines, ordered


@pytest.mark.parametrize("text", ["can I change my order", "could I change my order please?",
                                  "I need to change something", "hi, can i edit my order",
                                  "wait, can I fix that", "can i change one of them",
                                  "excuse me, can I change my order", "hmm, pardon, can i change something",
                                  "is it too late to change my order", "can i still change my drink",
                                  "am i able to change my order?", "actually i changed my mind",
                                  "hmm, I've changed my mind", "on second thought...", "change my order",
                                  "ok edit the order please", "i need to make a change",
                                  "make a change to my order", "I have a change", "can i make some changes"])
def test_a_turn_that_only_asks_to_change_is_asked_what(text):
    for model in ([], [ChangeLine(ref=1, notes="weak")], [Finish()], [ChangeLine(ref=1, qty=1)]):
        assert change_asked(model, text) == [AskMenu(about=[CHANGING])]


@pytest.mark.parametrize("text, model", [
    ("can I change the latte to a mocha", [AddLine(item="mocha")]),
    ("can I change my order to a mocha", []),
    ("I need to change my order, make the latte large", [ChangeLine(ref=1, size="large")]),
    ("can i change my order", [ChangeLine(ref=1, size="large")]),  # the model read a change: kept
    ("i changed my mind, a mocha", [AddLine(item="mocha")]),
    ("on second thought make it iced", [ChangeLine(ref=1, temp="iced")]),
    ("change my order to two lattes", [ChangeLine(ref=1, qty=2)]),
    ("make a change to the latte", [ChangeLine(ref=1, notes="weak")]),
])
def test_a_turn_that_says_what_is_the_models(text, model):
    assert change_asked(model, text) == model


def test_the_shipped_engine_asks_what_to_change_of_change_my_order(engine):
    cart, replies = converse(engine, "a latte and a muffin", "change my order")
    assert replies[1] == CHANGE and len(cart.lines) == 2


def test_the_shipped_engine_asks_what_to_change_after_excuse_me(engine):
    _, replies = converse(engine, "a latte and a muffin", "excuse me, can I change my order")
    assert replies[1] == CHANGE


def test_the_shipped_engine_asks_what_to_change_after_a_change_of_mind(engine):
    cart, replies = converse(engine, "a mocha and a scone", "oh wait, i changed my mind")
    assert replies[1] == CHANGE
    assert lines(cart) == [{"item": "mocha", "qty": 1}]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte", "can I change my order", "make it a mocha")
    assert replies[1] == CHANGE
    assert lines(cart) == [{"item": "mocha", "qty": 1}]


def test_never_mind_changes_nothing_and_no_worries_removes_nothing():
    assert never_minded([], "nevermind") == [AskMenu(about=[NEVER_MIND])]
    assert never_minded([RemoveLine(ref=2)], "no worries") == [AskMenu(about=[NEVER_MIND])]
    assert never_minded([RemoveLine(ref=1)], "oh never mind then") == [RemoveLine(ref=1)]  # taken back
    assert never_minded([AddLine(item="latte")], "never mind, a latte") == [AddLine(item="latte")]


def test_keeping_what_a_line_was_ordered_without_puts_it_back():
    cart = Cart(lines=[Line(id=1, item="mocha", removals=["whipped cream"]), Line(id=2, item="cappuccino")],
                next_line_id=3)
    back = [ChangeLine(ref=1, add_addons={"whipped cream": 1})]
    assert never_minded(back, "oh keep the whip", cart) == back
    foam = [ChangeLine(ref=2, add_addons={"foam": 1})]  # it has its foam: nothing to put back
    assert never_minded(foam, "keep the foam", cart) == [AskMenu(about=[NEVER_MIND])]
    more = [ChangeLine(ref=1, add_addons={"whipped cream": 1}, size="large")]  # more than put back
    assert never_minded(more, "keep the whip", cart) == [AskMenu(about=[NEVER_MIND])]


def test_the_shipped_engine_puts_the_whip_back_when_kept(engine):
    cart, replies = converse(engine, "a large mocha with no whipped cream", "hmm actually keep the whip")
    assert lines(cart) == [{"item": "mocha", "qty": 1, "size": "large", "addons": {"whipped cream": 1}}]
    assert replies[1] == "Changed the mocha: with whipped cream. Anything else?"


def test_all_good_read_as_the_end_of_the_order_ends_it():
    assert never_minded([Finish()], "all good thanks") == [Finish()]
    assert never_minded([Finish()], "no worries") == [AskMenu(about=[NEVER_MIND])]
    assert never_minded([RemoveLine(ref=1)], "all good") == [AskMenu(about=[NEVER_MIND])]


def test_the_shipped_engine_reads_the_order_back_after_all_good(engine):
    _, replies = converse(engine, "two iced americanos", "all good thanks")
    assert replies[1].startswith("Here's your order: 2 iced americanos"), replies[1]


def test_plain_said_fine_changes_nothing():
    for text in ("plain is fine", "regular's good thanks", "the usual way is fine",
                 "no that's ok, leave it plain", "ok fine keep it"):
        assert never_minded([ChangeLine(ref=1, unset=["milk"])], text) == [AskMenu(about=[NEVER_MIND])], text
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert never_minded(oat, "oat is fine") == oat  # a value said: the model's
    assert never_minded(oat, "plain with oat is fine") == oat


@pytest.mark.parametrize("text", ["the third one is fine as is", "leave the rest as is",
                                  "the others are fine", "everything else is fine",
                                  "the muffin is fine as it is", "the other one stays as it is",
                                  "ok leave the latte as it is thanks", "ok keep the flat white",
                                  "keep the latte then, thanks"])
def test_a_line_or_the_rest_said_to_stay_as_it_is_changes_nothing(text):
    for model in ([], [AskMenu(about=["apple bran muffin"])], [ChangeLine(ref=3, notes="as is")],
                  [RemoveLine(ref=1)]):
        assert never_minded(model, text) == [AskMenu(about=[NEVER_MIND])], model


@pytest.mark.parametrize("text", ["the latte is iced", "the rest is for here", "leave the latte iced",
                                  "keep the flat white but make it iced",
                                  "the other one decaf", "a latte as is"])
def test_a_value_said_of_the_line_is_no_never_mind(text):
    model = [ChangeLine(ref=1, temp="iced")]
    assert never_minded(model, text) == model


def test_the_shipped_engine_changes_nothing_when_the_rest_stays(engine):
    cart, replies = converse(engine, "three cappuccinos", "make one decaf", "the third one is fine as is")
    assert replies[2] == UNCHANGED
    assert lines(cart) == ordered([{"item": "cappuccino", "qty": 2},
                                   {"item": "cappuccino", "qty": 1, "caffeine": "decaf"}])


def test_the_shipped_engine_keeps_the_plain_bagel(engine):
    cart, replies = converse(engine, "a bagel", "plain is fine")
    assert lines(cart) == [{"item": "bagel", "qty": 1}]
    assert replies[1] == UNCHANGED


def test_the_shipped_engine_says_what_is_so_already(engine):
    _, replies = converse(engine, "a large mocha", "make that a medium, no actually large is fine",
                          "no worries", "nevermind")
    assert replies[1:] == ["The mocha is large already. Anything else?", UNCHANGED, UNCHANGED]
    _, replies = converse(engine, "a large iced oat latte", "make it large and iced with oat")
    assert replies[1] == "The latte is large and iced and has oat milk already. Anything else?"
    _, replies = converse(engine, "3 espressos", "make that 30", "ok 3 then")
    assert replies[2] == "You have 3 espressos already. Anything else?"  # not "couldn't find anything"


def test_asking_to_add_something_asks_what():
    for text in ("is it too late to add something", "can i add one more thing", "can I still add something?",
                 "i'd like to add something else"):
        assert add_asked([], text) == [AskMenu(about=[ADDING])], text
    model = [AddLine(item="latte")]
    assert add_asked(model, "can i add a latte") == model
    assert add_asked(model, "is it too late to add something") == model  # the model's line: its own


def test_the_shipped_engine_asks_what_to_add(engine):
    cart, replies = converse(engine, "a latte", "is it too late to add something", "a muffin please")
    assert replies[1] == ADD and len(cart.lines) == 2


def test_the_shipped_engine_asks_which_of_two_lattes_is_changed(engine):
    cart, replies = converse(engine, "two lattes", "can i change one of them")
    assert replies[1] == CHANGE and lines(cart) == [{"item": "latte", "qty": 2}]  # no latte lost


@pytest.mark.parametrize("text", ["never mind, keep it as is", "ok keep it", "leave it",
                                  "keep it the way it is please", "no, leave it like that"])
def test_keeping_it_as_it_is_changes_nothing_whatever_the_model_wrote(text):
    for model in ([RemoveLine(ref=1)], [ChangeLine(ref=1, notes="weak")], []):
        assert never_minded(model, text) == [AskMenu(about=[NEVER_MIND])]
    assert never_minded([ChangeLine(ref=1, size="large")], "keep it large") == [  # a change said
        ChangeLine(ref=1, size="large")]


def test_the_shipped_engine_keeps_the_latte_kept_as_it_is(engine):
    cart, replies = converse(engine, "a latte", "never mind, keep it as is")
    assert lines(cart) == [{"item": "latte", "qty": 1}] and replies[1] == UNCHANGED


def test_the_shipped_engine_keeps_the_flat_white_asked_about(engine):
    cart, replies = converse(engine, "a flat white", "what's the difference between a flat white and a latte",
                             "ok keep the flat white")
    assert [line.item for line in cart.lines] == ["flat white"] and replies[2] == UNCHANGED
