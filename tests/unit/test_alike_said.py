""""Two cappuccinos", then "both the same": nothing changes and nothing is ordered again
(`ordering.alike_said`, and no repeat in `ordering.repeats`)."""

from __future__ import annotations

from ordering.alike_said import alike_said
from ordering.cart import Cart, Line
from ordering.edits import AddLine, AskMenu, ChangeLine
from ordering.repeats import repeat_asked
from ordering.replies import NEVER_MIND
from tests.unit.shipped import converse

TWO = Cart(lines=[Line(id=1, item="cappuccino", qty=2)], next_line_id=2)


def test_the_units_said_alike_change_nothing():
    for said in ("both the same", "the same for both please", "all the same"):
        assert alike_said([ChangeLine(ref=1)], said.split(), TWO) == [AskMenu(about=[NEVER_MIND])], said
        assert repeat_asked(said.split()) is None, said


def test_a_value_said_with_it_changes_the_lines_and_adds_none():
    model = [ChangeLine(ref=1, milk="oat milk"), AddLine(item="cappuccino", milk="oat milk")]
    assert alike_said(model, "both the same , milk:oat_milk".split(), TWO) == [model[0]]


def test_the_same_for_more_of_us_or_of_one_unit_is_no_likeness():
    one = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert alike_said([], "both the same".split(), one) == []
    assert repeat_asked("the same for both of us".split()) is not None
    for said in ("and the same for both of us", "both the same but one iced", "both the same item:latte"):
        assert alike_said([ChangeLine(ref=1)], said.split(), TWO) == [ChangeLine(ref=1)], said


def test_the_shipped_engine_adds_nothing_for_both_the_same(engine):
    cart, replies = converse(engine, "two cappuccinos please", "they're both the same")
    assert [(line.item, line.qty) for line in cart.lines] == [("cappuccino", 2)]
    assert "nothing has changed" in replies[-1]
    cart, _ = converse(engine, "two lattes", "both the same, with oat")
    assert [(line.item, line.qty, line.milk) for line in cart.lines] == [("latte", 2, "oat milk")]
