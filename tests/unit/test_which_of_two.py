"""Two lines of one item named by the item alone are asked of; a thing asked of, then "a large one", is one
line; "a tea please" asks which tea."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, RemoveLine
from ordering.menu import load_menu
from ordering.order_review import kinds_counted, kinds_listed
from ordering.per_line import asked_of, kind_named_one
from ordering.replies import answer_question
from ordering.which_of_two import which_of_two
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()
TWO = Cart(lines=[Line(id=1, item="latte", size="large", milk="oat milk"),
                  Line(id=2, item="blueberry muffin"), Line(id=3, item="latte")], next_line_id=4)
ASKED = AskMenu(about=["which:latte", "large oat milk latte", "latte"], lines=[1, 3],
                then=ChangeLine(ref=3, caffeine="decaf"))  # the change waits for the answer


def test_a_line_of_two_named_by_the_item_alone_is_asked_of():
    said = "remove the item:blueberry_muffin and make the item:latte caffeine:decaf".split()
    assert which_of_two([RemoveLine(ref=2), ChangeLine(ref=3, caffeine="decaf")], said, "", TWO, MENU) == [
        RemoveLine(ref=2), ASKED]
    # the model lost the change: still asked
    lost = ASKED.model_copy(update={"then": None})  # nothing waits for the answer
    assert which_of_two([RemoveLine(ref=2)], said, "", TWO, MENU) == [RemoveLine(ref=2), lost]
    assert which_of_two([RemoveLine(ref=3)], "remove the item:latte".split(), "", TWO, MENU) == [
        ASKED.model_copy(update={"then": RemoveLine(ref=3)})]
    assert answer_question(ASKED.about, MENU) == "Which latte — the large oat milk latte or the latte?"


def test_words_that_pick_one_line_are_left_to_the_model():
    for said in ("make the milk:oat_milk item:latte caffeine:decaf",
                 "make the first item:latte caffeine:decaf",
                 "make the size:large item:latte caffeine:decaf", "remove the item:latte on line n1"):
        assert which_of_two([ChangeLine(ref=1, caffeine="decaf")], said.split(), "", TWO, MENU) == [
            ChangeLine(ref=1, caffeine="decaf")]
    # both lines meant, or lines that read the same, or a question
    change = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=3, temp="iced")]
    said = "make both item:latte temp:iced".split()
    assert which_of_two(change, said, "make both lattes iced", TWO, MENU) == change
    same = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    assert which_of_two([RemoveLine(ref=2)], "remove the item:latte".split(), "", same, MENU) == [
        RemoveLine(ref=2)]
    assert which_of_two([], "how much is the item:latte ?".split(), "", TWO, MENU) == []


def test_two_lattes_named_alone_are_asked_of_on_the_shipped_model(engine):
    order = "a large oat latte and a latte and a blueberry muffin"
    cart, replies = converse(engine, order, "remove the muffin and make the latte decaf")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"},
                                   {"item": "latte", "qty": 1}])
    assert replies[-1] == "Removed the blueberry muffin. Which latte — the large oat milk latte or the latte?"
    cart, replies = converse(engine, "an iced latte and a hot latte", "make the latte iced")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "temp": "iced"},
                                   {"item": "latte", "qty": 1, "temp": "hot"}])
    assert replies[-1] == "Which latte — the iced latte or the hot latte?"
    cart, replies = converse(engine, "an iced latte and a latte", "remove the latte")
    assert len(cart.lines) == 2 and replies[-1] == "Which latte — the iced latte or the latte?"


def test_words_that_pick_one_latte_still_change_it_on_the_shipped_model(engine):
    large = {"item": "latte", "qty": 1, "size": "large", "milk": "oat milk"}
    for turn in ("make the oat latte decaf", "make the first latte decaf", "make the large one decaf"):
        cart, _ = converse(engine, "a large oat latte and a latte", turn)
        assert lines(cart) == ordered([{**large, "caffeine": "decaf"}, {"item": "latte", "qty": 1}]), turn
    cart, _ = converse(engine, "an iced latte and a latte", "make the iced one decaf")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1, "temp": "iced", "caffeine": "decaf"},
                                   {"item": "latte", "qty": 1}])


def test_a_thing_asked_of_then_a_large_one_is_that_one_line():
    said = "is there a item:chai_latte ? i would like an temp:iced n1".split()
    assert asked_of(said, 3, 10)
    assert kind_named_one([AddLine(item="chai latte", temp="iced")], said, MENU) == [
        AddLine(item="chai latte", temp="iced")]
    said = "do you have item:oolong_tea ? a size:large n1 please".split()
    assert kind_named_one([AddLine(item="oolong tea")], said, MENU) == [
        AddLine(item="oolong tea", size="large")]
    # ordered, not asked of: a second line, as before
    said = "a item:latte and a size:large n1".split()
    assert not asked_of(said, 1, 3)
    assert kind_named_one([AddLine(item="latte", size="large")], said, MENU) == [
        AddLine(item="latte"), AddLine(item="latte", size="large")]


def test_a_thing_asked_of_then_a_large_one_on_the_shipped_model(engine):
    cart, replies = converse(engine, "Do you have oolong tea? I'll take a large one then")
    assert lines(cart) == [{"item": "oolong tea", "qty": 1, "size": "large"}]
    assert replies[-1].startswith("Added a large oolong tea")
    cart, _ = converse(engine, "is there a chai latte? I would like an iced one")
    assert lines(cart) == [{"item": "chai latte", "qty": 1, "temp": "iced"}]


def test_one_tea_ordered_asks_which_and_a_question_lists():
    def read(text: str, words: list[str]) -> list:
        """The two readings in the engine's order, of a turn the model wrote nothing for."""
        return kinds_counted(kinds_listed([], text), text, words)

    assert read("a tea please", ["a", "tea", "please"]) == [AskMenu(about=["tea", "count:1"])]
    assert read("do you have a tea?", ["do", "you", "have", "a", "tea", "?"]) == [AskMenu(about=["tea"])]
    assert read("some pastries", ["some", "pastries"]) == [AskMenu(about=["pastries"])]


def test_one_tea_ordered_asks_which_on_the_shipped_model(engine):
    _, replies = converse(engine, "a tea please")
    assert replies[0].startswith("Which tea would you like? Our teas: ") and "Anything else" not in replies[0]
    _, replies = converse(engine, "what teas do you have?")
    assert replies[0].startswith("Our teas: ")
