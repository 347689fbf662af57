""""Put milk in the hot one": noted "with milk" on that line (`ordering.milk_put_in`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine
from ordering.milk_put_in import milk_put_in
from tests.unit.shipped import MENU, converse

TWO = Cart(lines=[Line(id=1, item="coffee", temp="hot"), Line(id=2, item="coffee", temp="iced")],
           next_line_id=3)


def test_milk_put_in_a_line_is_noted_on_it():
    model = [ChangeLine(ref=1, unset=["temp"])]
    said = "put milk in the temp:hot n1".split()
    assert milk_put_in(model, "put milk in the hot one", said, TWO, MENU) == [
        ChangeLine(ref=1, notes="with milk")]
    said = "can you add a splash of milk to it please".split()
    assert milk_put_in([], "can you add a splash of milk to it please", said, TWO, MENU) == [
        ChangeLine(ref=2, notes="with a splash of milk")]


def test_a_line_made_with_milk_or_a_turn_that_orders_is_the_models():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    model = [ChangeLine(ref=1, notes="add milk")]
    assert milk_put_in(model, "put milk in it", "put milk in it".split(), latte, MENU) == model
    assert milk_put_in([], "a coffee with milk", "a item:coffee with milk".split(), TWO, MENU) == []


def test_the_shipped_engine_puts_milk_in_the_hot_coffee(engine):
    cart, _ = converse(engine, "a medium hot coffee and a medium iced coffee", "put milk in the hot one")
    assert [(line.temp, line.notes) for line in cart.lines] == [("hot", "with milk"), ("iced", None)]


def test_milk_asked_in_it_without_a_verb_is_noted_in_the_amount_said():
    one = Cart(lines=[Line(id=1, item="coffee", qty=2)], next_line_id=2)
    for text, note in (("a little milk in it please", "with a little milk"),
                       ("put a little milk in it", "with a little milk"),  # not "a little of milk"
                       ("a splash of milk in each please", "with a splash of milk")):
        assert milk_put_in([], text, text.split(), one, MENU) == [ChangeLine(ref=1, notes=note)]
    assert milk_put_in([], "some milk in both", "some milk in both".split(), TWO, MENU) == []  # which


def test_the_shipped_engine_notes_a_little_milk_in_the_coffee(engine):
    cart, replies = converse(engine, "a coffee", "a little milk in it please")
    assert [line.notes for line in cart.lines] == ["with a little milk"]
    assert replies[1] == 'Changed the coffee: note "with a little milk". Anything else?'
