""""A croissant instead of the scone" we lack takes no line off (`ordering.instead_of_lacking`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, RemoveLine
from ordering.instead_of_lacking import instead_of_lacking
from tests.unit.shipped import converse, lines

CORTADO = Cart(lines=[Line(id=1, item="cortado")], next_line_id=2)


def test_a_thing_the_cart_has_no_line_of_replaces_no_line():
    model = [RemoveLine(ref=1), AddLine(item="butter croissant")]
    said = "okay then a item:butter_croissant instead of the scone".split()
    assert instead_of_lacking(model, said, CORTADO) == [AddLine(item="butter croissant")]
    assert instead_of_lacking(model, "a item:butter_croissant rather than a smoothie please".split(),
                              CORTADO) == [AddLine(item="butter croissant")]


def test_a_line_named_or_no_thing_said_keeps_the_models_edits():
    model = [RemoveLine(ref=1), AddLine(item="mocha")]
    assert instead_of_lacking(model, "a item:mocha instead of the item:cortado".split(), CORTADO) == model
    assert instead_of_lacking(model, "a item:mocha instead of the cortado".split(), CORTADO) == model
    assert instead_of_lacking(model, "a item:mocha instead".split(), CORTADO) == model
    assert instead_of_lacking(model, "a item:mocha instead of the scone with oat".split(), CORTADO) == model
    assert instead_of_lacking([RemoveLine(ref=1)], "remove it instead of the scone".split(), CORTADO) == [
        RemoveLine(ref=1)]  # nothing added: the model's


def test_the_shipped_engine_keeps_the_cortado(engine):
    cart, replies = converse(engine, "a cortado and a scone", "ok then a croissant instead of the scone")
    assert replies[0] == "Added a cortado ($3.50). Sorry, we don't have a scone. Anything else?"
    assert lines(cart) == [{"item": "butter croissant", "qty": 1}, {"item": "cortado", "qty": 1}]


def test_a_word_that_names_the_line_some_other_way_keeps_the_models_edits():
    model = [RemoveLine(ref=1), AddLine(item="mocha")]
    for said in ("a item:mocha instead of it", "a item:mocha instead of my order",
                 "a item:mocha instead of the coffee", "a item:mocha instead of the drink please"):
        assert instead_of_lacking(model, said.split(), CORTADO) == model


def test_a_value_one_said_after_instead_of_names_the_item_ordered_not_another_line():
    tea = Cart(lines=[Line(id=1, item="earl grey tea")], next_line_id=2)
    model = [AddLine(item="latte", size="small"), RemoveLine(ref=1)]
    said = "and a size:small item:latte instead of a size:large n1".split()
    assert instead_of_lacking(model, said, tea) == [AddLine(item="latte", size="small")]
    latte = Cart(lines=[Line(id=1, item="latte", size="large")], next_line_id=2)
    assert instead_of_lacking(model, said, latte) == model  # the large latte: the model's


def test_the_shipped_engine_keeps_the_tea_beside_the_small_latte(engine):
    cart, _ = converse(engine, "an earl grey tea", "and a small latte instead of a large one")
    assert lines(cart) == [{"item": "earl grey tea", "qty": 1}, {"item": "latte", "qty": 1, "size": "small"}]
