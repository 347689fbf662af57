""""A latte or a mocha, I'll go with the mocha": the item chosen of those weighed
(`ordering.weighed_choice`)."""

from __future__ import annotations

from ordering.edits import AddLine, AskMenu
from ordering.menu import load_menu
from ordering.weighed_choice import weighed_choice
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_the_item_chosen_of_those_weighed_is_the_order():
    said = "a item:latte or a item:mocha , hmm , i will go with the item:mocha".split()
    model = [AddLine(item="latte"), AddLine(item="mocha", size="small")]
    assert weighed_choice(model, said, MENU) == [AddLine(item="mocha", size="small")]
    said = "maybe a item:latte ? or a item:cappuccino ? let's do the item:latte".split()
    model = [AskMenu(about=["latte"]), AddLine(item="cappuccino")]  # asked of one, added the other
    assert weighed_choice(model, said, MENU) == [AddLine(item="latte")]


def test_items_not_weighed_or_not_chosen_at_the_end_are_the_models():
    model = [AddLine(item="latte"), AddLine(item="mocha"), AddLine(item="cappuccino")]
    said = "a item:latte and a item:mocha or a item:cappuccino , the item:cappuccino".split()
    assert weighed_choice(model, said, MENU) == model  # "and": both may be meant
    model = [AddLine(item="latte"), AddLine(item="mocha")]
    said = "a item:latte or a item:mocha , the item:mocha with oat please and a muffin".split()
    assert weighed_choice(model, said, MENU) == model  # more is said after the choice
    said = "a item:latte , a item:mocha , the item:mocha".split()  # nothing weighed
    assert weighed_choice(model, said, MENU) == model


def test_the_shipped_engine_orders_the_latte_chosen(engine):
    cart, _ = converse(engine, "i'm not sure, maybe a latte? or a cappuccino? let's do the latte")
    assert lines(cart) == [{"item": "latte", "qty": 1}]
    cart, _ = converse(engine, "a latte or a mocha, hmm, i will go with the mocha")
    assert lines(cart) == [{"item": "mocha", "qty": 1}]
