""""A few croissants": how many is asked, and "three" orders three (`ordering.vague_count_asked`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart
from ordering.edits import HOW_MANY, AddLine, AskMenu, apply_edits
from ordering.replies import answer_question
from ordering.vague_count_asked import vague_count_asked
from tests.unit.shipped import MENU, converse, lines, ordered


def test_one_unit_guessed_for_a_few_is_asked_about():
    guessed = [AddLine(item="latte", size="large")]
    assert vague_count_asked(guessed, "some large lattes please") == [
        AskMenu(about=[HOW_MANY, "latte", "size:large"])]
    both = [AddLine(item="latte"), AddLine(item="butter croissant")]
    assert vague_count_asked(both, "a latte and a few croissants") == [
        AddLine(item="latte"), AskMenu(about=[HOW_MANY, "butter croissant"])]


def test_a_count_said_or_one_thing_is_the_models():
    one = [AddLine(item="coffee")]
    assert vague_count_asked(one, "some coffee please") == one  # no plural: one coffee
    two = [AddLine(item="latte", qty=2)]
    assert vague_count_asked(two, "a couple of lattes") == two
    sweet = [AddLine(item="latte", addons={"vanilla syrup": 1})]
    assert vague_count_asked(sweet, "a few lattes with vanilla") == sweet


def test_the_question_says_the_kind_and_waits_for_the_count():
    assert answer_question([HOW_MANY, "latte", "size:large"], MENU) == "How many large lattes would you like?"
    result = apply_edits(Cart(), [AskMenu(about=[HOW_MANY, "latte", "size:large"])], MENU)
    asked = result.cart.asked
    assert asked is not None and asked.refused == "count:qty"
    assert asked.offer == {"item": "latte", "size": "large"}


def test_the_shipped_engine_asks_how_many_and_orders_the_answer(engine):
    cart, replies = converse(engine, "a latte and a few croissants", "three")
    assert replies[0] == "Added a latte ($4.75). How many butter croissants would you like?"
    assert lines(cart) == ordered([{"item": "latte", "qty": 1}, {"item": "butter croissant", "qty": 3}])


def test_an_item_said_in_the_plural_alone_is_asked_about_too():
    said, cocoa = "item:hot_chocolate for the kids".split(), [AddLine(item="hot chocolate")]
    assert vague_count_asked(cocoa, "hot chocolates for the kids", said, Cart()) == [
        AskMenu(about=[HOW_MANY, "hot chocolate"])]
    latte = [AddLine(item="latte")]
    assert vague_count_asked(latte, "lattes please", "item:latte please".split(), Cart()) == [
        AskMenu(about=[HOW_MANY, "latte"])]
    for text, said in (("two lattes", "n2 item:latte"), ("can i get the lattes", "can i get the item:latte"),
                       ("a latte", "a item:latte"), ("lattes for both of us", "item:latte for both of us")):
        assert vague_count_asked(latte, text, said.split(), Cart()) == latte, text
    muffin = [AddLine(item="apple bran muffin")]  # "muffins" names no one muffin
    assert vague_count_asked(muffin, "muffins", ["item:apple_bran_muffin"], Cart()) == muffin


def test_the_plural_alone_answering_a_count_of_a_kind_is_not_asked_about():
    muffin, said = [AddLine(item="blueberry muffin")], ["item:blueberry_muffin"]
    counted = Cart(asked=Asked(kind="pastries", count=2))
    assert vague_count_asked(muffin, "blueberry muffins", said, counted) == muffin
    assert vague_count_asked(muffin, "blueberry muffins", said, Cart(asked=Asked(kind="pastries"))) == [
        AskMenu(about=[HOW_MANY, "blueberry muffin"])]


def test_the_shipped_engine_asks_how_many_hot_chocolates_the_kids_want(engine):
    cart, replies = converse(engine, "the kids want hot chocolates", "two")
    assert replies[0] == "How many hot chocolates would you like?"
    assert lines(cart) == [{"item": "hot chocolate", "qty": 2}]
