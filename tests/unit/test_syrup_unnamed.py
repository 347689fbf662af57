""""A latte with syrup": the latte and which syrup, no note; "no thanks" keeps the latte
(`ordering.syrup_unnamed`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, RemoveLine
from ordering.menu import load_menu
from ordering.replies import NEVER_MIND, answer_question
from ordering.syrup_unnamed import syrup_declined, syrup_unnamed
from tests.unit.shipped import converse, lines

MENU = load_menu()
WHICH_SYRUP = AskMenu(about=["syrup", "count:1"])


def test_a_drink_with_a_syrup_not_named_asks_which():
    noted = [AddLine(item="latte", notes="with syrup")]
    assert syrup_unnamed(noted, "a latte with syrup", MENU) == [AddLine(item="latte"), WHICH_SYRUP]
    for text in ("a mocha with a syrup please", "a latte with some flavor", "a coffee with a pump of syrup",
                 "an iced latte with flavored syrup and oat milk"):
        assert syrup_unnamed([AddLine(item="latte")], text, MENU) == [AddLine(item="latte"),
                                                                       WHICH_SYRUP], text
    kept = [AddLine(item="latte", notes="extra hot")]
    assert syrup_unnamed(kept, "a latte with syrup, extra hot", MENU) == [
        AddLine(item="latte", notes="extra hot"), WHICH_SYRUP]


def test_the_question_asks_which_syrup():
    assert answer_question(["syrup", "count:1"], MENU).startswith(
        "Which syrup would you like? We have vanilla syrup, ")


def test_other_turns_are_the_models():
    named = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    assert syrup_unnamed(named, "a latte with vanilla syrup", MENU) == named
    assert syrup_unnamed(named, "a latte with syrup", MENU) == named  # the model named one: kept
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert syrup_unnamed(two, "a latte and a mocha with syrup", MENU) == two  # which one it is for: unknown
    bagel = [AddLine(item="bagel")]
    assert syrup_unnamed(bagel, "a bagel with syrup", MENU) == bagel  # the bagel takes no syrup
    change = [ChangeLine(ref=1, notes="with syrup")]
    assert syrup_unnamed(change, "with syrup", MENU) == change
    plain = [AddLine(item="latte")]
    assert syrup_unnamed(plain, "a latte with syrup of the day", MENU) == plain


MOCHA = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)


def test_a_syrup_declined_keeps_the_drink():
    asked = MOCHA.model_copy(update={"asked": Asked(kind="syrup")})
    for text in ("no thanks", "none", "actually no syrup", "no syrup please", "nah, no flavor"):
        assert syrup_declined([RemoveLine(ref=1)], text, asked, MENU) == [AskMenu(about=[NEVER_MIND])], text
    never_mind = [AskMenu(about=[NEVER_MIND])]
    assert syrup_declined([RemoveLine(ref=1)], "actually no syrup", MOCHA, MENU) == never_mind
    assert syrup_declined([Finish()], "no syrup thanks", MOCHA, MENU) == [AskMenu(about=[NEVER_MIND])]


def test_other_declines_are_the_models():
    remove = [RemoveLine(ref=1)]
    assert syrup_declined(remove, "no thanks", MOCHA, MENU) == remove  # no syrup asked of: the model's
    assert syrup_declined(remove, "no mocha", MOCHA, MENU) == remove
    syrup = Cart(lines=[Line(id=1, item="mocha", addons={"caramel syrup": 1})], next_line_id=2)
    assert syrup_declined(remove, "actually no syrup", syrup, MENU) == remove  # a syrup to take off
    change = [ChangeLine(ref=1, notes="no syrup")]
    assert syrup_declined(change, "no syrup", MOCHA, MENU) == change


def test_the_shipped_engine_asks_which_syrup_and_takes_the_answer(engine):
    cart, replies = converse(engine, "could i get a large latte with syrup", "hazelnut please")
    assert replies[0].startswith("Added a large latte ($5.25). Which syrup would you like? We have ")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large", "addons": {"hazelnut syrup": 1}}]


def test_the_shipped_engine_keeps_the_mocha_when_no_syrup_is_wanted(engine):
    cart, replies = converse(engine, "a mocha with a syrup please", "no thanks")
    assert lines(cart) == [{"item": "mocha", "qty": 1}] and "nothing has changed" in replies[1]
    cart, _ = converse(engine, "one mocha", "actually no syrup")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]
