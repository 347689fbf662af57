""""Is the croissant warm?", then "can you warm it then": "it" is the line the question was of."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.edits import AskMenu, ChangeLine, apply_edits
from ordering.it_meant import it_asked_of
from ordering.menu import load_menu

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="butter croissant"), Line(id=2, item="coffee")], next_line_id=3)


def test_a_question_of_one_line_keeps_that_line_for_the_next_turn():
    asked = apply_edits(CART, [AskMenu(about=["warmed"], ref=1)], MENU).cart.asked
    assert asked == Asked(lines=[1])
    assert apply_edits(CART, [ChangeLine(ref=2, temp="iced")], MENU).cart.asked is None


def test_it_is_the_line_asked_of():
    asked = CART.model_copy(update={"asked": Asked(lines=[1])})
    warm = [ChangeLine(ref=2, temp="warm")]
    assert it_asked_of(warm, "can you warm it then".split(), asked) == [ChangeLine(ref=1, temp="warm")]
    assert it_asked_of(warm, "can you warm it then".split(), CART) == warm  # no question before
    said = "make the item:coffee temp:warm".split()
    assert it_asked_of(warm, said, asked) == warm  # a line named
    assert it_asked_of(warm, "temp:warm please".split(), asked) == warm  # no "it"


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a croissant and a coffee", "is the croissant warm?", "can you warm it then")
    assert [(line.item, line.preps, line.temp) for line in cart.lines] == [
        ("butter croissant", ["warmed"], None), ("coffee", [], None)]
    cart, replies = converse(engine, "a croissant and a coffee", "is the croissant warm?", "no thanks")
    assert len(cart.lines) == 2 and replies[2].startswith("Here's your order")  # the order read back
