""""How much for a large?" of the drink ordered: its price in that size (`ordering.size_priced`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.menu import load_menu
from ordering.replies import PRICE
from ordering.size_priced import size_priced
from tests.unit.shipped import converse

MENU = load_menu()
OAT = Cart(lines=[Line(id=1, item="latte", size="small", milk="oat milk", addons={"vanilla syrup": 1})],
           next_line_id=2)


def test_a_size_priced_of_the_drink_ordered():
    for model in ([], [AskMenu(about=["size:large"])]):
        assert size_priced(model, "how much for a large", ["how", "much", "for", "a", "size:large"], OAT,
                           MENU) == [AskMenu(about=["latte", "size:large", "milk:oat milk",
                                                    "addon:vanilla syrup", PRICE])]
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="blueberry muffin"),
                      Line(id=3, item="mocha")], next_line_id=4)
    said = "what would a size:medium cost".split()
    assert size_priced([], "what would a medium cost", said, two, MENU) == [
        AskMenu(about=["latte", "size:medium", PRICE]), AskMenu(about=["mocha", "size:medium", PRICE])]


def test_two_sizes_priced_of_the_one_drink_ordered():
    mocha = Cart(lines=[Line(id=1, item="mocha", size="large")], next_line_id=2)
    said = "what's the price difference between size:large and size:medium".split()
    text = "what's the price difference between large and medium"
    assert size_priced([], text, said, mocha, MENU) == [
        AskMenu(about=["mocha", "size:large", PRICE]), AskMenu(about=["mocha", "size:medium", PRICE])]
    two = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="mocha")], next_line_id=3)
    assert size_priced([], text, said, two, MENU) == []  # two drinks in two sizes: not read


def test_other_turns_are_the_models():
    words = ["how", "much", "for", "a", "size:large"]
    change = [ChangeLine(ref=1, size="large")]
    assert size_priced(change, "make it a large, how much for a large", words, OAT, MENU) == change
    assert size_priced([], "a large please", ["a", "size:large", "please"], OAT, MENU) == []  # no price asked
    said = ["how", "much", "for", "a", "size:large", "item:mocha"]
    assert size_priced([AskMenu(about=["mocha"])], "how much for a large mocha", said, OAT, MENU) == [
        AskMenu(about=["mocha"])]  # an item named: `price_asked`'s
    muffin = Cart(lines=[Line(id=1, item="blueberry muffin")], next_line_id=2)
    assert size_priced([], "how much for a large", words, muffin, MENU) == []
    counted = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 2})], next_line_id=2)
    assert size_priced([], "how much for a large", words, counted, MENU) == []
    assert size_priced([AddLine(item="latte")], "how much for a large", words, OAT, MENU) == [
        AddLine(item="latte")]


def test_the_shipped_engine_prices_the_coffee_in_the_size_asked(engine):
    cart, replies = converse(engine, "a small coffee", "how much would a large be")
    assert replies[1] == "A large coffee is $3.25."
    assert [(line.item, line.size) for line in cart.lines] == [("coffee", "small")]


def test_the_shipped_engine_prices_a_large_asked_with_and_how_much_if(engine):
    cart, replies = converse(engine, "a small latte", "and how much if its a large")
    assert replies[1] == "A large latte is $5.25."  # "how much" is no thing we lack
    assert [(line.item, line.size) for line in cart.lines] == [("latte", "small")]


def test_the_shipped_engine_prices_both_sizes(engine):
    cart, replies = converse(engine, "can i get a large mocha",
                             "what's the price difference between large and medium")
    assert [(line.item, line.size) for line in cart.lines] == [("mocha", "large")]
    assert "$5.75" in replies[1] and "$5.25" in replies[1]


def test_a_size_set_by_a_turn_that_only_asks_its_price_is_the_price():
    words = "wait , how much is a size:large".split()
    change = [ChangeLine(ref=1, size="large")]
    assert size_priced(change, "wait, how much is a large", words, OAT, MENU) == [
        AskMenu(about=["latte", "size:large", "milk:oat milk", "addon:vanilla syrup", PRICE])]
    more = [ChangeLine(ref=1, size="large", milk="soy milk")]  # more than the size: not the question's
    assert size_priced(more, "wait, how much is a large", words, OAT, MENU) == more
    said = "how much is a size:large ? make it that".split()
    assert size_priced(change, "how much is a large? make it that", said, OAT, MENU) == change


def test_the_shipped_engine_keeps_the_medium_asked_the_price_of_a_large(engine):
    cart, replies = converse(engine, "a small cappuccino", "make that a medium", "wait, how much is a large")
    assert replies[-1] == "A large cappuccino is $5.25."
    assert [(line.item, line.size) for line in cart.lines] == [("cappuccino", "medium")]
