"""Prices computed by hand from ordering/menu.toml, and line descriptions."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.menu import load_menu
from ordering.pricing import describe_line, format_cents, join_words, price_cart, price_line

MENU = load_menu()


def _price(**fields) -> int:
    return price_line(Line(id=1, **fields), MENU)


def test_base_price_uses_default_size_when_none():
    assert _price(item="latte") == 475  # medium
    assert _price(item="latte", size="short") == 375
    assert _price(item="cortado") == 350  # default short
    assert _price(item="apple bran muffin") == 325
    assert _price(item="espresso") == 250


def test_options_add_to_the_price():
    assert _price(item="latte", size="large", milk="oat milk") == 525 + 70
    assert (
        _price(item="latte", size="large", temp="iced", milk="oat milk", addons={"vanilla syrup": 2})
        == 525 + 70 + 2 * 50
    )
    assert _price(item="coffee", milk="half and half", addons={"sugar": 2}, preps=["with room"]) == 275 + 50
    assert _price(item="latte", milk="2% milk", caffeine="decaf", removals=["foam"]) == 475
    assert _price(item="bagel", addons={"cream cheese": 1}, preps=["toasted"]) == 295 + 75


def test_size_dependent_sauce_price():
    assert _price(item="mocha", size="small", addons={"chocolate sauce": 1}) == 475 + 50
    assert _price(item="mocha", size="large", addons={"chocolate sauce": 2}) == 575 + 2 * 70
    assert _price(item="espresso", addons={"chocolate sauce": 1}) == 250 + 50


def test_shots_over_the_recipe_cost_an_extra_shot_each():
    assert _price(item="espresso", shots=2) == 250 + 100
    assert _price(item="espresso", shots=4) == 250 + 300
    assert _price(item="latte", size="large", shots=4) == 525 + 200  # recipe: 2 shots
    assert _price(item="latte", size="small", shots=2) == 425 + 100  # recipe: 1 shot
    assert _price(item="latte", shots=1) == 475  # fewer shots cost the same
    assert _price(item="mocha", addons={"espresso shot": 2}) == 525 + 200


def test_price_cart_multiplies_by_qty_and_sums():
    cart = Cart(
        lines=[
            Line(id=1, item="latte", size="large", milk="oat milk"),
            Line(id=2, item="blueberry muffin", qty=2),
        ],
        to_go=True,
        customer_name="Jean",
    )
    priced = price_cart(cart, MENU)
    assert [(p.unit_cents, p.total_cents) for p in priced.lines] == [(595, 595), (325, 650)]
    assert priced.total_cents == 1245 and priced.to_go is True and priced.customer_name == "Jean"
    assert priced.lines[0].description == "large oat milk latte"
    assert price_cart(Cart(), MENU).total_cents == 0


def test_unknown_names_raise_key_error():
    with pytest.raises(KeyError):
        _price(item="unicorn latte")
    with pytest.raises(KeyError):
        _price(item="latte", milk="camel milk")
    with pytest.raises(KeyError):
        _price(item="espresso", size="large")


def test_format_and_join():
    assert format_cents(595) == "$5.95" and format_cents(5) == "$0.05" and format_cents(1200) == "$12.00"
    assert join_words(["a"]) == "a" and join_words(["a", "b"]) == "a and b"
    assert join_words(["a", "b", "c"], "or") == "a, b or c"


def test_describe_line():
    line = Line(
        id=1,
        item="latte",
        size="large",
        temp="iced",
        milk="oat milk",
        addons={"vanilla syrup": 2},
        removals=["foam"],
        preps=["with room"],
        notes="upside down",
    )
    assert describe_line(line, MENU) == (
        'large iced oat milk latte with vanilla syrup ×2, no foam, with room, note: "upside down"'
    )
    assert describe_line(Line(id=1, item="espresso", shots=2), MENU, counted=True) == "a double espresso"
    assert describe_line(Line(id=1, item="americano", temp="iced"), MENU, counted=True) == "an iced americano"
    assert (
        describe_line(Line(id=1, item="banana bread", qty=2), MENU, counted=True)
        == "2 slices of banana bread"
    )
    assert describe_line(Line(id=1, item="hot chocolate", qty=3), MENU, counted=True) == "3 hot chocolates"
    assert (
        describe_line(Line(id=1, item="apple bran muffin", preps=["warmed"]), MENU)
        == "apple bran muffin, warmed"
    )
