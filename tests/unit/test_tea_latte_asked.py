"""'A tea latte': which one, the chai or the matcha latte (ordering.tea_latte_asked)."""

from __future__ import annotations

from ordering.edits import COUNT, AddLine, AskMenu
from ordering.menu import load_menu
from ordering.replies import answer_question
from ordering.tea_latte_asked import tea_latte_asked
from tests.unit.shipped import converse, lines, ordered

MENU = load_menu()


def test_a_tea_latte_asks_which_not_a_latte():
    assert tea_latte_asked([AddLine(item="latte", qty=2)], "n2 tea item:latte".split()) == [
        AskMenu(about=["tea latte", f"{COUNT}2"])]
    asked = [AskMenu(about=["latte", "tea lattes"])]
    assert tea_latte_asked(asked, "what tea item:latte do you have".split()) == [AskMenu(about=["tea latte"])]
    assert answer_question(["tea latte", f"{COUNT}2"], MENU) == (
        "Which two tea lattes would you like? Our chai and matcha: chai latte and matcha latte.")


def test_the_values_said_with_the_tea_latte_are_kept_on_the_question():
    said = "a size:large temp:iced tea item:latte with milk:oat_milk".split()
    model = [AddLine(item="latte", size="large", temp="iced", milk="oat milk")]
    assert tea_latte_asked(model, said) == [
        AskMenu(about=["tea latte", f"{COUNT}1", "size:large", "temp:iced", "milk:oat milk"])]


def test_the_shipped_engine_keeps_the_size_of_a_tea_latte_for_the_answer(engine):
    cart, _ = converse(engine, "i'd like a small tea latte please", "matcha")
    assert lines(cart) == [{"item": "matcha latte", "qty": 1, "size": "small"}]


def test_a_latte_beside_a_tea_is_the_models():
    said = [AddLine(item="latte"), AskMenu(about=["tea", f"{COUNT}1"])]
    assert tea_latte_asked(said, "a item:latte and a tea".split()) == said


def test_the_shipped_engine_asks_which_tea_latte(engine):
    cart, replies = converse(engine, "two tea lattes", "one chai and one matcha")
    assert replies[0] == (
        "Which two tea lattes would you like? Our chai and matcha: chai latte and matcha latte.")
    assert lines(cart) == ordered([{"item": "chai latte", "qty": 1}, {"item": "matcha latte", "qty": 1}])


def test_a_tea_latte_named_after_is_added_and_nothing_asked():
    said = "i'd like a tea item:latte , the item:chai_latte n1".split()
    model = [AddLine(item="latte"), AddLine(item="chai latte")]
    assert tea_latte_asked(model, said) == [AddLine(item="chai latte")]


def test_the_shipped_engine_adds_the_chai_named_after_a_tea_latte(engine):
    cart, replies = converse(engine, "could i get a tea latte, the chai one")
    assert lines(cart) == [{"item": "chai latte", "qty": 1}]
    assert replies[0] == "Added a chai latte ($4.75). Anything else?"
