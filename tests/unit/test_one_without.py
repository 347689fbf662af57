"""'And one without': one more of the last line without what it came with (ordering.one_without)."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine
from ordering.one_without import one_without, one_without_caffeine
from tests.unit.shipped import MENU, converse, lines, ordered

WHIPPED = Cart(lines=[Line(id=1, item="hot chocolate", size="medium", addons={"whipped cream": 1})],
               next_line_id=2)
CREAMED = Cart(lines=[Line(id=1, item="coffee", qty=2, milk="half and half")], next_line_id=2)


def test_one_more_without_what_the_line_came_with():
    assert one_without([RemoveLine(ref=1)], "and n1 without".split(), WHIPPED) == [
        AddLine(item="hot chocolate", size="medium")]
    assert one_without([ChangeLine(ref=1, notes="no sleeve")], "and another without".split(), CREAMED) == [
        AddLine(item="coffee", milk=None)]


def test_one_of_several_split_off_without_it():
    assert one_without([ChangeLine(ref=1, qty=1)], "n1 without please".split(), CREAMED) == [
        ChangeLine(ref=1, qty=1), AddLine(item="coffee")]


def test_the_values_said_after_without_are_the_ones_left_off():
    vanilla = Cart(lines=[Line(id=1, item="latte", milk="oat milk", addons={"vanilla syrup": 1})],
                   next_line_id=2)
    assert one_without([], "and n1 without the addon:vanilla_syrup".split(), vanilla) == [
        AddLine(item="latte", milk="oat milk")]
    assert one_without([], "and n1 without addon:caramel_syrup".split(), vanilla) == []  # not on it


def test_other_turns_are_the_models():
    plain = Cart(lines=[Line(id=1, item="latte")], next_line_id=2)
    assert one_without([RemoveLine(ref=1)], "and n1 without".split(), plain) == [RemoveLine(ref=1)]
    one = Cart(lines=[Line(id=1, item="coffee", milk="half and half")], next_line_id=2)
    assert one_without([], "n1 without".split(), one) == []  # one of one: nothing to split
    muffin = [AddLine(item="blueberry muffin")]
    assert one_without(muffin, "and n1 without".split(), WHIPPED) == muffin
    assert one_without([], "a item:latte without addon:whipped_cream".split(), WHIPPED) == []


def test_the_shipped_engine_adds_one_without(engine):
    cart, replies = converse(engine, "one medium hot chocolate with whipped cream", "and one without")
    assert lines(cart) == ordered([
        {"item": "hot chocolate", "qty": 1, "size": "medium", "addons": {"whipped cream": 1}},
        {"item": "hot chocolate", "qty": 1, "size": "medium"}])
    assert replies[-1] == "Added a medium hot chocolate ($4.00). Anything else?"


def test_one_with_caffeine_and_one_without_makes_one_decaf():
    two = [AddLine(item="latte"), AddLine(item="latte")]
    words = "n2 item:latte , n1 with caffeine and n1 without".split()
    assert one_without_caffeine(two, words, MENU) == [
        AddLine(item="latte"), AddLine(item="latte", caffeine="decaf")]
    words = "n2 item:mocha . n1 without caffeine , the other with".split()
    assert one_without_caffeine([AddLine(item="mocha", qty=2)], words, MENU) == [
        AddLine(item="mocha", caffeine="decaf"), AddLine(item="mocha")]


def test_caffeine_said_otherwise_is_the_models():
    two = [AddLine(item="latte", qty=2)]
    assert one_without_caffeine(two, "n2 item:latte with caffeine".split(), MENU) == two
    three = [AddLine(item="latte", qty=3)]
    said = "n3 item:latte , n1 with caffeine and n1 without".split()
    assert one_without_caffeine(three, said, MENU) == three
    steamers = [AddLine(item="steamer", qty=2)]  # a steamer has no caffeine to take out
    said = "n2 item:steamer , n1 with caffeine and n1 without".split()
    assert one_without_caffeine(steamers, said, MENU) == steamers


def test_the_shipped_engine_makes_the_one_without_caffeine_decaf(engine):
    cart, _ = converse(engine, "two lattes, one with caffeine and one without")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1},
                                   {"item": "latte", "qty": 1, "caffeine": "decaf"}])


def test_one_with_nothing_or_one_plain_is_one_without():
    bagel = Cart(lines=[Line(id=1, item="bagel", addons={"cream cheese": 1})], next_line_id=2)
    for said in ("and n1 with nothing on it", "and another with nothing", "and n1 plain please"):
        assert one_without([ChangeLine(ref=1)], said.split(), bagel) == [AddLine(item="bagel")], said
    two = Cart(lines=[Line(id=1, item="coffee", qty=2, milk="half and half")], next_line_id=2)
    assert one_without([], "n1 with nothing in it".split(), two) == [ChangeLine(ref=1, qty=1),
                                                                    AddLine(item="coffee")]
    assert one_without([], "a plain item:bagel".split(), bagel) == []  # an item named: the model's


def test_the_shipped_engine_adds_a_bagel_with_nothing_on_it(engine):
    cart, replies = converse(engine, "a bagel with cream cheese", "and one with nothing on it")
    assert [line.addons for line in cart.lines] == [{"cream cheese": 1}, {}]
    cart, _ = converse(engine, "a bagel with cream cheese", "and a plain one")
    assert [line.addons for line in cart.lines] == [{"cream cheese": 1}, {}]
