""""Skip the toasting", "hold the warming": the doing of a line's preparation, said taken off, takes the
preparation off (`line_changes.prep_taken_off`), and is no thing the menu lacks
(`lacking_line_named`: "toasted" and "heated" are words of the menu)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import ChangeLine, RemoveLine
from ordering.lacking_line_named import lacking_line_named
from ordering.line_changes import prep_taken_off
from tests.unit.shipped import MENU, converse, lines, ordered

TOASTED = Cart(lines=[Line(id=1, item="latte"), Line(id=2, item="bagel", preps=["toasted"])], next_line_id=3)


@pytest.mark.parametrize("said", ["skip the toasting", "actually hold the toasting please"])
def test_the_doing_of_a_preparation_taken_off_drops_it(said):
    assert prep_taken_off([], said.split(), TOASTED, MENU) == [ChangeLine(ref=2, drop=["toasted"])]
    assert prep_taken_off([RemoveLine(ref=2)], said.split(), TOASTED, MENU) == [
        ChangeLine(ref=2, drop=["toasted"])]


def test_a_doing_no_line_has_is_the_models():
    assert prep_taken_off([], "skip the warming".split(), TOASTED, MENU) == []
    assert prep_taken_off([], "skip the toasting".split(), Cart(lines=[Line(id=1, item="bagel")],
                                                                  next_line_id=2), MENU) == []


def test_the_doing_of_a_lines_preparation_is_no_thing_lacking():
    edits = [ChangeLine(ref=2, drop=["toasted"])]
    assert lacking_line_named(edits, "skip the toasting".split(), TOASTED, MENU.words) == edits
    assert lacking_line_named(edits, "skip the frosting".split(), TOASTED, MENU.words) != edits


def test_the_shipped_engine_skips_the_warming(engine):
    cart, _ = converse(engine, "a cortado and a chocolate croissant heated up", "actually skip the heating")
    assert lines(cart) == ordered([{"item": "chocolate croissant", "qty": 1}, {"item": "cortado", "qty": 1}])
    cart, _ = converse(engine, "one toasted bagel with butter", "hold the toasting")
    assert lines(cart) == [{"item": "bagel", "qty": 1, "addons": {"butter": 1}}]
