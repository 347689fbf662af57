"""An add-on counted past the menu's limit is refused with the limit (`ordering.counts_over_limit`), and
"half a dozen" is six; a thing we lack said with an amount is named without it."""

from __future__ import annotations

from ordering.counts_over_limit import counts_over_limit
from ordering.edits import AddLine, ChangeLine
from ordering.menu import load_menu
from ordering.unknown_things import unknown_things_said
from preprocessing.features.numbers import parse_number
from tests.unit.shipped import converse, lines

MENU = load_menu()


def test_a_count_past_the_limit_is_put_on_the_line_for_the_menu_to_refuse():
    said = "a item:latte with n7 addon:espresso_shot".split()
    assert counts_over_limit([AddLine(item="latte")], said, MENU) == [
        AddLine(item="latte", addons={"espresso shot": 7})]
    said = "with n9 addon:sugar".split()
    assert counts_over_limit([ChangeLine(ref=1)], said, MENU) == [ChangeLine(ref=1, add_addons={"sugar": 9})]


def test_counts_within_the_limit_or_of_several_lines_are_the_models():
    said = "a item:latte with n3 addon:espresso_shot".split()
    assert counts_over_limit([AddLine(item="latte", shots=3)], said, MENU) == [AddLine(item="latte", shots=3)]
    two = [AddLine(item="latte"), AddLine(item="mocha")]
    assert counts_over_limit(two, "n7 addon:espresso_shot".split(), MENU) == two


def test_half_a_dozen_is_six_and_amounts_are_no_part_of_a_thing():
    assert parse_number("half a dozen muffins".split(), 0) == (6, 3)
    assert parse_number("a pair of mochas".split(), 0) == (2, 3)
    assert parse_number("a pair".split(), 0) is None  # no "of": no count
    assert parse_number("a dozen".split(), 1) == (12, 1)
    assert unknown_things_said("a few cookies".split()) == ["cookies"]
    assert unknown_things_said("and a couple of sandwiches".split()) == ["sandwiches"]
    assert unknown_things_said("a ham sandwich".split()) == ["a ham sandwich"]  # the article stays
    assert unknown_things_said("she wants marshmallows if you have them".split()) == ["marshmallows"]
    assert unknown_things_said("marshmallows if you have them".split()) == ["marshmallows"]


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte with 7 shots", "half a dozen muffins", "a few cookies")
    assert replies[0] == "I can add 1 to 6 portions of espresso shot — how many would you like?"
    assert lines(cart) == [{"item": "apple bran muffin", "qty": 6}]
    assert replies[2] == "Sorry, we don't have cookies."


def test_the_shipped_engine_adds_a_pair_of_mochas(engine):
    cart, _ = converse(engine, "a pair of mochas")
    assert [(line.item, line.qty) for line in cart.lines] == [("mocha", 2)]
