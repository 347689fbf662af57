""""A decaf, please" orders a decaf coffee (`ordering.decaf_ordered`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.decaf_ordered import decaf_ordered
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse, lines

LATTE = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)


def test_decaf_ordered_with_an_article_or_a_count_is_decaf_coffee():
    assert decaf_ordered([], "a caffeine:decaf , please".split(), Cart()) == [
        AddLine(item="coffee", caffeine="decaf")]
    assert decaf_ordered([], "n2 size:large caffeine:decaf please".split(), Cart()) == [
        AddLine(item="coffee", qty=2, size="large", caffeine="decaf")]
    made = [ChangeLine(ref=1, caffeine="decaf")]  # "and a decaf": one more drink, not the latte made so
    assert decaf_ordered(made, "and a caffeine:decaf".split(), LATTE) == [
        AddLine(item="coffee", caffeine="decaf")]
    assert decaf_ordered([], "caffeine:decaf please".split(), Cart()) == [
        AddLine(item="coffee", caffeine="decaf")]  # alone, on an empty order


def test_two_decafs_the_model_read_as_a_count_of_the_last_line_are_decaf_coffees():
    bagel = Cart(lines=[Line(id=1, item="bagel")], next_line_id=2)
    assert decaf_ordered([ChangeLine(ref=1, qty=2)], "n2 caffeine:decaf please".split(), bagel) == [
        AddLine(item="coffee", qty=2, caffeine="decaf")]
    mocha = Cart(lines=[Line(id=1, item="mocha")], next_line_id=2)  # the model made the mocha decaf
    made = [ChangeLine(ref=1, caffeine="decaf")]
    assert decaf_ordered(made, "n2 caffeine:decaf please".split(), mocha) == [
        AddLine(item="coffee", qty=2, caffeine="decaf")]
    lattes = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)  # "two decafs" of two lattes
    assert decaf_ordered([ChangeLine(ref=1, qty=2)], "n2 caffeine:decaf please".split(), lattes) == [
        ChangeLine(ref=1, qty=2)]
    made = [ChangeLine(ref=1, caffeine="decaf")]
    assert decaf_ordered(made, "n2 caffeine:decaf please".split(), lattes) == made
    line_two = [ChangeLine(ref=2, caffeine="decaf")]  # "line 2 decaf": a line named by its number
    two = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte")], next_line_id=3)
    assert decaf_ordered(line_two, "i want line n2 caffeine:decaf".split(), two) == line_two


def test_decaf_said_beside_an_item_ordered_is_added_in_its_place():
    croissant = [AddLine(item="butter croissant")]
    said = "a size:small caffeine:decaf and a item:butter_croissant".split()
    assert decaf_ordered(croissant, said, Cart()) == [
        AddLine(item="coffee", size="small", caffeine="decaf"), *croissant]
    said = "a caffeine:decaf item:latte and a item:butter_croissant".split()  # the latte's
    model = [AddLine(item="latte", caffeine="decaf"), *croissant]
    assert decaf_ordered(model, said, Cart()) == model


def test_decaf_said_of_a_line_is_the_models():
    made = [ChangeLine(ref=1, caffeine="decaf")]
    for said in ("make it a caffeine:decaf", "caffeine:decaf please", "make n1 of them caffeine:decaf",
                 "a caffeine:decaf shots:2"):
        assert decaf_ordered(made, said.split(), LATTE) == made, said


def test_the_shipped_engine_orders_two_decafs_and_a_decaf_beside_a_latte(engine):
    cart, replies = converse(engine, "two decafs please")
    assert lines(cart) == [{"item": "coffee", "qty": 2, "caffeine": "decaf"}]
    cart, _ = converse(engine, "a bagel with butter", "two decafs please")
    assert lines(cart) == [{"item": "bagel", "qty": 1, "addons": {"butter": 1}},
                           {"item": "coffee", "qty": 2, "caffeine": "decaf"}]
    cart, _ = converse(engine, "a latte", "and a decaf")
    assert lines(cart) == [{"item": "coffee", "qty": 1, "caffeine": "decaf"}, {"item": "latte", "qty": 1}]
