""""Never mind the decaf", "actually regular is fine": the value taken back, the drink kept
(`ordering.value_forgotten`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.value_forgotten import regular_said_fine, value_forgotten
from tests.unit.shipped import converse

DECAF = Cart(lines=[Line(id=1, item="mocha"), Line(id=2, item="latte", caffeine="decaf", size="large")],
             next_line_id=3, added=[2])


@pytest.mark.parametrize("said, unset", [
    ("never mind the caffeine:decaf", "caffeine"),
    ("actually forget the size:large please", "size"),
])
def test_a_value_taken_back_is_unset_on_the_line_that_has_it(said, unset):
    assert value_forgotten([RemoveLine(ref=2)], said.split(), DECAF) == [ChangeLine(ref=2, unset=[unset])]
    assert value_forgotten([], said.split(), DECAF) == [ChangeLine(ref=2, unset=[unset])]


@pytest.mark.parametrize("said", [
    "never mind the item:latte",  # the drink taken back
    "never mind the caffeine:decaf item:latte",  # an item named: the model's
    "never mind the temp:iced",  # no line is iced
    "never mind the caffeine:decaf , add a item:muffin",  # more said after it
])
def test_other_turns_are_the_models(said):
    assert value_forgotten([RemoveLine(ref=2)], said.split(), DECAF) == [RemoveLine(ref=2)]


def test_regular_said_fine_unsets_the_caffeine_of_the_line_just_ordered():
    asked = [AddLine(item="latte")]  # what the model wrote does not matter: never_minded's question
    assert regular_said_fine(asked, "actually regular is fine", DECAF) == [
        ChangeLine(ref=2, unset=["caffeine"])]
    refused = DECAF.model_copy(update={"lacked": ["everything bagel"]})  # "regular" of a thing refused
    assert regular_said_fine(asked, "ok regular is fine", refused) == asked
    assert regular_said_fine(asked, "regular is fine, and a muffin", DECAF) == asked


def test_the_shipped_engine_keeps_the_latte_and_takes_the_decaf_back(engine):
    for said in ("never mind the decaf", "actually regular is fine"):
        cart, replies = converse(engine, "a decaf latte", said)
        assert [(line.item, line.caffeine) for line in cart.lines] == [("latte", None)], said
        assert replies[-1] == "Changed the latte to regular caffeine. Anything else?"
