""""Which latte — …?" answered "the oat one": the change that waited is made to the line picked
(`ordering.which_answered`)."""

from __future__ import annotations

import pytest

from ordering.cart import Asked, Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.which_answered import which_answered
from tests.unit.shipped import converse

DECAF = {"op": "set", "caffeine": "decaf"}
LINES = [Line(id=1, item="latte", size="large", milk="oat milk"), Line(id=2, item="blueberry muffin"),
         Line(id=3, item="latte")]
CART = Cart(lines=LINES, next_line_id=4, asked=Asked(kind="latte", lines=[1, 3], change=DECAF))


@pytest.mark.parametrize(("said", "refs"), [
    ("the milk:oat_milk n1", [1]), ("the size:large n1", [1]), ("the first n1", [1]), ("the second", [3]),
    ("the last n1", [3]), ("the n1 st", [1]), ("number n2", [3]), ("both", [1, 3]), ("both of them", [1, 3]),
    ("the plain n1", [3]), ("the item:latte", [3]), ("the regular n1", [3]),
])
def test_the_lines_the_answer_picks_take_the_change(said, refs):
    assert which_answered([ChangeLine(ref=1, notes="weak")], said.split(), CART) == [
        ChangeLine(ref=r, caffeine="decaf") for r in refs]


def test_a_kind_named_by_its_words_is_picked():
    muffins = Cart(lines=[Line(id=4, item="blueberry muffin"), Line(id=6, item="lemon poppyseed muffin")],
                   next_line_id=7, asked=Asked(kind="muffin", lines=[4, 6], change={"op": "del"}))
    assert which_answered([], "the lemon n1".split(), muffins) == [RemoveLine(ref=2)]


def test_answers_that_pick_no_one_line_or_say_something_else_are_the_models():
    for said in ("the other n1", "the size:small n1", "hmm"):
        assert which_answered([], said.split(), CART) == []
    own = [ChangeLine(ref=3, size="small")]
    assert which_answered(own, "make the second n1 size:small".split(), CART) == own
    added = [AddLine(item="mocha")]
    assert which_answered(added, "item:mocha".split(), CART.model_copy(update={"asked": None})) == added


def test_the_shipped_engine_takes_the_answer(engine):
    turns = ("a large oat latte and a blueberry muffin", "a latte", "make the latte decaf")
    cart, replies = converse(engine, *turns, "the oat one")
    assert replies[2].startswith("Which latte")
    assert [line.caffeine for line in cart.lines] == ["decaf", None, None]
    cart, _ = converse(engine, *turns, "both")
    assert [line.caffeine for line in cart.lines] == ["decaf", None, "decaf"]
    cart, _ = converse(engine, "a blueberry muffin and a lemon poppyseed muffin", "remove the muffin",
                       "the lemon one")
    assert [line.item for line in cart.lines] == ["blueberry muffin"]
