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


def test_one_of_them_named_by_its_item_is_changed_alone():
    teas = Cart(lines=[Line(id=1, item="earl grey tea"), Line(id=2, item="english breakfast tea")],
                next_line_id=3)
    both = [ChangeLine(ref=1, add_addons={"honey": 1}), ChangeLine(ref=2, add_addons={"honey": 1})]
    text = "and one of them with honey, the earl grey"
    said = "and n1 of them with addon:honey , the item:earl_grey_tea".split()
    assert one_of_them_asked(both, text, said, teas, MENU) == both[:1]
    two = said + ["and", "the", "item:english_breakfast_tea"]  # both named: as the model wrote them
    assert one_of_them_asked(both, text + " and the english breakfast", two, teas, MENU) == both
    lattes = Cart(lines=[Line(id=1, item="latte", caffeine="decaf"), Line(id=2, item="latte")],
                  next_line_id=3)
    said = "and n1 of them with addon:honey , the item:latte".split()  # the item names both lines
    assert one_of_them_asked(both, text, said, lattes, MENU) == both


def test_the_shipped_engine_puts_the_honey_in_the_earl_grey_only(engine):
    cart, _ = converse(engine, "two teas please, one earl grey and one english breakfast",
                       "and one of them with honey, the earl grey")
    assert [(line.item, dict(line.addons)) for line in cart.lines] == [
        ("earl grey tea", {"honey": 1}), ("english breakfast tea", {})]
