""""How much is a mocha?", then "and a latte?": the same question of the latte (`question_carried_on`)."""

from __future__ import annotations

import pytest

from ordering.cart import Asked, Cart
from ordering.edits import AddLine, AskMenu, apply_edits
from ordering.question_carried_on import question_carried_on
from tests.unit.shipped import MENU, converse, lines

PRICED = Cart(asked=Asked(kind="mocha", offer={"item": "mocha"}, subject="price"))
DESCRIBED = Cart(asked=Asked(kind="cortado", offer={"item": "cortado"}, subject="describe"))


def test_the_question_of_an_items_price_or_what_it_is_is_kept_for_the_answer():
    priced = apply_edits(Cart(), [AskMenu(about=["mocha", "size:medium", "price"])], MENU).cart
    assert priced.asked.subject == "price" and priced.asked.offer == {"item": "mocha", "size": "medium"}
    described = apply_edits(Cart(), [AskMenu(about=["cortado", "describe"])], MENU).cart
    assert described.asked.subject == "describe"
    assert apply_edits(Cart(), [AskMenu(about=["cortado"])], MENU).cart.asked.subject == ""


@pytest.mark.parametrize("said, cart, asked", [
    ("and a item:latte ?", PRICED, ["latte", "price"]),
    ("what about a item:latte", PRICED, ["latte", "price"]),
    ("how about a size:large item:latte ?", PRICED, ["latte", "size:large", "price"]),
    ("and the item:flat_white ?", DESCRIBED, ["flat white", "describe"]),
])
def test_one_item_named_after_such_a_question_is_asked_the_same(said, cart, asked):
    item = asked[0]
    assert question_carried_on([AddLine(item=item)], said.split(), cart) == [AskMenu(about=asked)]


@pytest.mark.parametrize("said, cart", [
    ("and a item:latte", PRICED),  # no question: ordered
    ("ok i'll have a item:latte ?", PRICED),  # other words: the model's
    ("and a item:latte and a item:mocha ?", PRICED),
    ("and a item:latte ?", Cart()),  # no question before
    ("and a item:latte ?", Cart(asked=Asked(kind="latte", offer={"item": "latte"}))),  # of no subject
])
def test_other_turns_are_the_models(said, cart):
    edits = [AddLine(item="latte")]
    assert question_carried_on(edits, said.split(), cart) == edits


def test_the_shipped_engine_prices_the_latte_asked_after_the_mocha(engine):
    cart, replies = converse(engine, "how much is a small mocha", "and a small latte?",
                             "what about a cold brew")
    assert replies[1] == "A small latte is $4.25."
    assert replies[2].startswith("A cold brew is short $3.50")
    assert lines(cart) == []
    cart, replies = converse(engine, "what's a cortado", "and a flat white?", "ok the flat white please")
    assert replies[1].startswith("A flat white is ")
    assert lines(cart) == [{"item": "flat white", "qty": 1}]
