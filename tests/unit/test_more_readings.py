"""The shipped model with the readings of kinds ordered beside items, food warmed, lines named by their kind
and an item ordered then named: each turn here went wrong before its reading."""

from __future__ import annotations

from ordering.cart import Cart
from tests.unit.shipped import converse


def items(cart: Cart) -> list[tuple]:
    """Each line as (item, qty, temp, preps, add-ons)."""
    return [(line.item, line.qty, line.temp, list(line.preps), dict(line.addons)) for line in cart.lines]


def test_a_kind_ordered_beside_an_item_is_asked_of(engine):
    cart, replies = converse(engine, "a latte and two teas")
    assert items(cart) == [("latte", 1, None, [], {})]
    assert "Which two teas would you like? Our teas:" in replies[-1]
    cart, replies = converse(engine, "could I get a mocha and a tea please")
    assert items(cart) == [("mocha", 1, None, [], {})]
    assert "Our teas: cloud and mist tea" in replies[-1]
    cart, replies = converse(engine, "a latte and a muffin")  # the menu's house muffin: nothing to ask
    assert [line.item for line in cart.lines] == ["latte", "apple bran muffin"]
    assert "Our bakery" not in replies[-1]


def test_a_muffin_named_by_its_kind_is_warmed_beside_a_drink_made_iced(engine):
    for muffin in ("blueberry muffin", "muffin"):
        cart, _ = converse(engine, f"a latte and a {muffin}", "make the latte iced and the muffin warmed")
        assert [(line.temp, line.preps) for line in cart.lines] == [("iced", []), (None, ["warmed"])]


def test_a_line_named_by_its_kind_is_removed_or_warmed_not_ordered(engine):
    cart, replies = converse(engine, "one chai latte and one blueberry muffin",
                             "remove the latte and make the muffin warmed")
    assert items(cart) == [("blueberry muffin", 1, None, ["warmed"], {})]
    assert replies[-1].startswith("Removed the chai latte.")


def test_an_item_ordered_then_named_is_one_line(engine):
    cart, _ = converse(engine, "a latte and a mocha and put whipped cream on the mocha")
    assert items(cart) == [("latte", 1, None, [], {}), ("mocha", 1, None, [], {"whipped cream": 1})]
