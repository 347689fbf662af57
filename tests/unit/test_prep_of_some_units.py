""""Two croissants" beside a latte, then "heat one of them" (`ordering.prep_of_some_units`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.prep_of_some_units import prep_of_some_units
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant", qty=2)], next_line_id=3)


def test_the_units_said_of_the_one_line_that_takes_the_preparation_get_it():
    assert prep_of_some_units([ChangeLine(ref=1)], "and heat n1 of them".split(), CART, MENU) == [
        ChangeLine(ref=2, qty=1), AddLine(item="butter croissant", preps=["warmed"])]
    bagels = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="bagel", qty=3)], next_line_id=3)
    assert prep_of_some_units([], "prep:toasted n2 of them".split(), bagels, MENU) == [
        ChangeLine(ref=2, qty=1), AddLine(item="bagel", qty=2, preps=["toasted"])]


def test_a_change_of_the_models_or_no_line_to_split_keeps_the_edits():
    made = [ChangeLine(ref=2, preps=["warmed"], size="large")]
    assert prep_of_some_units(made, "heat n1 of them".split(), CART, MENU) == made
    one = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    assert prep_of_some_units([], "heat n1 of them".split(), one, MENU) == []
    assert prep_of_some_units([], "make n1 of them large".split(), CART, MENU) == []  # no preparation


def test_the_shipped_engine_warms_one_croissant(engine):
    cart, _ = converse(engine, "a latte, a flat white and two croissants", "and heat one of them")
    assert lines(cart) == [{"item": "butter croissant", "preps": ["warmed"], "qty": 1},
                           {"item": "butter croissant", "qty": 1}, {"item": "flat white", "qty": 1},
                           {"item": "latte", "qty": 1}]


def test_the_model_s_preparation_of_the_whole_line_is_one_unit_s_where_a_count_is_said():
    whole = [ChangeLine(ref=2, preps=["warmed"])]  # "heat one up" of two croissants: both were warmed
    for said in ("heat n1 up", "heat n1 of them", "temp:warm up n1"):
        assert prep_of_some_units(whole, said.split(), CART, MENU) == [
            ChangeLine(ref=2, qty=1), AddLine(item="butter croissant", preps=["warmed"])], said
    assert prep_of_some_units(whole, "temp:warm it for n1 minute".split(), CART, MENU) == whole


def test_the_shipped_engine_heats_one_muffin_up(engine):
    cart, _ = converse(engine, "two blueberry muffins", "heat one up")
    assert [(line.qty, line.preps) for line in cart.lines] == [(1, []), (1, ["warmed"])]


def test_warm_some_of_them_read_as_a_drinks_warm_splits_the_food():
    cart = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="butter croissant", qty=5)], next_line_id=3)
    model = [ChangeLine(ref=1, temp="warm"), ChangeLine(ref=2, notes="weak")]  # the latte made warm
    assert prep_of_some_units(model, "and temp:warm n2 of them".split(), cart, MENU) == [
        ChangeLine(ref=2, qty=3), AddLine(item="butter croissant", qty=2, preps=["warmed"])]


def test_the_shipped_engine_warms_two_of_five_croissants_beside_a_latte(engine):
    cart, _ = converse(engine, "a latte and 5 croissants", "and warm 2 of them")
    assert [(line.item, line.qty, line.temp, line.preps) for line in cart.lines] == [
        ("latte", 1, None, []), ("butter croissant", 3, None, []), ("butter croissant", 2, None, ["warmed"])]


def test_a_count_of_an_item_said_after_the_verb_names_the_line():
    split = [ChangeLine(ref=2, qty=1), AddLine(item="butter croissant", preps=["warmed"])]
    ordered = [AddLine(item="butter croissant", preps=["warmed"])]  # the model: one more croissant
    assert prep_of_some_units(ordered, "temp:warm n1 item:butter_croissant".split(), CART, MENU) == split
    assert prep_of_some_units(ordered, "heat n1 item:butter_croissant please".split(), CART, MENU) == split
    more = "temp:warm n1 item:butter_croissant and add a item:latte".split()
    assert prep_of_some_units(ordered, more, CART, MENU) == ordered
    one = Cart(lines=[Line(id=1, item="butter croissant")], next_line_id=2)
    assert prep_of_some_units(ordered, "temp:warm n1 item:butter_croissant".split(), one, MENU) == ordered
    muffin = [AddLine(item="blueberry muffin", preps=["warmed"])]
    assert prep_of_some_units(muffin, "temp:warm n1 item:blueberry_muffin".split(), CART, MENU) == muffin


def test_the_shipped_engine_warms_one_of_the_two_croissants(engine):
    cart, _ = converse(engine, "two lattes and two croissants", "warm one croissant")
    assert sorted((line.item, line.preps, line.qty) for line in cart.lines) == [
        ("butter croissant", [], 1), ("butter croissant", ["warmed"], 1), ("latte", [], 2)]


def test_the_models_warm_drinks_and_unset_temperatures_give_way_to_the_units_warmed():
    cart = Cart(lines=[Line(id=1, item="flat white"), Line(id=2, item="americano"),
                       Line(id=3, item="butter croissant", qty=2)], next_line_id=4)
    model = [ChangeLine(ref=1, temp="warm"), ChangeLine(ref=2, temp="warm"),
             ChangeLine(ref=3, unset=["temp"])]
    said = "can you temp:warm n1 of them".split()
    assert prep_of_some_units(model, said, cart, MENU) == [
        ChangeLine(ref=3, qty=1), AddLine(item="butter croissant", preps=["warmed"])]


def test_the_shipped_engine_warms_one_croissant_not_the_drinks(engine):
    cart, _ = converse(engine, "a flat white and a large americano", "oh and two croissants",
                       "can you warm one of them")
    assert [(line.item, line.temp, line.preps, line.qty) for line in cart.lines] == [
        ("flat white", None, [], 1), ("americano", None, [], 1), ("butter croissant", None, [], 1),
        ("butter croissant", None, ["warmed"], 1)]
