""""Make one of them iced" of two lines the model changed alike: which one? (`ordering.one_of_them_asked`)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import WHICH, AskMenu, ChangeLine
from ordering.one_of_them_asked import one_of_them_asked
from tests.unit.shipped import MENU, converse

TWO = Cart(lines=[Line(id=1, item="latte", caffeine="decaf"), Line(id=2, item="latte")], next_line_id=3)


def test_one_change_on_every_line_said_one_of_them_is_asked():
    both = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    got = one_of_them_asked(both, "make one of them iced", "make n1 of them temp:iced".split(), TWO, MENU)
    assert got == [AskMenu(about=[f"{WHICH}latte", "decaf latte", "latte"], lines=[1, 2],
                           then=ChangeLine(ref=1, temp="iced"))]


def test_other_changes_are_left_as_the_model_wrote_them():
    both = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, temp="iced")]
    said = "make them temp:iced".split()
    assert one_of_them_asked(both, "make them iced", said, TWO, MENU) == both  # no "one of them"
    apart = [ChangeLine(ref=1, temp="iced"), ChangeLine(ref=2, size="large")]
    assert one_of_them_asked(apart, "make one of them iced", said, TWO, MENU) == apart  # not one change
    alike = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="latte")], next_line_id=3)
    assert one_of_them_asked(both, "make one of them iced", said, alike, MENU) == both  # either is it


def test_the_shipped_engine_asks_which_flat_white_takes_the_almond(engine):
    cart, replies = converse(engine, "two flat whites, one decaf one regular", "and one of them with almond",
                             "the decaf one")
    assert replies[1] == "Which flat white — the decaf flat white or the flat white?"
    assert [(line.caffeine, line.milk) for line in cart.lines] == [("decaf", "almond milk"), (None, None)]
