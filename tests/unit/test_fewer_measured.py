""""One less shot", "take out a pump of vanilla": fewer of an add-on said by its measure
(`ordering.fewer_measured`)."""

from __future__ import annotations

import pytest

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine, RemoveLine, SetOrder
from ordering.fewer_measured import fewer_measured, less_of_add_on
from ordering.menu import load_menu
from tests.unit.shipped import converse, lines

MENU = load_menu()
CART = Cart(lines=[Line(id=1, item="latte", addons={"espresso shot": 2, "vanilla syrup": 3}),
                   Line(id=2, item="mocha", shots=3)], next_line_id=3)


@pytest.mark.parametrize("text, words, edits, want", [
    ("actually take one shot out", "actually take shots:1 out", [RemoveLine(ref=1)],
     [ChangeLine(ref=1, add_addons={"espresso shot": 1})]),  # the model removed the latte
    ("one less shot please", "n1 less addon:espresso_shot please", [ChangeLine(ref=2, notes="less shot")],
     [ChangeLine(ref=2, shots=2)]),  # the mocha's own shots: no extra shot on it
    ("take out a pump of vanilla", "to_go:true a pump of addon:vanilla_syrup", [SetOrder(to_go=True)],
     [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]),  # not to go
    ("two less pumps", "n2 less pumps", [], [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]),
    ("remove one of the pumps", "remove n1 of the pumps", [ChangeLine(ref=1, drop=["vanilla syrup"])],
     [ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]),  # not all of them
])
def test_the_add_on_counted_by_the_measure_goes_down(text, words, edits, want):
    assert fewer_measured(edits, text, words.split(), CART, MENU) == want


def test_the_last_one_comes_off_and_a_drink_keeps_one_shot():
    one = Cart(lines=[Line(id=1, item="latte", addons={"caramel syrup": 1}, shots=1)], next_line_id=2)
    assert fewer_measured([], "one less pump", "n1 less pump".split(), one, MENU) == [
        ChangeLine(ref=1, drop=["caramel syrup"])]
    assert fewer_measured([], "one less shot", "n1 less addon:espresso_shot".split(), one, MENU) == [
        ChangeLine(ref=1, shots=1)]


@pytest.mark.parametrize("text, edits", [
    ("a latte with one less shot", [AddLine(item="latte")]),  # an order
    ("one less latte", [ChangeLine(ref=1, qty=1)]),  # a unit, not an add-on
    ("one less shot and one less pump", []),  # two at once: the model's
])
def test_other_turns_are_the_models(text, edits):
    assert fewer_measured(edits, text, text.split(), CART, MENU) == edits


def test_the_shipped_engine(engine):
    cart, replies = converse(engine, "a latte", "add a shot", "add another shot",
                             "actually take one shot out")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"espresso shot": 1}}]
    assert replies[3] == "Changed the latte: with espresso shot. Anything else?"


def test_less_of_an_add_on_the_line_has_several_of_is_one_fewer():
    cart = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 3}),
                       Line(id=2, item="cappuccino", addons={"foam": 2})], next_line_id=3)
    noted = [ChangeLine(ref=2, notes="less sweet")]
    assert less_of_add_on(noted, "less addon:vanilla_syrup".split(), cart) == [
        ChangeLine(ref=1, add_addons={"vanilla syrup": 2})]
    assert less_of_add_on(noted, "less addon:foam actually".split(), cart) == [
        ChangeLine(ref=2, add_addons={"foam": 1})]
    one = Cart(lines=[Line(id=1, item="latte", addons={"vanilla syrup": 1})], next_line_id=2)
    assert less_of_add_on(noted, "less addon:vanilla_syrup please".split(), one) == noted  # the note stays
    set_ = [ChangeLine(ref=1, add_addons={"vanilla syrup": 1})]
    assert less_of_add_on(set_, "less addon:vanilla_syrup".split(), cart) == set_  # the model's count


def test_the_shipped_engine_takes_a_pump_off_for_less_vanilla(engine):
    cart, replies = converse(engine, "a latte with 3 pumps of vanilla", "less vanilla")
    assert lines(cart) == [{"item": "latte", "qty": 1, "addons": {"vanilla syrup": 2}}]
    assert replies[1] == "Changed the latte: with vanilla syrup ×2. Anything else?"


def test_a_count_of_an_add_on_taken_out_lowers_its_count():
    from ordering.fewer_measured import fewer_of_add_on

    sweet = Cart(lines=[Line(id=1, item="latte", addons={"sugar": 2, "splenda": 1})], next_line_id=2)
    for said in ("remove n1 addon:sugar", "take out n1 addon:sugar", "n1 less addon:sugar",
                 "remove a addon:sugar"):
        assert fewer_of_add_on([RemoveLine(ref=1)], said.split(), sweet) == [
            ChangeLine(ref=1, add_addons={"sugar": 1})], said
    assert fewer_of_add_on([], "remove n2 addon:sugar".split(), sweet) == [ChangeLine(ref=1, drop=["sugar"])]
    dropped = [ChangeLine(ref=1, drop=["sugar"])]  # the model took every sugar off
    for said in ("take n1 addon:sugar out", "remove n1 of the addon:sugar", "just n1 addon:sugar less",
                 "scratch n1 of the addon:sugar", "lose n1 addon:sugar"):
        assert fewer_of_add_on(dropped, said.split(), sweet) == [
            ChangeLine(ref=1, add_addons={"sugar": 1})], said
    assert fewer_of_add_on(dropped, "take the addon:sugar out".split(), sweet) == dropped  # all of it
    assert fewer_of_add_on([RemoveLine(ref=1)], "remove the item:latte".split(), sweet) == [RemoveLine(ref=1)]
    from ordering.edits import AskMenu
    from ordering.replies import NOT_ORDERED

    black = Cart(lines=[Line(id=1, item="coffee"), Line(id=2, item="coffee", size="large")], next_line_id=3)
    assert fewer_of_add_on([RemoveLine(ref=1)], "remove n1 addon:sugar".split(), black) == [
        AskMenu(about=[NOT_ORDERED, "sugar"])]  # none to take one of: no coffee off


def test_the_shipped_engine_keeps_the_latte_with_one_sugar_less(engine):
    cart, _ = converse(engine, "a latte with 2 sugars and 1 splenda", "remove one sugar")
    assert [line.addons for line in cart.lines] == [{"sugar": 1, "splenda": 1}]


def test_the_shipped_engine_takes_one_of_two_sugars_out(engine):
    cart, replies = converse(engine, "a large americano with 2 sugars", "take one sugar out")
    assert [line.addons for line in cart.lines] == [{"sugar": 1}]


def test_the_shipped_engine_removes_no_coffee_for_a_sugar_it_lacks(engine):
    cart, replies = converse(engine, "i'd like a small, medium and large coffee", "remove one sugar")
    assert len(cart.lines) == 3
    assert replies[1] == "Your order has no sugar — nothing has changed. Anything else?"


def test_the_shipped_engine_scratches_one_of_the_two_sugars(engine):
    from tests.unit.shipped import converse

    cart, _ = converse(engine, "a latte with two sugars", "scratch one of the sugars")
    assert [line.addons for line in cart.lines] == [{"sugar": 1}]
