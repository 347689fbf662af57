""""Do you have vanilla?" of a cold brew asks, and "ok add it" then takes it (`ordering.have_asked`,
`offer_taken.option_offer_taken`)."""

from __future__ import annotations

import pytest

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine, Finish, apply_edits
from ordering.have_asked import have_asked
from ordering.menu import load_menu
from ordering.offer_taken import option_offer_taken, option_ordered_with
from tests.unit.shipped import converse, lines

MENU = load_menu()
BREW = Cart(lines=[Line(id=1, item="cold brew", size="small")], next_line_id=2)


def test_a_question_of_what_we_have_changes_nothing():
    model = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert have_asked(model, "do you have vanilla sweet cream") == [AskMenu(about=["vanilla syrup"])]
    asked = [ChangeLine(ref=1, milk="oat milk")]
    assert have_asked(asked, "do you guys have oat milk") == [AskMenu(about=["oat milk"])]
    assert have_asked(asked, "oh wait, do you have oat milk") == [AskMenu(about=["oat milk"])]
    unset = [ChangeLine(ref=1, unset=["milk"])]  # a milk we lack asked of: nothing taken off
    assert have_asked(unset, "actually do you have macadamia milk") == [AskMenu()]


@pytest.mark.parametrize("text", ["do you have oat milk? if so make it oat", "can i get vanilla please",
                                  "do you have vanilla, i'll take it"])
def test_a_question_that_also_asks_for_it_is_the_models(text):
    model = [ChangeLine(ref=1, milk="oat milk")]
    assert have_asked(model, text) == model


def test_the_option_asked_of_is_kept_for_the_answer():
    cart = apply_edits(BREW, [AskMenu(about=["vanilla syrup"])], MENU).cart
    assert cart.asked == Asked(kind="vanilla syrup", option={"group": "addon", "name": "vanilla syrup"})


@pytest.mark.parametrize("text, words", [("ok add it", "ok add it"), ("yes please", "yes please"),
                                         ("i'll have that", "i'll have that"),
                                         ("ok use that", "ok use that")])
def test_the_option_offered_is_taken(text, words):
    asked = BREW.model_copy(update={"asked": Asked(kind="vanilla syrup",
                                                   option={"group": "addon", "name": "vanilla syrup"})})
    assert option_offer_taken([Finish()], words.split(), text, asked, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert option_offer_taken([Finish()], "no thanks".split(), "no thanks", asked, MENU) == [Finish()]
    stray = [ChangeLine(ref=1, notes="weak")]  # the model's stray note: the option taken all the same
    assert option_offer_taken(stray, words.split(), text, asked, MENU) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]


def test_the_option_offered_goes_on_the_line_it_is_put_in():
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3,
               asked=Asked(kind="hazelnut syrup", option={"group": "addon", "name": "hazelnut syrup"}))
    noted = [ChangeLine(ref=2, notes="in a mug")]  # the model's note
    said = "put it in the item:latte please".split()
    assert option_offer_taken(noted, said, "put it in the latte please", two, MENU) == [
        ChangeLine(ref=1, add_addons={"hazelnut syrup": 1})]
    other = "put it in a item:cappuccino".split()  # no line of the cart: the model's
    assert option_offer_taken(noted, other, "put it in a cappuccino", two, MENU) == noted


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a small cold brew", "do you have vanilla sweet cream", "ok add it")
    assert replies[1] == "Yes, we have vanilla syrup (+$0.50)."
    assert lines(cart) == [{"item": "cold brew", "qty": 1, "size": "small", "addons": {"vanilla syrup": 1}}]
    cart, replies = converse(engine, "a latte", "do you have caramel", "no thanks")
    assert lines(cart) == [{"item": "latte", "qty": 1}] and replies[2].startswith("Here's your order")
    cart, _ = converse(engine, "a cappuccino please", "oh and do you have oat milk",
                       "great put it in the cappuccino")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "milk": "oat milk"}]
    cart, replies = converse(engine, "i want a cappuccino", "do you have lactose free milk", "ok use that")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "milk": "2% lactose-free milk"}]
    assert replies[2] == "Changed the cappuccino to 2% lactose-free milk. Anything else?"


def test_the_option_a_price_question_names_is_kept_for_the_answer_too():
    cart = apply_edits(BREW, [AskMenu(about=["milk:oat milk", "price"])], MENU).cart
    assert cart.asked == Asked(kind="oat milk", option={"group": "milk", "name": "oat milk"})


def test_the_shipped_engine_takes_the_oat_milk_priced(engine):
    cart, replies = converse(engine, "a latte please", "is oat milk extra", "ok do it")
    assert replies[1] == "Oat milk is $0.70 extra."
    assert lines(cart) == [{"item": "latte", "qty": 1, "milk": "oat milk"}]


def test_the_option_asked_of_before_any_line_goes_on_the_line_ordered_with_it():
    cart = apply_edits(Cart(), [AskMenu(about=["milk:almond milk"])], MENU).cart
    assert cart.asked == Asked(kind="almond milk", option={"group": "milk", "name": "almond milk"})
    latte = [AddLine(item="latte")]
    assert option_ordered_with(latte, "a latte with it then", cart, MENU) == [
        AddLine(item="latte", milk="almond milk")]
    assert option_ordered_with(latte, "a latte then", cart, MENU) == latte  # not said with it
    soy = [AddLine(item="latte", milk="soy milk")]
    assert option_ordered_with(soy, "a latte with soy, not with that", cart, MENU) == soy
    muffin = [AddLine(item="blueberry muffin")]  # no milk for a muffin: the model's
    assert option_ordered_with(muffin, "a blueberry muffin with that", cart, MENU) == muffin
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert option_ordered_with(two, "a latte and a mocha with that", cart, MENU) == two


def test_the_option_asked_of_goes_in_the_line_it_is_said_in():
    cart = apply_edits(Cart(), [AskMenu(about=["milk:oat milk"])], MENU).cart
    latte = [AddLine(item="latte")]
    for text in ("in a latte", "ok in a latte please", "for a latte then"):
        assert option_ordered_with(latte, text, cart, MENU) == [AddLine(item="latte", milk="oat milk")], text
    assert option_ordered_with(latte, "a latte in a mug", cart, MENU) == latte  # not what it goes in


def test_the_shipped_engine_puts_the_milk_asked_of_in_the_latte_said(engine):
    cart, _ = converse(engine, "which milks have you got", "soy then", "in a large latte please")
    assert lines(cart) == [{"item": "latte", "qty": 1, "size": "large", "milk": "soy milk"}]


def test_the_shipped_engine_makes_the_cappuccino_with_the_oat_milk_asked_of(engine):
    cart, replies = converse(engine, "do you have oat milk", "great, a cappuccino with that then")
    assert lines(cart) == [{"item": "cappuccino", "qty": 1, "milk": "oat milk"}], replies
