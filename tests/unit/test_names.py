"""The customer's name read off a turn's words (`ordering.names`)."""

from __future__ import annotations

import pytest

from ordering.edits import AddLine, ChangeLine, SetOrder
from ordering.menu import load_menu
from ordering.names import named, stated_name

MENU = load_menu()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my name is Sam", "Sam"),
        ("also please add my name, it's Tom", "Tom"),
        ("the name for the order is tom", "Tom"),
        ("name's priya", "Priya"),
        ("a large latte under marco", "Marco"),
        ("under the name O'Brien please", "O'Brien"),
        ("it's for Jean-Luc, a small mocha", "Jean-Luc"),
        ("the name is Sam Lee", "Sam Lee"),
        ("two flat whites for Laura.", "Laura"),
        ("a latte for Sam Thanks", "Sam"),
        ("call me Ishmael", "Ishmael"),
        ("name: Tisha", "Tisha"),
        ("can you put Alex on it", "Alex"),
        ("write Mo on the cup please", "Mo"),
        ("can I get a name on that, it's Priya", "Priya"),
        ("put a name on the cup: Sam Lee", "Sam Lee"),
        ("and put the name down as Maria", "Maria"),
        ("name down as sam please", "Sam"),
    ],
)
def test_a_stated_name_is_read(text, name):
    assert stated_name(text, MENU) == name


@pytest.mark.parametrize(
    "text",
    [
        "a latte for here",
        "two lattes for my friend",
        "a mocha for later",
        "an espresso, and then a cappuccino for after",  # when, not whom
        "a cappuccino for afterwards",
        "a latte for mocha",  # a menu word is no name
        "put it under the lid",
        "put oat milk on it",  # a menu word
        "put a lid on it",
        "put some sprinkles on it",
        "can you put marshmallows on it",  # a topping: a name here is said with a capital
        "can you put a name on it?",
        "leave room for milk",
        "a coffee with room for cream",
        "a name on that please",
        "call it some kind of latte",
        "this is for here",
        "for two please",
        "my name is 123",
        "what is my name",
        "a latte under Sam and a muffin",  # "under Sam" must end its clause
        "what do you have for pastries then",  # a kind of the menu's things
        "anything for snacks",
        "swap the whipped cream for marshmallows",  # what it is swapped for
        "can you change the muffin for Blueberry",
        "my name is for you to guess",
        "is soy milk ok for vegans",  # whom a thing suits, no name
        "is it safe for toddlers",
        "what's good for diabetics?",
        "what name, it's up to you",
        "sam",
        "",
    ],
)
def test_no_name_is_made_up(text):
    assert stated_name(text, MENU) is None


def test_named_adds_the_name_once():
    add = AddLine(item="latte")
    assert named([add], "a latte for Sam", MENU) == [add, SetOrder(customer_name="Sam")]
    given = SetOrder(customer_name="Alex")
    assert named([given], "a latte for Sam", MENU) == [given]
    assert named([add], "a latte please", MENU) == [add]


def test_the_models_note_of_the_naming_words_is_no_request():
    noted = ChangeLine(ref=1, notes="name down")
    assert named([noted], "and put the name down as Maria", MENU) == [SetOrder(customer_name="Maria")]
    request = ChangeLine(ref=1, notes="extra hot")
    assert named([request], "extra hot, name down as Maria", MENU) == [
        request, SetOrder(customer_name="Maria")]


def test_a_line_given_to_someone_keeps_the_orders_name():
    from ordering.cart import Cart, Line
    from ordering.names import name_kept

    named_cart = Cart(lines=[Line(id=1, item="cappuccino")], next_line_id=2, customer_name="Maria")
    model = [AddLine(item="flat white", who="tom"), SetOrder(customer_name="Tom")]
    assert name_kept(model, named_cart) == [AddLine(item="flat white", who="tom")]
    assert name_kept(model, Cart()) == model  # no name yet: "a latte for Tom" names the order Tom too


def test_the_shipped_engine_keeps_marias_order(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a cappuccino", "put it under Maria", "and a flat white for Tom")
    assert cart.customer_name == "Maria" and cart.lines[1].who == "tom" and "Thanks, Tom" not in replies[2]


def test_the_shipped_engine_takes_the_name_added(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "i would like a cappuccino", "also please add my name, it's Tom")
    assert cart.customer_name == "Tom" and [line.item for line in cart.lines] == ["cappuccino"]
    assert replies[-1] == "Thanks, Tom. Anything else?"


def test_the_shipped_engine_gives_the_cappuccino_for_after_to_no_one(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "an espresso, and then a cappuccino for after")
    assert [(line.item, line.who) for line in cart.lines] == [("espresso", None), ("cappuccino", None)]
    assert cart.customer_name is None and "After" not in replies[0]


@pytest.mark.parametrize("text", ["what name is the order under?", "whose name is it under",
                                  "what name did you put", "did you get my name?"])
def test_the_name_asked_is_asked_of_the_order(text):
    from ordering.edits import AskMenu, Finish
    from ordering.names import name_asked
    from ordering.replies import NAME_ASKED

    for model in ([], [AskMenu()], [Finish()]):
        assert name_asked(model, text) == [AskMenu(about=[NAME_ASKED])]
    latte = [AddLine(item="latte")]
    assert name_asked(latte, text) == latte  # an order of its own: the model's


def test_the_shipped_engine_says_the_name_the_order_is_under(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "a small mocha", "what name is my order under?", "put it under Ines",
                          "what name is it under")
    assert replies[1] == 'No name yet — say "my name is …", or type it in "Name for the order".'
    assert replies[3] == "The order is under Ines."


def test_the_name_corrected_in_a_turn_of_its_own_is_the_orders_name():
    from ordering.cart import Cart, Line
    from ordering.edits import Finish
    from ordering.names import name_corrected

    bob = Cart(lines=[Line(id=1, item="latte")], next_line_id=2, customer_name="Bob")
    stray = [ChangeLine(ref=1, notes="light on the milk")]
    assert name_corrected(stray, "actually it's robert", bob, MENU) == [SetOrder(customer_name="Robert")]
    assert name_corrected([Finish()], "sorry, i'm Rob.", bob, MENU) == [SetOrder(customer_name="Rob")]
    for text in ("no, it's fine", "actually it's decaf", "actually it's bob", "actually it's for here"):
        assert name_corrected([Finish()], text, bob, MENU) == [Finish()], text
    unnamed = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert name_corrected(stray, "actually it's robert", unnamed, MENU) == stray  # no name to correct


def test_the_shipped_engine_renames_bob_robert(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "the name is bob", "actually it's robert")
    assert cart.customer_name == "Robert" and replies[2] == "Thanks, Robert. Anything else?"


def test_the_shipped_engine_names_no_vegans_and_lists_the_non_dairy_milks(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a soy latte", "is soy milk ok for vegans")
    assert cart.customer_name is None
    assert replies[1].startswith("Our non-dairy milks: oat milk (+$0.70)"), replies
