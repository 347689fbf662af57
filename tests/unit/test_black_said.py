""""Black please" of a coffee: no milk in it (`ordering.black_said`)."""

from __future__ import annotations

import pytest

from ordering.black_said import black_said
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="cold brew", milk="half and half", addons={"whipped cream": 1}),
                   Line(id=2, item="latte"), Line(id=3, item="bagel")], next_line_id=4)


@pytest.mark.parametrize("text", ["black please", "actually make it black", "i'd like it black",
                                  "black cold brew"])
def test_black_takes_the_milk_and_creamers_off_the_latest_drink_served_without_milk(text):
    assert black_said([], text, CART, MENU) == [ChangeLine(ref=1, unset=["milk"], drop=["whipped cream"])]


@pytest.mark.parametrize("edits, text", [
    ([AddLine(item="coffee")], "and a black coffee"),  # an order
    ([ChangeLine(ref=1, size="large")], "black and large"),  # the model changes something
    ([], "black with a bagel"),  # more than black said
    ([], "no black tea"),
])
def test_other_turns_are_the_models(edits, text):
    assert black_said(edits, text, CART, MENU) == edits


def test_an_item_of_the_cart_said_black_again_is_that_line_not_another():
    assert black_said([AddLine(item="cold brew")], "cold brew black", CART, MENU) == [
        ChangeLine(ref=1, unset=["milk"], drop=["whipped cream"])]
    for text in ("and a cold brew black", "another cold brew black", "2 cold brew black"):  # ordered
        assert black_said([AddLine(item="cold brew")], text, CART, MENU) == [AddLine(item="cold brew")]
    iced = [AddLine(item="cold brew", size="large")]  # more than the item said again
    assert black_said(iced, "large cold brew black", CART, MENU) == iced
    americano = [AddLine(item="americano")]  # none in the cart
    assert black_said(americano, "americano black", CART, MENU) == americano


def test_the_shipped_engine_keeps_one_americano_said_black_again(engine):
    cart, replies = converse(engine, "a mocha, a flat white and an americano", "mocha iced",
                             "americano black")
    assert lines(cart) == [{"item": "americano", "qty": 1}, {"item": "flat white", "qty": 1},
                           {"item": "mocha", "qty": 1, "temp": "iced"}]
    assert replies[2] == "The americano has no milk already. Anything else?"


def test_no_drink_served_without_milk_leaves_the_turn_alone():
    latte = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert black_said([], "black", latte, MENU) == []


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "one drip coffee", "black please")
    assert lines(cart) == [{"item": "coffee", "qty": 1}]
    assert replies[1] == "The coffee has no milk already. Anything else?"
    cart, replies = converse(engine, "a coffee with cream", "hmm, make it black actually")
    assert lines(cart) == [{"item": "coffee", "qty": 1}]
    assert replies[1] == "Changed the coffee to no milk. Anything else?"


def test_the_other_one_black_is_the_line_without_milk():
    split = Cart(lines=[Line(id=1, item="coffee", qty=2), Line(id=2, item="coffee", milk="half and half")],
                 next_line_id=3)
    assert black_said([], "and the other one black", split, MENU) == [ChangeLine(ref=1, unset=["milk"])]


def test_one_unit_named_by_its_place_is_split_off_black():
    two = Cart(lines=[Line(id=1, item="cold brew", qty=2, milk="half and half")], next_line_id=2)
    assert black_said([ChangeLine(ref=1, notes="weak")], "and the second one black", two, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="cold brew")]
    noted = Cart(lines=[Line(id=1, item="coffee", qty=2, notes="with milk")], next_line_id=2)
    assert black_said([], "the first one black", noted, MENU) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee")]
    plain = Cart(lines=[Line(id=1, item="coffee", qty=2)], next_line_id=2)
    assert black_said([], "the second one black", plain, MENU) == [ChangeLine(ref=1, unset=["milk"])]


def test_the_shipped_engine_makes_the_second_cold_brew_black(engine):
    cart, _ = converse(engine, "one cold brew with cream", "make it two", "and the second one black")
    assert [(line.qty, line.milk) for line in cart.lines] == [(1, "half and half"), (1, None)]


def test_one_of_two_with_cream_said_black_is_split_off_not_dropped():
    two = Cart(lines=[Line(id=1, item="coffee", qty=2, size="medium", milk="half and half",
                           addons={"sugar": 1})], next_line_id=2)
    black = AddLine(item="coffee", size="medium", addons={"sugar": 1})
    for text in ("one black actually", "one of them black please", "make one black"):
        assert black_said([ChangeLine(ref=1, qty=1)], text, two, MENU) == [ChangeLine(ref=1, qty=1), black]
        assert black_said([], text, two, MENU) == [ChangeLine(ref=1, qty=1), black]
    assert black_said([ChangeLine(ref=1, qty=1, size="large")], "one black", two, MENU) == [
        ChangeLine(ref=1, qty=1, size="large")]  # the model changes something else too
    plain = Cart(lines=[Line(id=1, item="coffee", qty=2)], next_line_id=2)
    assert black_said([ChangeLine(ref=1, qty=1)], "one black", plain, MENU) == [
        ChangeLine(ref=1, unset=["milk"])]


def test_the_shipped_engine_keeps_both_coffees_and_makes_one_black(engine):
    cart, _ = converse(engine, "could I get two medium coffees with cream and sugar", "one black actually")
    assert sorted((line.qty, line.milk or "") for line in cart.lines) == [(1, ""), (1, "half and half")]


def test_one_black_after_a_split_is_one_of_those_not_told_apart():
    from ordering.cart import Changed

    before = Line(id=1, item="coffee", qty=4)
    cream = Line(id=2, item="coffee", qty=2, milk="half and half")
    split = Cart(lines=[Line(id=1, item="coffee", qty=2), cream], next_line_id=3,
                 changed=[Changed(line=before, change={"op": "set", "qty": 2})])
    assert black_said([], "1 black", split, MENU) == [ChangeLine(ref=1, qty=1), AddLine(item="coffee")]
    last = split.model_copy(update={"lines": [Line(id=1, item="coffee"), split.lines[1]]})
    assert black_said([], "one black", last, MENU) == [ChangeLine(ref=1, unset=["milk"])]  # black already
    unsplit = split.model_copy(update={"changed": []})  # two with cream ordered so: one of them black
    assert black_said([], "1 black", unsplit, MENU) == [ChangeLine(ref=2, qty=1), AddLine(item="coffee")]


def test_the_shipped_engine_keeps_two_coffees_with_cream_when_one_is_black(engine):
    cart, _ = converse(engine, "let me get 4 drip coffees", "2 with cream", "1 black",
                       "and the last one with sugar only")
    units = sorted((line.milk or "", tuple(line.addons)) for line in cart.lines for _ in range(line.qty))
    assert units == [("", ()), ("", ("sugar",)), ("half and half", ()), ("half and half", ())]


def test_all_black_of_several_coffees_takes_the_milk_off_each_that_has_any():
    from ordering.edits import Finish

    cream = Line(id=2, item="coffee", milk="half and half")
    small, latte = Line(id=1, item="coffee", size="small"), Line(id=3, item="latte")
    three = Cart(lines=[small, cream, latte], next_line_id=4)

    assert black_said([Finish()], "all black", three, MENU) == [ChangeLine(ref=2, unset=["milk"])]
    plain = Cart(lines=[Line(id=1, item="coffee"), Line(id=2, item="americano")], next_line_id=3)
    assert black_said([Finish()], "both black please", plain, MENU) == [ChangeLine(ref=2, unset=["milk"])]
    assert black_said([Finish()], "that's all", plain, MENU) == [Finish()]


def test_black_said_of_the_one_of_a_size_is_that_ones():
    creamed = Cart(lines=[Line(id=1, item="coffee", size="small", milk="half and half"),
                          Line(id=2, item="coffee", size="large", milk="half and half"),
                          Line(id=3, item="coffee", milk="half and half")], next_line_id=4)
    assert black_said([], "the small one black", creamed, MENU) == [ChangeLine(ref=1, unset=["milk"])]
    assert black_said([], "the medium one black", creamed, MENU) == [ChangeLine(ref=3, unset=["milk"])]
    assert black_said([], "the short one black", creamed, MENU) == []  # no short one


def test_the_shipped_engine_takes_the_cream_off_the_large_coffee(engine):
    cart, _ = converse(engine, "a small coffee with cream and a large coffee with cream",
                       "the large one black")
    assert [(line.size, line.milk) for line in cart.lines] == [("small", "half and half"), ("large", None)]


def test_the_drink_named_black_is_that_one_not_the_latest():
    cart = Cart(lines=[Line(id=1, item="coffee", milk="half and half"), Line(id=2, item="earl grey tea"),
                       Line(id=3, item="americano", milk="whole milk")], next_line_id=4)
    assert black_said([], "the coffee black", cart, MENU) == [ChangeLine(ref=1, unset=["milk"])]
    assert black_said([], "the americano black please", cart, MENU) == [ChangeLine(ref=3, unset=["milk"])]
    assert black_said([], "black please", cart, MENU) == [ChangeLine(ref=3, unset=["milk"])]  # the latest


def test_the_shipped_engine_finds_the_coffee_black_not_the_tea(engine):
    _, replies = converse(engine, "one hot chocolate, one tea and one coffee", "the tea is english breakfast",
                          "the coffee black")
    assert replies[-1] == "The coffee has no milk already. Anything else?"
