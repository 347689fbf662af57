""""A latte", then "and one with oat milk": a second latte with oat milk (`ordering.another_with`)."""

from __future__ import annotations

from ordering.another_with import another_with
from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from tests.unit.shipped import converse, lines, ordered

LATTE = Cart(lines=[Line(id=1, item="latte", size="large", addons={"vanilla syrup": 1}, notes="extra hot")],
             next_line_id=2)


def test_and_one_with_a_value_is_one_more_of_the_last_line():
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert another_with(oat, "and n1 with milk:oat_milk".split(), LATTE) == [
        AddLine(item="latte", size="large", milk="oat milk", addons={"vanilla syrup": 1})]
    caramel = [ChangeLine(ref=1, add_addons={"caramel syrup": 1})]  # add-ons said take the place of its own
    assert another_with(caramel, "and n1 with addon:caramel_syrup please".split(), LATTE) == [
        AddLine(item="latte", size="large", addons={"caramel syrup": 1})]
    assert another_with(oat, "and n1 with a splash of milk:oat_milk".split(), LATTE) == [  # an amount said
        AddLine(item="latte", size="large", milk="oat milk", addons={"vanilla syrup": 1})]


def test_the_shipped_engine_adds_a_second_americano_with_a_splash_of_oat_milk(engine):
    cart, _ = converse(engine, "an americano", "and one with a splash of oat milk")
    assert [(line.item, line.milk) for line in cart.lines] == [("americano", None), ("americano", "oat milk")]


def test_other_turns_and_lines_of_several_are_the_models():
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert another_with(oat, "n1 with milk:oat_milk".split(), LATTE) == oat  # no opening: the line itself
    assert another_with(oat, "and make it milk:oat_milk".split(), LATTE) == oat
    two = Cart(lines=[Line(id=1, item="latte", qty=2)], next_line_id=2)
    assert another_with(oat, "and n1 with milk:oat_milk".split(), two) == oat  # one of the two, or a third
    noted = [ChangeLine(ref=1, notes="for my friend")]
    assert another_with(noted, "and n1 for my friend".split(), LATTE) == noted


def test_the_shipped_engine_adds_a_second_bagel_with_cream_cheese(engine):
    cart, replies = converse(engine, "a bagel with butter", "and one with cream cheese")
    assert lines(cart) == ordered([{"item": "bagel", "qty": 1, "addons": {"butter": 1}},
                                   {"item": "bagel", "qty": 1, "addons": {"cream cheese": 1}}])
    assert replies[1].startswith("Added a plain bagel with cream cheese")
    cart, _ = converse(engine, "a latte", "and one with oat milk")
    assert lines(cart) == ordered([{"item": "latte", "qty": 1},
                                   {"item": "latte", "qty": 1, "milk": "oat milk"}])


def test_one_counting_a_sweetener_a_shot_or_a_measure_is_the_lines():
    from ordering.menu import load_menu

    menu = load_menu()
    for said in ("and n1 addon:sugar", "and n1 addon:splenda", "and n1 added addon:espresso_shot",
                 "and n1 pump of addon:vanilla_syrup"):
        change = [ChangeLine(ref=1, add_addons={"sugar": 1})]
        assert another_with(change, said.split(), LATTE, menu) == change
    oat = [ChangeLine(ref=1, milk="oat milk")]
    assert another_with(oat, "and n1 milk:oat_milk".split(), LATTE, menu) != oat  # one more, oat


def test_the_shipped_engine_sweetens_the_flat_white(engine):
    cart, _ = converse(engine, "a flat white please", "can you make it with half the milk", "and one sugar")
    assert lines(cart) == [{"item": "flat white", "qty": 1, "addons": {"sugar": 1}, "notes": "half the milk"}]
