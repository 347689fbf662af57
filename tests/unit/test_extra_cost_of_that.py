""""Is there any extra charge for that?" of a coconut milk latte: the coconut milk's price
(`ordering.extra_cost_of_that`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.extra_cost_of_that import extra_cost_of_that
from ordering.replies import PRICE
from tests.unit.shipped import MENU, converse

COCONUT = Cart(lines=[Line(id=1, item="latte", milk="coconut milk")], next_line_id=2)


def test_that_asked_of_the_last_lines_one_option_is_its_price():
    asked = [AskMenu(about=["milk:coconut milk", PRICE])]
    for text in ("is there any extra charge for that", "does that cost extra?", "is it extra?",
                 "how much extra is that?", "so how much more does that cost"):
        assert extra_cost_of_that([AskMenu()], text, text.split(), COCONUT, MENU) == asked, text
        noted = [ChangeLine(ref=1, notes="weak")]
        assert extra_cost_of_that(noted, text, text.split(), COCONUT, MENU) == asked
    decaf = Cart(lines=[Line(id=1, item="americano", caffeine="decaf")], next_line_id=2)
    assert extra_cost_of_that([], "is that extra", ["is", "that", "extra"], decaf, MENU) == [
        AskMenu(about=["caffeine:decaf", PRICE])]


def test_none_or_two_options_a_value_named_or_a_change_are_the_models():
    text = "does that cost extra"
    plain = Cart(lines=[Line(id=1, item="cappuccino")], next_line_id=2)
    assert extra_cost_of_that([AskMenu()], text, text.split(), plain, MENU) == [AskMenu()]
    two = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1})], next_line_id=2)
    assert extra_cost_of_that([AskMenu()], text, text.split(), two, MENU) == [AskMenu()]
    oat = "does milk:oat_milk cost extra".split()
    assert extra_cost_of_that([AskMenu()], "does oat cost extra", oat, COCONUT, MENU) == [AskMenu()]
    added = [AddLine(item="latte")]
    assert extra_cost_of_that(added, "and a latte, is that extra", ["and"], COCONUT, MENU) == added
    assert extra_cost_of_that([AskMenu()], "how much extra for it", ["how"], plain, MENU) == [AskMenu()]


def test_how_much_extra_asked_alone_prices_each_option_of_the_last_line():
    two = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1})], next_line_id=2)
    for text in ("how much extra", "so what's the upcharge?", "how much more is it",
                 "what is the extra charge"):
        assert extra_cost_of_that([AskMenu()], text, text.split(), two, MENU) == [
            AskMenu(about=["milk:oat milk", PRICE]), AskMenu(about=["addon:vanilla syrup", PRICE])], text
    for text in ("how much extra milk is there", "how much is a latte"):
        assert extra_cost_of_that([AskMenu()], text, text.split(), two, MENU) == [AskMenu()], text


def test_the_shipped_engine_says_how_much_extra_the_oat_milk_is(engine):
    _, replies = converse(engine, "a large oat milk mocha with whipped cream", "is oat milk extra",
                          "how much extra")
    assert replies[2] == "Oat milk is $0.70 extra. Whipped cream is $0.50 extra.", replies


def test_the_shipped_engine_prices_the_milk_just_chosen(engine):
    cart, replies = converse(engine, "I'd like a mocha but with almond milk",
                             "is there any extra charge for that")
    assert replies[1] == "Almond milk is $0.70 extra.", replies
    assert [(line.item, line.milk) for line in cart.lines] == [("mocha", "almond milk")]


def test_the_shipped_engine_prices_the_shot_of_a_dirty_chai(engine):
    cart, replies = converse(engine, "a small chai latte, dirty", "how much extra is that")
    assert replies[1] == "Espresso shot is $1.00 extra.", replies
    assert [line.addons for line in cart.lines] == [{"espresso shot": 1}]


def test_an_order_then_a_value_asked_extra_adds_it_without_the_value_and_prices_the_value():
    from ordering.order_review import extra_cost_after_order

    whipped = [AddLine(item="mocha", addons={"whipped cream": 1}, notes="extra milk")]
    said = "a item:mocha , is addon:whipped_cream extra ?".split()
    assert extra_cost_after_order(whipped, "a mocha, is whip extra?", said) == [
        AddLine(item="mocha"), AskMenu(about=["addon:whipped cream", PRICE])]
    said = "a item:latte with milk:oat_milk , is that extra ?".split()  # the value is the order's
    oat = [AddLine(item="latte", milk="oat milk")]
    assert extra_cost_after_order(oat, "a latte with oat milk, is that extra?", said) == oat


def test_the_shipped_engine_adds_the_mocha_prices_the_whip_and_adds_it_when_asked(engine):
    cart, replies = converse(engine, "a small mocha, is whip extra?", "ok add it")
    assert replies[0] == "Added a small mocha ($4.75). Whipped cream is $0.50 extra. Anything else?", replies
    assert [(line.item, line.addons) for line in cart.lines] == [("mocha", {"whipped cream": 1})], replies
