""""Two blueberry muffins and one lemon poppyseed": each its own count (`ordering.kinds_listed_after`)."""

from __future__ import annotations

from ordering.edits import AddLine
from ordering.kinds_listed_after import kinds_listed_after
from ordering.menu import load_menu
from tests.unit.shipped import converse

MENU = load_menu()


def test_an_item_named_by_its_own_words_after_another_of_its_section_is_added_with_its_count():
    said = "n2 item:blueberry_muffin and n1 lemon poppyseed".split()
    assert kinds_listed_after([AddLine(item="blueberry muffin", qty=2)], said, MENU) == [
        AddLine(item="blueberry muffin", qty=2), AddLine(item="lemon poppyseed muffin")]
    said = "n2 item:earl_grey_tea and n1 addon:peppermint_syrup".split()
    model = [AddLine(item="peppermint rose tea"), AddLine(item="earl grey tea")]
    assert kinds_listed_after(model, said, MENU) == [AddLine(item="peppermint rose tea"),
                                                     AddLine(item="earl grey tea", qty=2)]


def test_other_turns_are_the_models():
    model = [AddLine(item="latte", qty=2), AddLine(item="mocha")]
    assert kinds_listed_after(model, "n2 item:latte and n1 item:mocha".split(), MENU) == model
    muffins = [AddLine(item="blueberry muffin")]
    said = "a item:blueberry_muffin and a purple thing".split()  # no item of ours
    assert kinds_listed_after(muffins, said, MENU) == muffins


def test_the_shipped_engine_keeps_the_plain_croissants(engine):
    cart, _ = converse(engine, "a chocolate croissant and two plain")
    assert [(line.item, line.qty) for line in cart.lines] == [("chocolate croissant", 1),
                                                               ("butter croissant", 2)]


def test_the_first_item_written_twice_is_one_line_beside_the_second():
    said = "n1 item:blueberry_muffin and n1 apple bran".split()
    twice = [AddLine(item="blueberry muffin"), AddLine(item="blueberry muffin")]
    assert kinds_listed_after(twice, said, MENU) == [AddLine(item="blueberry muffin"),
                                                     AddLine(item="apple bran muffin")]
    apart = [AddLine(item="blueberry muffin"), AddLine(item="blueberry muffin", preps=["warmed"])]
    assert kinds_listed_after(apart, said, MENU)[:2] == apart  # two different lines: as written


def test_the_shipped_engine_orders_one_muffin_of_each(engine):
    cart, _ = converse(engine, "i'd like one blueberry muffin and one apple bran")
    assert sorted((line.item, line.qty) for line in cart.lines) == [("apple bran muffin", 1),
                                                                    ("blueberry muffin", 1)]
