""""Two teas please" asks which two; the answer "earl grey" adds two (`Cart.asked`, `count_asked`)."""

from __future__ import annotations

from ordering.cart import Asked, Cart, Line
from ordering.count_asked import count_asked
from ordering.edits import AddLine, AskMenu, apply_edits
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()
ASKED = Cart(asked=Asked(kind="teas", count=2))


def test_the_question_of_a_counted_kind_is_kept_for_the_next_turn_only():
    asked = apply_edits(Cart(), [AskMenu(about=["teas", "count:2"])], MENU).cart
    assert asked.asked == Asked(kind="teas", count=2)
    assert apply_edits(asked, [AddLine(item="latte")], MENU).cart.asked is None
    assert apply_edits(Cart(), [AskMenu(about=["milks"])], MENU).cart.asked is None


def test_one_unit_of_the_kind_asked_takes_the_count_said_before():
    assert count_asked([AddLine(item="earl grey tea")], "earl grey".split(), ASKED, MENU) == [
        AddLine(item="earl grey tea", qty=2)]


def test_other_answers_are_the_models():
    two = [AddLine(item="earl grey tea"), AddLine(item="oolong tea")]
    assert count_asked(two, "earl grey and oolong".split(), ASKED, MENU) == two
    counted = [AddLine(item="earl grey tea")]
    assert count_asked(counted, "just n1 earl grey".split(), ASKED, MENU) == counted
    other = [AddLine(item="latte")]
    assert count_asked(other, "item:latte".split(), ASKED, MENU) == other  # not a tea
    assert count_asked(counted, "earl grey".split(), Cart(lines=[Line(id=1, item="latte")]), MENU) == counted


def test_the_shipped_engine_adds_two_of_the_tea_named(engine):
    cart, replies = converse(engine, "two teas please", "earl grey")
    assert replies[0].startswith("Which two teas")
    assert [(line.item, line.qty) for line in cart.lines] == [("earl grey tea", 2)]
    assert cart.asked is None
