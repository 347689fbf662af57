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
    assert milk_put_in([], "some milk in both", "some milk in both".split(), TWO, MENU) == [
        ChangeLine(ref=1, notes="with some milk"), ChangeLine(ref=2, notes="with some milk")]  # each


def test_the_shipped_engine_notes_a_little_milk_in_the_coffee(engine):
    cart, replies = converse(engine, "a coffee", "a little milk in it please")
    assert [line.notes for line in cart.lines] == ["with a little milk"]
    assert replies[1] == 'Changed the coffee: note "with a little milk". Anything else?'


def test_milk_said_beside_add_ons_is_noted_on_the_line_changed():
    from ordering.milk_put_in import milk_listed

    coffee = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    sugar = [ChangeLine(ref=1, add_addons={"sugar": 1})]
    assert milk_listed(sugar, "milk and addon:sugar".split(), coffee, MENU) == [
        ChangeLine(ref=1, add_addons={"sugar": 1}, notes="with milk")]
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)  # made with milk: no note
    assert milk_listed(sugar, "milk and addon:sugar".split(), latte, MENU) == sugar
    assert milk_listed(sugar, "no milk and addon:sugar".split(), coffee, MENU) == sugar  # not asked for
    assert milk_listed(sugar, "milk:oat_milk and addon:sugar".split(), coffee, MENU) == sugar


def test_the_shipped_engine_notes_milk_said_with_sugar(engine):
    cart, replies = converse(engine, "coffee please", "milk and sugar")
    assert replies[-1] == 'Changed the coffee: with sugar, note "with milk". Anything else?'


def test_milk_put_in_all_the_lines_of_an_item_is_noted_on_each():
    coffees = Cart(lines=[Line(id=1, item="coffee", qty=2), Line(id=2, item="earl grey tea"),
                          Line(id=3, item="coffee", size="large")], next_line_id=4)
    said = "and put milk in all the item:coffee".split()
    text = "and put milk in all the coffees"
    assert milk_put_in([ChangeLine(ref=1, notes="put milk")], text, said, coffees, MENU) == [
        ChangeLine(ref=1, notes="with milk"), ChangeLine(ref=3, notes="with milk")]


def test_the_shipped_engine_notes_milk_in_all_the_coffees(engine):
    cart, _ = converse(engine, "three coffees and a latte", "and put milk in all the coffees")
    assert [(line.item, line.notes) for line in cart.lines] == [("coffee", "with milk"), ("latte", None)]


def test_milk_put_in_both_or_each_of_lines_made_without_it_is_noted_on_each():
    teas = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="english breakfast tea")],
                next_line_id=3)
    model = [ChangeLine(ref=1, unset=["milk"])]
    said = "milk in both please".split()
    assert milk_put_in(model, "milk in both please", said, teas, MENU) == [
        ChangeLine(ref=1, notes="with milk"), ChangeLine(ref=2, notes="with milk")]
    latte = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="latte")], next_line_id=3)
    assert milk_put_in(model, "milk in both please", said, latte, MENU) == model  # a latte has milk


def test_the_shipped_engine_notes_milk_in_both_teas(engine):
    cart, _ = converse(engine, "a cup of earl grey and a cup of english breakfast", "milk in both please")
    assert [line.notes for line in cart.lines] == ["with milk", "with milk"]


def test_milk_put_in_some_of_a_lines_units_is_noted_for_them_to_be_split_off():
    three = Cart(lines=[Line(id=1, item="coffee", qty=3)], next_line_id=2)
    model = [ChangeLine(ref=1, qty=2, notes="put milk")]
    for text in ("put milk in two of them", "a splash of milk in 2 of them please"):
        note = "with a splash of milk" if "splash" in text else "with milk"
        assert milk_put_in(model, text, text.split(), three, MENU) == [ChangeLine(ref=1, notes=note)], text
    one = Cart(lines=[Line(id=1, item="coffee")], next_line_id=2)
    assert milk_put_in(model, "put milk in two of them", [], one, MENU) == model  # no units to split
    muffins = Cart(lines=[Line(id=1, item="blueberry muffin", qty=4), Line(id=2, item="coffee", qty=3)],
                   next_line_id=3)
    model = [ChangeLine(ref=1, qty=2, notes="put milk")]  # the model wrote of the muffins: no milk in food
    assert milk_put_in(model, "put milk in two of them", [], muffins, MENU) == [
        ChangeLine(ref=2, notes="with milk")]


def test_the_shipped_engine_puts_milk_in_two_of_three_teas(engine):
    cart, replies = converse(engine, "three cups of jin xuan", "put milk in two of them")
    assert sorted((line.qty, line.notes) for line in cart.lines) == [(1, None), (2, "with milk")], replies


def test_the_shipped_engine_puts_milk_in_the_coffees_not_the_muffins_beside_them(engine):
    cart, _ = converse(engine, "a dozen muffins", "any mix is fine", "three coffees",
                       "put milk in two of them")
    assert sorted((line.item, line.qty, line.notes) for line in cart.lines if line.notes) == [
        ("coffee", 2, "with milk")]
