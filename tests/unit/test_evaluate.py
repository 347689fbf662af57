"""The held-out comparison counts carts as the benchmark's scorer does."""

from ordering.cart import Cart, Line, cart_to_benchmark
from preprocessing.evaluate import same_units


def cart(*lines: Line, to_go: bool | None = None) -> dict:
    return cart_to_benchmark(Cart(lines=list(lines), to_go=to_go))


def test_a_line_of_two_is_two_units_and_notes_count_by_presence():
    assert same_units(
        cart(Line(id=1, item="mocha", qty=2)), cart(Line(id=1, item="mocha"), Line(id=2, item="mocha"))
    )
    assert same_units(
        cart(Line(id=1, item="latte", notes="a little milk")),
        cart(Line(id=1, item="latte", notes="a little milks")),
    )
    assert not same_units(
        cart(Line(id=1, item="latte", notes="a little milk")), cart(Line(id=1, item="latte"))
    )
    assert not same_units(cart(Line(id=1, item="mocha", qty=2)), cart(Line(id=1, item="mocha")))
    assert not same_units(cart(to_go=True), cart())
