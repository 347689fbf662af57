""""Which tea would you like?", then "how much are they?": the teas' prices; "how much are your
croissants?": each croissant's (`order_review.kind_price_asked`, `family_price_asked`,
`replies.answer_question`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart
from ordering.edits import PRICE, AskMenu, ReviewOrder
from ordering.menu import load_menu
from ordering.order_review import family_price_asked, kind_price_asked
from ordering.replies import answer_question
from tests.unit.shipped import converse

MENU = load_menu()
ASKED = Cart(asked=Asked(kind="tea"))


def test_a_price_of_them_after_a_kind_asked_is_the_kinds():
    assert kind_price_asked([ReviewOrder()], "how much are they", ASKED) == [AskMenu(about=["teas", PRICE])]
    assert kind_price_asked([AskMenu()], "and what do those cost?", ASKED) == [AskMenu(about=["teas", PRICE])]
    assert kind_price_asked([ReviewOrder()], "how much are they", Cart()) == [ReviewOrder()]  # none asked
    assert kind_price_asked([ReviewOrder()], "what's in them", ASKED) == [ReviewOrder()]  # no price


def test_the_prices_of_a_kind_are_said_together_where_they_are_the_same():
    assert answer_question(["muffins", PRICE], MENU) == (
        "Our muffins are $3.25 each: apple bran muffin, lemon poppyseed muffin and blueberry muffin.")
    assert answer_question(["muffin", PRICE], MENU) == "An apple bran muffin is $3.25."  # the house muffin
    teas = answer_question(["teas", PRICE], MENU)
    assert teas.startswith("Cloud and mist tea, earl grey tea") and "Ginger green cold steep tea" in teas


def test_the_shipped_engine_prices_the_teas_asked_which_of(engine):
    cart, replies = converse(engine, "can i have a tea", "how much are they", "earl grey please")
    assert replies[1].startswith("Cloud and mist tea, earl grey tea, english breakfast tea")
    assert [line.item for line in cart.lines] == ["earl grey tea"]


def test_a_price_of_a_family_said_by_its_plural_is_the_familys():
    muffin = [AskMenu(about=["apple bran muffin", PRICE])]
    assert family_price_asked(muffin, "how much are the muffins", MENU) == [AskMenu(about=["muffins", PRICE])]
    croissants = [AskMenu(about=["croissants", PRICE])]
    assert family_price_asked([], "how much are your croissants", MENU) == croissants
    blueberry = [AskMenu(about=["blueberry muffin", PRICE])]  # one named by its own word: that one's
    assert family_price_asked(blueberry, "how much are the blueberry muffins", MENU) == blueberry
    assert family_price_asked(muffin, "how much is a muffin", MENU) == muffin  # the house muffin
    assert answer_question(["croissants", PRICE], MENU) == (
        "Our croissants: butter croissant $3.50 and chocolate croissant $3.95.")


def test_the_shipped_engine_prices_the_croissants(engine):
    _, replies = converse(engine, "how much are your croissants")
    assert replies[0] == "Our croissants: butter croissant $3.50 and chocolate croissant $3.95."

